/** `uri-editions/rfc1630`: RFC 1630 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc1630, validating } from '../editions/rfc1630';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(rfc1630, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc1630'>(rfc1630, validating);
