/**
 * A grammar compiled at build time: its three modes (program.ts) and what it says of itself
 * (runtime.ts's GrammarMeta), written as one TypeScript module that imports only the engine's
 * run-time part (runtime.ts) — no Parsimmon, no compiler, no `new Function`. `npm run generate`
 * writes one per edition build and scheme specification into src/generated; a test fails when a
 * committed module differs from a fresh generation.
 */
import type { GrammarMeta, RuleHead, RuleRow, RuleTexts } from '../runtime';
import { Fragments, compactSource } from './fragments';
import { FusedMatcher } from './fused-matcher';
import { explainTable } from './explain-encoding';
import type { ExplainNode, ExplainSet, ExplainTable } from '../explain-table';
import { constantSource } from './literals';
import type { Mode, Program } from './program';
import { fnName } from './emit';
import { MODE_PARAMETER } from './program';

/** Where a generated module comes from, for its header: the grammar file and the call that defines the grammar. */
export interface ModuleOrigin {
  /** e.g. 'grammars/rfc3986.ts' */
  file: string;
  /** e.g. 'rfc3986Grammar(k, { rfc6874: true })' */
  call: string;
  /** the command that writes it */
  command: string;
  /** the test that compares it with a fresh generation */
  test: string;
  /** the path of the engine's runtime.ts from the module, without extension */
  runtime: string;
  /**
   * the module (a sibling's name, without extension) whose three modes are exactly this build's — a
   * build that differs from another only in its meta (e.g. the rules' citations) re-exports them
   * instead of holding a second copy
   */
  modesFrom?: string;
  /**
   * an earlier build of the same grammar (a sibling module's name, and its rules): the rule rows this
   * build shares with it are taken from its meta instead of written twice
   */
  rowsFrom?: { module: string; rules: readonly RuleRow[] };
  /** how its compiled modes are shared with the other builds of its grammar */
  sharing?: ModeSharing;
}

/**
 * The source of `items` (one a line, commented with its rule's name from `names`) as an array's
 * elements, items equal to one of `base`'s written as `${ref}[k]` (or, for a stretch of them,
 * `...${ref}.slice(k, j)`) — `ref` being the base module's array.
 */
function sharedSource(items: readonly unknown[], names: readonly string[], base: readonly unknown[] | undefined, ref: string): string[] {
  const at = new Map<string, number>();
  (base ?? []).forEach((item, k) => {
    const key = JSON.stringify(item);
    if (!at.has(key)) at.set(key, k);
  });
  const lines: string[] = [];
  for (let i = 0; i < items.length; ) {
    const k = at.get(JSON.stringify(items[i]));
    if (k === undefined) {
      lines.push(`    ${JSON.stringify(items[i])},`);
      i++;
      continue;
    }
    let n = 1;
    while (i + n < items.length && JSON.stringify(items[i + n]) === JSON.stringify(base![k + n])) n++;
    lines.push(n === 1 ? `    ${ref}[${k}], // ${names[i]}` : `    ...${ref}.slice(${k}, ${k + n}), // ${names[i]} … ${names[i + n - 1]}`);
    i += n;
  }
  return lines;
}

const head = (row: RuleRow): RuleHead => [row[0], row[1], row[2]];
const texts = (row: RuleRow): RuleTexts => (row[4] === undefined ? [row[3]] : [row[3], row[4]]);

const MODE_TYPES: Readonly<Record<Mode, string>> = { validate: 'S: () => Matchers', fast: 'R: Records', explain: 'E: ExplainRuntime' };

/** The module's source. */
export function emitModule(program: Program, meta: GrammarMeta, origin: ModuleOrigin): string {
  const shared = origin.modesFrom;
  const base = origin.rowsFrom;
  const full = meta.rules as readonly RuleRow[];
  const names = full.map((r) => r[0]);
  const rows = sharedSource(full.map(head), names, base?.rules.map(head), 'B');
  const ruleTexts = sharedSource(full.map(texts), names, base?.rules.map(texts), 'T');
  const usesBase = base !== undefined && rows.some((l) => /\bB[[.]/.test(l));
  const usesTexts = base !== undefined && ruleTexts.some((l) => /\bT[[.]/.test(l));
  const out: string[] = [];
  append(out, [
    '/*',
    ` * GENERATED FILE — do not edit. The grammar ${JSON.stringify(meta.id)}, compiled at build time`,
    ` * from ${origin.file}: ${origin.call}.`,
    ` * Written by \`${origin.command}\`; ${origin.test} fails when this file differs from a fresh generation.`,
    ' * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives',
    ' * the RFC spelling); validate() and fast() are the compiled modes (src/engine/compile), explain()',
    ' * interprets the rules\' table EXPLAIN (src/engine/explain-table.ts).',
    ' */',
    '// @ts-nocheck',
    ...(shared === undefined
      ? [
          `import { Fused, HEX, bits } from '${origin.runtime}';`,
          `import type { Explainer, GrammarMeta, Matchers } from '${origin.runtime}';`,
          `import type { Records } from '${origin.runtime.replace(/runtime$/, 'records')}';`,
          `import { tableExplainer } from '${origin.runtime.replace(/runtime$/, 'explain-table')}';`,
          `import type { ExplainTable, PackedExplainTable } from '${origin.runtime.replace(/runtime$/, 'explain-table')}';`,
        ]
      : [`import type { GrammarMeta } from '${origin.runtime}';`]),
    ...(shared === undefined && origin.sharing?.base !== undefined ? baseImports(origin.sharing.base) : []),
    `import type { RuleTexts } from '${origin.runtime}';`,
    ...(usesBase ? [`import { meta as base } from './${base.module}';`] : []),
    ...(usesTexts ? [`import { texts as baseTexts } from './${base!.module}';`] : []),
    ...(usesBase ? ['', '// the rules this build shares with ./' + base.module, 'const B = base.rules;'] : []),
    '',
    'export const meta: GrammarMeta = {',
    `  id: ${JSON.stringify(meta.id)},`,
    `  name: ${JSON.stringify(meta.name)},`,
    '  rules: [',
    ...rows,
    '  ],',
    `  captured: ${JSON.stringify(meta.captured)},`,
    `  capturedNames: ${JSON.stringify(meta.capturedNames)},`,
    '};',
    '',
    '// each rule\'s definition as the RFC writes it (and without its comments, where it has some), in the order of meta.rules',
    // (a function: a bundle that never reads them drops it, which it cannot do for an array that
    // takes rows from the first build's, a spread of a call at the module's top level)
    'export function texts(): readonly RuleTexts[] {',
    ...(usesTexts ? [`  const T = baseTexts();`] : []),
    '  return [',
    ...ruleTexts,
    '  ];',
    '}',
  ]);
  if (shared !== undefined) {
    out.push('', `// the compiled modes are those of ./${shared}: only the meta above differs`, `export { validate, fast, explain } from './${shared}';`, '');
    return out.join('\n');
  }
  out.push(emitModes(program, origin.sharing, meta.rules), '');
  return out.join('\n');
}

/** The imports of a build whose modes run inside its base build's factories (ModeSharing.base). */
function baseImports(base: NonNullable<ModeSharing['base']>): string[] {
  const modes = COMPILED_MODES.filter((m) => base.own[m] !== undefined).map((m) => `${m} as ${m}Of`);
  const table = base.tableModule ?? base.module;
  if (table === base.module) return [`import { ${[...modes, 'EXPLAIN as baseTable'].join(', ')} } from './${base.module}';`];
  return [`import { ${modes.join(', ')} } from './${base.module}';`, `import { EXPLAIN as baseTable } from './${table}';`];
}

/**
 * The modes a generated module compiles (the explaining one is a table), in the order it writes
 * them: the validating mode after the matching one, nearer the next module of a bundle (an option
 * build's, whose regexps repeat much of it: gzip finds them within its window).
 */
const COMPILED_MODES = ['fast', 'validate'] as const;
type CompiledMode = (typeof COMPILED_MODES)[number];

/**
 * How a build's compiled modes are shared with the other builds of its grammar (an option build
 * differs from its grammar's first build in a few rules: RFC 6874's zone ID changes IP-literal and
 * the rules whose fused regexps hold it): the first build's mode factories take an optional
 * `X(M)` that returns its matchers with some replaced, and an option build's modules are only the
 * replacing rules, handed to the first build's factories.
 */
export interface ModeSharing {
  /** a build some other build runs inside: per mode, the rules that one replaces (their bindings are re-pointed to X's) */
  replaced?: Readonly<Record<CompiledMode, ReadonlySet<string> | undefined>>;
  /**
   * option build (or a scheme specification's build over an edition's): the base build's module (a
   * sibling's name) and, per mode, the rules whose code is its own — a mode without (undefined) is
   * written whole, not run inside the base's factory (a specification's matching mode, whose
   * captures are its own, shares little with its edition's)
   */
  base?: {
    module: string;
    own: Readonly<Record<CompiledMode, ReadonlySet<string> | undefined>>;
    /** the explaining table its rows are taken from, and its module when not `module` (a base built over another: the first build's) */
    table: ExplainTable;
    tableModule?: string;
    /** the rules of the meta of the table's module (its table is packed as they allow: packed()) */
    heads?: readonly (RuleHead | RuleRow)[];
  };
}

/**
 * Each rule's compiled code in each mode, its constants written out: equal texts are equal
 * matchers (labels are numbered per function, emit.ts), whatever the build.
 */
export function canonicalModes(program: Program): Record<CompiledMode, Map<string, string>> {
  const out = {} as Record<CompiledMode, Map<string, string>>;
  for (const mode of COMPILED_MODES) {
    const { functions, constants } = program.functions(mode);
    const value = new Map(constants.names.map((name, k) => [name, constantSource(constants.values[k])]));
    out[mode] = new Map([...functions].map(([key, text]) => [key, text.replace(/\bK\d+\b/g, (k) => `(${value.get(k)})`)]));
  }
  return out;
}

/**
 * For each of `declarations` (fragments' `const F<k> = …;`, each after those it is made of), the
 * index of the one mode among `uses` (each mode's constants' source lines) that needs it, directly
 * or through another fragment; undefined when several do (or none).
 */
function localFragments(declarations: readonly string[], uses: readonly (readonly string[])[]): (number | undefined)[] {
  const refs = (text: string) => new Set(text.match(/\bF\d+\b/g) ?? []);
  const name = (d: string) => /^const (F\d+) /.exec(d)![1];
  const needs = uses.map((lines) => refs(lines.join('\n')));
  // later declarations are made of earlier ones: walk them backwards, passing each mode's need on
  for (let k = declarations.length - 1; k >= 0; k--) {
    const made = [...refs(declarations[k].slice(declarations[k].indexOf('=')))];
    for (const need of needs) if (need.has(name(declarations[k]))) made.forEach((f) => need.add(f));
  }
  return declarations.map((d) => {
    const modes = needs.flatMap((need, m) => (need.has(name(d)) ? [m] : []));
    return modes.length === 1 ? modes[0] : undefined;
  });
}

/**
 * A table packed for a module whose meta lists the rules `heads` (explain-table.ts's
 * PackedExplainTable): each rule's expression without its named node; undefined when a rule is not
 * named as its meta's row, in the same order.
 */
function packed(t: ExplainTable, heads: readonly (RuleHead | RuleRow)[] | undefined): ExplainNode[] | undefined {
  if (heads === undefined || heads.length !== t.keys.length) return undefined;
  const named = t.rules.every((r, k) => r[0] === 10 && r[1] === heads[k][0] && t.keys[k] === heads[k][1]);
  return named ? t.rules.map((r) => r[2] as ExplainNode) : undefined;
}

/**
 * The module's compiled modes (everything after its meta): two builds with the same text can share
 * one copy. With `heads`, the meta's rules, the explaining table is packed (packed() above).
 */
export function emitModes(program: Program, sharing: ModeSharing = {}, heads?: readonly (RuleHead | RuleRow)[]): string {
  const out: string[] = [];
  const modes = COMPILED_MODES.map((mode) => {
    const { functions, constants } = program.functions(mode, true);
    const own = sharing.base?.own[mode];
    const emitted = own === undefined ? functions : new Map([...functions].filter(([key]) => own.has(key)));
    // the constants the emitted functions refer to
    const used = new Set([...emitted.values()].flatMap((text) => text.match(/\bK\d+\b/g) ?? []));
    const names = constants.names.filter((n) => used.has(n));
    const values = names.map((n) => constants.values[constants.names.indexOf(n)]);
    return { mode, functions, emitted, names, values };
  });
  // the fused regexps' sources, their recurring stretches shared (fragments.ts)
  const fragments = new Fragments();
  for (const { values } of modes)
    for (const v of values) {
      if (v instanceof FusedMatcher) v.sources().forEach((x) => fragments.add(x));
      else if (v instanceof RegExp) fragments.add(compactSource(v.source));
    }
  // explaining runs only on a rejection: the rules as a table (explain-table.ts), not compiled code;
  // its sets' classes and surrogate pairs are those of the compiled modes' regexps
  const t = explainTable(program.rules);
  const base = sharing.base;
  const setSources = (set: ExplainSet) => [set[2], set[3]].filter((x) => x !== '');
  if (base === undefined) for (const set of t.sets) setSources(set).forEach((x) => fragments.add(x));
  const declarations = fragments.declarations();
  const constantLines = modes.map(({ names, values }) => names.map((name, k) => `const ${name} = ${constantSource(values[k], (x) => fragments.write(x))};`));
  // a stretch one mode alone uses is declared in that mode's factory: a bundle without the mode
  // (a parse carries no validating mode) leaves it out, which it cannot do for a module-level
  // concatenation; the stretches several modes use stay here
  const setLines = base === undefined ? t.sets.map((set) => `    [${[JSON.stringify(set[0]), JSON.stringify(set[1]), ...[set[2], set[3]].map((x) => (x === '' ? '""' : fragments.write(x))), set[4]].join(', ')}],`) : [];
  // (a stretch the table alone uses is declared at the top, with the table)
  const local = localFragments(declarations, [...constantLines, setLines]).map((m) => (m === modes.length ? undefined : m));
  append(out, ['', '// the stretches the fused regexps below share', ...declarations.filter((d, k) => local[k] === undefined)]);
  for (const [m, { mode, functions, emitted }] of modes.entries()) {
    const body = [...emitted.values()].join('\n');
    const others = Object.values(MODE_PARAMETER).filter((x) => x !== MODE_PARAMETER[mode]);
    if (new RegExp(`\\b(${others.join('|')})[.(]`).test(body)) throw new Error(`${mode} code refers to another mode's parameter`);
    const constants = [...declarations.filter((d, k) => local[k] === m), ...constantLines[m]];
    const table = (keys: Iterable<string>) => [...keys].map((k) => `${JSON.stringify(k)}: ${fnName(k)}`).join(', ');
    const own = sharing.base?.own[mode];
    if (own !== undefined) {
      // only the rules whose code differs from the first build's, replacing its own in its factory
      const called = new Set([...body.matchAll(/\b(r_\w+)\(/g)].map((m) => m[1]));
      const aliased = [...functions.keys()].filter((k) => !emitted.has(k) && called.has(fnName(k)));
      const aliases = aliased.map((k) => `${fnName(k)} = M[${JSON.stringify(k)}]`);
      // a further option build of the grammar may run inside this one's factories in turn
      const replaced = [...(sharing.replaced?.[mode] ?? [])].filter((k) => emitted.has(k) || aliased.includes(k));
      const declare = replaced.some((k) => aliased.includes(k)) ? 'let' : 'const';
      append(out, [
        '',
        `export function ${mode}(${MODE_TYPES[mode]}${replaced.length ? ', X?: (M: Matchers) => Matchers' : ''}): Matchers {`,
        `return ${mode}Of(${MODE_PARAMETER[mode]}, (M) => {`,
        ...(aliases.length ? [`${declare} ${aliases.join(', ')};`] : []),
        ...constants,
        body,
        ...(replaced.length === 0
          ? [`return { ...M, ${table(emitted.keys())} };`]
          : [
              `const N = { ...M, ${table(emitted.keys())} };`,
              'if (X === undefined) return N;',
              '// a further option build (X) replaces some rules: the others call its versions',
              'const O = X(N);',
              ...replaced.map((k) => `${fnName(k)} = O[${JSON.stringify(k)}];`),
              'return O;',
            ]),
        '});',
        '}',
      ]);
      continue;
    }
    const replaced = [...(sharing.replaced?.[mode] ?? [])].filter((k) => functions.has(k));
    append(out, ['', `export function ${mode}(${MODE_TYPES[mode]}${replaced.length ? ', X?: (M: Matchers) => Matchers' : ''}): Matchers {`, ...constants, body]);
    if (replaced.length === 0) {
      out.push(`return { ${table(functions.keys())} };`, '}');
      continue;
    }
    append(out, [
      `const M = { ${table(functions.keys())} };`,
      'if (X === undefined) return M;',
      '// an option build of this grammar (X) replaces some rules: the others call its versions',
      'const O = X(M);',
      ...replaced.map((k) => `${fnName(k)} = O[${JSON.stringify(k)}];`),
      'return O;',
      '}',
    ]);
  }
  if (base !== undefined) {
    // the rows equal to the first build's taken from its table, made in explain(): a bundle that
    // never explains (a canParse) drops them, which it cannot do for spreads at the top level
    const T = base.table;
    const mine = packed(t, heads);
    const theirs = packed(T, base.heads);
    if ((mine === undefined) !== (theirs === undefined)) throw new Error('an option build\'s explaining table is packed only with its base build\'s');
    append(out, [
      '',
      '// the explaining mode: each rule as src/engine/explain-table.ts interprets it, the rows this',
      `// build shares with ./${base.tableModule ?? base.module} taken from its table (T)`,
      'export function explain(): Explainer {',
      '  const T = baseTable;',
      '  return tableExplainer({',
      ...(mine === undefined ? ['    keys: [', ...sharedSource(t.keys, t.keys, T.keys, 'T.keys').map((l) => `    ${l}`), '    ],'] : []),
      '    rules: [',
      ...sharedSource(mine ?? t.rules, t.keys, theirs ?? T.rules, 'T.rules').map((l) => `    ${l}`),
      '    ],',
      '    sets: [',
      ...sharedSource(t.sets, t.sets.map((x) => x[0]), T.sets, 'T.sets').map((l) => `    ${l}`),
      '    ],',
      mine === undefined ? '  });' : '  }, meta.rules);',
      '}',
    ]);
    return out.join('\n');
  }
  const rows = packed(t, heads);
  append(out, [
    '',
    '// the explaining mode: each rule as src/engine/explain-table.ts interprets it',
    // (packed: each rule's expression without its name, which with its key is the meta's row)
    ...(rows === undefined
      ? ['export const EXPLAIN: ExplainTable = {', `  keys: ${JSON.stringify(t.keys)},`]
      : ['export const EXPLAIN: PackedExplainTable = {']),
    '  rules: [',
    ...(rows ?? t.rules).map((r, k) => `    ${JSON.stringify(r)}, // ${t.keys[k]}`),
    '  ],',
    '  sets: [',
    ...setLines,
    '  ],',
    '};',
    '',
    'export function explain(): Explainer {',
    rows === undefined ? '  return tableExplainer(EXPLAIN);' : '  return tableExplainer(EXPLAIN, meta.rules);',
    '}',
  ]);
  return out.join('\n');
}

/**
 * `lines` added to `out` one by one: out.push(...lines) for a source of any length (a grammar of the
 * ABNF toolkit may have more rules than a call takes arguments). The toolkit's toSource() writes with it too.
 */
export function append(out: string[], lines: readonly string[]): void {
  for (const line of lines) out.push(line);
}
