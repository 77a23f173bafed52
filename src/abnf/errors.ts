/** Errors in ABNF text, and in a grammar made of it: each says where, by line and column (from 1). */
import type { Position } from './ast';

/** An error in ABNF text (or in a grammar made of it), with its line and column. */
export class AbnfError extends SyntaxError {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
    /** the rule being read or checked, when there is one */
    readonly rule?: string,
  ) {
    super(`ABNF ${line}:${column}${rule !== undefined ? ` (rule ${rule})` : ''}: ${reason}`);
    this.name = 'AbnfError';
  }

  /** the error at a position */
  static at(reason: string, at: Position, rule?: string): AbnfError {
    return new AbnfError(reason, at.line, at.column, rule);
  }
}

/**
 * Whether `error` is V8's stack overflow ("Maximum call stack size exceeded"). A plain substring test:
 * a regexp literal is compiled when first run, and compiling it in a catch near the stack's end
 * overflowed in turn, as a SyntaxError that no caller took for an overflow.
 */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && error.message.indexOf('call stack') >= 0;
}
