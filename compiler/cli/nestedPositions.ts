// The nested positions of an evaluation error, as TLC lists them: the spec compiled
// again in position-recording mode and the error replayed there
// (runtime/check/nestedPositions.ts). Loaded only when a run stops on such an error.

import { compileToJsAsync, loadCompiledSpec } from "../index.js";
import { aliasErrorMessages, assumptionErrorLocation, invariantErrorLocation, nestedPositions } from "../../runtime/check/nestedPositions.js";
import type { CheckResult } from "../../runtime/check/result.js";
import { tlcReplays } from "../../runtime/check/tlcExceptions.js";
import type { SpecInput } from "./loadSpec.js";

/** `result` with its error's positions replayed; as it is when the replay cannot reproduce the error. */
export async function withNestedPositions(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  const error = result.error;
  if (error === undefined) return result;
  const compiled = await compileToJsAsync(o.spec, { config: o.config, libPaths: o.libPaths, nestedPositions: true });
  if (compiled.code === undefined) return result;
  try {
    const replayed = nestedPositions(await loadCompiledSpec(compiled.code), error, result.trace);
    if (replayed === undefined) return result;
    const step = replayed.incompleteStep;
    const trace = step === undefined ? {} : { trace: [...(result.trace ?? []), step] };
    const added = replayed.addedStates ?? 0;
    const counts = added === 0 ? {} : { statesGenerated: result.statesGenerated + added, distinctStates: result.distinctStates + added, queueLeft: result.queueLeft + added };
    return {
      ...result,
      ...trace,
      ...counts,
      error: {
        ...error,
        positions: replayed.positions,
        replayOutput: replayed.output,
        ...(replayed.inFairnessAction ? { inFairnessAction: true as const } : {}),
        ...(replayed.fingerprint ? { replayFingerprint: true as const } : {}),
        ...(replayed.clean ? { replayClean: true as const } : {}),
      },
    };
  } catch {
    // The replay is a courtesy: the positions the run found stay.
    return result;
  }
}

/** `result` with the ALIAS errors of its trace worded with their exact locations (replayed in position-recording mode). */
export async function withAliasErrorPositions(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  const trace = result.trace;
  if (trace === undefined || !trace.some((step) => step.aliasErrorReplay === true)) return result;
  const compiled = await compileToJsAsync(o.spec, { config: o.config, libPaths: o.libPaths, nestedPositions: true });
  if (compiled.code === undefined) return result;
  try {
    const messages = aliasErrorMessages(await loadCompiledSpec(compiled.code), trace);
    return { ...result, trace: trace.map((step, k) => (messages.has(k) ? { ...step, aliasError: messages.get(k)! } : step)) };
  } catch {
    // A courtesy, as the positions of errors are: the run's wording stays.
    return result;
  }
}

/** `result` with its invariant error located at the innermost expression TLC's message names (replayed in position-recording mode). */
export async function withInvariantErrorLocation(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  const error = result.error;
  if (error === undefined || result.trace === undefined) return result;
  const compiled = await compileToJsAsync(o.spec, { config: o.config, libPaths: o.libPaths, nestedPositions: true });
  if (compiled.code === undefined) return result;
  try {
    const location = invariantErrorLocation(await loadCompiledSpec(compiled.code), error, result.trace);
    if (location === undefined) return result;
    // The run's positions end with an enclosing expression; TLC prints none for an invariant, only this location.
    const { positions: _coarse, ...rest } = error;
    return { ...result, error: { ...rest, location } };
  } catch {
    return result;
  }
}

/** `result` with its ASSUME's error located at the innermost expression TLC's message names (replayed in position-recording mode). */
export async function withAssumptionErrorLocation(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  const error = result.error;
  const at = result.violatedLocation;
  if (error === undefined || at === undefined) return result;
  const compiled = await compileToJsAsync(o.spec, { config: o.config, libPaths: o.libPaths, nestedPositions: true });
  if (compiled.code === undefined) return result;
  try {
    const location = assumptionErrorLocation(await loadCompiledSpec(compiled.code), error, at);
    if (location === undefined) return result;
    const { positions: _coarse, ...rest } = error;
    return { ...result, error: { ...rest, location } };
  } catch {
    return result;
  }
}

/**
 * `result` after every replay it needs to print as TLC prints it (`tlcReplays`), in this order:
 * the nested positions of an error in Init or an action, the location TLC appends to an
 * invariant's or an ASSUME's error (the positions may have changed the error, so asked again),
 * and an ALIAS error's location. `tla2ts check` and the difftest both print through this.
 */
export async function withTlcReplays(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  if (tlcReplays(result)?.positions === true) result = await withNestedPositions(o, result);
  if (tlcReplays(result)?.invariant === true) result = await withInvariantErrorLocation(o, result);
  if (tlcReplays(result)?.assumption === true) result = await withAssumptionErrorLocation(o, result);
  if (tlcReplays(result)?.alias === true) result = await withAliasErrorPositions(o, result);
  if (tlcReplays(result)?.followedBy === true) {
    const followedBy = await withTlcReplays(o, result.followedBy!);
    // A labelling after a stop that ends in TLC's FingerprintException escapes Worker.doNextCheckLiveness's catch
    // (EvalException, TLCRuntimeException): no positions printed, the stop's own report as without it.
    if (followedBy.error?.afterStop === true && followedBy.error.replayFingerprint === true) return withoutLabellingAfter(o, result);
    result = { ...result, followedBy };
  }
  return result;
}

/** `result` as reported when the labelling after its stop printed nothing (its own replays run again). */
async function withoutLabellingAfter(o: SpecInput, result: CheckResult): Promise<CheckResult> {
  const { followedBy: _dropped, ...rest } = result;
  if (rest.error?.labellingAfter !== true) return rest;
  const { labellingAfter: _flag, ...error } = rest.error;
  return { ...rest, error };
}
