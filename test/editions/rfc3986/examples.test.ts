import { parse, serialize } from '../../../src/index';
import { RFC3986_EXAMPLES, RFC3986_SECTION_5_4_REFERENCES } from '../../fixtures/examples/rfc3986';

const COMPONENTS = ['scheme', 'authority', 'userinfo', 'host', 'hostKind', 'port', 'path', 'query', 'fragment'] as const;

describe('RFC 3986: every example in the text', () => {
  it.each(RFC3986_EXAMPLES.map((e) => [e.source, e.input, e] as const))('%s %s', (_source, input, example) => {
    const r = parse(input, 'rfc3986');
    if (!r.ok) throw r.error;
    for (const c of COMPONENTS) expect([c, r.uri[c]]).toEqual([c, example.expect[c]]);
    expect(r.uri.form).toBe(example.expect.form);
    expect(serialize(r.uri)).toBe(input);
    for (const [component, span] of Object.entries(r.uri.spans)) {
      const value = r.uri[component as keyof typeof r.uri];
      expect(input.slice(span![0], span![1])).toBe(value);
    }
  });
});

describe('RFC 3986 §5.4: every reference of the resolution examples is a URI-reference', () => {
  it.each(RFC3986_SECTION_5_4_REFERENCES)('%j', (ref) => {
    const r = parse(ref, 'rfc3986');
    expect(r.ok).toBe(true);
    if (r.ok) expect(serialize(r.uri)).toBe(ref);
  });
  it('classifies g:h and http:g as URIs and the rest as relative references', () => {
    for (const ref of RFC3986_SECTION_5_4_REFERENCES) {
      const r = parse(ref, 'rfc3986');
      expect([ref, r.ok && r.uri.form]).toEqual([ref, ref === 'g:h' || ref === 'http:g' ? 'absolute' : 'relative']);
    }
  });
});
