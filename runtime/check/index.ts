// The breadth-first safety checker and its reports: what the CLI and other runtime
// parts use from runtime/check.

export { check, toCheckError } from "./bfs.js";
export type { CheckError, CheckEvent, CheckOptions, CheckResult, Counts, ErrorPhase, OutdegreeSummary, ResultKind, TraceStep } from "./result.js";
export { formatTlcResult, initDoneLine, printBehavior, printTraceState, tlcDuration, tlcLocation, type ReportOptions } from "./report.js";
export { toJsonResult, type JsonResult, type JsonTraceStep } from "./reportJson.js";
export { toItf, toItfValue, type ItfTrace, type ItfValue } from "./itf.js";
export { tlcVariableOrder } from "./varOrder.js";
export { FingerprintSet, type FingerprintSetLike } from "./seen.js";
export type * from "./spec.js";
export { SpecEvalError } from "./specEvalError.js";
export { combineObservers, type SearchObserver } from "./searchObserver.js";
export { ActionCoverage, type ActionCount } from "./actionCoverage.js";
export { DotGraphWriter } from "./dotDump.js";
