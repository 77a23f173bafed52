/**
 * A grammar compiled at build time: a generated module (src/generated, `npm run generate`) run as
 * it is. Nothing is compiled, recorded or generated at run time — what the editions are built on.
 */
import { Grammar } from './grammar';
import { CompiledLanguage } from './compile/language';
import type { Matching } from './compile/language';
import type { GrammarModule, RuleTexts } from './runtime';

export class GeneratedGrammar extends Grammar {
  /** which build of which grammar ('rfc3986+rfc6874'): the careful build of the same grammar is found by it */
  readonly buildId: string;
  private lang: CompiledLanguage | undefined;

  /** `buildId`: when not the module's own (a FoldedGrammar's) */
  constructor(private module: GrammarModule, buildId?: string) {
    super(module.meta.name, module.meta.rules, module.meta.captured);
    this.buildId = buildId ?? module.meta.id;
    if (module.texts !== undefined) this.withTexts(module.meta.rules, module.texts);
  }

  /**
   * Give the grammar its module's explaining mode, if it was made without it (an edition's
   * `explaining()`, called when the edition is defined: a bundle of canParse alone, which defines
   * none, leaves it out).
   */
  explainWith(explain: NonNullable<GrammarModule['explain']>): void {
    if (this.module.explain !== undefined) return;
    this.module = { ...this.module, explain };
    this.lang = undefined;
  }

  /**
   * Give the grammar its rules' texts (definition()/syntax()), if it was made without them (an
   * edition's `describing()`, called by the main entry's describedEdition: what quotes rules — compare's
   * explanations, production(), the edition's rule tables — is only there; an edition entry's
   * parse, canParse and checkRule leave them out).
   */
  describeWith(texts: () => readonly RuleTexts[]): void {
    if (this.module.texts !== undefined) return;
    this.module = { ...this.module, texts };
    this.withTexts(this.module.meta.rules, texts);
  }

  /**
   * Give the grammar its module's validating mode, if it was made without it (an edition's
   * `validating()`: called by whatever validates — canParse, checkRule, the main entry — so that a
   * bundle of parse alone leaves it out).
   */
  validateWith(validate: NonNullable<GrammarModule['validate']>): void {
    if (this.module.validate !== undefined) return;
    this.module = { ...this.module, validate };
    this.lang = undefined;
  }

  protected get language(): Matching {
    return (this.lang ??= new CompiledLanguage(this.module, this.captured));
  }

  capturedNames(): Set<string> {
    return new Set(this.module.meta.capturedNames);
  }
}
