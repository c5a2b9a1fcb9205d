// Which evaluation errors TLC raises as a Java RuntimeException (util.Assert.fail in its
// value classes and in Tool, a TLCRuntimeException) rather than as an EvalException, and
// what TLC appends to their message: the location of the expression it was evaluating
// (Assert.fail(message, expr)), or an empty line. While TLC computes successors such an
// exception is "unexpected" (ModelChecker.doNextFailed: EC.GENERAL), so the report frames
// it as TLC does; in Init, invariants and assumptions only the appended text shows.
// Each entry was checked against TLC (corpus/regressions/*Error*.out).

import { catalogue } from "../diagnostics.js";
import type { CheckError, CheckResult } from "./result.js";
import type { SourceLocation } from "./spec.js";

type Appended = "location" | "empty line" | "nothing";

const runtimeExceptions: ReadonlyMap<string, Appended> = new Map<string, Appended>([
  [catalogue.NonexistentField.code, "location"],
  [catalogue.SelectNonRecord.code, "location"],
  [catalogue.IntegerDomainNonInteger.code, "nothing"],
  // Tool's lookup of a primed variable the action has not assigned yet (Assert.fail at the variable).
  [catalogue.PrimedUnassigned.code, "location"],
  // The same lookup in the subscript of ENABLED <<A>>_v: Assert.fail(EC, params, expr) whose message ends with a newline.
  [catalogue.PrimedUnassignedLive.code, "nothing"],
  // Tool's CASE without a true arm and without OTHER (Assert.fail at the CASE).
  [catalogue.CaseNoArm.code, "location"],
  [catalogue.ChooseNoWitness.code, "location"],
  // Tool's non-boolean operand of IF, /\, \/, =>, <=>, ~ (Assert.fail at the expression); of a CASE guard or a
  // bullet-list item, named inside the message (its location, or a numeral's image).
  [catalogue.NonBooleanIf.code, "location"],
  [catalogue.NonBooleanCase.code, "nothing"],
  [catalogue.NonBooleanJunction.code, "nothing"],
  [catalogue.NonBooleanOperand.code, "location"],
  [catalogue.NonBooleanEquiv.code, "location"],
  [catalogue.NonBooleanNot.code, "location"],
  // A bounded \E, \A or CHOOSE body (EC.TLC_EXPECTED_VALUE naming the quantifier) and a set filter's predicate.
  [catalogue.NonBooleanBody.code, "nothing"],
  [catalogue.NonBooleanFilter.code, "nothing"],
  // A lazy filter's (SetPredValue's) predicate, in member or in its Enumerator.
  [catalogue.NonBooleanPredicate.code, "nothing"],
  // An action's IF (Init's or Next's) whose condition is no boolean: its location inside the message.
  [catalogue.NonBooleanActionIf.code, "nothing"],
  // getNextStates/getInitStates' own tests of a part: its location (or a numeral's image) inside the message.
  [catalogue.NonBooleanActionLeaf.code, "nothing"],
  [catalogue.NonBooleanRelation.code, "nothing"],
  [catalogue.NonBooleanActionCase.code, "nothing"],
  [catalogue.NonBooleanActionImplies.code, "nothing"],
  // Tool's DOMAIN of a non-function (Assert.fail at the DOMAIN expression).
  [catalogue.DomainNonFunction.code, "location"],
  // Tool's non-Enumerable quantifier bound (the location is inside the message) and CHOOSE over one.
  [catalogue.NonEnumerableNumbers.code, "nothing"],
  [catalogue.NonEnumerableSeq.code, "nothing"],
  [catalogue.NonEnumerableOther.code, "nothing"],
  [catalogue.EnumerateFilter.code, "nothing"],
  [catalogue.EnumerateDiff.code, "nothing"],
  [catalogue.EnumerateCap.code, "nothing"],
  [catalogue.EnumerateFcnSetDomain.code, "nothing"],
  [catalogue.EnumerateFcnSetRange.code, "nothing"],
  [catalogue.OverriddenSize.code, "nothing"],
  [catalogue.NonSetSize.code, "nothing"],
  // Tool.getInitStates/getNextStates' `x \in S` over an S that is not Enumerable (the location is inside the message).
  [catalogue.InNotEnumerable.code, "nothing"],
  [catalogue.EnumerateUnion.code, "nothing"],
  [catalogue.EnumerateCup.code, "nothing"],
  [catalogue.ChooseNotEnumerable.code, "location"],
  // Tool's unbounded CHOOSE (Assert.fail at the CHOOSE, after "Make sure that ...").
  [catalogue.UnboundedChoose.code, "location"],
  [catalogue.LazyFunctionOutsideDomain.code, "empty line"],
  [catalogue.FunctionOutsideDomain.code, "nothing"],
  [catalogue.TupleIndexOutOfBounds.code, "nothing"],
  [catalogue.TupleNonIntegralIndex.code, "nothing"],
  // Value.member of a value that is no set (IntValue, BoolValue, StringValue, ModelValue, RecordValue, TupleValue, FcnRcdValue).
  [catalogue.MemberOfNonSet.code, "nothing"],
  [catalogue.MemberOfRecord.code, "nothing"],
  [catalogue.MemberOfTuple.code, "nothing"],
  [catalogue.IntervalMembershipUndefined.code, "nothing"],
  // SetOfRcdsValue, SetOfTuplesValue, SetOfFcnsValue, SubsetValue.member and
  // ModelValue.modelValueMember on a value of the wrong kind (Assert.fail).
  [catalogue.NonRecordMember.code, "nothing"],
  [catalogue.NonTupleMember.code, "nothing"],
  [catalogue.NonFunctionMember.code, "nothing"],
  [catalogue.NonEnumerableSubsetMember.code, "nothing"],
  [catalogue.TypedModelValueMember.code, "nothing"],
  [catalogue.EqualityNonIntegerDomain.code, "nothing"],
  // IntValue/StringValue/BoolValue.equals on a value of another kind (Assert.fail, nothing appended).
  [catalogue.EqualityNonKind.code, "nothing"],
  // FcnRcdValue/TupleValue/SetEnumValue/IntervalValue.equals on a value of another kind (Assert.fail; difftest seed 200771).
  [catalogue.EqualityUndefined.code, "nothing"],
  // UserValue.equals (Nat, Int, STRING, Seq(S)) against a value not its own (Assert.fail; Seq(1) # {} in an invariant).
  [catalogue.EqualityOverridden.code, "nothing"],
  // RecordValue.apply on a non-string (Assert.fail with the record's source, nothing appended).
  [catalogue.RecordNonStringArgument.code, "nothing"],
  // RecordValue.apply of a string outside the record's fields (Assert.fail, nothing appended).
  [catalogue.RecordMissingField.code, "nothing"],
  // IntValue/StringValue/BoolValue/RecordValue.compareTo on a value of another kind (Assert.fail).
  [catalogue.CompareNonKind.code, "nothing"],
  [catalogue.CompareNonRecord.code, "nothing"],
  [catalogue.CompareSetOrFunction.code, "nothing"],
  // RecordValue.equals on a non-record.
  [catalogue.EqualityNonRecord.code, "nothing"],
  // TLC's wrapper of an override's failure.
  [catalogue.OverrideFailed.code, "nothing"],
  // ... of an Assert.fail(msg, expr) inside the override: the location ends the wrapped message.
  [catalogue.OverrideFailedAt.code, "location"],
  [catalogue.SymmetryNotSet.code, "nothing"],
  [catalogue.SymmetryNotFunctions.code, "nothing"],
  // OpRcdValue.apply: an operator constant given pointwise, applied outside its table.
  [catalogue.OperatorTableUndefined.code, "nothing"],
  [catalogue.OperatorTableArity.code, "nothing"],
]);

/**
 * Errors TLC raises as an EvalException carrying its own error code: while computing
 * successors, ModelChecker's replay returns that code, so TLC exits with its status
 * (Assert's 14, the generic 255 for the others) instead of 75. Each checked against TLC.
 */
const evalExceptions: ReadonlySet<string> = new Set([
  catalogue.AssertFailed.code,
  catalogue.IntegerOverflow.code,
  catalogue.DivisionByZero.code,
  catalogue.EmptySequence.code,
  // FiniteSets' Cardinality of a set it cannot count (EC.TLC_MODULE_COMPUTING_CARDINALITY): exit 255 in Next.
  catalogue.CardinalityUndefined.code,
  // A standard module's argument of the wrong kind or outside the domain (EC.TLC_MODULE_ARGUMENT_ERROR and
  // _NOT_IN_DOMAIN: Len(0), SelectSeq(0, ...), SubSeq(<<>>, -1, 2)).
  catalogue.ArgumentType.code,
  catalogue.SingleArgumentType.code,
  catalogue.ArgumentNotInDomain.code,
  // Sequences' Append and \o on a non-sequence (EC.TLC_MODULE_EVALUATING).
  catalogue.ModuleEvaluating.code,
  // Nat, Int, STRING, Seq(S) membership of a value of the wrong kind (TLC_MODULE_CHECK_MEMBER_OF).
  catalogue.MemberOfOverridden.code,
  // A module operator applied to a value of the wrong kind (EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE: BagCardinality).
  catalogue.AppliedToWrongValue.code,
  catalogue.OverrideNullPointer.code,
]);

/** Whether TLC raised this error as an EvalException with its own error code (see evalExceptions). */
export function isTlcEvalExceptionInNext(e: CheckError): boolean {
  return evalExceptions.has(e.code);
}

/** Whether TLC raises this error as a RuntimeException. */
export function isTlcRuntimeException(e: CheckError): boolean {
  return runtimeExceptions.has(e.code);
}

/** Whether TLC raises an error of this code as a RuntimeException (util.Assert.fail), by its code alone. */
export function raisedAsRuntimeException(code: string): boolean {
  return runtimeExceptions.has(code);
}

/** Whether TLC appends the location of the failing expression to this error's message (its innermost position). */
export function appendsLocation(code: string): boolean {
  return runtimeExceptions.get(code) === "location";
}

/**
 * Which replays in position-recording mode `result` needs before it prints as TLC prints it
 * (compiler/cli/nestedPositions.ts `withTlcReplays`, run by `tla2ts check` and the difftest):
 * an error's nested positions, the innermost location TLC appends to an invariant's or an
 * ASSUME's error, an ALIAS error's location. Empty when none (nothing to load).
 */
export function tlcReplays(result: CheckResult): { positions: boolean; invariant: boolean; assumption: boolean; alias: boolean; followedBy: boolean } | undefined {
  const e = result.error;
  const positions = e !== undefined && replaysForPositions(e);
  const invariant = e !== undefined && e.phase === "invariant" && e.onInitialState !== true && appendsLocation(e.code);
  const assumption = e !== undefined && e.phase === "assumption" && appendsLocation(e.code);
  const alias = result.trace?.some((step) => step.aliasErrorReplay === true) === true;
  // A labelling error printed after a deadlock (bfs.ts `deadlockBeforeLabelling`) is replayed for its positions.
  const followedBy = result.followedBy !== undefined && tlcReplays(result.followedBy) !== undefined;
  return positions || invariant || assumption || alias || followedBy ? { positions, invariant, assumption, alias, followedBy } : undefined;
}

/** The error's message as TLC prints it: with the location or the empty line its RuntimeException appends. */
export function tlcMessage(e: CheckError, tlcLocation: (l: SourceLocation) => string): string[] {
  const appended = runtimeExceptions.get(e.code);
  // The innermost position: the expression TLC's Assert.fail names (exact when the error was replayed, nestedPositions.ts).
  const where = e.positions?.[e.positions.length - 1] ?? e.location;
  if (appended === "location" && where !== undefined) return [e.message, tlcLocation(where)];
  if (appended === "empty line") return [e.message, ""];
  return [e.message];
}

/** Whether TLC replays an error of this kind to list its nested positions (runtime/check/nestedPositions.ts), and so do we. */
export function replaysForPositions(e: CheckError): boolean {
  if (e.code === catalogue.InitIncomplete.code) return true;
  // TLC's StackOverflowError keeps no call stack (report.ts): running the recursion again would find nothing to print.
  if (e.code === catalogue.RecursionTooDeep.code) return false;
  const replayed = e.phase === "init" || e.phase === "next" || e.phase === "constraint" || e.phase === "action-constraint" || e.phase === "action-property" || e.labelling === true;
  return replayed && e.location !== undefined && e.fingerprinting !== true;
}
