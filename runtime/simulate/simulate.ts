// Random simulation, TLC's -simulate with one worker (tlc2.tool.Simulator and
// SimulationWorker): it walks random behaviours instead of the whole state graph.
//
// - Init is enumerated once; every initial state is counted and checked against the
//   invariants (not PROPERTY's state-level conjuncts: TLC's simulator leaves them unchecked)
//   before the first behaviour. A behaviour
//   starts at a uniformly random one of those within the CONSTRAINTs.
// - At each state the sub-actions are tried in a random order; ALL successors of a
//   tried action are counted and checked (invariants, action properties); the first
//   action with a successor within the CONSTRAINTs and ACTION_CONSTRAINTs is taken, and
//   one of those successors, uniformly at random, becomes the next state. When no
//   action has one, that is a deadlock (when deadlock is checked; constrained-away
//   successors do not count, unlike in the breadth-first search), else the behaviour ends.
// - A behaviour has at most `depth` states; the successors of its last state are still
//   generated and checked (TLC goes one state further but does not count it in its
//   trace lengths).
// - The first violation stops the run; its behaviour is the trace.
// Nothing is fingerprinted or stored beyond the behaviour in progress, so VIEW and
// SYMMETRY play no part, as in TLC. Temporal properties are not checked (TLC checks
// them on each behaviour); the result carries a warning when the spec has some.

import { toCheckError } from "../check/bfs.js";
import { failedAssumption } from "../check/assumptions.js";
import { settleConstantParts } from "../check/constantParts.js";
import type { CheckError, ErrorPhase, ResultKind, TraceStep } from "../check/result.js";
import { withActionsOver, type ActionGenerator, type CompiledSpec, type EvalContext, type SourceLocation, type State } from "../check/spec.js";
import { withAliases } from "../check/trace.js";
import { actionRecord } from "../check/counterExample.js";
import * as core from "../modules/core.js";
import { completeState } from "../check/traceOperator.js";
import { normalizeDeep } from "../values/intern.js";
import type { Value } from "../values/index.js";
import { freshSeed, MAX_SEED, Xoshiro128 } from "./random.js";
import type { SimulateEvent, SimulateOptions, SimulateResult } from "./result.js";

import { DEFAULT_DEPTH } from "./limits.js";

export { DEFAULT_DEPTH };

/**
 * Simulates random behaviours of a CompiledSpec, or of a typed machine through the
 * CompiledSpec it wraps, until a violation or a limit (behaviours or seconds; with
 * neither, until a violation).
 * @throws RangeError for an option out of range (a seed that is not a safe
 *   non-negative integer, a depth or behaviour count below 1, negative seconds)
 */
export function simulate(specOrMachine: CompiledSpec | { readonly spec: CompiledSpec }, options: SimulateOptions = {}): SimulateResult {
  const spec = "spec" in specOrMachine ? specOrMachine.spec : specOrMachine;
  const result = new RandomSimulation(spec, options).run();
  options.onEvent?.({ code: "done", result });
  return result;
}

interface Stop {
  readonly kind: ResultKind;
  readonly violated?: string;
  readonly violatedLocation?: SourceLocation;
  readonly byInitialState?: boolean;
  readonly error?: CheckError;
  readonly trace?: TraceStep[];
  readonly exited?: true;
}

interface Violation {
  readonly kind: "invariant" | "action-property";
  readonly violated: string;
}

function stepOf(action: ActionGenerator, state: State): TraceStep {
  return { action: action.name, location: action.location, state };
}

/** The clock is read once per behaviour and, within a long one, every this many states. */
const CLOCK_EVERY_STEPS = 256;

class RandomSimulation {
  private readonly ctx: EvalContext;
  private readonly random: Xoshiro128;
  private readonly seed: number;
  private readonly depth: number;
  private readonly maxBehaviours: number;
  private readonly deadlineMs: number;
  private readonly checkDeadlock: boolean;
  private readonly startMs = performance.now();
  private lastProgressMs = this.startMs;

  private behaviours = 0;
  private steps = 0;
  private generated = 0;
  private longest = 0;
  /** Welford's running mean and sum of squared deviations of completed behaviours' lengths. */
  private lengthMean = 0;
  private lengthM2 = 0;

  /** Action indices, shuffled in place while looking for an action with a successor. */
  private readonly order: number[];
  /** The successors of the action being tried, and those of them within the constraints (both reused). */
  private readonly successors: State[] = [];
  private readonly candidates: State[] = [];
  private readonly onSuccessor = (s: State): void => {
    this.successors.push(s);
  };
  /** TLCExt!TLCDefer: the deferred expressions of each successor that has some (a spec without TLCDefer sets none). */
  private readonly deferredOf = new Map<State, ((next: State) => Value)[]>();
  private readonly onDeferringSuccessor = (s: State): void => {
    this.successors.push(s);
    const d = this.ctx.deferred!;
    if (d.length > 0) this.deferredOf.set(s, d.slice());
  };
  private phase: ErrorPhase = "init";
  private evaluating = "";
  /** The behaviour in progress and the action being tried, for TLCExt!Trace. */
  private walk: readonly TraceStep[] = [];
  private trying: ActionGenerator | undefined;

  constructor(
    private spec: CompiledSpec,
    private readonly options: SimulateOptions,
  ) {
    this.seed = options.seed ?? freshSeed();
    if (!Number.isSafeInteger(this.seed) || this.seed < 0 || this.seed > MAX_SEED) {
      throw new RangeError(`the seed must be a whole number from 0 to ${MAX_SEED}, not ${options.seed}`);
    }
    this.depth = options.depth ?? DEFAULT_DEPTH;
    if (!Number.isInteger(this.depth) || this.depth < 1) throw new RangeError(`the depth must be a positive whole number, not ${this.depth}`);
    this.maxBehaviours = options.behaviours ?? Infinity;
    if (!(this.maxBehaviours >= 1)) throw new RangeError(`the number of behaviours must be at least 1, not ${options.behaviours}`);
    const seconds = options.seconds ?? Infinity;
    if (!(seconds >= 0)) throw new RangeError(`the seconds must be a non-negative number, not ${options.seconds}`);
    this.deadlineMs = this.startMs + seconds * 1000;
    this.random = new Xoshiro128(this.seed);
    this.ctx = spec.createContext(options.print ?? (() => {}));
    // TLC's simulator names its mode "simulate" (its -generate mode is not tla2ts's).
    this.spec = withActionsOver(spec, this.ctx, "simulate");
    this.checkDeadlock = options.checkDeadlock ?? spec.checkDeadlock;
    this.order = spec.actions.map((_a, i) => i);
    if (spec.usesTrace === true) this.ctx.trace = (state) => this.traceTo(state);
    this.ctx.deferred = [];
    this.describeRun();
  }

  /** TLCGet's view of the run (runtime/modules/tlcGet.ts): TLC's simulator's config, statistics and actions. */
  private describeRun(): void {
    const self = this;
    this.ctx.run = {
      mode: "simulate",
      get spec() {
        return self.spec;
      },
      deadlock: this.checkDeadlock,
      workers: 1,
      seed: String(this.seed),
      startedMs: Date.now(),
      initial: () => this.generated,
      ...(Number.isFinite(this.maxBehaviours) ? { traces: this.maxBehaviours } : {}),
      depth: this.depth,
      action: () => this.evaluatedAction(),
      simulation: () => ({
        traces: this.behaviours,
        actions: this.walk.flatMap((step) => (step.action === undefined ? [] : [step.action.replace(/\(.*$/s, "")])),
        levelMean: Math.floor(this.lengthMean),
        levelVariance: this.behaviours > 0 ? Math.floor(this.lengthM2 / this.behaviours) : 0,
      }),
    };
  }

  /**
   * The action TLC's TLCGet("action") names: the one whose successor is checked, the one
   * that produced the state being expanded (the initial predicate for an initial state),
   * none while Init is evaluated.
   */
  private evaluatedAction(): { readonly name: string; readonly location: SourceLocation } | undefined {
    if (this.phase === "init") return undefined;
    const init = this.spec.initAction;
    if (this.phase === "next") {
      const last = this.walk[this.walk.length - 1];
      return last?.action !== undefined && last.location !== undefined ? { name: last.action, location: last.location } : init;
    }
    return this.trying ?? init;
  }

  /**
   * TLCExt!Trace in simulation (TLC's Simulator.getTrace): the behaviour so far, ending
   * with `state` (a successor being checked is appended with the action being tried),
   * each state a record of the variables and `_action`, the action that produced it.
   */
  private traceTo(state: readonly (Value | undefined)[]): Value {
    const { spec, ctx } = this;
    const s = completeState(spec.variables, state);
    const walk = this.walk;
    const steps: TraceStep[] =
      walk.length === 0 ? [{ action: undefined, state: s }] : s === walk[walk.length - 1]!.state || this.trying === undefined ? [...walk] : [...walk, stepOf(this.trying, s)];
    const init = spec.initAction;
    const initial = (step: TraceStep): TraceStep => ({ ...step, action: init?.name ?? "Init", ...(init !== undefined ? { location: init.location } : {}) });
    const names = [...spec.variables, "_action"];
    const records = steps.map((step) => core.builtRecord(ctx, names, [...step.state, actionRecord(spec, ctx, step.action === undefined ? initial(step) : step)]));
    return core.tuple(ctx, ...records);
  }

  run(): SimulateResult {
    // As in check: constant-level invariants and constraints first, then ASSUME.
    const settled = settleConstantParts(this.spec, this.ctx);
    if (settled.error !== undefined) return this.finish({ kind: "error", error: settled.error });
    this.spec = settled.spec;
    const failed = failedAssumption(this.spec, this.ctx);
    if (failed !== undefined) return this.finish(failed);
    const starts = this.initialStates();
    if (!Array.isArray(starts)) return this.finish(starts);
    // TLC's "Finished computing initial states" counts those within the CONSTRAINTs.
    this.emit({ code: "init-done", seconds: this.seconds(), initialStates: starts.length });
    if (starts.length === 0) return this.finish({ kind: "ok" });
    while (this.behaviours < this.maxBehaviours && performance.now() < this.deadlineMs) {
      const stop = this.behaviour(starts);
      if (stop !== undefined) return this.finish(stop);
      this.progress();
    }
    return this.finish({ kind: "ok" });
  }

  /**
   * Every initial state is counted and checked (TLC checks them all before simulating);
   * those within the CONSTRAINTs are where behaviours start. Or why the run stops.
   */
  private initialStates(): State[] | Stop {
    const { spec, ctx } = this;
    const states: State[] = [];
    this.phase = "init";
    try {
      spec.init.generate(ctx, (s) => states.push(s));
    } catch (e) {
      return this.errorStop(e, []);
    }
    this.generated = states.length;
    ctx.stats.generated = this.generated;
    this.emit({ code: "init-computed", count: states.length });
    const starts: State[] = [];
    for (const s of states) {
      const trace = [{ action: undefined, state: s }];
      // TLC's simulator checks an initial state's invariants, then its CONSTRAINTs; never PROPERTY's
      // state-level conjuncts (implied inits), which only the breadth-first search checks.
      try {
        for (const inv of spec.invariants) {
          this.at("invariant", inv.name);
          if (!inv.test(ctx, s)) return { kind: "invariant", violated: inv.name, byInitialState: true, trace };
        }
        if (this.satisfiesConstraints(s)) starts.push(s);
      } catch (e) {
        const stop = this.errorStop(e, trace);
        return stop.error === undefined ? stop : { ...stop, error: { ...stop.error, simulatorInitialState: true } };
      }
    }
    return starts;
  }

  /** One random behaviour; the reason to stop the run, if any. */
  private behaviour(starts: readonly State[]): Stop | undefined {
    const { ctx, random, candidates } = this;
    const stats = ctx.stats;
    const trace: TraceStep[] = [];
    this.walk = trace;
    this.trying = undefined;
    let cur = starts[random.below(starts.length)]!;
    trace.push({ action: undefined, state: cur });
    for (;;) {
      stats.level = trace.length;
      stats.generated = this.generated;
      if (trace.length % CLOCK_EVERY_STEPS === 0 && performance.now() >= this.deadlineMs) return undefined;
      const taken = this.expand(cur, trace);
      // TLCSet("exit", TRUE): TLC's simulator stops once the step that asked is done, the behaviour counted
      // among the traces but not among the lengths; a success.
      if (ctx.exitRequested === true && (taken === undefined || !("kind" in taken))) {
        this.behaviours++;
        return { kind: "ok", exited: true };
      }
      if (taken === undefined) {
        if (this.checkDeadlock) return { kind: "deadlock", trace: this.counted(trace) };
        break;
      }
      if ("kind" in taken) return taken;
      // The successors of the last state are checked, but the behaviour ends with it. TLC
      // still picks one of them and evaluates what TLCDefer deferred to it.
      if (trace.length === this.depth) {
        if (this.deferredOf.size > 0) {
          const stop = this.runDeferred(candidates[random.below(candidates.length)]!, taken, trace);
          if (stop !== undefined) return stop;
        }
        break;
      }
      cur = candidates[random.below(candidates.length)]!;
      trace.push(stepOf(taken, cur));
      if (this.deferredOf.size > 0) {
        const stop = this.runDeferred(cur, taken, trace);
        if (stop !== undefined) return stop;
      }
    }
    this.counted(trace);
    this.options.onBehaviour?.(trace, this.behaviours);
    return undefined;
  }

  /** Evaluates the expressions TLCDefer deferred to the successor picked, `next` (TLC: after picking it, before going on). */
  private runDeferred(next: State, action: ActionGenerator, trace: readonly TraceStep[]): Stop | undefined {
    const deferred = this.deferredOf.get(next);
    this.deferredOf.clear();
    if (deferred === undefined) return undefined;
    try {
      this.at("next", action.name);
      for (const d of deferred) d(next);
    } catch (e) {
      return this.errorStop(e, this.counted([...trace]));
    }
    return undefined;
  }

  /**
   * Tries the sub-actions in a uniformly random order (a Fisher–Yates shuffle drawn one
   * position at a time) until one has a successor within the CONSTRAINTs and
   * ACTION_CONSTRAINTs; those successors are left in `candidates`. Every successor of a
   * tried action is counted and checked (invariants, action properties) first, as TLC
   * does: the first violation or evaluation error is returned as the run's stop.
   * Undefined: no action has a successor in the model (TLC's deadlock).
   */
  private expand(cur: State, trace: readonly TraceStep[]): ActionGenerator | Stop | undefined {
    const { order, random, successors, candidates, ctx } = this;
    const actions = this.spec.actions;
    candidates.length = 0;
    this.deferredOf.clear();
    for (let k = 0; k < order.length; k++) {
      const j = k + random.below(order.length - k);
      const a = order[j]!;
      order[j] = order[k]!;
      order[k] = a;
      const action = actions[a]!;
      successors.length = 0;
      this.trying = action;
      try {
        this.at("next", action.name);
        action.generate(ctx, cur, ctx.deferred === undefined ? this.onSuccessor : this.onDeferringSuccessor);
      } catch (e) {
        return this.errorStop(e, this.counted([...trace]));
      }
      for (let i = 0; i < successors.length; i++) {
        const next = successors[i]!;
        this.generated++;
        let violated: Violation | undefined;
        try {
          violated = this.violatedBy(cur, next);
          if (violated === undefined && this.satisfiesConstraints(next) && this.satisfiesActionConstraints(cur, next)) candidates.push(next);
        } catch (e) {
          return this.errorStop(e, this.counted([...trace, stepOf(action, next)]));
        }
        if (violated !== undefined) {
          return { ...violated, trace: this.counted([...trace, stepOf(action, next)]) };
        }
      }
      if (candidates.length > 0) return action;
    }
    return undefined;
  }

  /** The invariant violated by `next`, else the action property violated by `cur -> next`. */
  private violatedBy(cur: State, next: State): Violation | undefined {
    const { spec, ctx } = this;
    const invariants = spec.invariants;
    for (let i = 0; i < invariants.length; i++) {
      const inv = invariants[i]!;
      this.at("invariant", inv.name);
      if (!inv.test(ctx, next)) return { kind: "invariant", violated: inv.name };
    }
    const props = spec.actionProperties;
    for (let i = 0; i < props.length; i++) {
      const p = props[i]!;
      this.at("action-property", p.name);
      if (!p.test(ctx, cur, next)) return { kind: "action-property", violated: p.name };
    }
    return undefined;
  }

  private satisfiesConstraints(s: State): boolean {
    const constraints = this.spec.constraints;
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i]!;
      this.at("constraint", c.name);
      if (!c.test(this.ctx, s)) return false;
    }
    return true;
  }

  private satisfiesActionConstraints(s: State, t: State): boolean {
    const constraints = this.spec.actionConstraints;
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i]!;
      this.at("action-constraint", c.name);
      if (!c.test(this.ctx, s, t)) return false;
    }
    return true;
  }

  private at(phase: ErrorPhase, name: string): void {
    this.phase = phase;
    this.evaluating = name;
  }

  /** Counts a finished (or violating) behaviour; returns it. */
  private counted(trace: TraceStep[]): TraceStep[] {
    const n = trace.length;
    this.behaviours++;
    this.steps += n - 1;
    if (n > this.longest) this.longest = n;
    const delta = n - this.lengthMean;
    this.lengthMean += delta / this.behaviours;
    this.lengthM2 += delta * (n - this.lengthMean);
    return trace;
  }

  /** An evaluation error stops the run; `trace` ends with the state being evaluated. */
  private errorStop(e: unknown, trace: TraceStep[]): Stop {
    return { kind: "error", error: toCheckError(e, this.phase, this.evaluating, undefined), ...(trace.length > 0 ? { trace } : {}) };
  }

  private progress(): void {
    const intervalMs = this.options.progressIntervalMs ?? 0;
    if (intervalMs <= 0) return;
    const now = performance.now();
    if (now - this.lastProgressMs < intervalMs) return;
    this.lastProgressMs = now;
    this.emit({ code: "progress", seconds: this.seconds(), ...this.counts(), meanLength: this.lengthMean, lengthVariance: this.variance() });
  }

  private counts() {
    return { behaviours: this.behaviours, steps: this.steps, statesGenerated: this.generated, depth: this.longest };
  }

  private variance(): number {
    return this.behaviours > 1 ? this.lengthM2 / (this.behaviours - 1) : 0;
  }

  private seconds(): number {
    return (performance.now() - this.startMs) / 1000;
  }

  private emit(event: SimulateEvent): void {
    this.options.onEvent?.(event);
  }

  private finish(stop: Stop): SimulateResult {
    // TLC's simulator fingerprints every state it generates, which normalises its records
    // and sets: the trace prints them in token order (runtime/values/intern.ts, written order).
    if (stop.trace !== undefined) for (const step of stop.trace) for (const v of step.state) if (v !== undefined) normalizeDeep(v);
    const live = this.spec.liveness;
    const warnings =
      live !== undefined && live.properties.length > 0
        ? [`Warning: simulate does not check temporal properties (${live.properties.length} in this model): use check for them.`]
        : [];
    return {
      result: stop.kind,
      ...(stop.violated !== undefined ? { violated: stop.violated } : {}),
      ...(stop.violatedLocation !== undefined ? { violatedLocation: stop.violatedLocation } : {}),
      ...(stop.byInitialState ? { byInitialState: true } : {}),
      ...(stop.trace !== undefined ? { trace: withAliases(this.spec, this.ctx, stop.trace) } : {}),
      ...(stop.error !== undefined ? { error: stop.error } : {}),
      ...(stop.exited ? { exited: true as const } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
      ...this.counts(),
      seed: this.seed,
      meanLength: this.lengthMean,
      lengthVariance: this.variance(),
      seconds: this.seconds(),
    };
  }
}
