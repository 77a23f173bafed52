/**
 * The compiled build (src/engine/compile: grammars compiled to JavaScript) against the careful build
 * (stock Parsimmon + failure tracker), for every edition's grammar: on every input they must accept
 * the same strings with the same parse tree, and explain a rejection with the same offset, expected
 * set and rule — the compiled build is used for every parse and every error, the careful one only by
 * rule(), so any difference would be a silent change of the grammar.
 */
import fc from 'fast-check';
import { CharSet, codePoints, production, union, withPct } from '../../src/kit';
import type { GrammarDefinition, Kit, Language, RuleDefs } from '../../src/kit';
import { CompiledGrammar } from '../../src/engine';
import { CAPTURED as C1630, rfc1630Grammar } from '../../grammars/rfc1630';
import { CAPTURED as C1738, rfc1738Grammar } from '../../grammars/rfc1738';
import { CAPTURED as C1808, rfc1808Grammar } from '../../grammars/rfc1808';
import { CAPTURED as C2396, rfc2396Grammar } from '../../grammars/rfc2396';
import { CAPTURED as C3986, rfc3986Grammar } from '../../grammars/rfc3986';
import { CAPTURED as C3987, rfc3987Grammar } from '../../grammars/rfc3987';
import { generateCorpus, invalidate } from '../fixtures/corpus';

/**
 * Seeded so CI is reproducible; FAST_KIT_SEED (and FAST_KIT_RUNS) explore further, and
 * FAST_KIT_SEEDS=n runs the random-grammar properties for n seeds from FAST_KIT_SEED on.
 */
const SEED = Number(process.env.FAST_KIT_SEED ?? 1808);
const SEEDS = Array.from({ length: Number(process.env.FAST_KIT_SEEDS ?? 1) }, (_, k) => SEED + k);

interface Built {
  name: string;
  grammar: CompiledGrammar;
  tops: string[];
}

function build(name: string, define: GrammarDefinition, captured: readonly string[], tops: string[], variantMin?: number): Built {
  return { name, grammar: new CompiledGrammar(name, define, captured, { variantMin }), tops };
}

const GRAMMARS: Built[] = [
  build('rfc3986', (k) => rfc3986Grammar(k), C3986, ['URIReference', 'URI', 'absoluteURI', 'authority', 'host', 'IPv6address', 'path', 'segment']),
  build('rfc3987', (k) => rfc3987Grammar(k), C3987, ['IRIReference', 'IRI', 'absoluteIRI', 'iauthority', 'ihost', 'ipath', 'isegment', 'iquery', 'ucschar']),
  build('rfc3986+6874', (k) => rfc3986Grammar(k, { rfc6874: true }), C3986, ['URIReference', 'IPLiteral']),
  build('rfc2396', (k) => rfc2396Grammar(k), C2396, ['URIReference', 'absoluteURI', 'hostport', 'absPath']),
  build('rfc2396+2732', (k) => rfc2396Grammar(k, { rfc2732: true }), C2396, ['URIReference', 'hostport']),
  build('rfc1808', (k) => rfc1808Grammar(k), C1808, ['URL', 'absoluteURL', 'relativeURL', 'netLoc']),
  build('rfc1738', (k) => rfc1738Grammar(k), C1738, ['url', 'httpurl', 'ftpurl', 'hostport']),
  build('rfc1738 ci+fragment', (k) => rfc1738Grammar(k, { caseInsensitiveScheme: true, allowFragment: true }), C1738, ['url']),
  build('rfc1630', (k) => rfc1630Grammar(k), C1630, ['fragmentaddress', 'uri', 'url', 'article', 'mailtoaddress', 'prosperolink', 'login', 'search']),
];

function check(g: Built, top: string, input: string): void {
  const fast = g.grammar.tree(top, input);
  const careful = g.grammar.carefulTree(top, input);
  // nodes are plain { rule, start, end, children }: compare them as JSON
  expect({ top, input, tree: JSON.stringify(fast) }).toEqual({ top, input, tree: JSON.stringify(careful) });
  // the validating matcher (canParse: no records) accepts the same strings
  expect({ top, input, valid: g.grammar.matches(top, input) }).toEqual({ top, input, valid: careful !== undefined });
  const expectedFailure = g.grammar.carefulExplain(top, input);
  expect({ top, input, failure: g.grammar.failure(top, input) }).toEqual({ top, input, failure: expectedFailure });
  // the explain table a generated module holds (interpreted) reports the same
  expect({ top, input, table: g.grammar.tableExplain(top, input) }).toEqual({ top, input, table: expectedFailure });
}

const corpus = generateCorpus(1500, 99);
const valid = corpus.map((e) => e.text);
const invalid = invalidate(corpus, 7);
const SAMPLES = [
  '',
  ':',
  '//',
  '%',
  '%4',
  '%zz',
  'http://[::1]:80/a?b#c',
  'http://[fe80::1%25eth0]/',
  'http://[v1.x]/',
  'http://[::ffff:1.2.3.4]/',
  'http://1.2.3.4.example/',
  'http://1.2.3.256/',
  'HTTP://EXAMPLE.COM/',
  'ftp://u:p@h:21/a;type=i',
  'gopher://h/1s%09q%09+%09x',
  'mailto:a@b',
  'news:comp.x',
  'wais://h/db?q',
  'prospero://h/p;a=b',
  'file:///etc',
  'telnet://u@h/',
  'a:b:c',
  '../../a/b?c#d',
  'http://a b',
  'http://h/p q',
  'http://[::1',
  'http://h:x/',
];

/**
 * Inputs longer than FUSE_LIMIT (64 K characters), where the fast mode takes its other paths: runs
 * by bounded chunks, fused stretches in JavaScript, repetitions by chunk regexps.
 */
function long(s: string, at: 'path' | 'segment' | 'query' | 'end'): string {
  const unit = at === 'query' ? 'k=v%20w&' : at === 'path' ? '/seg%41b' : at === 'segment' ? 'ab%41' : 'ab%41';
  const filler = unit.repeat(Math.ceil(70_000 / unit.length));
  if (at === 'end') return s + filler;
  const q = s.indexOf('?');
  if (at === 'query') return q < 0 ? `${s}?${filler}` : s.slice(0, q + 1) + filler + s.slice(q + 1);
  const cut = q < 0 ? (s.indexOf('#') < 0 ? s.length : s.indexOf('#')) : q;
  // a path of many short segments, or one segment longer than any chunk
  return s.slice(0, cut) + (at === 'segment' ? `/${filler}/x` : filler) + s.slice(cut);
}

/** The real grammars again, with every fused regexp given its variant (compile/fuse.ts). */
const SPLIT: Built[] = [
  build('rfc3986 split', (k) => rfc3986Grammar(k), C3986, ['URIReference', 'authority', 'host'], 0),
  build('rfc2396+2732 split', (k) => rfc2396Grammar(k, { rfc2732: true }), C2396, ['URIReference', 'hostport'], 0),
  build('rfc1738 split', (k) => rfc1738Grammar(k), C1738, ['url'], 0),
];

describe.each([...GRAMMARS, ...SPLIT])('fast kit = careful kit: $name', (g) => {
  it('on inputs longer than 64 K characters', () => {
    const top = g.tops[0];
    for (const s of [...valid.slice(0, 12), ...invalid.slice(0, 6), ...SAMPLES.slice(6, 12)]) {
      for (const at of ['path', 'segment', 'query', 'end'] as const) check(g, top, long(s, at));
    }
  });
  it('on fixed samples, every top rule', () => {
    for (const top of g.tops) for (const s of SAMPLES) check(g, top, s);
  });
  it('on the benchmark corpus and its invalidated copy', () => {
    const top = g.tops[0];
    for (const s of valid) check(g, top, s);
    for (const s of invalid) check(g, top, s);
  });
  it('on generated strings over URI characters', () => {
    // (with characters beyond ASCII: ucschar, iprivate, a pair beyond U+FFFF, lone surrogates, C1 controls)
    const alphabet = fc.constantFrom(...'aZ09-._~:/?#[]@!$&\'()*+,;=%fFvV. <>"{}|\\^`\u00e9'.split(''), '%41', '%4', '::', '//', '1.2.3.4', '例', '\u{1F600}', '\ue000', '\u{100000}', '\ud800', '\udc00', '\u0085', '\ufffe');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }), fc.constantFrom(...g.tops), (parts, top) => {
        check(g, top, parts.join(''));
      }),
      { numRuns: 1500, seed: SEED },
    );
  });
});

/**
 * Random grammars: every combinator, nested at random (including the corners no RFC grammar
 * reaches — repetitions of an empty match, lookaheads that fail further than anything else, empty
 * choices, counted runs at the end of the input), built with both kits and run on random strings.
 */
describe('fast kit = careful kit on random grammars', () => {
  type Desc =
    | { k: 'lit'; text: string; ci: boolean }
    | { k: 'one' | 'run'; set: number; min: number; max: number }
    | { k: 'seq' | 'alt'; xs: Desc[] }
    | { k: 'opt' | 'not' | 'ahead'; x: Desc }
    | { k: 'many'; x: Desc; min: number; max: number }
    | { k: 'eof' }
    | { k: 'named'; name: string; x: Desc; capture: boolean }
    | { k: 'ref' };

  const SETS = [
    new CharSet('ab', 'ab'),
    new CharSet('a-or-pct', 'a', true),
    new CharSet('digits', '0-9'),
    new CharSet('pct-only', '', true),
    new CharSet('with-percent', 'a%', true),
  ];

  /** grammar descriptions over the first `sets` of ALL_SETS */
  const descOver = (sets: number) => fc.letrec<{ d: Desc }>((tie) => ({
    d: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ k: fc.constant('lit' as const), text: fc.constantFrom('a', 'b', 'ab', '%', 'A', '/'), ci: fc.boolean() }),
      fc.record({ k: fc.constantFrom('one' as const, 'run' as const), set: fc.nat(sets - 1), min: fc.nat(2), max: fc.constantFrom(Infinity, 1, 2, 3) }),
      fc.record({ k: fc.constant('eof' as const) }),
      fc.record({ k: fc.constant('ref' as const) }),
      fc.record({ k: fc.constantFrom('seq' as const, 'alt' as const), xs: fc.array(tie('d'), { maxLength: 3 }) }),
      fc.record({ k: fc.constantFrom('opt' as const, 'not' as const, 'ahead' as const), x: tie('d') }),
      fc.record({ k: fc.constant('many' as const), x: tie('d'), min: fc.nat(2), max: fc.constantFrom(Infinity, 1, 3) }),
      fc.record({ k: fc.constant('named' as const), name: fc.constantFrom('p', 'q'), x: tie('d'), capture: fc.boolean() }),
    ),
  })).d;

  const desc = descOver(SETS.length);

  /**
   * Sets with code points beyond U+FFFF (one element each, two UTF-16 units): the compiled build
   * takes their surrogate pairs where the careful build's regexps do.
   */
  const ALL_SETS = [
    ...SETS,
    codePoints('astral', [[0x61, 0x61], [0x1f600, 0x1f64f], [0x100000, 0x10fffd]]),
    withPct('astral-or-pct', union('astral-or-pct', codePoints('x', [[0xe9, 0xe9], [0x10000, 0x1fffd]]), '%')),
    codePoints('astral-only', [[0x20000, 0x2fffd]]),
  ];
  const ASTRAL_INPUT = fc.constantFrom('a', 'b', '%', '%41', '\u00e9', '\u{1F600}', '\u{1F650}', '\u{10FFFD}', '\u{20000}', '\ud83d', '\ude00', '\u{10000}');

  /** 'top', and the names of the captured named parts of the grammar (their record ids). */
  function captures(...ds: Desc[]): string[] {
    const names = new Set<string>(['top']);
    const visit = (d: Desc): void => {
      if (d.k === 'named' && d.capture) names.add(d.name);
      if ('x' in d) visit(d.x);
      if ('xs' in d) d.xs.forEach(visit);
    };
    ds.forEach(visit);
    return [...names];
  }

  function define(top: Desc, helper: Desc): GrammarDefinition {
    return <P>(k: Kit<P>): RuleDefs<P> => {
      const make = (d: Desc, self: 'top' | 'helper'): ((r: Language<P>) => P) => {
        switch (d.k) {
          case 'lit':
            return () => k.lit(d.text, d.ci);
          case 'one':
            return () => k.one(ALL_SETS[d.set]);
          case 'run':
            return () => k.run(ALL_SETS[d.set], Math.min(d.min, d.max), d.max);
          case 'eof':
            return () => k.eof;
          case 'ref':
            // the top rule may refer to the helper; the helper refers to nothing (no recursion)
            return self === 'top' ? (r) => r.helper : () => k.lit('b');
          case 'seq':
          case 'alt': {
            const parts = d.xs.map((x) => make(x, self));
            return (r) => k[d.k](...parts.map((f) => f(r)));
          }
          case 'opt':
          case 'not':
          case 'ahead': {
            const inner = make(d.x, self);
            return (r) => k[d.k](inner(r));
          }
          case 'many': {
            const inner = make(d.x, self);
            return (r) => k.many(inner(r), Math.min(d.min, d.max), d.max);
          }
          case 'named': {
            const inner = make(d.x, self);
            return (r) => k.named(d.name, inner(r), d.capture);
          }
        }
      };
      const topBuild = make(top, 'top');
      const helperBuild = make(helper, 'helper');
      return { top: production('top', '0', 'top = (random)', topBuild), helper: production('helper', '0', 'helper = (random)', helperBuild) };
    };
  }

  it.each(SEEDS)('accept the same strings, with the same tree and the same failure report (seed %i)', (seed) => {
    fc.assert(
      fc.property(desc, desc, fc.array(fc.array(fc.constantFrom('a', 'b', 'A', '%', '4', '1', '/', '%41'), { maxLength: 8 }), { minLength: 1, maxLength: 8 }), (top, helper, inputs) => {
        const g = build('random', define(top, helper), captures(top, helper), ['top', 'helper']);
        for (const parts of inputs) for (const t of g.tops) check(g, t, parts.join(''));
      }),
      { numRuns: Number(process.env.FAST_KIT_RUNS ?? 3000), seed },
    );
  });

  it.each(SEEDS)('the same with code points beyond U+FFFF, surrogate pairs and lone surrogates (seed %i)', (seed) => {
    const astral = descOver(ALL_SETS.length);
    fc.assert(
      fc.property(astral, astral, fc.array(fc.array(ASTRAL_INPUT, { maxLength: 8 }), { minLength: 1, maxLength: 8 }), (top, helper, inputs) => {
        const g = build('random', define(top, helper), captures(top, helper), ['top', 'helper']);
        for (const parts of inputs) for (const t of g.tops) check(g, t, parts.join(''));
      }),
      { numRuns: Number(process.env.FAST_KIT_RUNS ?? 1500), seed },
    );
  });

  // A fused regexp of any size given its variant without a character (compile/fuse.ts): the real
  // grammars have one only for their largest rules.
  it.each(SEEDS)('the same with every fused regexp split in two, without a literal-only character and whole (seed %i)', (seed) => {
    fc.assert(
      fc.property(desc, desc, fc.array(fc.array(fc.constantFrom('a', 'b', 'A', '%', '4', '1', '/', '%41'), { maxLength: 8 }), { minLength: 1, maxLength: 8 }), (top, helper, inputs) => {
        const g = build('random', define(top, helper), captures(top, helper), ['top', 'helper'], 0);
        for (const parts of inputs) for (const t of g.tops) check(g, t, parts.join(''));
      }),
      { numRuns: Number(process.env.FAST_KIT_RUNS ?? 3000), seed },
    );
  });

  it('the same on inputs longer than 64 K characters', () => {
    fc.assert(
      fc.property(desc, desc, fc.array(fc.constantFrom('a', 'b', 'A', '%', '4', '1', '/', '%41'), { minLength: 1, maxLength: 6 }), fc.string({ maxLength: 3 }), (top, helper, unit, tail) => {
        const g = build('random', define(top, helper), captures(top, helper), ['top', 'helper']);
        const text = unit.join('').repeat(Math.ceil(66_000 / unit.join('').length)) + tail;
        for (const t of g.tops) check(g, t, text);
      }),
      { numRuns: Number(process.env.FAST_KIT_LONG_RUNS ?? 150) },
    );
  });
});

/**
 * A regexp quantifier rejects an iteration that matched nothing and backtracks into it for a longer
 * match; a PEG option never does. The fused regexp for `[ ( "" / "a" ) ]` was once `(?:(?:|a))?`,
 * which matches "a" where the PEG matches "" (and then fails at eof).
 */
describe('an option over an alternation that can match nothing', () => {
  const g = new CompiledGrammar(
    'regression',
    <P>(k: Kit<P>): RuleDefs<P> => ({
      top: production<P>('top', '0', 'top = [ "" / "a" ] "b" [ "" / "a" ]', () => k.seq(k.opt(k.alt(k.seq(), k.lit('a'))), k.lit('b', true), k.opt(k.alt(k.seq(), k.lit('a'))))),
    }),
    ['top'],
  );
  it.each([
    ['a', false],
    ['b', true],
    ['ab', false],
    ['ba', false],
    ['B', true],
  ])('%s: %s in both builds', (input, accepted) => {
    expect(g.matches('top', input)).toBe(accepted);
    expect(g.carefulTree('top', input) !== undefined).toBe(accepted);
    expect(g.failure('top', input)).toEqual(g.carefulExplain('top', input));
    expect(g.tableExplain('top', input)).toEqual(g.carefulExplain('top', input));
  });
});

/**
 * A run over a set with code points beyond U+FFFF, on inputs longer than a run window (64 K code
 * units): wherever a window ends — between two pairs, or between the two halves of one — both builds
 * take the whole run, and stop at a lone surrogate.
 */
describe('surrogate pairs across the compiled runs\' 64 K windows', () => {
  const g = GRAMMARS.find((b) => b.name === 'rfc3987')!;
  const pairs = (n: number) => '\u{1F600}'.repeat(n);
  it.each([
    ['pairs from an even offset', `http://h/${pairs(40_000)}`],
    ['pairs from an odd offset', `http://h/x${pairs(40_000)}`],
    ['BMP and astral characters mixed', `http://h/${'例\u{20000}'.repeat(30_000)}?${'\u{10FFFD}'.repeat(5)}`],
    ['a lone high surrogate after the window end', `http://h/x${pairs(32_768)}\ud83d`],
    ['a lone low surrogate inside', `http://h/${pairs(33_000)}\ude00${pairs(3)}`],
  ])('%s', (_, input) => {
    check(g, 'IRIReference', input);
    check(g, 'ipath', input.slice('http://h'.length));
    check(g, 'isegment', input.slice('http://h/'.length));
  });
});

/**
 * The validating matcher fuses a whole rule into one regexp, where a run before "@" (userinfo) is no
 * longer atomic: the regexp backtracks into it whenever no "@" follows. A run written as the nested
 * `(?:[cls]+|%XX)*` has exponentially many ways to give characters back, and this input would never
 * finish; written with one parse per string, each give-back is one failed step.
 */
describe('backtracking into a fused run', () => {
  const g = GRAMMARS.find((b) => b.name === 'rfc3986')!.grammar;
  it.each([
    ['a host and port a userinfo run could take', `http://${'a.b-'.repeat(2_000)}:8080/x`, true],
    ['the same with triplets', `http://${'a%41'.repeat(2_000)}:8080/x`, true],
    ['the same, then a character no rule allows', `http://${'a%41:'.repeat(2_000)}8080/x y`, false],
  ])('is linear: %s', (_, input, accepted) => {
    expect(g.matches('URI-reference', input)).toBe(accepted);
    expect(g.match('URI-reference', input) !== undefined).toBe(accepted);
  });
});
