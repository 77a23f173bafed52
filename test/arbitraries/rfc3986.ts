/**
 * fast-check generators of RFC 3986 URI-references, built rule by rule from Appendix A, so every
 * generated string is valid by construction and every alternative of every rule is reachable.
 */
import fc from 'fast-check';

const ALPHA = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGIT = '0123456789';
const HEX = '0123456789abcdefABCDEF';
const UNRESERVED = ALPHA + DIGIT + '-._~';
const SUB_DELIMS = "!$&'()*+,;=";

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const str = (arb: fc.Arbitrary<string>, minLength = 0, maxLength = 8) => fc.array(arb, { minLength, maxLength }).map((a) => a.join(''));

// pct-encoded = "%" HEXDIG HEXDIG
export const pctEncoded = fc.tuple(charOf(HEX), charOf(HEX)).map(([a, b]) => `%${a}${b}`);
const element = (set: string) => fc.oneof({ weight: 6, arbitrary: charOf(set) }, { weight: 1, arbitrary: pctEncoded });

// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
export const pchar = element(UNRESERVED + SUB_DELIMS + ':@');
export const segment = str(pchar);
const segmentNz = str(pchar, 1);
const segmentNzNc = str(element(UNRESERVED + SUB_DELIMS + '@'), 1);
const slashSegments = str(segment.map((s) => '/' + s), 0, 4);

export const scheme = fc.tuple(charOf(ALPHA), str(charOf(ALPHA + DIGIT + '+-.'), 0, 6)).map(([a, b]) => a + b);
export const userinfo = str(element(UNRESERVED + SUB_DELIMS + ':'));
export const regName = str(element(UNRESERVED + SUB_DELIMS), 0, 12);

// dec-octet: each of its five alternatives
export const decOctet = fc.oneof(
  fc.integer({ min: 0, max: 9 }),
  fc.integer({ min: 10, max: 99 }),
  fc.integer({ min: 100, max: 199 }),
  fc.integer({ min: 200, max: 249 }),
  fc.integer({ min: 250, max: 255 }),
).map(String);
export const ipv4address = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((o) => o.join('.'));

export const h16 = str(charOf(HEX), 1, 4);
const ls32 = fc.oneof(fc.tuple(h16, h16).map(([a, b]) => `${a}:${b}`), ipv4address);
const pieces = (n: number) => fc.array(h16, { minLength: n, maxLength: n }).map((a) => a.map((p) => p + ':').join(''));
const upTo = (n: number) => fc.integer({ min: 0, max: n }).chain((k) => pieces(k));
const before = (n: number) => fc.option(fc.tuple(upTo(n), h16).map(([a, b]) => a + b), { nil: '' });
/** one generator per IPv6address alternative, in the ABNF's order */
export const ipv6Forms: fc.Arbitrary<string>[] = [
  fc.tuple(pieces(6), ls32).map(([a, b]) => a + b),
  fc.tuple(pieces(5), ls32).map(([a, b]) => '::' + a + b),
  fc.tuple(fc.option(h16, { nil: '' }), pieces(4), ls32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(1), pieces(3), ls32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(2), pieces(2), ls32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(3), pieces(1), ls32).map(([p, a, b]) => p + '::' + a + b),
  fc.tuple(before(4), ls32).map(([p, b]) => p + '::' + b),
  fc.tuple(before(5), h16).map(([p, b]) => p + '::' + b),
  before(6).map((p) => p + '::'),
];
export const ipv6address = fc.oneof(...ipv6Forms);
export const ipvFuture = fc
  .tuple(fc.constantFrom('v', 'V'), str(charOf(HEX), 1, 3), str(charOf(UNRESERVED + SUB_DELIMS + ':'), 1, 6))
  .map(([v, h, t]) => `${v}${h}.${t}`);

export const host = fc.oneof(
  fc.oneof(ipv6address, ipvFuture).map((a) => `[${a}]`),
  ipv4address,
  regName,
);
export const port = str(charOf(DIGIT), 0, 5);
export const authority = fc
  .tuple(fc.option(userinfo), host, fc.option(port))
  .map(([u, h, p]) => (u === null ? '' : u + '@') + h + (p === null ? '' : ':' + p));

const pathAbempty = slashSegments;
const pathAbsolute = fc.option(fc.tuple(segmentNz, slashSegments).map(([a, b]) => a + b), { nil: '' }).map((s) => '/' + s);
const pathNoscheme = fc.tuple(segmentNzNc, slashSegments).map(([a, b]) => a + b);
const pathRootless = fc.tuple(segmentNz, slashSegments).map(([a, b]) => a + b);
const pathEmpty = fc.constant('');

export const query = str(element(UNRESERVED + SUB_DELIMS + ':@/?'), 0, 16);
export const fragment = query;
const tail = fc.tuple(fc.option(query), fc.option(fragment)).map(([q, f]) => (q === null ? '' : '?' + q) + (f === null ? '' : '#' + f));

export const hierPart = fc.oneof(
  fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p),
  pathAbsolute,
  pathRootless,
  pathEmpty,
);
export const relativePart = fc.oneof(
  fc.tuple(authority, pathAbempty).map(([a, p]) => '//' + a + p),
  pathAbsolute,
  pathNoscheme,
  pathEmpty,
);
export const uri = fc.tuple(scheme, hierPart, tail).map(([s, h, t]) => `${s}:${h}${t}`);
export const relativeRef = fc.tuple(relativePart, tail).map(([r, t]) => r + t);
export const uriReference = fc.oneof(uri, relativeRef);

// RFC 6874 §2 (the amendment for IPv6 zone identifiers):
//   ZoneID     = 1*( unreserved / pct-encoded )
//   IPv6addrz  = IPv6address "%25" ZoneID
//   IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
export const zoneId = str(element(UNRESERVED), 1, 8);
export const ipv6addrz = fc.tuple(ipv6address, zoneId).map(([a, z]) => `${a}%25${z}`);
export const hostZoned = fc.oneof(
  fc.oneof(ipv6address, ipv6addrz, ipvFuture).map((a) => `[${a}]`),
  ipv4address,
  regName,
);
export const authorityZoned = fc
  .tuple(fc.option(userinfo), hostZoned, fc.option(port))
  .map(([u, h, p]) => (u === null ? '' : u + '@') + h + (p === null ? '' : ':' + p));
/** URI-references under RFC 3986 as amended by RFC 6874: every host form, zone identifiers included */
export const uriReferenceZoned = fc
  .tuple(fc.option(scheme.map((s) => s + ':'), { nil: '' }), authorityZoned, pathAbempty, tail)
  .map(([s, a, p, t]) => `${s}//${a}${p}${t}`);

/**
 * URI-references whose host is the empty reg-name ("file:///etc", "//@:8/", "x://:"), which the
 * generators above reach only rarely (an empty reg-name among three host forms, with nothing around it).
 */
export const uriReferenceEmptyHost = fc
  .tuple(fc.option(scheme.map((s) => s + ':'), { nil: '' }), fc.option(userinfo.map((u) => u + '@'), { nil: '' }), fc.option(port.map((p) => ':' + p), { nil: '' }), pathAbempty, tail)
  .map(([s, u, p, path, t]) => `${s}//${u}${p}${path}${t}`);
