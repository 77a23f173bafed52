/**
 * A scheme specification from its parts: its compiled grammar, and for each scheme it defines the
 * rule a whole URI is, how the match becomes fields, and what the RFC's prose adds to its ABNF (a
 * rejection it requires, a remark it makes). Parsing, rejecting and handing out rules are the same
 * for every specification and live here.
 */
import { GeneratedGrammar, requireRule } from '../../engine';
import type { Captures, GrammarModule } from '../../engine';
import { rejection } from '../../model/errors';
import type { UriSyntaxError, UriSyntaxErrorDetails } from '../../model/errors';
import type { SchemeComponent, SchemeFieldValue, SchemeNormalization, SchemeOptions, SchemeParseResult, SchemeSpec, SchemeSpecInfo, SchemeSpecName, SchemeWarning } from './types';

/** Each grammar's captured rule names (GeneratedGrammar.capturedNames walks the grammar: asked once). */
const CAPTURED = new WeakMap<GeneratedGrammar, Set<string>>();

function capturedOf(grammar: GeneratedGrammar): Set<string> {
  let names = CAPTURED.get(grammar);
  if (names === undefined) CAPTURED.set(grammar, (names = grammar.capturedNames()));
  return names;
}

/** A match, read by rule name. */
export class Reading {
  constructor(
    readonly grammar: GeneratedGrammar,
    readonly c: Captures,
    readonly input: string,
  ) {}

  /** the leftmost (outermost) record of `rule`, or -1 */
  first(rule: string): number {
    if (!capturedOf(this.grammar).has(rule)) return -1;
    const id = this.grammar.id(rule);
    let best = -1;
    for (let k = 0; k < this.c.top; k++) if (this.c.rule[k] === id && (best < 0 || this.c.start[k] < this.c.start[best])) best = k;
    return best;
  }

  /** the text of the leftmost `rule`, or undefined */
  text(rule: string): string | undefined {
    const k = this.first(rule);
    return k < 0 ? undefined : this.input.slice(this.c.start[k], this.c.end[k]);
  }

  /** the span of the leftmost `rule`, or undefined */
  span(rule: string): [number, number] | undefined {
    const k = this.first(rule);
    return k < 0 ? undefined : [this.c.start[k], this.c.end[k]];
  }

  /** every record of `rule`, in input order (outermost of nested ones) */
  all(rule: string): [number, number][] {
    if (!capturedOf(this.grammar).has(rule)) return [];
    const id = this.grammar.id(rule);
    const out: [number, number][] = [];
    for (let k = 0; k < this.c.top; k++) if (this.c.rule[k] === id) out.push([this.c.start[k], this.c.end[k]]);
    out.sort((a, b) => a[0] - b[0]);
    return out.filter((s, i) => i === 0 || s[0] >= out[i - 1][1]);
  }

  /** the texts of every `rule` */
  texts(rule: string): string[] {
    return this.all(rule).map(([s, e]) => this.input.slice(s, e));
  }
}

/** What the RFC's prose says of a string its ABNF derives: a rejection (where, which rule, why). */
export interface ProseRejection {
  offset: number;
  rule: string;
  /** the section, cited as in the grammar ('4.2.1', or 'RFC 3986 §3.2.2') */
  section: string;
  expected?: string[];
  note: string;
}

/** One scheme as a specification defines it. */
export interface SchemeParts {
  /** the rule a whole URI of the scheme is */
  top: string;
  /** the section defining it */
  section: string;
  /**
   * 'reference': the scheme's rule has no fragment, and a URI reference's "#" fragment (RFC 3986
   * §4.1) is split off first, matched as the grammar's `fragment` rule, and reported as a field
   */
  fragment?: 'reference';
  fields(m: Reading): Record<string, SchemeFieldValue>;
  /** the fields holding the components other eras share */
  components: Readonly<Partial<Record<SchemeComponent, string>>>;
  /** what compare() says of how a component's field is read, where it is not the text as written */
  readings?: Readonly<Partial<Record<SchemeComponent, string>>>;
  /** the value compare() sets beside the other eras', where it is not the field as read (RFC 1738's hpath without its "/") */
  compared?: Readonly<Partial<Record<SchemeComponent, (fields: Record<string, SchemeFieldValue>) => SchemeFieldValue>>>;
  /** what the RFC's prose rejects among the strings its ABNF derives */
  check?(m: Reading, fields: Record<string, SchemeFieldValue>): ProseRejection | undefined;
  warnings?(m: Reading, fields: Record<string, SchemeFieldValue>): SchemeWarning[];
  /** what the specification says normalization may use */
  normalization?: SchemeNormalization;
}

export interface SchemeSpecParts {
  info: Omit<SchemeSpecInfo, 'ruleNames' | 'schemes' | 'sections' | 'tops'>;
  /** the grammar (compiled on first use: lazyGrammar) */
  grammar: () => GeneratedGrammar;
  /** the grammar with RFC 8089's Appendix E (only a specification that has such an option gives one) */
  appendixE?: () => GeneratedGrammar;
  /** by lowercase scheme, in the RFC's order */
  schemes: Readonly<Record<string, SchemeParts>>;
}

/**
 * A grammar (compiled at build time: src/generated) made ready on first use: a scheme specification's
 * grammar costs nothing until something reads a string of its scheme.
 */
export function lazyGrammar(module: GrammarModule): () => GeneratedGrammar {
  let grammar: GeneratedGrammar | undefined;
  return () => (grammar ??= new GeneratedGrammar(module));
}

/** The scheme of `input`, lowercase, or undefined when it does not start with one (compare() asks on every call). */
export function schemeOf(input: string): string | undefined {
  const colon = input.indexOf(':');
  if (colon < 1) return undefined;
  const scheme = input.slice(0, colon);
  return SCHEME_ONLY.test(scheme) ? scheme.toLowerCase() : undefined;
}

const SCHEME_ONLY = /^[A-Za-z][A-Za-z0-9+.-]*$/;

export function defineSchemeSpec(parts: SchemeSpecParts): SchemeSpec {
  const plain = parts.grammar;
  const name: SchemeSpecName = parts.info.name;
  const names = Object.keys(parts.schemes);
  const info = {
    ...parts.info,
    schemes: Object.freeze(names),
    sections: Object.freeze(Object.fromEntries(names.map((s) => [s, parts.schemes[s].section]))),
    tops: Object.freeze(Object.fromEntries(names.map((s) => [s, parts.schemes[s].top]))),
  } as SchemeSpecInfo;
  // (the rule names are the grammar's: read when first asked for, an ordinary enumerable property to JSON and spread)
  let ruleNames: readonly string[] | undefined;
  Object.defineProperty(info, 'ruleNames', { enumerable: true, get: () => (ruleNames ??= Object.freeze(plain().ruleNames)) });
  Object.freeze(info);

  /** the grammar for these options; a RangeError for an option the specification does not have */
  function grammarFor(options: SchemeOptions | undefined): GeneratedGrammar {
    if (options === undefined || options === null) return plain();
    if (typeof options !== 'object') throw new TypeError(`options must be an object, not ${typeof options}`);
    if (options.appendixE === undefined || options.appendixE === false) return plain();
    if (parts.appendixE === undefined) throw new RangeError(`${name} has no option appendixE (RFC 8089's Appendix E is rfc8089's)`);
    return parts.appendixE();
  }

  function details(grammar: GeneratedGrammar, rule: string, input: string, shift = 0, whole = input): UriSyntaxErrorDetails {
    const report = grammar.explain(rule, input);
    const failing = report.rule ?? rule;
    const section = grammar.section(failing);
    return {
      edition: name,
      input: whole,
      offset: report.offset + shift,
      expected: report.expected,
      rule: failing,
      ...(section !== undefined ? { section } : {}),
    };
  }

  return {
    info,
    defines: (scheme) => Object.prototype.hasOwnProperty.call(parts.schemes, scheme),
    components: (scheme) => parts.schemes[scheme]?.components ?? {},
    compared: (scheme, component, fields) => {
      const part = Object.prototype.hasOwnProperty.call(parts.schemes, scheme) ? parts.schemes[scheme] : undefined;
      const field = part?.components[component];
      if (part === undefined || field === undefined) return undefined;
      const derive = part.compared?.[component];
      return derive ? derive(fields) : fields[field];
    },
    reading: (scheme, component) => (Object.prototype.hasOwnProperty.call(parts.schemes, scheme) ? parts.schemes[scheme].readings?.[component] : undefined),
    normalization: (scheme) => (Object.prototype.hasOwnProperty.call(parts.schemes, scheme) ? parts.schemes[scheme].normalization : undefined),
    parse(input: string, options?: SchemeOptions): SchemeParseResult {
      const grammar = grammarFor(options);
      const read = schemeOf(input);
      const scheme = read !== undefined && Object.prototype.hasOwnProperty.call(parts.schemes, read) ? read : names[0];
      const part = parts.schemes[scheme];
      const fail = (d: UriSyntaxErrorDetails): SchemeParseResult => ({ ok: false, spec: name, scheme: read, error: rejection(d) });
      let body = input;
      let fragment: string | undefined;
      const hash = part.fragment === 'reference' ? input.indexOf('#') : -1;
      if (hash >= 0) {
        body = input.slice(0, hash);
        fragment = input.slice(hash + 1);
      }
      const captures = grammar.match(part.top, body);
      if (captures === undefined) {
        const found = details(grammar, part.top, body, 0, input);
        // a scheme the specification does not define: say which it does
        const other = read !== undefined && read !== scheme ? `${name} defines ${names.join(', ')}, not ${read}` : undefined;
        return fail(other ? { ...found, note: other } : found);
      }
      const m = new Reading(grammar, captures, body);
      const fields = part.fields(m);
      const warnings = part.warnings?.(m, fields) ?? [];
      // (check may run another match of the grammar: the captures are not read after it)
      const prose = part.check?.(m, fields);
      if (prose) {
        return fail({ edition: name, input, offset: prose.offset, expected: prose.expected ?? [], rule: prose.rule, section: prose.section, note: prose.note });
      }
      if (fragment !== undefined) {
        if (!grammar.matches('fragment', fragment)) return fail(details(grammar, 'fragment', fragment, hash + 1, input));
        fields.fragment = fragment;
      }
      return { ok: true, spec: name, scheme, fields, warnings };
    },
    grammarId: (options) => grammarFor(options).buildId,
    checkRule(rule: string, input: string, options?: SchemeOptions): UriSyntaxError | undefined {
      const grammar = grammarFor(options);
      requireRule(grammar, rule);
      try {
        return grammar.matches(rule, input) ? undefined : rejection(details(grammar, rule, input));
      } catch (error) {
        // a recursive rule (RFC 822's comment) nested deeper than the call stack: a value, not a crash
        if (!(error instanceof RangeError) || grammar.keyOf(rule) === undefined) throw error;
        return rejection({ edition: name, input, offset: 0, expected: [], rule, note: `${rule} nests too deeply for this implementation (each level is a call)` });
      }
    },
    production(rule: string) {
      const definition = plain().definition(rule);
      return definition === undefined ? undefined : { rule, section: plain().section(rule)!, definition };
    },
  };
}
