/**
 * A character's strong direction, the three answers RFC 3987 §4.2's bidi rules ask of its Unicode
 * Bidi_Class: right to left (R or AL: RFC 3454 §6's RandALCat), left to right (L: its LCat), or
 * neither. From a generated table (./bidi-directions.ts, bidi-js's reading of Unicode's data),
 * decoded on first use.
 */
import { codePointSet } from './code-point-set';
import { LTR_STEPS, RTL_STEPS } from './bidi-directions';

/** Whether code point `cp`'s Bidi_Class is R or AL. */
export const isRightToLeft = /* @__PURE__ */ codePointSet(RTL_STEPS);
/** Whether code point `cp`'s Bidi_Class is L. */
export const isLeftToRight = /* @__PURE__ */ codePointSet(LTR_STEPS);

/** The strong direction of the code point at the start of `c`. */
export function strongDirection(c: string): 'rtl' | 'ltr' | 'neither' {
  const cp = c.codePointAt(0) as number;
  // (ASCII: the letters are L, the rest neither)
  if (cp < 0x80) return ((cp | 0x20) >= 0x61 && (cp | 0x20) <= 0x7a) ? 'ltr' : 'neither';
  return isRightToLeft(cp) ? 'rtl' : isLeftToRight(cp) ? 'ltr' : 'neither';
}
