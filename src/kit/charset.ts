/**
 * Character sets, the terminals of every grammar. A set is a regexp class body plus, optionally, the
 * pct-encoded triplet ("%" HEXDIG HEXDIG), which every edition treats as one element of its
 * character classes (RFC 3986 §2.1 pct-encoded, RFC 2396 §2.4.1 escaped, RFC 1738 §5 escape), and
 * code points beyond U+FFFF (RFC 3987 §2.2 ucschar, iprivate), each one element although a string
 * holds it as two UTF-16 units (a surrogate pair).
 */

const HEX_TRIPLET = '%[0-9A-Fa-f]{2}';

/** Code points U+10000 to U+10FFFF, as inclusive ranges `[first, last]`. */
export type AstralRanges = readonly (readonly [number, number])[];

export class CharSet {
  private asciiTable: Uint8Array | undefined;
  private highTest: RegExp | undefined;

  constructor(
    /** the rule name or ABNF expression it stands for, used in error messages */
    readonly name: string,
    /** body of a regexp character class (between the brackets), already escaped */
    readonly cls: string,
    /** whether a pct-encoded / escaped triplet counts as one element of the set */
    readonly pct: boolean = false,
    /** the set's code points beyond U+FFFF (the class body holds UTF-16 units, never a surrogate then) */
    readonly astral: AstralRanges = [],
  ) {}

  /** a regexp source matching exactly one element of the set (`triplet`: the pct-encoded one among them) */
  element(triplet: boolean = this.pct): string {
    const parts: string[] = [];
    if (this.cls !== '') parts.push(`[${this.cls}]`);
    if (this.astral.length > 0) parts.push(this.pairs());
    if (triplet) parts.push(HEX_TRIPLET);
    if (parts.length === 0) return '(?!)';
    return parts.length === 1 ? parts[0] : `(?:${parts.join('|')})`;
  }

  /**
   * A regexp source (no `u` flag needed) matching one of the set's code points beyond U+FFFF as the
   * surrogate pair that holds it; '(?!)' when it has none.
   */
  pairs(): string {
    if (this.astral.length === 0) return '(?!)';
    if (this.pairSource === undefined) {
      // Checked here, where the pairs first become a regexp, rather than at construction: the
      // grammars' sets are made when a module loads, and this test reads 2048 code units.
      if (this.cls !== '' && new RegExp(`[${this.cls}]`).test(surrogates())) {
        // one element would then match in two ways (a lone high surrogate, or the pair it begins)
        throw new Error(`${this.name}: a set with code points beyond U+FFFF cannot also hold surrogates`);
      }
      this.pairSource = `(?:${this.astral.map(([a, b]) => surrogateRange(a, b)).join('|')})`;
    }
    return this.pairSource;
  }
  private pairSource: string | undefined;

  /** For each ASCII code: 1 when that single character is in the set (made once; do not modify). */
  get ascii(): Uint8Array {
    return (this.asciiTable ??= table(this.cls));
  }

  /** whether the single character `c` (not a triplet) is in the set */
  has(c: string): boolean {
    if (c.length === 0) return false;
    const code = c.charCodeAt(0);
    if (c.length === 2 && code >= 0xd800 && code <= 0xdbff) {
      const cp = c.codePointAt(0)!;
      return cp > 0xffff && this.astral.some(([a, b]) => cp >= a && cp <= b);
    }
    if (this.cls === '') return false;
    if (code < 128) return c.length === 1 && this.ascii[code] === 1;
    return (this.highTest ??= new RegExp(`^[${this.cls}]$`)).test(c);
  }
}

/** Every UTF-16 surrogate code unit, to test a class body for them (made when a set beyond U+FFFF first writes its pairs). */
let surrogateUnits: string | undefined;
const surrogates = (): string => (surrogateUnits ??= Array.from({ length: 0x800 }, (_, k) => String.fromCharCode(0xd800 + k)).join(''));

/** `\uXXXX` for a code unit, as the class bodies write it. */
function unit(code: number): string {
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * The code points `first`..`last` (all beyond U+FFFF) as surrogate pairs: a regexp alternation of
 * high-surrogate ranges, each with the low-surrogate range its code points take.
 */
function surrogateRange(first: number, last: number): string {
  const hi = (cp: number) => 0xd800 + ((cp - 0x10000) >> 10);
  const lo = (cp: number) => 0xdc00 + ((cp - 0x10000) & 0x3ff);
  const cls = (a: number, b: number) => (a === b ? unit(a) : `[${unit(a)}-${unit(b)}]`);
  const [h1, l1, h2, l2] = [hi(first), lo(first), hi(last), lo(last)];
  if (h1 === h2) return `${unit(h1)}${cls(l1, l2)}`;
  const out = [`${unit(h1)}${cls(l1, 0xdfff)}`];
  if (h2 - h1 > 1) out.push(`${cls(h1 + 1, h2 - 1)}${cls(0xdc00, 0xdfff)}`);
  out.push(`${unit(h2)}${cls(0xdc00, l2)}`);
  return out.join('|');
}

/** Escape literal characters for use inside a regexp class. */
export function escapeClass(chars: string): string {
  let out = '';
  for (const c of chars) {
    const code = c.charCodeAt(0);
    // a letter or digit as itself (one UTF-16 unit: c.length 1), anything else as `\uXXXX` of its first unit
    const plain = c.length === 1 && ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122));
    out += plain ? c : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/** A set of literal characters, e.g. `chars('sub-delims', "!$&'()*+,;=")`. */
export function chars(name: string, literal: string): CharSet {
  return new CharSet(name, escapeClass(literal));
}

/** A set given as a raw class body (ranges), e.g. `range('ALPHA', 'A-Za-z')`. */
export function range(name: string, cls: string): CharSet {
  return new CharSet(name, cls);
}

/**
 * A set of code points given as inclusive ranges, as ABNF writes them (`%xA0-D7FF / %x10000-1FFFD`):
 * the ranges within U+0000–U+FFFF become the class body, the others surrogate pairs. A range must not
 * straddle U+FFFF nor hold a surrogate (U+D800–U+DFFF are no characters).
 */
export function codePoints(name: string, ranges: readonly (readonly [number, number])[]): CharSet {
  let cls = '';
  const astral: [number, number][] = [];
  for (const [a, b] of ranges) {
    if (a > b || b > 0x10ffff || (a <= 0xffff && b > 0xffff) || (a <= 0xdfff && b >= 0xd800)) {
      throw new Error(`${name}: bad code point range ${a.toString(16)}-${b.toString(16)}`);
    }
    if (b > 0xffff) astral.push([a, b]);
    else cls += a === b ? unit(a) : `${unit(a)}-${unit(b)}`;
  }
  return new CharSet(name, cls, false, astral);
}

/** The union of several sets (and literal characters), named after the rule it implements. */
export function union(name: string, ...parts: (CharSet | string)[]): CharSet {
  let cls = '';
  let pct = false;
  const astral: (readonly [number, number])[] = [];
  for (const part of parts) {
    if (typeof part === 'string') cls += escapeClass(part);
    else {
      cls += part.cls;
      pct = pct || part.pct;
      astral.push(...part.astral);
    }
  }
  return new CharSet(name, cls, pct, astral);
}

/** The set `base` with the pct-encoded triplet as an element (`name` = e.g. "pchar"). */
export function withPct(name: string, base: CharSet): CharSet {
  return new CharSet(name, base.cls, true, base.astral);
}

const tables = new Map<string, Uint8Array>();
/** U+0000..U+007F in order: the character at index c is code c */
const ASCII = /* @__PURE__ */ String.fromCharCode(...Array.from({ length: 128 }, (_, c) => c));

/** A 128-entry membership table for the ASCII characters of a regexp class body (memoised; do not modify it). */
export function table(cls: string): Uint8Array {
  let t = tables.get(cls);
  if (t === undefined) {
    t = new Uint8Array(128);
    if (cls !== '') {
      // one scan of the 128 ASCII characters (a class without the u flag matches one UTF-16 unit)
      const re = new RegExp(`[${cls}]`, 'g');
      for (let m = re.exec(ASCII); m !== null; m = re.exec(ASCII)) t[m.index] = 1;
    }
    tables.set(cls, t);
  }
  return t;
}

const highs = new Map<string, boolean>();
/** A class body written only with ASCII atoms (as escapeClass and the RFCs' ranges write them). */
const ASCII_CLASS = /^(?:[A-Za-z0-9-]|\\u00[0-7][0-9A-Fa-f])*$/;
let highChars: string | undefined;

/** Whether a class body contains any UTF-16 code unit above 0x7F. */
export function hasHigh(cls: string): boolean {
  if (cls === '' || ASCII_CLASS.test(cls)) return false;
  let high = highs.get(cls);
  if (high === undefined) {
    if (highChars === undefined) {
      const units: string[] = [];
      for (let c = 0x80; c <= 0xffff; c++) units.push(String.fromCharCode(c));
      highChars = units.join('');
    }
    high = new RegExp(`[${cls}]`).test(highChars);
    highs.set(cls, high);
  }
  return high;
}
