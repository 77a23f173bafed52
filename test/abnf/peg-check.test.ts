/**
 * Every production of every edition and amendment checked against the ABNF it stores: the
 * hand-written PEG rule (as rule() hands it out) against the all-ways matcher, over strings made from
 * the ABNF (every alternative and repetition bound reached), their mutations and the conformance
 * corpus; whole strings both ways, and where the rule stops when used as a prefix. A difference not
 * in test/abnf/peg-differences.ts fails the test; so does a documented example that does not differ.
 *
 * `npm test` runs seed 1 at size 20. More: ABNF_CHECK_SEEDS=8 ABNF_CHECK_SIZE=60 npx jest test/abnf/peg-check
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCorpus, invalidate } from '../fixtures/corpus';
import { grammarCases } from './productions';
import { PegCheck } from './peg-check';
import { DOCUMENTED, SUBSTITUTES } from './peg-differences';

const SEEDS = Number(process.env.ABNF_CHECK_SEEDS ?? 1);
const SIZE = Number(process.env.ABNF_CHECK_SIZE ?? 20);
const entries = generateCorpus(60);
const CORPUS = [...entries.map((e) => e.text), ...invalidate(entries)];

const cases = grammarCases();
const found = new Map<string, Set<string>>();
let checked = 0;

describe.each(cases.map((g) => [g.grammar, g] as const))('%s', (name, g) => {
  const check = new PegCheck(g);
  const documented = DOCUMENTED[name] ?? {};

  it.each(g.checked.map((name) => [name] as const))('%s: no difference beyond the documented ones', (rule) => {
    checked++;
    const kinds = new Set<string>();
    const examples: Record<string, string> = {};
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { strings, coverage } = check.strings(rule, seed, SIZE, CORPUS);
      // every alternative and every repetition bound of the rule's ABNF was reached
      expect(coverage[0]).toBe(coverage[1]);
      for (const s of strings) {
        for (const d of check.compare(rule, s)) {
          kinds.add(d.kind);
          examples[d.kind] ??= s;
        }
      }
    }
    if (kinds.size > 0) found.set(`${name} ${rule}`, kinds);
    const allowed = new Set(documented[rule]?.kinds ?? []);
    const undocumented = [...kinds].filter((k) => !allowed.has(k)).map((k) => `${k}: ${JSON.stringify(examples[k])}`);
    expect(undocumented).toEqual([]);
  });

  const listed = Object.entries(documented);
  if (listed.length === 0) return;
  it.each(listed.map(([rule, d]) => [rule, d] as const))('%s: each documented example differs as documented', (rule, d) => {
    expect(g.defs[Object.keys(g.defs).find((k) => g.defs[k].name === rule)!]).toBeDefined();
    expect(d.examples.length).toBeGreaterThan(0);
    for (const example of d.examples) {
      const kinds = check.compare(rule, example).map((x) => x.kind);
      expect({ example, kinds: kinds.filter((k) => d.kinds.includes(k)).length > 0 }).toEqual({ example, kinds: true });
    }
  });
});

/**
 * The comment block right above production `name` in a grammar file (its `// …` lines, up to the
 * previous code line or blank line, joined with single spaces); for a production written as two
 * variants (`cond ? production(…) : production(…)`), the block above the rule's key; for one
 * defined in two places (RFC 8089's §2 and Appendix E), the blocks above each, joined.
 */
function noteAbove(source: string, name: string): string {
  const lines = source.split('\n');
  const notes: string[] = [];
  lines.forEach((line, found) => {
    if (!line.includes(`production('${name}'`)) return;
    let at = found;
    while (at > 0 && !/^\s*(?:[\w$]+|'[^']*'): /.test(lines[at])) at--;
    const block: string[] = [];
    for (let k = at - 1; k >= 0 && /^\s*\/\//.test(lines[k]); k--) block.unshift(lines[k].replace(/^\s*\/\/\s?/, ''));
    notes.push(block.join(' ').replace(/\s+/g, ' '));
  });
  if (notes.length === 0) throw new Error(`no production ${name}`);
  return notes.join(' ');
}

describe('the counts', () => {
  it('docs/grammars.md states how many productions were checked and how many differ (seed 1)', () => {
    if (SEEDS !== 1 || SIZE !== 20) return; // the stated counts are those of the default run
    const docs = readFileSync(join(__dirname, '../../docs/grammars.md'), 'utf8');
    const productions = cases.reduce((n, g) => n + g.checked.length, 0);
    const documented = Object.values(DOCUMENTED).reduce((n, g) => n + Object.keys(g).length, 0);
    expect(checked).toBe(productions);
    const m = /(\d+) productions checked .*?; (\d+) of them differ from their ABNF .*?(\d+) are documented/s.exec(docs);
    expect(m && [Number(m[1]), Number(m[2]), Number(m[3])]).toEqual([productions, found.size, documented]);
  });
  it("every difference is named in its production's \"PEG:\" note in grammars/, whose words its reason quotes", () => {
    for (const [grammar, productions] of Object.entries(DOCUMENTED)) {
      const source = readFileSync(join(__dirname, '../../grammars', `${grammar.split('+')[0]}.ts`), 'utf8');
      for (const [name, d] of Object.entries(productions)) {
        const note = noteAbove(source, name);
        expect({ grammar, name, note: note.includes('PEG:') }).toEqual({ grammar, name, note: true });
        // a reason that quotes the note (it starts with "PEG:") quotes this production's note
        const quoted = d.reason.startsWith('PEG: ') ? d.reason.slice(0, 80) : undefined;
        if (quoted !== undefined) expect({ grammar, name, quoted: note.includes(quoted) }).toEqual({ grammar, name, quoted: true });
      }
    }
  });
  it('every substitute names a production of its grammar', () => {
    for (const [grammar, subs] of Object.entries(SUBSTITUTES)) {
      const g = cases.find((c) => c.grammar === grammar)!;
      for (const rule of Object.keys(subs)) expect(Object.values(g.defs).map((d) => d.name)).toContain(rule);
    }
  });
});
