/**
 * mailto in each era: RFC 1738 §3.5, RFC 2368 §2 (RFC 822's #mailbox), RFC 6068 §2 (RFC 5322's
 * addr-spec, hfields) — the inventory read from the vendored texts, the productions, and every
 * example of RFC 2368 §6 and RFC 6068 §6 found at its line.
 */
import { checkRule, parseScheme, rule, schemes } from '../../src/index';
import { OWN_RULES as OWN_2368 } from '../../grammars/rfc2368';
import { OWN_RULES as OWN_6068 } from '../../grammars/rfc6068';
import { bracketed, defined, section } from './rfc-text';

describe('inventory', () => {
  it('RFC 2368 §2 defines mailtoURL, to, headers, header, hname, hvalue', () => {
    expect(defined(section('rfc2368.txt', '2. Syntax of a mailto URL', '3. Semantics'))).toEqual([...OWN_2368]);
  });
  it('RFC 6068 §2 defines its twelve productions', () => {
    expect(defined(section('rfc6068.txt', '2.  Syntax of a', '3.  Semantics'))).toEqual([...OWN_6068]);
  });
  it('RFC 822 §6.1: every mailbox rule the grammar has is in the section, and those mailbox needs are all there', () => {
    const rules = defined(section('rfc822.txt', '     6.1.  SYNTAX', '     6.2.  SEMANTICS'));
    for (const r of ['mailbox', 'route-addr', 'route', 'addr-spec', 'local-part', 'domain', 'sub-domain', 'domain-ref']) {
      expect(rules).toContain(r);
      expect(checkRule('rfc2368', r as never, '')).toBeDefined(); // the rule exists (and matches no empty string)
    }
  });
  it('the registry lists mailto oldest first', () => {
    expect(schemes.mailto.map((s) => [s.name, s.year, s.section, s.top])).toEqual([
      ['rfc1738', 1994, '3.5', 'mailtourl'],
      ['rfc2368', 1998, '2', 'mailtoURL'],
      ['rfc6068', 2010, '2', 'mailtoURI'],
    ]);
  });
});

describe('RFC 2368', () => {
  it('reads the decoded to as RFC 822 #mailbox: phrases, routes, comments, null elements', () => {
    const r = parseScheme('mailto:Joe%20Q%20%3C@a%2C@b:joe@example.com%3E%20%28work%29%2C%2C%20bob@example.com?subject=hi', 'rfc2368');
    expect(r.ok && r.fields).toEqual({ to: ['Joe Q <@a,@b:joe@example.com>', 'bob@example.com'], headers: [['subject', 'hi']] });
  });
  it('§2: parentheses and commas in "to" must be encoded (RFC 1738 had them unreserved)', () => {
    expect(parseScheme('mailto:a@b,c@d', 'rfc2368').ok).toBe(false);
    expect(parseScheme('mailto:a@b%2Cc@d', 'rfc2368').ok).toBe(true);
    expect(parseScheme('mailto:a@b(x)', 'rfc2368').ok).toBe(false);
    expect(parseScheme('mailto:a@b,c@d', 'rfc6068').ok).toBe(true);
  });
  it('accepts a mailto with headers only, and none at all', () => {
    expect(parseScheme('mailto:?to=joe@example.com', 'rfc2368').ok).toBe(true);
    expect(parseScheme('mailto:', 'rfc2368').ok).toBe(true);
  });
  it('rejects an address that is not a #mailbox at its encoded offset, citing RFC 822', () => {
    const r = parseScheme('mailto:joe%20smith', 'rfc2368');
    expect(!r.ok && [r.error.offset, r.error.section]).toEqual([18, 'RFC 822 §3.3']);
  });
  it('rejects 8-bit characters ("8-bit characters in mailto URLs are forbidden")', () => {
    const r = parseScheme('mailto:caf%C3%A9@example.com', 'rfc2368');
    expect(!r.ok && [r.error.offset, r.error.note]).toEqual([10, 'RFC 2368 §2: "8-bit characters in mailto URLs are forbidden"']);
  });
  it('PEG: an addr-spec is taken only when the mailbox ends there; else phrase route-addr', () => {
    expect(checkRule('rfc2368', 'mailbox', 'joe@example.com')).toBeUndefined();
    expect(checkRule('rfc2368', 'mailbox', 'joe <joe@example.com>')).toBeUndefined();
    expect(checkRule('rfc2368', 'mailbox', '"Joe Q" <joe@example.com>')).toBeUndefined();
    expect(checkRule('rfc2368', 'mailbox', 'joe@example.com <x@y>')).toBeDefined();
    expect(rule('rfc2368', 'comment').parse('(a (nested) \\) comment)').status).toBe(true);
  });
});

describe('recursion: RFC 822 comments nest', () => {
  it('parseScheme stops at 1000 levels with a rejection that says so, at the "(" that opens level 1001', () => {
    const r = parseScheme(`mailto:${'%28'.repeat(200_000)}a@b`, 'rfc2368');
    expect(!r.ok && [r.error.offset, r.error.rule]).toEqual([7 + 3 * 1000, 'comment']);
    expect(!r.ok && r.error.note).toMatch(/stops at 1000 levels/);
    expect(parseScheme(`mailto:a@b%20${'%28'.repeat(999)}${'%29'.repeat(999)}`, 'rfc2368').ok).toBe(true);
  });
  it('parseScheme explains a rejection nested 1000 levels deep (the most it reads) without a throw', () => {
    for (const n of [600, 999, 1000]) {
      const r = parseScheme(`mailto:${'%28'.repeat(n)}a@b`, 'rfc2368');
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error.rule).toBeDefined();
    }
  });
  it('checkRule on a comment nested past the call stack is a rejection, not a crash', () => {
    const e = checkRule('rfc2368', 'comment', '('.repeat(1_000_000));
    expect(e?.note).toMatch(/nests too deeply/);
  });
  it("rule()'s parser on a comment nested past the call stack fails where it began, and throws nothing", () => {
    const deep = '('.repeat(200_000) + ')'.repeat(200_000);
    const r = rule('rfc2368', 'comment').parse(deep);
    expect(r.status).toBe(false);
    expect(!r.status && r.expected).toEqual(['comment nested no deeper than the call stack allows']);
    expect(rule('rfc2368', 'comment').parse(`${'('.repeat(50)}x${')'.repeat(50)}`).status).toBe(true);
  });
});

describe('RFC 6068', () => {
  it('to is addr-specs separated by ","; hfields are name/value pairs as written', () => {
    const r = parseScheme('mailto:a@example.org,b@example.org?cc=c@example.org&body=x%20y', 'rfc6068');
    expect(r.ok && r.fields).toEqual({ to: ['a@example.org', 'b@example.org'], hfields: [['cc', 'c@example.org'], ['body', 'x%20y']] });
  });
  it('§2 item 1: characters that must be encoded are rejected raw', () => {
    for (const input of ['mailto:a/b@example.org', 'mailto:a&b@example.org', 'mailto:[x]@example.org', 'mailto:"q"@example.org']) {
      expect(parseScheme(input, 'rfc6068').ok).toBe(false);
    }
  });
  it('PEG: local-part tries the quoted-string (%22 … %22) first', () => {
    expect(checkRule('rfc6068', 'local-part', '%22a..b%22')).toBeUndefined();
    expect(checkRule('rfc6068', 'local-part', 'a..b')).toBeDefined();
    expect(checkRule('rfc6068', 'domain', '%5B192.0.2.1%5D')).toBeUndefined();
  });
  it('§2 item 3: no comments or white space in local-part and domain', () => {
    expect(parseScheme('mailto:joe(c)@example.org', 'rfc6068').ok).toBe(false);
  });
});

describe("the RFCs' own examples, at their lines", () => {
  const of2368 = bracketed(section('rfc2368.txt', '6. Examples', '7. Security'), 'mailto');
  const of6068 = bracketed(section('rfc6068.txt', '6.  Examples', '7.  Security'), 'mailto');
  it('finds them', () => {
    expect(of2368.length).toBe(11);
    expect(of6068.length).toBeGreaterThanOrEqual(16);
  });
  it.each(of2368)('RFC 2368 §6 (+$line): $uri', ({ uri, wrong }) => {
    expect(parseScheme(uri, 'rfc2368').ok).toBe(!wrong);
  });
  it.each(of6068)('RFC 6068 §6 (+$line): $uri', ({ uri, wrong }) => {
    expect(parseScheme(uri, 'rfc6068').ok).toBe(!wrong);
  });
  it('RFC 1738 §3.5 has no headers: "?" is an xchar, part of the encoded822addr', () => {
    const r = parseScheme('mailto:infobot@example.com?subject=current-issue', 'rfc1738');
    expect(r.ok && r.fields).toEqual({ encoded822addr: 'infobot@example.com?subject=current-issue' });
  });
});
