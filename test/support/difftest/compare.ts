// One differential test: a seed's spec checked by us (in process, as the conformance
// tests do) and by TLC, and the first way the two answers differ.

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runModel } from "../runModel.js";
import { violationLines } from "../../../runtime/check/report.js";
import { exitCodeOf } from "../../../compiler/cli/checkCommand.js";
import { withTlcReplays } from "../../../compiler/cli/nestedPositions.js";
import { tlcReplays } from "../../../runtime/check/tlcExceptions.js";
import { generateSpec, type GenerateOptions, type GeneratedSpec } from "./generate.js";
import { generateModel } from "./generateModel.js";
import { generatePlusCal } from "./generatePlusCal.js";
import { behaviorText, errorText, positionsText, tlcResult, type TlcResult, type Verdict } from "./tlc.js";

export interface CompareOptions extends GenerateOptions {
  /** Protocol-shaped models (generateModel.ts) instead of generate.ts's expression specs. */
  readonly models?: boolean;
  /** Specs in the shape of PlusCal's translation (generatePlusCal.ts) instead. */
  readonly pluscal?: boolean;
  /** Also compare the printed behavior of a violation (states, labels, "Back to state"). */
  readonly traces?: boolean;
}

/** Specs with more distinct states than this are skipped (TLC is not asked). */
export const maxDistinctStates = 5000;

/** Our answer: TLC's terms, plus parse (we rejected the spec), limit (too many states) and crash (we threw). */
export type OurResult = Verdict;

export interface Comparison {
  readonly spec: GeneratedSpec;
  readonly ours: OurResult;
  readonly tlc?: TlcResult;
  /** "match", "skipped" (too many states, or TLC timed out) or the mismatch class. */
  readonly outcome: string;
  /** What differs, with both values. */
  readonly detail?: string;
}

/** Writes the spec and its cfg into a fresh temporary folder; returns the folder. */
export function writeSpec(spec: GeneratedSpec, dir = mkdtempSync(join(tmpdir(), "tla2ts-difftest-"))): string {
  writeFileSync(join(dir, `${spec.module}.tla`), spec.tla);
  writeFileSync(join(dir, `${spec.module}.cfg`), spec.cfg);
  for (const [name, text] of Object.entries(spec.extraFiles ?? {})) writeFileSync(join(dir, name), text);
  return dir;
}

export async function runOurs(spec: GeneratedSpec): Promise<OurResult> {
  const dir = writeSpec(spec);
  try {
    const run = await runModel(join(dir, `${spec.module}.tla`), join(dir, `${spec.module}.cfg`), { maxStates: maxDistinctStates });
    let r = run.result;
    // As `tla2ts check` does: the error replayed for TLC's nested positions and appended locations.
    if (r !== undefined && tlcReplays(r) !== undefined) r = await withTlcReplays({ spec: join(dir, `${spec.module}.tla`), config: join(dir, `${spec.module}.cfg`), libPaths: [] }, r);
    if (r === undefined) {
      const first = run.diagnostics.find((d) => d.severity === "error");
      return { result: "parse", message: first ? `${first.code} ${first.message.split("\n")[0]}` : "no code" };
    }
    return {
      result: r.result,
      distinctStates: r.distinctStates,
      statesGenerated: r.statesGenerated,
      depth: r.depth,
      ...(r.violated !== undefined ? { violated: r.violated } : {}),
      ...(r.trace ? { traceLength: r.trace.length } : {}),
      ...(r.error ? { message: `${r.error.code} ${r.error.message.split("\n")[0]}` } : {}),
      // As formatTlcResult prints it: a report the same expansion found after this one follows (a labelling after a stop).
      ...(run.spec ? printed([...violationLines(run.spec, r).lines, ...(r.followedBy !== undefined ? violationLines(run.spec, r.followedBy).lines : [])].join("\n")) : {}),
      exitCode: exitCodeOf(r),
    };
  } catch (e) {
    return { result: "crash", message: (e as Error).message.split("\n")[0] };
  }
}

function printed(text: string): Pick<OurResult, "behavior" | "errorText" | "positions"> {
  const behavior = behaviorText(text);
  const error = errorText(text);
  const positions = positionsText(text);
  return { ...(behavior !== undefined ? { behavior } : {}), ...(error !== undefined ? { errorText: error } : {}), ...(positions !== undefined ? { positions } : {}) };
}

/** The first difference between our answer and TLC's: [class, detail], or undefined. */
export function difference(ours: OurResult, tlc: TlcResult, traces = false): [string, string] | undefined {
  if (ours.result !== tlc.result) {
    // TLC's timed periodic liveness check found a lasso before its search reached the point where ours stopped
    // (a deadlock, an invariant, ... found by ours after more states than TLC had generated; seed 895 under load).
    if (tlc.result === "temporal" && tlc.exitCode === 13 && (tlc.queueLeft ?? 0) > 0 && laterStop(ours, tlc)) {
      return [periodicCheckOutcome, `ours ${ours.result} after ${ours.statesGenerated} generated, TLC temporal after ${tlc.statesGenerated}`];
    }
    return [`verdict ${ours.result} vs TLC ${tlc.result}`, `ours: ${ours.result} ${ours.message ?? ""} | TLC: ${tlc.result} ${tlc.message ?? ""}`];
  }
  if (traces && tlc.result !== "parse" && ours.exitCode !== tlc.exitCode) return ["exit status", `ours ${ours.exitCode}, TLC ${tlc.exitCode}`];
  if (tlc.result === "error" && traces && ours.errorText !== tlc.errorText) return ["error message", firstDifferentLine(ours.errorText ?? "", tlc.errorText ?? "")];
  if (tlc.result === "error" && traces && ours.positions !== tlc.positions) return ["error positions", firstDifferentLine(ours.positions ?? "", tlc.positions ?? "")];
  if (tlc.result === "error" || tlc.result === "parse") return undefined;
  if (tlc.violated !== undefined && ours.violated !== tlc.violated) return ["violated name", `ours ${ours.violated}, TLC ${tlc.violated}`];
  if (tlc.result === "temporal") return temporalDifference(ours, tlc, traces);
  if (tlc.result !== "ok" && tlc.traceLength !== undefined && ours.traceLength !== tlc.traceLength) {
    return [`${tlc.result} trace length`, `ours ${ours.traceLength}, TLC ${tlc.traceLength}`];
  }
  const figures = figureDifferences(ours, tlc);
  if (figures) return [tlc.result === "ok" ? "counts" : `${tlc.result} stop point`, figures];
  if (traces && tlc.behavior !== ours.behavior) return [`${tlc.result} printed behavior`, firstDifferentLine(ours.behavior ?? "", tlc.behavior ?? "")];
  return undefined;
}

/** The outcome class of a temporal violation whose figures match but whose lasso is not TLC's (allowed: docs/semantics.md). */
export const lassoShapeOutcome = "match, another lasso (allowed)";

/** The outcome class of a temporal violation TLC found in a periodic check during its search (allowed: timing-dependent). */
export const periodicCheckOutcome = "match, TLC stopped at a timed periodic check (allowed)";

/** Outcomes counted as matches: TLC's choice there is not the spec's. */
export const allowedOutcomes: readonly string[] = [lassoShapeOutcome, periodicCheckOutcome];

/** Whether ours stopped on a safety verdict after more states generated than TLC had when it stopped. */
function laterStop(ours: OurResult, tlc: TlcResult): boolean {
  if (!["deadlock", "invariant", "action-property", "error"].includes(ours.result)) return false;
  return ours.statesGenerated !== undefined && tlc.statesGenerated !== undefined && ours.statesGenerated > tlc.statesGenerated;
}

/** Distinct states, states generated and depth where they differ ("" when they agree). */
function figureDifferences(ours: OurResult, tlc: TlcResult): string {
  return (["distinctStates", "statesGenerated", "depth"] as const)
    .filter((k) => tlc[k] !== undefined && ours[k] !== tlc[k])
    .map((k) => `${k} ours ${ours[k]}, TLC ${tlc[k]}`)
    .join("; ");
}

/**
 * A temporal violation: the counts must be TLC's; the lasso need not be (docs/semantics.md:
 * TLC's depends on when its periodic SCC checks ran), nor then the properties named,
 * which TLC takes from its lasso. With the same lasso, the names must be TLC's.
 */
function temporalDifference(ours: OurResult, tlc: TlcResult, traces: boolean): [string, string] | undefined {
  const figures = figureDifferences(ours, tlc);
  // Exit 13 with states still queued: one of TLC's periodic liveness checks found it,
  // which run when the graph has grown and time has passed (timing, not the spec, decides).
  if (figures && tlc.exitCode === 13 && (tlc.queueLeft ?? 0) > 0) return [periodicCheckOutcome, figures];
  if (figures) return ["temporal stop point", figures];
  if (!traces || ours.behavior === tlc.behavior) return undefined;
  // TLC names the properties its lasso violates: with another lasso, other names may be right too.
  const [oursLine, ...oursLasso] = (ours.behavior ?? "").split("\n");
  const [tlcLine, ...tlcLasso] = (tlc.behavior ?? "").split("\n");
  if (oursLasso.join("\n") === tlcLasso.join("\n")) return ["temporal violated line", `ours ${oursLine}, TLC ${tlcLine}`];
  return [lassoShapeOutcome, firstDifferentLine(ours.behavior ?? "", tlc.behavior ?? "")];
}

function firstDifferentLine(ours: string, tlc: string): string {
  const a = ours.split("\n");
  const b = tlc.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `line ${i + 1}: ours ${JSON.stringify(a[i] ?? "<end>")}, TLC ${JSON.stringify(b[i] ?? "<end>")}`;
}

/** Our answer now, TLC's later (TLC runs one JVM at a time; the promise resolves when it has answered). */
export async function compareSeed(seed: number, options: CompareOptions = {}): Promise<() => Promise<Comparison>> {
  const spec = options.pluscal ? generatePlusCal(seed) : options.models ? generateModel(seed) : generateSpec(seed, options);
  const ours = await runOurs(spec);
  if (ours.result === "limit") return () => Promise.resolve({ spec, ours, outcome: "skipped" });
  const pending = tlcResult(spec.tla, spec.cfg, spec.module, 120, spec.extraFiles);
  return async () => {
    const tlc = await pending;
    if (tlc.result === "timeout" || tlc.result === "tlc-failure") return { spec, ours, tlc, outcome: "skipped" };
    const diff = difference(ours, tlc, options.traces);
    if (diff === undefined) return { spec, ours, tlc, outcome: "match" };
    if (allowedOutcomes.includes(diff[0])) return { spec, ours, tlc, outcome: diff[0], detail: diff[1] };
    if (!options.models && !options.pluscal && spec.features.includes("call-by-name") && options.callByName !== false) {
      // The same spec with the call-by-name operators written out behaves the same in TLC.
      const plain = generateSpec(seed, { ...options, callByName: false });
      if (difference(await runOurs(plain), tlc, options.traces) === undefined) {
        return { spec, ours, tlc, outcome: "call-by-name (matches when written out)", detail: `${diff[0]}: ${diff[1]}` };
      }
    }
    return { spec, ours, tlc, outcome: diff[0], detail: diff[1] };
  };
}
