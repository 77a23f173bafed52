/** Values of compiled code written as JavaScript source, for a generated module (module.ts). */
import { bitmap } from '../runtime';

/** A regexp as a literal (RegExp#source is escaped so that `/source/flags` reads back the same). */
export function regexpLiteral(re: RegExp): string {
  return `/${compactSource(re.source)}/${re.flags}`;
}

/**
 * A regexp source with its `\u00XX` escapes of printable ASCII written shorter: a letter or digit as
 * itself, any other as `\X` (an identity escape: the regexps are not in Unicode mode, and `\k` is
 * never made). Character classes are spelled with \u escapes (kit/charset.ts); a generated module
 * holds thousands of them.
 */
export function compactSource(source: string): string {
  return source.replace(/\\(?:u00([2-7][0-9a-f])|[\s\S])/g, (m, hex: string | undefined) => {
    if (hex === undefined || hex === '7f') return m;
    const c = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9]/.test(c) ? c : `\\${c}`;
  });
}

/** A constant of compiled code (emit.ts's Constants) as an expression over a generated module's imports. */
export function constantSource(value: unknown): string {
  if (value instanceof RegExp) return regexpLiteral(value);
  if (value instanceof Uint8Array && value.length === 128) return `bits(${JSON.stringify(bitmap(value))})`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'object' && value !== null && 'toSource' in value && typeof value.toSource === 'function') return String(value.toSource());
  throw new TypeError(`no source for a constant of compiled code: ${String(value)}`);
}
