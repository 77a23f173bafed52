/**
 * A grammar's explaining mode as data: its rules' expressions as a compact table (written into each
 * generated module by src/engine/compile/explain-encoding.ts) and the small interpreter that runs
 * them, reporting every failure to an ExplainRuntime exactly as the careful kit does. Explaining runs
 * only on a rejection, so a table (a fraction of the size of compiled code) is what a bundle carries;
 * nothing here generates code.
 */
import { ExplainRuntime } from './compile/explain-runtime';
import { HEX, bits } from './runtime';
import type { Explainer, Matcher, Matchers } from './runtime';

/**
 * One expression (src/engine/ir.ts's Expr), by its tag:
 * [0, text, ci] a literal (ci 1: ASCII letters case-insensitive) · [1, set] one element ·
 * [2, set, min, max] a run · [3, …xs] a sequence · [4, …xs] an ordered choice · [5, x] an option ·
 * [6, x, min, max] a repetition · [7, x] a negative lookahead · [8, x] a positive one · [9] the end
 * of input · [10, name, x] a named rule · [11, rule] a reference to the rule at that index.
 * A max of -1 is no maximum.
 */
export type ExplainNode = readonly (string | number | ExplainNode)[];

/** A character set: its name, its ASCII members (runtime.ts's bitmap), its character class (`[…]`) when it has members above U+007F, its surrogate-pair source when beyond U+FFFF, and whether a %HH triplet is one element (1). */
export type ExplainSet = readonly [name: string, ascii: string, high: string, pairs: string, pct: number];

export interface ExplainTable {
  /** the rules' keys; a reference names a rule by its index here */
  readonly keys: readonly string[];
  /** each rule's expression, in the order of `keys` */
  readonly rules: readonly ExplainNode[];
  readonly sets: readonly ExplainSet[];
}

/** A set's single-element test and step: where an element of it starting at `p` ends, or -1. */
function setStep(set: ExplainSet): (input: string, p: number) => number {
  const t = bits(set[1]);
  const high = set[2] === '' ? undefined : new RegExp(`^${set[2]}$`);
  const pairs = set[3] === '' ? undefined : new RegExp(set[3], 'y');
  const pct = set[4] === 1;
  return (input, p) => {
    const c = input.charCodeAt(p);
    if (c < 128 ? t[c] === 1 : high !== undefined && c === c && high.test(String.fromCharCode(c))) return p + 1;
    if (pairs !== undefined && c >= 0xd800 && c <= 0xdbff) {
      pairs.lastIndex = p;
      if (pairs.test(input)) return p + 2;
    }
    if (pct && c === 37) {
      const a = input.charCodeAt(p + 1);
      const b = input.charCodeAt(p + 2);
      if (a < 128 && HEX[a] === 1 && b < 128 && HEX[b] === 1) return p + 3;
    }
    return -1;
  };
}

/** A composite expression being run (explainMatchers): where it started, how far it got, and the state it restores. */
interface Frame {
  e: ExplainNode;
  /** where it started (an option's, a choice's, a lookahead's restart); a sequence's and a repetition's current offset */
  p: number;
  /** the next child (a sequence, a choice); 0 before the first */
  k: number;
  /** a repetition's count */
  n: number;
  /** the reply state a repetition or a lookahead restores */
  far: number;
  exp: string[];
  /** a repetition's last failed iteration's "expected" (null: none, or it ended on an empty match) */
  last: string[] | null;
}

/** A frame waits for its child's result (explainMatchers's loop). */
const PENDING = -2;

/**
 * The most frames a run may hold: some millions of nesting levels' worth, then a RangeError, as a
 * recursion past the call stack would throw — a bound on memory, not a limit a grammar's input
 * meets (a mailto URL's comments are read to 1000 levels).
 */
const MAX_FRAMES = 1 << 22;

/**
 * The explaining matchers of a grammar given as `table`, reporting to `E` (the explain mode of
 * runtime.ts's ModeFactories). The interpreter keeps its own stack of frames (an array), so a
 * grammar's nesting — RFC 822's comments in a mailto URL, a thousand levels deep — costs no
 * JavaScript stack.
 */
export function explainMatchers(E: ExplainRuntime, table: ExplainTable): Matchers {
  const steps = table.sets.map(setStep);
  const rules = table.rules;
  const frames: Frame[] = [];
  /** the expression a frame asks to run next, and where */
  let child: ExplainNode = [];
  let childAt = 0;

  /** A terminal's result at `p`, reporting its failure. */
  function terminal(e: ExplainNode, input: string, p: number): number {
    switch (e[0] as number) {
      case 0: {
        const text = e[1] as string;
        const ci = e[2] === 1;
        for (let k = 0; k < text.length; k++) {
          const code = text.charCodeAt(k);
          const lower = code | 0x20;
          // RFC 5234 §2.3: quoted strings are case-insensitive for the ASCII letters
          const c = input.charCodeAt(p + k);
          if (ci && lower >= 0x61 && lower <= 0x7a ? (c | 32) !== lower : c !== code) {
            E.fail(p, JSON.stringify(text));
            return -1;
          }
        }
        return p + text.length;
      }
      case 1: {
        const t = steps[e[1] as number](input, p);
        if (t < 0) E.fail(p, table.sets[e[1] as number][0]);
        return t;
      }
      case 2: {
        const step = steps[e[1] as number];
        const name = table.sets[e[1] as number][0];
        const min = e[2] as number;
        const max = e[3] as number;
        let n = 0;
        for (; n !== max; n++) {
          const t = step(input, p);
          if (t < 0) break;
          p = t;
        }
        if (n < min) {
          E.fail(p, name);
          return -1;
        }
        // the careful kit's "a run that stopped early could have gone on"
        if (max === -1 || p < input.length) E.tracker.record(p, name);
        return p;
      }
      default: // 9
        if (p === input.length) return p;
        E.fail(p, 'end of input');
        return -1;
    }
  }

  /** Start `e` at `p`: a terminal's result, or PENDING with its frame pushed. */
  function start(e: ExplainNode, input: string, p: number): number {
    while (e[0] === 11) e = rules[e[1] as number];
    const tag = e[0] as number;
    if (tag <= 2 || tag === 9) return terminal(e, input, p);
    if (frames.length >= MAX_FRAMES) throw new RangeError(`explaining nests more than ${MAX_FRAMES} expressions deep`);
    frames.push({ e, p, k: 0, n: 0, far: -1, exp: [], last: null });
    return PENDING;
  }

  /**
   * Resume frame `f` with its child's result `r` (PENDING: it has not started one): its own result,
   * or PENDING after setting `child` and `childAt` to the child it runs next.
   */
  function resume(f: Frame, r: number): number {
    const e = f.e;
    switch (e[0] as number) {
      case 3: // a sequence
        if (r !== PENDING) {
          if (r < 0) return -1;
          f.p = r;
        }
        if (++f.k >= e.length) return f.p;
        child = e[f.k] as ExplainNode;
        childAt = f.p;
        return PENDING;
      case 4: // an ordered choice: the first alternative that matches
        if (r >= 0) return r;
        if (e.length === 1) {
          E.merge(f.p, 'zero alternates');
          return -1;
        }
        if (++f.k >= e.length) return -1;
        child = e[f.k] as ExplainNode;
        childAt = f.p;
        return PENDING;
      case 5: // an option
        if (r === PENDING) {
          child = e[1] as ExplainNode;
          childAt = f.p;
          return PENDING;
        }
        return r >= 0 ? r : f.p;
      case 6: {
        // The careful kit's repetition builds a fresh reply: the iterations' failures are dropped on
        // success; on failure it is "expected whatever the last iteration expected", at the end of
        // the last iteration that succeeded. An empty match ends the repetition, and is not counted.
        let done = false;
        if (r === PENDING) {
          f.far = E.far;
          f.exp = E.exp;
        } else if (r < 0) {
          f.last = E.exp;
          done = true;
        } else if (r === f.p) {
          f.last = null;
          done = true;
        } else {
          f.p = r;
          f.n++;
        }
        if (!done && f.n !== (e[3] as number)) {
          E.far = -1;
          E.exp = [];
          child = e[1] as ExplainNode;
          childAt = f.p;
          return PENDING;
        }
        E.far = f.far;
        E.exp = f.exp;
        if (f.n >= (e[2] as number)) return f.p;
        E.mergeAll(f.p, f.last === null ? ['more'] : f.last);
        return -1;
      }
      case 7:
      case 8: {
        // inside a lookahead the tracker is suspended, and the careful kit's fresh reply replaces
        // whatever failed inside; a lookahead consumes nothing
        if (r === PENDING) {
          f.far = E.far;
          f.exp = E.exp;
          E.far = -1;
          E.exp = [];
          E.tracker.suspended++;
          child = e[1] as ExplainNode;
          childAt = f.p;
          return PENDING;
        }
        E.tracker.suspended--;
        E.far = f.far;
        E.exp = f.exp;
        const negative = e[0] === 7;
        if (r >= 0 !== negative) return f.p;
        E.merge(f.p, negative ? 'not lookahead' : 'lookahead');
        return -1;
      }
      default: // 10, a named rule
        if (r === PENDING) {
          E.tracker.enter(e[1] as string, f.p);
          child = e[2] as ExplainNode;
          childAt = f.p;
          return PENDING;
        }
        E.tracker.leave();
        return r;
    }
  }

  /** Run `root` at `at`: each frame resumed with its child's result until the root's is known. */
  function run(root: ExplainNode, input: string, at: number): number {
    const base = frames.length;
    let r = start(root, input, at);
    try {
      while (frames.length > base) {
        r = resume(frames[frames.length - 1], r);
        if (r === PENDING) r = start(child, input, childAt);
        else frames.pop();
      }
    } finally {
      frames.length = base;
    }
    return r;
  }

  const matchers: Record<string, Matcher> = {};
  table.keys.forEach((key, k) => {
    matchers[key] = (input, i) => run(rules[k], input, i);
  });
  return matchers;
}

/**
 * A generated module's table, packed: each rule's expression without the named node around it, and
 * no keys — the rule's name and key are the module meta's row at the same index (RuleHead), which
 * tableExplainer puts back.
 */
export interface PackedExplainTable {
  readonly rules: readonly ExplainNode[];
  readonly sets: readonly ExplainSet[];
}

/**
 * The explaining mode of a grammar given as `table` (a generated module's explain()): its matchers and
 * their state; a packed table with `heads`, its meta's rows (name, key …).
 */
export function tableExplainer(table: ExplainTable | PackedExplainTable, heads?: readonly (readonly string[])[]): Explainer {
  if (!('keys' in table)) table = { keys: heads!.map((h) => h[1]), rules: table.rules.map((x, k) => [10, heads![k][0], x]), sets: table.sets };
  const E = new ExplainRuntime();
  const matchers = explainMatchers(E, table);
  return { explain: (key, input) => E.explain(matchers[key], input) };
}
