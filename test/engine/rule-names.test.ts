/**
 * A rule name from a user that a grammar does not have — the empty name included — is the
 * RangeError naming the grammar's rules, from rule() and checkRule() alike, never a TypeError.
 */
import { checkRule, editions, rule, schemes } from '../../src/index';

const specs = [...new Set(Object.values(schemes).flatMap((eras) => eras.map((era) => era.name)))];

describe('an unknown rule name', () => {
  const names = ['', ' ', 'constructor', '__proto__', 'no-such-rule'];
  it.each(editions.map((e) => e.name))('%s: rule() and checkRule() throw the RangeError', (edition) => {
    for (const name of names) {
      expect(() => rule(edition, name as never)).toThrow(RangeError);
      expect(() => rule(edition, name as never)).toThrow(/has no rule named/);
      expect(() => checkRule(edition, name as never, 'x')).toThrow(/has no rule named/);
    }
  });

  it('every scheme specification: rule() throws the RangeError', () => {
    expect(specs.length).toBeGreaterThan(10);
    for (const spec of specs) for (const name of names) expect(() => rule(spec as never, name as never)).toThrow(/has no rule named/);
  });

  it('after a known rule was asked for (the last name is remembered)', () => {
    expect(() => rule('rfc3986', 'URI')).not.toThrow();
    expect(() => rule('rfc3986', '' as never)).toThrow(/has no rule named ''/);
  });
});
