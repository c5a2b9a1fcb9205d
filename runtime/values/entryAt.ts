// The fast path of a field read folded through an EXCEPT (compiler/emit/exceptFold.ts):
// `[r EXCEPT !.a.b = v].a.b` is `v` whenever `r.a.b` exists, because EXCEPT then
// replaces exactly that entry. The emitted code checks that with `entryAt` and
// otherwise takes the unfolded path (EXCEPT, its warning for a missing key, the read's
// error), so only the speed depends on this answer.

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
