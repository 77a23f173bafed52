/** uri-editions: the public API (../shared/DESIGN.md), nothing else. */
export type {
  Amendment,
  Component,
  EditionName,
  HostKind,
  PathSegment,
  SchemeData,
  UriReference,
  Warning,
} from './ast';
export type { EditionInfo, ParseOptions, ParseResult } from './edition';
export { compare } from './compare';
export type { CompareOptions, ComparedComponent, Comparison, Difference } from './compare';
export { UriSyntaxError } from './errors';
export { editions } from './editions';
export { parse, rule } from './parse';
export { serialize } from './serialize';
export { resolve, resolveAll } from './resolve/resolve';
export type { EditionResolution, ResolveAllResult, ResolveOptions } from './resolve/resolve';
export { relativize } from './resolve/relativize';
export { normalize, equivalent } from './normalize';
export type { NormalizationLevel, NormalizeOptions, EquivalenceOptions } from './normalize';
export { percentEncode, percentDecode, PercentEncodingError } from './percent';
export type { EncodableComponent } from './percent';
export { iriToUri, uriToIri } from './iri';
export type { IriToUriOptions, UriToIriOptions } from './iri';
export { parseQuery } from './query';
export type { ParseQueryOptions } from './query';
export { redact } from './redact';
