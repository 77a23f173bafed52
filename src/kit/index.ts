/** The grammar DSL: character sets and the kit interface grammars are written against. */
export { CharSet, chars, codePoints, escapeClass, hasHigh, range, table, union, withPct } from './charset';
export type { AstralRanges } from './charset';
export { adopted, camel, production } from './kit';
export type { GrammarDefinition, Kit, Language, RuleDef, RuleDefs } from './kit';
export { hexValue, pctEncodeChar, pctOctet } from './hex';
