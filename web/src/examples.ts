/** Strings on which the editions disagree, one button each. */
import type { PlaygroundState } from './state';

export interface Example {
  label: string;
  state: PlaygroundState;
}

/** RFC 1808 §5.1 and RFC 3986 §5.4 resolve their examples against this base. */
const RFC_BASE = 'http://a/b/c/d;p?q';

function parseOnly(input: string): PlaygroundState {
  return { input, base: '', amendments: [], strict: true, whatwg: false };
}

function resolving(input: string): PlaygroundState {
  return { input, base: RFC_BASE, amendments: [], strict: true, whatwg: false };
}

export const EXAMPLES: readonly Example[] = [
  { label: 'params and a password', state: parseOnly('http://user:pass@example.com:8080/a/b;type=a?q=1#top') },
  { label: 'a "?" in net_loc', state: parseOnly('http://a?x/b') },
  { label: 'an IPv6 literal', state: parseOnly('http://[2001:db8::7]:8080/') },
  { label: 'a tilde', state: parseOnly('http://example.com/~user/') },
  { label: 'ftp typecode', state: parseOnly('ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a') },
  { label: 'an opaque URI', state: parseOnly('mailto:joe@example.com') },
  { label: 'an IRI', state: parseOnly('http://例子.卷筒纸/引き割り.html') },
  { label: 'resolve "?y"', state: resolving('?y') },
  { label: 'resolve "../../../g"', state: resolving('../../../g') },
  { label: 'resolve "g;x=1/../y"', state: resolving('g;x=1/../y') },
  { label: 'resolve "http:g", not strict', state: { ...resolving('http:g'), strict: false } },
  { label: 'a backslash, beside WHATWG', state: { ...parseOnly('http://evil.example\\@trusted.example/'), whatwg: true } },
  { label: 'a hex IPv4 host, beside WHATWG', state: { ...parseOnly('http://0x7f.1/'), whatwg: true } },
  { label: 'a host only Python reads (CVE-2024-11168)', state: { ...parseOnly('http://[::1]evil.example/'), readers: ['rfc3986', 'whatwg', 'python', 'curl'] } },
  { label: 'a host only curl reads (scheme guessing)', state: { ...parseOnly('evil.example:80@trusted.example/'), readers: ['rfc3986', 'whatwg', 'python', 'curl'] } },
  { label: "url.parse ends the host at ';'", state: { ...parseOnly('http://evil.example;trusted.example/'), readers: ['rfc3986', 'whatwg', 'go', 'php', 'nodeLegacy'] } },
  { label: 'java.net.URI: no host at all', state: { ...parseOnly('http://a_b.example/'), readers: ['rfc3986', 'whatwg', 'javaUri', 'javaUrl'] } },
  { label: 'mailto headers, era by era', state: parseOnly('mailto:joe@example.com?cc=bob@example.com&body=hello') },
  { label: 'an empty http host (RFC 9110)', state: parseOnly('http://:8080/') },
];
