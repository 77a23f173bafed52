/** The engine as the editions use it: a grammar compiled, its captures, its failure reports. */
export { Grammar } from './grammar';
export { GeneratedGrammar } from './generated-grammar';
export { CompiledGrammar } from './compiled-grammar';
export type { Captures } from './captures';
export { capturesOf, childrenOf, firstOf } from './captures';
export type { FailureReport } from './careful/tracker';
export type { Node, Nodes } from './parse-tree';
export type { GrammarModule } from './runtime';
export { requireRule, unknownRule } from './rule-names';
export { FoldedGrammar } from './folded-grammar';
export { append as appendLines } from './compile/module';
export type { Folding } from './folded-grammar';
