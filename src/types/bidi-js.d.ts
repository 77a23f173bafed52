/** The part of bidi-js (Unicode Bidirectional Algorithm) the library uses: a character's Bidi_Class. */
declare module 'bidi-js' {
  interface Bidi {
    /** the Bidi_Class of the code point at the start of `char`: 'L', 'R', 'AL', 'EN', 'NSM', … */
    getBidiCharTypeName(char: string): string;
  }
  export default function bidiFactory(): Bidi;
}
