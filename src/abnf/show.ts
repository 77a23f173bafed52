/** An ABNF node written back as ABNF text (for reports). */
import type { AbnfNode } from './ast';

const hex = (c: number) => c.toString(16).toUpperCase().padStart(2, '0');

export function show(n: AbnfNode, top = true): string {
  switch (n.k) {
    case 'str':
      return n.cs && /[A-Za-z]/.test(n.text) ? `%s"${n.text}"` : `"${n.text}"`;
    case 'range':
      return n.lo === n.hi ? `%x${hex(n.lo)}` : `%x${hex(n.lo)}-${hex(n.hi)}`;
    case 'codes':
      return `%x${n.codes.map(hex).join('.')}`;
    case 'ref':
      return n.name;
    case 'prose':
      return `<${n.text}>`;
    case 'seq': {
      const s = n.xs.map((x) => show(x, false)).join(' ');
      return top || n.xs.length < 2 ? s : `( ${s} )`;
    }
    case 'alt': {
      const s = n.xs.map((x) => show(x, true)).join(' / ');
      return top ? s : `( ${s} )`;
    }
    case 'rep': {
      if (n.option) return `[ ${show(n.x, true)} ]`;
      const count = n.min === n.max ? `${n.min}` : `${n.min === 0 ? '' : n.min}*${n.max === Infinity ? '' : n.max}`;
      return `${count}${show(n.x, false)}`;
    }
  }
}
