/**
 * The RFC 3986 edition: its grammar (with and without RFC 6874), and how its parse tree becomes the
 * shared AST, plus the non-fatal remarks RFC 3986 makes about valid but non-canonical spellings.
 */
import { chars } from '../kit';
import { GEN_DELIMS, SUB_DELIMS, UNRESERVED, UNRESERVED_CLASS } from '../../grammars/rfc3986';
import { GeneratedGrammar } from '../engine';
import { meta as plainMeta, fast as plainFast, explain as plainExplain, validate as plainValidate, texts as plainTexts } from '../generated/rfc3986';
import { meta as zonedMeta, fast as zonedFast, explain as zonedExplain, validate as zonedValidate, texts as zonedTexts } from '../generated/rfc3986-rfc6874';
import type { ParseOptions } from './types';
import type { ValidationParts } from './validation';
import { defineEdition, defineParser } from './define';
import type { EditionParts, EditionTables } from './define';
import { genericToAst, genericWarnings } from './generic-syntax';
import type { GenericRules } from './generic-syntax';

const plain = new GeneratedGrammar({ meta: plainMeta, fast: plainFast });
const zoned = new GeneratedGrammar({ meta: zonedMeta, fast: zonedFast });

/** Gives the grammars their explaining mode: the edition calls it when it is defined (a canParse bundle defines none, and leaves it out). */
export function explaining(): void {
  plain.explainWith(plainExplain);
  zoned.explainWith(zonedExplain);
}

/** Gives the grammars their rules' texts: the main entry's describedEdition calls it (describing.ts; an edition entry, which quotes no rule, leaves them out). */
export function describing(): void {
  plain.describeWith(plainTexts);
  zoned.describeWith(zonedTexts);
}

/**
 * Gives the grammars their validating matchers (the regexps canParse and checkRule run): whatever
 * validates calls this first (the edition's entry point, the main entry's validatingEdition); a bundle that only parses
 * never reaches it, and leaves them out.
 */
export function validating(): void {
  plain.validateWith(plainValidate);
  zoned.validateWith(zonedValidate);
}

export function grammarFor(options: ParseOptions): GeneratedGrammar {
  return options.amendments?.includes('rfc6874') ? zoned : plain;
}

/** The rules the AST is made of (RFC 3986 Appendix A). */
export const RULES: GenericRules = {
  absolute: 'URI',
  scheme: 'scheme',
  authority: 'authority',
  userinfo: 'userinfo',
  host: 'host',
  port: 'port',
  query: 'query',
  fragment: 'fragment',
  regName: 'reg-name',
  kinds: { IPv4address: 'ipv4', IPv6address: 'ipv6', IPv6addrz: 'ipv6', IPvFuture: 'ipvfuture' },
};

/** The AST of a URI-reference from its captures (rule ids are the same in both grammars: CAPTURED gives them). */
export const toAst = /* @__PURE__ */ genericToAst('rfc3986', plain, RULES);

/** RFC 3986's remarks on valid but non-canonical spellings (§2.1, §2.3, §3.1, §3.2.1–3). */
export const warnings = /* @__PURE__ */ genericWarnings(RULES, UNRESERVED_CLASS, (section) => section);

/** What canParse needs of the edition (its entry point's canParse bundles this, not the edition). */
export const validation: ValidationParts = {
  info: { name: 'rfc3986', amendments: ['rfc6874'] },
  grammar: grammarFor,
  top: 'URI-reference',
};

const parts: EditionParts = {
  explaining,
  grammar: grammarFor,
  top: 'URI-reference',
  info: {
    name: 'rfc3986',
    amendments: ['rfc6874'],
    rfc: 3986,
    year: 2005,
    title: 'Uniform Resource Identifier (URI): Generic Syntax',
  },
  toAst,
  warnings,
};

/** What the edition's rule tables quote (defineEdition: an entry's parse, which makes none, leaves them out). */
const tables: EditionTables = {
  classes: [
    ['unreserved', UNRESERVED],
    ['gen-delims', GEN_DELIMS],
    ['sub-delims', SUB_DELIMS],
    ['pct-encoded', /* @__PURE__ */ chars('pct-encoded', '%')],
  ],
  components: {
    scheme: 'scheme',
    authority: 'authority',
    userinfo: 'userinfo',
    host: 'host',
    port: 'port',
    path: 'path',
    query: 'query',
    fragment: 'fragment',
  },
};

/** Parsing under RFC 3986 alone (what its entry point's parse bundles: no rule tables, no validating, no checkRule). */
export const parser = /* @__PURE__ */ defineParser(parts);

export const rfc3986 = /* @__PURE__ */ defineEdition(parts, parser, tables);
