/**
 * An ABNF grammar as the reader gives it (RFC 5234 §2–§4, with RFC 7405's `%s`/`%i` strings): plain
 * data, one expression tree per rule. Rule names are case-insensitive (RFC 5234 §2.1): a rule is
 * stored under its name in lower case, and keeps the spelling of its first definition.
 */

/** Where something is in the ABNF text: line and column count from 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

/** One expression of an ABNF rule. */
export type AbnfNode =
  /** `a / b / c` (§3.2): unordered — every alternative is tried */
  | { readonly k: 'alt'; readonly xs: readonly AbnfNode[] }
  /** `a b c` (§3.1) */
  | { readonly k: 'seq'; readonly xs: readonly AbnfNode[] }
  /** `<a>*<b>element` (§3.6, §3.7), `[ x ]` as 0*1 (§3.8); `max` is Infinity when unbounded */
  | { readonly k: 'rep'; readonly min: number; readonly max: number; readonly x: AbnfNode; readonly option?: boolean }
  /** a rule name (§2.1) */
  | { readonly k: 'ref'; readonly name: string; readonly at: Position }
  /** a quoted string (§2.3): case-insensitive for US-ASCII letters unless `%s` (RFC 7405 §2.1) */
  | { readonly k: 'str'; readonly text: string; readonly cs: boolean }
  /** a numeric value range `%x30-39` (§3.4): one code point from lo to hi */
  | { readonly k: 'range'; readonly lo: number; readonly hi: number }
  /** numeric values, concatenated `%x0D.0A` (§2.3): these code points in order */
  | { readonly k: 'codes'; readonly codes: readonly number[] }
  /** a prose value `<…>` (§4): the caller must say what it means */
  | { readonly k: 'prose'; readonly text: string; readonly at: Position };

/** A rule as read: its name, expression, position and text. */
export interface AbnfRule {
  /** the spelling of its first definition */
  readonly name: string;
  readonly node: AbnfNode;
  /** where its first definition starts */
  readonly at: Position;
  /** the text of its definitions, as read (incremental `=/` ones joined by a newline) */
  readonly text: string;
}

/** The rules of a rulelist by lower-case name, in the order they were first defined. */
export type Rulelist = ReadonlyMap<string, AbnfRule>;

export const EMPTY: AbnfNode = { k: 'seq', xs: [] };
