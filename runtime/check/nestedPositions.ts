// TLC lists every expression it was evaluating when an error stopped it ("The error
// occurred when TLC was evaluating the nested expressions at the following positions"):
// it replays the failing evaluation with a tool that keeps a call stack (TLC's
// CallStackTool, ModelChecker's "Replay the error with the error stack recorded").
// We do the same: the run checks with the fast module, which records only the positions
// its existing guards see on the error's way out; on an error in Init, an action or a constraint,
// the CLI compiles the spec again in position-recording mode (compiler Program.frames)
// and this replays there: Init, or every action from the state being expanded, as TLC's
// doNext does, with the constraints on their successors, the state rebuilt in the
// replay's own context by following the trace; an initial state's constraints and
// invariants inside Init, as TLC's DoInitFunctor checks them.
// Nothing of this runs unless an error was found.

import { EvalError, normalizedPrintOptions, printValue, type Value } from "../values/index.js";
import type { CheckError, TraceStep } from "./result.js";
import { withActionsOver, type ActionGenerator, type CompiledSpec, type EvalContext, type SourceLocation, type State } from "./spec.js";
import { SpecEvalError } from "./specEvalError.js";
import { LivenessChecker } from "../liveness/index.js";
import type { Temporal } from "../liveness/formula.js";
import { aliasErrorMessage } from "./trace.js";

/**
 * The positions of `error` found by replaying it on `traced` (a position-recording
 * module of the same spec), or undefined when the replay does not raise the same error.
 * `trace` ends with the state whose successors were being computed (phase "next"), or
 * with the successor a CONSTRAINT or ACTION_CONSTRAINT was checking.
 */
export function nestedPositions(traced: CompiledSpec, error: CheckError, trace: readonly TraceStep[] | undefined): Replayed | undefined {
  let output: string[] | undefined;
  const ctx = traced.createContext((text) => output?.push(text));
  const spec = withActionsOver(traced, ctx);
  const positionsOf = (replay: () => void): Replayed | undefined => {
    output = [];
    // Values built while replaying get a source, as TLC's CallStackTool gives them; not those of the states followed to get here.
    ctx.sources = new WeakMap();
    try {
      replay();
    } catch (e) {
      // An initial state left incomplete (TT5202) is no expression's error: TLC prints the state, no positions.
      const cause = e instanceof SpecEvalError ? e.cause : e;
      if (cause instanceof EvalError && cause.message === error.message && cause.incomplete !== undefined) {
        return { positions: [], output: output.map(withoutWarningHint), incomplete: cause.incomplete as readonly (Value | undefined)[] };
      }
      // An error no frame saw (a constraint's value tested after its evaluation returned): TLC's call stack is empty.
      if (e instanceof EvalError && e.message === error.message) return { positions: [], output: output.map(withoutWarningHint) };
      if (e instanceof SpecEvalError && e.message === error.message) {
        return {
          positions: e.positions,
          output: output.map(withoutWarningHint),
          ...(e.incomplete !== undefined ? { incomplete: e.incomplete } : {}),
          ...(e.fingerprinting ? { fingerprint: true as const } : {}),
        };
      }
    } finally {
      ctx.sources = undefined;
    }
    return undefined;
  };
  // TLC's replay of Init (doInit with a CallStackTool) counts the initial states from 0 again and prints its
  // "Computed n initial states..." progress again (DoInitFunctor.addElement, before each state after a power of two).
  let initialStates = 0;
  const initProgress = (): void => {
    if (initialStates >= 2 && (initialStates & (initialStates - 1)) === 0) output?.push(`Computed ${initialStates} initial states...`);
    initialStates++;
  };
  if (error.onInitialState === true && trace !== undefined && trace.length === 1) {
    // TLC checks an initial state's constraints and invariants while Init computes it: Init's frames come first.
    const wanted = stateKey(trace[0]!.state);
    if (error.livenessInitial === true && traced.liveness !== undefined) {
      // TLC's replay (doInit with a CallStackTool, DoInitFunctor(forceChecks)) finds the states the run put in
      // its fingerprint set seen and calls LiveCheck.addInitState on new ones only: the positions are those of
      // the next new initial state that raises the error, and the states it adds count in the summary.
      const live = new LivenessChecker(traced, ctx);
      const seen = new Set<string>();
      let reached = false;
      let added = 0;
      let raised = false;
      const replayed = positionsOf(() =>
        spec.init.generate(ctx, (s) => {
          initProgress();
          const key = stateKey(s);
          if (spec.constraints.every((c) => c.test(ctx, s)) && !seen.has(key)) {
            seen.add(key);
            if (reached) {
              added++;
              try {
                live.labelInitial(ctx, s);
              } catch (e) {
                raised = true;
                throw e;
              }
            }
          }
          if (key === wanted) reached = true;
          for (const inv of spec.invariants) inv.test(ctx, s);
          for (const p of spec.initialProperties ?? []) p.test(ctx, s);
        }),
      );
      if (replayed !== undefined) return { ...replayed, addedStates: added };
      return raised ? undefined : { positions: [], output: (output ?? []).map(withoutWarningHint), addedStates: added, clean: true };
    }
    return positionsOf(() =>
      spec.init.generate(ctx, (s) => {
        initProgress();
        if (stateKey(s) !== wanted) return;
        for (const c of spec.constraints) c.test(ctx, s);
        for (const inv of spec.invariants) inv.test(ctx, s);
        for (const p of spec.initialProperties ?? []) p.test(ctx, s);
      }),
    );
  }
  if (error.phase === "init") {
    const replayed = positionsOf(() => spec.init.generate(ctx, initProgress));
    const incomplete = replayed?.incomplete;
    return replayed === undefined || incomplete === undefined ? replayed : { ...replayed, incompleteStep: { action: undefined, state: incomplete as State } };
  }
  // The constraints TLC checks on each successor of an action once the action has produced them all (isInModel, isInActions).
  const constrain = (from: State | undefined, successors: readonly State[]): void => {
    for (const s of successors) {
      for (const c of spec.constraints) c.test(ctx, s);
      if (from !== undefined) for (const c of spec.actionConstraints) c.test(ctx, from, s);
    }
  };
  // A constraint's error ends the trace with the successor it was checking.
  const path = trace === undefined ? [] : error.phase === "next" || error.labelling === true ? trace : trace.slice(0, -1);
  if (path.length === 0) {
    return error.phase === "constraint" ? positionsOf(() => constrain(undefined, generated((sink) => spec.init.generate(ctx, sink)))) : undefined;
  }
  const wanted = path.map((step) => stateKey(step.state));
  let state: State | undefined;
  spec.init.generate(ctx, (s) => {
    if (state === undefined && stateKey(s) === wanted[0]) state = s;
  });
  for (let k = 1; k < wanted.length && state !== undefined; k++) {
    const from: State = state;
    state = undefined;
    for (const action of spec.actions) {
      action.generate(ctx, from, (s) => {
        if (state === undefined && stateKey(s) === wanted[k]) state = s;
      });
      if (state !== undefined) break;
    }
  }
  if (state === undefined) return undefined;
  const expanded: State = state;
  if (error.labelling === true) {
    // Worker.doNextCheckLiveness prints the replay's call stack, then doNextFailed the search's own exception:
    // no "unable to fingerprint" frame there (TLC's Github763 test: EC.GENERAL and the nested positions).
    const replayed = labellingPositions(traced, ctx, spec.actions, expanded, path.length, positionsOf, error.afterStop === true);
    // After a stop the flag stays: a FingerprintException escapes doNextCheckLiveness's catch, nothing is printed.
    if (replayed?.fingerprint !== true || error.afterStop === true) return replayed;
    const { fingerprint: _fp, ...rest } = replayed;
    return rest;
  }
  if (error.phase === "action-property") {
    // TLC's Worker replays the action properties on the step whose check failed (the trace's last state).
    // The replay is doNext with a CallStackTool: the successor is generated again there, so the values the
    // action built carry their sources (an equality failing on one is "TLC was unable to fingerprint").
    const wantedNext = stateKey(trace![trace!.length - 1]!.state);
    let found = false;
    const replayed = positionsOf(() => {
      let successor: State | undefined;
      for (const action of spec.actions) {
        action.generate(ctx, expanded, (s) => {
          if (successor === undefined && stateKey(s) === wantedNext) successor = s;
        });
        if (successor !== undefined) break;
      }
      if (successor === undefined) return;
      found = true;
      const next: State = successor;
      for (const p of traced.actionProperties) p.test(ctx, expanded, next);
    });
    return found ? replayed : undefined;
  }
  if (error.phase === "next") {
    const fromFairness = fairnessEnabledPositions(traced, ctx, expanded, positionsOf);
    if (fromFairness !== undefined) return fromFairness;
  }
  let failing: ActionGenerator | undefined;
  const replayed = positionsOf(() => {
    for (const action of spec.actions) {
      failing = action;
      constrain(expanded, generated((sink) => action.generate(ctx, expanded, sink)));
    }
  });
  const incomplete = replayed?.incomplete;
  if (replayed === undefined || incomplete === undefined || failing === undefined) return replayed;
  return { ...replayed, incompleteStep: { action: failing.name, location: failing.location, state: incomplete as State } };
}

/**
 * A failed liveness labelling replayed as TLC's Worker.doNextCheckLiveness replays it with a CallStackTool:
 * the expanded state's successors generated again, then its graph node labelled by a behaviour graph of the
 * position-recording module, fed as the search fed its own (runtime/check/bfs.ts), so the atoms are
 * evaluated in the same order and the same one fails.
 */
function labellingPositions(
  traced: CompiledSpec,
  ctx: EvalContext,
  actions: readonly ActionGenerator[],
  expanded: State,
  level: number,
  positionsOf: (replay: () => void) => Replayed | undefined,
  afterStop = false,
): Replayed | undefined {
  if (traced.liveness === undefined) return undefined;
  // After a stop (bfs.ts `labelledAfterStop`) TLC labels with the successors generated up to the stop: an action's
  // own error ends the expansion here too, it is not the labelling's.
  const expand = (action: ActionGenerator, sink: (t: State) => void): boolean => {
    if (!afterStop) {
      action.generate(ctx, expanded, sink);
      return true;
    }
    try {
      action.generate(ctx, expanded, sink);
      return true;
    } catch {
      return false;
    }
  };
  const graph = new LivenessChecker(traced, ctx).graph;
  return positionsOf(() => {
    graph.beginState(0, expanded, level);
    // Node ids of this replay's own graph: the expanded state is 0, a successor the same state loops back.
    const ids = new Map<string, number>([[stateKey(expanded), 0]]);
    for (const action of actions) {
      const completed = expand(action, (t) => {
        if (graph.needsSuccessors) graph.noteSuccessor(t);
        if (!traced.constraints.every((c) => c.test(ctx, t))) return;
        const key = stateKey(t);
        let id = ids.get(key);
        if (id === undefined) ids.set(key, (id = ids.size));
        graph.addEdge(id, t);
      });
      if (!completed) break;
    }
    graph.endState();
  });
}

/**
 * With liveness checked, TLC evaluates ENABLED of each WF/SF action of the specification on the expanded
 * state (LNStateEnabled, Tool.enabled) before its replay reaches Next's sub-actions: when that evaluation
 * raises the search's error (a failing disjunct of `WF_v(Next)` reached before an enabled one, or a
 * sub-action `WF_v(A)` names), its positions are TLC's, from the WF's action reference on, and a
 * RuntimeException exits 255 (`inFairnessAction`). Observed with TLC 2026.04 (corpus/regressions
 * FairnessNextError, FairnessActionError): an ENABLED made TRUE by an earlier disjunct never reaches the error.
 */
function fairnessEnabledPositions(
  traced: CompiledSpec,
  ctx: EvalContext,
  expanded: State,
  positionsOf: (replay: () => void) => Replayed | undefined,
): Replayed | undefined {
  const fairness = traced.fairnessActions;
  if (traced.liveness === undefined || traced.liveness.properties.length === 0 || fairness === undefined) return undefined;
  const atoms: Extract<Temporal, { kind: "fair" }>[] = [];
  const collect = (f: Temporal): void => {
    if (f.kind === "fair") atoms.push(f);
    else if (f.kind === "and" || f.kind === "or") f.fs.forEach(collect);
    else if (f.kind === "always" || f.kind === "eventually" || f.kind === "not") collect(f.f);
  };
  let hypotheses: readonly Temporal[];
  try {
    hypotheses = traced.liveness.hypotheses(ctx);
  } catch {
    return undefined;
  }
  hypotheses.forEach(collect);
  for (const atom of atoms) {
    const enabled = atom.enabled.viaSuccessors === undefined ? atom.enabled : atom.enabled.stepwise;
    if (enabled === undefined) continue;
    let raised = false;
    const replayed = positionsOf(() => {
      try {
        enabled.test(ctx, expanded);
      } catch (e) {
        raised = true;
        throw e;
      }
    });
    // A value's failed normalization is TLC's FingerprintException, whose stack is the failing value's own
    // nesting (not ENABLED's call stack) and whose exit is not the labelling's: Next's replay says it
    // (difftest --rich seed 1988: "TLC was unable to fingerprint", positions from the sub-action, exit 75).
    if (replayed?.fingerprint === true) return undefined;
    if (replayed !== undefined) {
      const reference = fairness.find(([wf]) => wf === atom.enabled.location)?.[1];
      const positions = reference === undefined || replayed.positions[0] === reference ? replayed.positions : [reference, ...replayed.positions];
      return { ...replayed, positions, inFairnessAction: true };
    }
    // Another error than the search's: TLC's replay would report it; keep Next's own replay instead.
    if (raised) return undefined;
  }
  return undefined;
}

/** The states `generate` hands its sink. */
function generated(generate: (sink: (s: State) => void) => void): State[] {
  const states: State[] = [];
  generate((s) => void states.push(s));
  return states;
}

/** What the replay found: the positions, and what the replayed evaluation printed (TLC prints it again, before the positions). */
export interface Replayed {
  readonly positions: SourceLocation[];
  readonly output: string[];
  readonly incomplete?: readonly (Value | undefined)[];
  /** The successor that leaves variables unassigned (TT5201), which TLC prints as the trace's last state; the initial state of TT5202. */
  readonly incompleteStep?: TraceStep;
  /** Raised in a value with a source (TLC's FingerprintException): TLC prints "TLC was unable to fingerprint" with these positions. */
  readonly fingerprint?: true;
  /** Raised in a sub-action a WF/SF names (CheckError `inFairnessAction`): its reference comes first. */
  readonly inFairnessAction?: true;
  /** New initial states TLC's replay of Init added to its counts (CheckError `livenessInitial`). */
  readonly addedStates?: number;
  /** The replay raised nothing (CheckError `replayClean`). */
  readonly clean?: true;
}

/** TLC tells how to silence warnings once per run: not again in its replay. */
function withoutWarningHint(text: string): string {
  return text.replace(/\n\(Use the -nowarning option to disable this warning\.\)$/, "");
}

/** A state by its printed values: the same in any context, whatever its intern table. */
function stateKey(s: State): string {
  return s.map((v) => printValue(v, normalizedPrintOptions)).join("\u0000");
}

/**
 * The messages of the ALIAS errors of `trace` that TLC words with the failing expression's
 * location, found by evaluating the ALIAS again in `traced` (a position-recording module of
 * the same spec) on the trace's states, rebuilt there by following the trace; by step
 * index. TLC's evalAlias passes TLCGet("level") the level of the state shown.
 */
export function aliasErrorMessages(traced: CompiledSpec, trace: readonly TraceStep[]): Map<number, string> {
  const found = new Map<number, string>();
  const alias = traced.alias;
  if (alias === undefined || !trace.some((step) => step.aliasErrorReplay === true)) return found;
  const ctx = traced.createContext(() => {});
  const states = followTrace(traced, ctx, trace);
  const level = ctx.stats.level;
  for (let k = 0; k < states.length; k++) {
    if (trace[k]!.aliasErrorReplay !== true) continue;
    ctx.stats.level = k + 1;
    try {
      alias(ctx, states[k]!, states[k + 1] ?? states[k]!);
    } catch (e) {
      const message = aliasErrorMessage(e);
      if (message !== undefined) found.set(k, message);
    } finally {
      ctx.stats.level = level;
    }
  }
  return found;
}

/** The trace's states rebuilt in `ctx` (a context of `traced`) by following it from Init; as far as they are found. */
function followTrace(traced: CompiledSpec, ctx: EvalContext, trace: readonly TraceStep[]): State[] {
  const spec = withActionsOver(traced, ctx);
  const states: State[] = [];
  for (let k = 0; k < trace.length; k++) {
    const wanted = stateKey(trace[k]!.state);
    let state: State | undefined;
    if (k === 0) {
      spec.init.generate(ctx, (s) => {
        if (state === undefined && stateKey(s) === wanted) state = s;
      });
    } else {
      for (const action of spec.actions) {
        action.generate(ctx, states[k - 1]!, (s) => {
          if (state === undefined && stateKey(s) === wanted) state = s;
        });
        if (state !== undefined) break;
      }
    }
    if (state === undefined) break;
    states.push(state);
  }
  return states;
}

/**
 * The innermost expression of an invariant's evaluation error, found by evaluating the
 * invariant again in `traced` (position-recording) on the trace's last state: TLC appends
 * it to the message of some errors (a missing record field, ...), where the run's module
 * knows only an enclosing expression. Undefined when the replay does not raise the same error.
 */
/**
 * The innermost expression of an ASSUME's evaluation error whose message TLC ends with its
 * location (Assert.fail(msg, expr): a field selected from a non-record): the assumptions
 * evaluated again in position-recording mode, in order up to the failing one (the one at
 * `at`), so that its TLCGet sees the earlier ones' TLCSet. Prints go nowhere. When the
 * replay does not raise the same message the run's location stays.
 */
export function assumptionErrorLocation(traced: CompiledSpec, error: CheckError, at: SourceLocation): SourceLocation | undefined {
  const same = (l: SourceLocation): boolean => l.module === at.module && l.line === at.line && l.column === at.column && l.endLine === at.endLine && l.endColumn === at.endColumn;
  const k = traced.assumptions.findIndex((a) => same(a.location));
  if (k < 0) return undefined;
  const ctx = traced.createContext(() => {});
  try {
    for (let i = 0; i <= k; i++) traced.assumptions[i]!.test(ctx);
  } catch (e) {
    if (e instanceof SpecEvalError && e.message === error.message) return e.positions[e.positions.length - 1] ?? e.location;
  }
  return undefined;
}

export function invariantErrorLocation(traced: CompiledSpec, error: CheckError, trace: readonly TraceStep[]): SourceLocation | undefined {
  const invariant = traced.invariants.find((i) => i.name === error.name);
  if (invariant === undefined || trace.length === 0) return undefined;
  const ctx = traced.createContext(() => {});
  const states = followTrace(traced, ctx, trace);
  if (states.length !== trace.length) return undefined;
  const level = ctx.stats.level;
  ctx.stats.level = states.length;
  try {
    invariant.test(ctx, states[states.length - 1]!);
  } catch (e) {
    if (e instanceof SpecEvalError && e.message === error.message) return e.positions[e.positions.length - 1] ?? e.location;
  } finally {
    ctx.stats.level = level;
  }
  return undefined;
}
