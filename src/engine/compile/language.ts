/**
 * A recorded grammar compiled: every rule of it one function of one generated module (so rules call
 * each other directly), each mode on its first use — validating (canParse), fast with captures (a
 * parse), explaining (a rejection's error) — so that loading a grammar compiles nothing. The
 * language owns its capture records and its explain state: nothing is shared between grammars.
 */
import { table } from '../../kit';
import type { Expr, Rules } from '../ir';
import { Records } from '../records';
import type { FailureReport } from '../careful/tracker';
import { Constants, Emitter, fnName } from './emit';
import { ExplainRuntime } from './explain-runtime';
import { explainStrategy, fastStrategy, validateStrategy } from './strategies';
import type { Strategy } from './strategies';

/** A compiled rule: the offset where its match from `i` ends, or -1. */
export type Matcher = (input: string, i: number) => number;

const HEX_TABLE = table('0-9A-Fa-f');

export class CompiledLanguage {
  /** the captures of the last fast-mode match (see match()) */
  readonly records: Records;
  private readonly ids = new Map<string, number>();
  private fast: Record<string, Matcher> | undefined;
  private explainers: Record<string, Matcher> | undefined;
  private validators: Record<string, Matcher> | undefined;
  private readonly runtime = new ExplainRuntime();

  constructor(
    private readonly rules: Rules,
    /** the captured rules' names; a rule's record id is its index here */
    captured: readonly string[],
    /** the smallest fused regexp given a smaller variant (fuse.ts; tests lower it to reach every path) */
    private readonly variantMin?: number,
  ) {
    captured.forEach((name, id) => this.ids.set(name, id));
    this.records = new Records(captured);
  }

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

  /** The record id of captured rule `name` (a RangeError for a rule that is not captured). */
  id(name: string): number {
    const id = this.ids.get(name);
    if (id === undefined) throw new RangeError(`rule ${name} is not captured`);
    return id;
  }

  /** Whether all of `input` is a `key`; its captures are left in `records` until the next match (compiled on first use). */
  match(key: string, input: string): boolean {
    this.fast ??= this.compile(fastStrategy(), new Constants(), this.records, undefined);
    const records = this.records;
    records.shrink(); // the arrays a huge previous match grew are not kept
    records.top = 0;
    if (this.fast[key](input, 0) === input.length) return true;
    records.top = 0;
    return false;
  }

  /** Whether all of `input` is a `key`, recording nothing (compiled on first use). */
  validate(key: string, input: string): boolean {
    this.validators ??= this.compile(validateStrategy(), new Constants(), undefined, undefined);
    return this.validators[key](input, 0) === input.length;
  }

  /** Where a `key` matched from `at` ends (its validating matcher: nothing recorded), or -1. */
  prefix(key: string, input: string, at: number): number {
    this.validators ??= this.compile(validateStrategy(), new Constants(), undefined, undefined);
    return this.validators[key](input, at);
  }

  /** Why all of `input` is not a `key`, as the careful build would report it; undefined when it is one. */
  explain(key: string, input: string): FailureReport | undefined {
    if (this.explainers === undefined) {
      const constants = new Constants();
      this.explainers = this.compile(explainStrategy((label) => constants.str(label)), constants, undefined, this.runtime);
    }
    return this.runtime.explain(this.explainers[key], input);
  }

  private compile(strategy: Strategy, constants: Constants, records: Records | undefined, runtime: ExplainRuntime | undefined): Record<string, Matcher> {
    const emitter = new Emitter(this.rules, strategy, constants, (name) => this.id(name), this.variantMin);
    const keys = Object.keys(this.rules);
    const body = keys.map((key) => emitter.rule(key)).join('\n');
    const result = `{ ${keys.map((k) => `${JSON.stringify(k)}: ${fnName(k)}`).join(', ')} }`;
    const src = `"use strict";\n${body}\nreturn ${result};`;
    const factory = new Function('R', 'E', 'HEX', ...constants.names, src) as (...args: unknown[]) => Record<string, Matcher>;
    return factory(records, runtime, HEX_TABLE, ...constants.values);
  }
}
