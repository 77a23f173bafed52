/**
 * The careful kit (src/engine/careful: what rule() hands out and what explains a rejection) builds a
 * parse tree for a repeated captured rule — one node per repetition, in order — and does so in
 * linear time: `many` once copied the nodes collected so far at every repetition (quadratic). The
 * time is measured with the other hostile inputs (hostile.ts: "the careful kit: n repetitions of a
 * captured rule").
 */
import type { Nodes } from '../../src/engine';
import { repeatedCaptured } from '../support/hostile';

describe('careful kit: a repeated captured rule', () => {
  it('yields one node per repetition, in order', () => {
    const r = repeatedCaptured.parse(';a;bc;d') as { status: boolean; value: Nodes };
    expect(r.status).toBe(true);
    expect(r.value.map((n) => [n.rule, n.start, n.end])).toEqual([
      ['item', 0, 2],
      ['item', 2, 5],
      ['item', 5, 7],
    ]);
  });
  it('yields 20,000 nodes for 20,000 repetitions', () => {
    const r = repeatedCaptured.parse(';ab'.repeat(20_000)) as { status: boolean; value: Nodes };
    expect(r.value).toHaveLength(20_000);
    expect(r.value[19_999].start).toBe(59_997);
  });
});
