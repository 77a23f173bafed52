/**
 * What scheme-based normalization knows about schemes (RFC 3986 §6.2.3): each scheme's default
 * port, whether an empty path means "/", and whether a host has a default ("localhost") that is
 * written as the empty host — read from the scheme's specifications (src/editions/schemes: RFC 9110
 * for http and https, RFC 6455 for ws and wss, RFC 1738 §3 for its schemes), the newest that says so.
 *
 * Only schemes whose definitions say so have rules: for any other scheme the port, the path and the
 * host are kept (§6.1: comparison must "strictly avoid false positives").
 */
import { normalizationOf } from '../editions/schemes/registry';
import type { SchemeNormalization } from '../editions/schemes/types';

export type SchemeRules = SchemeNormalization;

/** The rules for a scheme (already lowercased), or undefined for a scheme no specification gives any. */
export function schemeRules(scheme: string | undefined): SchemeRules | undefined {
  return normalizationOf(scheme);
}

/** Whether `port` (digits, maybe with leading zeros) is the number `defaultPort`. */
export function isDefaultPort(port: string, defaultPort: number | undefined): boolean {
  if (defaultPort === undefined || !/^[0-9]+$/.test(port)) return false;
  return port.replace(/^0+(?=[0-9])/, '') === String(defaultPort);
}
