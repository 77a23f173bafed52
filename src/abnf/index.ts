/**
 * uri-editions/abnf — ABNF in, parser out: `abnf(text, { start })` reads a grammar written in RFC 5234
 * ABNF (with RFC 7405's %s/%i strings) and matches with ABNF's own meaning; `pegReport()` says where a
 * PEG reading would change it. The reader, the all-ways matcher and the generator of strings are
 * public too, for testing a hand-written grammar against its ABNF.
 */
export { abnf, ALL_WAYS_BUDGET, ALL_WAYS_WORK, ALL_WAYS_WORK_PER_UNIT } from './toolkit';
export type { AbnfGrammar, AbnfOptions, AbnfParse, RuleStrategy, Strategy } from './toolkit';
export type { ConstructReport } from './report';
export type { SourceOptions } from './to-source';
export { STANDALONE_FORMAT, standalone } from './standalone';
export type { StandaloneCompiled, StandaloneGrammar, StandaloneNode, StandaloneParse, StandaloneSpec, StandaloneStrategy } from './standalone';
export type { ParseNode } from './derive';
export type { AbnfNode, AbnfRule, Position, Rulelist } from './ast';
export { AbnfError } from './errors';
export { readAbnf } from './reader';
export type { ReadOptions } from './reader';
export { CORE_RULES_TEXT, coreRules } from './core';
export { readGrammar, resolveRulelist } from './resolve';
export type { ResolveOptions, ResolvedGrammar } from './resolve';
export { ALL_WAYS_LIMIT, AllWays, AllWaysBudgetError } from './all-ways';
export type { Ends } from './all-ways';
export type { AllWaysOptions, Atom, AtomReply } from './all-ways';
export { Generator, mutations, prng } from './generate';
