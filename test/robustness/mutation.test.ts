/**
 * Mutated strings (test/robustness/mutation.ts) never make the library throw: every edition either
 * accepts the string — and then it round-trips and its AST is coherent — or rejects it with a
 * UriSyntaxError whose offset lies within the input. The fast build (parse) and the careful build
 * (rule) agree on every one; compare(), resolve(), resolveAll() and normalize() throw nothing but a
 * UriSyntaxError, and their answers are consistent (compare's results are parse's, a target takes its
 * authority from its inputs, a normalized string is accepted); relativize(), the percent helpers,
 * the IRI conversions, parseQuery() and redact() throw nothing but their own errors.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import {
  PercentEncodingError,
  UriSyntaxError,
  compare,
  editions,
  iriToUri,
  normalize,
  parse,
  parseQuery,
  percentDecode,
  percentEncode,
  redact,
  relativize,
  resolve,
  resolveAll,
  rule,
  serialize,
  uriToIri,
} from '../../src/index';
import type { EditionName, RuleName } from '../../src/index';
import { checkAst } from '../support/ast-checks';
import { budget } from '../support/config';
import { CONFIGS, anyValid } from '../support/editions';
import { checkError } from '../support/error-checks';
import { mutated } from '../support/mutation';

const RUNS = 600;
const hostile = mutated(anyValid);
/** mutations of the configuration's own strings (most of them) and of any edition's */
const hostileFor = (own: fc.Arbitrary<string>) => mutated(fc.oneof({ weight: 2, arbitrary: own }, { weight: 1, arbitrary: anyValid }));
const EDITIONS = editions.map((e) => e.name);
/** every edition but RFC 1738, which has no relative URLs */
const RELATIVE_EDITIONS: EditionName[] = EDITIONS.filter((e) => e !== 'rfc1738');
/** the editions that resolve by RFC 3986 §5.2 (RFC 3987 §6.5: "the algorithms of [RFC3986] can be applied directly") */
const BY_RFC3986: readonly EditionName[] = ['rfc3986', 'rfc3987'];
const BASE = 'http://a/b/c/d;p?q';

/** RFC 3986 Appendix B: a URI reference's five components (with the "//" the authority follows) */
function split(reference: string): { authority?: string; path: string } {
  const m = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/.exec(reference) as RegExpExecArray;
  return { authority: m[4], path: m[5] };
}

/** Only a UriSyntaxError may escape `f`. */
function onlySyntaxErrors<T>(f: () => T): T | UriSyntaxError {
  return only(UriSyntaxError, f);
}

/** Only an error of class `kind` may escape `f`; it is returned. */
function only<T, E>(kind: new (...args: never[]) => E, f: () => T): T | E {
  try {
    return f();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
}

describe('mutated strings', () => {
  it.each(CONFIGS.map((c, i) => [c.label, c, i] as const))('%s: accepted and round-tripped, or rejected within the input, by both builds', (_label, c, i) => {
    const careful = rule(c.edition, c.top as RuleName, c.options);
    fc.assert(
      fc.property(hostileFor(c.valid), (s) => {
        const r = parse(s, c.edition, c.options);
        assert.equal(r.edition, c.edition);
        if (r.ok) {
          assert.equal(serialize(r.uri), s);
          checkAst(s, r.uri, c.edition);
        } else {
          checkError(s, r.error, c.edition, c.options);
        }
        assert.equal(careful.parse(s).status, r.ok, 'the careful build disagrees');
      }),
      budget(20_000 + i, RUNS),
    );
  });

  it('compare() never throws, and reports each edition as parse() does', () => {
    fc.assert(
      fc.property(hostile, fc.boolean(), (s, amended) => {
        const options = amended ? { amendments: ['rfc2732', 'rfc6874'] as ('rfc2732' | 'rfc6874')[] } : undefined;
        const c = compare(s, options);
        assert.equal(c.input, s);
        for (const [edition, result] of Object.entries(c.results)) {
          const own = amended && edition === 'rfc2396' ? { amendments: ['rfc2732' as const] } : amended && edition === 'rfc3986' ? { amendments: ['rfc6874' as const] } : undefined;
          const alone = parse(s, edition as EditionName, own);
          assert.equal(result.ok, alone.ok, `${edition} in compare()`);
          if (result.ok && alone.ok) assert.deepEqual(result.uri, alone.uri);
        }
        for (const d of c.differences) assert.ok(typeof d.explanation === 'string' && d.explanation.length > 0, `explanation of ${d.component}`);
      }),
      budget(21_000, 400),
    );
  });

  it('resolve() and resolveAll() return a target or a UriSyntaxError, with the string as reference or as base', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        for (const [base, reference] of [
          [BASE, s],
          [s, 'g;x?y#z'],
          [s, '../..'],
        ]) {
          const all = resolveAll(base, reference);
          for (const outcome of Object.values(all)) {
            if (outcome.ok) assert.equal(typeof outcome.target, 'string');
            else assert.ok(outcome.error instanceof UriSyntaxError);
          }
          for (const edition of RELATIVE_EDITIONS) {
            for (const validate of [false, true]) {
              const target = onlySyntaxErrors(() => resolve(base, reference, edition, { validate }));
              if (target instanceof UriSyntaxError) {
                assert.ok(target.offset >= 0 && target.offset <= target.input.length, 'offset within the input');
                continue;
              }
              // The target's authority is the reference's or the base's (RFC 3986 §5.2.2, RFC 2396
              // §5.2 step 4, RFC 1808 §4 step 3) — except where the algorithms, as written, turn path
              // text into an authority (found here; docs/robustness.md):
              //  - after dot-segment removal a path can begin with "//", and without an authority
              //    the recomposed target reads it as one: "x:/a/b" + "..//h/p" gives "x://h/p";
              //  - RFC 1808 and RFC 2396 write a merged relative path straight after the authority of
              //    a base whose path is empty: "http://a" + "z" gives "http://az" (RFC 3986 §5.2.3
              //    added the "/" that prevents it).
              const authority = split(target).authority;
              if (authority === undefined) continue;
              const r = split(reference);
              const b = split(base);
              const inherited = [r.authority, b.authority].includes(authority);
              const fromPath = r.path.includes('//') || b.path.includes('//');
              const extended = !BY_RFC3986.includes(edition) && b.path === '' && b.authority !== undefined && authority.startsWith(b.authority);
              //  - RFC 1630 has no authority: the host is a path element, which its partial-form
              //    rules replace or remove like any other ("a://a" + "g" gives "a://g")
              if (edition === 'rfc1630') continue;
              assert.ok(inherited || fromPath || extended, `${edition}: authority ${JSON.stringify(authority)} of ${JSON.stringify(target)}`);
            }
          }
        }
      }),
      budget(22_000, 300),
    );
  });

  it('normalize() returns a string the edition accepts, or throws a UriSyntaxError', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        for (const c of CONFIGS) {
          if (c.options.allowFragment || c.options.amendments) continue;
          const out = onlySyntaxErrors(() => normalize(s, c.edition));
          if (typeof out === 'string') {
            const again = parse(out, c.edition);
            assert.ok(again.ok, `${c.edition}: normalize(${JSON.stringify(s)}) = ${JSON.stringify(out)} is rejected`);
          } else {
            checkError(s, out, c.edition);
          }
        }
      }),
      budget(23_000, 400),
    );
  });

  it('relativize(), the percent helpers, IRI conversions, parseQuery() and redact() throw nothing but their own errors', () => {
    fc.assert(
      fc.property(hostile, (s) => {
        for (const edition of RELATIVE_EDITIONS) {
          // relativize: a reference that resolves back to the target, or the target itself
          const r = onlySyntaxErrors(() => relativize(BASE, s, edition));
          if (typeof r === 'string' && r !== s) assert.equal(resolve(BASE, r, edition), s, `${edition}: relativize(BASE, ${JSON.stringify(s)}) = ${JSON.stringify(r)}`);
        }
        for (const component of ['userinfo', 'host', 'path', 'segment', 'query', 'fragment'] as const) {
          for (const edition of EDITIONS) {
            const encoded = only(PercentEncodingError, () => percentEncode(s, component, edition));
            // what percentEncode() writes, percentDecode() reads back
            if (typeof encoded === 'string') assert.equal(percentDecode(encoded), s, `${edition} ${component}`);
          }
        }
        only(PercentEncodingError, () => percentDecode(s));
        only(PercentEncodingError, () => parseQuery(s));
        onlySyntaxErrors(() => iriToUri(s));
        onlySyntaxErrors(() => uriToIri(s));
        assert.equal(typeof redact(s), 'string');
      }),
      budget(24_000, 300),
    );
  });
});
