// Counterexample reconstruction (TLC-SEMANTICS §5.4; TLC's Tool.getState and
// ConcurrentTLCTrace). Only fingerprints and parent links are kept, so the path is
// replayed: the initial state is the first Init state with the recorded fingerprint;
// each following state is the first successor with the next recorded fingerprint,
// trying the sub-actions in split order and evaluating each tried action completely,
// as TLC does (so Print output inside actions repeats as it does under TLC). The
// label of a step is the action that produced it.

import { EvalError, type Value } from "../values/index.js";
import type { ParentLinks } from "./parentLinks.js";
import type { TraceStep } from "./result.js";
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
): TraceStep[] {
  return replayPath(spec, ctx, fp, links, links.pathTo(target), observe);
}

/** Runs an ALIAS evaluation with TLCExt!Trace as the counterexample's prefix up to the state shown (TLC's evalAlias). */
export type AliasPrefix = (prefix: readonly State[], work: () => Value) => Value;

/** Told before Init runs (`from` undefined) and before the actions run from each state of the path: the states found so far. */
export type ReplayObserver = (found: readonly State[], from: State | undefined) => void;

/**
 * The steps along `path`, distinct-state indices each reachable from the previous one
 * by some sub-action (the first an initial state): used for lassos, whose cycle is
 * not a chain of parent links.
 */
export function replayPath(
  spec: CompiledSpec,
  ctx: EvalContext,
  fp: StateFingerprinter,
  links: ParentLinks,
  path: readonly number[],
  observe?: ReplayObserver,
): TraceStep[] {
  const steps: TraceStep[] = [];
  const states: State[] = [];
  let wantHi = links.hiOf(path[0]!);
  let wantLo = links.loOf(path[0]!);
  let found: State | undefined;
  const match = (s: State): void => {
    if (found !== undefined) return;
    fp.compute(s);
    if (fp.hi === wantHi && fp.lo === wantLo) found = s;
  };
  observe?.(states, undefined);
  spec.init.generate(ctx, match);
  if (found === undefined) throw new EvalError("InitNotRecovered", {});
  steps.push({ action: undefined, state: found });
  states.push(found);
  for (let k = 1; k < path.length; k++) {
    const from: State = found;
    wantHi = links.hiOf(path[k]!);
    wantLo = links.loOf(path[k]!);
    found = undefined;
    observe?.(states, from);
    for (const action of spec.actions) {
      action.generate(ctx, from, match);
      if (found !== undefined) {
        steps.push({ action: action.name, location: action.location, state: found });
        states.push(found);
        break;
      }
    }
    if (found === undefined) throw new EvalError("NextNotRecovered", { step: String(k + 1) });
  }
  return steps;
}

/** The steps with their ALIAS records, when the spec has an ALIAS. */
export function withAliases(spec: CompiledSpec, ctx: EvalContext, trace: TraceStep[], withPrefix?: AliasPrefix): TraceStep[] {
  const alias = spec.alias;
  if (alias === undefined) return trace;
  const states = trace.map((step) => step.state);
  const level = ctx.stats.level;
  return trace.map((step, i) => {
    // TLCGet("level") in the ALIAS is the level of the state shown, as in TLC.
    ctx.stats.level = i + 1;
    try {
      const value = (): Value => alias(ctx, step.state, trace[i + 1]?.state);
      return { ...step, alias: withPrefix === undefined ? value() : withPrefix(states.slice(0, i + 1), value) };
    } catch {
      // TLC falls back to printing the state when the alias cannot be evaluated.
      return step;
    } finally {
      ctx.stats.level = level;
    }
  });
}
