/** The UriSyntaxErrors that resolution and relativization throw, each citing the RFC text it rests on. */
import type { EditionName } from '../model/ast';
import { UriSyntaxError } from '../model/errors';

/** The rule a base (or a relativize target) must match, and where the RFC requires it. */
const ABSOLUTE: Record<Exclude<EditionName, 'rfc1738'>, { rule: string; section: string; rfc: string; why: string }> = {
  rfc1630: {
    rule: 'uri',
    section: 'RFC 1630 "Partial (relative) form"',
    rfc: '1630',
    why: 'RFC 1630 "Partial (relative) form": a partial URI is given "relative to the URI of the context", which is absolute: it "must have a colon and that colon must occur before any slash characters"',
  },
  rfc3987: {
    rule: 'absolute-IRI',
    section: '6.5',
    rfc: '3987',
    why: 'RFC 3987 §6.5 applies "the algorithms of [RFC3986]" (RFC 3986 §5.2.1: "only the scheme component is required to be present in a base URI")',
  },
  rfc3986: {
    rule: 'absolute-URI',
    section: '5.2.1',
    rfc: '3986',
    why: 'RFC 3986 §5.2.1: "only the scheme component is required to be present in a base URI"',
  },
  rfc2396: {
    rule: 'absoluteURI',
    section: '5.2',
    rfc: '2396',
    why: 'RFC 2396 §5.2: "only the scheme component is required to be present in the base URI"',
  },
  rfc1808: {
    rule: 'absoluteURL',
    section: '4',
    rfc: '1808',
    why: 'RFC 1808 §4 step 2 resolves against "the scheme of the base URL"',
  },
};

/** The base (or, for relativize, the target) has no scheme under the edition's own splitting. */
export function notAbsolute(
  edition: Exclude<EditionName, 'rfc1738'>,
  which: 'base' | 'target',
  input: string,
): UriSyntaxError {
  const a = ABSOLUTE[edition];
  let reason = `${edition}: the ${which} ${JSON.stringify(input)} is not absolute: it has no scheme (${a.why})`;
  if (edition === 'rfc1808' && which === 'base' && input === '') {
    reason =
      'rfc1808: the base URL is empty ("unknown"), so RFC 1808 §4 step 1 interprets the reference as an absolute URL — but the reference has no scheme';
  }
  return new UriSyntaxError({
    edition,
    input,
    offset: 0,
    expected: ['scheme'],
    rule: a.rule,
    section: a.section,
    rfc: a.rfc,
    reason,
  });
}

/** RFC 1738 defines no relative URLs, so there is nothing to resolve against. */
export function noRelativeUrls(input: string, operation: 'resolve' | 'relativize'): UriSyntaxError {
  return new UriSyntaxError({
    edition: 'rfc1738',
    input,
    offset: 0,
    expected: [],
    section: '2.3',
    rfc: '1738',
    reason:
      `rfc1738 has no relative URLs, so it cannot ${operation}: RFC 1738 §2.3 says "Relative links are not described in this document"; ` +
      'they were introduced by RFC 1808 (use edition rfc1808, rfc2396, rfc3986 or rfc3987)',
  });
}

/** With { validate: true }: the base or the reference is not derivable from the edition's grammar. */
export function notDerivable(which: 'base' | 'reference', top: string, grammarError: UriSyntaxError): UriSyntaxError {
  return new UriSyntaxError({
    edition: grammarError.edition,
    input: grammarError.input,
    offset: grammarError.offset,
    expected: grammarError.expected,
    ...(grammarError.rule !== undefined ? { rule: grammarError.rule } : {}),
    ...(grammarError.section !== undefined ? { section: grammarError.section } : {}),
    reason: `${grammarError.edition}: the ${which} ${JSON.stringify(grammarError.input)} is not derivable from ${top}: ${withoutEdition(grammarError)}`,
  });
}

/** With { validate: true }: the base is derivable, but only as a relative reference. */
export function baseNotAbsoluteForm(edition: EditionName, top: string, input: string, section: string): UriSyntaxError {
  return new UriSyntaxError({
    edition,
    input,
    offset: 0,
    expected: ['scheme'],
    rule: top,
    section,
    reason: `${edition}: the base ${JSON.stringify(input)} is derivable only as a relative reference, not as ${top}`,
  });
}

/** A grammar error's reason without its leading "edition: ". */
export function withoutEdition(error: UriSyntaxError): string {
  const prefix = `${error.edition}: `;
  return error.reason.startsWith(prefix) ? error.reason.slice(prefix.length) : error.reason;
}
