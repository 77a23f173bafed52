/**
 * RFC 8141 (April 2017), "Uniform Resource Names (URNs)" — §2: the namestring with its r-, q- and
 * f-components. "Rules not defined here (specifically: alphanum, fragment, and pchar) are defined
 * as part of the URI syntax [RFC3986]": pchar and fragment are RFC 3986's (as published); RFC 3986
 * has no `alphanum` rule, so it is taken as ALPHA / DIGIT, its meaning in RFC 3986's prose (§2.3:
 * "uppercase and lowercase letters, decimal digits"). ABNF strings are case-insensitive (RFC 5234
 * §2.3): "urn" is.
 */
import { adopted, chars, production, union } from '../src/kit';
import type { Kit, RuleDefs } from '../src/kit';
import { ALPHA, DIGIT } from './rfc5234';
import { PCHAR, rfc3986Grammar } from './rfc3986';
import type { Rfc3986RuleName } from './rfc3986';

/** RFC 8141 §2's productions and the RFC 3986 rules it uses (what `rule('rfc8141', …)` accepts).
 *
 * @example
 * ```ts
 * checkRule('rfc8141', 'NID', 'example'); // undefined
 * ```
 */
export type Rfc8141RuleName =
  | 'namestring' | 'assigned-name' | 'NID' | 'ldh' | 'NSS' | 'rq-components' | 'r-component' | 'q-component' | 'f-component'
  | Rfc3986RuleName;

/** The productions §2 defines, in order. */
export const OWN_RULES = ['namestring', 'assigned-name', 'NID', 'ldh', 'NSS', 'rq-components', 'r-component', 'q-component', 'f-component'] as const;

export const CAPTURED = ['namestring', 'assigned-name', 'NID', 'NSS', 'r-component', 'q-component', 'f-component'] as const;

const ALPHANUM = /* @__PURE__ */ union('alphanum', ALPHA, DIGIT);
const LDH = /* @__PURE__ */ union('ldh', ALPHANUM, '-');
const HYPHEN = /* @__PURE__ */ chars('"-"', '-');
/** pchar / "/" */
const NSS_CHAR = /* @__PURE__ */ union('NSS', PCHAR, '/');

export function rfc8141Grammar<P>(k: Kit<P>): RuleDefs<P> {
  const { lit, one, run, seq, opt, many, not, ahead, alt } = k;
  /** `pchar *( pchar / "/" / "?" )`, a "?" only where it does not start `stop` (see the components) */
  const component = (stop?: P) => seq(one(PCHAR), many(alt(run(NSS_CHAR, 1), stop ? seq(not(stop), lit('?')) : lit('?'))));
  return {
    ...adopted(rfc3986Grammar(k), 'RFC 3986'),
    // PEG: through r-component, which ends at "?=" (§2.3.1): "urn:ab:c?+d?=" (a "?=" with no
    // q-component after it) is derived by the ABNF, not by this rule; as a prefix it stops before
    // the "?=".
    namestring: production('namestring', '2',
      `namestring    = assigned-name
                      [ rq-components ]
                      [ "#" f-component ]`,
      (r) => seq(r.assignedName, opt(r.rqComponents), opt(seq(lit('#'), r.fComponent)))),
    assignedName: production('assigned-name', '2',
      'assigned-name = "urn" ":" NID ":" NSS',
      (r) => seq(lit('urn', true), lit(':'), r.NID, lit(':'), r.NSS)),
    // PEG: the greedy 0*30(ldh) would also take the final alphanum. Written as an alphanum and one to
    // thirty-one "hyphens then an alphanum" (so it ends with an alphanum), with a lookahead that the
    // whole run of ldh is 2 to 32 long: the same strings. (As a prefix, a run of more than 32 ldh
    // fails, where the ABNF ends a NID inside it.)
    NID: production('NID', '2',
      'NID           = (alphanum) 0*30(ldh) (alphanum)',
      () => seq(ahead(seq(run(LDH, 2, 32), not(one(LDH)))), one(ALPHANUM), many(seq(run(HYPHEN), one(ALPHANUM)), 1, 31))),
    ldh: production('ldh', '2',
      'ldh           = alphanum / "-"',
      () => one(LDH)),
    NSS: production('NSS', '2',
      'NSS           = pchar *(pchar / "/")',
      () => seq(one(PCHAR), run(NSS_CHAR))),
    // PEG: through r-component, which ends at "?=" (§2.3.1): as a prefix, "?+a?=" stops after
    // "?+a" where the ABNF also takes "?=" into the r-component; and "?+a?=?" (no q-component
    // after the "?=") is derived by the ABNF, not by this rule.
    rqComponents: production('rq-components', '2',
      `rq-components = [ "?+" r-component ]
                      [ "?=" q-component ]`,
      (r) => seq(opt(seq(lit('?+'), r.rComponent)), opt(seq(lit('?='), r.qComponent)))),
    // PEG: "The r-component ends with a "?=" sequence (which begins a q-component) or a "#"
    // character" (§2.3.1): a "?" followed by "=" ends it, where the ABNF would let it run on.
    rComponent: production('r-component', '2',
      'r-component   = pchar *( pchar / "/" / "?" )',
      () => component(lit('?='))),
    qComponent: production('q-component', '2',
      'q-component   = pchar *( pchar / "/" / "?" )',
      () => component()),
    fComponent: production('f-component', '2',
      'f-component   = fragment',
      (r) => r.fragment),
  };
}
