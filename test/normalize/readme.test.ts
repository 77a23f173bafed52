/**
 * The examples at the top of docs/normalization.md ("Normalization, encoding, IRIs and queries"),
 * evaluated: each line `call; // result` must give that result.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '../../src/index';

const page = readFileSync(join(__dirname, '../..', 'docs', 'normalization.md'), 'utf8');
const section = page.slice(page.indexOf('# Normalization, encoding, IRIs and queries'));
const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const examples = block
  .split('\n')
  .map((line) => /^(?!import)(.+?);\s*\/\/\s*(.+?)(?:\s{2,}\(.*\))?$/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => [m[1].trim(), m[2].trim()] as const);

const names = Object.keys(api);
const evaluate = (code: string): unknown => new Function(...names, `return (${code});`)(...names.map((n) => (api as Record<string, unknown>)[n]));

describe('docs/normalization.md examples', () => {
  it('has them', () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
  });
  it.each(examples)('%s → %s', (call, result) => {
    expect(evaluate(call)).toEqual(evaluate(result));
  });
});
