/**
 * The careful kit (grammars/core.ts: what rule() hands out and what explains a rejection) builds a
 * parse tree in linear time also where a captured rule is repeated: `many` collects its nodes
 * without copying the ones collected so far (it did, once per repetition: quadratic).
 */
import { ALPHA, buildLanguage, carefulKit, rule } from '../../grammars/core';
import type { Nodes } from '../../grammars/core';
import { LIMIT, describeTiming, timeRatio } from './linear';

// items = *item ; item = ";" 1*ALPHA — with `item` captured
const language = buildLanguage(
  {
    items: rule('items', 'test', (r) => carefulKit.many(r.item)),
    item: rule('item', 'test', () => carefulKit.seq(carefulKit.lit(';'), carefulKit.run(ALPHA, 1))),
  },
  carefulKit,
  new Set(['item']),
);
const items = language.items;
const parse = (s: string) => items.parse(s) as { status: boolean; value: Nodes };

describe('careful kit: a repeated captured rule', () => {
  it('yields one node per repetition, in order', () => {
    const r = parse(';a;bc;d');
    expect(r.status).toBe(true);
    expect(r.value.map((n) => [n.rule, n.start, n.end])).toEqual([
      ['item', 0, 2],
      ['item', 2, 5],
      ['item', 5, 7],
    ]);
  });
  it('is linear in the number of repetitions', () => {
    const t = timeRatio(parse, ';ab'.repeat(2_000), ';ab'.repeat(20_000));
    expect(parse(';ab'.repeat(20_000)).value).toHaveLength(20_000);
    if (t.ratio > LIMIT) throw new Error(`20,000 repetitions against 2,000: ${describeTiming(t)}`);
  });
});
