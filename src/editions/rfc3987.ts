/**
 * The RFC 3987 edition (IRIs): its grammar, the generic-syntax AST it shares with RFC 3986 (the same
 * components, from "i"-prefixed rules; spans are UTF-16 offsets of the input, like every edition's),
 * RFC 3986's remarks on non-canonical spellings plus RFC 3987's own, and what it says of a rejected
 * character an IRI cannot hold.
 */
import { chars } from '../kit';
import { GEN_DELIMS, SUB_DELIMS, UNRESERVED_CLASS } from '../../grammars/rfc3986';
import { grammarFor as uriGrammarFor, validating as uriValidating } from './rfc3986';
import { IPRIVATE, IUNRESERVED, UCSCHAR } from '../../grammars/rfc3987';
import { GeneratedGrammar } from '../engine';
import { meta as plainMeta, fast as plainFast, explain as plainExplain, validate as plainValidate, texts as plainTexts } from '../generated/rfc3987';
import { meta as zonedMeta, fast as zonedFast, explain as zonedExplain, validate as zonedValidate, texts as zonedTexts } from '../generated/rfc3987-rfc6874';
import type { UriReference, Warning } from '../model/ast';
import type { UriSyntaxErrorDetails } from '../model/errors';
import type { ParseOptions } from './types';
import { defineEdition, defineParser } from './define';
import type { EditionParts, EditionTables, RejectionDetails } from './define';
import { genericToAst, genericWarnings } from './generic-syntax';
import type { GenericRules } from './generic-syntax';
import { iriWarnings } from './iri-warnings';

export const grammar = new GeneratedGrammar({ meta: plainMeta, fast: plainFast });
/** with RFC 6874's zone identifiers in the IP-literal taken from RFC 3986 */
const zoned = new GeneratedGrammar({ meta: zonedMeta, fast: zonedFast });

/** Gives the grammars their explaining mode: the edition calls it when it is defined (a canParse bundle defines none, and leaves it out). */
export function explaining(): void {
  grammar.explainWith(plainExplain);
  zoned.explainWith(zonedExplain);
  // (RFC 3986's grammars read ASCII inputs only where they match: they explain nothing here)
}

/** Gives the grammars their rules' texts: the main entry's describedEdition calls it (describing.ts; an edition entry, which quotes no rule, leaves them out). */
export function describing(): void {
  grammar.describeWith(plainTexts);
  zoned.describeWith(zonedTexts);
}

/**
 * Gives the grammars their validating matchers (the regexps canParse and checkRule run): whatever
 * validates calls this first (the edition's entry point, the main entry's validatingEdition); a bundle that only parses
 * never reaches it, and leaves them out.
 */
export function validating(): void {
  grammar.validateWith(plainValidate);
  zoned.validateWith(zonedValidate);
  uriValidating(); // the ASCII inputs' reading (asciiReading below)
}

export function grammarFor(options: ParseOptions): GeneratedGrammar {
  return options.amendments?.includes('rfc6874') ? zoned : grammar;
}

/** The rules the AST is made of (RFC 3987 §2.2); the ids are the same in both grammars (CAPTURED gives them). */
const RULES: GenericRules = {
  absolute: 'IRI',
  scheme: 'scheme',
  authority: 'iauthority',
  userinfo: 'iuserinfo',
  host: 'ihost',
  port: 'port',
  query: 'iquery',
  fragment: 'ifragment',
  regName: 'ireg-name',
  kinds: { IPv4address: 'ipv4', IPv6address: 'ipv6', IPv6addrz: 'ipv6', IPvFuture: 'ipvfuture' },
};

export const toAst = genericToAst('rfc3987', grammar, RULES);

/**
 * RFC 3987 §2.2's grammar "closely follows the URI grammar in [RFC3986]", adding ucschar and iprivate,
 * which are beyond ASCII: on an ASCII string its rules derive exactly what RFC 3986's do, in the
 * same way (one PEG guard for one, rule by rule). So an ASCII string is validated (canParse) with
 * RFC 3986's grammar under the same amendments, whose regexps hold no ucschar ranges (about four
 * times faster); it is parsed with RFC 3987's own, whose matching mode is as fast on it —
 * test/editions/rfc3987/ascii.test.ts checks the two grammars agree.
 */
const ASCII = /^[\u0000-\u007f]*$/;
const asciiReading = {
  applies: (input: string) => ASCII.test(input),
  grammar: uriGrammarFor,
  top: 'URI-reference',
};

/** RFC 3986's remarks, under RFC 3986's sections (RFC 3987 §5.3.2 normalizes the same things). */
const uriWarnings = genericWarnings(RULES, UNRESERVED_CLASS, (section) => `RFC 3986 §${section}`);

export function warnings(input: string, uri: UriReference): Warning[] {
  const out = uriWarnings(input, uri);
  for (const w of iriWarnings(input, uri)) out.push(w);
  return out;
}

/** What RFC 3987 says of the character a rejection stopped at, when it is not ASCII. */
function explain(details: RejectionDetails): UriSyntaxErrorDetails {
  const { input, offset } = details;
  const code = input.codePointAt(offset);
  if (code === undefined || code < 0x80) return details;
  const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  let note: string | undefined;
  if (code >= 0xd800 && code <= 0xdfff) note = `${name} is a lone surrogate, which is no character (§2.2: terminals are characters)`;
  else if (IPRIVATE.has(String.fromCodePoint(code))) note = `${name} is an iprivate character, which §2.2 allows only in iquery`;
  else if (UCSCHAR.has(String.fromCodePoint(code))) note = `${name} is a ucschar, allowed in IRI components but not here`;
  else note = `${name} is neither a ucschar nor an iprivate character (§2.2): an IRI holds it only percent-encoded`;
  return { ...details, note };
}

const parts: EditionParts = {
  explaining,
  info: {
    name: 'rfc3987',
    rfc: 3987,
    year: 2005,
    title: 'Internationalized Resource Identifiers (IRIs)',
    // RFC 6874 amends the IP-literal that RFC 3987 §2.2 takes from RFC 3986
    amendments: ['rfc6874'],
  },
  grammar: grammarFor,
  top: 'IRI-reference',
  toAst,
  warnings,
  explain,
};

/** What the edition's rule tables quote (defineEdition: an entry's parse, which makes none, leaves them out). */
const tables: EditionTables = {
  classes: [
    ['iunreserved', IUNRESERVED],
    ['iprivate', IPRIVATE],
    ['gen-delims', GEN_DELIMS],
    ['sub-delims', SUB_DELIMS],
    ['pct-encoded', /* @__PURE__ */ chars('pct-encoded', '%')],
  ],
  components: {
    scheme: 'scheme',
    authority: 'iauthority',
    userinfo: 'iuserinfo',
    host: 'ihost',
    port: 'port',
    path: 'ipath',
    query: 'iquery',
    fragment: 'ifragment',
  },
};

/** Parsing under RFC 3987 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc3987 = /* @__PURE__ */ defineEdition(parts, parser, tables, asciiReading);
