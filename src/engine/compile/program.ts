/**
 * A recorded grammar as JavaScript: every rule one function (so rules call each other directly), in
 * each of the three modes (strategies.ts). The validating and matching code becomes a generated
 * module at build time (module.ts: what the editions run on; it explains with a table of the
 * rules, explain-encoding.ts, instead of compiled code) or, all three modes, for a grammar that only
 * exists at run time (`rule()`'s careful build aside: an ABNF grammar of the user's), functions made
 * with `new Function`.
 */
import type { Expr, Rules } from '../ir';
import type { Matchers, ModeFactories } from '../runtime';
import { HEX, Fused, bits } from '../runtime';
import { Constants, Emitter, fnName } from './emit';
import { ExplainRuntime } from './explain-runtime';
import { explainStrategy, fastStrategy, validateStrategy } from './strategies';

export type Mode = keyof ModeFactories;

/** One mode's code: the body of its factory (the rules' functions, then `return { key: fn, … }`) and its constants. */
export interface ModeCode {
  body: string;
  constants: Constants;
}

/** The parameter each mode's factory takes (strategies.ts: fast code sees `R`, explain code `E`). */
export const MODE_PARAMETER: Readonly<Record<Mode, string>> = { validate: 'S', fast: 'R', explain: 'E' };

export class Program {
  constructor(
    readonly rules: Rules,
    /** the record id of a captured rule */
    private readonly idOf: (name: string) => number,
    /** the smallest fused regexp given a smaller variant (fuse.ts; tests lower it to reach every path) */
    private readonly variantMin?: number,
  ) {}

  /** The names of the captured rules and named parts the grammar's expressions hold. */
  capturedNames(): Set<string> {
    const names = new Set<string>();
    const seen = new Set<Expr>();
    const visit = (e: Expr): void => {
      if (seen.has(e)) return;
      seen.add(e);
      if (e.k === 'named' && e.capture) names.add(e.name);
      if ('x' in e) visit(e.x);
      if ('xs' in e) e.xs.forEach(visit);
    };
    Object.values(this.rules).forEach(visit);
    return names;
  }

  /** `mode`'s code; with `annotate`, each rule's function under a comment naming the rule as the grammar spells it. */
  code(mode: Mode, annotate = false): ModeCode {
    const { functions, constants } = this.functions(mode, annotate);
    const keys = Object.keys(this.rules);
    const result = `{ ${keys.map((k) => `${JSON.stringify(k)}: ${fnName(k)}`).join(', ')} }`;
    return { body: `${[...functions.values()].join('\n')}\nreturn ${result};`, constants };
  }

  /** `mode`'s rule functions by key (each a declaration of `r_<key>`, see code()), and the constants they refer to. */
  functions(mode: Mode, annotate = false): { functions: Map<string, string>; constants: Constants } {
    const constants = new Constants();
    const strategy = mode === 'fast' ? fastStrategy() : mode === 'validate' ? validateStrategy() : explainStrategy((label) => constants.str(label));
    const emitter = new Emitter(this.rules, strategy, constants, this.idOf, this.variantMin);
    const functions = new Map<string, string>();
    for (const key of Object.keys(this.rules)) {
      const e = this.rules[key];
      functions.set(key, (annotate && e.k === 'named' ? `// ${e.name}\n` : '') + emitter.rule(key));
    }
    return { functions, constants };
  }

  /** The three modes compiled at run time (`new Function`; an EvalError where code generation is refused). */
  factories(): ModeFactories {
    const make =
      (mode: Mode) =>
      (arg?: unknown): Matchers => {
        const { body, constants } = this.code(mode);
        const param = MODE_PARAMETER[mode];
        const factory = new Function(param, 'HEX', 'Fused', 'bits', ...constants.names, `"use strict";\n${body}`) as (...args: unknown[]) => Matchers;
        return factory(arg, HEX, Fused, bits, ...constants.values);
      };
    // compiled explaining: one JavaScript frame per rule, where the table's interpreter
    // (explain-table.ts, what a generated module explains with) takes several — a user's grammar
    // (uri-editions/abnf) may recurse once per input character
    const explain = make('explain');
    return {
      validate: make('validate'),
      fast: make('fast'),
      explain: () => {
        const E = new ExplainRuntime();
        const matchers = explain(E);
        return { explain: (key, input) => E.explain(matchers[key], input) };
      },
    };
  }
}
