/**
 * The PEG rules of grammars/rfc1738.ts accept the same languages as §5's BNF. §5 is a regular
 * grammar (no rule refers to itself), so it is transcribed here rule by rule into backtracking
 * regexps — which, unlike ordered choice, try every alternative and every repetition count — and
 * the grammar is checked against them on generated and mutated strings.
 */
import fc from 'fast-check';
import { parse, rule } from '../../../src/index';
import type { RuleName } from '../../../src/index';
import { url } from '../../fixtures/arbitraries/rfc1738-schemes';

// ---------------------------------------------------------------------------------------------
// §5, transcribed (each definition quoted; regexp sources without anchors).

const escape = '%[0-9A-Fa-f]{2}'; //                     escape = "%" hex hex
const unreserved = "[A-Za-z0-9$\\-_.+!*'(),]"; //        unreserved = alpha | digit | safe | extra
const uchar = `(?:${unreserved}|${escape})`; //          uchar = unreserved | escape
const xchar = `(?:${unreserved}|[;/?:@&=]|${escape})`; // xchar = unreserved | reserved | escape
const alphadigit = '[A-Za-z0-9]';
const digits = '[0-9]+';
const domainlabel = `(?:${alphadigit}|${alphadigit}[A-Za-z0-9-]*${alphadigit})`;
const toplabel = `(?:[A-Za-z]|[A-Za-z][A-Za-z0-9-]*${alphadigit})`;
const hostname = `(?:(?:${domainlabel}\\.)*${toplabel})`;
const hostnumber = `(?:${digits}\\.${digits}\\.${digits}\\.${digits})`;
const host = `(?:${hostname}|${hostnumber})`;
const hostport = `(?:${host}(?::${digits})?)`;
const user = `(?:${uchar}|[;?&=])*`; //                  user = *[ uchar | ";" | "?" | "&" | "=" ]
const login = `(?:(?:${user}(?::${user})?@)?${hostport})`;
const urlpath = `${xchar}*`;
const ipSchemepart = `(?://${login}(?:/${urlpath})?)`;
const schemepart = `(?:${xchar}*|${ipSchemepart})`;
const scheme = '[a-z0-9+\\-.]+';
const genericurl = `${scheme}:${schemepart}`;
const fsegment = `(?:${uchar}|[?:@&=])*`;
const fpath = `(?:${fsegment}(?:/${fsegment})*)`;
const ftpurl = `ftp://${login}(?:/${fpath}(?:;type=[AIDaid])?)?`;
const fileurl = `file://(?:${host}|localhost)?/${fpath}`;
const hsegment = `(?:${uchar}|[;:@&=])*`;
const hpath = `(?:${hsegment}(?:/${hsegment})*)`;
const search = `(?:${uchar}|[;:@&=])*`;
const httpurl = `http://${hostport}(?:/${hpath}(?:\\?${search})?)?`;
const gopherurl = `gopher://${hostport}(?:/(?:${xchar}(?:${xchar}*(?:%09${search}(?:%09${xchar}*)?)?)?)?)?`;
const mailtourl = `mailto:${xchar}+`;
const group = '[A-Za-z][A-Za-z0-9\\-.+_]*';
const article = `(?:${uchar}|[;/?:&=])+@${host}`;
const grouppart = `(?:\\*|${group}|${article})`;
const newsurl = `news:${grouppart}`;
const nntpurl = `nntp://${hostport}/${group}(?:/${digits})?`;
const telneturl = `telnet://${login}/?`;
const database = `${uchar}*`;
const waisdatabase = `wais://${hostport}/${database}`;
const waisindex = `wais://${hostport}/${database}\\?${search}`;
const waisdoc = `wais://${hostport}/${database}/${uchar}*/${uchar}*`;
const waisurl = `(?:${waisdatabase}|${waisindex}|${waisdoc})`;
const psegment = `(?:${uchar}|[?:@&=])*`;
const field = `(?:${uchar}|[?:@&])*`;
const fieldspec = `;${field}=${field}`;
const prosperourl = `prospero://${hostport}/${psegment}(?:/${psegment})*(?:${fieldspec})*`;

const BNF: Record<string, string> = {
  genericurl,
  schemepart,
  'ip-schemepart': ipSchemepart,
  login,
  hostport,
  host,
  hostname,
  domainlabel,
  toplabel,
  hostnumber,
  user,
  ftpurl,
  fpath,
  fileurl,
  httpurl,
  hpath,
  search,
  gopherurl,
  selector: `${xchar}*`,
  mailtourl,
  newsurl,
  grouppart,
  group,
  article,
  nntpurl,
  telneturl,
  waisurl,
  waisdatabase,
  waisindex,
  waisdoc,
  prosperourl,
  fieldspec,
  xchar,
  uchar,
};
const whole = (source: string) => new RegExp(`^(?:${source})$`);
const RE = Object.fromEntries(Object.entries(BNF).map(([k, v]) => [k, whole(v)]));

const SCHEME_RULES: Record<string, RegExp> = {
  http: RE.httpurl,
  ftp: RE.ftpurl,
  news: RE.newsurl,
  nntp: RE.nntpurl,
  telnet: RE.telneturl,
  gopher: RE.gopherurl,
  wais: RE.waisurl,
  mailto: RE.mailtourl,
  file: RE.fileurl,
  prospero: RE.prosperourl,
};

/**
 * `url` as implemented: the BNF's, except that a URL with a predefined scheme must match that
 * scheme's rule (otherurl is for the other schemes; see the PEG note at `url`).
 */
function urlOracle(s: string): boolean {
  const m = /^([a-z0-9+\-.]+):/.exec(s);
  if (!m) return false;
  const own = SCHEME_RULES[m[1]];
  return own ? own.test(s) : RE.genericurl.test(s);
}

// ---------------------------------------------------------------------------------------------
// Inputs: generated URLs, mutated with the tokens where the rules' edges are.

const TOKENS = ['%09', '%', '%2', '%41', '/', '//', '?', ';', ':', '@', '&', '=', '.', '-', '*', '#', '~', ' ', 'A', 'a', '1', ';type=a', 'x.y', '1.2.3.4'];
const token = fc.constantFrom(...TOKENS);

const edit = fc.tuple(fc.nat(), fc.constantFrom('insert', 'replace', 'delete'), token);
function mutate(s: string, edits: [number, string, string][]): string {
  for (const [at, how, t] of edits) {
    const i = at % (s.length + 1);
    if (how === 'insert') s = s.slice(0, i) + t + s.slice(i);
    else if (how === 'replace') s = s.slice(0, i) + t + s.slice(i + 1);
    else s = s.slice(0, i) + s.slice(i + 1);
  }
  return s;
}
const mutatedUrl = fc.tuple(url, fc.array(edit, { minLength: 0, maxLength: 3 })).map(([g, edits]) => mutate(g.input, edits));

/** a short string of tokens, for the rules below `url` */
const tokens = fc.array(token, { maxLength: 8 }).map((t) => t.join(''));

const SEED = 1738;

describe('§5 as a backtracking regexp and grammars/rfc1738.ts accept the same strings', () => {
  it('url: generated and mutated URLs (parse(), fast build)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(mutatedUrl, (s) => {
        const ok = parse(s, 'rfc1738').ok;
        if (ok) accepted++;
        expect([s, ok]).toEqual([s, urlOracle(s)]);
      }),
      { seed: SEED, numRuns: 6000 },
    );
    // both outcomes are well represented
    expect(accepted).toBeGreaterThan(1500);
    expect(accepted).toBeLessThan(5000);
  });

  it('url: the known places where ordered choice must not change the language', () => {
    for (const s of [
      'gopher://h/1a%09b/c',
      'gopher://h/1%09%09%09',
      'gopher://h/%09',
      'news:*@h',
      'news:a.b@c.d',
      'wais://h/d/t/p',
      'wais://h/d?s',
      'foo://h_x/',
      'foo://h:1/p',
      'http://a-b.c-d.e/',
      'http://1.2.3.4.a/',
      'ftp://u:p@h:1/a;type=A',
      'telnet://u@h:1/',
    ]) {
      expect([s, parse(s, 'rfc1738').ok]).toEqual([s, urlOracle(s)]);
      expect([s, urlOracle(s)]).toEqual([s, true]);
    }
  });

  it.each(Object.keys(BNF))('%s (whole-input match, careful build)', (name) => {
    const parser = rule('rfc1738', name as RuleName<'rfc1738'>);
    // rules inside a URL get token strings; whole-URL rules get mutated URLs
    const inputs = /url$/.test(name) || name.startsWith('wais') ? mutatedUrl : tokens;
    fc.assert(
      fc.property(inputs, (s) => {
        expect([s, parser.parse(s).status]).toEqual([s, RE[name].test(s)]);
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });
});
