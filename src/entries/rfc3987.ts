/** `uri-editions/rfc3987`: RFC 3987 alone — its parse, canParse and checkRule (EditionEntry), and the types they use. */
import { rfc3987 } from '../editions/rfc3987';
import { editionEntry } from './edition-entry';
export * from './types';
export const { parse, canParse, checkRule } = editionEntry<'rfc3987'>(rfc3987);
