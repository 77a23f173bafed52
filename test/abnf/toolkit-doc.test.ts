/**
 * docs/toolkit.md, run: its ABNF block is RFC 6570's own text (§1.5 and §2); its TypeScript blocks
 * run in order, as one program, with `uri-editions/abnf` the toolkit and the two ABNF files it reads
 * the RFCs' texts; each line `expression; // → value` must give that value (compared as JSON).
 * (Its shell lines are run by test/cli/abnf.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import P from 'parsimmon';
import * as toolkit from '../../src/abnf';
import { abnfBlocks, rfcText, unpaged } from '../fixtures/abnf/rfc-blocks';
import { rfc3986AppendixA } from '../fixtures/abnf/rfc3986-appendix';

const DOC = readFileSync(join(__dirname, '../../docs/toolkit.md'), 'utf8');
const blocks = (lang: string) => [...DOC.matchAll(new RegExp('```' + lang + '\\n([^]*?)```', 'g'))].map((m) => m[1]);

function rfc6570Abnf(): string {
  const lines = unpaged(rfcText('rfc6570'));
  const from = lines.findIndex((l) => /^1\.5\.  Notational Conventions/.test(l));
  const to = lines.findIndex((l) => /^3\.  Expansion/.test(l));
  return abnfBlocks(lines.slice(from, to).join('\n')).map((b) => b.text).join('\n\n');
}

describe('docs/toolkit.md', () => {
  it('the ABNF files it reads are in docs/examples/, as the RFCs print them', () => {
    expect(readFileSync(join(__dirname, '../../docs/examples/uri-template.abnf'), 'utf8')).toBe(`${rfc6570Abnf()}\n`);
    expect(readFileSync(join(__dirname, '../../docs/examples/rfc3986-appendix-a.abnf'), 'utf8')).toBe(rfc3986AppendixA());
  });

  it("its ABNF block is RFC 6570's §1.5 and §2, as the RFC prints them", () => {
    expect(blocks('abnf')).toEqual([`${rfc6570Abnf()}\n`]);
  });

  it('its TypeScript examples run and give the values they show', () => {
    const source = blocks('ts').join('\n');
    const checks: { line: number; actual: unknown; expected: string }[] = [];
    const program = source
      .split('\n')
      .map((line, k) => {
        const m = /^(.*?);\s*\/\/ → (.*)$/.exec(line);
        return m ? `__check(${k + 1}, (${m[1]}), ${JSON.stringify(m[2])});` : line;
      })
      .join('\n');
    const js = transformSync(program, { loader: 'ts', format: 'cjs' }).code;
    const files: Record<string, string> = { 'docs/examples/uri-template.abnf': rfc6570Abnf(), 'docs/examples/rfc3986-appendix-a.abnf': rfc3986AppendixA() };
    const modules: Record<string, unknown> = {
      'node:fs': { readFileSync: (name: string) => files[name] ?? (() => { throw new Error(`no file ${name}`); })() },
      'uri-editions/abnf': toolkit,
      parsimmon: P,
    };
    const require = (name: string) => {
      if (!(name in modules)) throw new Error(`the guide imports ${name}`);
      return name === 'parsimmon' ? { default: P, __esModule: true } : modules[name];
    };
    const __check = (line: number, actual: unknown, expected: string) => checks.push({ line, actual, expected });
    new Function('require', '__check', js)(require, __check);
    expect(checks.length).toBe(source.match(/\/\/ → /g)!.length);
    for (const c of checks) {
      expect({ line: c.line, value: JSON.parse(JSON.stringify(c.actual) ?? 'null') }).toEqual({ line: c.line, value: JSON.parse(c.expected) });
    }
  }, 60_000);
});
