// Fast paths of EXCEPT in emitted code (compiler/emit/exceptFold.ts, valueEmitter's
// `exceptInPlace`): `[r EXCEPT !.a.b = v].a.b` is `v` whenever `r.a.b` exists, because
// EXCEPT then replaces exactly that entry, and `[f EXCEPT ![p][q] = e]` with the path
// there is `replacedAt2`, without the closures of core.except. The emitted code checks
// the path with `entryAt` and otherwise takes the general path (EXCEPT, its warning for
// a missing key, the read's error), so only the speed depends on these answers.

import { fcnExcept, tupleExcept } from "./factory.js";
import { Kind, type Value } from "./kinds.js";

/** Records are small; a longer function is left to the general path. */
const MAX_SCANNED = 16;

/**
 * `f[key]` when `f` is a function value already built (a record or a function
 * table; a tuple for a numeric key) whose domain holds `key` itself (interned
 * strings and model values are one object per name, numbers are compared by
 * value); undefined otherwise, also for `undefined` (a missing step before).
 * Undefined only means "take the general path": it never says the key is absent.
 */
export function entryAt(f: Value | undefined, key: Value): Value | undefined {
  if (typeof f !== "object") return undefined;
  if (f.kind === Kind.LazyFcn) {
    if (f.forced === undefined) return undefined;
    f = f.forced;
  }
  if (f.kind === Kind.Fcn) {
    const d = f.domain;
    if (d.length > MAX_SCANNED) return undefined;
    for (let i = 0; i < d.length; i++) if (d[i] === key) return f.values[i];
    return undefined;
  }
  if (f.kind === Kind.Tuple && typeof key === "number" && Number.isInteger(key) && key >= 1) return f.elems[key - 1];
  return undefined;
}

/**
 * `[f EXCEPT ![key] = v]` where `entryAt(f, key)` found the key: what core.except builds
 * there (the changed entry forced, the fingerprint derived from f's).
 */
export function replacedAt(f: Value, key: Value, v: Value): Value {
  if (typeof f === "object" && f.kind === Kind.LazyFcn && f.forced !== undefined) f = f.forced;
  if (typeof f === "object" && f.kind === Kind.Fcn) {
    const i = f.domain.indexOf(key);
    if (i >= 0) {
      const values = f.values.slice();
      values[i] = v;
      return fcnExcept(f, values, i);
    }
  } else if (typeof f === "object" && f.kind === Kind.Tuple && typeof key === "number" && key >= 1 && key <= f.elems.length) {
    const elems = f.elems.slice();
    elems[key - 1] = v;
    return tupleExcept(f, elems, key - 1);
  }
  throw new Error("replacedAt: the key was not found by entryAt");
}

/** `[f EXCEPT ![k1][k2] = v]` where `entryAt(entryAt(f, k1), k2)` found the path. */
export function replacedAt2(f: Value, k1: Value, k2: Value, v: Value): Value {
  return replacedAt(f, k1, replacedAt(entryAt(f, k1)!, k2, v));
}
