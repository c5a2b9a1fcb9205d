// Argument checks shared by the built-in operators. Each one either returns the
// argument narrowed to the kind the operator needs or throws TLC's "The first
// argument of Len should be a sequence, but instead it is:" error, so operator
// bodies stay one line of checks followed by the computation.

import { EvalError, force, isFcn, isSet, Kind, printValue, tuple, type FcnValue, type SetValue, type Tuple, type Value } from "../values/index.js";

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
