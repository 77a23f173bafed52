import fc from 'fast-check';
import { parse, rule, serialize } from '../../../src/index';
import type { RuleName, UriReference } from '../../../src/index';

const SEED = 1808;

/*
 * An independent transcription of §2.2's BNF as JavaScript regular expressions. RFC 1808's URL
 * language has no recursion, so it is regular; a backtracking regexp explores every alternative of
 * every `|`, as the BNF does, so it is an oracle for the PEG grammar's ordered choices and runs.
 */
const unreserved = "[A-Za-z0-9$\\-_.+!*'(),]";
const escape = '%[0-9A-Fa-f]{2}';
const uchar = `(?:${unreserved}|${escape})`;
const pchar = `(?:${uchar}|[:@&=])`;
const reserved = '[;/?:@&=]';
const fsegment = `${pchar}+`;
const segment = `${pchar}*`;
const path = `${fsegment}(?:/${segment})*`;
const param = `(?:${pchar}|/)*`;
const params = `${param}(?:;${param})*`;
const query = `(?:${uchar}|${reserved})*`;
const fragment = query;
const relPath = `(?:${path})?(?:;${params})?(?:\\?${query})?`;
const absPath = `/${relPath}`;
const netLoc = `(?:${pchar}|[;?])*`;
const netPath = `//${netLoc}(?:${absPath})?`;
const relativeURL = `(?:${netPath}|${absPath}|${relPath})`;
const scheme = '[A-Za-z0-9+.\\-]+';
const genericRL = `${scheme}:${relativeURL}`;
const absoluteURL = `(?:${genericRL}|${scheme}:(?:${uchar}|${reserved})*)`;
const URL_SOURCE = `(?:${absoluteURL}|${relativeURL})(?:#${fragment})?`;

const whole = (source: string) => new RegExp(`^(?:${source})$`);
const BNF = {
  URL: whole(URL_SOURCE),
  'generic-RL': whole(genericRL),
  path: whole(path),
  params: whole(params),
  net_loc: whole(netLoc),
  rel_path: whole(relPath),
  relativeURL: whole(relativeURL),
  absoluteURL: whole(absoluteURL),
} as const;

/** The characters where the grammar's decisions are made, and some it must reject. */
const TRICKY = ['a', 'B', '1', ':', '/', '/', '?', ';', ';', '#', '@', '%', '4', 'f', '~', ' ', '.', '+', '=', '-', '|'];
const trickyText = fc.array(fc.constantFrom(...TRICKY), { maxLength: 14 }).map((cs) => cs.join(''));
/** … alone, and after the prefixes where absoluteURL's two forms part ways */
const tricky = fc.oneof(
  trickyText,
  fc.tuple(fc.constantFrom('http:', 'g:', 'http://h', 'http://', '//', 'x:/'), trickyText).map(([p, t]) => p + t),
);

/** A string the BNF derives, generated from the transcription above. */
const bnfUrl = fc.stringMatching(whole(URL_SOURCE), { size: 'small' });
/**
 * scheme "://" net_loc "//" …: the one shape generic-RL cannot derive (after abs_path's "/", a
 * fsegment cannot be empty), so only absoluteURL's second form does. Rare in `bnfUrl`, so made here.
 */
const opaqueUrl = fc
  .tuple(
    fc.stringMatching(whole(scheme), { size: 'xsmall' }),
    fc.stringMatching(whole(netLoc), { size: 'xsmall' }),
    fc.stringMatching(whole(`(?:${uchar}|${reserved})*`), { size: 'small' }),
    fc.option(fc.stringMatching(whole(fragment), { size: 'xsmall' })),
  )
  .map(([s, n, tail, f]) => `${s}://${n}//${tail}${f === null ? '' : '#' + f}`);
const url = fc.oneof(bnfUrl, opaqueUrl);

/** §2.4's parsing steps, as the RFC lists them (for a URL of the generic-RL syntax). */
function section24(s: string) {
  const out: { scheme?: string; authority?: string; path: string; params?: string; query?: string; fragment?: string } = { path: '' };
  const hash = s.indexOf('#'); // §2.4.1: the first "#"
  if (hash >= 0) [s, out.fragment] = [s.slice(0, hash), s.slice(hash + 1)];
  const m = /^([A-Za-z0-9+.-]+):/.exec(s); // §2.4.2
  if (m) [out.scheme, s] = [m[1], s.slice(m[0].length)];
  if (s.startsWith('//')) {
    // §2.4.3: up to the next "/"
    const slash = s.indexOf('/', 2);
    [out.authority, s] = slash < 0 ? [s.slice(2), ''] : [s.slice(2, slash), s.slice(slash)];
  }
  const q = s.indexOf('?'); // §2.4.4: the first "?"
  if (q >= 0) [s, out.query] = [s.slice(0, q), s.slice(q + 1)];
  const semi = s.indexOf(';'); // §2.4.5: the first ";"
  if (semi >= 0) [s, out.params] = [s.slice(0, semi), s.slice(semi + 1)];
  out.path = s; // §2.4.6
  return out;
}

function expectRoundTrip(s: string, uri: UriReference): void {
  expect(serialize(uri)).toBe(s);
  for (const [component, span] of Object.entries(uri.spans)) {
    expect([component, s.slice(span![0], span![1])]).toEqual([component, uri[component as keyof UriReference]]);
  }
}

describe('generated RFC 1808 URLs', () => {
  it('parse, serialize back to the same string, and have spans that cut out each component', () => {
    fc.assert(
      fc.property(url, (s) => {
        const r = parse(s, 'rfc1808');
        if (!r.ok) throw r.error;
        expectRoundTrip(s, r.uri);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
  it('split as §2.4 splits them, unless only absoluteURL\'s second form derives them', () => {
    fc.assert(
      fc.property(url, (s) => {
        const r = parse(s, 'rfc1808');
        if (!r.ok) throw r.error;
        const { uri } = r;
        const beforeHash = s.split('#')[0];
        expect(BNF.URL.test(s)).toBe(true);
        if (uri.opaque !== undefined) {
          expect(BNF['generic-RL'].test(beforeHash)).toBe(false);
          expect(uri.opaque).toBe(beforeHash.slice(uri.scheme!.length + 1));
          expect(uri.path).toBe(uri.opaque);
        } else {
          expect(BNF['generic-RL'].test(beforeHash) || uri.form === 'relative').toBe(true);
          const want = section24(s);
          const got = { scheme: uri.scheme, authority: uri.authority, path: uri.path, params: uri.params, query: uri.query, fragment: uri.fragment };
          expect(got).toEqual({ scheme: undefined, authority: undefined, params: undefined, query: undefined, fragment: undefined, ...want });
        }
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});

describe('the PEG grammar accepts exactly the BNF\'s language', () => {
  it('URL: random strings over the delimiters are accepted exactly when the BNF derives them', () => {
    fc.assert(
      fc.property(tricky, (s) => {
        const r = parse(s, 'rfc1808');
        expect([s, r.ok]).toEqual([s, BNF.URL.test(s)]);
        if (r.ok) expectRoundTrip(s, r.uri);
      }),
      { seed: SEED, numRuns: 5000 },
    );
  });
  it.each(Object.keys(BNF).filter((k) => k !== 'URL'))('%s, as a rule on its own', (name) => {
    const oracle = BNF[name as keyof typeof BNF];
    const p = rule('rfc1808', name as RuleName<'rfc1808'>);
    fc.assert(
      fc.property(tricky, (s) => {
        expect([s, p.parse(s).status]).toEqual([s, oracle.test(s)]);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });
});
