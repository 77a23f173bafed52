/**
 * A grammar's explaining mode as data: its rules' expressions as a compact table (written into each
 * generated module by src/engine/compile/explain-encoding.ts) and the small interpreter that runs
 * them, reporting every failure to an ExplainRuntime exactly as the careful kit does. Explaining runs
 * only on a rejection, so a table (a fraction of the size of compiled code) is what a bundle carries;
 * nothing here generates code.
 */
import type { ExplainRuntime } from './compile/explain-runtime';
import { HEX, bits } from './runtime';
import type { Matcher, Matchers } from './runtime';

/**
 * One expression (src/engine/ir.ts's Expr), by its tag:
 * [0, text, ci] a literal (ci 1: ASCII letters case-insensitive) · [1, set] one element ·
 * [2, set, min, max] a run · [3, …xs] a sequence · [4, …xs] an ordered choice · [5, x] an option ·
 * [6, x, min, max] a repetition · [7, x] a negative lookahead · [8, x] a positive one · [9] the end
 * of input · [10, name, x] a named rule · [11, rule] a reference to the rule at that index.
 * A max of -1 is no maximum.
 */
export type ExplainNode = readonly (string | number | ExplainNode)[];

/** A character set: its name, its ASCII members (runtime.ts's bitmap), its class body when it has members above U+007F, its surrogate-pair source when beyond U+FFFF, and whether a %HH triplet is one element (1). */
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
  const high = set[2] === '' ? undefined : new RegExp(`^[${set[2]}]$`);
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

/** The explaining matchers of a grammar given as `table`, reporting to `E` (the explain mode of runtime.ts's ModeFactories). */
export function explainMatchers(E: ExplainRuntime, table: ExplainTable): Matchers {
  const steps = table.sets.map(setStep);
  const rules = table.rules;

  function run(e: ExplainNode, input: string, p: number): number {
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
      case 3:
        for (let k = 1; k < e.length && p >= 0; k++) p = run(e[k] as ExplainNode, input, p);
        return p;
      case 4: {
        if (e.length === 1) {
          E.merge(p, 'zero alternates');
          return -1;
        }
        for (let k = 1; k < e.length; k++) {
          const t = run(e[k] as ExplainNode, input, p);
          if (t >= 0) return t;
        }
        return -1;
      }
      case 5: {
        const t = run(e[1] as ExplainNode, input, p);
        return t >= 0 ? t : p;
      }
      case 6:
        return many(e[1] as ExplainNode, e[2] as number, e[3] as number, input, p);
      case 7:
      case 8: {
        // inside a lookahead the tracker is suspended, and the careful kit's fresh reply replaces
        // whatever failed inside; a lookahead consumes nothing
        const far = E.far;
        const exp = E.exp;
        E.far = -1;
        E.exp = [];
        E.tracker.suspended++;
        const matched = run(e[1] as ExplainNode, input, p) >= 0;
        E.tracker.suspended--;
        E.far = far;
        E.exp = exp;
        const negative = e[0] === 7;
        if (matched !== negative) return p;
        E.merge(p, negative ? 'not lookahead' : 'lookahead');
        return -1;
      }
      case 9:
        if (p === input.length) return p;
        E.fail(p, 'end of input');
        return -1;
      case 10: {
        E.tracker.enter(e[1] as string, p);
        const t = run(e[2] as ExplainNode, input, p);
        E.tracker.leave();
        return t;
      }
      default:
        return run(rules[e[1] as number], input, p);
    }
  }

  // The careful kit's repetition builds a fresh reply: the iterations' failures are dropped on
  // success; on failure it is "expected whatever the last iteration expected", at the end of the
  // last iteration that succeeded. An empty match ends the repetition, and is not counted.
  function many(x: ExplainNode, min: number, max: number, input: string, p: number): number {
    const far = E.far;
    const exp = E.exp;
    let last: string[] | null = null;
    let n = 0;
    while (n !== max) {
      E.far = -1;
      E.exp = [];
      const t = run(x, input, p);
      if (t < 0) {
        last = E.exp;
        break;
      }
      if (t === p) {
        last = null;
        break;
      }
      p = t;
      n++;
    }
    E.far = far;
    E.exp = exp;
    if (n >= min) return p;
    E.mergeAll(p, last === null ? ['more'] : last);
    return -1;
  }

  const matchers: Record<string, Matcher> = {};
  table.keys.forEach((key, k) => {
    matchers[key] = (input, i) => run(rules[k], input, i);
  });
  return matchers;
}
