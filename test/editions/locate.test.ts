/**
 * Edition.locate (what a bulk line reads of a rejection) says what the full UriSyntaxError says —
 * the offset and the rule, after the edition's own note moved them — on every edition.
 */
import { EDITION_NAMES, getEdition } from '../../src/editions/registry';
import type { ParseOptions } from '../../src/editions/types';
import { generateCorpus, invalidate } from '../fixtures/corpus';

const rejected = [
  ...invalidate(generateCorpus(400, 7), 11),
  'HTTP://h/', // rfc1738: an uppercase scheme, which its explanation points at
  'http://h/a#f',
  'http://h/\ue000',
  'http://[::1%25eth0]/',
  '',
];

describe.each(EDITION_NAMES)('%s', (name) => {
  const edition = getEdition(name);
  it('locates each rejection where its UriSyntaxError does', () => {
    const options: ParseOptions = {};
    let n = 0;
    for (const input of rejected) {
      if (edition.accept(input, options)) continue;
      const error = edition.reject(input, options);
      expect({ input, ...edition.locate(input, options) }).toEqual({ input, offset: error.offset, rule: error.rule });
      n++;
    }
    expect(n).toBeGreaterThan(100);
  });
});
