/**
 * Mutated strings (test/robustness/mutation.ts) never make the library throw: every edition either
 * accepts the string — and then it round-trips and its AST is coherent — or rejects it with a
 * UriSyntaxError whose offset lies within the input. The fast build (parse) and the careful build
 * (rule) agree on every one; compare(), resolve(), resolveAll() and normalize() never throw anything
 * but a UriSyntaxError.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { UriSyntaxError, compare, normalize, parse, resolve, resolveAll, rule, serialize } from '../../src/index';
import type { EditionName } from '../../src/index';
import { checkAst } from './ast-checks';
import { budget } from './config';
import { CONFIGS, anyValid } from './editions';
import { checkError } from './error-checks';
import { mutated } from './mutation';

const RUNS = 1500;
const hostile = mutated(anyValid);
const RELATIVE_EDITIONS: EditionName[] = ['rfc1808', 'rfc2396', 'rfc3986'];
const BASE = 'http://a/b/c/d;p?q';

/** Only a UriSyntaxError may escape `f`. */
function onlySyntaxErrors<T>(f: () => T): T | UriSyntaxError {
  try {
    return f();
  } catch (error) {
    if (error instanceof UriSyntaxError) return error;
    throw error;
  }
}

describe('mutated strings', () => {
  it.each(CONFIGS.map((c, i) => [c.label, c, i] as const))('%s: accepted and round-tripped, or rejected within the input, by both builds', (_label, c, i) => {
    const careful = rule(c.edition, c.top, c.options);
    fc.assert(
      fc.property(hostile, (s) => {
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
          const own = CONFIGS.find((k) => k.edition === edition && (amended ? true : !k.options.amendments) && !k.options.allowFragment);
          const alone = parse(s, edition as EditionName, amended && edition === 'rfc2396' ? { amendments: ['rfc2732'] } : amended && edition === 'rfc3986' ? { amendments: ['rfc6874'] } : undefined);
          assert.ok(own !== undefined);
          assert.equal(result.ok, alone.ok, `${edition} in compare()`);
          if (result.ok && alone.ok) assert.deepEqual(result.uri, alone.uri);
        }
        for (const d of c.differences) assert.ok(typeof d.explanation === 'string' && d.explanation.length > 0, `explanation of ${d.component}`);
      }),
      budget(21_000, RUNS / 2),
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
              if (typeof target === 'string' && validate) {
                // a validated resolution of derivable inputs: RFC 3986 §5.2 yields a URI again
                if (edition === 'rfc3986') assert.ok(parse(target, 'rfc3986').ok, `target ${JSON.stringify(target)}`);
              }
            }
          }
        }
      }),
      budget(22_000, RUNS / 2),
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
      budget(23_000, RUNS / 2),
    );
  });
});
