/**
 * Properties whose value is computed when first read, then kept: compare() finds which editions
 * reject and which components differ from the parses alone, and pays for an error report or an
 * explanation only when someone reads it.
 *
 * A lazy property is an ordinary enumerable own property to JSON.stringify, spread, structuredClone
 * and equality checks (they read it), and assigning to it replaces it. Every lazy property of a
 * given name shares one getter and one setter, and the pending computations sit in one hidden
 * (non-enumerable, symbol-keyed) property: V8 then gives every such object the same hidden class.
 * (A fresh getter per object makes a new hidden class per object, which V8 keeps in the old
 * generation: measured, a third of compare()'s time went to the collector.)
 */

const PENDING = Symbol('uri-editions: pending lazy properties');

type Thunks = Record<string, () => unknown>;
type Pending = { [PENDING]?: Thunks };

const accessors = new Map<string, PropertyDescriptor>();

function accessorFor(key: string): PropertyDescriptor {
  let descriptor = accessors.get(key);
  if (descriptor === undefined) {
    descriptor = {
      enumerable: true,
      configurable: true,
      get(this: Pending): unknown {
        const value = this[PENDING]![key]();
        settle(this, key, value);
        return value;
      },
      set(this: Pending, value: unknown): void {
        settle(this, key, value);
      },
    };
    accessors.set(key, descriptor);
  }
  return descriptor;
}

function settle(target: Pending, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const HIDDEN = { enumerable: false, writable: true, configurable: true } as const;

/** Give `target` a property `key` whose value is `compute()`, run when the property is first read. */
export function defineLazy<T extends object>(target: T, key: string, compute: () => unknown): void {
  const pending = target as Pending;
  let thunks = pending[PENDING];
  if (thunks === undefined) {
    thunks = {};
    Object.defineProperty(target, PENDING, { ...HIDDEN, value: thunks });
  }
  thunks[key] = compute;
  Object.defineProperty(target, key, accessorFor(key));
}
