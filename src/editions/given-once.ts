/**
 * The registry's editions with something given to each the first time it is asked for: the shared
 * step of ./validating.ts (validating matchers) and ./describing.ts (rules' texts), each of which
 * imports only its own givers, so that a bundle that neither validates nor quotes carries neither.
 */
import type { EditionName } from '../model/ast';
import type { Edition } from './types';
import { getEdition } from './registry';

/**
 * A getter of editions by name (getEdition: a RangeError naming the valid ones when there is none)
 * that first calls the edition's giver in `givers`, once per edition.
 */
export function givenOnce(givers: Record<EditionName, () => void>): (name: unknown) => Edition {
  const pending: Partial<Record<EditionName, () => void>> = { ...givers };
  return (name) => {
    const edition = getEdition(name);
    const give = pending[edition.info.name];
    if (give !== undefined) {
      pending[edition.info.name] = undefined;
      give();
    }
    return edition;
  };
}
