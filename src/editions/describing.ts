/**
 * The registry's editions as what quotes their rules gets them (compare's explanations, the
 * encoders' component classes: Edition.production and the rule tables): each edition's grammars
 * given their rules' texts the first time it is asked for. Apart from registry.ts so that a bundle
 * of the main entry's parse alone, which quotes no rule, leaves every grammar's texts out.
 */
import { givenOnce } from './given-once';
import { describing as describing1630 } from './rfc1630';
import { describing as describing1738 } from './rfc1738';
import { describing as describing1808 } from './rfc1808';
import { describing as describing2396 } from './rfc2396';
import { describing as describing3986 } from './rfc3986';
import { describing as describing3987 } from './rfc3987';

/** The edition called `name` (getEdition: a RangeError naming the valid ones when there is none), its grammars quoting their rules. */
export const describedEdition = /* @__PURE__ */ givenOnce({
  rfc1630: describing1630,
  rfc1738: describing1738,
  rfc1808: describing1808,
  rfc2396: describing2396,
  rfc3986: describing3986,
  rfc3987: describing3987,
});
