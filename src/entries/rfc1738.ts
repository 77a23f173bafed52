/** `uri-editions/rfc1738`: RFC 1738 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc1738 } from '../editions/rfc1738';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc1738'>(rfc1738);
