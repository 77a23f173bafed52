/**
 * fast-check generators of RFC 1738 URLs, built rule by rule from §5, so every generated string is
 * valid by construction, every scheme rule and every optional part is reachable. Each generator
 * yields the string and the components it was built from, so tests can check the AST against them.
 */
import fc from 'fast-check';

const LOWALPHA = 'abcdefghijklmnopqrstuvwxyz';
const ALPHA = LOWALPHA + LOWALPHA.toUpperCase();
const DIGIT = '0123456789';
const HEX = '0123456789abcdefABCDEF';
const SAFE = '$-_.+';
const EXTRA = "!*'(),";
const RESERVED = ';/?:@&=';
const UNRESERVED = ALPHA + DIGIT + SAFE + EXTRA;

const charOf = (set: string) => fc.constantFrom(...set.split(''));
const join = (arb: fc.Arbitrary<string>, minLength = 0, maxLength = 6, sep = '') =>
  fc.array(arb, { minLength, maxLength }).map((a) => a.join(sep));
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

// escape = "%" hex hex — never "%09" here, so the gopher fields split where the generator put them
export const escape = fc
  .tuple(charOf(HEX), charOf(HEX))
  .filter(([a, b]) => a + b !== '09')
  .map(([a, b]) => `%${a}${b}`);
/** one element of *[ uchar | extra… ]: a character of `set`, or an escape */
const element = (set: string) => fc.oneof({ weight: 6, arbitrary: charOf(set) }, { weight: 1, arbitrary: escape });
const run = (set: string, min = 0, max = 8) => join(element(set), min, max);

export const uchar = element(UNRESERVED);
export const xchar = element(UNRESERVED + RESERVED);

// hostname = *[ domainlabel "." ] toplabel; labels start and end with an alphadigit
const tail = join(fc.tuple(join(fc.constant('-'), 0, 2), join(charOf(ALPHA + DIGIT), 1, 3)).map(([h, a]) => h + a), 0, 3);
export const domainlabel = fc.tuple(charOf(ALPHA + DIGIT), tail).map(([a, t]) => a + t);
export const toplabel = fc.tuple(charOf(ALPHA), tail).map(([a, t]) => a + t);
export const hostname = fc.tuple(join(domainlabel.map((l) => l + '.'), 0, 3), toplabel).map(([d, t]) => d + t);
export const digits = join(charOf(DIGIT), 1, 4);
export const hostnumber = fc.tuple(digits, digits, digits, digits).map((d) => d.join('.'));
export const host = fc.oneof(
  hostname.map((h) => ({ host: h, hostKind: 'hostname' as const })),
  hostnumber.map((h) => ({ host: h, hostKind: 'ipv4' as const })),
);
export const hostport = fc.tuple(host, opt(digits)).map(([h, port]) => ({ ...h, port, text: h.host + (port !== undefined ? ':' + port : '') }));

// login = [ user [ ":" password ] "@" ] hostport
const userChars = UNRESERVED + ';?&=';
export const login = fc
  .tuple(opt(fc.tuple(run(userChars), opt(run(userChars)))), hostport)
  .map(([up, hp]) => {
    const userinfo = up === undefined ? undefined : up[0] + (up[1] !== undefined ? ':' + up[1] : '');
    return { ...hp, userinfo, user: up?.[0], password: up?.[1], text: (userinfo !== undefined ? userinfo + '@' : '') + hp.text };
  });

export interface Generated {
  input: string;
  /** components the AST must have (a subset) */
  expect: Record<string, unknown>;
}

const ip = (l: { text: string; host: string; hostKind: string; port?: string; userinfo?: string; user?: string; password?: string }) => ({
  authority: l.text,
  host: l.host,
  hostKind: l.hostKind,
  port: l.port,
  userinfo: l.userinfo,
  user: l.user,
  password: l.password,
});

const fpath = join(run(UNRESERVED + '?:@&='), 1, 4, '/');
const hpath = join(run(UNRESERVED + ';:@&='), 1, 4, '/');
const search = run(UNRESERVED + ';:@&=');

// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
export const ftpurl: fc.Arbitrary<Generated> = fc
  .tuple(login, opt(fc.tuple(fpath, opt(charOf('AIDaid')))))
  .map(([l, p]) => ({
    input: `ftp://${l.text}${p ? '/' + p[0] + (p[1] ? ';type=' + p[1] : '') : ''}`,
    expect: { ...ip(l), path: p ? '/' + p[0] : '', params: p?.[1] ? 'type=' + p[1] : undefined, schemeData: { typecode: p?.[1] } },
  }));

// fileurl = "file://" [ host | "localhost" ] "/" fpath
export const fileurl: fc.Arbitrary<Generated> = fc
  .tuple(fc.oneof(fc.constant(''), fc.constant('localhost'), hostname), fpath)
  .map(([h, p]) => ({ input: `file://${h}/${p}`, expect: { host: h, hostKind: h === '' ? 'empty' : 'hostname', path: '/' + p, schemeData: { host: h } } }));

// httpurl = "http://" hostport [ "/" hpath [ "?" search ]]
export const httpurl: fc.Arbitrary<Generated> = fc
  .tuple(hostport, opt(fc.tuple(hpath, opt(search))))
  .map(([hp, p]) => ({
    input: `http://${hp.text}${p ? '/' + p[0] + (p[1] !== undefined ? '?' + p[1] : '') : ''}`,
    expect: { ...ip({ ...hp }), userinfo: undefined, path: p ? '/' + p[0] : '', query: p?.[1] },
  }));

// gopherurl = "gopher://" hostport [ / [ gtype [ selector [ "%09" search [ "%09" gopher+_string ] ] ] ] ]
export const gopherurl: fc.Arbitrary<Generated> = fc
  .tuple(hostport, fc.boolean(), opt(fc.tuple(xchar, run(UNRESERVED + RESERVED), opt(fc.tuple(search, opt(run(UNRESERVED + RESERVED)))))))
  .map(([hp, slash, parts]) => {
    const g = slash ? parts : undefined;
    const path = !slash ? '' : '/' + (g ? g[0] + g[1] + (g[2] ? '%09' + g[2][0] + (g[2][1] !== undefined ? '%09' + g[2][1] : '') : '') : '');
    return {
      input: `gopher://${hp.text}${path}`,
      expect: { ...ip(hp), path, schemeData: { gtype: g?.[0], selector: g?.[1], search: g?.[2]?.[0], gopherPlus: g?.[2]?.[1] } },
    };
  });

// mailtourl = "mailto:" encoded822addr
export const mailtourl: fc.Arbitrary<Generated> = join(xchar, 1, 12).map((a) => ({
  input: `mailto:${a}`,
  expect: { opaque: a, path: a, schemeData: { address: a } },
}));

// newsurl = "news:" grouppart; grouppart = "*" | group | article
export const group = fc.tuple(charOf(ALPHA), join(charOf(ALPHA + DIGIT + '-.+_'), 0, 8)).map(([a, b]) => a + b);
const article = fc.tuple(run(UNRESERVED + ';/?:&=', 1), host).map(([a, h]) => `${a}@${h.host}`);
export const newsurl: fc.Arbitrary<Generated> = fc.oneof(
  fc.oneof(fc.constant('*'), group).map((g) => ({ input: `news:${g}`, expect: { opaque: g, schemeData: { group: g, article: undefined } } })),
  article.map((a) => ({ input: `news:${a}`, expect: { opaque: a, host: undefined, schemeData: { group: undefined, article: a } } })),
);

// nntpurl = "nntp://" hostport "/" group [ "/" digits ]
export const nntpurl: fc.Arbitrary<Generated> = fc.tuple(hostport, group, opt(digits)).map(([hp, g, n]) => ({
  input: `nntp://${hp.text}/${g}${n !== undefined ? '/' + n : ''}`,
  expect: { ...ip(hp), path: `/${g}${n !== undefined ? '/' + n : ''}`, schemeData: { group: g, article: n } },
}));

// telneturl = "telnet://" login [ "/" ]
export const telneturl: fc.Arbitrary<Generated> = fc.tuple(login, fc.boolean()).map(([l, slash]) => ({
  input: `telnet://${l.text}${slash ? '/' : ''}`,
  expect: { ...ip(l), path: slash ? '/' : '' },
}));

// waisurl = waisdatabase | waisindex | waisdoc
const ucharRun = run(UNRESERVED);
export const waisurl: fc.Arbitrary<Generated> = fc.oneof(
  fc.tuple(hostport, ucharRun).map(([hp, d]) => ({
    input: `wais://${hp.text}/${d}`,
    expect: { ...ip(hp), path: '/' + d, schemeData: { database: d, wtype: undefined, wpath: undefined, search: undefined } },
  })),
  fc.tuple(hostport, ucharRun, search).map(([hp, d, s]) => ({
    input: `wais://${hp.text}/${d}?${s}`,
    expect: { ...ip(hp), path: '/' + d, query: s, schemeData: { database: d, wtype: undefined, wpath: undefined, search: s } },
  })),
  fc.tuple(hostport, ucharRun, ucharRun, ucharRun).map(([hp, d, t, p]) => ({
    input: `wais://${hp.text}/${d}/${t}/${p}`,
    expect: { ...ip(hp), path: `/${d}/${t}/${p}`, schemeData: { database: d, wtype: t, wpath: p, search: undefined } },
  })),
);

// prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
const field = run(UNRESERVED + '?:@&');
const fieldspec = fc.tuple(field, field).map(([n, v]) => `${n}=${v}`);
export const prosperourl: fc.Arbitrary<Generated> = fc
  .tuple(hostport, join(run(UNRESERVED + '?:@&='), 1, 4, '/'), fc.array(fieldspec, { maxLength: 3 }))
  .map(([hp, p, fields]) => ({
    input: `prospero://${hp.text}/${p}${fields.map((f) => ';' + f).join('')}`,
    expect: { ...ip(hp), path: '/' + p, params: fields.length ? fields.join(';') : undefined, schemeData: { fields } },
  }));

// otherurl = genericurl = scheme ":" schemepart, for a scheme that is none of the predefined ones
const PREDEFINED = ['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero'];
export const scheme = join(charOf(LOWALPHA + DIGIT + '+-.'), 1, 7).filter((s) => !PREDEFINED.includes(s));
export const otherurl: fc.Arbitrary<Generated> = fc.oneof(
  // *xchar that does not start with "//": opaque
  fc.tuple(scheme, join(xchar, 0, 12).filter((s) => !s.startsWith('//'))).map(([s, p]) => ({
    input: `${s}:${p}`,
    expect: { scheme: s, opaque: p, path: p, authority: undefined },
  })),
  // ip-schemepart = "//" login [ "/" urlpath ]
  fc.tuple(scheme, login, opt(join(xchar, 0, 12))).map(([s, l, p]) => ({
    input: `${s}://${l.text}${p !== undefined ? '/' + p : ''}`,
    expect: { scheme: s, ...ip(l), path: p !== undefined ? '/' + p : '', opaque: undefined },
  })),
);

export const SCHEME_URLS = {
  ftpurl,
  fileurl,
  httpurl,
  gopherurl,
  mailtourl,
  newsurl,
  nntpurl,
  telneturl,
  waisurl,
  prosperourl,
  otherurl,
} as const;

export const url: fc.Arbitrary<Generated> = fc.oneof(...Object.values(SCHEME_URLS));
