/** Values of compiled code written as JavaScript source, for a generated module (module.ts). */
import { bitmap } from '../runtime';
import { compactSource } from './fragments';
import { FusedMatcher } from './fused-matcher';

/** A regexp as a literal (RegExp#source is escaped so that `/source/flags` reads back the same). */
export function regexpLiteral(re: RegExp): string {
  return `/${compactSource(re.source)}/${re.flags}`;
}

/**
 * A constant of compiled code (emit.ts's Constants) as an expression over a generated module's
 * imports; a fused stretch's regexp sources written by `text`, and so a regexp's: one whose source
 * `text` writes over the module's shared stretches (fragments.ts: RFC 3987's ucschar pairs, in a
 * dozen character runs) is `new RegExp(…)` of that concatenation, the others a literal.
 */
export function constantSource(value: unknown, text: (source: string) => string = (s) => JSON.stringify(s)): string {
  if (value instanceof RegExp) {
    const source = compactSource(value.source);
    const written = text(source);
    return written === JSON.stringify(source) ? regexpLiteral(value) : `new RegExp(${written}, ${JSON.stringify(value.flags)})`;
  }
  if (value instanceof Uint8Array && value.length === 128) return `bits(${JSON.stringify(bitmap(value))})`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof FusedMatcher) return value.toSource(text);
  throw new TypeError(`no source for a constant of compiled code: ${String(value)}`);
}
