/**
 * `uri-editions check RULE INPUT --edition E`: does all of INPUT match the named rule of the
 * edition's grammar (any production, by the RFC's spelling)? Exit 0 if it does, 1 with the failure
 * (offset, innermost rule, expected, caret) if not, 2 for an unknown rule (with the nearest names).
 */
import { DEFAULT_EDITION } from '../../editions/registry';
import { checkRule } from '../../parse/parse';
import type { RuleName } from '../../editions/types';
import type { Io } from '../io';
import { editionOption, parseOptionsFor } from '../options';
import { json, quoted, visibleLines } from '../escape';
import { Masker } from '../../redact/mask';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export interface CheckFlags {
  /** default rfc3986, as for parse */
  edition?: string;
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
}

export async function checkCommand(name: string, input: string, flags: CheckFlags, io: Io): Promise<number> {
  const edition = editionOption(flags.edition ?? DEFAULT_EDITION);
  const options = parseOptionsFor(edition, flags);
  const error = asUsage(() => checkRule(edition, name as RuleName, input, options));
  const masker = new Masker(flags.showPassword === true, [input]);
  if (flags.json) {
    io.print(json({ edition, rule: name, input: masker.input(input), ok: !error, ...(error ? { error: masker.errorJson(error) } : {}) }, 2));
    return error ? EXIT_INVALID : EXIT_OK;
  }
  if (!error) {
    io.print(`${io.out.green('valid')}: ${quoted(masker.input(input))} is ${quoted(name)} (${edition})`);
    return EXIT_OK;
  }
  io.warn(`${io.err.red('invalid')}: ${quoted(masker.input(input))} is not ${quoted(name)} (${edition})\n${visibleLines(masker.error(error))}`);
  return EXIT_INVALID;
}
