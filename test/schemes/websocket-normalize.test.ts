/**
 * ws and wss (RFC 6455 §3), and scheme-based normalization reading each scheme's rules from its
 * specification's module.
 */
import { equivalent, normalize, parseScheme, schemes } from '../../src/index';
import { schemeRules } from '../../src/normalize/schemes';
import { OWN_RULES } from '../../grammars/rfc6455';
import { defined, rfcText, section } from './rfc-text';

describe('RFC 6455 §3', () => {
  it('defines ws-URI and wss-URI; host, port, path and query are references to RFC 3986', () => {
    const text = section('rfc6455.txt', '3.  WebSocket URIs', '4.  Opening Handshake');
    expect(defined(text, false)).toEqual([...OWN_RULES]);
    expect(defined(text, true)).toEqual(['host', 'port', 'path', 'query']);
    expect(schemes.ws.map((s) => s.name)).toEqual(['rfc6455']);
  });
  it('host [ ":" port ] path [ "?" query ]: no userinfo, no fragment', () => {
    const r = parseScheme('wss://example.com:8443/chat?x=1', 'rfc6455');
    expect(r.ok && r.fields).toEqual({ host: 'example.com', port: '8443', path: '/chat', query: 'x=1' });
    expect(parseScheme('ws://u@h/', 'rfc6455').ok).toBe(false);
    expect(parseScheme('ws://h/#f', 'rfc6455').ok).toBe(false);
    expect(parseScheme('WS://h', 'rfc6455').ok).toBe(true);
  });
});

describe('normalization reads the specifications', () => {
  it.each([
    ['http', 80, 'RFC 9110 §4.2.1, §4.2.3'],
    ['https', 443, 'RFC 9110 §4.2.2, §4.2.3'],
    ['ws', 80, 'RFC 6455 §3'],
    ['wss', 443, 'RFC 6455 §3'],
    ['ftp', 21, 'RFC 1738 §3.2, §3.2.2'],
    ['gopher', 70, 'RFC 4266 §2.1 (RFC 1738 §3.4)'],
  ] as const)('%s: default port %d (%s)', (scheme, port, source) => {
    expect(schemeRules(scheme)).toMatchObject({ defaultPort: port, source });
  });
  it('the sources say so in the vendored texts', () => {
    expect(rfcText('rfc9110-section4.txt')).toMatch(/an empty\s+path component is equivalent to an absolute path of "\/"/);
    expect(rfcText('rfc6455.txt')).toMatch(/the default for "ws" is port 80,\s+while the default for "wss" is port 443/);
  });
  it('normalize() and equivalent() use them', () => {
    expect(normalize('HTTP://Example.COM:80')).toBe('http://example.com/');
    expect(normalize('wss://h:443/a')).toBe('wss://h/a');
    expect(equivalent('ws://h', 'ws://h:80/')).toBe(true);
    expect(normalize('x-y://h:80')).toBe('x-y://h:80');
  });
});
