/**
 * `grammar.toSource()`: the module it writes, run as a user runs it — a file of its own that imports
 * the built package (dist/, through `uri-editions/abnf`), in a fresh Node that refuses code generation
 * from strings (`--disallow-code-generation-from-strings`) — answers canParse and parse exactly as
 * abnf() does, as an ES module and as a CommonJS one, on grammars that take every strategy: RFC 3986
 * Appendix A over the benchmark corpus (valid and invalidated), RFC 6570's URI Template, RFC 5234's
 * own grammar of ABNF (recursive, all-ways with compiled atoms) over RFC texts' ABNF, and the shapes
 * the hostile-grammar tests keep (automaton, all-ways, surrogates, names that once collided), and
 * sixty random grammars (fast-check) that reach every strategy. Its
 * TypeScript form type-checks, with the rule names as a type, and runs the same.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { Generator, abnf, mutations, prng, readGrammar } from '../../src/abnf';
import type { AbnfOptions } from '../../src/abnf';
import { plainModes } from '../../src/abnf/to-source';
import { generateCorpus, invalidate } from '../fixtures/corpus';
import { abnfBlocks, rfcText, unpaged } from '../fixtures/abnf/rfc-blocks';
import { randomGrammar } from '../fixtures/abnf/random-grammar';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';

const ROOT = join(__dirname, '..', '..');
let dir: string;

beforeAll(() => {
  // a project of its own, with the package installed as a user's would be (a link to this checkout)
  dir = mkdtempSync(join(tmpdir(), 'uri-editions-to-source-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(ROOT, join(dir, 'node_modules', 'uri-editions'), 'dir');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Run `file` (a module written by toSource) on `inputs` in a Node that refuses code generation; its answers. */
function runEmitted(file: string, inputs: readonly string[]): unknown[] {
  return runEmittedMany([[file, inputs]])[0];
}

/** The same for several modules at once (all ES modules or all CommonJS), in one Node. */
function runEmittedMany(jobs: readonly (readonly [file: string, inputs: readonly string[]])[]): unknown[][] {
  writeFileSync(join(dir, 'jobs.json'), JSON.stringify(jobs));
  const cjs = jobs[0][0].endsWith('.cjs');
  const code = `${cjs ? '(async () => {' : ''}
    const { readFileSync, writeFileSync } = await import('node:fs');
    let generation = 'allowed';
    try { new Function('return 1'); } catch (e) { generation = e.name; }
    const jobs = JSON.parse(readFileSync('jobs.json', 'utf8'));
    const out = [];
    for (const [file, inputs] of jobs) {
      const m = ${cjs ? "require('./' + file)" : "await import('./' + file)"};
      out.push(inputs.map((s) => { try { return [m.canParse(s), m.parse(s)]; } catch (e) { return ['throws', e.name, e.message]; } }));
    }
    writeFileSync('answers.json', JSON.stringify({ generation, out }));
  ${cjs ? '})();' : ''}`;
  const r = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', '--input-type', cjs ? 'commonjs' : 'module', '-e', code], { cwd: dir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`node exited ${r.status}: ${r.stderr.slice(0, 3000)}`);
  const { generation, out } = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8'));
  expect(generation).toBe('EvalError');
  return out;
}

/** abnf()'s own answers, as JSON carries them */
function answers(text: string, options: AbnfOptions, inputs: readonly string[]): unknown[] {
  const g = abnf(text, options);
  return JSON.parse(
    JSON.stringify(
      inputs.map((s) => {
        try {
          return [g.canParse(s), g.parse(s)];
        } catch (e) {
          return ['throws', (e as Error).name, (e as Error).message];
        }
      }),
    ),
  );
}

/** strings of the start rule's language and mutations of them */
function samples(text: string, options: AbnfOptions, n: number, alphabet: string): string[] {
  const gen = new Generator(readGrammar(text, options), 7);
  const rnd = prng(11);
  const out = new Set<string>(['']);
  for (let k = 0; k < n; k++) {
    const s = gen.string(options.start);
    out.add(s);
    for (const m of mutations(s, alphabet, rnd, 2)) out.add(m);
  }
  return [...out];
}

/** emit the grammar both ways, run both, and compare each with abnf() */
function agrees(name: string, text: string, options: AbnfOptions, inputs: readonly string[]): void {
  const g = abnf(text, options);
  const want = answers(text, options, inputs);
  for (const format of ['esm', 'cjs'] as const) {
    const file = `${name}.${format === 'esm' ? 'mjs' : 'cjs'}`;
    writeFileSync(join(dir, file), g.toSource({ format }));
    expect(runEmitted(file, inputs)).toEqual(want);
  }
}

const appendixA = rfc3986AppendixA();
const uriOptions = { start: 'URI-reference', rules: { pchar: 'pchar' } };

describe('the module agrees with abnf(), with code generation refused, as ESM and CommonJS', () => {
  it('RFC 3986 Appendix A (URI-reference: regexp) on the benchmark corpus, valid and invalidated', () => {
    const corpus = generateCorpus(1000);
    const inputs = [...corpus.map((e) => e.text), ...invalidate(corpus), 'http://a/%zz', 'http://[::1/x', 'a b', '//[v1.x]/', 'http://[fe80::1]/'];
    const how = abnf(appendixA, uriOptions).strategies().find((s) => s.rule === 'URI-reference')!.strategy;
    expect(how).toBe('regexp');
    agrees('uri-reference', appendixA, uriOptions, inputs);
  });

  it('RFC 3986 Appendix A from other rules: compiled (path-abempty, authority), regular (IPv6address, dec-octet)', () => {
    for (const start of ['path-abempty', 'authority', 'IPv6address', 'dec-octet']) {
      const options = { start, rules: { pchar: 'pchar' } };
      agrees(start.toLowerCase(), appendixA, options, samples(appendixA, options, 150, ':/%.0123456789abcdefABCDEF[]@'));
    }
  });

  it("RFC 6570's URI Template (every rule compiled)", () => {
    const text = readFileSync(join(ROOT, 'docs', 'examples', 'uri-template.abnf'), 'utf8');
    const options = { start: 'URI-Template' };
    expect(abnf(text, options).strategies().every((s) => s.strategy === 'compiled')).toBe(true);
    agrees('uri-template', text, options, [...samples(text, options, 200, '{}:*,./?#+%a1'), '/foo{bar', '{var:0}', '{/a.b*}']);
  });

  it("RFC 5234's grammar of ABNF (recursive, not LL(1): all-ways with compiled atoms) over RFC texts' ABNF", () => {
    const section = (rfc: string, from: RegExp, to: RegExp) => {
      const lines = unpaged(rfcText(rfc));
      const a = lines.findIndex((l) => from.test(l));
      const b = lines.findIndex((l, k) => k > a && to.test(l));
      return abnfBlocks(lines.slice(a, b).join('\n')).map((x) => x.text).join('\n\n');
    };
    const text = `${section('rfc5234', /^4\.  ABNF Definition of ABNF/, /^5\.  Security Considerations/).replace(/char-val {7}=[^]*?(?=\n\nnum-val)/, '')}\n\n${section('rfc7405', /^2\.2\.  ABNF Definition of ABNF - char-val/, /^3\.  Security/)}\n`;
    const options = { start: 'rulelist' };
    const how = Object.fromEntries(abnf(text, options).strategies().map((s) => [s.rule, s.strategy]));
    expect(how.rulelist).toBe('all-ways');
    expect(Object.values(how)).toContain('compiled');
    const appendix = section('rfc3986', /^Appendix A\.  Collected ABNF for URI/, /^Appendix B\./);
    const rnd = prng(5);
    const crlf = (s: string) => `${s.replace(/\n/g, '\r\n')}\r\n`;
    const inputs = [crlf(appendix), crlf(appendix.slice(0, 400)), appendix, 'a = %s"Ab" / %i"cd"\r\n', 'a = %q"Ab"\r\n', ...mutations('a = b / "c" *d\r\n', '=/"%;\r\n ab1', rnd, 40)];
    agrees('rulelist', text, options, inputs);
  });

  const shapes: [string, string, string[]][] = [
    ['automaton', 'S = *"a" *"a" *"a" *"a" "b"\n', ['', 'b', 'aab', 'a'.repeat(2000), `${'a'.repeat(2000)}b`, 'ba']],
    ['automaton-vchar', 'S = *VCHAR "@" *VCHAR "@" *VCHAR "!"\n', ['@@!', 'a@b@c!', '@'.repeat(3000), `${'@'.repeat(300)}!`]],
    ['all-ways', 'S = "a" S / "a"\n', ['', 'a', 'aaaa', 'aab', 'a'.repeat(1000)]],
    ['all-ways-balanced', 'S = "a" S "b" / "a" "b"\n', ['ab', 'aabb', 'aab', 'abab', `${'a'.repeat(500)}${'b'.repeat(500)}`]],
    ['surrogates', 'S = 1*( %xD800-DBFF %xDC00-DFFF / "a" )\n', ['a', '\u{1F600}a', '\ud800', 'aa\udc00', '']],
    ['collisions', 'S = a-b / aB\na-b = "xx"\naB = "yy"\n', ['xx', 'yy', 'xy', '']],
    ['limit', 'S = "a" S / "a"\n', ['a'.repeat(10), 'a'.repeat(11)]],
    // past the all-ways matcher's budgets (ends uneven and explicit at every position: n²) and an automaton's budget of steps: an AbnfError from canParse, a rejection from parse
    ['all-ways-budget', 'S = 2*( "a" / "bb" ) [ S ]\n', [Array.from({ length: 6_000 }, (_, i) => ((i * 7919) % 5 < 2 ? 'bb' : 'a')).join('')]],
    // past the all-ways matcher's budget of work: nested counts over what can be empty, past the automaton's state limit
    ['all-ways-work', 'S = 100( 2*40( 0*40( "a" ) 0*1"c" ) )\n', ['a'.repeat(4001)]],
    // (the start rule on line 2: the module's AbnfError says where it is, as abnf()'s does)
    ['automaton-budget', '; counts nested with something between them\nS = 16( 2*40( 0*40( "a" ) 0*1"c" ) ) "b"\n', [`${'a'.repeat(30)}b`, `${'a'.repeat(2000)}b`]],
  ];
  it.each(shapes)('%s: %j', (name, text, inputs) => {
    agrees(name, text, name === 'limit' ? { start: 'S', limit: 10 } : { start: 'S' }, inputs);
  });
});

describe('random grammars (fast-check): the module agrees with abnf(), every strategy reached', () => {
  it('60 grammars, each on random strings and strings made from it, as ES modules and CommonJS', () => {
    const texts = fc.sample(randomGrammar, { seed: 33, numRuns: 60 });
    const strings = fc.sample(fc.array(fc.stringMatching(/^[abAc()1%]{0,8}$/), { minLength: 6, maxLength: 6 }), { seed: 34, numRuns: 60 });
    const seen = new Set<string>();
    const cases = texts.map((text, k) => {
      const g = abnf(text, { start: 'r0' });
      for (const s of g.strategies()) seen.add(s.strategy);
      const gen = new Generator(readGrammar(text), k + 1);
      const inputs = [...strings[k], ...Array.from({ length: 6 }, () => gen.string('r0'))].filter((s) => s.length <= 40);
      return { text, g, inputs, want: answers(text, { start: 'r0' }, inputs) };
    });
    expect([...seen].sort()).toEqual(['all-ways', 'compiled', 'regexp']);
    for (const format of ['esm', 'cjs'] as const) {
      const jobs = cases.map(({ g, inputs }, k) => {
        const file = `random${k}.${format === 'esm' ? 'mjs' : 'cjs'}`;
        writeFileSync(join(dir, file), g.toSource({ format }));
        return [file, inputs] as const;
      });
      const got = runEmittedMany(jobs);
      cases.forEach(({ text, want }, k) => expect({ text, answers: got[k] }).toEqual({ text, answers: want }));
    }
  });
});

describe('TypeScript', () => {
  it('type-checks under strict options, its rule names a type, and runs as abnf() does', () => {
    const text = readFileSync(join(ROOT, 'docs', 'examples', 'uri-template.abnf'), 'utf8');
    const options = { start: 'URI-Template' };
    writeFileSync(join(dir, 'template.ts'), abnf(text, options).toSource({ format: 'esm', typescript: true }));
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(dir, 'use.ts'),
      [
        "import { canParse, parse, ruleNames, start } from './template.js';",
        "import type { RuleName } from './template.js';",
        "const name: RuleName = 'varname';",
        '// @ts-expect-error: not a rule of the grammar',
        "const wrong: RuleName = 'no-such-rule';",
        "const ok: boolean = canParse('{x}');",
        "const parsed = parse('{x}');",
        'const rule: RuleName | undefined = parsed.ok ? parsed.tree.rule : parsed.rule;',
        'export const all = [name, wrong, ok, rule, ruleNames, start];',
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'use.ts')], { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, skipLibCheck: true });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
    // and the same module, its types stripped, runs as abnf() answers
    const js = ts.transpileModule(readFileSync(join(dir, 'template.ts'), 'utf8'), { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } }).outputText;
    writeFileSync(join(dir, 'template-ts.mjs'), js);
    const inputs = ['{x}', '{/a.b*}', '/foo{bar', 'http://example.com/search{?q,lang}'];
    expect(runEmitted('template-ts.mjs', inputs)).toEqual(answers(text, options, inputs));
    rmSync(join(dir, 'package.json'));
  });

  it('CommonJS TypeScript uses import = require and runs when compiled as CommonJS', () => {
    const g = abnf('S = 1*( "a" / "b" ) "c"\n', { start: 'S' });
    const source = g.toSource({ format: 'cjs', typescript: true });
    expect(source).toMatch(/import abnfRuntime = require\('uri-editions\/abnf'\)/);
    const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    writeFileSync(join(dir, 's-ts.cjs'), js);
    const inputs = ['abc', 'c', 'abab', 'bbc'];
    expect(runEmitted('s-ts.cjs', inputs)).toEqual(answers('S = 1*( "a" / "b" ) "c"\n', { start: 'S' }, inputs));
  });
});

describe('what it holds', () => {
  it('only the start rule and the rules it reaches; the strategies abnf() chose; a refused format', () => {
    const g = abnf('S = A 1*B\nA = "x" / "xy"\nB = "b"\nunused = "u"\n', { start: 'S' });
    const source = g.toSource();
    expect(source).toMatch(/^import \{ standalone \} from 'uri-editions\/abnf';$/m);
    expect(source).toContain('["s","S",');
    expect(source).not.toContain('["unused","unused",{');
    expect(source).toContain(`strategies: ${JSON.stringify({ s: 'regexp', a: 'regexp', b: 'compiled' })}`);
    expect(source).not.toMatch(/\bnew Function\b|\beval\(/);
    // the PEG reading parse() asks first reads the regular rule S too: its own build, compiled ahead of time
    expect(source).toMatch(/ {2}peg: \{\n {4}names: \{"a":"A","b":"B","s":"S"\},\n {4}compiled: \{\n {6}meta: \{"id":"abnf-peg"/);
    // the compiled builds it carries hold the reached rules alone: the unused one is nowhere
    expect(source).not.toMatch(/unused/i);
    agrees('unused-dropped', 'S = A 1*B\nA = "x" / "xy"\nB = "b"\nunused = "u"\n', { start: 'S' }, ['xyb', 'xb', 'u', 'xbu', 'xybbb']);
    expect(() => g.toSource({ format: 'umd' as 'esm' })).toThrow(RangeError);
  });
  it("the engine's modes code made plain JavaScript: its three typed signatures and the explain table's; any other typed form refused", () => {
    const source = [
      'export function validate(S: () => Matchers): Matchers {',
      '}',
      'export function fast(R: Records): Matchers {',
      '}',
      'export const EXPLAIN: ExplainTable = {',
      '};',
      'export function explain(): Explainer {',
      '}',
    ].join('\n');
    expect(plainModes(source)).toBe(['function validate(S) {', '}', 'function fast(R) {', '}', 'const EXPLAIN = {', '};', 'function explain() {', '}'].join('\n'));
    expect(() => plainModes(`${source}\nexport const MORE = 1;`)).toThrow(/a form toSource\(\) does not know/);
    expect(() => plainModes(`${source}\nfunction helper(x: number) {}`)).toThrow(/a form toSource\(\) does not know/);
    expect(() => plainModes(`${source}\nconst T: Table = {};`)).toThrow(/a form toSource\(\) does not know/);
  });
  it('printable US-ASCII only: the rules\' text (comments too) escaped, answers unchanged', () => {
    const text = 'S = 1*( %xE9 / "b" / %x1F600 ) ; comment \u00e9 \u001b[31m\n';
    const source = abnf(text, { start: 'S' }).toSource();
    expect(source).toMatch(/^[\t\n\r\x20-\x7e]*$/);
    expect(source).toContain('comment \\u00e9');
    agrees('ascii', text, { start: 'S' }, ['\u00e9b', '\u{1F600}', 'c', '']);
  });
});
