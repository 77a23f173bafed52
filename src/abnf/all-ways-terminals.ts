/**
 * The all-ways matcher's terminals (RFC 5234 §2.3, §2.4, §3.4): a string, a range of values, a
 * sequence of code points, each as a function from a position to its ends, and, when the matcher
 * tracks failures, the note each leaves for the report: where it failed and what it expected there.
 * A string or code-point sequence fails at its first character that differs, expecting that
 * character (as the automaton reads it: a character at a time).
 */
import type { AbnfNode } from './ast';
import { codesText } from './code-set';
import { NONE, asciiFold, only, splitsPair } from './ends';
import type { Runs } from './ends';

/** a terminal's matcher: the one end of its match from `pos`, or none (explicit runs: ends.ts) */
type Fn = (input: string, pos: number) => Runs;

/** a terminal described as `what` failed at `p` (or, with `end`, matched up to `end`) */
export type Note = (p: number, what: string, end?: number) => void;

type Terminal = Extract<AbnfNode, { k: 'str' | 'range' | 'codes' }>;

/** Whether `n` is a terminal (what terminalOf() compiles). */
export const isTerminal = (n: AbnfNode): n is Terminal => n.k === 'str' || n.k === 'range' || n.k === 'codes';

const hex2 = (c: number) => c.toString(16).toUpperCase().padStart(2, '0');

/** Terminal `n`'s ends at a position; each failure and match given to `note` when there is one. */
export function terminalOf(n: Terminal, note: Note | undefined): Fn {
  /** a terminal whose failure is noted where it starts */
  const noted = (what: string, fn: Fn): Fn =>
    note
      ? (s, p) => {
          const got = fn(s, p);
          if (got.length === 0) note(p, what);
          else note(p, what, got[0]);
          return got;
        }
      : fn;
  switch (n.k) {
    case 'str': {
      const { text, cs } = n;
      const whole: Fn = (s, p) => {
        if (cs) return s.startsWith(text, p) ? only(p + text.length) : NONE;
        return p + text.length <= s.length && asciiFold(s, p, text) ? only(p + text.length) : NONE;
      };
      if (!note || text.length < 2) return noted(JSON.stringify(text), whole);
      return (s, p) => {
        const got = whole(s, p);
        if (got.length > 0) note(p, JSON.stringify(text), got[0]);
        else {
          let k = 0;
          while (k < text.length && p + k < s.length && (cs ? s[p + k] === text[k] : asciiFold(s, p + k, text[k]))) k++;
          if (k > 0) note(p, JSON.stringify(text), p + k);
          note(p + k, JSON.stringify(k === 0 ? text : text[k]));
        }
        return got;
      };
    }
    case 'range': {
      const { lo, hi } = n;
      return noted(lo === hi ? `%x${hex2(lo)}` : `%x${hex2(lo)}-${hex2(hi)}`, (s, p) => {
        if (p >= s.length) return NONE;
        const cp = s.codePointAt(p)!;
        return cp >= lo && cp <= hi ? only(p + (cp > 0xffff ? 2 : 1)) : NONE;
      });
    }
    case 'codes': {
      const text = codesText(n.codes);
      const whole: Fn = (s, p) => (s.startsWith(text, p) && !splitsPair(s, p + text.length) ? only(p + text.length) : NONE);
      const what = `%x${n.codes.map((c) => c.toString(16).toUpperCase()).join('.')}`;
      if (!note || n.codes.length < 2) return noted(what, whole);
      return (s, p) => {
        const got = whole(s, p);
        if (got.length > 0) note(p, what, got[0]);
        else {
          let k = 0;
          let at = p;
          for (; k < n.codes.length && s.codePointAt(at) === n.codes[k]; k++) at += n.codes[k] > 0xffff ? 2 : 1;
          // (all there, but ending inside a surrogate pair: a failure where it began)
          if (k === n.codes.length) [k, at] = [0, p];
          if (k > 0) note(p, what, at);
          note(at, k === 0 ? what : `%x${hex2(n.codes[k])}`);
        }
        return got;
      };
    }
  }
}
