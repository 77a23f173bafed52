/**
 * The rule-name unions rule() and checkRule() take (RuleName<E>, declared next to each grammar's
 * CAPTURED list) are exactly the productions each grammar has: read from the grammar file's type
 * declaration and compared with the compiled grammar's rule names, with and without amendments
 * and options.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkRule, editions, rule } from '../../src/index';
import type { RuleName } from '../../src/index';
import { grammarFor as rfc1738Grammar } from '../../src/editions/rfc1738';
import { grammarFor as rfc2396Grammar } from '../../src/editions/rfc2396';
import { grammarFor as rfc3986Grammar } from '../../src/editions/rfc3986';

/** The string literals of `export type <name> = | 'a' | 'b' …;` in grammars/<file>.ts. */
function unionMembers(file: string, name: string): string[] {
  const text = readFileSync(join(__dirname, '..', '..', 'grammars', `${file}.ts`), 'utf8');
  const match = new RegExp(`export type ${name} =([^;]*);`).exec(text);
  if (!match) throw new Error(`grammars/${file}.ts declares no type ${name}`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

const info = (name: string) => editions.find((e) => e.name === name)!;

describe.each([
  ['rfc1630', 'Rfc1630RuleName'],
  ['rfc1738', 'Rfc1738RuleName'],
  ['rfc1808', 'Rfc1808RuleName'],
  ['rfc2396', 'Rfc2396RuleName'],
  ['rfc3986', 'Rfc3986RuleName'],
])('%s', (edition, type) => {
  it(`${type} lists the grammar's ruleNames, in order`, () => {
    expect(unionMembers(edition, type)).toEqual(info(edition).ruleNames);
  });
});

describe.each([
  ['rfc2396', 'Rfc2732RuleName', () => rfc2396Grammar({ amendments: ['rfc2732'] }).ruleNames],
  ['rfc3986', 'Rfc6874RuleName', () => rfc3986Grammar({ amendments: ['rfc6874'] }).ruleNames],
] as const)('%s amended', (edition, type, amendedNames) => {
  it(`${type} lists the rules the amendment adds`, () => {
    const plain = new Set(info(edition).ruleNames);
    expect(unionMembers(edition, type)).toEqual(amendedNames().filter((n) => !plain.has(n)));
  });
});

it('Rfc1738FragmentRuleName lists the rule allowFragment adds (caseInsensitiveScheme adds none)', () => {
  const plain = new Set(info('rfc1738').ruleNames);
  const added = rfc1738Grammar({ allowFragment: true, caseInsensitiveScheme: true }).ruleNames.filter((n) => !plain.has(n));
  expect(unionMembers('rfc1738', 'Rfc1738FragmentRuleName')).toEqual(added);
});

it('a typed name gives a parser and a check', () => {
  const name: RuleName<'rfc3986'> = 'IPv6addrz';
  expect(rule('rfc3986', name, { amendments: ['rfc6874'] }).parse('fe80::1%25eth0').status).toBe(true);
  expect(checkRule('rfc2396', 'abs_path', '/a/b')).toBeUndefined();
});
