/** `uri-editions/rfc3986`: RFC 3986 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc3986 } from '../editions/rfc3986';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc3986'>(rfc3986);
