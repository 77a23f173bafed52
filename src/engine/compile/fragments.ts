/**
 * A generated module's regexp sources, shorter: the fused regexps of a grammar repeat the same
 * stretches (a rule's whole regexp holds those of the rules it refers to: RFC 3986's IPv6address is
 * in a dozen of them, RFC 3987's ucschar ranges in more), far apart for gzip. Each balanced group or
 * character class that recurs becomes a module constant, and a source is written as the
 * concatenation of its text and those constants — the same string, so the same regexp.
 */

/**
 * A regexp source with its `\u00XX` escapes of printable ASCII written shorter: a letter or digit as
 * itself, any other as `\X` (an identity escape: the regexps are not in Unicode mode, and `\k` is
 * never made) — or, inside a character class, as itself too unless it is one of `\ [ ] ^ - /`
 * (which mean something there, or end a regexp literal). Character classes are spelled with \u
 * escapes (kit/charset.ts); a generated module holds thousands of them.
 */
export function compactSource(source: string): string {
  let inClass = false;
  return source.replace(/\\(?:u00([2-7][0-9a-f])|[\s\S])|\[|\]/g, (m, hex: string | undefined) => {
    if (m === '[') {
      inClass = true;
      return m;
    }
    if (m === ']') {
      inClass = false;
      return m;
    }
    if (hex === undefined || hex === '7f') return m;
    const c = String.fromCharCode(parseInt(hex, 16));
    if (/[A-Za-z0-9]/.test(c)) return c;
    return inClass && !/[\\[\]^\-/]/.test(c) ? c : `\\${c}`;
  });
}

/**
 * Shortest group or class worth a constant. Shorter stretches are better left to gzip, which finds
 * a repeat within its window more cheaply than a constant's concatenation costs: measured on the
 * budgets' bundles (.size-limit.cjs), 100 gave the smallest (40: RFC 3986's canParse 11.0 kB,
 * 100: 9.7 kB; no constants at all: 11.9 kB).
 */
const MIN_FRAGMENT = 100;

/** The [start, end) of the whole source, and of every balanced group and character class in it. */
function spans(source: string): [number, number][] {
  const out: [number, number][] = [[0, source.length]];
  const open: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') {
      const start = i;
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      out.push([start, i + 1]);
    } else if (c === '(') open.push(i);
    else if (c === ')' && open.length > 0) out.push([open.pop()!, i + 1]);
  }
  return out;
}

export class Fragments {
  private readonly counts = new Map<string, number>();
  private names: Map<string, string> | undefined;

  /** Count the groups and classes of `source` (every source, before any is written). */
  add(source: string): void {
    for (const [a, b] of spans(source)) {
      if (b - a < MIN_FRAGMENT) continue;
      const text = source.slice(a, b);
      this.counts.set(text, (this.counts.get(text) ?? 0) + 1);
    }
  }

  /** The constants' declarations (`const F0 = …;`), each after those it is made of. */
  declarations(): string[] {
    const chosen = [...this.counts].filter(([, n]) => n > 1).map(([text]) => text);
    chosen.sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    this.names = new Map(chosen.map((text, k) => [text, `F${k}`]));
    return chosen.map((text) => `const ${this.names!.get(text)} = ${this.write(text, true)};`);
  }

  /** `source` as a JavaScript expression over the constants (declarations() first). */
  write(source: string, defining = false): string {
    const names = this.names;
    if (names === undefined) throw new Error('Fragments.write before declarations()');
    const parts: string[] = [];
    let at = 0;
    const ordered = spans(source).sort((x, y) => x[0] - y[0] || y[1] - x[1]);
    for (const [a, b] of ordered) {
      if (a < at || (defining && a === 0 && b === source.length)) continue;
      const name = names.get(source.slice(a, b));
      if (name === undefined) continue;
      if (a > at) parts.push(JSON.stringify(source.slice(at, a)));
      parts.push(name);
      at = b;
    }
    if (at < source.length || parts.length === 0) parts.push(JSON.stringify(source.slice(at)));
    return parts.join(' + ');
  }
}
