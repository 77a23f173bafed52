/** The types and the error class every edition entry point exports beside its functions. */
export type { Amendment, Component, HostKind, PathSegment, SchemeData, UriReference, Warning } from '../model/ast';
export type { ParseOptions, ParseResult } from '../editions/types';
export type { EditionEntry } from './edition-entry';
export { UriSyntaxError } from '../model/errors';
export type { UriSyntaxErrorDetails } from '../model/errors';
