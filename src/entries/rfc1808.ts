/** `uri-editions/rfc1808`: RFC 1808 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc1808, validating } from '../editions/rfc1808';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(rfc1808, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc1808'>(rfc1808, validating);
