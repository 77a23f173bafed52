/**
 * A grammar compiled at run time: recorded with the recording kit and compiled (src/engine/compile)
 * when a mode is first used — for a grammar that only exists then (the ABNF toolkit's), and at build
 * time to write the generated modules the editions run on (module.ts). Where code generation from
 * strings is refused, its matching is the careful build's (careful/language.ts: slower, the same
 * answers). The careful (Parsimmon) build is made only when a caller asks for a rule as a parser, or
 * a test for the reference build.
 */
import type P from 'parsimmon';
import type { GrammarDefinition, RuleDefs } from '../kit';
import { camel } from '../kit';
import { CarefulGrammar } from './careful/build';
import { CarefulLanguage } from './careful/language';
import type { FailureReport } from './careful/tracker';
import { codeGenerationAllowed } from './compile/code-generation';
import { explainTable } from './compile/explain-encoding';
import { ExplainRuntime } from './compile/explain-runtime';
import { CompiledLanguage } from './compile/language';
import { unknownRule } from './rule-names';
import type { Matching } from './compile/language';
import { canonicalModes, emitModes, emitModule } from './compile/module';
import type { ModuleOrigin } from './compile/module';
import { Program } from './compile/program';
import { explainMatchers } from './explain-table';
import { Grammar } from './grammar';
import type { Expr } from './ir';
import { recordingKit } from './ir';
import type { Nodes } from './parse-tree';
import type { GrammarMeta, Matchers, RuleRow } from './runtime';
import { strictLanguage } from './strict-language';

export class CompiledGrammar extends Grammar {
  private readonly program: Program;
  private carefulGrammar: CarefulGrammar | undefined;
  private lang: Matching | undefined;
  private tableRuntime: ExplainRuntime | undefined;
  private tableMatchers: Matchers | undefined;

  constructor(
    name: string,
    private readonly define: GrammarDefinition,
    captured: readonly string[],
    /** how the compiled build is made: `variantMin`, see fuse.ts (tests lower it to reach every path) */
    tuning: { variantMin?: number } = {},
  ) {
    const defs: RuleDefs<Expr> = define(recordingKit);
    const rows: RuleRow[] = [];
    for (const [key, def] of Object.entries(defs)) {
      if (camel(def.name) !== key) throw new Error(`rule ${def.name} is stored as ${key}, not ${camel(def.name)}`);
      rows.push(def.syntax === def.definition ? [def.name, key, def.section, def.definition] : [def.name, key, def.section, def.definition, def.syntax]);
    }
    super(name, rows, captured);
    const refs: Record<string, Expr> = {};
    for (const key of Object.keys(defs)) refs[key] = { k: 'ref', key };
    const capture = new Set(captured);
    const rules: Record<string, Expr> = {};
    const lang = strictLanguage(refs, defs);
    for (const [key, def] of Object.entries(defs)) {
      rules[key] = { k: 'named', name: def.name, x: def.build(lang), capture: capture.has(def.name) };
    }
    this.program = new Program(rules, (rule) => this.id(rule), tuning.variantMin);
  }

  /** compiled where code generation is allowed (asked once), the careful build's otherwise */
  protected get language(): Matching {
    return (this.lang ??= codeGenerationAllowed() ? new CompiledLanguage(this.program.factories(), this.captured) : new CarefulLanguage(() => this.careful, this.captured));
  }

  capturedNames(): Set<string> {
    return this.program.capturedNames();
  }

  /** This grammar compiled as a module (module.ts), as `id`. */
  /** The compiled modes of its generated module (emitModes): builds with equal ones share one copy (ModuleOrigin.modesFrom). */
  modesSource(): string {
    return emitModes(this.program);
  }

  /** Each rule's compiled code per mode, constants written out (module.ts): equal texts, equal matchers — what builds of one grammar share. */
  canonicalModes(): ReturnType<typeof canonicalModes> {
    return canonicalModes(this.program);
  }

  /** Its explaining table, as its generated module holds it (explain-encoding.ts). */
  explainTable(): ReturnType<typeof explainTable> {
    return explainTable(this.program.rules);
  }

  /** Its rules as its generated module's meta lists them (runtime.ts's RuleRow). */
  ruleRows(): RuleRow[] {
    return this.ruleNames.map((n) => {
      const key = this.keyOf(n)!;
      const definition = this.definition(n)!;
      const syntax = this.syntax(n)!;
      return syntax === definition ? [n, key, this.section(n)!, definition] : [n, key, this.section(n)!, definition, syntax];
    });
  }

  toModule(id: string, origin: ModuleOrigin): string {
    const meta: GrammarMeta = {
      id,
      name: this.name,
      rules: this.ruleRows(),
      captured: this.captured,
      capturedNames: [...this.capturedNames()],
    };
    return emitModule(this.program, meta, origin);
  }

  /** (a user's composition names its rules: say which names are near) */
  protected override unknown(name: string): RangeError {
    return unknownRule(this.name, name, this.ruleNames);
  }

  /** The careful (Parsimmon) build, made on first use. */
  get careful(): CarefulGrammar {
    return (this.carefulGrammar ??= new CarefulGrammar((k) => this.define(k), new Set(this.captured)));
  }

  /** A rule as a Parsimmon parser (careful build) yielding the exact text it matched. */
  parser(name: string): P.Parser<string> {
    return this.careful.text(this.requireKey(name));
  }

  /** The careful build's parse tree and failure report, the reference the compiled build is tested against. */
  carefulTree(top: string, input: string): Nodes | undefined {
    return this.careful.tree(this.requireKey(top), input);
  }

  carefulExplain(top: string, input: string): FailureReport | undefined {
    return this.careful.explain(this.requireKey(top), input);
  }

  /**
   * The failure report of the explain table a generated module of this grammar holds (its explain
   * mode: explain-table.ts interpreting explain-encoding.ts's table), tested against carefulExplain.
   */
  tableExplain(top: string, input: string): FailureReport | undefined {
    const E = (this.tableRuntime ??= new ExplainRuntime());
    this.tableMatchers ??= explainMatchers(E, explainTable(this.program.rules));
    return E.explain(this.tableMatchers[this.requireKey(top)], input);
  }
}
