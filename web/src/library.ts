/**
 * The library as the page uses it: functions of the public API (src/index.ts), each imported from
 * its own module. Not from src/index.ts itself, because that also exports iriToUri/uriToIri, whose
 * module (src/encoding/iri.ts) imports node:url's domainToASCII — which a browser does not have; the page
 * needs none of them. (web/build.mjs fails if anything node-only or foreign enters the bundle.)
 */
export { compare } from '../../src/compare/compare';
export type { Comparison, Difference } from '../../src/compare/compare';
export { editions } from '../../src/editions/registry';
export { resolveAll } from '../../src/resolve/resolve';
export type { ResolveAllResult } from '../../src/resolve/types';
export { redact } from '../../src/redact/redact';
export { MASK, Masker, maskedValue } from '../../src/redact/mask';
export type { Quoter } from '../../src/compare/explain';
export type { Amendment, Component, EditionName, UriReference, Warning } from '../../src/model/ast';
export type { EditionInfo, ParseResult } from '../../src/editions/types';
export type { UriSyntaxError } from '../../src/model/errors';
export { whatwgCompared } from '../../src/compare/whatwg-values';
export type { WhatwgResult } from '../../src/whatwg/reading';
export { audit } from '../../src/audit/audit';
export type { Audit, Finding, RiskFlag } from '../../src/audit/types';
