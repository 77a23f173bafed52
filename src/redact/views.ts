/**
 * What the readings of ./widest.ts (passwords) and ./secrets.ts (secret query values) share: a
 * view of the input — the string as a reader sees it once it has removed or decoded characters —
 * with, for each of its characters, the span of the input it came from, so that a span found in
 * the view is hidden in the input; and the spans merged.
 */

/** A [start, end) span of the input. */
export type Span = [number, number];

/** A string and, for each of its characters, the span of the input it came from. */
export interface View {
  text: string;
  /** where each character starts and ends in the input (undefined: the identity) */
  from?: Int32Array;
  to?: Int32Array;
}

/**
 * How many times a string is percent-decoded to find a nested URL's query: a redirect parameter
 * that holds a redirect parameter is encoded twice ("%253F"), a third level is rare; each round
 * costs one linear pass, so the bound keeps the scan linear.
 */
export const DECODING_ROUNDS = 3;

/**
 * `view` with each match of `re` (a global RegExp whose matches are never empty) replaced by
 * `by(match)`, an empty string or one character, which then stands for the whole match's span;
 * undefined when nothing matches.
 */
function rewritten(view: View, re: RegExp, by: (match: string) => string): View | undefined {
  const { text } = view;
  let m = re.exec(text);
  if (m === null) return undefined;
  const from = new Int32Array(text.length);
  const to = new Int32Array(text.length);
  let out = '';
  let n = 0;
  let at = 0;
  // the characters text[start] … text[end - 1], each standing for its own span, then `by` over them all
  const put = (start: number, end: number, replaced?: string) => {
    if (replaced === undefined) {
      out += text.slice(start, end);
      for (let k = start; k < end; k++) {
        from[n] = view.from ? view.from[k] : k;
        to[n++] = view.to ? view.to[k] : k + 1;
      }
    } else if (replaced !== '') {
      out += replaced;
      from[n] = view.from ? view.from[start] : start;
      to[n++] = view.to ? view.to[end - 1] : end;
    }
  };
  for (; m !== null; m = re.exec(text)) {
    put(at, m.index);
    at = m.index + m[0].length;
    put(m.index, at, by(m[0]));
  }
  put(at, text.length);
  return { text: out, from: from.subarray(0, n), to: to.subarray(0, n) };
}

/** The view with every "%XX" of an ASCII character decoded (a URL nested in a query is often encoded). */
export function percentDecoded(view: View): View | undefined {
  return rewritten(view, /%[0-7][0-9A-Fa-f]/g, (triplet) => String.fromCharCode(parseInt(triplet.slice(1), 16)));
}

/**
 * The leading run of C0 controls and spaces, the trailing one (tried only where a run starts: a
 * run inside the text is scanned once, not once from each of its characters), and tab, LF, CR.
 */
const TRIMMED = /^[\x00-\x20]+|(?<![\x00-\x20])[\x00-\x20]+$|[\t\n\r]/g;

/**
 * `input` as WHATWG URL and urlsplit clean it: tab, LF and CR removed and, with `trim`, leading and
 * trailing C0 controls and spaces stripped (WHATWG strips both ends, urlsplit the start); undefined
 * when that changes nothing.
 */
export function cleanedView(input: string, trim: boolean): View | undefined {
  // (most inputs have nothing to clean: asked first, without a scan by the RegExp of every position)
  const ends = trim && (input.charCodeAt(0) <= 0x20 || input.charCodeAt(input.length - 1) <= 0x20);
  return ends || /[\t\n\r]/.test(input) ? rewritten({ text: input }, trim ? TRIMMED : /[\t\n\r]/g, () => '') : undefined;
}

/**
 * The spans `find` gives in `view` and in its percent-decoded forms — decoded again while `more`
 * finds something to decode, up to DECODING_ROUNDS times — pushed onto `out` as spans of the input.
 */
export function findDecoded(view: View, find: (text: string) => Span[], more: RegExp, out: Span[]): void {
  for (let round = 0; ; round++) {
    for (const span of find(view.text)) out.push(mapBack(view, span));
    const next = round < DECODING_ROUNDS && more.test(view.text) ? percentDecoded(view) : undefined;
    if (next === undefined) return;
    view = next;
  }
}

/** A span of the view as the span of the input its characters came from. */
export function mapBack(view: View, span: Span): Span {
  return view.from && view.to ? [view.from[span[0]], view.to[span[1] - 1]] : span;
}

/** Spans sorted, overlapping and touching ones joined. */
export function mergeSpans(spans: readonly (readonly [number, number])[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Span[] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}
