/**
 * rule(): a production of an edition or scheme specification as a Parsimmon parser — the careful
 * build of the same grammar (src/editions/grammar-sources.ts), made on first use. Only this function
 * brings Parsimmon and the grammar kit into a program: parse() and the rest run on the modules
 * compiled at build time.
 */
import P from 'parsimmon';
import type { EditionName } from '../model/ast';
import type { ParseOptions, RuleName } from '../editions/types';
import { checkOptions, getEdition } from '../editions/registry';
import { sourceGrammar } from '../editions/grammar-sources';
import type { SchemeOptions, SchemeRuleName, SchemeSpecName } from '../editions/schemes/types';
import { getSchemeSpec } from '../editions/schemes/registry';
import { specOnly } from './spec-only';

/**
 * Any production of any edition, by the RFC's own spelling (`rule('rfc3986', 'IPv6address')`,
 * `rule('rfc2396', 'abs_path')`), as a Parsimmon parser that yields the exact text it matched.
 * It does not require the end of input: use `.skip(P.eof)` or `.parse()` (which does) to validate.
 *
 * @example
 * ```ts
 * rule('rfc3986', 'IPv6address').parse('::ffff:1.2.3.4').status; // true
 * rule('rfc2396', 'abs_path').parse('/a;p/b').status;            // true
 * ```
 */
export function rule<E extends EditionName>(edition: E, name: RuleName<E>, options?: ParseOptions): P.Parser<string>;
/**
 * Any production of a scheme specification (`rule('rfc6068', 'addr-spec')`), the rules it adopts
 * from another RFC included, as a Parsimmon parser yielding the exact text it matched.
 *
 * @example
 * ```ts
 * rule('rfc9110', 'http-URI').parse('http://example.com/').status; // true
 * ```
 */
export function rule<S extends SchemeSpecName>(spec: S, name: SchemeRuleName<S>, options?: SchemeOptions): P.Parser<string>;
export function rule(edition: EditionName | SchemeSpecName, name: string, options?: ParseOptions & SchemeOptions): P.Parser<string> {
  if (typeof name !== 'string') throw new TypeError(`rule expects a rule name, not ${typeof name}`);
  if (specOnly(edition)) return stackSafe(sourceGrammar(getSchemeSpec(edition).grammarId(options)).parser(name), name);
  const impl = getEdition(edition);
  return sourceGrammar(impl.grammarId(checkOptions(impl, options))).parser(name);
}

/** Parsimmon's parse function of a parser (its `_`, as the careful kit runs a parser at an offset). */
type Step = (input: string, i: number) => P.Reply<string>;

/**
 * `parser`, where nesting deeper than the call stack (RFC 822's comment is recursive: each level is
 * a call) is a failure at the offset it began, not a RangeError thrown out of `parse()`.
 */
function stackSafe(parser: P.Parser<string>, rule: string): P.Parser<string> {
  const step = (parser as unknown as { _: Step })._;
  return P((input, i) => {
    try {
      return step(input, i);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      return P.makeFailure(i, `${rule} nested no deeper than the call stack allows`);
    }
  });
}
