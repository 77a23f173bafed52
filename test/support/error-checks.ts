/** What every rejection must satisfy: an error value that locates the failure inside the input. */
import assert from 'node:assert/strict';
import { UriSyntaxError, rule } from '../../src/index';
import type { EditionName, ParseOptions, RuleName } from '../../src/index';

export function checkError(input: string, error: unknown, edition: EditionName, options: ParseOptions = {}): void {
  assert.ok(error instanceof UriSyntaxError, `not a UriSyntaxError: ${String(error)}`);
  assert.equal(error.name, 'UriSyntaxError');
  assert.equal(error.edition, edition);
  assert.equal(error.input, input);
  // the offset lies within the input (input.length: "unexpected end of input")
  assert.ok(Number.isInteger(error.offset) && error.offset >= 0 && error.offset <= input.length, `offset ${error.offset}`);
  // line and column (1-based) locate the same place
  const before = input.slice(0, error.offset);
  const newlines = before.split('\n').length - 1;
  assert.equal(error.line, newlines + 1, 'line');
  assert.equal(error.column, error.offset - (before.lastIndexOf('\n') + 1) + 1, 'column');
  assert.ok(Array.isArray(error.expected) && error.expected.every((e) => typeof e === 'string' && e !== ''), 'expected');
  assert.ok(typeof error.message === 'string' && error.message.startsWith(error.reason) && error.reason !== '', 'message');
  // the rule it names is a rule of the grammar that rejected the input
  if (error.rule !== undefined) assert.doesNotThrow(() => rule(edition, error.rule as RuleName, options), `rule ${error.rule}`);
  if (error.section !== undefined) assert.ok(typeof error.section === 'string' && error.section !== '', 'section');
  // it can be shown and serialized
  assert.ok(String(error).length > 0);
  assert.equal(JSON.parse(JSON.stringify(error)).offset, error.offset);
}
