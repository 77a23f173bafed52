/**
 * A grammar compiled at build time: its three modes (program.ts) and what it says of itself
 * (runtime.ts's GrammarMeta), written as one TypeScript module that imports only the engine's
 * run-time part (runtime.ts) — no Parsimmon, no compiler, no `new Function`. `npm run generate`
 * writes one per edition build and scheme specification into src/generated; a test fails when a
 * committed module differs from a fresh generation.
 */
import type { GrammarMeta } from '../runtime';
import { Fragments } from './fragments';
import { FusedMatcher } from './fused-matcher';
import { constantSource } from './literals';
import type { Mode, Program } from './program';
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
}

const MODE_TYPES: Readonly<Record<Mode, string>> = { validate: 'S: () => Matchers', fast: 'R: Records', explain: 'E: ExplainRuntime' };

/** The module's source. */
export function emitModule(program: Program, meta: GrammarMeta, origin: ModuleOrigin): string {
  const out: string[] = [];
  out.push(
    '/*',
    ` * GENERATED FILE — do not edit. The grammar ${JSON.stringify(meta.id)}, compiled at build time`,
    ` * from ${origin.file}: ${origin.call}.`,
    ` * Written by \`${origin.command}\`; ${origin.test} fails when this file differs from a fresh generation.`,
    ' * Each function r_<key> matches the rule whose camelCase key is <key> (the comment above it gives',
    ' * the RFC spelling); validate(), fast() and explain() are the compiled modes (src/engine/compile).',
    ' */',
    '// @ts-nocheck',
    `import { Fused, HEX, bits } from '${origin.runtime}';`,
    `import type { GrammarMeta, Matchers } from '${origin.runtime}';`,
    `import type { Records } from '${origin.runtime.replace(/runtime$/, 'records')}';`,
    `import type { ExplainRuntime } from '${origin.runtime.replace(/runtime$/, 'compile/explain-runtime')}';`,
    '',
    'export const meta: GrammarMeta = {',
    `  id: ${JSON.stringify(meta.id)},`,
    `  name: ${JSON.stringify(meta.name)},`,
    '  rules: [',
    ...meta.rules.map((row) => `    ${JSON.stringify(row)},`),
    '  ],',
    `  captured: ${JSON.stringify(meta.captured)},`,
    `  capturedNames: ${JSON.stringify(meta.capturedNames)},`,
    '};',
  );
  const modes = (['validate', 'fast', 'explain'] as const).map((mode) => ({ mode, ...program.code(mode, true) }));
  // the fused regexps' sources, their recurring stretches shared (fragments.ts)
  const fragments = new Fragments();
  for (const { constants } of modes) for (const v of constants.values) if (v instanceof FusedMatcher) v.sources().forEach((x) => fragments.add(x));
  out.push('', '// the stretches the fused regexps below share', ...fragments.declarations());
  for (const { mode, body, constants } of modes) {
    out.push('', `export function ${mode}(${MODE_TYPES[mode]}): Matchers {`);
    const others = Object.values(MODE_PARAMETER).filter((x) => x !== MODE_PARAMETER[mode]);
    if (new RegExp(`\\b(${others.join('|')})[.(]`).test(body)) throw new Error(`${meta.id}: ${mode} code refers to another mode's parameter`);
    constants.names.forEach((name, k) => out.push(`const ${name} = ${constantSource(constants.values[k], (x) => fragments.write(x))};`));
    out.push(body, '}');
  }
  out.push('');
  return out.join('\n');
}
