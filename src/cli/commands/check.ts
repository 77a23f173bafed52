/**
 * `uri-editions check RULE INPUT --edition E`: does all of INPUT match the named rule of the
 * edition's grammar (any production, by the RFC's spelling)? Exit 0 if it does, 1 with the failure
 * (offset, innermost rule, expected, caret) if not, 2 for an unknown rule (with the nearest names).
 */
import { DEFAULT_EDITION, editions } from '../../editions/registry';
import { checkRule } from '../../parse/parse';
import type { RuleName } from '../../editions/types';
import type { Io } from '../io';
import { editionOption, parseOptionsFor } from '../options';
import { json, quoted, visibleLines } from '../escape';
import { Masker } from '../../redact/mask';
import { EXIT_INVALID, EXIT_OK, UsageError, asUsage } from '../usage';
import { schemeSpecOption } from '../scheme-view';
import type { SchemeRuleName } from '../../editions/schemes/types';

export interface CheckFlags {
  /** default rfc3986, as for parse */
  edition?: string;
  amend?: string;
  json?: boolean;
  showPassword?: boolean;
  /** a scheme specification (rfc9110, rfc6068 …) whose rule to check, instead of an edition's */
  scheme?: string;
}

export async function checkCommand(name: string, input: string, flags: CheckFlags, io: Io): Promise<number> {
  const spec = flags.scheme === undefined ? undefined : schemeSpecOption(flags.scheme);
  const edition = spec ?? editionOption(flags.edition ?? DEFAULT_EDITION);
  const error = spec
    ? asUsage(() => checkRule(spec, name as SchemeRuleName, input, { showPassword: true }))
    : withSuggestion(name, edition, () => asUsage(() => checkRule(edition as typeof DEFAULT_EDITION, name as RuleName, input, parseOptionsFor(edition as typeof DEFAULT_EDITION, flags))));
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

/**
 * An unknown rule's usage error, with the editions that do define a rule of that name named first
 * ("ucschar is a rule of rfc3987: check -e rfc3987 ucschar …"), since the default edition is rfc3986.
 */
function withSuggestion<T>(name: string, edition: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const defining = editions.filter((e) => e.name !== edition && e.ruleNames.includes(name)).map((e) => e.name);
    if (!defining.length) throw error;
    const list = defining.length === 1 ? defining[0] : `${defining.slice(0, -1).join(', ')} and ${defining[defining.length - 1]}`;
    throw new UsageError(`${name} is a rule of ${list}, not of ${edition}: add -e ${defining[defining.length - 1]}. ${error.message}`);
  }
}
