/**
 * A generated module, as the editions load it, answers as its build compiled at run time: every
 * rule, validating (whole and as a prefix from several offsets) and matching with its parse tree.
 * and explaining a rejection. An option build's module holds only the rules whose code differs from
 * its grammar's first build and runs inside that build's factories, and takes the explaining
 * table's rows it shares from that build's table (module.ts's ModeSharing): this is where a rule
 * left out, one not re-pointed or a row taken from the wrong place would show. A build without a
 * module of its own (RFC 1738's caseInsensitiveScheme) is the module it runs on inputs folded first,
 * as its edition runs it (src/editions/rfc1738-folding.ts): here it answers as its own build would.
 */
import { FoldedGrammar, GeneratedGrammar } from '../../src/engine';
import type { GrammarModule } from '../../src/engine';
import { GRAMMAR_SOURCES, moduleName, sourceGrammar } from '../../src/editions/grammar-sources';
import { caseInsensitive } from '../../src/editions/rfc1738-folding';
import { generateCorpus, invalidate } from '../fixtures/corpus';

const corpus = generateCorpus(150, 0x6874);
const zoned = ['http://[fe80::1%25eth0]/', '[fe80::a%25en1]', 'fe80::1%25x', '//[::1%25%41]:80/p', 'http://[v7.a]/', 'http://[::ffff:1.2.3.4%25z]/'];
const extra = ['', 'a', '%41', '1.2.3.4', 'user@host:8', 'mailto:a@b?x=y', 'news:comp.lang', 'urn:a:b', 'file:///c:/x', 'ftp://u:p@h/a;type=i', 'tel:+1-2', 'data:,x', 'ws://h/?q', 'HTTP://H/#f', 'Ü.de/ä'];
// schemes in upper and mixed case (what the caseInsensitiveScheme builds fold), each scheme of RFC 1738's
const cased = ['FTP://u@H/a;type=d', 'MailTo:a@b', 'News:comp.x', 'Gopher://h/1x', 'WAIS://h/db?q', 'wais://h/DB/T/p', 'File://localhost/x', 'Prospero://h/a;x=y', 'X-Y.Z+1:foo', 'TELNET://u@h/', 'NNTP://h/g/1', 'HTTP:foo', 'Http://H', 'HTTPS://h/', 'mAilto:', 'FTP', 'A:'];
const inputs = [...corpus.map((e) => e.text), ...invalidate(corpus).slice(0, 60), ...zoned, ...extra, ...cased];
const rejected = [...invalidate(corpus).slice(0, 20), ...corpus.slice(0, 10).map((e) => e.text), ...zoned, ...extra, ...cased];

describe.each(GRAMMAR_SOURCES.map((s) => [s.id, s.foldedOver] as const))('the generated module of %s', (id, over) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`../../src/generated/${moduleName(over ?? id)}`) as GrammarModule;
  const generated = over === undefined ? new GeneratedGrammar(module) : new FoldedGrammar(module, caseInsensitive(over));
  const reference = sourceGrammar(id);

  it('validates every rule as the build compiled at run time does', () => {
    for (const rule of reference.ruleNames) {
      for (const input of inputs) {
        expect([rule, input, generated.matches(rule, input)]).toEqual([rule, input, reference.matches(rule, input)]);
        for (const at of [0, 1, 7, input.indexOf('/'), input.indexOf('[')].filter((k) => k >= 0 && k < input.length)) {
          expect([rule, input, at, generated.prefix(rule, input, at)]).toEqual([rule, input, at, reference.prefix(rule, input, at)]);
        }
      }
    }
  });

  it('explains a rejection of every rule as the explaining table of its build does', () => {
    for (const rule of reference.ruleNames) {
      for (const input of rejected) {
        expect([rule, input, generated.failure(rule, input)]).toEqual([rule, input, reference.tableExplain(rule, input)]);
      }
    }
  });

  it('matches every rule, with the same parse tree', () => {
    for (const rule of reference.ruleNames) {
      for (const input of inputs) expect([rule, input, generated.tree(rule, input)]).toEqual([rule, input, reference.tree(rule, input)]);
    }
  });
});
