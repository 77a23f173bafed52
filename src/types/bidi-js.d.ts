/**
 * The part of bidi-js (Unicode Bidirectional Algorithm) the library uses: a character's Bidi_Class,
 * from its table module (an ES module; `npm run build` bundles it, see scripts/build.mjs).
 */
declare module 'bidi-js/src/charTypes.js' {
  /** the Bidi_Class of the code point at the start of `char`: 'L', 'R', 'AL', 'EN', 'NSM', … */
  export function getBidiCharTypeName(char: string): string;
}
