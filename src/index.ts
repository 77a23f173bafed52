/** uri-editions: the public API, nothing else (docs/architecture.md: everything else is internal). */
export type {
  Amendment,
  Component,
  EditionName,
  HostKind,
  PathSegment,
  SchemeData,
  UriReference,
  Warning,
} from './model/ast';
export type { EditionInfo, EditionRuleNames, ParseOptions, ParseResult, RuleName } from './editions/types';
export { compare } from './compare/compare';
export type { CompareOptions, ComparedComponent, ComparedResults, Comparison, Difference, WhatwgComparison } from './compare/compare';
export type { IriConversion } from './compare/iri';
export type { SchemeComparedComponent, SchemeComparison, SchemeDifference } from './compare/schemes';
export { whatwgParse } from './whatwg/reading';
export { whatwgCompared } from './whatwg/values';
export type { Compared as WhatwgComparedValues, WhatwgField } from './whatwg/values';
export type { WhatwgFailure, WhatwgHostType, WhatwgResult, WhatwgUrl } from './whatwg/reading';
export { audit, AUDIT_MAX_LENGTH } from './audit/audit';
export { READERS, READING_NAMES } from './audit/types';
export type { PythonVersion } from './readers/python';
export type { ClientName } from './readers/registry';
export type {
  Audit,
  AuditHostType,
  AuditOptions,
  AuditReading,
  AuditVerdict,
  Destination,
  Finding,
  FindingCode,
  ReaderInfo,
  ReadingName,
  RiskFlag,
  RiskFlagCode,
  Severity,
} from './audit/types';
export { UriSyntaxError } from './model/errors';
export { escapeInvisible, INVISIBLE_CHARACTER } from './model/invisible';
export type { UriSyntaxErrorDetails } from './model/errors';
export type { ParseWarningCode, ResolutionWarningCode, WarningCode } from './model/warnings';
export type { Rfc1738FragmentRuleName, Rfc1738RuleName } from '../grammars/rfc1738';
export type { Rfc1808RuleName } from '../grammars/rfc1808';
export type { Rfc2396RuleName, Rfc2732RuleName } from '../grammars/rfc2396';
export type { Rfc3986RuleName, Rfc6874RuleName } from '../grammars/rfc3986';
export type { Rfc3987OwnRuleName, Rfc3987RuleName, Rfc3987SharedRuleName } from '../grammars/rfc3987';
export { editions } from './editions/registry';
export { schemes } from './editions/schemes/registry';
export type { SchemeEra } from './editions/schemes/registry';
export { parseScheme } from './parse/scheme';
export type {
  SchemeComponent,
  SchemeFieldValue,
  SchemeNormalization,
  SchemeOptions,
  SchemeParseResult,
  SchemeRuleName,
  SchemeRuleNames,
  SchemeSpecInfo,
  SchemeSpecName,
  SchemeWarning,
} from './editions/schemes/types';
export type { Rfc1630RuleName } from '../grammars/rfc1630';
export type { Rfc1945RuleName } from '../grammars/rfc1945';
export type { Rfc2068RuleName } from '../grammars/rfc2068';
export type { Rfc2141RuleName } from '../grammars/rfc2141';
export type { Rfc2368RuleName } from '../grammars/rfc2368';
export type { Rfc2397RuleName } from '../grammars/rfc2397';
export type { Rfc2616RuleName } from '../grammars/rfc2616';
export type { Rfc3966RuleName } from '../grammars/rfc3966';
export type { Rfc5538RuleName } from '../grammars/rfc5538';
export type { Rfc6068RuleName } from '../grammars/rfc6068';
export type { Rfc6455RuleName } from '../grammars/rfc6455';
export type { Rfc7230RuleName } from '../grammars/rfc7230';
export type { Rfc8089RuleName } from '../grammars/rfc8089';
export type { Rfc8141RuleName } from '../grammars/rfc8141';
export type { Rfc9110RuleName } from '../grammars/rfc9110';
export { canParse, checkRule, parse } from './parse/parse';
export { rule } from './parse/rule';
export { serialize } from './model/serialize';
export { resolve, resolveAll } from './resolve/resolve';
export type { EditionResolution, ResolveAllResult, ResolveOptions } from './resolve/resolve';
export { relativize } from './resolve/relativize';
export { normalize, equivalent } from './normalize/normalize';
export type { NormalizationLevel, NormalizeOptions, EquivalenceOptions } from './normalize/normalize';
export { percentEncode, percentDecode, PercentEncodingError } from './encoding/percent';
export type { EncodableComponent } from './encoding/percent';
export { iriToUri, uriToIri } from './encoding/iri';
export type { IriToUriOptions, UriToIriOptions } from './encoding/iri';
export { parseQuery } from './encoding/query';
export type { ParseQueryOptions } from './encoding/query';
export { redact, SECRET_QUERY_PARAMETERS } from './redact/redact';
export type { RedactOptions } from './redact/redact';
export { Masker } from './redact/mask';
export type { Quoter, Span } from './compare/readings';
