/**
 * A grammar built with the careful kit: stock Parsimmon parsers (via `P.createLanguage`) with their
 * own failure tracker. Built on first use only — to hand rules to callers and, in tests, as the
 * reference the compiled build must agree with.
 */
import P from 'parsimmon';
import type { Language, RuleDefs } from '../../kit';
import type { Nodes } from '../parse-tree';
import { carefulKit } from './kit';
import type { CarefulParser } from './kit';
import { Tracker } from './tracker';
import type { FailureReport } from './tracker';
import { strictLanguage } from '../strict-language';

export class CarefulGrammar {
  readonly language: Language<CarefulParser>;
  private readonly tracker = new Tracker();
  private readonly eof: CarefulParser;

  constructor(define: (kit: ReturnType<typeof carefulKit>) => RuleDefs<CarefulParser>, capture: ReadonlySet<string>) {
    const kit = carefulKit(this.tracker);
    const defs = define(kit);
    this.eof = kit.eof;
    const wrapped: Record<string, (r: Language<CarefulParser>) => CarefulParser> = {};
    for (const [key, def] of Object.entries(defs)) {
      wrapped[key] = (lang) => kit.named(def.name, def.build(strictLanguage(lang, defs)), capture.has(def.name));
    }
    this.language = P.createLanguage(wrapped) as unknown as Language<CarefulParser>;
  }

  /** The parse tree of all of `input` as rule `key`, or undefined. */
  tree(key: string, input: string): Nodes | undefined {
    this.tracker.reset();
    const r = P.seq(this.language[key], this.eof).parse(input);
    this.tracker.reset();
    return r.status ? (r.value[0] as Nodes) : undefined;
  }

  /**
   * Where and why all of `input` is not a `key`: `P.seq(rule, eof).parse(input)` with the tracker.
   * Parsimmon's own furthest failure is authoritative for the offset; the tracker adds rule names.
   * undefined when it is one.
   */
  explain(key: string, input: string): FailureReport | undefined {
    this.tracker.reset();
    const r = P.seq(this.language[key], this.eof).parse(input);
    const report = this.tracker.report();
    this.tracker.reset();
    if (r.status) return undefined;
    const offset = Math.max(report.offset, r.index.offset);
    if (offset !== report.offset) return { offset, expected: r.expected.slice().sort(), rule: undefined };
    return report;
  }

  /** Where rule `key` matched from `at` of `input` ends (as a prefix), or -1. */
  end(key: string, input: string, at: number): number {
    const step = (this.language[key] as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._;
    this.tracker.reset();
    try {
      const r = step(input, at);
      return r.status ? (r as unknown as { index: number }).index : -1;
    } finally {
      this.tracker.reset();
    }
  }

  /** Rule `key` as a Parsimmon parser yielding the exact substring it matched (what `rule()` hands out). */
  text(key: string): P.Parser<string> {
    const step = (this.language[key] as unknown as { _: (s: string, i: number) => P.Reply<Nodes> })._;
    return P((input: string, i: number) => {
      const r = step(input, i);
      if (!r.status) return r as unknown as P.Reply<string>;
      const end = (r as unknown as { index: number }).index;
      return { ...r, value: input.slice(i, end) } as unknown as P.Reply<string>;
    });
  }
}
