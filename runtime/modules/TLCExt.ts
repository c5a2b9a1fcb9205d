// TLCExt as TLC's Java overrides implement it (tlc2/module/TLCExt.java). `Trace` asks the
// search for the path (runtime/check/traceOperator.ts); `CounterExample` is the value the
// checker sets for POSTCONDITION after a violation (runtime/check/counterExample.ts).
// TLCEvalDefinition("D") is compiled as a call of D (compiler/emit/valueEmitter.ts evalDefinition);
// its entry below only checks a name computed at run time.

import type { EvalContext } from "../check/spec.js";
import { emptyCounterExample, toTrace } from "../check/counterExample.js";
import { EvalError, equals, fingerprintInto, kindName, printValue, type ModelValue, type Value } from "../values/index.js";
import { argumentError, isString, evaluationMethod } from "./args.js";
import { TLCSet } from "./TLC.js";
import type { ModuleOperators, OperatorFn } from "./registry.js";

const TLCExt = "tlc2.module.TLCExt";

/** `AssertEq(a, b)`: `a = b`, as the module defines it. */
export function AssertEq(_ctx: EvalContext, a: Value, b: Value): boolean {
  return equals(a, b);
}

/**
 * `AssertError(err, exp)`: TRUE iff evaluating exp fails with an evaluation error whose
 * message is err. exp arrives unevaluated, as a thunk.
 */
export function AssertError(_ctx: EvalContext, err: Value, exp: () => Value): boolean {
  if (!isString(err)) throw new EvalError("AssertErrorNotString", { value: printValue(err) });
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

/** `CounterExample`: the violation's behaviour in a POSTCONDITION, else the empty one ([action |-> {}, state |-> {}]). */
export function CounterExample(ctx: EvalContext): Value {
  return ctx.counterExample ?? emptyCounterExample(ctx);
}

/** `ToTrace(ce)`: the states of a CounterExample, as a tuple of records. */
export function ToTrace(ctx: EvalContext, ce: Value): Value {
  return toTrace(ctx, ce);
}

/**
 * `TLCGetOrDefault(key, default)`: register `key` when it is set, else the default. TLC
 * reads named registers for strings `"s:…"`, which only TLC's debugger sets; any other
 * key is the default.
 */
export function TLCGetOrDefault(ctx: EvalContext, key: Value, dflt: Value): Value {
  return (typeof key === "number" ? ctx.registers.get(key) : undefined) ?? dflt;
}

/** `TLCGetAndSet(key, Op, val, default)`: sets register key to Op(old, val) and is the old value (as the module defines it). */
export function TLCGetAndSet(ctx: EvalContext, key: Value, op: (a: Value, b: Value) => Value, val: Value, dflt: Value): Value {
  const old = TLCGetOrDefault(ctx, key, dflt);
  TLCSet(ctx, key, op(old, val));
  return old;
}

const fp = new Uint32Array(2);

/** `TLCFP(v)`: v's fingerprint folded to 32 bits (TLC's FP64.Hash): equal values, equal numbers. */
export function TLCFP(_ctx: EvalContext, v: Value): number {
  fingerprintInto(v, fp);
  return (fp[0]! ^ fp[1]!) | 0;
}

/** `TLCCache(exp, closure)`: exp; TLC's cache only saves re-evaluation. */
export function TLCCache(_ctx: EvalContext, exp: Value, _closure: Value): Value {
  return exp;
}

/**
 * `TLCDefer(exp)`: TRUE. TLC hands exp to the successor state, and only its simulator
 * evaluates it (after choosing the successor); breadth-first search never does, so
 * tla2ts leaves it unevaluated.
 */
export function TLCDefer(_ctx: EvalContext, _exp: () => Value): boolean {
  return true;
}

/**
 * `PickSuccessor(exp)`: TRUE when exp is; otherwise TLC asks at the console whether to
 * keep the step, which an automatic check cannot answer.
 */
const withArticle = (noun: string): string => (/^[aeiou]/.test(noun) ? "an " : "a ") + noun;

export function PickSuccessor(_ctx: EvalContext, exp: Value): boolean {
  if (typeof exp !== "boolean") throw new EvalError("EvaluationNotBoolean", { op: "TLCExt!PickSuccessor", kind: withArticle(kindName(exp)), value: printValue(exp) });
  if (exp) return true;
  throw new EvalError("PickSuccessorInteractive", {});
}

/**
 * `TLCEvalDefinition(name)`'s argument, the name of the definition to evaluate: the
 * emitted code looks the definition up (compiler/emit/valueEmitter.ts evalDefinition).
 */
export function definitionName(_ctx: EvalContext, name: Value): string {
  if (!isString(name)) return argumentError("TLCEvalDefinition", "only", "a string", name);
  return name.text;
}

export const operators: ModuleOperators = {
  AssertEq: { arity: 2, fn: AssertEq, export: "AssertEq" },
  AssertError: { arity: 2, fn: AssertError, export: "AssertError", operatorArgs: [1], evaluation: evaluationMethod(TLCExt, "assertError", { synchronized: true }) },
  TLCModelValue: { arity: 1, fn: TLCModelValue, export: "TLCModelValue" },
  TLCNoOp: { arity: 1, fn: TLCNoOp, export: "TLCNoOp" },
  Trace: { arity: 0, fn: Trace, export: "Trace", readsState: true, evaluation: evaluationMethod(TLCExt, "getTrace", { returns: "tlc2.value.impl.TupleValue", throwsIO: true }) },
  CounterExample: { arity: 0, fn: CounterExample, export: "CounterExample", evaluation: evaluationMethod(TLCExt, "error", { throwsIO: true }) },
  ToTrace: { arity: 1, fn: ToTrace, export: "ToTrace" },
  TLCGetOrDefault: { arity: 2, fn: TLCGetOrDefault, export: "TLCGetOrDefault" },
  TLCGetAndSet: { arity: 4, fn: TLCGetAndSet, export: "TLCGetAndSet", operatorArgs: [1] },
  TLCFP: { arity: 1, fn: TLCFP, export: "TLCFP" },
  TLCCache: { arity: 2, fn: TLCCache, export: "TLCCache", evaluation: evaluationMethod(TLCExt, "tlcEval2") },
  TLCDefer: { arity: 1, fn: TLCDefer, export: "TLCDefer", operatorArgs: [0], evaluation: evaluationMethod(TLCExt, "tlcDefer") },
  TLCEvalDefinition: { arity: 1, fn: definitionName as unknown as OperatorFn, export: "definitionName", evaluation: evaluationMethod(TLCExt, "tlcDefByName") },
  PickSuccessor: { arity: 1, fn: PickSuccessor, export: "PickSuccessor", evaluation: evaluationMethod(TLCExt, "pickSuccessor", { synchronized: true }) },
};

