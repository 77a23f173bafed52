/**
 * Scheme readings (parseScheme, Comparison.schemes) with their passwords hidden, as the CLI shows
 * and writes them: a `password` field as "***", a `userinfo` field's text after its first ":" too,
 * other text through the masker (RFC 3986 §7.5).
 */
import type { SchemeComparison } from '../compare/schemes';
import type { SchemeFieldValue, SchemeParseResult } from '../editions/schemes/types';
import type { UriSyntaxError } from '../model/errors';
import { MASK } from './redact';

/** What masking a scheme reading needs of a Masker (structural: mask.ts imports this module). */
export interface SchemeMasker {
  readonly show: boolean;
  text(text: string): string;
  slice(value: string): string;
  errorJson(error: UriSyntaxError): Record<string, unknown>;
}

/** A field's value as shown: a password (or a userinfo's) hidden unless shown; lists as JSON. */
export function maskedField(name: string, value: SchemeFieldValue, masker: SchemeMasker): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return masker.text(JSON.stringify(value));
  if (masker.show) return value;
  if (name === 'password' && value !== '') return MASK;
  if (name === 'userinfo' && value.includes(':')) return `${value.slice(0, value.indexOf(':'))}:${MASK}`;
  return masker.slice(value);
}

/** A scheme reading as JSON, masked. */
export function maskedSchemeResult(r: SchemeParseResult, masker: SchemeMasker): unknown {
  if (masker.show) return r;
  if (!r.ok) return { ok: false, spec: r.spec, scheme: r.scheme, error: masker.errorJson(r.error) };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r.fields)) fields[k] = typeof v === 'string' ? maskedField(k, v, masker) : v;
  return { ...r, fields, warnings: r.warnings.map((w) => ({ ...w, message: masker.text(w.message) })) };
}

/** Comparison.schemes as JSON, masked. */
export function maskedSchemeComparison(s: SchemeComparison, masker: SchemeMasker): unknown {
  if (masker.show) return s;
  const results: Record<string, unknown> = {};
  for (const [n, r] of Object.entries(s.results)) results[n] = maskedSchemeResult(r!, masker);
  const differences = s.differences.map((d) => ({
    component: d.component,
    values: Object.fromEntries(Object.entries(d.values).map(([n, v]) => [n, v === undefined ? v : maskedField(d.component, v, masker)])),
    explanation: masker.text(d.explanation),
  }));
  return { scheme: s.scheme, results, differences };
}
