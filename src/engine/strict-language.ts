/** A grammar's rules as a rule body sees them: a reference to a rule that does not exist throws at build time. */
import type { Language, RuleDefs } from '../kit';

export function strictLanguage<P, Q>(lang: Language<P>, defs: RuleDefs<Q>): Language<P> {
  return new Proxy(lang, {
    get(target, key) {
      if (typeof key === 'string' && !(key in defs)) throw new Error(`grammar refers to an undefined rule: ${key}`);
      return target[key as string];
    },
  });
}
