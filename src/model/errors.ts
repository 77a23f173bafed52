/**
 * Syntax errors as values: where the input stopped matching the edition's grammar, what the grammar
 * expected there, and which RFC rule (and section) was being matched.
 */
import type { EditionName } from './ast';
import { columns } from './columns';
import { INVISIBLE_CHARACTER, escapeCharacter, escapeInvisible } from './invisible';
import type { SchemeSpecName } from './scheme-names';

/**
 * What a UriSyntaxError is made from: the edition, the input, the offset, the expected rules, the rule
 * and section, and the reason.
 * @example
 * ```ts
 * new UriSyntaxError({ edition: 'rfc3986', input: 'a b', offset: 1, expected: [], reason: 'a space' });
 * ```
 */
export interface UriSyntaxErrorDetails {
  /** the edition, or the scheme specification (parseScheme), whose grammar rejected the input */
  edition: EditionName | SchemeSpecName;
  input: string;
  /** 0-based offset into the input */
  offset: number;
  /** rule names (and quoted literals) the grammar could have matched at `offset` */
  expected: string[];
  /** innermost RFC rule that failed */
  rule?: string;
  /**
   * its section, in the one format of every `section`, errors and warnings alike: bare when it is
   * the edition's own RFC's ('3.2.2'), cited when another RFC defines the rule ('RFC 3986 §3.2.3'
   * under rfc3987, 'RFC 6874 §2' for an amendment's)
   */
  section?: string;
  /**
   * What the edition says beyond the generic "unexpected … at offset …; expected …": appended to it
   * (after `; `), or, with `replaces`, said instead of it.
   */
  note?: string;
  /** the note is the whole reason (after the "edition: " prefix), not an addition to the generic one */
  replaces?: boolean;
  /** the whole reason, for an error that is not a grammar's rejection (resolution, IRI mapping) */
  reason?: string;
  /** the RFC under whose name the section is cited (defaults to the edition's) */
  rfc?: string;
}

/**
 * Error's prototype without Error's constructor: a class built on it is an `instanceof Error` (with
 * Error's `toString`) whose instances are ordinary objects, not V8's internal error objects. The
 * structured clone algorithm (structuredClone, postMessage to a worker) keeps only the message of an
 * internal error object; an ordinary object keeps every own field — so a UriSyntaxError sent to a
 * worker still says where, what was expected, which rule and which section. It also costs no stack
 * trace: a rejection is a value parse() returns, not an exception (capturing one costs V8 4–8 µs, more
 * than the whole rejection).
 */
function UriSyntaxErrorBase(): void {}
UriSyntaxErrorBase.prototype = Error.prototype;
const ErrorBase = UriSyntaxErrorBase as unknown as ErrorConstructor;

/** V8's Error.captureStackTrace: typed by @types/node only, and the browser build has no node types */
const V8Error = Error as ErrorConstructor & { captureStackTrace?(target: object, constructor?: Function): void };

/**
 * Why an edition rejects a string, as a value: where (offset, line, column), what it expected, and
 * the innermost rule with its RFC section. parse() returns it; it is thrown only by the functions
 * documented to throw (which give it a stack trace: `new UriSyntaxError(details)` captures one).
 * It is an `instanceof Error` whose fields are all own enumerable properties, so that a structured
 * clone of it (structuredClone, postMessage) keeps every one of them, as plain data.
 * @example
 * ```ts
 * const r = parse('http://a b/');
 * if (!r.ok) [r.error.offset, r.error.rule, r.error.section]; // [8, 'reg-name', '3.2.2']
 * ```
 */
export class UriSyntaxError extends ErrorBase {
  /** the edition, or the scheme specification (parseScheme), whose grammar rejected the input */
  declare readonly edition: EditionName | SchemeSpecName;
  declare readonly input: string;
  declare readonly offset: number;
  /** 1-based */
  declare readonly line: number;
  /** 1-based */
  declare readonly column: number;
  declare readonly expected: string[];
  declare readonly rule?: string;
  /**
   * its section, in the one format of every `section`, errors and warnings alike: bare when it is
   * the edition's own RFC's ('3.2.2'), cited when another RFC defines the rule ('RFC 3986 §3.2.3'
   * under rfc3987, 'RFC 6874 §2' for an amendment's)
   */
  declare readonly section?: string;
  /** the one-line summary, without the caret display */
  declare readonly reason: string;
  /** what the edition said of this rejection in its own words (part of `reason`), if anything */
  declare readonly note?: string;

  constructor(details: UriSyntaxErrorDetails) {
    super();
    const { input, offset } = details;
    // (a position in the input, its end included: an error made by a caller, not by a parse)
    if (!Number.isInteger(offset) || offset < 0 || offset > input.length) throw new RangeError(`UriSyntaxError: offset ${offset} is not a position in the input (0 to ${input.length})`);
    const { line, column } = lineColumn(details.input, details.offset);
    const reason = reasonOf(details);
    // every field an own property, in this order, `rule`, `section` and `note` undefined when absent
    // (what structuredClone, JSON and jest's equality read), then `name` and `message`
    this.edition = details.edition;
    this.input = details.input;
    this.offset = details.offset;
    this.line = line;
    this.column = column;
    this.expected = details.expected;
    this.rule = details.rule;
    this.section = details.section;
    this.reason = reason;
    this.note = details.note;
    this.name = 'UriSyntaxError';
    this.message = `${reason}\n${caret(details.input, details.offset)}`;
    if (capturing) V8Error.captureStackTrace?.(this, new.target);
  }

  /**
   * The error as plain data (what `JSON.stringify` writes).
   * @example
   * ```ts
   * JSON.stringify(error); // '{"name":"UriSyntaxError","edition":"rfc3986",…}'
   * ```
   */
  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      message: this.reason,
      edition: this.edition,
      offset: this.offset,
      line: this.line,
      column: this.column,
      expected: this.expected,
      rule: this.rule,
      section: this.section,
    };
  }
}

/** The reason a rejection states: the generic one, the edition's note added to it, or the note alone. */
function reasonOf(d: UriSyntaxErrorDetails): string {
  if (d.reason !== undefined) return d.reason;
  if (d.note === undefined) return describeUnexpected(d);
  if (d.replaces) return `${d.edition}: ${d.note}`;
  return `${describeUnexpected(d)}; ${d.note}`;
}

function describeUnexpected(d: UriSyntaxErrorDetails): string {
  const at = d.offset >= d.input.length ? 'end of input' : quoteChar(d.input, d.offset);
  const where = d.rule ? ` in ${d.rule}${d.section ? ` (${cite(d.section, d.rfc ?? d.edition.slice(3))})` : ''}` : '';
  const expected = d.expected.length ? `; expected ${listOr(d.expected)}` : '';
  return `${d.edition}: unexpected ${at} at offset ${d.offset}${where}${expected}`;
}

/**
 * The character at `offset` in double quotes: `"` and `\` escaped as in JSON, an unsafe character
 * as `visible` shows it (the caret's escapes), a surrogate pair whole; a character that shows as
 * nothing or as a box — a lone surrogate (which would also make the message ill-formed UTF-16), a
 * private-use character, a noncharacter — as its `\uXXXX` (`\u{XXXXX}`) escape; anything else as it is.
 */
export function quoteChar(input: string, offset: number): string {
  const c = input.charCodeAt(offset);
  if (c === 0x22 || c === 0x5c) return `"\\${input[offset]}"`;
  if (c > 0x20 && c < 0x7f) return `"${input[offset]}"`;
  const wide = c >= 0xd800 && c < 0xdc00 && (input.charCodeAt(offset + 1) & 0xfc00) === 0xdc00;
  const cp = wide ? input.codePointAt(offset)! : c;
  const char = String.fromCodePoint(cp);
  // (the escape of a code point beyond the controls is the one `visible` writes: `\uXXXX`, `\u{XXXXX}`)
  return `"${SHOWN_AS_ESCAPE.test(char) || (!wide && c >= 0xd800 && c <= 0xdfff) ? escapeCharacter(char) : visible(char)}"`;
}

/** private use (Co) and noncharacters (U+FDD0–U+FDEF, U+xFFFE and U+xFFFF of every plane) */
const SHOWN_AS_ESCAPE = /^(?:\p{Co}|\p{Noncharacter_Code_Point})$/u;

/** whether the constructor captures a stack trace (not for rejection(): see below) */
let capturing = true;

/**
 * A rejection's UriSyntaxError: a value that parse() returns, built without a stack trace. The
 * offset, expected set, rule and section say where the input went wrong; the frames of the parser's
 * own functions say nothing more, and capturing them costs V8 4–8 µs per invalid input. Code that
 * throws such an error and wants its own frames calls `Error.captureStackTrace(error)` first.
 */
export function rejection(details: UriSyntaxErrorDetails): UriSyntaxError {
  capturing = false;
  try {
    return new UriSyntaxError(details);
  } finally {
    capturing = true;
  }
}

/** "RFC 3986 §3.2.2"; a section given as "RFC 6874 §2" (an amendment's rule) is kept as it is. */
export function cite(section: string, rfc: string): string {
  return section.startsWith('RFC ') ? section : `RFC ${rfc} §${section}`;
}

/**
 * A bad argument as an error message shows it: JSON for strings and plain data, else what it is.
 * Never throws (JSON.stringify does on a BigInt or a cycle, and says nothing of a Symbol or function).
 */
export function shown(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return 'a function';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** "a", "a or b", "a, b or c" */
export function listOr(items: readonly string[]): string {
  const n = items.length;
  if (n <= 1) return n === 0 ? '' : items[0];
  let out = items[0];
  for (let i = 1; i < n - 1; i++) out += `, ${items[i]}`;
  return `${out} or ${items[n - 1]}`;
}

export function lineColumn(input: string, offset: number): { line: number; column: number } {
  const before = input.slice(0, offset);
  let line = 1;
  for (let nl = before.indexOf('\n'); nl >= 0; nl = before.indexOf('\n', nl + 1)) line++;
  // (the column after the last newline before the offset; lastIndexOf gives -1 when there is none)
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The input (a window of it, for long inputs) with a caret under `offset`. */
export function caret(input: string, offset: number, width = 72): string {
  const lineStart = input.lastIndexOf('\n', offset - 1) + 1;
  let lineEnd = input.indexOf('\n', offset);
  if (lineEnd < 0) lineEnd = input.length;
  let from = lineStart;
  let to = lineEnd;
  if (to - from > width) {
    from = Math.max(lineStart, offset - Math.floor(width / 2));
    to = Math.min(lineEnd, from + width);
  }
  const window = input.slice(from, to);
  // (visible() gives a text without invisible characters back as it is)
  const shown = visible(window);
  // the terminal columns of input.slice(from, offset) as shown ('' when an offset-0 newline puts `from` past it)
  const lead = columns(shown === window ? input.slice(from, offset) : visible(input.slice(from, offset)));
  const prefix = from > lineStart ? '…' : '';
  const suffix = to < lineEnd ? '…' : '';
  return `  ${prefix}${shown}${suffix}\n  ${' '.repeat(lead + prefix.length)}^`;
}

/** The invisible characters (./invisible.ts): the one set, under the name this module always gave it. */
export const UNSAFE_CHARACTER = INVISIBLE_CHARACTER;

/** `text` with every invisible character shown as its escape (./invisible.ts: escapeInvisible). */
export const visible = escapeInvisible;
