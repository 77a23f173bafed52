/**
 * The generated grammar modules as they should be: every build in the grammar-sources registry
 * compiled by the engine (src/engine/compile/module.ts) into src/generated. `npm run generate`
 * writes them; test/engine/generated.test.ts compares the committed ones with these.
 */
import { GRAMMAR_SOURCES, moduleName, sourceGrammar } from '../src/editions/grammar-sources';
import type { RuleRow } from '../src/engine/runtime';

export const GENERATED_DIR = 'src/generated';

export interface GeneratedFile {
  /** path from the repository's root */
  path: string;
  text: string;
}

type Modes = ReturnType<ReturnType<typeof sourceGrammar>['canonicalModes']>;
const MODES = ['validate', 'fast'] as const;

export function generatedModules(): GeneratedFile[] {
  // a build whose compiled modes equal an earlier build's re-exports that build's (only its meta differs)
  const firstWithModes = new Map<string, string>();
  // a build's rule rows equal to the first build's of the same grammar are that build's (only options differ)
  const firstOfGrammar = new Map<string, { module: string; rules: readonly RuleRow[]; id: string }>();
  const plan = GRAMMAR_SOURCES.map((source) => {
    const name = moduleName(source.id);
    const modes = sourceGrammar(source.id).modesSource();
    const modesFrom = firstWithModes.get(modes);
    if (modesFrom === undefined) firstWithModes.set(modes, name);
    const rowsFrom = firstOfGrammar.get(source.name);
    if (rowsFrom === undefined) firstOfGrammar.set(source.name, { module: name, rules: sourceGrammar(source.id).ruleRows(), id: source.id });
    return { source, name, modesFrom, rowsFrom };
  });
  // an option build holds only the rules whose compiled code differs from its grammar's first build's
  // (module.ts's ModeSharing); the first build lets those replace its own
  const replaced = new Map<string, Record<(typeof MODES)[number], Set<string>>>();
  const own = new Map<string, Record<(typeof MODES)[number], Set<string>>>();
  for (const { source, modesFrom, rowsFrom } of plan) {
    if (modesFrom !== undefined || rowsFrom === undefined) continue;
    const mine: Modes = sourceGrammar(source.id).canonicalModes();
    const theirs: Modes = sourceGrammar(rowsFrom.id).canonicalModes();
    const differing = { validate: new Set<string>(), fast: new Set<string>() };
    for (const mode of MODES) for (const [key, text] of mine[mode]) if (theirs[mode].get(key) !== text) differing[mode].add(key);
    own.set(source.id, differing);
    const r = replaced.get(rowsFrom.id) ?? { validate: new Set<string>(), fast: new Set<string>() };
    for (const mode of MODES) for (const key of differing[mode]) if (theirs[mode].has(key)) r[mode].add(key);
    replaced.set(rowsFrom.id, r);
  }
  return plan.map(({ source, name, modesFrom, rowsFrom }) => {
    const mine = own.get(source.id);
    const sharing =
      mine !== undefined
        ? { base: { module: rowsFrom!.module, own: mine, table: sourceGrammar(rowsFrom!.id).explainTable() } }
        : { replaced: replaced.get(source.id) };
    return {
      path: `${GENERATED_DIR}/${name}.ts`,
      text: sourceGrammar(source.id).toModule(source.id, {
        file: source.file,
        call: source.call,
        command: 'npm run generate',
        test: 'test/engine/generated.test.ts',
        runtime: '../engine/runtime',
        modesFrom,
        rowsFrom,
        sharing,
      }),
    };
  });
}
