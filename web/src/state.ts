/**
 * The playground's state and its permalink: everything the view shows is a function of this state,
 * and the state lives in the page URL's fragment (`#u=…&b=…&a=…&s=0&w=1&r=…`, form-encoded), so a link
 * reproduces the view. The fragment is never sent to a server, so sharing a link shares nothing with
 * the static host.
 */
import type { Amendment, ReadingName } from './library';
import { READING_NAMES } from './library';

export interface PlaygroundState {
  /** the URI reference being examined */
  input: string;
  /** the base URI to resolve it against ('' for none) */
  base: string;
  /** amendments applied to the editions they amend (RFC 2732 → rfc2396, RFC 6874 → rfc3986) */
  amendments: Amendment[];
  /**
   * resolveAll's `strict` (default true): a reference with the base's scheme is still absolute. false
   * is the backward-compatible reading of RFC 3986 §5.2.2 / RFC 2396 §5.2 step 3.
   */
  strict: boolean;
  /** also show the WHATWG reading (the browser's own URL) as a column beside the editions */
  whatwg: boolean;
  /** the readings the audit shows and compares (absent: all) */
  readers?: ReadingName[];
}

export const AMENDMENTS: readonly Amendment[] = ['rfc2732', 'rfc6874'];

/** The view a fresh visitor sees: one string the editions read differently. */
export const DEFAULT_STATE: Readonly<PlaygroundState> = Object.freeze({
  input: 'http://user:pass@example.com:8080/a/b;type=a?q=1#top',
  base: '',
  amendments: [],
  strict: true,
  whatwg: false,
});

/** The readings shown when none are chosen: audit()'s default, every reading but rfc1630 (it reads https as a hostless path). */
const DEFAULT_READERS: readonly ReadingName[] = READING_NAMES.filter((n) => n !== 'rfc1630');

/** The readings a state's audit shows: its `readers`, in READING_NAMES order, or the default ones. */
export function readersOf(state: PlaygroundState): ReadingName[] {
  return state.readers === undefined ? [...DEFAULT_READERS] : READING_NAMES.filter((n) => state.readers!.includes(n));
}

/** The fragment (without "#") for a state; '' for the default state, so a plain link stays plain. */
export function encodeState(state: PlaygroundState): string {
  if (sameState(state, DEFAULT_STATE)) return '';
  const params = new URLSearchParams();
  params.set('u', state.input);
  if (state.base !== '') params.set('b', state.base);
  const amendments = AMENDMENTS.filter((a) => state.amendments.includes(a));
  if (amendments.length) params.set('a', amendments.join(','));
  if (!state.strict) params.set('s', '0');
  if (state.whatwg) params.set('w', '1');
  const readers = readersOf(state);
  if (readers.join() !== DEFAULT_READERS.join()) params.set('r', readers.join(','));
  return params.toString();
}

/**
 * The state a fragment (with or without its "#") describes. An empty fragment is the default state;
 * a missing `u` is the empty input; unknown keys and unknown amendment names are ignored.
 */
export function decodeState(fragment: string): PlaygroundState {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text === '') return { ...DEFAULT_STATE, amendments: [...DEFAULT_STATE.amendments] };
  const params = new URLSearchParams(text);
  const named = (params.get('a') ?? '').split(',');
  return {
    input: params.get('u') ?? '',
    base: params.get('b') ?? '',
    amendments: AMENDMENTS.filter((a) => named.includes(a)),
    strict: params.get('s') !== '0',
    whatwg: params.get('w') === '1',
    ...(params.has('r') ? { readers: READING_NAMES.filter((n) => params.get('r')!.split(',').includes(n)) } : {}),
  };
}

export function sameState(a: PlaygroundState, b: PlaygroundState): boolean {
  return (
    a.input === b.input &&
    a.base === b.base &&
    a.strict === b.strict &&
    a.whatwg === b.whatwg &&
    a.amendments.length === b.amendments.length &&
    a.amendments.every((x) => b.amendments.includes(x)) &&
    readersOf(a).join() === readersOf(b).join()
  );
}
