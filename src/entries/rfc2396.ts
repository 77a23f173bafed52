/** `uri-editions/rfc2396`: RFC 2396 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc2396, validating } from '../editions/rfc2396';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(rfc2396, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc2396'>(rfc2396, validating);
