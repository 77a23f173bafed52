/**
 * fast-check generators of RFC 1808 URLs, built rule by rule from §2.2 ("BNF for Relative URLs"), so
 * every generated string is derivable by construction and every alternative of every rule is
 * reachable: both forms of absoluteURL (generic-RL, and scheme ":" *( uchar | reserved ) — including
 * the "scheme://net_loc//…" shape only the second form derives), the three relativeURL forms, empty
 * net_loc / segments / params / query / fragment, ";params", and net_locs shaped as RFC 1738 §3.1
 * logins (user, password, hostname, hostnumber, port) as well as free-form ones.
 */
import fc from 'fast-check';

const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
// alpha = lowalpha | hialpha
const ALPHA = LOWALPHA + LOWALPHA.toUpperCase();
const DIGIT = '0123456789';
// hex = digit | "A" | … | "F" | "a" | … | "f"
const HEX = '0123456789ABCDEFabcdef';
// safe = "$" | "-" | "_" | "." | "+"
const SAFE = '$-_.+';
// extra = "!" | "*" | "'" | "(" | ")" | ","
const EXTRA = "!*'(),";
// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
const RESERVED = ';/?:@&=';
// unreserved = alpha | digit | safe | extra
const UNRESERVED = ALPHA + DIGIT + SAFE + EXTRA;

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const str = (arb: fc.Arbitrary<string>, minLength = 0, maxLength = 6) =>
  fc.array(arb, { minLength, maxLength }).map((a) => a.join(''));
const opt = (arb: fc.Arbitrary<string>) => fc.option(arb, { nil: '' });

// escape = "%" hex hex
export const escape = fc.tuple(charOf(HEX), charOf(HEX)).map(([a, b]) => `%${a}${b}`);
/** one element of a set whose rule also admits `escape` (uchar and everything built on it) */
const element = (set: string) => fc.oneof({ weight: 6, arbitrary: charOf(set) }, { weight: 1, arbitrary: escape });

// uchar = unreserved | escape
export const uchar = element(UNRESERVED);
// pchar = uchar | ":" | "@" | "&" | "="
export const pchar = element(UNRESERVED + ':@&=');

// fsegment = 1*pchar ; segment = *pchar
export const fsegment = str(pchar, 1);
export const segment = str(pchar);
// path = fsegment *( "/" segment )
export const path = fc
  .tuple(fsegment, fc.array(segment, { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map((s) => '/' + s).join(''));

// param = *( pchar | "/" ) ; params = param *( ";" param )
export const param = str(element(UNRESERVED + ':@&=/'), 0, 5);
export const params = fc.array(param, { minLength: 1, maxLength: 3 }).map((ps) => ps.join(';'));

// query = *( uchar | reserved ) ; fragment = *( uchar | reserved )
export const query = str(element(UNRESERVED + RESERVED), 0, 10);
export const fragment = query;

// rel_path = [ path ] [ ";" params ] [ "?" query ]
export const relPath = fc
  .tuple(opt(path), opt(params.map((p) => ';' + p)), opt(query.map((q) => '?' + q)))
  .map(([p, ps, q]) => p + ps + q);
// abs_path = "/" rel_path
export const absPath = relPath.map((r) => '/' + r);

// scheme = 1*( alpha | digit | "+" | "-" | "." )
export const scheme = str(charOf(ALPHA + DIGIT + '+-.'), 1, 6);

/**
 * net_loc = *( pchar | ";" | "?" ), free-form; or shaped as RFC 1738 §3.1's login, which §2.1 says
 * the net_loc holds: [ user [ ":" password ] "@" ] host [ ":" port ], host a hostname or hostnumber.
 */
const netLocChars = str(element(UNRESERVED + ':@&=;?'), 0, 10);
const label = (first: string) =>
  fc.tuple(charOf(first), str(charOf(ALPHA + DIGIT + '-'), 0, 4), charOf(ALPHA + DIGIT)).map(([a, b, c]) => a + b + c);
const hostname = fc
  .tuple(fc.array(fc.oneof(charOf(ALPHA + DIGIT), label(ALPHA + DIGIT)), { maxLength: 3 }), fc.oneof(charOf(ALPHA), label(ALPHA)))
  .map(([labels, top]) => labels.map((l) => l + '.').join('') + top);
const hostnumber = fc.array(str(charOf(DIGIT), 1, 3), { minLength: 4, maxLength: 4 }).map((d) => d.join('.'));
const loginPart = str(element(UNRESERVED + ';?&='), 0, 5);
const login = fc
  .tuple(
    fc.option(fc.tuple(loginPart, fc.option(loginPart, { nil: undefined }))),
    fc.oneof(hostname, hostnumber, fc.constant('')),
    fc.option(str(charOf(DIGIT), 0, 5), { nil: undefined }),
  )
  .map(
    ([up, host, port]) =>
      (up === null ? '' : up[0] + (up[1] === undefined ? '' : ':' + up[1]) + '@') + host + (port === undefined ? '' : ':' + port),
  );
export const netLoc = fc.oneof(netLocChars, login);

// net_path = "//" net_loc [ abs_path ]
export const netPath = fc.tuple(netLoc, opt(absPath)).map(([n, a]) => '//' + n + a);
// relativeURL = net_path | abs_path | rel_path
export const relativeURL = fc.oneof(netPath, absPath, relPath);
// generic-RL = scheme ":" relativeURL
export const genericRL = fc.tuple(scheme, relativeURL).map(([s, r]) => `${s}:${r}`);
/** absoluteURL's second form: scheme ":" *( uchar | reserved ) */
export const opaqueURL = fc.oneof(
  fc.tuple(scheme, str(element(UNRESERVED + RESERVED), 0, 12)).map(([s, o]) => `${s}:${o}`),
  // scheme "://" net_loc "//" …: after abs_path's "/", fsegment = 1*pchar cannot be empty, so only
  // the second form derives it
  fc
    .tuple(scheme, netLocChars, str(element(UNRESERVED + RESERVED), 0, 6))
    .map(([s, n, rest]) => `${s}://${n}//${rest}`),
);
// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
export const absoluteURL = fc.oneof(genericRL, opaqueURL);
// URL = ( absoluteURL | relativeURL ) [ "#" fragment ]
export const url = fc
  .tuple(fc.oneof(absoluteURL, relativeURL), opt(fragment.map((f) => '#' + f)))
  .map(([u, f]) => u + f);
