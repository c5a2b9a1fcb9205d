// Counterexample reconstruction (TLC-SEMANTICS §5.4; TLC's Tool.getState and
// ConcurrentTLCTrace). Only fingerprints and parent links are kept, so the path is
// replayed: the initial state is the first Init state with the recorded fingerprint;
// each following state is the first successor with the next recorded fingerprint,
// trying the sub-actions in split order and evaluating each tried action completely,
// as TLC does (so Print output inside actions repeats as it does under TLC). The
// label of a step is the action that produced it.

import { EvalError, fingerprintState, type Value } from "../values/index.js";
import type { ParentLinks } from "./parentLinks.js";
import type { CheckError, TraceStep } from "./result.js";
import { tlcLocation } from "./report.js";
import { SpecEvalError } from "./specEvalError.js";
import { appendsLocation, tlcMessage } from "./tlcExceptions.js";
import type { CompiledSpec, EvalContext, State } from "./spec.js";
import type { StateFingerprinter } from "./stateFingerprint.js";

/**
 * The steps from an initial state to the distinct state with index `target`.
 * @throws EvalError InitNotRecovered / NextNotRecovered when replaying finds no state
 *   with the recorded fingerprint (a spec whose actions are not deterministic)
 */
export function rebuildTrace(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  links: ParentLinks,
  target: number,
  observe?: ReplayObserver,
  printed?: string[][],
): TraceStep[] {
  return replayLasso(spec, ctx, fp, links, links.pathTo(target), observe, printed).steps;
}

/** Runs an ALIAS evaluation with TLCExt!Trace as the counterexample's prefix up to the state shown (TLC's evalAlias). */
export type AliasPrefix = (prefix: readonly State[], work: () => Value) => Value;

/** Told before Init runs (`from` undefined) and before the actions run from each state of the path: the states found so far. */
export type ReplayObserver = (found: readonly State[], from: State | undefined) => void;

/**
 * The steps along `path`, distinct-state indices each reachable from the previous one
 * by some sub-action (the first an initial state), and the index in `steps` of each
 * element of `path`: used for lassos, whose cycle is not a chain of parent links. A lasso
 * found under VIEW or SYMMETRY is a path of fingerprints: the concrete state reached
 * for one may lack the step to the next that the first state with its fingerprint has.
 * Then steps that keep the fingerprint are inserted before it (`sameClassDetour`), so the
 * trace is a behaviour of the spec (TLC fails there, "Failed to recover the next state").
 */
export function replayLasso(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  links: ParentLinks,
  path: readonly number[],
  observe?: ReplayObserver,
  printed?: string[][],
): { steps: TraceStep[]; at: number[] } {
  // TLCGet("level") while replaying is the level of the state the actions run from (0 in Init), as in
  // the search: a successor computed from it is the one the search recorded.
  const level = ctx.stats.level;
  const print = ctx.print;
  try {
    // Print/PrintT output of the replay kept per step, for the report to place where TLC prints it.
    return replayPath(spec, ctx, fp, links, path, observe, printed);
  } finally {
    ctx.print = print;
    ctx.stats.level = level;
  }
}

function replayPath(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  links: ParentLinks,
  path: readonly number[],
  observe: ReplayObserver | undefined,
  printed: string[][] | undefined,
): { steps: TraceStep[]; at: number[] } {
  let buffer: string[] = [];
  if (printed !== undefined) ctx.print = (text) => buffer.push(text);
  // The output since the last step found belongs to the step found now.
  const took = (): void => {
    if (printed === undefined) return;
    printed.push(buffer);
    buffer = [];
  };
  const steps: TraceStep[] = [];
  const states: State[] = [];
  const at: number[] = [];
  observe?.(states, undefined);
  ctx.stats.level = 0;
  let found = firstWith(fp, links.hiOf(path[0]!), links.loOf(path[0]!), (sink) => spec.init.generate(ctx, sink));
  if (found === undefined) throw new EvalError("InitNotRecovered", {});
  steps.push({ action: undefined, state: found });
  took();
  states.push(found);
  at.push(0);
  for (let k = 1; k < path.length; k++) {
    const from: State = found;
    const step = stepTo(spec, ctx, fp, from, links.hiOf(path[k]!), links.loOf(path[k]!), states, observe, states.length);
    const detour = step === undefined ? sameClassDetour(spec, ctx, fp, from, links, path[k - 1]!, path[k]!, states, observe) : [step];
    if (detour === undefined) throw new EvalError("NextNotRecovered", { step: String(k + 1) });
    for (const d of detour) {
      steps.push(d);
      took();
      states.push(d.state);
    }
    found = states[states.length - 1]!;
    at.push(steps.length - 1);
  }
  return { steps, at };
}

/** The first step from `from` (sub-actions in split order) to a state with fingerprint hi/lo. */
function stepTo(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  from: State,
  hi: number,
  lo: number,
  states: readonly State[],
  observe: ReplayObserver | undefined,
  level: number,
): TraceStep | undefined {
  observe?.(states, from);
  for (const action of spec.actions) {
    // Each action may have read and changed it (nested replays): TLCGet("level") is `from`'s level.
    ctx.stats.level = level;
    const found = firstWith(fp, hi, lo, (sink) => action.generate(ctx, from, sink));
    if (found !== undefined) return { action: action.name, location: action.location, state: found };
  }
  return undefined;
}

/**
 * What Print/PrintT print while the sub-actions run from `from` until one gives a state
 * with `to`'s fingerprint (TLC's Tool.getState(s2, s1), recovering the last step's action).
 */
export function printedStepping(spec: CompiledSpec, ctx: EvalContext, fp: StateFingerprinter, from: State, to: State, fromLevel: number): string[] {
  const out: string[] = [];
  const print = ctx.print;
  const level = ctx.stats.level;
  ctx.print = (text) => out.push(text);
  try {
    fp.compute(to);
    stepTo(spec, ctx, fp, from, fp.hi, fp.lo, [], undefined, fromLevel);
  } finally {
    ctx.print = print;
    ctx.stats.level = level;
  }
  return out;
}

/** The first state `generate` gives with fingerprint hi/lo; the generator always runs to its end. */
function firstWith(fp: StateFingerprinter, hi: number, lo: number, generate: (sink: (s: State) => void) => void): State | undefined {
  let found: State | undefined;
  generate((s) => {
    if (found !== undefined) return;
    fp.compute(s);
    if (fp.hi === hi && fp.lo === lo) found = s;
  });
  return found;
}

/** How many concrete states a detour may visit before the replay gives up. */
const DETOUR_LIMIT = 10_000;

/**
 * Breadth-first over the steps from `from` that keep the fingerprint of path element
 * `here`, the shortest run of them after which a step reaches `next`'s fingerprint:
 * those steps and that one, or undefined.
 */
function sameClassDetour(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  from: State,
  links: ParentLinks,
  here: number,
  next: number,
  states: readonly State[],
  observe: ReplayObserver | undefined,
): TraceStep[] | undefined {
  const hereHi = links.hiOf(here);
  const hereLo = links.loOf(here);
  const key = new Uint32Array(2);
  const seen = new Set<string>();
  const visit = (s: State): boolean => {
    fingerprintState(s, key);
    const k = `${key[0]}:${key[1]}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  };
  visit(from);
  const queue: { state: State; path: TraceStep[] }[] = [{ state: from, path: [] }];
  for (let head = 0; head < queue.length && head < DETOUR_LIMIT; head++) {
    const { state, path } = queue[head]!;
    const walked = [...states, ...path.map((p) => p.state)];
    if (head > 0) {
      const last = stepTo(spec, ctx, fp, state, links.hiOf(next), links.loOf(next), walked, observe, walked.length);
      if (last !== undefined) return [...path, last];
    }
    observe?.(walked, state);
    for (const action of spec.actions) {
      ctx.stats.level = walked.length;
      action.generate(ctx, state, (s) => {
        fp.compute(s);
        if (fp.hi === hereHi && fp.lo === hereLo && visit(s)) queue.push({ state: s, path: [...path, { action: action.name, location: action.location, state: s }] });
      });
    }
  }
  return undefined;
}

/**
 * TLC's message of an error the ALIAS raised (its getMessage(): with the location of the
 * innermost expression where TLC's Assert.fail appends it); undefined for what is no
 * evaluation error, which TLC's evalAlias does not catch either.
 */
export function aliasErrorMessage(e: unknown): string | undefined {
  const located = e instanceof SpecEvalError ? e : undefined;
  const cause = located !== undefined ? located.cause : e;
  if (!(cause instanceof EvalError)) return undefined;
  const innermost = located?.positions[located.positions.length - 1] ?? located?.location;
  const error: CheckError = {
    code: cause.code,
    message: cause.message,
    ...(innermost !== undefined ? { location: innermost } : {}),
    phase: "invariant",
    name: "ALIAS",
    internal: false,
  };
  return tlcMessage(error, tlcLocation).join("\n");
}

/**
 * The steps with their ALIAS records, when the spec has an ALIAS. Each is evaluated with the
 * next step's state as the successor; the last with `lastSuccessor` (a lasso's loop-back state),
 * else with itself, as TLC does (its test model Alias: `x' - x` is 0 on the last state of an
 * invariant's, a deadlock's or an error's behaviour, "Stuttering").
 */
export function withAliases(spec: CompiledSpec, ctx: EvalContext, trace: TraceStep[], withPrefix?: AliasPrefix, lastSuccessor?: State): TraceStep[] {
  const alias = spec.alias;
  if (alias === undefined) return trace;
  const states = trace.map((step) => step.state);
  const level = ctx.stats.level;
  return trace.map((step, i) => {
    // TLCGet("level") in the ALIAS is the level of the state shown, as in TLC.
    ctx.stats.level = i + 1;
    try {
      const value = (): Value => alias(ctx, step.state, trace[i + 1]?.state ?? lastSuccessor ?? step.state);
      return { ...step, alias: withPrefix === undefined ? value() : withPrefix(states.slice(0, i + 1), value) };
    } catch (e) {
      // TLC's Tool.evalAlias catches an evaluation error and prints the state's variables
      // with the error's message as one more field, _ALIASEvalError.
      const message = aliasErrorMessage(e);
      if (message === undefined) return step;
      // The run's module records only coarse positions: the CLI replays such an error for the exact one.
      const replay = e instanceof SpecEvalError && e.cause instanceof EvalError && appendsLocation(e.cause.code);
      return { ...step, aliasError: message, ...(replay ? { aliasErrorReplay: true as const } : {}) };
    } finally {
      ctx.stats.level = level;
    }
  });
}
