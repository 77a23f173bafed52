/**
 * The rule-name unions rule() and checkRule() take for the scheme specifications (declared in each
 * grammar file) are exactly the grammar's productions: its own, listed in the union, and those it
 * adopts from RFC 3986, RFC 2396 or RFC 1738, by the union it names for them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRule, editions, rule, schemes } from '../../src/index';
import type { SchemeRuleName } from '../../src/index';
import { getSchemeSpec } from '../../src/editions/schemes/registry';

/** The string literals and the named unions of `export type <name> = …;` in grammars/<file>.ts. */
function union(file: string, name: string): { literals: string[]; unions: string[] } {
  const text = readFileSync(join(__dirname, '..', '..', 'grammars', `${file}.ts`), 'utf8');
  const match = new RegExp(`export type ${name} =([^;]*);`).exec(text);
  if (!match) throw new Error(`grammars/${file}.ts declares no type ${name}`);
  return { literals: [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]), unions: [...match[1].matchAll(/\b(Rfc\d+RuleName)\b/g)].map((m) => m[1]) };
}

const adoptedNames: Record<string, readonly string[]> = {
  Rfc3986RuleName: editions.find((e) => e.name === 'rfc3986')!.ruleNames,
  Rfc6874RuleName: ['ZoneID', 'IPv6addrz'],
  Rfc2396RuleName: editions.find((e) => e.name === 'rfc2396')!.ruleNames,
};

describe.each([
  ['rfc1945', 'Rfc1945RuleName'],
  ['rfc2616', 'Rfc2616RuleName'],
  ['rfc7230', 'Rfc7230RuleName'],
  ['rfc9110', 'Rfc9110RuleName'],
  ['rfc2368', 'Rfc2368RuleName'],
  ['rfc6068', 'Rfc6068RuleName'],
  ['rfc8089', 'Rfc8089RuleName'],
  ['rfc2141', 'Rfc2141RuleName'],
  ['rfc8141', 'Rfc8141RuleName'],
  ['rfc5538', 'Rfc5538RuleName'],
  ['rfc6455', 'Rfc6455RuleName'],
  ['rfc2397', 'Rfc2397RuleName'],
  ['rfc3966', 'Rfc3966RuleName'],
] as const)('%s', (spec, type) => {
  it(`${type} is the grammar's productions`, () => {
    const { literals, unions } = union(spec, type);
    const declared = new Set([...literals, ...unions.flatMap((u) => adoptedNames[u])]);
    // (RFC 8089's Appendix E rules are its option's: the union lists them too)
    const appendixE = spec === 'rfc8089' ? ['unc-authority', 'file-host', 'inline-IP', 'file-absolute', 'drive-letter'] : [];
    for (const r of appendixE) expect(() => rule('rfc8089', r as never, { appendixE: true })).not.toThrow();
    const actual = new Set([...getSchemeSpec(spec).info.ruleNames, ...appendixE]);
    expect([...declared].sort()).toEqual([...actual].sort());
  });
});

describe('typed names', () => {
  it('a scheme rule name type-checks, and a misspelt one does not', () => {
    const name: SchemeRuleName<'rfc6068'> = 'hfield';
    expect(checkRule('rfc6068', name, 'a=b')).toBeUndefined();
    // @ts-expect-error: RFC 6068 has no rule 'hfeild'
    expect(() => rule('rfc6068', 'hfeild')).toThrow(/Did you mean 'hfield'/);
    expect(schemes.mailto.at(-1)?.ruleNames).toContain('hfield');
  });
});
