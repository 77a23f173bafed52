/**
 * Character sets, the terminals of every grammar. A set is a regexp class body plus, optionally, the
 * pct-encoded triplet ("%" HEXDIG HEXDIG), which every edition treats as one element of its
 * character classes (RFC 3986 §2.1 pct-encoded, RFC 2396 §2.4.1 escaped, RFC 1738 §5 escape).
 */

const HEX_TRIPLET = '%[0-9A-Fa-f]{2}';

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
  ) {}

  /** a regexp source matching exactly one element of the set */
  element(): string {
    const single = this.cls === '' ? '' : `[${this.cls}]`;
    if (!this.pct) return single === '' ? '(?!)' : single;
    return single === '' ? HEX_TRIPLET : `(?:${single}|${HEX_TRIPLET})`;
  }

  /** For each ASCII code: 1 when that single character is in the set (made once; do not modify). */
  get ascii(): Uint8Array {
    return (this.asciiTable ??= table(this.cls));
  }

  /** whether the single character `c` (not a triplet) is in the set */
  has(c: string): boolean {
    if (c.length === 0 || this.cls === '') return false;
    const code = c.charCodeAt(0);
    if (code < 128) return c.length === 1 && this.ascii[code] === 1;
    return (this.highTest ??= new RegExp(`^[${this.cls}]$`)).test(c);
  }
}

/** Escape literal characters for use inside a regexp class. */
export function escapeClass(chars: string): string {
  let out = '';
  for (const c of chars) out += /[A-Za-z0-9]/.test(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
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

/** The union of several sets (and literal characters), named after the rule it implements. */
export function union(name: string, ...parts: (CharSet | string)[]): CharSet {
  let cls = '';
  let pct = false;
  for (const part of parts) {
    if (typeof part === 'string') cls += escapeClass(part);
    else {
      cls += part.cls;
      pct = pct || part.pct;
    }
  }
  return new CharSet(name, cls, pct);
}

/** The set `base` with the pct-encoded triplet as an element (`name` = e.g. "pchar"). */
export function withPct(name: string, base: CharSet): CharSet {
  return new CharSet(name, base.cls, true);
}

const tables = new Map<string, Uint8Array>();

/** A 128-entry membership table for the ASCII characters of a regexp class body (memoised; do not modify it). */
export function table(cls: string): Uint8Array {
  let t = tables.get(cls);
  if (t === undefined) {
    t = new Uint8Array(128);
    if (cls !== '') {
      const re = new RegExp(`^[${cls}]$`);
      for (let c = 0; c < 128; c++) if (re.test(String.fromCharCode(c))) t[c] = 1;
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
