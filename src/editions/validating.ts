/**
 * The registry's editions as what validates gets them (canParse, checkRule, compare): each edition's
 * grammars given their validating matchers (the regexps canParse runs) the first time it is asked
 * for. Apart from registry.ts so that a bundle of the main entry's parse alone, which validates
 * nothing, leaves every edition's validating mode out (without it a grammar validates with its
 * matching mode, recording into records nobody reads: the same answers, slower).
 */
import { givenOnce } from './given-once';
import { validating as validating1630 } from './rfc1630';
import { validating as validating1738 } from './rfc1738';
import { validating as validating1808 } from './rfc1808';
import { validating as validating2396 } from './rfc2396';
import { validating as validating3986 } from './rfc3986';
import { validating as validating3987 } from './rfc3987';

/** The edition called `name` (getEdition: a RangeError naming the valid ones when there is none), its grammars validating with their validating mode. */
export const validatingEdition = /* @__PURE__ */ givenOnce({
  rfc1630: validating1630,
  rfc1738: validating1738,
  rfc1808: validating1808,
  rfc2396: validating2396,
  rfc3986: validating3986,
  rfc3987: validating3987,
});
