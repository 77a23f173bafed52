/** RFC 1630's two BNFs, read from the vendored RFC text itself: each production's name and definition. */
import { readFileSync } from 'fs';
import { join } from 'path';

export const RFC1630 = readFileSync(join(__dirname, '../../fixtures/rfcs/rfc1630.txt'), 'utf8');

/** The text between `from` and `to`, page breaks (footer, header and the blank lines around them) removed. */
function block(from: string, to: string): string {
  const text = RFC1630.slice(RFC1630.indexOf(from), RFC1630.indexOf(to));
  return text.replace(/\n+Berners-Lee {10,}\[Page \d+\]\n+RFC 1630 {10,}URIs in WWW {10,}June 1994\n+/g, '\n');
}

/**
 * The productions of a BNF: a line indented by `indent` spaces starts one (its name, then its
 * definition after white space); a line indented by 20 or more continues it. White space folded.
 */
function productions(text: string, indent: number): [string, string][] {
  const out: [string, string][] = [];
  for (const line of text.split('\n')) {
    const start = new RegExp(`^ {${indent}}([a-z][a-z0-9-]*)(\\s.*)?$`).exec(line);
    if (start) out.push([start[1], line.trim()]);
    else if (/^ {20,}\S/.test(line) && out.length > 0) out[out.length - 1][1] += ' ' + line.trim();
  }
  return out.map(([name, definition]) => [name, definition.replace(/\s+/g, ' ').trim()]);
}

/** "BNF of Generic URI Syntax", from its first production to "(end of URI BNF)". */
export const GENERIC_BNF = productions(block('     fragmentaddress', '(end of URI BNF)'), 5);
/** "BNF for specific URL schemes", from its first production to "(end of URL BNF)". */
export const URL_BNF = productions(block('  prefixedurl', '(end of URL BNF)'), 2);
