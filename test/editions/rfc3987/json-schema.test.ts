/**
 * Every case of the JSON-Schema-Test-Suite's `iri` and `iri-reference` formats (draft 2020-12,
 * vendored verbatim: test/fixtures/json-schema/README.md) against the rfc3987 edition: `iri` is RFC
 * 3987's IRI rule, `iri-reference` its IRI-reference. On every string the verdict is the suite's;
 * the cases whose data is not a string are stated apart (a format applies to strings only).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { canParse, checkRule, parse, rule } from '../../../src/index';

interface Case {
  description: string;
  data: unknown;
  valid: boolean;
}
interface Group {
  description: string;
  schema: { format: string };
  tests: Case[];
}

const load = (file: string) => JSON.parse(readFileSync(join(__dirname, '../../fixtures/json-schema', file), 'utf8')) as Group[];
const GROUPS = [...load('iri.json'), ...load('iri-reference.json')];

/** The rule each format names. */
const RULES: Record<string, 'IRI' | 'IRI-reference'> = { iri: 'IRI', 'iri-reference': 'IRI-reference' };

/** Our verdict on a string: the rule, whole; the fast and careful builds must agree. */
function verdict(format: string, data: string): boolean {
  const name = RULES[format];
  const careful = rule('rfc3987', name).parse(data).status;
  const checked = checkRule('rfc3987', name, data) === undefined;
  expect(checked).toBe(careful);
  if (name === 'IRI-reference') {
    expect(canParse(data, 'rfc3987')).toBe(careful);
    expect(parse(data, 'rfc3987').ok).toBe(careful);
  } else {
    const r = parse(data, 'rfc3987');
    expect(r.ok && r.uri.form === 'absolute').toBe(careful);
  }
  return careful;
}

const cases = GROUPS.flatMap((g) => g.tests.map((t) => [g.schema.format, t.description, t] as const));

describe('JSON-Schema-Test-Suite, formats iri and iri-reference', () => {
  it('has both formats, and only them', () => {
    expect(GROUPS.map((g) => g.schema.format).sort()).toEqual(['iri', 'iri-reference']);
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases.filter(([, , t]) => typeof t.data === 'string'))('%s: %s', (format, _description, t) => {
    expect(verdict(format, t.data as string)).toBe(t.valid);
  });

  it.each(cases.filter(([, , t]) => typeof t.data !== 'string'))('%s: %s (not a string)', (format, _description, t) => {
    // The suite's "all string formats ignore …" cases: a format validates strings, and an instance of
    // another type passes it. That is the validator's type dispatch, not the IRI grammar; the grammar
    // takes strings only, so parse() and the rules refuse the value itself (TypeError), not as an IRI.
    expect(t.valid).toBe(true);
    expect(() => parse(t.data as string, 'rfc3987')).toThrow(TypeError);
    expect(() => checkRule('rfc3987', RULES[format], t.data as string)).toThrow(TypeError);
  });
});
