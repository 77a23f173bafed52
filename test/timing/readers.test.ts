/**
 * The client readers (src/readers/registry.ts) on hostile inputs: each reads every shape — runs of
 * tabs (which Node's url.parse slices out one by one, quadratically: the model collects instead),
 * labels, "@", ":", escapes, brackets, slashes, backslashes, characters IDNA maps, bad characters at
 * the end — in linear time (test/support/linear.ts: ten times the input, at most fifteen times the
 * CPU time, a decade shifted by half when a runtime step falls in it).
 */
import { CLIENT_READERS } from '../../src/readers/registry';
import type { Reader } from '../../src/readers/reader';
import { LIMIT, describeLinear, flat, linearWithin } from '../support/linear';

const SHAPES: Record<string, (n: number) => string> = {
  tabs: (n) => `http://a${'\t'.repeat(n)}b/`,
  labels: (n) => `http://${'a.'.repeat(n / 2)}/`,
  'at signs': (n) => `http://${'a@'.repeat(n / 2)}h/`,
  colons: (n) => `http://${'a:'.repeat(n / 2)}/`,
  escapes: (n) => `http://${'%41'.repeat(n / 3)}/`,
  'IPv6 pieces': (n) => `http://[${'1:'.repeat(n / 2)}]/`,
  slashes: (n) => `http:${'/'.repeat(n)}`,
  backslashes: (n) => `http://${'\\'.repeat(n)}`,
  'mapped labels': (n) => `http://${'ß.'.repeat(n / 2)}/`,
  'a bad character last': (n) => `http://${'a'.repeat(n)}<`,
  'bad escapes in the query': (n) => `http://a/?${'%zz'.repeat(n / 3)}`,
};

const cases = (CLIENT_READERS as readonly Reader[]).flatMap((r) => Object.keys(SHAPES).map((shape) => [r.name, shape, r] as const));

describe('the client readers read hostile inputs in linear time', () => {
  it.each(cases)('%s: %s', (_name, shape, reader) => {
    const t = linearWithin((s: string) => reader.read(s, reader.versions[0]), (size) => flat(SHAPES[shape](size)), 2000);
    if (t.ratio > LIMIT) throw new Error(describeLinear(t));
  });
});
