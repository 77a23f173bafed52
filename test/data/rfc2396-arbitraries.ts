/**
 * fast-check generators of RFC 2396 URI-references (optionally with RFC 2732 IPv6 literals), built
 * rule by rule from Appendix A, so every generated string is valid by construction and every
 * alternative of every rule is reachable — server and reg_name authorities, hostnames with and
 * without a final ".", opaque parts, segments with params.
 */
import fc from 'fast-check';

const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = LOWALPHA + LOWALPHA.toUpperCase();
const DIGIT = '0123456789';
const ALPHANUM = ALPHA + DIGIT;
const HEX = '0123456789abcdefABCDEF';
const MARK = "-_.!~*'()";
const UNRESERVED = ALPHANUM + MARK;
const RESERVED = ';/?:@&=+$,';

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const str = (arb: fc.Arbitrary<string>, minLength = 0, maxLength = 8) =>
  fc.array(arb, { minLength, maxLength }).map((a) => a.join(''));

// escaped = "%" hex hex
export const escaped = fc.tuple(charOf(HEX), charOf(HEX)).map(([a, b]) => `%${a}${b}`);
/** one element of a set that also admits `escaped` */
const element = (set: string) => fc.oneof({ weight: 6, arbitrary: charOf(set) }, { weight: 1, arbitrary: escaped });

// uric = reserved | unreserved | escaped (RFC 2732: reserved has "[" "]")
const uric = (v6: boolean) => element(RESERVED + UNRESERVED + (v6 ? '[]' : ''));
// pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
const pchar = element(UNRESERVED + ':@&=+$,');
// segment = *pchar *( ";" param ); param = *pchar
export const segment = fc
  .tuple(str(pchar, 0, 6), fc.array(str(pchar, 0, 4), { maxLength: 2 }))
  .map(([value, params]) => value + params.map((p) => ';' + p).join(''));
// abs_path = "/" path_segments; path_segments = segment *( "/" segment )
export const absPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => '/' + s.join('/'));
// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )
const relSegment = str(element(UNRESERVED + ';@&=+$,'), 1, 8);
// rel_path = rel_segment [ abs_path ]
export const relPath = fc.tuple(relSegment, fc.option(absPath, { nil: '' })).map(([a, b]) => a + b);

// scheme = alpha *( alpha | digit | "+" | "-" | "." )
export const scheme = fc.tuple(charOf(ALPHA), str(charOf(ALPHANUM + '+-.'), 0, 6)).map(([a, b]) => a + b);

// domainlabel / toplabel: first character, then *( alphanum | "-" ) alphanum, or the first alone
const label = (first: string) =>
  fc.oneof(
    charOf(first),
    fc.tuple(charOf(first), str(charOf(ALPHANUM + '-'), 0, 5), charOf(ALPHANUM)).map((p) => p.join('')),
  );
export const domainlabel = label(ALPHANUM);
export const toplabel = label(ALPHA);
// hostname = *( domainlabel "." ) toplabel [ "." ]
export const hostname = fc
  .tuple(fc.array(domainlabel, { maxLength: 3 }), toplabel, fc.boolean())
  .map(([labels, top, dot]) => labels.map((l) => l + '.').join('') + top + (dot ? '.' : ''));
// IPv4address = 1*digit "." … (RFC 2732: 1*3DIGIT)
export const ipv4address = (v6: boolean) =>
  fc.array(str(charOf(DIGIT), 1, v6 ? 3 : 5), { minLength: 4, maxLength: 4 }).map((o) => o.join('.'));
// IPv6address (RFC 2373 §2.2): eight pieces, "::" compressing some, or six and a dotted quad
const piece = str(charOf(HEX), 1, 4);
export const ipv6address = fc
  .tuple(fc.array(piece, { minLength: 8, maxLength: 8 }), fc.boolean(), fc.nat(8), fc.nat(8), ipv4address(true))
  .map(([pieces, quad, a, b, v4]) => {
    const n = quad ? 6 : 8;
    const written = pieces.slice(0, n);
    const tail = quad ? [v4] : [];
    // compress pieces [from, to) when from < to; a "::" may also stand for pieces the text omits
    const from = Math.min(a % (n + 1), b % (n + 1));
    const to = Math.max(a % (n + 1), b % (n + 1));
    if (from === to) return [...written, ...tail].join(':');
    const left = written.slice(0, from).join(':');
    const right = [...written.slice(to), ...tail].join(':');
    return `${left}::${right}`;
  });
// host = hostname | IPv4address [ | IPv6reference ]
const host = (v6: boolean) =>
  v6 ? fc.oneof(hostname, ipv4address(true), ipv6address.map((a) => `[${a}]`)) : fc.oneof(hostname, ipv4address(false));
// server = [ [ userinfo "@" ] hostport ]; hostport = host [ ":" port ]
const userinfo = str(element(UNRESERVED + ';:&=+$,'), 0, 8);
const port = str(charOf(DIGIT), 0, 5);
const server = (v6: boolean) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.option(userinfo), host(v6), fc.option(port))
        .map(([u, h, p]) => (u === null ? '' : u + '@') + h + (p === null ? '' : ':' + p)),
    },
  );
// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )
export const regName = str(element(UNRESERVED + '$,;:@&=+'), 1, 12);
// authority = server | reg_name
const authority = (v6: boolean) => fc.oneof(server(v6), regName);
// net_path = "//" authority [ abs_path ]
const netPath = (v6: boolean) => fc.tuple(authority(v6), fc.option(absPath, { nil: '' })).map(([a, p]) => '//' + a + p);
// opaque_part = uric_no_slash *uric
const opaquePart = (v6: boolean) =>
  fc.tuple(element(UNRESERVED + ';?:@&=+$,'), str(uric(v6), 0, 10)).map(([a, b]) => a + b);
const query = (v6: boolean) => str(uric(v6), 0, 10);
const optQuery = (v6: boolean) => fc.option(query(v6).map((q) => '?' + q), { nil: '' });
// hier_part = ( net_path | abs_path ) [ "?" query ]
const hierPart = (v6: boolean) => fc.tuple(fc.oneof(netPath(v6), absPath), optQuery(v6)).map(([a, b]) => a + b);
// absoluteURI = scheme ":" ( hier_part | opaque_part )
export const absoluteURI = (v6 = false) =>
  fc.tuple(scheme, fc.oneof(hierPart(v6), opaquePart(v6))).map(([s, rest]) => `${s}:${rest}`);
// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
export const relativeURI = (v6 = false) =>
  fc.tuple(fc.oneof(netPath(v6), absPath, relPath), optQuery(v6)).map(([a, b]) => a + b);
// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
export const uriReference = (v6 = false) =>
  fc
    .tuple(fc.option(fc.oneof(absoluteURI(v6), relativeURI(v6)), { nil: '' }), fc.option(query(v6).map((f) => '#' + f), { nil: '' }))
    .map(([a, b]) => a + b);

/** Short strings over URI-ish characters and tokens, for differential tests against the oracle. */
export const uriLike = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: charOf('aZ9-._~!*\'();/?:@&=+$,#%[]{}| "<>`^\\') },
      { weight: 2, arbitrary: fc.constantFrom('//', '::', '%41', '%4', '1.2.3.4', 'a.b', 'http:', '@', 'x:y', '[::1]', '1') },
    ),
    { maxLength: 14 },
  )
  .map((a) => a.join(''));

/** Short authority-like strings (labels, dots, digits, "@", ":", brackets), for server-vs-reg_name fuzzing. */
export const authorityLike = fc
  .array(fc.constantFrom('a', 'Z', '9', '1', '-', '.', '_', '@', ':', '%41', '[', ']', '::1', '1.2.3.4', '$', ';', '~', 'ab', 'a.b'), {
    maxLength: 10,
  })
  .map((a) => a.join(''));
