// The parts of TLCExt that checking specs (not trace tooling) uses. `Trace` asks the
// search for the path (runtime/check/traceOperator.ts); `CounterExample` and `ToTrace`
// (POSTCONDITION's view of a counterexample) are not here.

import type { EvalContext } from "../check/spec.js";
import { EvalError, equals, type ModelValue, type Value } from "../values/index.js";
import { argumentError, isString } from "./args.js";
import type { ModuleOperators } from "./registry.js";

/** `AssertEq(a, b)`: `a = b`, as the module defines it. */
export function AssertEq(_ctx: EvalContext, a: Value, b: Value): boolean {
  return equals(a, b);
}

/**
 * `AssertError(err, exp)`: TRUE iff evaluating exp fails with an evaluation error whose
 * message is err. exp arrives unevaluated, as a thunk.
 */
export function AssertError(_ctx: EvalContext, err: Value, exp: () => Value): boolean {
  if (!isString(err)) return argumentError("AssertError", "first", "a string", err);
  try {
    exp();
  } catch (e) {
    if (e instanceof EvalError) return e.message === err.text;
    throw e;
  }
  return false;
}

/** `TLCModelValue(str)`: the model value named str. */
export function TLCModelValue(ctx: EvalContext, name: Value): ModelValue {
  if (!isString(name)) return argumentError("TLCModelValue", "only", "a string", name);
  return ctx.intern.modelValue(name.text);
}

export function TLCNoOp(_ctx: EvalContext, v: Value): Value {
  return v;
}

/** `Trace`: the states from an initial state to `state`, as records of the variables (TLC's TLCExt.getTrace). */
export function Trace(ctx: EvalContext, state: readonly (Value | undefined)[]): Value {
  if (ctx.trace === undefined) throw new EvalError("TraceUnavailable", {});
  return ctx.trace(state);
}

export const operators: ModuleOperators = {
  AssertEq: { arity: 2, fn: AssertEq, export: "AssertEq" },
  AssertError: { arity: 2, fn: AssertError, export: "AssertError", operatorArgs: [1] },
  TLCModelValue: { arity: 1, fn: TLCModelValue, export: "TLCModelValue" },
  TLCNoOp: { arity: 1, fn: TLCNoOp, export: "TLCNoOp" },
  Trace: { arity: 0, fn: Trace, export: "Trace", readsState: true },
};

