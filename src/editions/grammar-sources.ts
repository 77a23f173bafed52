/**
 * Every grammar build the editions and scheme specifications run on — one per edition and option
 * set, one per scheme specification (and its Appendix E option) — as written in grammars/. From this
 * registry `npm run generate` compiles each into its module in src/generated (what the editions
 * import: nothing is compiled at run time), the drift test compares those modules with a fresh
 * generation, and `rule()` builds the careful (Parsimmon) parser of the same grammar.
 * A new edition or specification adds its builds here (one line each) and imports their modules.
 */
import type { GrammarDefinition, Kit, RuleDefs } from '../kit';
import { adopted } from '../kit';
import { CompiledGrammar } from '../engine/compiled-grammar';
import { CAPTURED as C1630, rfc1630Grammar } from '../../grammars/rfc1630';
import { CAPTURED as C1738, rfc1738Grammar } from '../../grammars/rfc1738';
import { CAPTURED as C1808, rfc1808Grammar } from '../../grammars/rfc1808';
import { CAPTURED as C1945, rfc1945Grammar } from '../../grammars/rfc1945';
import { rfc2068Grammar } from '../../grammars/rfc2068';
import { CAPTURED as C2141, rfc2141Grammar } from '../../grammars/rfc2141';
import { CAPTURED as C2368, rfc2368Grammar } from '../../grammars/rfc2368';
import { CAPTURED as C2396, rfc2396Grammar } from '../../grammars/rfc2396';
import { CAPTURED as C2397, rfc2397Grammar } from '../../grammars/rfc2397';
import { CAPTURED as C2616, rfc2616Grammar } from '../../grammars/rfc2616';
import { CAPTURED as C3966, rfc3966Grammar } from '../../grammars/rfc3966';
import { CAPTURED as C3986, rfc3986Grammar } from '../../grammars/rfc3986';
import { CAPTURED as C3987, rfc3987Grammar } from '../../grammars/rfc3987';
import { CAPTURED as C5538, rfc5538Grammar } from '../../grammars/rfc5538';
import { CAPTURED as C6068, rfc6068Grammar } from '../../grammars/rfc6068';
import { CAPTURED as C6455, rfc6455Grammar } from '../../grammars/rfc6455';
import { CAPTURED as C7230, rfc7230Grammar } from '../../grammars/rfc7230';
import { CAPTURED as C8089, rfc8089Grammar } from '../../grammars/rfc8089';
import { CAPTURED as C8141, rfc8141Grammar } from '../../grammars/rfc8141';
import { CAPTURED as C9110, rfc9110Grammar } from '../../grammars/rfc9110';

/** One grammar build: where it is written, with which options, and what it captures. */
export interface GrammarSource {
  /** the build's id, e.g. 'rfc3986+rfc6874' (its generated module: src/generated/rfc3986-rfc6874.ts) */
  readonly id: string;
  /** the grammar's name in error messages */
  readonly name: string;
  /** the grammar file, e.g. 'grammars/rfc3986.ts' */
  readonly file: string;
  /** the call that defines it, e.g. 'rfc3986Grammar(k, { rfc6874: true })' */
  readonly call: string;
  readonly define: GrammarDefinition;
  readonly captured: readonly string[];
  /**
   * a build with no generated module of its own: the edition runs the module of the build with this
   * id on inputs folded first (RFC 1738's caseInsensitiveScheme, src/editions/rfc1738-folding.ts); its careful
   * build (rule()) is made from its grammar as any other
   */
  readonly foldedOver?: string;
}

type GrammarFunction<O> = <P>(k: Kit<P>, options?: O) => RuleDefs<P>;

/** A build of `fn` (named `fnName` in `name`'s grammar file) with `options`; `adopt`: every rule cited as that RFC's (kit's adopted()). */
function build<O extends object>(name: string, fnName: string, fn: GrammarFunction<O>, captured: readonly string[], options?: O, adopt?: string): GrammarSource {
  const set = Object.entries(options ?? {}).filter(([, v]) => v === true).map(([k]) => k);
  const args = set.length ? `k, { ${set.map((k) => `${k}: true`).join(', ')} }` : 'k';
  const call = adopt ? `adopted(${fnName}(${args}), '${adopt}')` : `${fnName}(${args})`;
  const id = adopt ? `${name}-adopted` : [name, ...set].join('+');
  const define: GrammarDefinition = adopt ? (k) => adopted(fn(k, options), adopt) : (k) => fn(k, options);
  return { id, name, file: `grammars/${name}.ts`, call, define, captured };
}

/** The editions' builds. */
export const EDITION_SOURCES: readonly GrammarSource[] = [
  build('rfc1630', 'rfc1630Grammar', rfc1630Grammar, C1630),
  build('rfc1738', 'rfc1738Grammar', rfc1738Grammar, C1738),
  { ...build('rfc1738', 'rfc1738Grammar', rfc1738Grammar, C1738, { caseInsensitiveScheme: true }), foldedOver: 'rfc1738' },
  build('rfc1738', 'rfc1738Grammar', rfc1738Grammar, C1738, { allowFragment: true }),
  { ...build('rfc1738', 'rfc1738Grammar', rfc1738Grammar, C1738, { caseInsensitiveScheme: true, allowFragment: true }), foldedOver: 'rfc1738+allowFragment' },
  build('rfc1808', 'rfc1808Grammar', rfc1808Grammar, C1808),
  build('rfc2396', 'rfc2396Grammar', rfc2396Grammar, C2396),
  build('rfc2396', 'rfc2396Grammar', rfc2396Grammar, C2396, { rfc2732: true }),
  build('rfc3986', 'rfc3986Grammar', rfc3986Grammar, C3986),
  build('rfc3986', 'rfc3986Grammar', rfc3986Grammar, C3986, { rfc6874: true }),
  build('rfc3987', 'rfc3987Grammar', rfc3987Grammar, C3987),
  build('rfc3987', 'rfc3987Grammar', rfc3987Grammar, C3987, { rfc6874: true }),
];

/** The scheme specifications' builds (most build on an edition's rules: their modules hold only what differs, scripts/generated-modules.ts). */
export const SCHEME_SOURCES: readonly GrammarSource[] = [
  build('rfc1738', 'rfc1738Grammar', rfc1738Grammar, C1738, undefined, 'RFC 1738'),
  build('rfc1945', 'rfc1945Grammar', rfc1945Grammar, C1945),
  build('rfc2068', 'rfc2068Grammar', rfc2068Grammar, C1945),
  build('rfc2141', 'rfc2141Grammar', rfc2141Grammar, C2141),
  build('rfc2368', 'rfc2368Grammar', rfc2368Grammar, C2368),
  build('rfc2397', 'rfc2397Grammar', rfc2397Grammar, C2397),
  build('rfc2616', 'rfc2616Grammar', rfc2616Grammar, C2616),
  build('rfc3966', 'rfc3966Grammar', rfc3966Grammar, C3966),
  build('rfc5538', 'rfc5538Grammar', rfc5538Grammar, C5538),
  build('rfc6068', 'rfc6068Grammar', rfc6068Grammar, C6068),
  build('rfc6455', 'rfc6455Grammar', rfc6455Grammar, C6455),
  build('rfc7230', 'rfc7230Grammar', rfc7230Grammar, C7230),
  build('rfc8089', 'rfc8089Grammar', rfc8089Grammar, C8089),
  build('rfc8089', 'rfc8089Grammar', rfc8089Grammar, C8089, { appendixE: true }),
  build('rfc8141', 'rfc8141Grammar', rfc8141Grammar, C8141),
  build('rfc9110', 'rfc9110Grammar', rfc9110Grammar, C9110),
];

export const GRAMMAR_SOURCES: readonly GrammarSource[] = [...EDITION_SOURCES, ...SCHEME_SOURCES];

/** The builds compiled at build time, each into its module in src/generated (`npm run generate`). */
export const GENERATED_SOURCES: readonly GrammarSource[] = GRAMMAR_SOURCES.filter((s) => s.foldedOver === undefined);

/** The file name (without .ts) of a build's generated module in src/generated. */
export function moduleName(id: string): string {
  return id.replace(/\+/g, '-');
}

const compiled = new Map<string, CompiledGrammar>();

/**
 * The build `id` compiled at run time (recorded on first use; its matchers compiled only if asked):
 * its careful (Parsimmon) build is what `rule()` hands out, and the tests' reference.
 */
export function sourceGrammar(id: string): CompiledGrammar {
  let grammar = compiled.get(id);
  if (grammar === undefined) {
    const source = GRAMMAR_SOURCES.find((s) => s.id === id);
    if (source === undefined) throw new Error(`no grammar build ${id} in GRAMMAR_SOURCES`);
    compiled.set(id, (grammar = new CompiledGrammar(source.name, source.define, source.captured)));
  }
  return grammar;
}
