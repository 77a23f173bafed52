/**
 * The code generator: a recorded grammar (ir.ts) as JavaScript source, one function per rule — a
 * recursive-descent matcher `(input, i) => end offset | -1`. What differs between matching and
 * explaining is the Strategy (strategies.ts); the structure below is the same for both.
 *
 * Why compile (the bench measures it): a tree of Parsimmon closures pays at every step for a reply
 * object, a megamorphic call and the merging of "expected" sets. The compiled matcher pays for none
 * of these: rules call each other directly, a character run is one sticky regexp, a regular stretch
 * of a rule is one regexp (fuse.ts), and captured rules append records to typed arrays.
 *
 * The semantics are the careful kit's: ordered choice that never re-enters an alternative that
 * succeeded, greedy possessive repetition that stops at an empty match, lookaheads that consume
 * nothing and keep no records.
 */
import type { CharSet } from '../../kit';
import { hasHigh, table } from '../../kit';
import type { Expr, Rules } from '../ir';
import { FUSE_LIMIT, Fuser } from './fuse';
import { FusedMatcher } from './fused-matcher';
import type { Strategy } from './strategies';


/** The function name of rule `key` in the generated module. */
export function fnName(key: string): string {
  return `r_${key.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/**
 * The sticky regexp for a run of a set's elements: `[cls]+`, or `(?:[cls]+|%XX)+` (one regexp
 * iteration per stretch of single characters). Single characters are tried before the triplet, as
 * in `CharSet.element()`, so a "%" in the class is taken on its own; a code point beyond U+FFFF is
 * its surrogate pair (`CharSet.pairs()`).
 */
function runRegexp(set: CharSet): RegExp {
  if (set.cls === '' && !set.pct && set.astral.length === 0) return /(?!)/y;
  if (!set.pct && set.astral.length === 0) return new RegExp(`[${set.cls}]+`, 'y');
  const parts: string[] = [];
  if (set.cls !== '') parts.push(`[${set.cls}]+`);
  if (set.astral.length > 0) parts.push(set.pairs());
  if (set.pct) parts.push('%[0-9A-Fa-f]{2}');
  return new RegExp(`(?:${parts.join('|')})+`, 'y');
}

/** "%" HEXDIG HEXDIG at `p` (the "%" already checked). */
function pctAt(p: string): string {
  return `(t = input.charCodeAt(${p} + 1)) < 128 && HEX[t] === 1 && (t = input.charCodeAt(${p} + 2)) < 128 && HEX[t] === 1`;
}

/** The module constants generated code refers to (regexps, tables, labels), interned. */
export class Constants {
  readonly values: unknown[] = [];
  readonly names: string[] = [];
  private readonly interned = new Map<unknown, string>();

  /** The name of a constant holding `value` (one per distinct `key`). */
  add(value: unknown, key: unknown = value): string {
    let name = this.interned.get(key);
    if (name === undefined) {
      name = `K${this.values.length}`;
      this.values.push(value);
      this.names.push(name);
      this.interned.set(key, name);
    }
    return name;
  }

  str(s: string): string {
    return this.add(s, `str:${s}`);
  }
}

export class Emitter {
  private label = 0;
  private readonly fuser: Fuser;
  /** false while generating the JavaScript fallback of a fused stretch */
  private fusing = true;

  constructor(
    private readonly rules: Rules,
    private readonly strategy: Strategy,
    private readonly constants: Constants,
    /** the record id of a captured rule */
    private readonly idOf: (name: string) => number,
    variantMin?: number,
  ) {
    // validating records nothing, so a captured rule can be fused like any other
    this.fuser = new Fuser(rules, strategy.mode !== 'validate', variantMin);
  }

  /**
   * Rule `key` as a function declaration. A rule the validating mode fuses whole is its regexp alone;
   * on an input too long for the regexp it asks the fast mode's matcher of the same rule (`S()`, made
   * on first use, recording into records nobody reads) instead of carrying a JavaScript copy of it.
   */
  rule(key: string): string {
    // labels are numbered per function: a rule's code does not depend on the rules before it, so
    // two builds of a grammar can be compared rule by rule (module.ts shares the equal ones)
    this.label = 0;
    const e = this.rules[key];
    if (this.strategy.mode === 'validate' && this.fuser.worth(e)) {
      const re = this.constants.add(new FusedMatcher(this.fuser, e), {});
      if (this.fuser.bounded(e)) return `function ${fnName(key)}(input, i) {\n  return ${re}.match(input, i);\n}\n`;
      return `function ${fnName(key)}(input, i) {\n  return input.length <= ${FUSE_LIMIT} ? ${re}.match(input, i) : S()[${JSON.stringify(key)}](input, i);\n}\n`;
    }
    return `function ${fnName(key)}(input, i) {\n  let p = i, c = 0, t = 0;\n  F: {\n${this.expr(this.rules[key], 'F', '    ')}    return p;\n  }\n  return -1;\n}\n`;
  }

  private next(): number {
    return this.label++;
  }

  /** A test that character code `c` is a single-character element of `set`. */
  private setTest(set: CharSet, c: string): string {
    const t = this.constants.add(table(set.cls), `table:${set.cls}`);
    if (!hasHigh(set.cls)) return `(${c} < 128 && ${t}[${c}] === 1)`;
    const hi = this.constants.add(new RegExp(`^[${set.cls}]$`), `high:${set.cls}`);
    return `(${c} < 128 ? ${t}[${c}] === 1 : ${c} === ${c} && ${hi}.test(String.fromCharCode(${c})))`;
  }

  /**
   * A statement taking one element of `set` beyond U+FFFF at `p` (its surrogate pair, two code
   * units), after the single-unit test failed for `c`; '' when the set has none.
   */
  private pairStep(set: CharSet, ind: string): string {
    if (set.astral.length === 0) return '';
    const re = this.constants.add(new RegExp(set.pairs(), 'y'), `pairs:${set.pairs()}`);
    return `${ind}else if (c >= 0xd800 && c <= 0xdbff && (${re}.lastIndex = p, ${re}.test(input))) p += 2;\n`;
  }

  /** Statements that match `e` at `p`, advancing `p`; on failure they `break` to `fail`. */
  private expr(e: Expr, fail: string, ind: string): string {
    if (this.strategy.mode !== 'explain' && this.fusing && this.fuser.worth(e)) return this.fused(e, fail, ind);
    return this.step(e, fail, ind);
  }

  /**
   * Skip a choice's alternative, an option or an iteration at once when the next character cannot
   * begin it (its FIRST set; failing there is what it would do anyway).
   */
  private guard(e: Expr, failTo: string, ind: string): string {
    if (!this.strategy.guards || e.k === 'lit' || e.k === 'one') return '';
    // a sequence that begins with a literal tests its first character at once: a guard would repeat it
    if (e.k === 'seq' && e.xs.length > 0 && e.xs[0].k === 'lit' && e.xs[0].text !== '' && !e.xs[0].ci) return '';
    const first = this.fuser.first(e);
    if (!first) return '';
    const t = this.constants.add(first.ascii, `first:${first.ascii.join('')}`);
    const test = first.high ? `(c < 128 ? ${t}[c] === 1 : c === c)` : `(c < 128 && ${t}[c] === 1)`;
    return `${ind}c = input.charCodeAt(p);\n${ind}if (!${test}) break ${failTo};\n`;
  }

  /** A regular stretch: one regexp (fuse.ts), or JavaScript on inputs too long for it (unless its reach is bounded). */
  private fused(e: Expr, fail: string, ind: string): string {
    const re = this.constants.add(new FusedMatcher(this.fuser, e), {});
    if (this.fuser.bounded(e)) return `${ind}t = ${re}.match(input, p);\n${ind}if (t < 0) break ${fail};\n${ind}p = t;\n`;
    this.fusing = false;
    const fallback = this.step(e, fail, ind + '  ');
    this.fusing = true;
    let s = `${ind}if (input.length <= ${FUSE_LIMIT}) {\n`;
    s += `${ind}  t = ${re}.match(input, p);\n${ind}  if (t < 0) break ${fail};\n${ind}  p = t;\n`;
    return s + `${ind}} else {\n${fallback}${ind}}\n`;
  }

  private step(e: Expr, fail: string, ind: string): string {
    const st = this.strategy;
    switch (e.k) {
      case 'lit':
        return this.lit(e.text, e.ci, fail, ind);
      case 'one': {
        let s = `${ind}c = input.charCodeAt(p);\n${ind}if (${this.setTest(e.set, 'c')}) p++;\n${this.pairStep(e.set, ind)}`;
        if (e.set.pct) s += `${ind}else if (c === 37 && ${pctAt('p')}) p += 3;\n`;
        return s + `${ind}else ${st.fail('p', e.set.name, fail)}\n`;
      }
      case 'run':
        return this.run(e.set, e.min, e.max, fail, ind);
      case 'seq':
        return e.xs.map((x) => this.expr(x, fail, ind)).join('');
      case 'alt': {
        if (e.xs.length === 0) return st.noAlternatives(fail, ind);
        const n = this.next();
        let s = `${ind}A${n}: {\n${ind}  ${st.save(n)}\n`;
        e.xs.forEach((x, k) => {
          const f = `A${n}_${k}`;
          s += `${ind}  ${f}: {\n${this.guard(x, f, ind + '    ')}${this.expr(x, f, ind + '    ')}${ind}    break A${n};\n${ind}  }\n`;
          s += `${ind}  ${st.restore(n)}\n`;
        });
        return s + `${ind}  break ${fail};\n${ind}}\n`;
      }
      case 'opt': {
        const n = this.next();
        let s = `${ind}O${n}: {\n${ind}  ${st.save(n)}\n`;
        s += `${ind}  O${n}_f: {\n${this.guard(e.x, `O${n}_f`, ind + '    ')}${this.expr(e.x, `O${n}_f`, ind + '    ')}${ind}    break O${n};\n${ind}  }\n`;
        return s + `${ind}  ${st.restore(n)}\n${ind}}\n`;
      }
      case 'many':
        return this.many(e.x, e.min, e.max, fail, ind);
      case 'not':
      case 'ahead': {
        // lookaheads consume nothing and keep no records
        const n = this.next();
        const neg = e.k === 'not';
        const restore = st.lookaheadRestore(n);
        const failure = st.lookaheadFailure(neg);
        let s = `${ind}{\n${st.lookaheadEnter(n, ind)}${ind}  L${n}: {\n${this.expr(e.x, `L${n}`, ind + '    ')}`;
        // the inner expression matched
        s += neg ? `${ind}    ${restore}\n${ind}    ${failure}break ${fail};\n` : `${ind}    ${restore}\n${ind}    break L${n}_ok;\n`;
        s += `${ind}  }\n`;
        // the inner expression failed
        s += neg ? `${ind}  ${restore}\n` : `${ind}  ${restore}\n${ind}  ${failure}break ${fail};\n`;
        s += `${ind}}\n`;
        return neg ? s : `${ind}L${n}_ok: ${s.trimStart()}`;
      }
      case 'eof':
        return `${ind}if (p !== input.length) ${st.fail('p', 'end of input', fail)}\n`;
      case 'named': {
        const n = this.next();
        const id = e.capture ? this.idOf(e.name) : undefined;
        return st.named(e.name, id, n, (inner) => this.expr(e.x, inner, ind + '    '), fail, ind);
      }
      case 'ref':
        return `${ind}t = ${fnName(e.key)}(input, p);\n${ind}if (t < 0) break ${fail};\n${ind}p = t;\n`;
    }
  }

  private lit(text: string, ci: boolean, fail: string, ind: string): string {
    const n = text.length;
    if (n === 0) return '';
    const label = JSON.stringify(text);
    const failing = this.strategy.fail('p', label, fail);
    if (n > 8 && !ci) return `${ind}if (!input.startsWith(${JSON.stringify(text)}, p)) ${failing}\n${ind}p += ${n};\n`;
    const tests: string[] = [];
    for (let k = 0; k < n; k++) {
      const code = text.charCodeAt(k);
      const at = k === 0 ? 'p' : `p + ${k}`;
      const lower = code | 0x20;
      // RFC 5234 §2.3: quoted strings are case-insensitive for the ASCII letters
      if (ci && lower >= 0x61 && lower <= 0x7a) tests.push(`(input.charCodeAt(${at}) | 32) !== ${lower}`);
      else tests.push(`input.charCodeAt(${at}) !== ${code}`);
    }
    return `${ind}if (${tests.join(' || ')}) ${failing}\n${ind}p += ${n};\n`;
  }

  private run(set: CharSet, min: number, max: number, fail: string, ind: string): string {
    const n = this.next();
    let s: string;
    if (max === Infinity && min <= 1) {
      // Unbounded: one sticky regexp while the next character can begin an element (Fused.run, in
      // the runtime: one copy, not one a run; on an input longer than RUN_WINDOW, window by window).
      const re = this.constants.add(runRegexp(set), `run:${set.pct}:${set.cls}:${set.pairs()}`);
      let begins = this.setTest(set, 'c');
      if (set.pct) begins = `(${begins} || c === 37)`;
      if (set.astral.length > 0) begins = `(${begins} || (c >= 0xd800 && c <= 0xdbff))`;
      s = `${ind}{\n${ind}  const s${n} = p;\n${ind}  c = input.charCodeAt(p);\n${ind}  if (${begins}) {\n`;
      s += `${ind}    p = Fused.run(${re}, input, p);\n${ind}  }\n`;
      if (min === 1) s += `${ind}  if (p === s${n}) ${this.strategy.fail('p', set.name, fail)}\n`;
    } else {
      // counted (1*4HEXDIG, 2DIGIT …): element by element
      s = `${ind}{\n${ind}  let n${n} = 0;\n${ind}  for (;;) {\n`;
      if (max !== Infinity) s += `${ind}    if (n${n} === ${max}) break;\n`;
      s += `${ind}    c = input.charCodeAt(p);\n${ind}    if (${this.setTest(set, 'c')}) p++;\n${this.pairStep(set, ind + '    ')}`;
      if (set.pct) s += `${ind}    else if (c === 37 && ${pctAt('p')}) p += 3;\n`;
      s += `${ind}    else break;\n${ind}    n${n}++;\n${ind}  }\n`;
      if (min > 0) s += `${ind}  if (n${n} < ${min}) ${this.strategy.fail('p', set.name, fail)}\n`;
    }
    return s + this.strategy.runStopped(set.name, max !== Infinity, ind) + `${ind}}\n`;
  }

  private many(x: Expr, min: number, max: number, fail: string, ind: string): string {
    const st = this.strategy;
    const n = this.next();
    let s = `${ind}{\n${ind}  let n${n} = 0;\n${st.manyEnter(n, ind)}${ind}  M${n}: for (;;) {\n`;
    if (max !== Infinity) s += `${ind}    if (n${n} === ${max}) break;\n`;
    const chunk = st.mode !== 'explain' && max === Infinity && min <= 1 ? this.fuser.chunk(x) : undefined;
    if (chunk) {
      // many iterations at once (each of its runs at most a chunk's length); the JavaScript
      // iteration below takes the one the regexp could not (a longer run), or ends the loop
      const k = this.constants.add(chunk, {});
      s += `${ind}    ${k}.lastIndex = p;\n${ind}    if (${k}.test(input) && ${k}.lastIndex > p) { p = ${k}.lastIndex; n${n} = 1; }\n`;
    }
    s += `${ind}    ${st.save(n)}\n${st.manyIteration(ind)}`;
    s += `${ind}    M${n}_f: {\n${this.guard(x, `M${n}_f`, ind + '      ')}${this.expr(x, `M${n}_f`, ind + '      ')}`;
    // an empty match would repeat forever: it ends the repetition, and is not counted
    s += `${ind}      if (p === s${n}) { ${st.dropRecords(n)}${st.manyEmpty(n)} break M${n}; }\n`;
    s += `${ind}      n${n}++;\n${ind}      continue M${n};\n${ind}    }\n`;
    s += `${ind}    ${st.restore(n)}\n${st.manyIterationFailed(n, ind)}${ind}    break;\n${ind}  }\n${st.manyLeave(n, ind)}`;
    if (min > 0) s += `${ind}  if (n${n} < ${min}) ${st.manyTooFew(n, fail)}\n`;
    return s + `${ind}}\n`;
  }
}
