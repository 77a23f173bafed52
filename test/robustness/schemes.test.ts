/**
 * The scheme specifications under generated and mutated inputs: parseScheme() never throws for a
 * string; an accepted reading's string fields are substrings of the input (a decoded RFC 2368
 * mailbox aside); a rejection lies inside the input and names a rule of the specification with its
 * section; compare() with scheme readings never throws and agrees with parseScheme; the careful
 * build (rule()) accepts exactly what the compiled matcher does for each scheme's top rule.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { compare, parseScheme, rule, schemes } from '../../src/index';
import type { SchemeRuleName, SchemeSpecName } from '../../src/index';
import { getSchemeSpec } from '../../src/editions/schemes/registry';
import { budget } from '../support/config';
import { mutated } from '../support/mutation';

/** A scheme-shaped string: a scheme with specifications, then pieces the scheme grammars are made of. */
const PIECES = [
  '//', '/', ':', '@', '?', '#', '&', '=', ';', ',', '.', '-', '+', '*', '(', ')', '%', '%20', '%2C', '%22', '%5C', '%5B', '%5D', '%3C', '%3E',
  'a', 'b1', 'host', 'example.com', '1.2.3.4', '[::1]', 'u:p', 'localhost', 'c:', 'c|', '?+', '?=', ';ext=', ';isub=', ';phone-context=', ';base64',
  'text/plain', '+1-2', ' ', '\\', '"', '~',
];
const schemeNames = Object.keys(schemes);
const input = fc
  .tuple(fc.constantFrom(...schemeNames), fc.constantFrom(':', '://', ':///', ':////'), fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }))
  .map(([s, sep, rest]) => `${s}${sep}${rest.join('')}`);
const pool = fc.oneof(input, mutated(input));

describe('scheme readings under generated inputs', () => {
  it('parseScheme never throws; fields are substrings; errors lie in the input and cite a section', () => {
    fc.assert(
      fc.property(pool, (s) => {
        const scheme = s.slice(0, s.indexOf(':')).toLowerCase();
        for (const era of schemes[scheme] ?? []) {
          for (const options of era.name === 'rfc8089' ? [undefined, { appendixE: true }] : [undefined]) {
            const r = parseScheme(s, era.name, options);
            if (r.ok) {
              for (const [k, v] of Object.entries(r.fields)) {
                if (typeof v === 'string' && !(era.name === 'rfc2368' && k === 'to')) assert.ok(s.includes(v), `${era.name} ${k}: ${v}`);
              }
            } else {
              assert.ok(r.error.offset >= 0 && r.error.offset <= s.length, `${era.name}: offset ${r.error.offset}`);
              assert.ok(r.error.rule !== undefined && r.error.section !== undefined, `${era.name}: ${r.error.message}`);
            }
          }
        }
      }),
      budget(26_000, 400),
    );
  });

  it("compare()'s scheme readings are parseScheme's, and its differences name components that differ", () => {
    fc.assert(
      fc.property(pool, (s) => {
        const c = compare(s, { editions: ['rfc3986'] });
        const mine = c.schemes;
        if (!mine) return;
        for (const [name, r] of Object.entries(mine.results)) assert.equal(r!.ok, parseScheme(s, name as SchemeSpecName).ok);
        for (const d of mine.differences) assert.ok(new Set(Object.values(d.values)).size > 1);
      }),
      budget(26_001, 200),
    );
  });

  it('the careful build of each top rule accepts what parseScheme reads with the ABNF', () => {
    fc.assert(
      fc.property(pool, (s) => {
        const scheme = s.slice(0, s.indexOf(':')).toLowerCase();
        for (const era of schemes[scheme] ?? []) {
          if (era.name === 'rfc9110' || era.name === 'rfc2368') continue; // (a split-off fragment; a decoded #mailbox)
          const spec = getSchemeSpec(era.name);
          const careful = rule(era.name as 'rfc8141', era.top as SchemeRuleName<'rfc8141'>).parse(s).status;
          const compiled = spec.checkRule(era.top, s) === undefined;
          assert.equal(careful, compiled, `${era.name} ${era.top}`);
        }
      }),
      budget(26_002, 200),
    );
  });
});
