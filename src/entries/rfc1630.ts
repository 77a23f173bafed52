/** `uri-editions/rfc1630`: RFC 1630 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc1630 } from '../editions/rfc1630';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc1630'>(rfc1630);
