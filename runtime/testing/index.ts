// Model-based testing of implementations against a spec's typed machine (`tla2ts/testing`).

export { modelBasedTest, type ModelBasedTestOptions, type ModelBasedTestResult, type ModelBasedTestFailure } from "./modelBasedTest.js";
export type { Driver } from "./driver.js";
export type { Mismatch, Step } from "./behaviour.js";
export type { VariableDifference } from "./compare.js";
export { CoverageTooLarge } from "./coverage.js";
export { validateTrace, TraceSearchTooLarge, TraceInputError, type TraceLine, type ValidateTraceOptions, type ValidateTraceResult } from "./validateTrace.js";
export { searchTrace, TraceSearch, type LoggedLine, type LoggedAction, type TraceSearchOptions, type TraceSearchResult } from "./traceSearch.js";
export { readTrace, parseMapping, type TraceMapping, type ReadTrace, type TracePlace } from "./traceFile.js";
