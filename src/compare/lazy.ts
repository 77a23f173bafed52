/**
 * Properties whose value is computed when first read, then kept: compare() finds which editions
 * reject and which components differ from the parses alone, and pays for an error report or an
 * explanation only when someone reads it.
 *
 * A lazy property is an ordinary enumerable own property to JSON.stringify, spread, structuredClone
 * and equality checks (they read it), and assigning to it replaces it. The pending computations
 * are kept in a private field stamped on the object (invisible to all of those), and every lazy
 * property of a given name shares one getter and one setter, so V8 gives every such object the
 * same hidden class. Measured (bench/, node 20): a fresh getter per object made a new hidden class
 * per object, which V8 keeps in the old generation — a third of compare()'s time went to the
 * collector; a symbol-keyed hidden property costs a second Object.defineProperty (~200 ns).
 */

/** pending computations by property name; undefined once the property holds its value */
type Thunks = Record<string, (() => unknown) | undefined>;

/** Returns the object it is given, so that a subclass can stamp its private field on any object. */
class Identity {
  constructor(target: object) {
    return target;
  }
}

/** The private field holding an object's pending computations. */
class Pending extends Identity {
  #thunks: Thunks;

  private constructor(target: object, thunks: Thunks) {
    super(target);
    this.#thunks = thunks;
  }

  /** `target`'s pending computations, stamped on it when it has none yet. */
  static of(target: object): Thunks {
    if (#thunks in target) return (target as Pending).#thunks;
    const thunks: Thunks = {};
    new Pending(target, thunks);
    return thunks;
  }
}

const accessors = new Map<string, PropertyDescriptor>();

function accessorFor(key: string): PropertyDescriptor {
  let descriptor = accessors.get(key);
  if (descriptor === undefined) {
    descriptor = {
      enumerable: true,
      configurable: true,
      get(this: object): unknown {
        const value = Pending.of(this)[key]!();
        settle(this, key, value);
        return value;
      },
      set(this: object, value: unknown): void {
        settle(this, key, value);
      },
    };
    accessors.set(key, descriptor);
  }
  return descriptor;
}

/** Make `key` an ordinary data property holding `value`, and let go of its computation. */
function settle(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  Pending.of(target)[key] = undefined;
}

/** Give `target` a property `key` whose value is `compute()`, run when the property is first read. */
export function defineLazy<T extends object>(target: T, key: string, compute: () => unknown): void {
  Pending.of(target)[key] = compute;
  Object.defineProperty(target, key, accessorFor(key));
}
