/**
 * What an edition's own entry point (`uri-editions/rfc3986`, …; one file per edition in this folder)
 * exports: that edition's parse, canParse and checkRule, with the main entry's results. An entry
 * imports its edition and nothing else, so a bundle of one of its functions holds that edition alone.
 */
import type { EditionName } from '../model/ast';
import type { UriSyntaxError } from '../model/errors';
import { checkOptions } from '../editions/options';
import type { Edition, ParseOptions, ParseResult, RuleName } from '../editions/types';
import { parseWith } from '../parse/results';
import { requireString } from '../parse/arguments';

/** An edition's parse, canParse and checkRule. */
export interface EditionEntry<E extends EditionName> {
  /**
   * Parse `input` as a URI reference under this edition: the main entry's `parse(input, edition, options)`.
   * Never throws for a string; a non-string input is a TypeError, an unknown amendment a RangeError.
   */
  parse(input: string, options?: ParseOptions): ParseResult;
  /** Whether `input` is a URI reference under this edition: its matcher only (the main entry's `canParse`). */
  canParse(input: string, options?: ParseOptions): boolean;
  /** Whether all of `input` is a `name` of this edition: undefined when it is, else the error saying where and why not. */
  checkRule(name: RuleName<E>, input: string, options?: ParseOptions): UriSyntaxError | undefined;
}

/** The entry point of `edition`. */
export function editionEntry<E extends EditionName>(edition: Edition): EditionEntry<E> {
  return {
    parse(input: string, options?: ParseOptions): ParseResult {
      requireString('parse', input);
      return parseWith(edition, input, checkOptions(edition, options));
    },
    canParse(input: string, options?: ParseOptions): boolean {
      requireString('canParse', input);
      return edition.canParse(input, checkOptions(edition, options));
    },
    checkRule(name: RuleName<E>, input: string, options?: ParseOptions): UriSyntaxError | undefined {
      if (typeof name !== 'string') throw new TypeError(`checkRule expects a rule name, not ${typeof name}`);
      requireString('checkRule', input);
      return edition.checkRule(name, input, checkOptions(edition, options));
    },
  };
}
