/**
 * Properties whose value is computed when first read, then kept: the one lazy-property mechanism of
 * every result the library returns (a rejection's `error`, a long path's `segments`, a difference's
 * `explanation`, …), so that a caller pays only for what it reads.
 *
 * A lazy property is an ordinary enumerable own property to every reader of plain data: property
 * access, `in`, `Object.keys`, JSON.stringify, spread, structuredClone and postMessage (they read it),
 * jest's equality, util.isDeepStrictEqual, and util.inspect (which would show an accessor as
 * `[Getter/Setter]`: a non-enumerable `nodejs.util.inspect.custom` method on the object settles
 * every pending property first, then lets inspect print the object as it is). Assigning to it
 * replaces it. Its computation runs at most once: afterwards it is a data property holding the value.
 *
 * The pending computations are kept in a private field stamped on the object (invisible to all of
 * those readers), and every lazy property of a given name shares one getter and one setter, so V8
 * gives every such object the same hidden class. Measured (node 20): a fresh getter per object made
 * a new hidden class per object, which V8 keeps in the old generation — a third of compare()'s time
 * went to the collector.
 */

/** pending computations by property name; undefined once the property holds its value */
type Thunks = Record<string, (() => unknown) | undefined>;

/** Returns the object it is given, so that a subclass can stamp its private field on any object. */
class Identity {
  constructor(target: object) {
    return target;
  }
}

/** Node's util.inspect.custom (a registered symbol: the same in every realm, no import of node:util). */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** The private field holding an object's pending computations. */
class Pending extends Identity {
  #thunks: Thunks;

  private constructor(target: object, thunks: Thunks) {
    super(target);
    this.#thunks = thunks;
  }

  /** `target`'s pending computations, stamped on it (with the inspect method) when it has none yet. */
  static of(target: object): Thunks {
    if (#thunks in target) return (target as Pending).#thunks;
    const thunks: Thunks = {};
    new Pending(target, thunks);
    Object.defineProperty(target, INSPECT, INSPECT_DESCRIPTOR);
    return thunks;
  }

  /**
   * Read every property of `target` still pending, so that each becomes a data property; false when
   * some stay accessors (a frozen or sealed object).
   */
  static settleAll(target: object): boolean {
    if (!(#thunks in target)) return true;
    const thunks = (target as Pending).#thunks;
    let settled = true;
    for (const key in thunks) {
      if (thunks[key] === undefined) continue;
      void (target as unknown as Record<string, unknown>)[key];
      if (thunks[key] !== undefined) settled = false;
    }
    return settled;
  }
}

/**
 * util.inspect's hook: settle the pending properties, then return the object itself, which tells
 * inspect to print it as usual — now with values where the accessors were. A frozen or sealed object
 * keeps its accessors (see below): inspect is then given a copy holding their values.
 */
function inspectSettled(this: object): object {
  return Pending.settleAll(this) ? this : { ...this };
}

const INSPECT_DESCRIPTOR: PropertyDescriptor = { value: inspectSettled, enumerable: false, writable: true, configurable: true };

const accessors = new Map<string, PropertyDescriptor>();

function accessorFor(key: string): PropertyDescriptor {
  let descriptor = accessors.get(key);
  if (descriptor === undefined) {
    descriptor = {
      enumerable: true,
      configurable: true,
      get(this: object): unknown {
        const thunks = Pending.of(this);
        const value = thunks[key]!();
        // A frozen or sealed object cannot take the data property: the accessor stays, and gives
        // the value it computed from now on (computed once, the same whenever it is read).
        if (!settle(this, key, value)) thunks[key] = () => value;
        return value;
      },
      set(this: object, value: unknown): void {
        // as assigning to a frozen object's data property in strict code
        if (!settle(this, key, value)) throw new TypeError(`Cannot assign to read only property '${key}' of object`);
      },
    };
    accessors.set(key, descriptor);
  }
  return descriptor;
}

/** Make `key` an ordinary data property holding `value`, and let go of its computation; false when the object is frozen or sealed. */
function settle(target: object, key: string, value: unknown): boolean {
  if (!Reflect.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })) return false;
  Pending.of(target)[key] = undefined;
  return true;
}

/** When set, defineLazy computes at once (the eager build the reader-equivalence test compares with). */
let eager = false;

/**
 * Give `target` a property `key` whose value is `compute()`, run when the property is first read.
 * `key` keeps its place among the object's keys if it already has one, else it is added last.
 */
export function defineLazy<T extends object>(target: T, key: string, compute: () => unknown): void {
  if (eager) {
    Object.defineProperty(target, key, { value: compute(), enumerable: true, writable: true, configurable: true });
    return;
  }
  Pending.of(target)[key] = compute;
  Object.defineProperty(target, key, accessorFor(key));
}

/**
 * Run `build` with every lazy property computed at once, as a plain data property: the same values
 * by the same computations, built the way results were built before they were lazy. For tests that
 * check the lazy results read the same as eager ones; not part of the public API.
 */
export function builtEagerly<T>(build: () => T): T {
  const was = eager;
  eager = true;
  try {
    return build();
  } finally {
    eager = was;
  }
}
