// Folds (community module). MapThenFoldSet's TLA+ definition picks an element with
// `choose`, applies op to f(x) and the fold of the rest: op(f(x1), op(f(x2), ... base)),
// x1 chosen first. The specialised folds elsewhere (FoldSet, FoldFunction, FoldSeq)
// choose with `CHOOSE x \in s : TRUE`, i.e. in TLC's sorted order; `foldRight` is
// that case without calling a chooser.

import type { EvalContext } from "../check/spec.js";
import { EvalError, compare, member, printValue, sortedSet, type Value } from "../values/index.js";
import { setArg } from "./args.js";
import { enumerateSorted } from "./core.js";
import type { ModuleOperators } from "./registry.js";

/** op(xs[0], op(xs[1], ... op(xs[n-1], base))). */
export function foldRight(xs: readonly Value[], base: Value, op: (x: Value, acc: Value) => Value): Value {
  let acc = base;
  for (let i = xs.length - 1; i >= 0; i--) acc = op(xs[i]!, acc);
  return acc;
}

/** op(xs[n-1], ... op(xs[1], op(xs[0], base))): TLC's overrides of FoldSet and FoldFunction. */
export function foldLeftInto(xs: readonly Value[], base: Value, op: (x: Value, acc: Value) => Value): Value {
  let acc = base;
  for (let i = 0; i < xs.length; i++) acc = op(xs[i]!, acc);
  return acc;
}

export function MapThenFoldSet(
  ctx: EvalContext,
  op: (a: Value, b: Value) => Value,
  base: Value,
  f: (x: Value) => Value,
  choose: (s: Value) => Value,
  s: Value,
): Value {
  setArg(s, "MapThenFoldSet", "fifth");
  let remaining = enumerateSorted(ctx, s).slice();
  const chosen: Value[] = [];
  while (remaining.length > 0) {
    const rest = sortedSet(remaining);
    const x = choose(rest);
    if (!member(x, rest)) {
      throw new EvalError("ArgumentType", {
        position: "fourth",
        op: "MapThenFoldSet",
        expected: "an operator choosing an element of its argument",
        value: printValue(x),
      });
    }
    chosen.push(x);
    remaining = remaining.filter((e) => compare(e, x) !== 0);
  }
  return foldRight(chosen, base, (x, acc) => op(f(x), acc));
}

export const operators: ModuleOperators = {
  MapThenFoldSet: { arity: 5, fn: MapThenFoldSet, export: "MapThenFoldSet", operatorArgs: [0, 2, 3] },
};
