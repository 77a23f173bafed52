/** The public toolkit: abnf(text, { start }) with ABNF's own meaning, its strategies, parse trees, rejections, rule(), the PEG report. */
import P from 'parsimmon';
import { abnf, AbnfError } from '../../src/abnf';
import type { ParseNode } from '../../src/abnf';
import { canParse, parse } from '../../src/index';
import { generateCorpus, invalidate } from '../fixtures/corpus';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';

const strategyOf = (g: ReturnType<typeof abnf>, rule: string) => g.strategies().find((s) => s.rule === rule)?.strategy;

describe('the exact ABNF language where ordered choice would lose strings', () => {
  it('S = *"a" "a" accepts "aaa"', () => {
    const g = abnf('S = *"a" "a"\n', { start: 'S' });
    expect(g.canParse('aaa')).toBe(true);
    expect(g.canParse('a')).toBe(true);
    expect(g.canParse('')).toBe(false);
    expect(strategyOf(g, 'S')).toBe('regexp');
    expect(g.parse('aaa')).toMatchObject({ ok: true, tree: { rule: 'S', start: 0, end: 3, text: 'aaa' } });
  });
  it('S = ( "a" / "ab" ) "c" accepts "abc"', () => {
    const g = abnf('S = ( "a" / "ab" ) "c"\n', { start: 'S' });
    expect(['abc', 'ac', 'ABC', 'abbc'].map((s) => g.canParse(s))).toEqual([true, true, true, false]);
    expect(g.parse('abbc')).toEqual({ ok: false, offset: 2, expected: ['"c"'], rule: 'S' });
  });
  it('1*DIGIT "1"', () => {
    const g = abnf('S = 1*DIGIT "1"\n', { start: 'S' });
    expect(['11', '1231', '1'].map((s) => g.canParse(s))).toEqual([true, true, false]);
  });
});

describe('strategies', () => {
  const list = abnf('list = item *( "," item )\nitem = 1*DIGIT / "x" [ %s"Y" ]\n', { start: 'list' });
  it('an LL(1) grammar is compiled by the engine, with parse trees and failure reports', () => {
    expect(list.strategies()).toEqual([
      { rule: 'list', strategy: 'compiled', why: expect.stringMatching(/LL\(1\)/) },
      { rule: 'item', strategy: 'compiled', why: expect.stringMatching(/LL\(1\)/) },
      { rule: 'DIGIT', strategy: 'compiled', why: expect.stringMatching(/LL\(1\)/) },
    ]);
    expect(list.canParse('1,22,xY,X')).toBe(true);
    expect(list.canParse('1,xy')).toBe(false); // %s"Y"
    const parsed = list.parse('12,x');
    expect(parsed).toEqual({
      ok: true,
      tree: {
        rule: 'list', start: 0, end: 4, text: '12,x',
        children: [
          // (1*DIGIT is one character run: DIGIT, a rule of one character, is no node of it)
          { rule: 'item', start: 0, end: 2, text: '12', children: [] },
          { rule: 'item', start: 3, end: 4, text: 'x', children: [] },
        ],
      },
    });
    expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
    expect(list.parse('12,')).toMatchObject({ ok: false, offset: 3, rule: 'list' });
  });
  it('rule() of a compiled rule is the careful Parsimmon build', () => {
    expect(list.rule('item').parse('123').status).toBe(true);
    expect(P.seq(list.rule('item'), P.string(';'), list.rule('item')).parse('1;x').status).toBe(true);
  });
  it('a recursive grammar that is not LL(1) is matched all-ways, with a parse tree', () => {
    const g = abnf('expr = term [ ( "+" / "++" ) expr ]\nterm = 1*ALPHA / "(" expr ")"\n', { start: 'expr' });
    expect(strategyOf(g, 'expr')).toBe('all-ways');
    expect(g.canParse('a++(b+c)')).toBe(true);
    const parsed = g.parse('a++b');
    expect(parsed.ok && parsed.tree.children.map((c) => c.text)).toEqual(['a', 'b']);
    expect(g.parse('a+(b')).toMatchObject({ ok: false, offset: 4, expected: ['")"', '"+"', '"++"', 'ALPHA'], rule: 'term' });
    // its rule() takes the longest match
    expect(P.seq(g.rule('term'), P.all).parse('abc')).toEqual({ status: true, value: ['abc', ''] });
  });
  it('a repetition that could backtrack exponentially is not given to a backtracking regexp: its automaton decides it', () => {
    const g = abnf('S = *( "a" / "aa" ) "b"\n', { start: 'S' });
    expect(g.strategies()[0]).toMatchObject({ strategy: 'regexp', why: expect.stringMatching(/automaton decides it in linear time .*inside an unbounded repetition, alternatives 1 and 2/) });
    const started = Date.now();
    expect(g.canParse(`${'a'.repeat(5000)}c`)).toBe(false);
    expect(g.canParse(`${'a'.repeat(5000)}b`)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('with a limit, longer inputs are refused: a rejection that says why from parse(), false from canParse(), never a RangeError', () => {
    const g = abnf('S = "a" S / "a"\n', { start: 'S', limit: 8 });
    expect(g.strategies()[0].strategy).toBe('all-ways');
    expect(g.canParse('a'.repeat(8))).toBe(true);
    expect(g.parse('a'.repeat(9))).toMatchObject({ ok: false, reason: expect.stringMatching(/up to 8 code units/) });
    expect(g.canParse('a'.repeat(9))).toBe(false);
  });
  it('no limit by default: past the all-ways matcher\'s budgets (a grammar needing n² ends) an AbnfError from canParse, a rejection from parse, each saying why; never a RangeError', () => {
    // a counted repetition's ends from each position are every later boundary between "a" and "bb",
    // at uneven steps, worked out explicitly at every position: some n²/2 of them
    const g = abnf('S = 2*( "a" / "bb" ) [ S ]\n', { start: 'S' });
    const tokens = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 5 < 2 ? 'bb' : 'a')).join('');
    expect(g.canParse(tokens(1000))).toBe(true);
    expect(() => g.canParse(tokens(20_000))).toThrow(AbnfError);
    expect(g.parse(tokens(20_000))).toMatchObject({ ok: false, reason: expect.stringMatching(/ambiguous in a way that needs (memory|work) growing faster than the input/) });
    // and the matcher is usable afterwards
    expect(g.parse('aaa')).toMatchObject({ ok: true });
  });
  it('no limit by default: ends many and at uneven steps, shared between positions (`S = ( "a" / "bb" ) S / "a" / "bb"`), parse with their tree', () => {
    const g = abnf('S = ( "a" / "bb" ) S / "a" / "bb"\n', { start: 'S' });
    const tokens = (n: number) => Array.from({ length: n }, (_, i) => ((i * 7919) % 5 < 2 ? 'bb' : 'a')).join('');
    expect(g.canParse(tokens(20_000))).toBe(true);
    const parsed = g.parse(tokens(20_000));
    expect(parsed.ok && parsed.tree.end).toBe(tokens(20_000).length);
    expect(g.parse(`${tokens(20_000)}b`)).toMatchObject({ ok: false, offset: tokens(20_000).length + 1, expected: ['"b"'] });
  });
  it('no length limit: 1 MB of a recursive rule, all-ways or compiled (nested deeper than the engine\'s stack), parses with its tree', () => {
    const n = 500_000;
    for (const [text, input, how] of [
      ['S = "a" S "b" / "ab"\n', `${'a'.repeat(n)}${'b'.repeat(n)}`, 'all-ways'],
      ['S = "(" [ S ] ")"\n', `${'('.repeat(n)}${')'.repeat(n)}`, 'compiled'],
    ]) {
      const g = abnf(text, { start: 'S' });
      expect(g.strategies()[0].strategy).toBe(how);
      const parsed = g.parse(input);
      expect(parsed.ok).toBe(true);
      let depth = 0;
      let misplaced = 0;
      for (let node = parsed.ok ? parsed.tree : undefined; node; node = node.children[0]) {
        if (node.start !== depth || node.end !== input.length - depth) misplaced++;
        depth++;
      }
      expect([depth, misplaced]).toEqual([n, 0]);
    }
  }, 60_000);
  it('errors: a missing start rule, an undefined rule, an unresolved prose value', () => {
    expect(() => abnf('a = "x"\n', { start: 'b' })).toThrow(/there is no rule b to start from/);
    expect(() => abnf('a = b\n', { start: 'a' })).toThrow(AbnfError);
    expect(() => abnf('a = <b>\n', { start: 'a' })).toThrow(/prose value <b>/);
  });
});

describe('RFC 3986 Appendix A, imported', () => {
  const g = abnf(rfc3986AppendixA(), { start: 'URI-reference', rules: { pchar: 'pchar' } });
  it('URI-reference is one backtracking regexp; the LL(1) rules are compiled', () => {
    expect(strategyOf(g, 'URI-reference')).toBe('regexp');
    expect(strategyOf(g, 'host')).toBe('regexp');
    expect(strategyOf(g, 'path-abempty')).toBe('compiled');
    expect(strategyOf(g, 'reg-name')).toBe('compiled');
  });
  it('canParse agrees with the hand-written rfc3986 edition on the benchmark corpus, valid and invalidated', () => {
    const corpus = generateCorpus(1500);
    const strings = [...corpus.map((e) => e.text), ...invalidate(corpus), '1.2.3.4.example', '//1.2.3.256', '[v1.x]', 'http://[::1%25eth0]/'];
    const disagree = strings.filter((s) => g.canParse(s) !== canParse(s));
    expect(disagree).toEqual([]);
  });
  it('a parse tree names the host the way the RFC does ("1.2.3.4.example" is a reg-name)', () => {
    const parsed = g.parse('http://1.2.3.4.example/');
    const find = (n: { rule: string; children: readonly unknown[] }, rule: string): unknown =>
      n.rule === rule ? n : n.children.map((c) => find(c as never, rule)).find((x) => x);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(find(find(parsed.tree, 'host') as never, 'reg-name')).toMatchObject({ text: '1.2.3.4.example' });
    }
    expect(parse('http://1.2.3.4.example/')).toMatchObject({ ok: true });
  });
  it('a tree reads the same from the PEG reading and from the automaton (for what the PEG loses): no node inside a character set or run', () => {
    const lost = g.parse('http://1.2.3.4.example/a%41b');
    const read = g.parse('http://x.2.3.4.example/a%41b');
    const shape = (n: ParseNode): unknown => ({ rule: n.rule, start: n.start, end: n.end, children: n.children.map(shape) });
    expect(lost.ok && read.ok).toBe(true);
    if (lost.ok && read.ok) {
      expect(shape(lost.tree)).toEqual(shape(read.tree));
      const rules = new Set<string>();
      const walk = (n: ParseNode): void => {
        rules.add(n.rule);
        n.children.forEach(walk);
      };
      walk(lost.tree);
      expect([...rules].sort()).toEqual(['ALPHA', 'URI', 'URI-reference', 'authority', 'hier-part', 'host', 'path-abempty', 'reg-name', 'scheme', 'segment']);
    }
  });
  it('a tree read after other parses is the tree read at once (the PEG reading\'s captures are the engine\'s last match only until the next)', () => {
    const strings = [...generateCorpus(300, 0x33).map((e) => e.text), 'http://1.2.3.4.example/a', 'http://[fe80::1]/', 'a:b', '//h/p?q#f'];
    const atOnce = strings.map((s) => {
      const p = g.parse(s);
      return p.ok ? p.tree : p;
    });
    // every parse first, then every tree, last first: each read after other matches
    const later = strings.map((s) => g.parse(s)).reverse().map((p) => (p.ok ? p.tree : p)).reverse();
    expect(later).toEqual(atOnce);
    // and a fresh grammar, whose automaton has remembered no steps yet, reads the same trees
    const fresh = strings.map((s) => {
      const p = abnf(rfc3986AppendixA(), { start: 'URI-reference', rules: { pchar: 'pchar' } }).parse(s);
      return p.ok ? p.tree : p;
    });
    expect(fresh).toEqual(atOnce);
  });
  it('1 MB valid inputs parse with their tree, no length limit: by the PEG reading, and by the automaton where the PEG loses the string', () => {
    for (const host of ['h', '1.2.3.4.example']) {
      const input = `http://${host}/${'a/'.repeat(500_000)}`;
      const parsed = g.parse(input);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const segments: ParseNode[] = [];
      for (const todo = [parsed.tree]; todo.length > 0; ) {
        const n = todo.pop()!;
        if (n.rule === 'segment') segments.push(n);
        for (const c of n.children) todo.push(c);
      }
      expect(segments).toHaveLength(500_001);
      expect(segments.every((n) => n.text === (n.end === input.length ? '' : 'a'))).toBe(true);
    }
  }, 60_000);
  it('10 MB inputs: no stack overflow (the regexp, or the all-ways matcher with the LL(1) rules as atoms when the regexp engine runs out of stack)', () => {
    const ten = 10_000_000;
    expect(g.canParse(`http://h/${'a'.repeat(ten)}`)).toBe(true);
    expect(g.canParse(`http://h/${'a'.repeat(ten)} `)).toBe(false);
    expect(g.canParse(`http://h/?${'a=b&'.repeat(ten / 4)}`)).toBe(true);
    expect(g.canParse(`http://h/${'%41'.repeat(ten / 3)}`)).toBe(true);
    expect(g.canParse(`http://h/${'a/'.repeat(500_000)}`)).toBe(true);
    // 10 MB of "/a": the regexp engine runs out of stack, and path-abempty's segments are atoms
    // matched by the compiled grammar at their offsets (CompiledGrammar.prefix)
    expect(g.canParse(`http://h${'/a'.repeat(ten / 2)}`)).toBe(true);
    expect(g.canParse(`http://h${'/a'.repeat(ten / 2)} `)).toBe(false);
  }, 60_000);
  it('a rejection has an offset, what was expected and the rule', () => {
    expect(g.parse('http://a b')).toMatchObject({ ok: false, offset: 8 });
  });
});

describe('pegReport', () => {
  it('says which construct changes the language, with an example and the orders that fix it', () => {
    const { constructs, strategies } = abnf('S = ( "a" / "ab" ) "c"\n', { start: 'S' }).pegReport();
    expect(strategies[0].strategy).toBe('regexp');
    expect(constructs).toEqual([
      { rule: 'S', kind: 'alternation', abnf: '( "a" / "ab" )', verdict: 'changes', why: 'alternatives 1 and 2 can both start with "A"', example: expect.stringMatching(/^abc$/i), exampleRule: 'S', fixes: [[2, 1]] },
    ]);
  });
  it('a repetition that gives back what follows it changes the language, and no order fixes it', () => {
    const { constructs } = abnf('S = *"a" "a"\n', { start: 'S' }).pegReport();
    expect(constructs).toEqual([{ rule: 'S', kind: 'repetition', abnf: '*"a"', verdict: 'changes', why: expect.stringMatching(/can also follow the repetition/), example: expect.stringMatching(/^a$/i), exampleRule: 'S' }]);
  });
  it('on RFC 3986 Appendix A: dec-octet in the RFC order loses "25x"-like octets; LL(1) constructs are proved', () => {
    const { constructs } = abnf(rfc3986AppendixA(), { start: 'URI-reference', rules: { pchar: 'pchar' } }).pegReport();
    const dec = constructs.find((c) => c.rule === 'dec-octet' && c.kind === 'alternation')!;
    expect(dec.verdict).toBe('changes');
    expect(dec.fixes!.length).toBeGreaterThan(0);
    expect(constructs.find((c) => c.rule === 'path-abempty')).toMatchObject({ verdict: 'proved' });
    expect(constructs.find((c) => c.rule === 'host')).toMatchObject({ verdict: 'changes' });
  }, 60_000);
});
