/**
 * The generated grammar modules as they should be: every build in the grammar-sources registry that
 * has one (GENERATED_SOURCES),
 * compiled by the engine (src/engine/compile/module.ts) into src/generated. `npm run generate`
 * writes them; test/engine/generated.test.ts compares the committed ones with these.
 */
import { GENERATED_SOURCES, SCHEME_SOURCES, moduleName, sourceGrammar } from '../src/editions/grammar-sources';
import type { RuleRow } from '../src/engine/runtime';

export const GENERATED_DIR = 'src/generated';

export interface GeneratedFile {
  /** path from the repository's root */
  path: string;
  text: string;
}

type Modes = ReturnType<ReturnType<typeof sourceGrammar>['canonicalModes']>;
const MODES = ['validate', 'fast'] as const;
type Base = { module: string; rules: readonly RuleRow[]; id: string };

/** How much of `mine`'s compiled code (characters, both modes) is equal to `theirs`' (all of it without `theirs`). */
function sharedCode(mine: Partial<Modes>, theirs?: Modes): number {
  let n = 0;
  for (const mode of MODES) for (const [key, text] of mine[mode] ?? []) if (theirs === undefined || theirs[mode].get(key) === text) n += text.length;
  return n;
}

export function generatedModules(): GeneratedFile[] {
  const schemes = new Set(SCHEME_SOURCES.map((s) => s.id));
  // a build whose compiled modes equal an earlier build's re-exports that build's (only its meta differs)
  const firstWithModes = new Map<string, string>();
  // a build's rule rows equal to the first build's of the same grammar are that build's (only options differ)
  const firstOfGrammar = new Map<string, Base>();
  // the editions' first builds: what a scheme specification's grammar builds on (RFC 3986's rules, RFC 2396's …)
  const editions: Base[] = [];
  const overBase = new Map<string, Base>();
  // the builds whose factories an option build's modes run inside, and each grammar's builds with modes of their own
  const modesOver = new Map<string, Base>();
  const ofGrammar = new Map<string, Base[]>();
  const plan = GENERATED_SOURCES.map((source) => {
    const name = moduleName(source.id);
    const modes = sourceGrammar(source.id).modesSource();
    const modesFrom = firstWithModes.get(modes);
    if (modesFrom === undefined) firstWithModes.set(modes, name);
    let rowsFrom = firstOfGrammar.get(source.name);
    if (rowsFrom === undefined) {
      const first = { module: name, rules: sourceGrammar(source.id).ruleRows(), id: source.id };
      firstOfGrammar.set(source.name, first);
      if (!schemes.has(source.id)) editions.push(first);
      else if (modesFrom === undefined) {
        // a scheme specification's first build: over the edition whose compiled rules it shares most of (if it shares any)
        const mine = sourceGrammar(source.id).canonicalModes();
        const ranked = editions.map((e) => ({ e, n: sharedCode(mine, sourceGrammar(e.id).canonicalModes()) })).sort((a, b) => b.n - a.n);
        // (only when that is a good part of its code: a few shared small rules are not worth the base's factory)
        if (ranked.length > 0 && 4 * ranked[0].n >= sharedCode(mine)) rowsFrom = overBase.set(source.id, ranked[0].e).get(source.id);
      }
    } else if (overBase.has(rowsFrom.id)) {
      // an option build of such a specification: over the same edition build
      rowsFrom = overBase.get(rowsFrom.id)!;
    } else if (modesFrom === undefined) {
      // an option build: its modes inside those of the earlier build of its grammar whose compiled
      // rules it shares most of (rfc1738's caseInsensitiveScheme + allowFragment inside
      // caseInsensitiveScheme's), its rows and explaining rows taken from the first build's
      const mine = sourceGrammar(source.id).canonicalModes();
      const earlier = (ofGrammar.get(source.name) ?? []).map((b) => ({ b, n: sharedCode(mine, sourceGrammar(b.id).canonicalModes()) }));
      const best = earlier.sort((a, b) => b.n - a.n)[0];
      if (best !== undefined) modesOver.set(source.id, best.b);
    }
    if (modesFrom === undefined && !overBase.has(source.id)) {
      const list = ofGrammar.get(source.name) ?? [];
      list.push({ module: name, rules: [], id: source.id });
      ofGrammar.set(source.name, list);
    }
    return { source, name, modesFrom, rowsFrom };
  });
  // an option build (or a scheme specification's) holds only the rules whose compiled code differs
  // from its base build's (module.ts's ModeSharing); the base build lets those replace its own
  const replaced = new Map<string, Record<(typeof MODES)[number], Set<string>>>();
  const own = new Map<string, Record<(typeof MODES)[number], Set<string> | undefined>>();
  const over = (id: string, rowsFrom: Base | undefined) => modesOver.get(id) ?? rowsFrom;
  for (const { source, modesFrom, rowsFrom } of plan) {
    const base = over(source.id, rowsFrom);
    if (modesFrom !== undefined || base === undefined) continue;
    if (overBase.has(base.id)) throw new Error(`${source.id}'s base ${base.id} is a specification's build over an edition's`);
    const mine: Modes = sourceGrammar(source.id).canonicalModes();
    const theirs: Modes = sourceGrammar(base.id).canonicalModes();
    const differing: Record<(typeof MODES)[number], Set<string> | undefined> = { validate: undefined, fast: undefined };
    for (const mode of MODES) {
      // a specification's mode sharing too little with its edition's (its matching mode: its captures are its own) is written whole
      if (source.name !== sourceGrammar(base.id).name && 4 * sharedCode({ [mode]: mine[mode] }, theirs) < sharedCode({ [mode]: mine[mode] })) continue;
      const d = (differing[mode] = new Set<string>());
      for (const [key, text] of mine[mode]) if (theirs[mode].get(key) !== text) d.add(key);
    }
    own.set(source.id, differing);
    // every build whose factories these modes run inside (the base, its own base …) re-points what they replace
    for (let b: Base | undefined = base; b !== undefined; b = modesOver.get(b.id)) {
      const r = replaced.get(b.id) ?? { validate: new Set<string>(), fast: new Set<string>() };
      const theirs: Modes = sourceGrammar(b.id).canonicalModes();
      for (const mode of MODES) for (const key of differing[mode] ?? []) if (theirs[mode].has(key)) r[mode].add(key);
      replaced.set(b.id, r);
    }
  }
  return plan.map(({ source, name, modesFrom, rowsFrom }) => {
    const mine = own.get(source.id);
    const base = over(source.id, rowsFrom);
    const sharing =
      mine !== undefined
        ? {
            base: { module: base!.module, own: mine, table: sourceGrammar(rowsFrom!.id).explainTable(), tableModule: rowsFrom!.module, heads: rowsFrom!.rules },
            replaced: replaced.get(source.id),
          }
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
