/**
 * java.net.URI's parser's scanning primitives and character classes (java/net/URI.java, OpenJDK
 * 17.0.15: the `L_`/`H_` masks of RFC 2396's classes, `match`, `scan`, `scanEscape`, `checkChars`),
 * which `URI.Parser` (./java-uri.ts) is built on.
 */
export class SyntaxError_ extends Error {
  constructor(
    readonly reason: string,
    readonly index?: number,
  ) {
    super(reason);
  }
}

export const ALPHA = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const DIGIT = '0123456789';
export const ALPHANUM = ALPHA + DIGIT;
export const HEX = `${DIGIT}ABCDEFabcdef`;
const MARK = "-_.!~*'()";
const UNRESERVED = ALPHANUM + MARK;
const RESERVED = ';/?:@&=+$,[]';

/** A character class of URI.java: its ASCII characters, and whether escapes and "other" characters are allowed (L_ESCAPED). */
export interface CharClass {
  chars: string;
  escaped: boolean;
}
export const cls = (chars: string, escaped: boolean): CharClass => ({ chars, escaped });
export const URIC = cls(RESERVED + UNRESERVED, true);
const PCHAR = `${UNRESERVED}:@&=+$,`;
export const PATH = cls(`${PCHAR};/`, true);
export const USERINFO = `${UNRESERVED};:&=+$,`;
export const REG_NAME = cls(`${UNRESERVED}$,;:@&=+`, true);
export const SERVER = cls(`${USERINFO}${ALPHANUM}-.:@[]`, true);
export const SERVER_PERCENT = cls(`${SERVER.chars}%`, true);
export const SCHEME = cls(`${ALPHANUM}+-.`, false);
export const SCOPE_ID = cls(`${ALPHANUM}_.`, false);

/** Character.isSpaceChar (Zs, Zl, Zp) and Character.isISOControl. */
const isSpaceChar = (c: string) => /^[\p{Zs}\p{Zl}\p{Zp}]$/u.test(c);
const isISOControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);

/** `match(c, lowMask, highMask)`: NUL never matches. */
const match = (c: string, k: CharClass) => c !== '\u0000' && c.charCodeAt(0) < 128 && k.chars.includes(c);

/** The scanning half of `URI.Parser`: positions in the input, character classes, escapes, failures. */
export class Scanner {
  constructor(protected readonly input: string) {}

  protected fail(reason: string, index?: number): never {
    throw new SyntaxError_(reason, index);
  }

  protected at(start: number, end: number, c: string): boolean {
    return start < end && this.input.startsWith(c, start) && start + c.length <= end;
  }

  /** `scan(start, end, err, stop)`: -1 at a character of `err`, else the first character of `stop`. */
  protected scanStop(start: number, end: number, stop: string, err = ''): number {
    for (let p = start; p < end; p++) {
      const c = this.input[p];
      if (err.includes(c)) return -1;
      if (stop.includes(c)) return p;
    }
    return end;
  }

  /** `scanEscape`: "%" and two hex digits, or an "other" character. */
  protected scanEscape(p: number, n: number, c: string): number {
    if (c === '%') {
      if (p + 3 <= n && HEX.includes(this.input[p + 1]) && HEX.includes(this.input[p + 2])) return p + 3;
      this.fail('Malformed escape pair', p);
    }
    const code = c.charCodeAt(0);
    if (code > 128 && !isSpaceChar(c) && !isISOControl(code)) return p + 1;
    return p;
  }

  /** `scan(start, n, lowMask, highMask)`. */
  protected scan(start: number, n: number, k: CharClass): number {
    let p = start;
    while (p < n) {
      const c = this.input[p];
      if (match(c, k)) {
        p++;
        continue;
      }
      if (k.escaped) {
        const q = this.scanEscape(p, n, c);
        if (q > p) {
          p = q;
          continue;
        }
      }
      break;
    }
    return p;
  }

  protected checkChars(start: number, end: number, k: CharClass, what: string): void {
    const p = this.scan(start, end, k);
    if (p < end) this.fail(`Illegal character in ${what}`, p);
  }
}
