// Which evaluation errors TLC raises as a Java RuntimeException (util.Assert.fail in its
// value classes and in Tool, a TLCRuntimeException) rather than as an EvalException, and
// what TLC appends to their message: the location of the expression it was evaluating
// (Assert.fail(message, expr)), or an empty line. While TLC computes successors such an
// exception is "unexpected" (ModelChecker.doNextFailed: EC.GENERAL), so the report frames
// it as TLC does; in Init, invariants and assumptions only the appended text shows.
// Each entry was checked against TLC (corpus/regressions/*Error*.out).

import { catalogue } from "../diagnostics.js";
import type { CheckError } from "./result.js";
import type { SourceLocation } from "./spec.js";

type Appended = "location" | "empty line" | "nothing";

const runtimeExceptions: ReadonlyMap<string, Appended> = new Map<string, Appended>([
  [catalogue.NonexistentField.code, "location"],
  [catalogue.ChooseNoWitness.code, "location"],
  [catalogue.LazyFunctionOutsideDomain.code, "empty line"],
  [catalogue.TupleIndexOutOfBounds.code, "nothing"],
  [catalogue.IntervalMembershipUndefined.code, "nothing"],
  [catalogue.EqualityNonIntegerDomain.code, "nothing"],
  // TLC's wrapper of an override's failure.
  [catalogue.OverrideFailed.code, "nothing"],
]);

/** Whether TLC raises this error as a RuntimeException. */
export function isTlcRuntimeException(e: CheckError): boolean {
  return runtimeExceptions.has(e.code);
}

/** The error's message as TLC prints it: with the location or the empty line its RuntimeException appends. */
export function tlcMessage(e: CheckError, tlcLocation: (l: SourceLocation) => string): string[] {
  const appended = runtimeExceptions.get(e.code);
  if (appended === "location" && e.location !== undefined) return [e.message, tlcLocation(e.location)];
  if (appended === "empty line") return [e.message, ""];
  return [e.message];
}
