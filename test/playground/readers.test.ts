/**
 * The playground's audit readings (web/src/readings.ts readingCells) and the readers kept in the
 * permalink (web/src/state.ts): one column per reading chosen, python and curl among them, and
 * `r=` in the fragment only when not every reading is shown.
 */
import { audit, READING_NAMES } from '../../src/index';
import { readingCells } from '../../web/src/readings';
import { DEFAULT_STATE, decodeState, encodeState, readersOf, sameState } from '../../web/src/state';

describe('readingCells()', () => {
  it('gives a column per reading, python and curl included, and the reader of each that has a choice', () => {
    const { names, rows } = readingCells(audit('http://[::1]evil.example/'));
    expect(names).toEqual(READING_NAMES.filter((n) => n !== 'rfc1630')); // audit()'s default: rfc1630 only when asked for
    const row = (label: string) => rows.find(([l]) => l === label)![1];
    // only CPython 3.12.8 reads it (every other client reader refuses it)
    expect(row('accepted?')).toEqual(names.map((n) => (n === 'python' ? 'yes' : 'no')));
    expect(row('host (type)')[names.indexOf('python')]).toBe('::1 (ipv6)');
    expect(row('read by')[names.indexOf('python')]).toBe('CPython 3.12.8 urllib.parse.urlsplit');
  });

  it('keeps to the readings asked for, and leaves out rows no reading has', () => {
    const { names, rows } = readingCells(audit('evil.example:80@trusted.example/', { readings: ['whatwg', 'curl'] }));
    expect(names).toEqual(['whatwg', 'curl']);
    expect(rows.find(([l]) => l === 'host (type)')![1]).toEqual(['', 'trusted.example (dns)']);
    expect(rows.map(([l]) => l)).not.toContain('target');
  });
});

describe('readers in the permalink', () => {
  it('writes r= only when some reading is left out, in READING_NAMES order', () => {
    expect(encodeState({ ...DEFAULT_STATE, input: 'x' })).toBe('u=x');
    expect(encodeState({ ...DEFAULT_STATE, input: 'x', readers: ['curl', 'whatwg'] })).toBe('u=x&r=whatwg%2Ccurl');
    // (the default: every reading but rfc1630, which audit() reads only when asked for)
    const DEFAULT = READING_NAMES.filter((n) => n !== 'rfc1630');
    expect(encodeState({ ...DEFAULT_STATE, input: 'x', readers: DEFAULT })).toBe('u=x');
    expect(encodeState({ ...DEFAULT_STATE, input: 'x', readers: [...READING_NAMES] })).toBe(`u=x&r=${READING_NAMES.join('%2C')}`);
  });

  it('reads r= back, ignoring unknown names; no r= is every reading but rfc1630', () => {
    expect(decodeState('#u=x&r=curl,perl,python').readers).toEqual(['python', 'curl']);
    const DEFAULT = READING_NAMES.filter((n) => n !== 'rfc1630');
    expect(readersOf(decodeState('#u=x'))).toEqual(DEFAULT);
    expect(sameState(decodeState('#u=x'), { ...decodeState('#u=x'), readers: DEFAULT })).toBe(true);
    expect(decodeState('#u=x&r=rfc1630,rfc3986').readers).toEqual(['rfc1630', 'rfc3986']);
    expect(sameState(decodeState('#u=x'), { ...decodeState('#u=x'), readers: ['curl'] })).toBe(false);
  });
});
