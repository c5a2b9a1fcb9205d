// Argument checks shared by the built-in operators. Each one either returns the
// argument narrowed to the kind the operator needs or throws TLC's "The first
// argument of Len should be a sequence, but instead it is:" error, so operator
// bodies stay one line of checks followed by the computation. Below them, how a failure
// inside one of TLC's Java overrides is worded (MethodValue.eval), which the natives share.

import { EvalError, force, isFcn, isNonSetKept, isSet, Kind, nonSet, printValue, tuple, type FcnValue, type SetValue, type Tuple, type Value } from "../values/index.js";
import { appendsLocation, raisedAsRuntimeException } from "../check/tlcExceptions.js";
import { SpecEvalError } from "../check/specEvalError.js";
import type { EvalContext } from "../check/spec.js";

const emptySeq: Tuple = tuple([]);

export type Position = "first" | "second" | "third" | "fourth" | "fifth" | "only";

const positions: readonly Position[] = ["first", "second", "third", "fourth", "fifth"];

/** The ordinal TLC's messages use for the argument at zero-based `index`. */
export function positionOf(index: number): Position {
  return positions[index] ?? "fifth";
}

/** TLC's argument-type error; `only` selects the one-argument wording ("The argument of Head ..."). */
export function argumentError(op: string, position: Position, expected: string, value: Value): never {
  if (position === "only") {
    throw new EvalError("SingleArgumentType", { op, expected, value: printValue(value) });
  }
  throw new EvalError("ArgumentType", { position, op, expected, value: printValue(value) });
}

export function intArg(v: Value, op: string, position: Position): number {
  if (typeof v === "number") return v;
  return argumentError(op, position, "an integer", v);
}

export function boolArg(v: Value, op: string, position: Position): boolean {
  if (typeof v === "boolean") return v;
  return argumentError(op, position, "a boolean", v);
}

export function setArg(v: Value, op: string, position: Position): SetValue {
  if (isSet(v)) return v;
  return argumentError(op, position, "a set", v);
}

/**
 * A value that is no set given to SUBSET, UNION or Seq: an integer, Boolean, string or model value is
 * kept (TLC's SubsetValue, UnionValue and Seq(S) hold it and fail only where it is used as a set,
 * values/sets.ts); anything else is the argument error.
 */
export function keptNonSet(v: Value, op: string): SetValue {
  return isNonSetKept(v) ? nonSet(v) : argumentError(op, "only", "a set", v);
}

export function fcnArg(v: Value, op: string, position: Position): FcnValue {
  v = force(v);
  if (isFcn(v)) return v;
  return argumentError(op, position, "a function", v);
}

/**
 * A sequence argument. Strings count as sequences of characters only where TLC
 * allows them (Len, \o, SubSeq): those operators test for strings before calling this.
 */
export function seqArg(v: Value, op: string, position: Position): Tuple {
  if (typeof v === "object" && v.kind === Kind.LazyFcn) v = force(v);
  if (typeof v === "object" && v.kind === Kind.Tuple) return v;
  // The empty record is the empty sequence too (TLC: Len of JSON's {} is 0).
  if (typeof v === "object" && v.kind === Kind.Fcn && v.domain.length === 0) return emptySeq;
  return argumentError(op, position, "a sequence", v);
}

export function isString(v: Value): v is Extract<Value, { kind: typeof Kind.String }> {
  return typeof v === "object" && v.kind === Kind.String;
}

// How TLC reports a failure inside a community module's Java override. An error the
// method raises itself through TLC (an EvalException: "The argument of Contains should
// be a sequence ...") reaches the user as it is; anything else the method throws (a
// failed comparison deep in a value, a Java cast of a wrongly typed argument) is wrapped
// in "Attempted to apply the operator overridden by the Java method <signature>, but it
// produced the following error: <message>", so the natives wrap the same cases.

/** The class of TLC's value for `v`, as a Java cast failure names it. */
export function javaValueClass(v: Value): string {
  if (typeof v === "number") return "tlc2.value.impl.IntValue";
  if (typeof v === "boolean") return "tlc2.value.impl.BoolValue";
  switch (v.kind) {
    case Kind.String:
      return "tlc2.value.impl.StringValue";
    case Kind.ModelValue:
      return "tlc2.value.impl.ModelValue";
    case Kind.SetEnum:
      return "tlc2.value.impl.SetEnumValue";
    case Kind.Interval:
      return "tlc2.value.impl.IntervalValue";
    case Kind.Tuple:
      return "tlc2.value.impl.TupleValue";
    case Kind.Fcn:
      return "tlc2.value.impl.FcnRecordValue";
    case Kind.LazyFcn:
      return "tlc2.value.impl.FcnLambdaValue";
    case Kind.Subset:
      return "tlc2.value.impl.SubsetValue";
    case Kind.FcnSet:
      return "tlc2.value.impl.SetOfFcnsValue";
    case Kind.RecordSet:
      return "tlc2.value.impl.SetOfRcdsValue";
    case Kind.Product:
      return "tlc2.value.impl.SetOfTuplesValue";
    default:
      return "tlc2.value.impl.Value";
  }
}

/** Throws TLC's wrapper around an error the override `method` (its Java signature) threw. */
export function overrideFailed(method: string, message: string): never {
  throw new EvalError("OverrideFailed", { method, message });
}

/**
 * Runs `body` as TLC's MethodValue.eval runs the override `method`: an EvalException raised
 * inside passes as it is; anything TLC raises as a RuntimeException (an Assert.fail in a
 * value class: a failed comparison, a field of a non-record; another override's failure,
 * which is wrapped again) is wrapped in the override's message.
 */
export function insideOverride<T>(method: string, body: () => T): T {
  try {
    return body();
  } catch (e) {
    return overrideWrapped(method, e);
  }
}

/** What TLC's MethodValue.eval throws when the override `method` raised `e` (see insideOverride). */
export function overrideWrapped(method: string, e: unknown): never {
  // In position-recording mode the error arrives located (SpecEvalError): wrapped at the same positions.
  const inner = e instanceof SpecEvalError ? e.cause : e;
  if (inner instanceof EvalError && raisedAsRuntimeException(inner.code)) {
    // An Assert.fail(msg, expr) inside keeps its location at the end of the wrapped message: still appended.
    const w = new EvalError(appendsLocation(inner.code) ? "OverrideFailedAt" : "OverrideFailed", { method, message: inner.message });
    throw e instanceof SpecEvalError ? e.withCause(w) : w;
  }
  throw e;
}

/** A native of one argument run as the override `method` (insideOverride without a closure per call). */
export function override1<A, R>(method: string, fn: (ctx: EvalContext, a: A) => R): (ctx: EvalContext, a: A) => R {
  return (ctx, a) => {
    try {
      return fn(ctx, a);
    } catch (e) {
      return overrideWrapped(method, e);
    }
  };
}

/** A native of two arguments run as the override `method`. */
export function override2<A, B, R>(method: string, fn: (ctx: EvalContext, a: A, b: B) => R): (ctx: EvalContext, a: A, b: B) => R {
  return (ctx, a, b) => {
    try {
      return fn(ctx, a, b);
    } catch (e) {
      return overrideWrapped(method, e);
    }
  };
}

/** A native of three arguments run as the override `method`. */
export function override3<A, B, C, R>(method: string, fn: (ctx: EvalContext, a: A, b: B, c: C) => R): (ctx: EvalContext, a: A, b: B, c: C) => R {
  return (ctx, a, b, c) => {
    try {
      return fn(ctx, a, b, c);
    } catch (e) {
      return overrideWrapped(method, e);
    }
  };
}

/** The Java signature of a plain override (Method.toString: parameters joined by ","), as TLC's wrapper message prints it. */
export function javaMethod(cls: string, name: string, params: readonly string[], returns = "tlc2.value.impl.Value"): string {
  const t = (p: string): string => (p.includes(".") ? p : `tlc2.value.impl.${p}`);
  return `public static ${t(returns)} ${cls}.${name}(${params.map(t).join(",")})`;
}

/** An argument of a Java parameter typed `javaType`: a wrongly typed one fails as TLC's cast does. */
export function javaParameter<T extends Value>(v: Value, ok: boolean, method: string, javaType: string): T {
  if (!ok) overrideFailed(method, `Cannot cast ${javaValueClass(v)} to ${javaType}`);
  return v as T;
}

/**
 * The Java signature of an `@Evaluation` method `cls.name` (TLC passes it the unevaluated
 * arguments, its context and the states), as TLC's wrapper message prints it.
 */
export function evaluationMethod(cls: string, name: string, opts: { readonly synchronized?: true; readonly returns?: string; readonly throwsIO?: true } = {}): string {
  const params = "tlc2.tool.impl.Tool,tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,tlc2.tool.coverage.CostModel";
  const mods = opts.synchronized === true ? "public static synchronized" : "public static";
  return `${mods} ${opts.returns ?? "tlc2.value.impl.Value"} ${cls}.${name}(${params})${opts.throwsIO === true ? " throws java.io.IOException" : ""}`;
}
