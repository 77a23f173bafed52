/** `uri-editions/rfc2396`: RFC 2396 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc2396 } from '../editions/rfc2396';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc2396'>(rfc2396);
