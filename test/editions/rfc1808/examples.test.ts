import { parse, serialize } from '../../../src/index';
import type { UriReference } from '../../../src/index';
import { RFC1808_EXAMPLES, RFC1808_SECTION_5 } from '../../fixtures/examples/rfc1808';

const COMPONENTS = [
  'form',
  'scheme',
  'authority',
  'userinfo',
  'host',
  'hostKind',
  'port',
  'path',
  'params',
  'query',
  'fragment',
  'opaque',
] as const;

function expectSpansCutOutComponents(input: string, uri: UriReference): void {
  for (const [component, span] of Object.entries(uri.spans)) {
    expect([component, input.slice(span![0], span![1])]).toEqual([component, uri[component as keyof UriReference]]);
  }
}

describe('RFC 1808: every example in the text', () => {
  it.each(RFC1808_EXAMPLES.map((e) => [e.source, e.input, e] as const))('%s %j', (_source, input, example) => {
    const r = parse(input, 'rfc1808');
    if (!r.ok) throw r.error;
    const want = example.expect as Record<string, unknown>;
    for (const c of COMPONENTS) expect([c, r.uri[c]]).toEqual([c, want[c]]);
    expect(r.uri.edition).toBe('rfc1808');
    expect(serialize(r.uri)).toBe(input);
    expectSpansCutOutComponents(input, r.uri);
  });
  it('the table covers every reference and every resolved URL of §5', () => {
    const inputs = new Set(RFC1808_EXAMPLES.map((e) => e.input));
    for (const { reference, resolved } of RFC1808_SECTION_5) {
      expect([reference, inputs.has(reference)]).toEqual([reference, true]);
      expect([resolved, inputs.has(resolved)]).toEqual([resolved, true]);
    }
  });
});

describe('RFC 1808 §5: every reference and every result is a URL', () => {
  it.each(RFC1808_SECTION_5.map((e) => [e.source, e.reference, e.resolved] as const))(
    '%s %j = %j',
    (_source, reference, resolved) => {
      for (const s of [reference, resolved]) {
        const r = parse(s, 'rfc1808');
        if (!r.ok) throw r.error;
        expect(serialize(r.uri)).toBe(s);
      }
      // every result is an absolute URL of the generic-RL form (a base URL must be one, §2)
      const r = parse(resolved, 'rfc1808');
      expect(r.ok && [r.uri.form, r.uri.opaque]).toEqual(['absolute', undefined]);
    },
  );
  it('only g:h, http:g and http: carry a scheme among the references (§2.4.2)', () => {
    const withScheme = RFC1808_SECTION_5.filter(({ reference }) => {
      const r = parse(reference, 'rfc1808');
      return r.ok && r.uri.form === 'absolute';
    }).map((e) => e.reference);
    expect(withScheme).toEqual(['g:h', 'http:g', 'http:']);
  });
  it('no example in the text draws a warning', () => {
    const warned = RFC1808_EXAMPLES.flatMap((e) => {
      const r = parse(e.input, 'rfc1808');
      return r.ok ? r.warnings.map((w) => [e.input, w.code]) : [];
    });
    expect(warned).toEqual([]);
  });
});
