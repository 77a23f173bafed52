/**
 * `new java.net.URI(input)` as of OpenJDK 17.0.15 (Debian 12's openjdk-17; java/net/URI.java,
 * `URI.Parser`), step by step — RFC 2396's grammar with the JDK's deviations:
 *
 *  - `parse`: a scheme is the text before a ":" that comes before any "/", "?" or "#" (a letter,
 *    then letters, digits, "+", "-", "."; otherwise "Illegal character in scheme name"); a ":"
 *    not followed by "/" makes an opaque URI, whose part must be `uric` characters;
 *  - `parseHierarchical`: "//" and the authority up to the first "/", "?" or "#"; the path, the
 *    query and the fragment must hold only their characters (`uric`, with "%" two hex digits or a
 *    character above U+0080 that is neither a space nor an ISO control: RFC 2396's "other");
 *  - `parseAuthority`: an authority is first tried as a server (`[userinfo@]host[:port]`); when
 *    that fails and every character is a `reg_name` character, it is a **registry-based
 *    authority: `getHost()` is null** (so "http://a_b.example/" and "http://1.2.3.256/" have no
 *    host, where every other reader sees one);
 *  - `parseServer`: the userinfo runs to the FIRST "@"; a host is "[IPv6 (%scope)?]", a dotted
 *    IPv4 address of four decimal bytes, or a hostname of labels of letters, digits and inner "-",
 *    whose last label starts with a letter; the port is digits (`Integer.parseInt`: above
 *    2147483647 fails).
 *
 * The error is the URISyntaxException's reason.
 */
import { hostAddress } from './reader';
import type { ClientParsed, Reader } from './reader';
import { ALPHA, ALPHANUM, DIGIT, HEX, PATH, REG_NAME, SCHEME, SCOPE_ID, SERVER, SERVER_PERCENT, Scanner, SyntaxError_, URIC, USERINFO, cls } from './java-uri-scanner';

/** The OpenJDK releases modelled. */
export type JavaVersion = '17.0.15';

export interface JavaUri {
  ok: true;
  scheme?: string;
  /** `getRawAuthority()` */
  authority?: string;
  userInfo?: string;
  /** `getHost()`: null (undefined) for an opaque URI, no authority, or a registry-based one */
  host?: string;
  /** `getPort()`: -1 when none */
  port: number;
  opaque: boolean;
  /** where the authority starts in the input */
  authorityOffset?: number;
}

export interface JavaUriError {
  ok: false;
  /** the URISyntaxException's reason */
  error: string;
  index?: number;
}

export type JavaUriResult = JavaUri | JavaUriError;

/** `URI.Parser`: `parse`, `parseHierarchical`, `parseAuthority`, `parseServer` and the host parsers, on the scanner's primitives. */
class Parser extends Scanner {
  scheme?: string;
  authority?: string;
  userInfo?: string;
  host?: string;
  port = -1;
  opaque = false;
  authorityOffset?: number;

  parse(): void {
    const input = this.input;
    const n = input.length;
    let p = this.scanStop(0, n, ':', '/?#');
    if (p >= 0 && this.at(p, n, ':')) {
      if (p === 0) this.fail('Expected scheme name', 0);
      this.checkChars(0, 1, cls(ALPHA, false), 'scheme name');
      this.checkChars(1, p, SCHEME, 'scheme name');
      this.scheme = input.slice(0, p);
      p++;
      if (this.at(p, n, '/')) p = this.parseHierarchical(p, n);
      else {
        const q = this.scanStop(p, n, '#');
        if (q <= p) this.fail('Expected scheme-specific part', p);
        this.checkChars(p, q, URIC, 'opaque part');
        this.opaque = true;
        p = q;
      }
    } else p = this.parseHierarchical(0, n);
    if (this.at(p, n, '#')) {
      this.checkChars(p + 1, n, URIC, 'fragment');
      p = n;
    }
    if (p < n) this.fail('end of URI', p);
  }

  private parseHierarchical(start: number, n: number): number {
    let p = start;
    if (this.at(p, n, '/') && this.at(p + 1, n, '/')) {
      p += 2;
      const q = this.scanStop(p, n, '/?#');
      if (q > p) p = this.parseAuthority(p, q);
      else if (q >= n) this.fail('Expected authority', p);
    }
    let q = this.scanStop(p, n, '?#');
    this.checkChars(p, q, PATH, 'path');
    p = q;
    if (this.at(p, n, '?')) {
      p++;
      q = this.scanStop(p, n, '#');
      this.checkChars(p, q, URIC, 'query');
      p = q;
    }
    return p;
  }

  private parseAuthority(start: number, n: number): number {
    const p = start;
    let q = p;
    let ex: SyntaxError_ | undefined;
    this.authorityOffset = p;
    const serverChars = this.scanStop(p, n, ']') > p ? this.scan(p, n, SERVER_PERCENT) === n : this.scan(p, n, SERVER) === n;
    const qreg = this.scan(p, n, REG_NAME);
    const regChars = qreg === n;
    if (regChars && !serverChars) {
      this.authority = this.input.slice(p, n);
      return n;
    }
    if (serverChars) {
      try {
        q = this.parseServer(p, n);
        if (q < n) this.fail('Expected end of authority', q);
        this.authority = this.input.slice(p, n);
      } catch (x) {
        if (!(x instanceof SyntaxError_)) throw x;
        this.userInfo = undefined;
        this.host = undefined;
        this.port = -1;
        ex = x;
        q = p;
      }
    }
    if (q < n) {
      if (regChars) this.authority = this.input.slice(p, n);
      else if (ex) throw ex;
      else this.fail('Illegal character in authority', serverChars ? q : qreg);
    }
    return n;
  }

  private parseServer(start: number, n: number): number {
    let p = start;
    let q = this.scanStop(p, n, '@', '/?#');
    if (q >= p && this.at(q, n, '@')) {
      this.checkChars(p, q, cls(USERINFO, true), 'user info');
      this.userInfo = this.input.slice(p, q);
      p = q + 1;
    }
    if (this.at(p, n, '[')) {
      p++;
      q = this.scanStop(p, n, ']', '/?#');
      if (q > p && this.at(q, n, ']')) {
        const r = this.scanStop(p, q, '%');
        if (r > p) {
          this.parseIPv6Reference(p, r);
          if (r + 1 === q) this.fail('scope id expected');
          this.checkChars(r + 1, q, SCOPE_ID, 'scope id');
        } else this.parseIPv6Reference(p, q);
        this.host = this.input.slice(p - 1, q + 1);
        p = q + 1;
      } else this.fail('Expected closing bracket for IPv6 address', q);
    } else {
      q = this.parseIPv4Address(p, n);
      if (q <= p) q = this.parseHostname(p, n);
      p = q;
    }
    if (this.at(p, n, ':')) {
      p++;
      q = this.scanStop(p, n, '/');
      if (q > p) {
        this.checkChars(p, q, cls(DIGIT, false), 'port number');
        const port = Number(this.input.slice(p, q));
        if (port > 2147483647) this.fail('Malformed port number', p);
        this.port = port;
        p = q;
      }
    }
    if (p < n) this.fail('Expected port number', p);
    return p;
  }

  /** `scanByte`: a decimal number up to 255 (Integer.parseInt of the digits). */
  private scanByte(start: number, n: number): number {
    const q = this.scan(start, n, cls(DIGIT, false));
    if (q <= start) return q;
    const value = Number(this.input.slice(start, q));
    if (value > 2147483647) throw new RangeError('NumberFormatException');
    return value > 255 ? start : q;
  }

  /** `scanIPv4Address(start, n, strict)`. */
  private scanIPv4Address(start: number, n: number, strict: boolean): number {
    let p = start;
    let q = start;
    const m = this.scan(p, n, cls(`${DIGIT}.`, false));
    if (m <= p || (strict && m !== n)) return -1;
    const steps: ('byte' | 'dot')[] = ['byte', 'dot', 'byte', 'dot', 'byte', 'dot', 'byte'];
    let complete = true;
    for (const step of steps) {
      q = step === 'byte' ? this.scanByte(p, m) : this.at(p, m, '.') ? p + 1 : p;
      if (q <= p) {
        complete = false;
        break;
      }
      p = q;
    }
    if (complete && q >= m) return q;
    if (strict) this.fail('Malformed IPv4 address', q);
    return -1;
  }

  private takeIPv4Address(start: number, n: number, expected: string): number {
    const p = this.scanIPv4Address(start, n, true);
    if (p <= start) this.fail(`Expected ${expected}`, start);
    return p;
  }

  private parseIPv4Address(start: number, n: number): number {
    let p: number;
    try {
      p = this.scanIPv4Address(start, n, false);
    } catch (x) {
      if (x instanceof SyntaxError_ || x instanceof RangeError) return -1;
      throw x;
    }
    if (p > start && p < n && this.input[p] !== ':') p = -1;
    if (p > start) this.host = this.input.slice(start, p);
    return p;
  }

  private parseHostname(start: number, n: number): number {
    let p = start;
    let l = -1;
    const alphanum = cls(ALPHANUM, false);
    const alphanumDash = cls(`${ALPHANUM}-`, false);
    do {
      let q = this.scan(p, n, alphanum);
      if (q <= p) break;
      l = p;
      p = q;
      q = this.scan(p, n, alphanumDash);
      if (q > p) {
        if (this.input[q - 1] === '-') this.fail('Illegal character in hostname', q - 1);
        p = q;
      }
      q = this.at(p, n, '.') ? p + 1 : p;
      if (q <= p) break;
      p = q;
    } while (p < n);
    if (p < n && !this.at(p, n, ':')) this.fail('Illegal character in hostname', p);
    if (l < 0) this.fail('Expected hostname', start);
    if (l > start && !ALPHA.includes(this.input[l])) this.fail('Illegal character in hostname', l);
    this.host = this.input.slice(start, p);
    return p;
  }

  private ipv6byteCount = 0;

  private parseIPv6Reference(start: number, n: number): number {
    let p = start;
    let compressedZeros = false;
    const q = this.scanHexSeq(p, n);
    if (q > p) {
      p = q;
      if (this.at(p, n, '::')) {
        compressedZeros = true;
        p = this.scanHexPost(p + 2, n);
      } else if (this.at(p, n, ':')) {
        p = this.takeIPv4Address(p + 1, n, 'IPv4 address');
        this.ipv6byteCount += 4;
      }
    } else if (this.at(p, n, '::')) {
      compressedZeros = true;
      p = this.scanHexPost(p + 2, n);
    }
    if (p < n) this.fail('Malformed IPv6 address', start);
    if (this.ipv6byteCount > 16) this.fail('IPv6 address too long', start);
    if (!compressedZeros && this.ipv6byteCount < 16) this.fail('IPv6 address too short', start);
    if (compressedZeros && this.ipv6byteCount === 16) this.fail('Malformed IPv6 address', start);
    return p;
  }

  private scanHexPost(start: number, n: number): number {
    let p = start;
    if (p === n) return p;
    const q = this.scanHexSeq(p, n);
    if (q > p) {
      p = q;
      if (this.at(p, n, ':')) {
        p = this.takeIPv4Address(p + 1, n, 'hex digits or IPv4 address');
        this.ipv6byteCount += 4;
      }
    } else {
      p = this.takeIPv4Address(p, n, 'hex digits or IPv4 address');
      this.ipv6byteCount += 4;
    }
    return p;
  }

  private scanHexSeq(start: number, n: number): number {
    const hex = cls(HEX, false);
    let p = start;
    let q = this.scan(p, n, hex);
    if (q <= p || this.at(q, n, '.')) return -1;
    if (q > p + 4) this.fail('IPv6 hexadecimal digit sequence too long', p);
    this.ipv6byteCount += 2;
    p = q;
    while (p < n) {
      if (!this.at(p, n, ':') || this.at(p + 1, n, ':')) break;
      p++;
      q = this.scan(p, n, hex);
      if (q <= p) this.fail('Expected digits for an IPv6 address', p);
      if (this.at(q, n, '.')) {
        p--;
        break;
      }
      if (q > p + 4) this.fail('IPv6 hexadecimal digit sequence too long', p);
      this.ipv6byteCount += 2;
      p = q;
    }
    return p;
  }
}

/** `new URI(input)` as OpenJDK 17 has it. */
export function javaUriParse(input: string): JavaUriResult {
  const parser = new Parser(input);
  try {
    parser.parse();
  } catch (error) {
    if (error instanceof SyntaxError_) return error.index === undefined ? { ok: false, error: error.reason } : { ok: false, error: error.reason, index: error.index };
    // Integer.parseInt of an IPv4 byte inside brackets: the NumberFormatException escapes new URI
    if (error instanceof RangeError) return { ok: false, error: 'NumberFormatException' };
    throw error;
  }
  const out: JavaUri = { ok: true, port: parser.port, opaque: parser.opaque };
  if (parser.scheme !== undefined) out.scheme = parser.scheme;
  if (parser.authority !== undefined) {
    out.authority = parser.authority;
    out.authorityOffset = parser.authorityOffset;
  }
  if (parser.userInfo !== undefined) out.userInfo = parser.userInfo;
  if (parser.host !== undefined) out.host = parser.host;
  return out;
}

/** The reader: java.net.URI in audit()'s terms (./reader.ts). */
export const javaUriReader: Reader<'javaUri', JavaVersion> = {
  name: 'javaUri',
  label: 'Java URI',
  versions: ['17.0.15'],
  describe: (version) => `OpenJDK ${version} java.net.URI`,
  withBase: false,
  // java.net.http.HttpClient and URI.toURL().openConnection() look up getHost() as written
  lookup: 'as-written',
  defaultPorts: { http: 80, https: 443 },
  read(input) {
    const r = javaUriParse(input);
    if (!r.ok) return { ok: false, error: `new URI throws URISyntaxException: ${r.error}` };
    const out: ClientParsed = { ok: true };
    if (r.scheme !== undefined) out.scheme = r.scheme.toLowerCase();
    // no authority, or a registry-based one: getHost() is null — no host to connect to
    if (r.host === undefined) return out;
    out.host = r.host;
    if (r.authorityOffset !== undefined) out.hostOffset = r.authorityOffset + (r.userInfo !== undefined ? r.userInfo.length + 1 : 0);
    if (r.port >= 0) out.port = r.port;
    Object.assign(out, r.host.startsWith('[') ? hostAddress(r.host.slice(1, -1), true) : hostAddress(r.host, false));
    return out;
  },
};
