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
 * replaces it. Its computation runs at most once: afterwards it is a data property holding the value,
 * in the same place among the object's enumerable keys (what every reader above lists). A string key
 * that is not enumerable, defined on the object after the lazy one, may come before it in
 * Object.getOwnPropertyNames once it is read (see what it costs, below).
 *
 * Read through an object that inherits it (Object.create(result)), it is the value of the object
 * that holds it, settled there, as an inherited data property would be. Its accessor copied onto an
 * object of its own (Object.defineProperties(x, Object.getOwnPropertyDescriptors(result)) before the
 * property is read) has no computation to run: reading it there throws a TypeError naming the
 * property and saying so (undefined would be a value silently lost); assigning to it there works.
 * So is reading it through a Proxy of the object whose get trap passes the proxy as the receiver
 * (Reflect.get's default): the accessor cannot reach the object behind the proxy.
 * A computation that reads its own property gets a TypeError saying so (not a stack overflow); one
 * that throws leaves the property pending, to be computed again when read again.
 *
 * Assigning util.inspect's hook on a frozen or sealed object throws the TypeError strict code gets
 * from a read-only data property (a setter cannot tell sloppy code, where the assignment would be
 * ignored, from strict code: this is what modules, classes and TypeScript's output are), as does
 * assigning a lazy property of a frozen one; a sealed one takes the assignment, as its data
 * property would (the accessor stays, and gives the value assigned).
 *
 * The pending computations are kept in private fields stamped on the object (invisible to all of
 * those readers): the first lazy property's name and computation, which is all most objects have,
 * and a Map of any others. Every lazy property of a given name shares one getter and one setter, so
 * V8 gives every such object the same hidden class. Measured (node 20): a fresh getter per object made
 * a new hidden class per object, which V8 keeps in the old generation — a third of compare()'s time
 * went to the collector.
 *
 * What it costs (node 20, see docs/toolkit.md): setting a property up is two Object.defineProperty
 * calls (the accessor, and the inspect method on the object's first), about 150–200 ns; no object
 * literal can hold a shared accessor or a non-enumerable key, and any own accessor costs at least
 * one such call. Settling it once read: where the property is the object's last enumerable key (the
 * usual case: it was added last, and nothing after it), the accessor is deleted and the value added in
 * its place — V8 takes the object back to the hidden class before the accessor and on to the one with
 * the data property, tens of ns; turning the accessor into a data property in place
 * (Object.defineProperty) costs V8 a rebuild of the hidden class, some 300–500 ns, and is left for the
 * other cases. Whether it is last is asked of Object.keys, not Object.getOwnPropertyNames: V8 lists the
 * names of an object with a non-enumerable key (the inspect method) through its runtime, about 230 ns
 * more — most of what the delete saves (set-up and one read: about 270 ns with Object.keys, 495 with
 * getOwnPropertyNames, set-up alone 195; CPU time, node 20, both interleaved in one process). So a
 * non-enumerable string key defined after the lazy one is the one order the quick way can change.
 */

/** A lazy property's computation. */
type Compute = () => unknown;

/** Returns the object it is given, so that a subclass can stamp its private fields on any object. */
class Identity {
  constructor(target: object) {
    return target;
  }
}

/** Node's util.inspect.custom (a registered symbol: the same in every realm, no import of node:util). */
const INSPECT = Symbol.for('nodejs.util.inspect.custom');

/** The private fields holding an object's pending computations (undefined once settled). */
class Pending extends Identity {
  /** the first lazy property given to the object */
  #key: string;
  #compute: Compute | undefined;
  /** whether that property was added by defineLazy (not over a key the object had): settle() may then find it last */
  #added: boolean;
  /** the others, by name */
  #more: Map<string, Compute | undefined> | undefined;

  private constructor(target: object, key: string, compute: Compute, added: boolean) {
    super(target);
    this.#key = key;
    this.#compute = compute;
    this.#added = added;
    this.#more = undefined;
  }

  /**
   * Keep `compute` as `key`'s pending computation on `target` (stamped, with the inspect method, on
   * its first); `added`: whether `key` is new to the object (given by defineLazy; left as it was
   * when a computation is put back in place, or let go of: undefined).
   */
  static set(target: object, key: string, compute: Compute | undefined, added?: boolean): void {
    if (!(#key in target)) {
      if (compute === undefined) return;
      new Pending(target, key, compute, added === true);
      Object.defineProperty(target, INSPECT, INSPECT_DESCRIPTOR);
      return;
    }
    const p = target as Pending;
    if (p.#key === key) {
      p.#compute = compute;
      if (added !== undefined) p.#added = added;
    } else (p.#more ??= new Map()).set(key, compute);
  }

  /**
   * Whether settle() may find `key` last: not when it is the object's first lazy property and was
   * defined over a key the object had, or others were defined after it (they are own keys after it).
   */
  static mayBeLast(target: object, key: string): boolean {
    if (!(#key in target)) return true;
    const p = target as Pending;
    return p.#key !== key || (p.#added && p.#more === undefined);
  }

  /** `key`'s pending computation on `target`, if any; `taken`: READING is left in its place while it runs. */
  static get(target: object, key: string, taken = false): Compute | undefined {
    if (!(#key in target)) return undefined;
    const p = target as Pending;
    if (p.#key === key) {
      const compute = p.#compute;
      if (taken && compute !== undefined) p.#compute = READING;
      return compute;
    }
    const compute = p.#more?.get(key);
    if (taken && compute !== undefined) p.#more!.set(key, READING);
    return compute;
  }

  /**
   * Read every property of `target` still pending, so that each becomes a data property; false when
   * some stay accessors (a frozen or sealed object).
   */
  static settleAll(target: object): boolean {
    if (!(#key in target)) return true;
    const p = target as Pending;
    const keys = p.#more ? [p.#key, ...p.#more.keys()] : [p.#key];
    let settled = true;
    for (const key of keys) {
      if (Pending.get(target, key) === undefined) continue;
      void (target as unknown as Record<string, unknown>)[key];
      if (Pending.get(target, key) !== undefined) settled = false;
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

/**
 * The inspect method, given by a shared getter rather than held in a data property: util.inspect reads
 * it as a property, and V8 defines an accessor shared by every object a good fifth faster than a
 * data property (no slot for its value).
 */
const INSPECT_DESCRIPTOR: PropertyDescriptor = {
  get: () => inspectSettled,
  // assigned (as to the data property it stands for): a data property holding what was assigned; on a
  // frozen or sealed object, the TypeError strict code gets from a read-only data property (a setter
  // cannot tell sloppy code, which would have the assignment ignored, from strict code)
  set(this: object, value: unknown): void {
    if (!Reflect.defineProperty(this, INSPECT, { value, enumerable: false, writable: true, configurable: true })) {
      throw new TypeError("Cannot assign to read only property 'Symbol(nodejs.util.inspect.custom)' of object");
    }
  },
  enumerable: false,
  configurable: true,
};

/** What a property's pending computation is while it runs: read again then, it read itself. */
const READING: Compute = () => undefined;

/**
 * A lazy property read with `receiver` as `this` where `receiver` holds no computation for it: the
 * value of the object up `receiver`'s prototype chain that holds the property (an object made with
 * Object.create(result) reads it as it would an inherited data property: settled on its owner). An
 * accessor copied onto an object of its own (Object.defineProperties(x, Object.getOwnPropertyDescriptors(result)))
 * has no computation to run: reading it is a TypeError that says so.
 */
function readOwner(receiver: object, key: string): unknown {
  for (let o: object | null = receiver; o !== null; o = Object.getPrototypeOf(o) as object | null) {
    const own = Object.getOwnPropertyDescriptor(o, key);
    if (own === undefined) continue;
    if (Pending.get(o, key) !== undefined) return (o as Record<string, unknown>)[key];
    if ('value' in own) return own.value;
    break;
  }
  throw new TypeError(
    `Cannot read lazy property '${key}': its accessor was copied off the object it belongs to (or is read through a Proxy of it) without its computation; copy the object's values (spread, structuredClone), not its property descriptors`,
  );
}

const accessors = new Map<string, PropertyDescriptor>();

function accessorFor(key: string): PropertyDescriptor {
  let descriptor = accessors.get(key);
  if (descriptor === undefined) {
    descriptor = {
      enumerable: true,
      configurable: true,
      get(this: object): unknown {
        const compute = Pending.get(this, key, true);
        // read through an object that inherits it, or an accessor copied off its object
        if (compute === undefined) return readOwner(this, key);
        if (compute === READING) throw new TypeError(`The computation of lazy property '${key}' read '${key}' itself`);
        let value: unknown;
        try {
          value = compute();
        } catch (error) {
          // as before it was read: the next read runs the computation again
          Pending.set(this, key, compute);
          throw error;
        }
        // A frozen or sealed object cannot take the data property: the accessor stays, and gives
        // the value it computed from now on (computed once, the same whenever it is read).
        if (!settle(this, key, value)) Pending.set(this, key, () => value);
        return value;
      },
      set(this: object, value: unknown): void {
        if (settle(this, key, value)) return;
        // as assigning to a frozen object's data property in strict code
        if (Object.isFrozen(this)) throw new TypeError(`Cannot assign to read only property '${key}' of object`);
        // a sealed object's data property is still writable: the accessor stays, and gives what was assigned
        Pending.set(this, key, () => value);
      },
    };
    accessors.set(key, descriptor);
  }
  return descriptor;
}

/** The descriptor settle() gives Object.defineProperty (its value set for the call: no allocation). */
const DATA: PropertyDescriptor = { value: undefined, enumerable: true, writable: true, configurable: true };

/** Make `key` an ordinary data property holding `value`, in its place, and let go of its computation; false when the object is frozen or sealed. */
function settle(target: object, key: string, value: unknown): boolean {
  const record = target as Record<string, unknown>;
  if (Pending.mayBeLast(target, key) && Object.isExtensible(target) && !inherits(target, key) && isLastKey(target, key)) {
    // the cheap way (the module's comment): the key was last, and is last again
    delete record[key];
    record[key] = value;
  } else {
    DATA.value = value;
    const done = Reflect.defineProperty(target, key, DATA);
    DATA.value = undefined;
    if (!done) return false;
  }
  Pending.set(target, key, undefined);
  return true;
}

/**
 * Whether `key` is the last of `target`'s own enumerable string keys (deleting it and adding it again
 * puts it last among them: the module's comment says why non-enumerable ones are not looked at).
 */
function isLastKey(target: object, key: string): boolean {
  const keys = Object.keys(target);
  return keys[keys.length - 1] === key;
}

/** Whether `target` inherits `key` (an assignment would then reach the inherited property, or set `__proto__`). */
function inherits(target: object, key: string): boolean {
  const proto = Object.getPrototypeOf(target) as object | null;
  return proto !== null && key in proto;
}

/** When set, defineLazy computes at once (the eager build the reader-equivalence test compares with). */
let eager = false;

/**
 * Give `target` a property `key` whose value is `compute()`, run when the property is first read.
 * `key` keeps its place among the object's keys if it already has one, else it is added last.
 */
export function defineLazy<T extends object>(target: T, key: string, compute: () => unknown): void {
  if (eager) {
    Object.defineProperty(target, key, { ...DATA, value: compute() });
    return;
  }
  Pending.set(target, key, compute, !(key in target));
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
