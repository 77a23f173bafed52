/** `uri-editions/rfc3987`: RFC 3987 alone — its parse, canParse and checkRule (EditionEntry), each its own export, and the types they use. */
import { parser, rfc3987, validating } from '../editions/rfc3987';
import { entryCanParse, entryCheckRule, entryParse } from './edition-entry';
export * from './types';
export const parse = /* @__PURE__ */ entryParse(parser);
export const canParse = /* @__PURE__ */ entryCanParse(rfc3987, validating);
export const checkRule = /* @__PURE__ */ entryCheckRule<'rfc3987'>(rfc3987, validating);
