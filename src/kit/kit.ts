/**
 * The grammar DSL. A grammar (grammars/rfcNNNN.ts) is written once, as a function of a `Kit`, and
 * built by the engine with two kits: one records it as an expression tree that is compiled to a
 * matcher (src/engine/compile), the other builds stock Parsimmon parsers with a failure tracker
 * (src/engine/careful) to explain rejections and to hand rules to callers. Both kits give every
 * combinator the same meaning: ordered choice that never re-enters an alternative that succeeded,
 * greedy possessive repetition, lookaheads that consume nothing.
 */
import type { CharSet } from './charset';

export interface Kit<P> {
  /** a literal string; case-sensitive unless `caseInsensitive` (RFC 5234 §2.3 quoted strings are) */
  lit(text: string, caseInsensitive?: boolean): P;
  /** exactly one element of the set (a character, or a %XX triplet where the set allows it) */
  one(set: CharSet): P;
  /** `min` to `max` elements of the set, greedily: `*set`, `1*set`, `1*4set` … */
  run(set: CharSet, min?: number, max?: number): P;
  seq(...parsers: P[]): P;
  /** ordered choice: the first alternative that succeeds wins and is never re-entered */
  alt(...parsers: P[]): P;
  /** `[ p ]` */
  opt(parser: P): P;
  /** `min*max( p )`, greedy and iterative (no recursion, so no stack growth) */
  many(parser: P, min?: number, max?: number): P;
  /** negative lookahead: succeeds, consuming nothing, where `parser` fails */
  not(parser: P): P;
  /** positive lookahead: succeeds, consuming nothing, where `parser` succeeds */
  ahead(parser: P): P;
  /** end of input */
  eof: P;
  /** wrap a named rule: it becomes a parse-tree node when `capture`; the careful kit tracks failures in it */
  named(name: string, parser: P, capture: boolean): P;
}

/** The rules of a grammar by key (camelCase of the RFC spelling), as one kit built them. */
export type Language<P> = Readonly<Record<string, P>>;

/** One production: its RFC spelling, its section, its text as the RFC writes it, and its definition over the other rules. */
export interface RuleDef<P> {
  /** the RFC's own spelling, e.g. 'path-abempty' */
  readonly name: string;
  /** where the RFC defines it: '3.3', or 'RFC 6874 §2' for an amendment's rule */
  readonly section: string;
  /** the production as the RFC writes it, white space folded: 'port = *DIGIT' */
  readonly definition: string;
  /** the same without its comments ("; …" to the end of a line, outside quotes) */
  readonly syntax: string;
  readonly build: (r: Language<P>) => P;
}

export type RuleDefs<P> = Readonly<Record<string, RuleDef<P>>>;

/**
 * Declare a production: `name` is the RFC's own spelling (the key it is stored under is
 * camel(name)), `text` the production as the RFC writes it — the one place it is stored; the
 * editions' explanations and the percent-encoding tables quote it from here.
 */
export function production<P>(name: string, section: string, text: string, build: (r: Language<P>) => P): RuleDef<P> {
  const definition = fold(text);
  const syntax = fold(text.split('\n').map(withoutComment).join('\n'));
  // (a BNF in angle brackets, as RFC 2141's, writes `<NID> ::= …`)
  const bracketed = definition.startsWith(`<${name}> `);
  // (RFC 1630 writes its empty production as the bare name: "void")
  if (definition === name) return { name, section, definition, syntax, build };
  if (!bracketed && !definition.startsWith(`${name} `) && !definition.toLowerCase().startsWith(`${name.toLowerCase()} `)) {
    throw new Error(`rule ${name}: its text does not define it: ${definition}`);
  }
  return { name, section, definition, syntax, build };
}

function fold(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A line of (A)BNF without its comment: ";" outside a quoted string or a <prose value> starts one (RFC 5234 §3.9). */
function withoutComment(line: string): string {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"') quote = '"';
    else if (c === '<') quote = '>';
    else if (c === ';') return line.slice(0, i);
  }
  return line;
}

/** `path-abempty` → `pathAbempty`, `abs_path` → `absPath`, `IPv6address` → `IPv6address`. */
export function camel(name: string): string {
  return name.replace(/[-_]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A grammar: its rules for any kit. */
export type GrammarDefinition = <P>(k: Kit<P>) => RuleDefs<P>;

/**
 * Another RFC's productions adopted by a grammar (RFC 7230 §2.7 adopts RFC 3986's authority,
 * path-abempty, query …): each keeps its text, and its section is cited under its own RFC
 * ('3.2.2' → 'RFC 3986 §3.2.2'), so that an error in it names the RFC that defines it.
 */
export function adopted<P>(defs: RuleDefs<P>, rfc: string): Record<string, RuleDef<P>> {
  const out: Record<string, RuleDef<P>> = {};
  for (const [key, def] of Object.entries(defs)) {
    out[key] = def.section.startsWith('RFC ') ? def : { ...def, section: `${rfc} §${def.section}` };
  }
  return out;
}
