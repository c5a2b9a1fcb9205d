// BagsExt (community module). TLC's override of FoldBag folds each element into the
// result so far as often as the bag holds it, `op(acc, e)`, walking the bag's domain in
// TLC's order; the TLA+ definition (MapThenFoldBag with CHOOSE) gives the same value for
// the commutative and associative operators it is meant for.

import type { EvalContext } from "../check/spec.js";
import { force, Kind, type Value } from "../values/index.js";
import { argumentError, javaMethod, overrideWrapped } from "./args.js";
import type { ModuleOperators } from "./registry.js";

export function FoldBag(_ctx: EvalContext, op: (a: Value, b: Value) => Value, base: Value, bag: Value): Value {
  try {
    bag = force(bag);
    if (typeof bag !== "object" || (bag.kind !== Kind.Tuple && bag.kind !== Kind.Fcn)) return argumentError("FoldBag", "third", "a bag", bag);
    const keys: readonly Value[] = bag.kind === Kind.Tuple ? bag.elems.map((_, i) => i + 1) : bag.domain;
    const counts: readonly Value[] = bag.kind === Kind.Tuple ? bag.elems : bag.values;
    let acc = base;
    for (let i = 0; i < keys.length; i++) {
      const n = counts[i]!;
      if (typeof n !== "number" || n <= 0) return argumentError("FoldBag", "third", "a bag", bag);
      for (let j = 0; j < n; j++) acc = op(acc, keys[i]!);
    }
    return acc;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.BagsExt", "foldBag", ["OpValue", "Value", "Value"]), e);
  }
}

export const operators: ModuleOperators = {
  FoldBag: { arity: 3, fn: FoldBag, export: "FoldBag", operatorArgs: [0] },
};
