/**
 * The outputs the TypeScript examples of README.md and docs/ show: each line `expression; // result`
 * whose result is a JavaScript value (a string, number, boolean, array or object literal, or
 * `undefined`) is run, in its module, and must give that value. A comment that is prose, or that
 * elides with "…", is not a value and is not checked.
 */
import ts from 'typescript';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { modules, ROOT } from './examples';

/** The longest start of a comment that is a JavaScript value (prose after it is the comment's). */
function expected(comment: string): string | undefined {
  const text = comment.replace(/^→\s*/, '').trim();
  if (text.includes('…') || !/^(?:['"[{\d-]|true\b|false\b|undefined\b|null\b)/.test(text)) return undefined;
  // cut where prose may start: two spaces, a colon or a dash after the value, "(", ";"
  const cuts = [text.length, ...[...text.matchAll(/\s{2,}|[:;]\s|\s—|\s\(/g)].map((m) => m.index!)].sort((a, b) => b - a);
  for (const cut of cuts) {
    const candidate = text.slice(0, cut).trim();
    try {
      new Function(`return (${candidate});`);
      return candidate;
    } catch {
      // not a value yet: a shorter start
    }
  }
  return undefined;
}

interface Check {
  line: number;
  call: string;
  result: string;
}

/** The module's code with each checkable line wrapped in __check(line, () => (expression), result). */
function instrument(code: string): { source: string; checks: Check[] } {
  const checks: Check[] = [];
  const all = code.split('\n');
  const lines = all.map((line, i) => {
    // a call that throws, the error shown on the next line: `// UriSyntaxError: message…`
    const call = /^((?!import |const |let |if |else |for |\s*\w+\??:).*?);$/.exec(line);
    const thrown = call ? /^\/\/ (\w*Error): (.*?)(?:…)?$/.exec(all[i + 1] ?? '') : null;
    if (call && thrown) {
      checks.push({ line: i, call: call[1], result: `${thrown[1]}: ${thrown[2]}` });
      return `__check(${checks.length - 1}, () => { try { ${call[1]}; return 'no error'; } catch (e) { return \`\${(e as Error).name}: \${(e as Error).message}\`.slice(0, ${thrown[1].length + 2 + thrown[2].length}); } }, () => ${JSON.stringify(`${thrown[1]}: ${thrown[2]}`)});`;
    }
    const m = /^((?!import |const |let |if |else |for |\s*\w+\??:).*?);\s*\/\/\s*(.+)$/.exec(line);
    const result = m ? expected(m[2]) : undefined;
    if (!m || result === undefined) return line;
    checks.push({ line: i, call: m[1], result });
    return `__check(${checks.length - 1}, () => (${m[1]}), () => (${result}));`;
  });
  return { source: lines.join('\n'), checks };
}

// docs/toolkit.md reads ABNF files its test provides: test/abnf/toolkit-doc.test.ts runs it and checks its values
const cases = modules().filter((m) => m.file !== 'docs/toolkit.md').flatMap((m) => {
  const { source, checks } = instrument(m.code);
  return checks.length ? [{ ...m, source, checks }] : [];
});

const api = require(join(ROOT, 'src/index.ts'));
const abnf = require(join(ROOT, 'src/abnf/index.ts'));

describe('the outputs the examples show', () => {
  it('are found', () => {
    expect(cases.reduce((n, c) => n + c.checks.length, 0)).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((c) => [`${c.file}:${c.line}`, c] as const))('%s', (_, c) => {
    const js = ts.transpileModule(c.source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
    const seen: string[] = [];
    const check = (i: number, actual: () => unknown, wanted: () => unknown) => {
      const { line, call, result } = c.checks[i];
      const got = JSON.parse(JSON.stringify(actual() ?? null));
      const want = JSON.parse(JSON.stringify(wanted() ?? null));
      if (!isDeepStrictEqual(got, want)) seen.push(`${c.file}:${c.line + 1 + line}: ${call} gave ${JSON.stringify(got)}, the page says ${result}`);
    };
    const load = (name: string): unknown => (name === 'uri-editions' ? api : name === 'uri-editions/abnf' ? abnf : require(name));
    const exports = {};
    new Function('require', 'exports', '__check', 'console', js)(load, exports, check, { log() {} });
    expect(seen).toEqual([]);
  });
});
