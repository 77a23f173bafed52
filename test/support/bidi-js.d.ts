/**
 * The part of bidi-js (Unicode Bidirectional Algorithm; a devDependency) the tests read: a
 * character's Bidi_Class, from its table module (an ES module: test/support/esm-to-cjs.cjs).
 * test/model/bidi-direction.test.ts checks the library's generated table against it.
 */
declare module 'bidi-js/src/charTypes.js' {
  /** the Bidi_Class of the code point at the start of `char`: 'L', 'R', 'AL', 'EN', 'NSM', … */
  export function getBidiCharTypeName(char: string): string;
}
