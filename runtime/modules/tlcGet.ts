// TLCGet's records about the run (TLC's TLCGetSet.TLCGetStringValue, ModelChecker and
// Simulator getConfig/getStatistics): "stats", "config", "revision", "spec", "action".
// Field names and values are TLC's; where TLC's value describes its own process (the
// jar's path, its random seed, wall-clock seconds) tla2ts gives its own equivalent
// (docs/semantics.md, "TLCGet's records").
//
// A record's fields print in intern-token order (docs/semantics.md §1.2): the names are
// interned in the order TLC's classes intern them before any record is built, so the
// names the spec did not use itself print as TLC prints them.

import { actionRecord } from "../check/counterExample.js";
import type { EvalContext, RunInfo, SourceLocation } from "../check/spec.js";
import { EvalError, setOf, type Value } from "../values/index.js";
import { builtRecord as record } from "./core.js";

/**
 * The field names of the records below in the order TLC interns them, read off its
 * output; its simulator interns some earlier ("actions" of its statistics).
 */
const fieldOrder: Readonly<Record<RunInfo["mode"], readonly string[]>> = {
  bfs: [
    "install", "mode", "deadlock", "seed", "fingerprint", "worker", "duration", "generated", "diameter", "distinct", "initial", "queue",
    "timestamp", "date", "count", "tag", "calver",
    "impliedinits", "impliedactions", "invariants", "impliedtemporals", "temporals", "actions", "inits", "variables", "actionconstraints", "constraints",
  ],
  simulate: [
    "install", "mode", "deadlock", "seed", "behavior", "id", "worker", "traces", "depth", "aril", "sched",
    "actions", "duration", "generated", "distinct", "retries", "distinctvalues", "levelmean", "levelvariance",
    "timestamp", "date", "count", "tag", "calver",
    "impliedinits", "impliedactions", "invariants", "impliedtemporals", "temporals", "inits", "variables", "actionconstraints", "constraints",
  ],
};

/** A record whose field names not used by the spec itself are in TLC's order. */
function tlcRecord(ctx: EvalContext, fields: readonly (readonly [string, Value])[]): Value {
  for (const name of fieldOrder[ctx.run?.mode ?? "bfs"]) ctx.intern.string(name);
  return record(
    ctx,
    fields.map(([n]) => n),
    fields.map(([, v]) => v),
  );
}

function runOf(ctx: EvalContext, key: string): RunInfo {
  if (ctx.run === undefined) throw new EvalError("TLCGetUndefined", { key });
  return ctx.run;
}

/** Whole seconds since the run started (TLC: since its class loaded, java's start-up included). */
export function durationSeconds(ctx: EvalContext): number {
  return Math.floor((Date.now() - runOf(ctx, "duration").startedMs) / 1000);
}

/** TLCGet("stats"): the search's counters (TLC's ModelChecker.getStatistics, Simulator.getStatistics). */
export function statsRecord(ctx: EvalContext): Value {
  const run = runOf(ctx, "stats");
  const st = ctx.stats;
  const sim = run.simulation?.();
  if (sim !== undefined) {
    // Counts per action name in the behaviour in progress; -1 for what TLC's simulator does not count.
    const counts = new Map<string, number>();
    for (const a of sim.actions) counts.set(a, (counts.get(a) ?? 0) + 1);
    const behaviour = tlcRecord(ctx, [
      ["id", sim.traces],
      ["actions", record(ctx, [...counts.keys()], [...counts.values()])],
    ]);
    return tlcRecord(ctx, [
      ["behavior", behaviour],
      ["worker", 0],
      ["traces", sim.traces],
      ["actions", record(ctx, [], [])],
      ["duration", durationSeconds(ctx)],
      ["generated", st.generated],
      ["distinct", -1],
      ["retries", -1],
      ["distinctvalues", -1],
      ["levelmean", sim.levelMean],
      ["levelvariance", sim.levelVariance],
    ]);
  }
  return tlcRecord(ctx, [
    ["worker", 0],
    ["duration", durationSeconds(ctx)],
    ["generated", st.generated],
    ["diameter", st.diameter],
    ["distinct", st.distinct],
    ["initial", run.initial()],
    ["queue", st.queue],
  ]);
}

/** Where tla2ts runs from, as TLC's "install" is its jar: the package's folder. */
function installPath(): string {
  return decodeURIComponent(new URL("../../..", import.meta.url).pathname).replace(/\/$/, "");
}

/** TLCGet("config") (TLC's ModelChecker.getConfig, Simulator.getConfig). */
export function configRecord(ctx: EvalContext): Value {
  const run = runOf(ctx, "config");
  const s = (text: string): Value => ctx.intern.string(text);
  if (run.mode === "simulate") {
    return tlcRecord(ctx, [
      ["install", s(installPath())],
      ["mode", s("simulate")],
      ["deadlock", run.deadlock],
      ["seed", s(run.seed)],
      ["worker", run.workers],
      ["traces", run.traces ?? 0],
      ["depth", run.depth ?? 0],
      ["aril", s("0")],
      ["sched", s("random")],
    ]);
  }
  return tlcRecord(ctx, [
    ["install", s(installPath())],
    ["mode", s("bfs")],
    ["deadlock", run.deadlock],
    ["seed", s(run.seed)],
    ["fingerprint", s("0")],
    ["worker", run.workers],
  ]);
}

/**
 * TLCGet("revision"): the TLC release whose answers tla2ts reproduces (the oracle it is
 * tested against), so that a spec testing TLC's revision sees the features it has.
 */
export function revisionRecord(ctx: EvalContext): Value {
  return tlcRecord(ctx, [
    ["timestamp", 1777481289],
    ["date", ctx.intern.string("2026-04-29T16:48:09.0Z")],
    ["count", 0],
    ["tag", ctx.intern.string("cc6b616")],
    ["calver", ctx.intern.string("2026.04.29.164809")],
  ]);
}

/** TLC's Action.UNKNOWN: what TLCGet("action") is outside the simulator (TLC's plain states carry no action). */
function unknownAction(ctx: EvalContext): Value {
  return named(ctx, "UnnamedAction", { module: "--TLA+ BUILTINS--", file: "", line: 0, column: 0, endLine: 0, endColumn: 0 });
}

function named(ctx: EvalContext, name: string, location: SourceLocation | undefined): Value {
  return actionRecord(undefined, ctx, { action: name, ...(location !== undefined ? { location } : {}), state: [] });
}

/** TLCGet("action"): the action that produced the state evaluated, in simulation; TLC's unknown action otherwise. */
export function currentAction(ctx: EvalContext): Value {
  const a = ctx.run?.action?.();
  if (a === undefined) return unknownAction(ctx);
  return actionRecord(runOf(ctx, "action").spec, ctx, { action: a.name, location: a.location, state: [] });
}

/** TLCGet("spec"): the parts of the behaviour spec and model, each `[name, location]` (TLC's RecordValue(Action)). */
export function specRecord(ctx: EvalContext): Value {
  const spec = runOf(ctx, "spec").spec;
  const parts = (xs: readonly { readonly name: string; readonly location: SourceLocation }[] | undefined): Value => setOf((xs ?? []).map((x) => named(ctx, x.name, x.location)));
  const wholeDefinition = (c: { readonly name: string; readonly location: SourceLocation }) => ({ name: c.name, location: spec.definitionLocations?.[c.name] ?? c.location });
  const variables = spec.variables.map((name, i) => named(ctx, name, spec.variableLocations?.[i]));
  return tlcRecord(ctx, [
    ["impliedinits", parts(spec.initialProperties)],
    ["impliedactions", parts(spec.actionProperties)],
    ["invariants", parts(spec.invariants)],
    ["impliedtemporals", parts(spec.liveness?.properties)],
    ["temporals", parts(spec.temporals)],
    ["actions", setOf(spec.actions.map((a) => actionRecord(spec, ctx, { action: a.name, location: a.location, state: [] })))],
    ["inits", parts(spec.specInits ?? (spec.initAction === undefined ? [] : [spec.initAction]))],
    ["variables", setOf(variables)],
    ["actionconstraints", parts(spec.actionConstraints.map(wholeDefinition))],
    ["constraints", parts(spec.constraints.map(wholeDefinition))],
  ]);
}
