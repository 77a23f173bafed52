/**
 * The two things a compiled rule can be made to do, as the statements emit.ts asks for at each
 * point where they differ:
 *  - `fast`: match, and record the captured rules (records.ts); used for every parse. It skips an
 *    alternative, option or iteration at once when the next character cannot begin it.
 *  - `validate`: match only, recording nothing (canParse): the fast mode without its records.
 *  - `explain`: record nothing, but report every failure exactly as the careful kit does — to the
 *    grammar's failure tracker, and as Parsimmon's own furthest failure with its merged "expected"
 *    set (explain-runtime.ts) — so a rejection is explained without running the careful build.
 *    (A generated module explains with a table of its rules instead, the same semantics
 *    interpreted: src/engine/explain-table.ts; this compiled form serves grammars made at run time.)
 * Generated code sees `R` (the grammar's Records) in fast mode and `E` (its ExplainRuntime) in
 * explain mode.
 */

export interface Strategy {
  readonly mode: 'fast' | 'validate' | 'explain';
  /** whether to skip a choice by the FIRST set of what it tries (fast only: explain must see every failure) */
  readonly guards: boolean;
  /** a terminal failed at `at`: report it (explain) and leave through `to` */
  fail(at: string, label: string, to: string): string;
  /** declare the state a choice point `n` restores on failure */
  save(n: number): string;
  /** restore choice point `n` */
  restore(n: number): string;
  /** drop the records made since choice point `n` (the position stays) */
  dropRecords(n: number): string;
  /** a named rule `name` (id `id` when captured) around `body`, which leaves through `inner` on failure */
  named(name: string, id: number | undefined, n: number, body: (inner: string) => string, to: string, ind: string): string;
  /** statements on entering a lookahead `n` and the restore that ends it (both outcomes) */
  lookaheadEnter(n: number, ind: string): string;
  lookaheadRestore(n: number): string;
  /** statements when a lookahead fails (before leaving) */
  lookaheadFailure(negative: boolean): string;
  /** a repetition `n`: before its loop, at the start of each iteration, when an iteration fails, after the loop */
  manyEnter(n: number, ind: string): string;
  manyIteration(ind: string): string;
  manyEmpty(n: number): string;
  manyIterationFailed(n: number, ind: string): string;
  manyLeave(n: number, ind: string): string;
  /** fewer than `min` iterations: report it and leave through `to` */
  manyTooFew(n: number, to: string): string;
  /** after a run: the careful kit's "a run that stopped early could have gone on" */
  runStopped(label: string, bounded: boolean, ind: string): string;
  /** an alternation with no alternatives */
  noAlternatives(to: string, ind: string): string;
}

/** Matching: record each captured rule (R.capture), drop a failed choice's records (R.top). */
export function fastStrategy(): Strategy {
  return {
    mode: 'fast',
    guards: true,
    fail: (_at, _label, to) => `break ${to};`,
    save: (n) => `const s${n} = p, m${n} = R.top;`,
    restore: (n) => `p = s${n}; R.top = m${n};`,
    dropRecords: (n) => `R.top = m${n};`,
    named(_name, id, n, body, to, ind) {
      if (id === undefined) return body(to);
      return `${ind}{\n${ind}  const s${n} = p, m${n} = R.top;\n${body(to)}${ind}  R.capture(${id}, s${n}, p, m${n});\n${ind}}\n`;
    },
    lookaheadEnter: (n, ind) => `${ind}  const s${n} = p, m${n} = R.top;\n`,
    lookaheadRestore: (n) => `p = s${n}; R.top = m${n};`,
    lookaheadFailure: () => '',
    manyEnter: () => '',
    manyIteration: () => '',
    manyEmpty: () => '',
    manyIterationFailed: () => '',
    manyLeave: () => '',
    manyTooFew: (_n, to) => `break ${to};`,
    runStopped: () => '',
    noAlternatives: (to, ind) => `${ind}break ${to};\n`,
  };
}

/** Validating (canParse): the fast mode without records. */
export function validateStrategy(): Strategy {
  return {
    ...fastStrategy(),
    mode: 'validate',
    save: (n) => `const s${n} = p;`,
    restore: (n) => `p = s${n};`,
    dropRecords: () => '',
    named: (_name, _id, _n, body, to) => body(to),
    lookaheadEnter: (n, ind) => `${ind}  const s${n} = p;\n`,
    lookaheadRestore: (n) => `p = s${n};`,
  };
}

/** Explaining: report every failure to E; `quote(label)` names a module constant holding the label (emit.ts interns them). */
export function explainStrategy(quote: (label: string) => string): Strategy {
  return {
    mode: 'explain',
    guards: false,
    fail: (at, label, to) => `{ E.fail(${at}, ${quote(label)}); break ${to}; }`,
    save: (n) => `const s${n} = p;`,
    restore: (n) => `p = s${n};`,
    dropRecords: () => '',
    named(name, _id, n, body, to, ind) {
      const q = quote(name);
      let s = `${ind}W${n}: {\n${ind}  E.tracker.enter(${q}, p);\n`;
      s += `${ind}  W${n}_f: {\n${body(`W${n}_f`)}${ind}    E.tracker.leave();\n${ind}    break W${n};\n${ind}  }\n`;
      return s + `${ind}  E.tracker.leave();\n${ind}  break ${to};\n${ind}}\n`;
    },
    // inside a lookahead the tracker is suspended, and the careful kit's fresh reply replaces
    // whatever failed inside
    lookaheadEnter: (n, ind) =>
      `${ind}  const s${n} = p, f${n} = E.far, x${n} = E.exp;\n${ind}  E.far = -1; E.exp = [];\n${ind}  E.tracker.suspended++;\n`,
    lookaheadRestore: (n) => `p = s${n}; E.tracker.suspended--; E.far = f${n}; E.exp = x${n};`,
    lookaheadFailure: (negative) => `E.merge(p, ${quote(negative ? 'not lookahead' : 'lookahead')}); `,
    // the careful kit's repetition builds a fresh reply: the iterations' failures are dropped on
    // success; on failure it is "expected whatever the last iteration expected", at the end of the
    // last iteration that succeeded
    manyEnter: (n, ind) => `${ind}  const f${n} = E.far, x${n} = E.exp;\n${ind}  let e${n} = null;\n`,
    manyIteration: (ind) => `${ind}    E.far = -1; E.exp = [];\n`,
    manyEmpty: (n) => ` e${n} = null;`,
    manyIterationFailed: (n, ind) => `${ind}    e${n} = E.exp;\n`,
    manyLeave: (n, ind) => `${ind}  E.far = f${n}; E.exp = x${n};\n`,
    manyTooFew: (n, to) => `{ E.mergeAll(p, e${n} === null ? ["more"] : e${n}); break ${to}; }`,
    runStopped: (label, bounded, ind) => `${ind}  ${bounded ? 'if (p < input.length) ' : ''}E.tracker.record(p, ${quote(label)});\n`,
    noAlternatives: (to, ind) => `${ind}E.merge(p, "zero alternates");\n${ind}break ${to};\n`,
  };
}
