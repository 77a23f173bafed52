/**
 * quotation(): which quoted text of an error or a message is masked — the same answer as its
 * definition (every place the quotation has in the input, against every masked span), in linear time.
 */
import fc from 'fast-check';
import { parse, redact } from '../../src/index';
import { quotation } from '../../src/redact/quotations';
import { mergeSpans } from '../../src/redact/views';

type Span = [number, number];

/** The definition, place by place: the first place overlapping a span; a single character only when none is clear. */
function byDefinition(inner: string, input: string, spans: readonly Span[]): number {
  let first = -1;
  let clear = false;
  for (let at = input.indexOf(inner); at >= 0; at = input.indexOf(inner, at + 1)) {
    if (spans.some(([s, e]) => s < at + inner.length && e > at)) {
      if (first < 0) first = at;
    } else clear = true;
  }
  return first >= 0 && (inner.length > 1 || !clear) ? first : -1;
}

describe('quotation()', () => {
  it('masks where its definition does (random inputs, spans and quotations)', () => {
    const input = fc.stringMatching(/^[ab@:]{1,40}$/);
    fc.assert(
      fc.property(input, fc.array(fc.tuple(fc.nat(40), fc.nat(6)), { maxLength: 6 }), fc.stringMatching(/^[ab@:]{1,4}$/), (text, raw, inner) => {
        const spans = mergeSpans(raw.map(([s, l]) => [Math.min(s, text.length), Math.min(s + l + 1, text.length)] as Span).filter(([s, e]) => s < e));
        const first = byDefinition(inner, text, spans);
        const shown = quotation(inner, new Map([[text, spans]]), () => 'OTHER');
        if (first < 0) expect(shown).toBe('OTHER');
        else expect(shown).not.toBe('OTHER');
      }),
      { numRuns: 3000 },
    );
  });

  it('is linear in the input: an error quoting "=" of a 1 MB query of secret pairs', () => {
    const input = `http://h/?{&${'token=x&{=&'.repeat(100_000)}`;
    const start = performance.now();
    const result = parse(input, 'rfc3986');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason).toMatch(/unexpected/);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});

describe('no stack overflow and no quadratic scan on long queries', () => {
  it('redacts 200,000 secret values with a tab in the input', () => {
    const input = `http://h/?${'token=x&'.repeat(200_000)}\t`;
    const out = redact(input);
    expect(out.startsWith('http://h/?token=***&token=***&')).toBe(true);
    expect(out.includes('token=x')).toBe(false);
  });

  it('cleans a run of a million spaces inside an input to be trimmed in linear time', () => {
    const start = performance.now();
    // (the leading space has the view trimmed: its trailing run is looked for only where a run starts)
    expect(redact(` http://u:p@h/${' '.repeat(1_000_000)}x`)).toBe(` http://u:***@h/${' '.repeat(1_000_000)}x`);
    expect(performance.now() - start).toBeLessThan(3000);
  });
});
