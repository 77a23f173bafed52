/**
 * `uri-editions check RULE INPUT --edition E`: does all of INPUT match the named rule of the
 * edition's grammar (any production, by the RFC's spelling)? Exit 0 if it does, 1 with the failure
 * (offset, innermost rule, expected, caret) if not, 2 for an unknown rule (with the nearest names).
 */
import { checkRule } from '../../parse/parse';
import type { RuleName } from '../../editions/types';
import type { Io } from '../io';
import { editionOption, parseOptionsFor } from '../options';
import { visible } from '../text';
import { EXIT_INVALID, EXIT_OK, asUsage } from '../usage';

export interface CheckFlags {
  edition: string;
  amend?: string;
  json?: boolean;
}

export async function checkCommand(name: string, input: string, flags: CheckFlags, io: Io): Promise<number> {
  const edition = editionOption(flags.edition);
  const options = parseOptionsFor(edition, flags);
  const error = asUsage(() => checkRule(edition, name as RuleName, input, options));
  if (flags.json) {
    io.print(JSON.stringify({ edition, rule: name, input, ok: !error, ...(error ? { error } : {}) }, null, 2));
    return error ? EXIT_INVALID : EXIT_OK;
  }
  if (!error) {
    io.print(`${io.out.green('valid')}: ${JSON.stringify(visible(input))} is ${name} (${edition})`);
    return EXIT_OK;
  }
  io.warn(`${io.err.red('invalid')}: ${JSON.stringify(visible(input))} is not ${name} (${edition})\n${error.message}`);
  return EXIT_INVALID;
}
