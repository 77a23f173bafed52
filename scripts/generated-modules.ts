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

export function generatedModules(): GeneratedFile[] {
  // a build whose compiled modes equal an earlier build's re-exports that build's (only its meta differs)
  const firstWithModes = new Map<string, string>();
  // a build's rule rows equal to the first build's of the same grammar are that build's (only options differ)
  const firstOfGrammar = new Map<string, { module: string; rules: readonly RuleRow[] }>();
  return GRAMMAR_SOURCES.map((source) => {
    const name = moduleName(source.id);
    const modes = sourceGrammar(source.id).modesSource();
    const modesFrom = firstWithModes.get(modes);
    if (modesFrom === undefined) firstWithModes.set(modes, name);
    const rowsFrom = firstOfGrammar.get(source.name);
    if (rowsFrom === undefined) firstOfGrammar.set(source.name, { module: name, rules: sourceGrammar(source.id).ruleRows() });
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
      }),
    };
  });
}
