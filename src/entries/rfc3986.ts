/** `uri-editions/rfc3986`: RFC 3986 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc3986, validating, validation } from '../editions/rfc3986';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(validation, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc3986'>(rfc3986, validating);
