/**
 * What an edition's own entry point (`uri-editions/rfc3986`, …; one file per edition in this folder)
 * exports: that edition's parse, canParse and checkRule, with the main entry's results. An entry
 * imports its edition and nothing else, so a bundle of one of its functions holds that edition alone.
 */
import type { EditionName } from '../model/ast';
import type { UriSyntaxError } from '../model/errors';
import { checkOptions } from '../editions/options';
import type { Edition, EditionParser, ParseOptions, ParseResult, RuleName } from '../editions/types';
import { checkedRule, parseWith } from '../parse/results';
import { validates } from '../editions/validation';
import type { ValidationParts } from '../editions/validation';
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

/**
 * The functions of `edition`'s entry point, each made on its own (an entry exports each as a
 * call annotated as pure) so that a bundle keeps only the ones a program imports: parse needs no
 * validating matchers, canParse no AST builder. `validating` gives the edition's grammars their
 * validating matchers (its own `validating()`), called before canParse and checkRule use them.
 */
export function entryParse(edition: EditionParser): EditionEntry<EditionName>['parse'] {
  return (input, options) => {
    requireString('parse', input);
    return parseWith(edition, input, checkOptions(edition, options));
  };
}

/** canParse from what validating needs (an edition module's `validation`), or from the edition itself. */
export function entryCanParse(parts: ValidationParts | Edition, validating: () => void): EditionEntry<EditionName>['canParse'] {
  // a bundle keeps this call only where it keeps canParse (an entry's export is annotated pure): the
  // grammars get their validating matchers once, here
  validating();
  if ('canParse' in parts) {
    return (input, options) => {
      requireString('canParse', input);
      return parts.canParse(input, checkOptions(parts, options));
    };
  }
  return (input, options) => {
    requireString('canParse', input);
    return validates(parts, input, checkOptions(parts, options));
  };
}

export function entryCheckRule<E extends EditionName>(edition: Edition, validating: () => void): EditionEntry<E>['checkRule'] {
  validating();
  return (name, input, options) => {
    if (typeof name !== 'string') throw new TypeError(`checkRule expects a rule name, not ${typeof name}`);
    requireString('checkRule', input);
    // the input's passwords and secret values hidden, as the main entry's checkRule hides them
    return checkedRule(edition.checkRule(name, input, checkOptions(edition, options)), options);
  };
}
