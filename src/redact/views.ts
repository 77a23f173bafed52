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

/** The view with every "%XX" of an ASCII character decoded (a URL nested in a query is often encoded). */
export function percentDecoded(view: View): View | undefined {
  const { text } = view;
  const from = new Int32Array(text.length);
  const to = new Int32Array(text.length);
  let out = '';
  let n = 0;
  let run = 0;
  const keep = (k: number) => {
    from[n] = view.from ? view.from[k] : k;
    to[n++] = view.to ? view.to[k] : k + 1;
  };
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === 0x25 && /^[0-7][0-9A-Fa-f]$/.test(text.slice(i + 1, i + 3))) {
      out += text.slice(run, i) + String.fromCharCode(parseInt(text.slice(i + 1, i + 3), 16));
      for (let k = run; k < i; k++) keep(k);
      // the decoded character spans its "%XX"
      from[n] = view.from ? view.from[i] : i;
      to[n++] = view.to ? view.to[i + 2] : i + 3;
      run = i + 3;
      i += 2;
    }
  }
  if (run === 0) return undefined;
  out += text.slice(run);
  for (let k = run; k < text.length; k++) keep(k);
  return { text: out, from: from.subarray(0, n), to: to.subarray(0, n) };
}

/**
 * `input` as WHATWG URL and urlsplit clean it: tab, LF and CR removed and, with `trim`, leading and
 * trailing C0 controls and spaces stripped (WHATWG strips both ends, urlsplit the start); undefined
 * when that changes nothing.
 */
export function cleanedView(input: string, trim: boolean): View | undefined {
  let start = 0;
  let end = input.length;
  if (trim) {
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
  }
  if (start === 0 && end === input.length && !/[\t\n\r]/.test(input)) return undefined;
  const from = new Int32Array(end - start);
  let text = '';
  let n = 0;
  let run = start;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      text += input.slice(run, i);
      run = i + 1;
    } else from[n++] = i;
  }
  text += input.slice(run, end);
  const starts = from.subarray(0, n);
  return { text, from: starts, to: starts.map((i) => i + 1) };
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
export function mapBack(view: View, [s, e]: Span): Span {
  return view.from && view.to ? [view.from[s], view.to[e - 1]] : [s, e];
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
