/**
 * get-east-asian-width's two lookups behind `eastAsianWidth(codePoint)` (without `ambiguousAsWide`,
 * a code point is two columns exactly when one of them holds): exported by its index.js (for its
 * sibling package is-fullwidth-code-point) but not declared by its types. Taken apart so that a
 * bundle does not carry the ambiguous-width table, which only `ambiguousAsWide` reads.
 */
import 'get-east-asian-width';

declare module 'get-east-asian-width' {
  /** East Asian Width "F" */
  export function _isFullwidth(codePoint: number): boolean;
  /** East Asian Width "W" */
  export function _isWide(codePoint: number): boolean;
}
