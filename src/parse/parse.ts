/** The dispatcher: parse a string, or hand out a rule, under a named edition. */
import type P from 'parsimmon';
import type { EditionName } from '../model/ast';
import type { ParseOptions, ParseResult } from '../editions/types';
import { DEFAULT_EDITION, checkOptions, getEdition } from '../editions/registry';
import { parseWith } from './results';

/**
 * Parse `input` as a URI reference under `edition` (default rfc3986). Never throws for a string:
 * a rejection is `{ ok: false, error }`. A non-string input is a TypeError; an unknown edition or
 * amendment a RangeError naming the valid ones.
 */
export function parse(input: string, edition: EditionName = DEFAULT_EDITION, options?: ParseOptions): ParseResult {
  if (typeof input !== 'string') {
    throw new TypeError(`parse expects a string, not ${input === null ? 'null' : typeof input}`);
  }
  const impl = getEdition(edition);
  return parseWith(impl, input, checkOptions(impl, options));
}

/**
 * Any production of any edition, by the RFC's own spelling (`rule('rfc3986', 'IPv6address')`,
 * `rule('rfc2396', 'abs_path')`), as a Parsimmon parser that yields the exact text it matched.
 * It does not require the end of input: use `.skip(P.eof)` or `.parse()` (which does) to validate.
 */
export function rule(edition: EditionName, name: string, options?: ParseOptions): P.Parser<string> {
  if (typeof name !== 'string') throw new TypeError(`rule expects a rule name, not ${typeof name}`);
  const impl = getEdition(edition);
  return impl.rule(name, checkOptions(impl, options));
}
