/**
 * audit()'s findings from the input's scheme specification: where the scheme's current
 * specification (RFC 9110 for http and https, RFC 6068 for mailto) rejects what a generic edition
 * accepts — an http URI with an empty host (RFC 9110 §4.2.1: "MUST reject it as invalid") — or
 * accepts it with a deprecation a recipient should treat as an error (the userinfo, §4.2.4).
 */
import { schemeOf } from '../editions/schemes/define';
import { specsOf } from '../editions/schemes/registry';
import type { Finding } from './types';

/** `genericAccepts`: whether RFC 3986 accepts the input (a scheme's specification narrows it). */
export function schemeFindings(input: string, genericAccepts: boolean): Finding[] {
  const specs = specsOf(schemeOf(input));
  if (specs.length === 0) return [];
  const current = specs[specs.length - 1];
  const r = current.parse(input);
  const cited = `${current.info.name}, the current specification of ${r.ok ? r.scheme : (r.scheme ?? current.info.schemes[0])}`;
  if (!r.ok) {
    if (!genericAccepts) return [];
    const why = r.error.note ?? r.error.reason.replace(/^[^:]*: /, '');
    return [{ code: 'scheme-rejection', severity: 'medium', offset: r.error.offset, message: `${cited}, rejects it: ${why}` }];
  }
  return r.warnings
    .filter((w) => w.code === 'userinfo-deprecated')
    .map((w) => ({ code: 'scheme-deprecation' as const, severity: 'medium' as const, message: `${cited}, deprecates it: ${w.message}` }));
}
