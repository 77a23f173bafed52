/** `uri-editions/rfc1808`: RFC 1808 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc1808 } from '../editions/rfc1808';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc1808'>(rfc1808);
