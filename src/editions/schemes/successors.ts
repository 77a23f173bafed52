/**
 * The RFCs that took telnet, gopher, wais and prospero over from RFC 1738 so that it could be made
 * obsolete: RFC 4248 (telnet), RFC 4266 (gopher), RFC 4156 (wais), RFC 4157 (prospero), all of
 * 2005. Each copies RFC 1738 §3's text for its scheme — the URL template and the prose — and adds
 * historical notes and security considerations; none writes a BNF of its own (the tests check
 * both). So each reads its scheme with RFC 1738's BNF (§5), cited as RFC 1738's, and differs from
 * §3 in no syntax: what it changes is the standing (standards track after RFC 1738's obsolescence)
 * and the words around the syntax.
 */
import { adopted } from '../../kit';
import { CAPTURED, rfc1738Grammar } from '../../../grammars/rfc1738';
import { defineSchemeSpec, lazyGrammar } from './define';
import type { SchemeParts } from './define';
import { RFC1738_PARTS } from './rfc1738';
import type { SchemeSpecName } from './types';
import * as module1738 from '../../generated/rfc1738-adopted';

/** RFC 1738's grammar with every rule cited as RFC 1738's (an error names RFC 1738 §5, not the successor). */
const grammar = lazyGrammar(module1738);

function successor(name: SchemeSpecName, rfc: number, title: string, scheme: string, section: string) {
  const base = RFC1738_PARTS[scheme];
  const part: SchemeParts = {
    ...base,
    section,
    ...(base.normalization ? { normalization: { ...base.normalization, source: `RFC ${rfc} §${section} (RFC 1738 §${base.section})` } } : {}),
  };
  return defineSchemeSpec({ info: { name, rfc, year: 2005, title }, grammar, schemes: { [scheme]: part } });
}

export const rfc4248 = successor('rfc4248', 4248, 'The telnet URI Scheme', 'telnet', '2');
export const rfc4266 = successor('rfc4266', 4266, 'The gopher URI Scheme', 'gopher', '2.1');
export const rfc4156 = successor('rfc4156', 4156, 'The wais URI Scheme', 'wais', '2');
export const rfc4157 = successor('rfc4157', 4157, 'The prospero URI Scheme', 'prospero', '2');
