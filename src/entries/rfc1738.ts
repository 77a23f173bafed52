/** `uri-editions/rfc1738`: RFC 1738 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc1738, validating } from '../editions/rfc1738';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(rfc1738, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc1738'>(rfc1738, validating);
