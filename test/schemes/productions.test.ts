/**
 * Every production a scheme RFC writes itself, each with strings it derives and strings it does not
 * (whole-input matches with checkRule, the compiled build; rule(), the careful build, agrees). The
 * table covers each grammar's OWN_RULES: a production added to a grammar without a line here fails.
 */
import { checkRule, rule } from '../../src/index';
import type { SchemeOptions, SchemeSpecName } from '../../src/index';
import { OWN_RULES as R2141 } from '../../grammars/rfc2141';
import { OWN_RULES as R2368 } from '../../grammars/rfc2368';
import { OWN_RULES as R2397 } from '../../grammars/rfc2397';
import { OWN_RULES as R1945 } from '../../grammars/rfc1945';
import { OWN_RULES as R2616 } from '../../grammars/rfc2616';
import { OWN_RULES as R3966 } from '../../grammars/rfc3966';
import { OWN_RULES as R5538 } from '../../grammars/rfc5538';
import { OWN_RULES as R6068 } from '../../grammars/rfc6068';
import { OWN_RULES as R6455 } from '../../grammars/rfc6455';
import { OWN_RULES as R7230 } from '../../grammars/rfc7230';
import { APPENDIX_F_RULES as R8089 } from '../../grammars/rfc8089';
import { OWN_RULES as R8141 } from '../../grammars/rfc8141';
import { OWN_RULES as R9110 } from '../../grammars/rfc9110';

type Row = [rule: string, derives: string[], not: string[]];

/** RFC 1945 §3.2 and the §2.2 basic rules it uses. */
const ROWS_1945: Row[] = [
  ['URI', ['http://a/b', '//h/p;x?q#f', 'a/b', '', '#f', 'x:~é'], ['a b', '#f#g', 'a%', 'ā']],
  ['absoluteURI', ['a:', 'a:b/c?d', 'x:%41;+'], [':b', 'a:#', 'a:b c']],
  ['relativeURI', ['//h', '/a', 'a', ''], ['#f', ' ']],
  ['net_path', ['//', '//u@h:1?q/p'], ['/a', '//h#']],
  ['abs_path', ['/', '/a;p?q', '/a//b'], ['', 'a', '/#']],
  ['rel_path', ['', 'a', ';p', '?q', 'a/b;p;q?r'], ['/a', '#']],
  ['path', ['a', 'a//b', 'a:b'], ['', '/a', 'a;b']],
  ['fsegment', ['a', '@+'], ['', '/']],
  ['segment', ['', 'a=b'], ['/', ';']],
  ['params', ['', 'a;b', 'a/b;'], ['?']],
  ['param', ['', 'a/b'], [';', '?']],
  ['scheme', ['a', '1+-.'], ['', 'a_']],
  ['net_loc', ['', 'u@h:1;?'], ['/', '#']],
  ['query', ['', 'a=b&c/?'], ['#', ' ']],
  ['fragment', ['', 'a?b'], ['#']],
  ['pchar', [':', '@', '&', '=', '+', '~', '%41'], ['/', ';', '?']],
  ['uchar', ['a', '%41', '{', '\u00ff'], ['+', '%', '\u0100']],
  ['unreserved', ['a', '$', '!', '~', '`', '\u0080'], ['%', '"', ';']],
  ['escape', ['%41'], ['%4', '%GG']],
  ['reserved', [';', '/', '?', ':', '@', '&', '=', '+'], ['$', ',']],
  ['extra', ['!', '*', "'", '(', ')', ','], ['$']],
  ['safe', ['$', '-', '_', '.'], ['+']],
  ['unsafe', ['\u0000', '\u007f', ' ', '"', '#', '%', '<', '>'], ['~', 'a']],
  ['national', ['{', '}', '|', '\\', '^', '~', '[', ']', '`', '\u00e9'], ['a', '"', '\u0100']],
  ['http_URL', ['http://a', 'HTTP://a:/b;c?d', 'http://1.2.3.4:80/'], ['http://', 'http://a?b', 'http://u@a/', 'http://a/#f', 'http://a./', 'http://-a/']],
  ['host', ['a', 'a-b.c', '1.2.3.4', '3com.com'], ['', 'a.', '-a', 'a-', 'a_b']],
  ['port', ['', '80'], ['a']],
  ['OCTET', ['\u0000', '\u00ff'], ['\u0100', '']],
  ['UPALPHA', ['A'], ['a']],
  ['LOALPHA', ['a'], ['A']],
  ['ALPHA', ['a', 'Z'], ['1']],
  ['DIGIT', ['0'], ['a']],
  ['CTL', ['\u0000', '\u001f', '\u007f'], [' ', 'a']],
  ['SP', [' '], ['\t']],
  ['HEX', ['0', 'a', 'F'], ['g']],
];

const TABLE: Record<string, { spec: SchemeSpecName; own: readonly string[]; options?: SchemeOptions; rows: Row[] }> = {
  rfc1945: { spec: 'rfc1945', own: R1945, rows: ROWS_1945 },
  // (RFC 2068 §3.2 writes RFC 1945's productions word for word: the same rows hold)
  rfc2068: { spec: 'rfc2068', own: R1945, rows: ROWS_1945 },
  rfc2616: { spec: 'rfc2616', own: R2616, rows: [['http_URL', ['http://a', 'HTTP://a:/b?c', 'http://1.2.3.4:80/'], ['http://', 'http://a?b', 'http://u@a/', 'http://a/#f']]] },
  rfc7230: {
    spec: 'rfc7230',
    own: R7230,
    rows: [
      ['absolute-path', ['/', '/a//b'], ['', 'a']],
      ['partial-URI', ['a?b', '//h/p', ''], ['a#b']],
      ['http-URI', ['http://h', 'http://u@h:1/p?q#f', 'http://'], ['https://h', 'http:h']],
      ['https-URI', ['https://h/#f', 'HTTPS://[::1]'], ['http://h', 'https:/h']],
    ],
  },
  rfc9110: {
    spec: 'rfc9110',
    own: R9110,
    rows: [
      ['absolute-path', ['/a'], ['a/']],
      ['partial-URI', ['/a?b'], ['/a#b']],
      ['http-URI', ['http://h?q', 'http://u@h/'], ['http://h/#f', 'http:/h']],
      ['https-URI', ['https://h:443/'], ['https://h/#f']],
    ],
  },
  rfc2368: {
    spec: 'rfc2368',
    own: R2368,
    rows: [
      ['mailtoURL', ['mailto:', 'mailto:a@b', 'mailto:?to=a@b&cc=c'], ['mailto:a@b?x=1?y=2', 'mailto:a b']],
      ['to', ['a@b', 'Joe%20%3Ca@b%3E', 'a%2Cb'], ['', 'a?b', 'a,b', '(c)']],
      ['headers', ['?a=b', '?a=b&c='], ['?a', '?a=b&']],
      ['header', ['a=b', '='], ['a', 'a=b=c']],
      ['hname', ['', 'In-Reply-To', '%3c'], ['a=b', 'a&b']],
      ['hvalue', ['', 'send%20index'], ['a?b']],
    ],
  },
  rfc6068: {
    spec: 'rfc6068',
    own: R6068,
    rows: [
      ['mailtoURI', ['mailto:', 'mailto:a@b,c@d?x=y'], ['mailto:a', 'mailto:a@b?x=y?z']],
      ['to', ['a@b', 'a@b,c@d'], ['a@b,', 'a']],
      ['hfields', ['?x=y', '?x=y&z='], ['?x', 'x=y']],
      ['hfield', ['x=y', '='], ['x']],
      ['hfname', ['', 'In-Reply-To', '%3A'], ['a=b']],
      ['hfvalue', ['', 'caf%C3%A9', "a!$'()*+,;:@"], ['a&b', 'a=b']],
      ['addr-spec', ['a@b', '%22a%20b%22@%5B1.2.3.4%5D'], ['a', '@b', 'a@']],
      ['local-part', ['a.b', '%22a..b%22', 'Mike%26family'], ['a..b', '.a', '%20']],
      ['domain', ['example.org', '%5B1.2.3.4%5D', '%E7%B4%8D.example'], ['a..b', '[x]']],
      ['dtext-no-obs', ['a', ':', '%41'], ['%5B', '[', 'ab']],
      ['qchar', ['a', '%41', '@'], ['&', '=', '?']],
      ['some-delims', ['!', '@'], ['&', '=', 'a']],
    ],
  },
  rfc8089: {
    spec: 'rfc8089',
    own: R8089,
    options: { appendixE: true },
    rows: [
      ['file-URI', ['file:/a', 'file:///a', 'file://h/a', 'file:c:/a', 'file:////h/s', 'file:/c://x', 'file:////%5Bv1.x%5Da/s', 'file://localhost@h/a'], ['file:', 'file:a', 'file://h']],
      ['file-scheme', ['file', 'FILE'], ['fil']],
      ['file-hier-part', ['//h/a', '/a', 'c|/a'], ['a']],
      ['auth-path', ['/a', 'h/a', '/c:/a', '//h/s', 'h/c://x', 'localhost@/a', 'localhost@h/a'], ['h']],
      // (file-absolute only when no "/" follows: "/c://x" is a path-absolute, as the ABNF has it)
      ['local-path', ['/a', 'c:/a', '/c|/a', '/c://x', '/Z://;/./@@'], ['a', 'c:', '/c|//x']],
      // ("localhost" is also a userinfo: "localhost@h", "localhost:pw@", as the ABNF has it)
      ['file-auth', ['localhost', 'h', 'u@h', 'u@', 'localhost@h', 'localhost:pw@', 'LocalHost@'], ['a@b@c', 'h:1', 'localhost:']],
      // ("///h" alone is the ABNF's but not the rule's: see the PEG note at unc-authority)
      ['unc-authority', ['//h', '//'], ['/h', '////h', '///h']],
      // (an inline-IP only when no reg-name character follows: "%5Bv1.x%5Da" is a reg-name)
      ['file-host', ['h', '1.2.3.4', '%5B::1%5D', '', '%5Bv1.x%5Da', '%5BVf.J;=%5D-'], ['[::1]', 'h:1', '%5B::1%5Da']],
      ['inline-IP', ['%5B::1%5D', '%5Bv1.x%5D'], ['[::1]', '%5B1.2.3.4%5D']],
      ['file-absolute', ['/c:/a', '/c|/'], ['c:/a', '/c:']],
      ['drive-letter', ['c:', 'Z|'], ['1:', 'c', 'cd:']],
    ],
  },
  rfc2141: {
    spec: 'rfc2141',
    own: R2141,
    rows: [
      ['URN', ['urn:a:b', 'URN:isbn:0-395'], ['urn:a:', 'urn::b', 'urn:-a:b']],
      ['NID', ['a', 'a-', 'isbn'], ['-a', '', 'a.b']],
      ['let-num-hyp', ['a', '-', '0'], ['.', '_']],
      ['let-num', ['a', 'Z', '9'], ['-']],
      ['upper', ['A'], ['a']],
      ['lower', ['a'], ['A']],
      ['number', ['0'], ['a']],
      ['NSS', ['a', 'a%2F', "()+,-.:=@;$_!*'/?#"], ['', '%', 'a b']],
      ['URN chars', ['a', '%2f', '#'], ['%', '%g0', '&']],
      ['trans', ['a', '/', '?'], ['%', '&']],
      ['hex', ['0', 'f', 'F'], ['g']],
      ['other', ['(', "'", '$'], ['/', '&']],
      ['reserved', ['%', '/', '?', '#'], ['a']],
    ],
  },
  rfc8141: {
    spec: 'rfc8141',
    own: R8141,
    rows: [
      ['namestring', ['urn:ab:c', 'urn:ab:c?+r?=q#f'], ['urn:a:c', 'urn:ab:c?x']],
      ['assigned-name', ['urn:ab:c/d', 'URN:AB:C'], ['urn:ab:', 'urn:ab:/c']],
      ['NID', ['ab', 'a-b', 'a--b'], ['a', 'a-', '-a']],
      ['ldh', ['a', '-', '0'], ['.']],
      ['NSS', ['a', 'a/b:c', '%41'], ['/a', 'a?b']],
      ['rq-components', ['', '?+r', '?=q', '?+r?=q'], ['?=q?+r?x#', '?x']],
      ['r-component', ['a', 'a?b/c'], ['?a', 'a?=b']],
      ['q-component', ['a', 'a?=b?+c'], ['', '?a']],
      ['f-component', ['', 'a?/b'], ['#']],
    ],
  },
  rfc5538: {
    spec: 'rfc5538',
    own: R5538,
    rows: [
      ['nntpURL', ['nntp://h/g', 'nntp://h:119/g/12345'], ['nntp:/h/g', 'nntp://h/g/', 'nntp://h/g*']],
      ['server', ['//h', '//u@h:1'], ['h', '/h']],
      ['group', ['a.b', 'n%2Fa'], ['', 'a*', 'a/b']],
      ['article-number', ['1', '1234567890123456'], ['', '12345678901234567', 'a']],
      ['group-char', ['a', '+', '_'], ['*', '%']],
      ['newsURL', ['news:', 'news:a.*', 'news:a@b', 'news://h/'], ['news:a b', 'news://h']],
      ['article', ['a@b', 'a.b@%5B1.2.3.4%5D'], ['a', 'a@b@c', '<a@b>']],
      ['newsgroups', ['', '*', 'a.b*', 'th%3Fse'], ['a?b', 'a/b']],
    ],
  },
  rfc6455: {
    spec: 'rfc6455',
    own: R6455,
    rows: [
      ['ws-URI', ['ws://h', 'ws://h:80/a?b', 'WS://[::1]'], ['ws://u@h', 'ws://h/#f', 'wss://h']],
      ['wss-URI', ['wss://h/'], ['ws://h', 'wss:/h']],
    ],
  },
  rfc2397: {
    spec: 'rfc2397',
    own: R2397,
    rows: [
      ['dataurl', ['data:,', 'data:text/plain;a=b;base64,x', 'data:;base64,'], ['data:', 'data:text/plain', 'data:text/,x']],
      ['mediatype', ['', 'text/plain', ';a=b', 'text/plain;a=b;c=d'], ['text', 'text/plain;a']],
      ['data', ['', 'a%20b', ';/?:@&=+$,'], ['a b', '%g0', '#']],
      ['parameter', ['a=b', 'charset=US-ASCII'], ['a', 'a=', '=b']],
    ],
  },
  rfc3966: {
    spec: 'rfc3966',
    own: R3966,
    rows: [
      ['telephone-uri', ['tel:+1', 'tel:7042;phone-context=example.com'], ['tel:7042', 'tel:+']],
      ['telephone-subscriber', ['+1-2', '1;phone-context=+1'], ['1']],
      ['global-number', ['+1', '+1;ext=2;a=b', '+1;ext='], ['1', '+']],
      ['local-number', ['1;phone-context=a', '1;a;phone-context=+1;b'], ['1', '1;phone-context=']],
      ['par', [';a', ';a=b', ';ext=1', ';isub=x'], ['a', ';']],
      ['isdn-subaddress', [';isub=x', ';isub=%3B'], [';isub=', ';isub=a;b']],
      // (";ext=" alone: a phonedigit may be empty, "DIGIT / [ visual-separator ]", so 1*phonedigit derives "")
      ['extension', [';ext=1', ';ext=(1)-2', ';ext='], [';ext=a', ';ext=1a']],
      ['context', [';phone-context=example.com', ';phone-context=+1-2'], [';phone-context=', ';phone-context=1']],
      ['descriptor', ['example.com', 'a.b.', '+1'], ['1', '-a', '']],
      ['global-number-digits', ['+1', '+-.1()', '+1-2'], ['+', '1', '+a']],
      ['local-number-digits', ['1', '*', '#', 'a-b', '-.1'], ['', '-', 'g']],
      ['domainname', ['a', 'a.b', 'a-b.c.'], ['1', 'a..b', '-a']],
      ['domainlabel', ['a', '1', 'a-1'], ['-a', 'a-', '']],
      ['toplabel', ['a', 'a-1'], ['1', 'a-']],
      ['parameter', [';a', ';a=b', ';a-b=%41'], [';', ';a=', 'a=b']],
      ['pname', ['a', 'a-b', '1'], ['', 'a_b']],
      ['pvalue', ['a', '[]/:&+$', '%41'], ['', ';', '=']],
      ['paramchar', ['a', '[', '%41'], [';', '=']],
      ['unreserved', ['a', '-', ')'], ['[', ';']],
      ['mark', ['-', '_', "'"], ['a']],
      ['pct-encoded', ['%41', '%ff'], ['%4', '%gg']],
      ['param-unreserved', ['[', '$'], ['a', ';']],
      ['phonedigit', ['1', '-', ''], ['a', '12']],
      ['phonedigit-hex', ['a', '*', '#', '(', ''], ['g']],
      ['visual-separator', ['-', '.', '(', ')'], ['1', ' ']],
      ['alphanum', ['a', '1'], ['-']],
      ['reserved', [';', ','], ['a', '#']],
      ['uric', [';', 'a', '%41'], ['#', ' ']],
    ],
  },
};

describe.each(Object.entries(TABLE))('%s', (_name, t) => {
  it('the table covers every production the RFC writes', () => {
    expect(t.rows.map((r) => r[0]).sort()).toEqual([...t.own].sort());
  });
  describe.each(t.rows)('%s', (name, derives, not) => {
    it.each(derives)('derives %j', (s) => {
      expect(checkRule(t.spec, name as never, s, t.options)).toBeUndefined();
      expect(rule(t.spec, name as never, t.options).parse(s).status).toBe(true);
    });
    it.each(not)('does not derive %j', (s) => {
      const e = checkRule(t.spec, name as never, s, t.options);
      expect(e).toBeDefined();
      expect(e!.offset).toBeLessThanOrEqual(s.length);
      expect(rule(t.spec, name as never, t.options).parse(s).status).toBe(false);
    });
  });
});
