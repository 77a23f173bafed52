/**
 * Strings generated from each edition's own grammar (valid by construction) are accepted, by the
 * fast build that parse() uses and by the careful build that rule() hands out; they serialize back
 * to themselves; and the AST is what src/model/ast.ts says it is — spans that cut each component out of the
 * input, segments that rebuild the path, plain JSON data.
 */
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { parse, rule, serialize } from '../../src/index';
import type { RuleName } from '../../src/index';
import { checkAst } from '../support/ast-checks';
import { budget } from '../support/config';
import { CONFIGS } from '../support/editions';

const RUNS = 600;

describe.each(CONFIGS.map((c, i) => [c.label, c, i] as const))('%s: generated strings', (_label, c, i) => {
  const careful = rule(c.edition, c.top as RuleName, c.options);

  it('parse, serialize back to themselves, and have a coherent AST', () => {
    fc.assert(
      fc.property(c.valid, (s) => {
        const r = parse(s, c.edition, c.options);
        if (!r.ok) throw r.error;
        assert.equal(r.edition, c.edition);
        assert.equal(serialize(r.uri), s);
        checkAst(s, r.uri, c.edition);
      }),
      budget(10_000 + i, RUNS),
    );
  });

  it('are accepted by the careful build too (rule() of the top rule)', () => {
    fc.assert(
      fc.property(c.valid, (s) => {
        assert.ok(careful.parse(s).status, 'careful build rejects');
      }),
      budget(11_000 + i, RUNS / 4),
    );
  });
});
