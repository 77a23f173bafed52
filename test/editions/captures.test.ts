/**
 * One AST builder per edition, fed by both builds: the compiled matcher's records (what parse()
 * uses) and the careful (Parsimmon) build's parse tree made flat (capturesOf). The two must give the
 * same AST for every accepted input; and every rule an edition captures must be one its grammar (in
 * some variant) produces, since a misspelt capture would silently drop an AST field.
 */
import fc from 'fast-check';
import { capturesOf } from '../../src/engine';
import type { GeneratedGrammar, Captures } from '../../src/engine';
import { sourceGrammar } from '../../src/editions/grammar-sources';
import type { UriReference } from '../../src/index';
import * as rfc1630 from '../../src/editions/rfc1630';
import * as rfc1738 from '../../src/editions/rfc1738';
import * as rfc1808 from '../../src/editions/rfc1808';
import * as rfc2396 from '../../src/editions/rfc2396';
import * as rfc3986 from '../../src/editions/rfc3986';
import * as rfc3987 from '../../src/editions/rfc3987';
import { CAPTURED as C1630 } from '../../grammars/rfc1630';
import { CAPTURED as C1738 } from '../../grammars/rfc1738';
import { CAPTURED as C1808 } from '../../grammars/rfc1808';
import { CAPTURED as C2396 } from '../../grammars/rfc2396';
import { CAPTURED as C3986 } from '../../grammars/rfc3986';
import { CAPTURED as C3987 } from '../../grammars/rfc3987';
import { generateCorpus, invalidate } from '../fixtures/corpus';

interface Case {
  name: string;
  top: string;
  captured: readonly string[];
  variants: GeneratedGrammar[];
  toAst(input: string, c: Captures): UriReference;
}

const CASES: Case[] = [
  { name: 'rfc3987', top: 'IRI-reference', captured: C3987, variants: [rfc3987.grammarFor({}), rfc3987.grammarFor({ amendments: ['rfc6874'] })], toAst: rfc3987.toAst },
  { name: 'rfc3986', top: 'URI-reference', captured: C3986, variants: [rfc3986.grammarFor({}), rfc3986.grammarFor({ amendments: ['rfc6874'] })], toAst: rfc3986.toAst },
  { name: 'rfc2396', top: 'URI-reference', captured: C2396, variants: [rfc2396.grammarFor({}), rfc2396.grammarFor({ amendments: ['rfc2732'] })], toAst: rfc2396.toAst },
  { name: 'rfc1808', top: 'URL', captured: C1808, variants: [rfc1808.grammar], toAst: rfc1808.toAst },
  {
    name: 'rfc1738',
    top: 'url',
    captured: C1738,
    variants: [rfc1738.grammarFor({}), rfc1738.grammarFor({ caseInsensitiveScheme: true, allowFragment: true })],
    toAst: rfc1738.toAst,
  },
  { name: 'rfc1630', top: 'fragmentaddress', captured: C1630, variants: [rfc1630.grammar], toAst: rfc1630.toAst },
];

const corpus = generateCorpus(1200, 42);
const inputs = [...corpus.map((e) => e.text), ...invalidate(corpus, 3)];
const alphabet = fc.constantFrom(...'aZ09-._~:/?#[]@!$&\'()*+,;=%'.split(''), '%41', '::', '//', '1.2.3.4', 'http:', 'ftp://', ';type=a', 'news:', 'mailto:', 'prospero://', 'wais://', '%00', '+', 'url:', '例', 'é', '\u{1F600}', '\ue000', '\ud800', '\u0085');

describe.each(CASES)('$name', (c) => {
  it('captures only rules its grammar produces', () => {
    const produced = new Set(c.variants.flatMap((g) => [...g.capturedNames()]));
    expect(c.captured.filter((name) => !produced.has(name))).toEqual([]);
  });

  const same = (g: GeneratedGrammar, input: string): void => {
    const fast = g.match(c.top, input);
    const tree = sourceGrammar(g.buildId).carefulTree(c.top, input);
    expect({ input, accepted: fast !== undefined }).toEqual({ input, accepted: tree !== undefined });
    if (fast === undefined || tree === undefined) return;
    const fromRecords = c.toAst(input, fast);
    expect(c.toAst(input, capturesOf(tree, (rule) => g.id(rule)))).toStrictEqual(fromRecords);
  };

  it('gives the same AST from both builds on the benchmark corpus', () => {
    for (const g of c.variants) for (const input of inputs) same(g, input);
  });
  it('gives the same AST from both builds on generated strings', () => {
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), (parts) => {
        for (const g of c.variants) same(g, parts.join(''));
      }),
      { numRuns: 2000, seed: 3986 },
    );
  });
});
