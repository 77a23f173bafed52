/**
 * parse(s, 'rfc3986')'s hot path (the AST read from the compiled matcher's records, the one-pass
 * percent-encoding warnings) against references: the same AST builder fed the careful (Parsimmon)
 * build's parse tree, and the regexp-based §2.1/§2.3 scan. Same values, same key order (JSON), on
 * the benchmark corpus and on generated URI-references of every form.
 */
import fc from 'fast-check';
import { parse } from '../../../src/index';
import type { UriReference, Warning } from '../../../src/index';
import { grammarFor, toAst, warnings } from '../../../src/editions/rfc3986';
import { capturesOf } from '../../../src/engine';
import { sourceGrammar } from '../../../src/editions/grammar-sources';
import { generateCorpus } from '../../fixtures/corpus';
import { uriReference, uriReferenceZoned } from '../../fixtures/arbitraries/rfc3986';

/** The warnings before the one-pass scan (two global regexps), as the oracle. */
const PCT_LOWERCASE = /%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/g;
const PCT_UNRESERVED = /%(?:4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/g;
function firstAndMore(re: RegExp, input: string): { at: number; text: string; more: boolean } | undefined {
  re.lastIndex = 0;
  const first = re.exec(input);
  if (!first) return undefined;
  const more = re.exec(input) !== null;
  re.lastIndex = 0;
  return { at: first.index, text: first[0], more };
}
function pctOracle(input: string): Warning[] {
  const out: Warning[] = [];
  const more = (m: { more: boolean }) => (m.more ? ' (and others)' : '');
  const lowercase = firstAndMore(PCT_LOWERCASE, input);
  if (lowercase) {
    out.push({
      code: 'pct-lowercase',
      message: `percent-encoding "${lowercase.text}"${more(lowercase)} should use uppercase hexadecimal digits`,
      offset: lowercase.at,
      rule: 'pct-encoded',
      section: '2.1',
    });
  }
  const unreserved = firstAndMore(PCT_UNRESERVED, input);
  if (unreserved) {
    const c = String.fromCharCode(parseInt(unreserved.text.slice(1), 16));
    out.push({
      code: 'pct-unreserved',
      message: `"${unreserved.text}" encodes the unreserved character "${c}"${more(unreserved)}; unreserved characters should not be percent-encoded`,
      offset: unreserved.at,
      rule: 'unreserved',
      section: '2.3',
    });
  }
  return out;
}

function check(input: string, zoned = false): void {
  const r = parse(input, 'rfc3986', zoned ? { amendments: ['rfc6874'] } : undefined);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const grammar = grammarFor(zoned ? { amendments: ['rfc6874'] } : {});
  const tree = sourceGrammar(grammar.buildId).carefulTree('URI-reference', input)!;
  const reference: UriReference = toAst(input, capturesOf(tree, (rule) => grammar.id(rule)));
  expect(JSON.stringify(r.uri)).toBe(JSON.stringify(reference));
  expect(r.uri).toStrictEqual(reference);
  // the non-%-warnings are computed by the same code; the %-scan is checked against its oracle
  const pct = (ws: Warning[]) => ws.filter((w) => w.code.startsWith('pct-'));
  expect(pct(r.warnings)).toEqual(pctOracle(input));
  expect(r.warnings).toEqual(warnings(input, reference));
}

describe('rfc3986 hot path = the careful build\'s AST and regexp warnings', () => {
  it('on the benchmark corpus', () => {
    for (const { text } of generateCorpus(3000, 17)) check(text);
  });
  it('on generated URI-references', () => {
    fc.assert(fc.property(uriReference, (s) => check(s)), { numRuns: 3000 });
  });
  it('on generated URI-references with RFC 6874 zone IDs', () => {
    fc.assert(fc.property(uriReferenceZoned, (s) => check(s, true)), { numRuns: 1000 });
  });
  it('on percent-encodings of every octet, in every case and count', () => {
    const hex = '0123456789abcdefABCDEF';
    for (const a of hex) for (const b of hex) for (const n of [1, 2]) check(`http://h/%${a}${b}`.repeat(1) + `?q=%${b}${a}`.repeat(n));
    check('http://[fe80::1%25eth0]/%41%2f%7e', true);
  });
  it('on long inputs (the warnings scan by regexp above 4096 characters)', () => {
    for (const unit of ['%41', '%20', '%2f', 'a%41b%2F', '%7e%7E', 'x']) {
      for (const tail of ['', '%41', '%aa', '%2f%41']) {
        check('http://h/' + unit.repeat(1400) + tail);
        check('http://h/?' + tail + unit.repeat(1400));
      }
    }
  });
});
