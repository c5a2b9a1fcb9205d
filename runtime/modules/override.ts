// How TLC reports a failure inside a community module's Java override. An error the
// method raises itself through TLC (an EvalException: "The argument of Contains should
// be a sequence ...") reaches the user as it is; anything else the method throws (a
// failed comparison deep in a value, a Java cast of a wrongly typed argument) is wrapped
// in "Attempted to apply the operator overridden by the Java method <signature>, but it
// produced the following error: <message>", so the natives wrap the same cases.

import { EvalError, Kind, type Value } from "../values/index.js";

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

/** Runs `body`, wrapping an evaluation error it raises as TLC wraps errors thrown inside `method`. */
export function insideOverride<T>(method: string, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof EvalError && e.diagnosticName !== "OverrideFailed") return overrideFailed(method, e.message);
    throw e;
  }
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
