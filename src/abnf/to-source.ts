/**
 * `grammar.toSource({ format, typescript })`: the grammar as a module of its own, whose `canParse` and
 * `parse` answer as abnf()'s do, rule for rule by the strategy abnf() chose, and which generates no
 * code at run time. The module holds:
 * - the LL(1) rules compiled ahead of time: the engine's generated-module code for them (what
 *   `npm run generate` writes for the editions, CompiledGrammar.modesSource()), types stripped, as
 *   a function of the engine's run-time helpers;
 * - the PEG reading abnf() asks for trees first (peg-trees.ts): the compiled LL(1) rules themselves,
 *   or a build of its own compiled ahead of time the same way;
 * - the start rule's regexp where abnf() proved a backtracking regexp safe for it;
 * - the start rule and the rules it reaches as plain data, from which the automaton (regular rules)
 *   and the all-ways matcher (the rest) are made when first needed;
 * and imports one function, `standalone` (standalone.ts), from the package's `uri-editions/abnf`
 * entry: its one run-time dependency is this package, at the version that wrote it.
 */
import { isStackOverflow } from './errors';
import { CompiledGrammar, appendLines as append } from '../engine';
import { reached } from './graph';
import { kitDefinition } from './to-kit';
import type { PegTrees } from './peg-trees';
import type { ResolvedGrammar } from './resolve';
import { STANDALONE_FORMAT } from './standalone';
import type { StandaloneStrategy } from './standalone';

/** Options of `toSource()`. */
export interface SourceOptions {
  /** an ES module (`import`/`export`, the default) or a CommonJS one (`require`/`exports`) */
  format?: 'esm' | 'cjs';
  /** TypeScript, with the rule names as a type (`RuleName`) and typed exports */
  typescript?: boolean;
}

/** What the toolkit knows of a grammar that its module needs (toolkit.ts gives it). */
export interface SourceParts {
  readonly grammar: ResolvedGrammar;
  readonly startKey: string;
  /** how abnf() matches each rule (toolkit.ts's RuleStrategy) */
  readonly plan: ReadonlyMap<string, { readonly strategy: 'compiled' | 'regexp' | 'all-ways' }>;
  readonly compiled: CompiledGrammar | undefined;
  /** rule key → its name in the compiled grammar */
  readonly kitNames: ReadonlyMap<string, string>;
  /** the start rule's regexp, when abnf() decides it by one (undefined: its automaton, or not regular) */
  readonly regexp: RegExp | undefined;
  /** whether the start rule calls nothing recursively */
  readonly acyclic: boolean;
  readonly limit: number;
  /** the PEG reading abnf() asks for trees first */
  readonly pegTrees: PegTrees;
}

/** The package entry an emitted module imports `standalone` from. */
export const RUNTIME_ENTRY = 'uri-editions/abnf';

/** The module's text (see the module's comment). */
export function emitSource(parts: SourceParts, options: SourceOptions = {}): string {
  const format = options.format ?? 'esm';
  if (format !== 'esm' && format !== 'cjs') throw new RangeError(`toSource(options): format must be 'esm' or 'cjs'; got ${String(format)}`);
  const ts = options.typescript === true;
  const { grammar, startKey, plan } = parts;
  const reached = reachable(grammar, startKey);
  const strategies: Record<string, StandaloneStrategy> = {};
  for (const key of reached) strategies[key] = plan.get(key)!.strategy;
  if (strategies[startKey] === 'regexp' && parts.regexp === undefined) strategies[startKey] = 'automaton';
  const names = reached.map((k) => grammar.rules.get(k)!.name);
  const start = grammar.rules.get(startKey)!.name;

  const spec: string[] = [
    `  format: ${STANDALONE_FORMAT},`,
    `  start: ${JSON.stringify(startKey)},`,
    `  at: ${JSON.stringify([grammar.rules.get(startKey)!.at.line, grammar.rules.get(startKey)!.at.column])},`,
    `  acyclic: ${parts.acyclic},`,
    `  limit: ${parts.limit === Infinity ? 'null' : parts.limit},`,
    `  strategies: ${JSON.stringify(strategies)},`,
  ];
  if (parts.regexp && strategies[startKey] === 'regexp') spec.push(`  regexp: ${JSON.stringify({ source: parts.regexp.source, flags: parts.regexp.flags })},`);
  spec.push('  rules: [');
  for (const key of reached) spec.push(`    ${JSON.stringify([key, grammar.rules.get(key)!.name, grammar.rules.get(key)!.node], withoutPositions)},`);
  spec.push('  ],');
  // only the rules the start rule reaches: a build of those alone where the grammar has others
  const within = new Set(reached);
  const compiled = reachedBuild('abnf', parts.grammar, parts.compiled, parts.kitNames, within);
  if (compiled) append(spec, compiledSource('compiled', 'abnf', compiled.build, compiled.names));
  append(spec, pegSource(parts.pegTrees, parts.grammar, within));

  const header = [
    '/*',
    ` * Written by uri-editions (grammar.toSource()) from ABNF: the rule ${start} and the rules it calls.`,
    ' * canParse(input) and parse(input) answer as abnf(text, { start }).canParse and .parse do, each rule',
    ' * matched as abnf() chose (strategies below): the LL(1) rules by the compiled code below, regular',
    ' * rules by their regexp or automaton, the others by the all-ways matcher. Nothing is generated from',
    ` * strings at run time. Runs on the package uri-editions (its entry ${RUNTIME_ENTRY}), the version that`,
    ' * wrote it. Do not edit: write it again from the ABNF.',
    ' */',
  ];
  const out: string[] = [...header];
  const union = names.map((n) => JSON.stringify(n)).join(' | ');
  if (ts) {
    out.push('// @ts-nocheck — the compiled rules below are plain JavaScript; the exports are typed');
    if (format === 'esm') out.push(`import { standalone } from '${RUNTIME_ENTRY}';`);
    else out.push(`import abnfRuntime = require('${RUNTIME_ENTRY}');`, 'const { standalone } = abnfRuntime;');
    out.push(`import type { StandaloneParse } from '${RUNTIME_ENTRY}';`, '', '/** the rules of this grammar, as it spells them */', `export type RuleName = ${union};`, '');
    out.push('const grammar = standalone<RuleName>({');
    append(out, spec);
    out.push('});', '');
    out.push(
      '/** the start rule */',
      `export const start: RuleName = ${JSON.stringify(start)};`,
      '/** the start rule and the rules it calls */',
      'export const ruleNames: readonly RuleName[] = grammar.ruleNames;',
      '/** whether all of `input` is the start rule */',
      'export function canParse(input: string): boolean {',
      '  return grammar.canParse(input);',
      '}',
      '/** the parse tree of `input` as the start rule, or the furthest offset reached and what was expected there */',
      'export function parse(input: string): StandaloneParse<RuleName> {',
      '  return grammar.parse(input);',
      '}',
      '',
    );
    return ascii(out.join('\n'));
  }
  if (format === 'esm') out.push(`import { standalone } from '${RUNTIME_ENTRY}';`);
  else out.push("'use strict';", `const { standalone } = require('${RUNTIME_ENTRY}');`);
  out.push('', 'const grammar = standalone({');
  append(out, spec);
  out.push('});', '');
  const exported = [
    ['start', `/** the start rule */`, `const start = ${JSON.stringify(start)};`],
    ['ruleNames', '/** the start rule and the rules it calls */', 'const ruleNames = grammar.ruleNames;'],
    ['canParse', '/** whether all of `input` is the start rule */', 'function canParse(input) {\n  return grammar.canParse(input);\n}'],
    ['parse', '/** the parse tree of `input` as the start rule, or the furthest offset reached and what was expected there */', 'function parse(input) {\n  return grammar.parse(input);\n}'],
  ];
  for (const [, doc, code] of exported) out.push(doc, format === 'esm' ? `export ${code}` : code);
  if (format === 'cjs') out.push('', ...exported.map(([name]) => `exports.${name} = ${name};`));
  out.push('');
  return ascii(out.join('\n'));
}

/**
 * The source in printable US-ASCII: every other character (only in its string literals — the rules'
 * text as the grammar wrote it, comments included — the compiled code escapes its own) as a \u escape,
 * so that the file means the same in any encoding and shows nothing raw on a terminal.
 */
function ascii(source: string): string {
  return source.replace(/[^\t\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The PEG reading's part of the spec: the rules it reads (each one's name in its build), and its build
 * when it is not the compiled LL(1) rules' own; none when it reads no rule, or its build overflows
 * the stack (abnf() then finds no tree by it either: peg-trees.ts).
 */
function pegSource(pegTrees: PegTrees, grammar: ResolvedGrammar, within: ReadonlySet<string>): string[] {
  const { keys, names } = pegTrees.rules;
  if (!keys.some((k) => within.has(k))) return [];
  let own: { build: CompiledGrammar; names: ReadonlyMap<string, string> } | undefined;
  try {
    own = reachedBuild('abnf-peg', grammar, pegTrees.ownBuild(), new Map(keys.map((k) => [k, names.get(k)!])), within);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    return [];
  }
  const ordered = new Map(keys.filter((k) => within.has(k)).map((k) => [k, names.get(k)!]));
  if (!own) return ['  peg: {', `    names: ${JSON.stringify(Object.fromEntries(ordered))},`, '  },'];
  return ['  peg: {', `    names: ${JSON.stringify(Object.fromEntries(ordered))},`, ...compiledSource('compiled', 'abnf-peg', own.build, own.names).map((l) => `  ${l}`), '  },'];
}

/**
 * An engine build (`id`) of the rules in `names` that are `within` the start rule's reach: `build`
 * itself where it holds no others, else one made of those alone as abnf() made it (kitDefinition,
 * every rule captured; the rules such a build holds call only rules it holds, so a reached rule's
 * callees are within too). Undefined where there is no build, or none of its rules is reached.
 */
function reachedBuild(
  id: string,
  grammar: ResolvedGrammar,
  build: CompiledGrammar | undefined,
  names: ReadonlyMap<string, string>,
  within: ReadonlySet<string>,
): { build: CompiledGrammar; names: ReadonlyMap<string, string> } | undefined {
  if (!build) return undefined;
  const keys = [...names.keys()].filter((k) => within.has(k));
  if (keys.length === names.size) return { build, names };
  if (keys.length === 0) return undefined;
  const kept = new Map(keys.map((k) => [k, names.get(k)!]));
  return { build: new CompiledGrammar(id, kitDefinition(grammar, keys, kept), keys.map((k) => kept.get(k)!)), names: kept };
}

/** a compiled part of the spec (`field`): meta, names, and the modes' code as a function of the run-time helpers */
function compiledSource(field: string, id: string, compiled: CompiledGrammar, kitNames: ReadonlyMap<string, string>): string[] {
  const meta = { id, name: compiled.name, rules: compiled.ruleRows(), captured: [...kitNames.values()], capturedNames: [...compiled.capturedNames()] };
  return [
    `  ${field}: {`,
    `    meta: ${JSON.stringify(meta)},`,
    `    names: ${JSON.stringify(Object.fromEntries(kitNames))},`,
    '    modes: ({ Fused, HEX, bits, tableExplainer }) => {',
    plainModes(compiled.modesSource()),
    '      return { validate, fast, explain };',
    '    },',
    '  },',
  ];
}

/**
 * The engine's modes source (TypeScript: module.ts's emitModes) as plain JavaScript: its only type
 * annotations are on the three mode functions and the explain table, and it exports them.
 */
export function plainModes(source: string): string {
  const plain = source
    .replace(/^export function (validate|fast)\((\w+): .*\): Matchers \{$/gm, 'function $1($2) {')
    .replace(/^export function explain\(\): Explainer \{$/m, 'function explain() {')
    .replace(/^export const EXPLAIN: ExplainTable = \{$/m, 'const EXPLAIN = {');
  const left = /^export |^(?:export )?function \w+\(\w+: |^const \w+: /m.exec(plain);
  if (left) throw new Error(`the engine's module code has a form toSource() does not know: ${JSON.stringify(plain.slice(left.index, left.index + 80))}`);
  return plain;
}

/** the start rule and every rule it reaches, in the grammar's order */
function reachable(grammar: ResolvedGrammar, startKey: string): string[] {
  const seen = reached(grammar, startKey);
  return [...grammar.rules.keys()].filter((k) => seen.has(k));
}

/** JSON.stringify's replacer: a rule's expression without its positions in the text (a `max` of Infinity is written null) */
function withoutPositions(key: string, value: unknown): unknown {
  return key === 'at' ? undefined : value;
}
