/** ABNF in, matchers out: the reader (RFC 5234, RFC 7405), the all-ways matcher, the PEG report and the toolkit. */
export type { AbnfNode, AbnfRule, Position, Rulelist } from './ast';
export { AbnfError } from './errors';
export { readAbnf } from './reader';
export type { ReadOptions } from './reader';
export { CORE_RULES_TEXT, coreRules } from './core';
export { readGrammar, resolveRulelist } from './resolve';
export type { ResolveOptions, ResolvedGrammar } from './resolve';
export { ALL_WAYS_LIMIT, AllWays } from './all-ways';
export { Generator, mutations, prng } from './generate';
