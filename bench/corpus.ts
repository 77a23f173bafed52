/**
 * A deterministic corpus of realistic, valid RFC 3986 URI-references for the benchmark.
 *
 * The same seed always gives the same strings (a small PRNG, no Math.random), so runs on different
 * machines measure the same work. The mix (weights below) follows what a URI parser meets: web URLs
 * with registered names, ports, deep paths, long queries and percent-encoding; userinfo; IPv4; all
 * nine IPv6address forms of RFC 3986 §3.2.2 and IPvFuture; mailto, urn, news, ftp with ";type=",
 * file; and relative references of every relative-part form (§4.2).
 */

/** mulberry32: a tiny, well-distributed 32-bit PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusEntry {
  text: string;
  /** whether it is a URI (has a scheme) rather than a relative-ref */
  absolute: boolean;
  kind: string;
}

const WORDS = [
  'api', 'v2', 'users', 'search', 'docs', 'index.html', 'static', 'img', 'logo.png', 'blog', '2024', 'archive',
  'products', 'item', 'view', 'en-US', 'assets', 'js', 'app.min.js', 'css', 'style.css', 'download', 'release',
  'node_modules', 'package', 'wiki', 'Main_Page', 'articles', 'news', 'story', 'comments', 'thread', 'page',
  'profile', 'settings', 'account', 'login', 'oauth', 'callback', 'feed', 'rss', 'media', 'video', 'watch',
  'repos', 'issues', 'pull', 'commits', 'tree', 'main', 'src', 'lib', 'README.md', 'data.json', 'report.pdf',
];
const TLDS = ['com', 'org', 'net', 'io', 'de', 'co.uk', 'example', 'dev', 'info', 'edu'];
const LABELS = ['www', 'api', 'cdn', 'mail', 'static', 'en', 'docs', 'shop', 'm', 'images', 'login', 'git'];
const NAMES = ['example', 'wikipedia', 'github', 'news-site', 'my-shop', 'acme', 'foo', 'bar', 'openstreetmap'];
const KEYS = ['q', 'id', 'page', 'lang', 'utm_source', 'utm_medium', 'ref', 'sort', 'filter', 'token', 'session', 'v'];
const PCT = ['%20', '%C3%A9', '%E2%82%AC', '%2F', '%3D', '%26', '%E6%97%A5%E6%9C%AC', '%2B', '%40', '%7E'];
const HEX = '0123456789abcdef';

export function generateCorpus(n: number, seed = 0x3986): CorpusEntry[] {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const chance = (p: number) => rnd() < p;

  const word = () => (chance(0.15) ? pick(WORDS) + pick(PCT) + pick(WORDS) : pick(WORDS));
  const host = () => {
    const parts: string[] = [];
    if (chance(0.7)) parts.push(pick(LABELS));
    parts.push(pick(NAMES));
    parts.push(pick(TLDS));
    return parts.join('.');
  };
  const path = (min: number, max: number) => {
    let p = '';
    for (let i = int(min, max); i > 0; i--) p += '/' + word();
    if (chance(0.1)) p += '/';
    return p;
  };
  const value = () => {
    switch (int(0, 4)) {
      case 0:
        return String(int(0, 99999));
      case 1:
        return pick(WORDS) + pick(PCT) + pick(WORDS);
      case 2:
        return Array.from({ length: int(8, 24) }, () => pick(HEX.split(''))).join('');
      case 3:
        return pick(WORDS) + '+' + pick(WORDS);
      default:
        return pick(WORDS);
    }
  };
  const query = () =>
    Array.from({ length: int(1, 8) }, () => `${pick(KEYS)}=${value()}`).join(chance(0.9) ? '&' : ';');
  const fragment = () => (chance(0.5) ? pick(WORDS) : `section-${int(1, 20)}`);
  const h16 = () => Array.from({ length: int(1, 4) }, () => pick(HEX.split(''))).join('');
  const ipv4 = () => `${int(0, 255)}.${int(0, 255)}.${int(0, 255)}.${int(0, 255)}`;
  const ls32 = () => (chance(0.2) ? ipv4() : `${h16()}:${h16()}`);
  const h16s = (k: number) => Array.from({ length: k }, () => h16() + ':').join('');
  /** one of the nine IPv6address alternatives of RFC 3986 §3.2.2 */
  const ipv6 = () => {
    const form = int(0, 8);
    const before = (max: number) => {
      const k = int(0, max);
      return k === 0 && chance(0.5) ? '' : Array.from({ length: k + 1 }, () => h16()).join(':');
    };
    switch (form) {
      case 0:
        return h16s(6) + ls32();
      case 1:
        return '::' + h16s(5) + ls32();
      case 2:
        return (chance(0.5) ? h16() : '') + '::' + h16s(4) + ls32();
      case 3:
        return before(1) + '::' + h16s(3) + ls32();
      case 4:
        return before(2) + '::' + h16s(2) + ls32();
      case 5:
        return before(3) + '::' + h16s(1) + ls32();
      case 6:
        return before(4) + '::' + ls32();
      case 7:
        return before(5) + '::' + h16();
      default:
        return before(6) + '::';
    }
  };
  const authority = (h: string) => h + (chance(0.15) ? ':' + int(1, 65535) : '');
  const tail = (pq: number, pf: number) => (chance(pq) ? '?' + query() : '') + (chance(pf) ? '#' + fragment() : '');

  const kinds: [number, string, () => string][] = [
    [46, 'web', () => `${chance(0.7) ? 'https' : 'http'}://${authority(host())}${path(2, 9)}${tail(0.8, 0.2)}`],
    [5, 'userinfo', () => `${pick(['http', 'ftp', 'ssh', 'https'])}://${pick(NAMES)}${chance(0.6) ? ':' + pick(WORDS) : ''}@${authority(host())}${path(0, 4)}${tail(0.3, 0)}`],
    [5, 'ipv4', () => `http://${authority(ipv4())}${path(0, 5)}${tail(0.5, 0.1)}`],
    [5, 'ipv6', () => `${chance(0.5) ? 'http' : 'https'}://[${ipv6()}]${chance(0.3) ? ':' + int(1, 65535) : ''}${path(0, 4)}${tail(0.3, 0.1)}`],
    [1, 'ipvfuture', () => `http://[v${int(1, 15).toString(16)}.${pick(NAMES)}:${int(1, 99)}]${path(0, 3)}`],
    [4, 'mailto', () => `mailto:${pick(NAMES)}.${pick(NAMES)}@${host()}${chance(0.4) ? `?subject=${pick(WORDS)}%20${pick(WORDS)}&body=${value()}` : ''}`],
    [4, 'urn', () => pick([
      () => `urn:isbn:978${int(1000000000, 9999999999)}`,
      () => `urn:uuid:${Array.from({ length: 32 }, () => pick(HEX.split(''))).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-')}`,
      () => `urn:ietf:rfc:${int(1, 9999)}`,
      () => `urn:oasis:names:specification:docbook:dtd:xml:${pick(WORDS)}`,
    ])()],
    [2, 'news', () => (chance(0.5) ? `news:comp.infosystems.www.${pick(WORDS)}` : `news:${int(100000, 999999)}@${host()}`)],
    [3, 'ftp', () => `ftp://${chance(0.3) ? 'anonymous@' : ''}${host()}${path(1, 5)}${chance(0.5) ? ';type=' + pick(['a', 'i', 'd']) : ''}`],
    [3, 'file', () => (chance(0.7) ? `file://${path(2, 6)}` : `file://${pick(['localhost', host()])}${path(2, 6)}`)],
    [22, 'relative', () => pick([
      () => `${'../'.repeat(int(1, 3))}${path(2, 6).slice(1)}${tail(0.4, 0.1)}`,
      () => `${path(2, 7)}${tail(0.5, 0.1)}`,
      () => `//${authority(host())}${path(0, 4)}${tail(0.3, 0)}`,
      () => `?${query()}`,
      () => `#${fragment()}`,
      () => `${word()}${path(0, 3)}${tail(0.3, 0.1)}`,
      () => `./${word()}:${pick(WORDS)}${path(0, 2)}`,
    ])()],
  ];
  const total = kinds.reduce((s, [w]) => s + w, 0);

  const out: CorpusEntry[] = [];
  for (let i = 0; i < n; i++) {
    let r = rnd() * total;
    let k = 0;
    while (r >= kinds[k][0]) r -= kinds[k++][0];
    const [, kind, make] = kinds[k];
    const text = make();
    out.push({ text, absolute: kind !== 'relative', kind });
  }
  return out;
}

/**
 * The same corpus made invalid under RFC 3986: one character that no rule allows (a space, "<", ">",
 * '"', "{", "}", "|", "\\", "^", "`", or a "%" not followed by two HEXDIGs — §2) put at a random
 * offset of each string.
 */
export function invalidate(corpus: readonly CorpusEntry[], seed = 0xbad): string[] {
  const rnd = prng(seed);
  const bad = [' ', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '%G'];
  return corpus.map(({ text }) => {
    const at = Math.floor(rnd() * (text.length + 1));
    return text.slice(0, at) + bad[Math.floor(rnd() * bad.length)] + text.slice(at);
  });
}
