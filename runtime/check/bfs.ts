// The breadth-first safety checker: TLC's ModelChecker and Worker with one worker
// (TLC-SEMANTICS §5). It counts exactly what TLC counts:
// - every state Init emits is "generated"; one satisfying the CONSTRAINTs goes into
//   the seen set and, if new, the queue; invariants are checked if it is new or
//   constrained away (§5.1);
// - for each dequeued state, every successor of every sub-action in split order is
//   "generated"; it is in model when the CONSTRAINTs and ACTION_CONSTRAINTs hold; in
//   model and new, it becomes distinct; new or out of model, it is checked against the
//   invariants; action properties are checked on every transition; in model and new,
//   it is queued; a state with no successor at all is a deadlock (§5.2, §5.3).
// Depth is the largest BFS level among in-model distinct states, initial states
// being level 1. The first violation stops the run.
//
// Successors are processed as they are emitted, by one method bound once per run, so
// the loop allocates nothing per state beyond what the spec's generators allocate.
// Stopping from inside a generator is done by throwing; generated code may wrap what
// it catches, so the reason to stop is kept in `stop` and any exception seen while it
// is set is the stop itself.
//
// With a memory budget, the seen set, the queue and the parent links spill to files
// (memoryBudget.ts); with checkpoints, they are written out between two expansions
// (checkpoint.ts). `checkAsync` runs the search in slices so that the caller's event
// loop (a SIGINT handler) gets a turn between them.

import { mkdtempSync, rmdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EvalError } from "../values/index.js";
import { catalogue, internalErrorMessage } from "../diagnostics.js";
import { readCheckpoint, writeCheckpoint } from "./checkpoint.js";
import { planMemory } from "./memoryBudget.js";
import { settleConstantParts } from "./constantParts.js";
import { symmetryOf } from "./symmetry.js";
import { OutdegreeHistogram } from "./outdegree.js";
import { ParentLinks } from "./parentLinks.js";
import { Canonicalizer, StateQueue } from "./queue.js";
import { counterExampleOf, noState, type LassoEnd } from "./counterExample.js";
import type { CheckError, CheckEvent, CheckOptions, Counts, CheckResult, ErrorPhase, LivenessSummary, PostconditionAfterViolation, ResultKind, TraceStep } from "./result.js";
import { FingerprintSet } from "./seen.js";
import { InvariantSkipper } from "./invariantSkip.js";
import type { SearchObserver } from "./searchObserver.js";
import { withActionsOver, type ActionGenerator, type CompiledSpec, type EvalContext, type SourceLocation, type State, type SuccessorSink } from "./spec.js";
import { SpecEvalError } from "./specEvalError.js";
import { StateFingerprinter } from "./stateFingerprint.js";
import { printedStepping, rebuildTrace, replayLasso, withAliases, type AliasPrefix } from "./trace.js";
import { TraceOperator } from "./traceOperator.js";
import { failedAssumption } from "./assumptions.js";
import { hasLiveness, isShapeError, LivenessChecker, type LivenessViolation, type TemporalShapeError } from "../liveness/index.js";
import { tlcVariableOrder } from "./varOrder.js";
import { tlcLocation } from "./report.js";
import { tlcMessage } from "./tlcExceptions.js";

/** Runs the breadth-first search of `spec` and returns TLC's verdict and counts. */
export function check(spec: CompiledSpec, options: CheckOptions = {}): CheckResult {
  const bfs = new BreadthFirstSearch(spec, options);
  let result: CheckResult;
  try {
    result = bfs.begin() ?? bfs.end(bfs.search(Infinity) as Stop | undefined);
  } finally {
    bfs.dispose();
  }
  options.onEvent?.({ code: "done", result });
  return result;
}

/**
 * What a search done elsewhere (the parallel checker, runtime/check/parallel) sees of a
 * run: the settled spec, the initial states, the parent links it extends level by
 * level, and the counters it keeps.
 */
export interface SearchRun {
  readonly spec: CompiledSpec;
  readonly ctx: EvalContext;
  readonly links: ParentLinks;
  readonly outdegree: OutdegreeHistogram;
  readonly checkDeadlock: boolean;
  /** The initial states, with ids 0, 1, ..., taken out of the run's queue. */
  takeInitialStates(): State[];
  /** The counters after a level (or at a stop); `queueLeft` counts the states not yet expanded. */
  setCounts(generated: number, depth: number, level: number, queueLeft: number): void;
  /** A progress event, when the progress interval has passed. */
  progress(): void;
  counts(): Counts;
}

/**
 * `stats[key]` read from the search as it goes; a value written there (the parallel
 * search's, which counts elsewhere: parallel/levelExpander.ts) is read instead.
 */
function liveCounter(stats: EvalContext["stats"], key: "generated" | "distinct" | "queue" | "diameter", live: () => number): void {
  let written: number | undefined;
  Object.defineProperty(stats, key, {
    get: () => written ?? live(),
    set: (v: number) => {
      written = v;
    },
  });
}

/** A search from the initial states; a Stop when it ended early. */
export type LevelSearch = (run: SearchRun) => Promise<Stop | undefined>;

/** The run with `search` in place of the one-thread breadth-first search. */
export async function checkWith(spec: CompiledSpec, options: CheckOptions, search: LevelSearch): Promise<CheckResult> {
  const bfs = new BreadthFirstSearch(spec, options);
  try {
    return bfs.begin() ?? bfs.end(await search(bfs));
  } finally {
    bfs.dispose();
  }
}

/**
 * As `check`, but returns to the event loop every `sliceMs` so that `signal` can stop the
 * run between two expansions: it then writes a checkpoint (when checkpoints are on) and
 * ends with the result "interrupted" and the counts so far.
 */
export async function checkAsync(spec: CompiledSpec, options: CheckOptions, signal: AbortSignal, sliceMs = 100): Promise<CheckResult> {
  const bfs = new BreadthFirstSearch(spec, options);
  let result: CheckResult;
  try {
    result = bfs.begin() ?? (await searchInSlices(bfs, signal, sliceMs));
  } finally {
    bfs.dispose();
  }
  options.onEvent?.({ code: "done", result });
  return result;
}

async function searchInSlices(bfs: BreadthFirstSearch, signal: AbortSignal, sliceMs: number): Promise<CheckResult> {
  for (;;) {
    if (signal.aborted) return bfs.interrupt();
    const r = bfs.search(sliceMs);
    if (r !== PAUSED) return bfs.end(r);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Why the search stopped early. */
export interface Stop {
  readonly kind: ResultKind;
  readonly violated?: string;
  readonly violatedLocation?: SourceLocation;
  readonly error?: CheckError;
  /** Trace to this distinct state (its index), then `extra` if set; no trace when -2. */
  readonly traceTo: number;
  readonly extra?: TraceStep;
  readonly byInitialState?: boolean;
  /** A temporal violation's lasso (state indices). */
  readonly lasso?: LivenessViolation["lasso"];
  /** Every temporal property the lasso violates (TLC names them all). */
  readonly violatedProperties?: readonly string[];
  /** The lasso is a finite prefix TLC reports during the search (its cycle: the last state stuttering). */
  readonly finitePrefix?: true;
  /** LivenessViolation.safetyLike: TLC prints no stuttering warning for the lasso. */
  readonly safetyLike?: boolean;
  /** A second violation found by the same expansion, reported after this one (CheckResult.followedBy). */
  readonly then?: Stop;
}

const STOP = new Error("tla2ts: search stopped");
const NO_TRACE = -2;
/** Expansions between looks at the clock (progress, checkpoints, the end of a slice). */
const CLOCK_EVERY = 256;
/** `search` returned because its time slice ran out. */
const PAUSED = Symbol("paused");

class BreadthFirstSearch implements SearchRun {
  readonly ctx: EvalContext;
  private readonly seen: FingerprintSet;
  /** Records the behaviour graph when the spec has temporal properties. */
  private live: LivenessChecker | undefined;
  /** TLCExt!Trace, for a spec that uses it. */
  private traceOp: TraceOperator | undefined;
  private livenessSeconds = 0;
  /** No behaviour of the spec is fair: the temporal properties held vacuously. */
  private noFairBehaviour = false;
  private labellingMs = 0;
  /** A new initial state's tableau predicates are being evaluated (addInitial). */
  private labellingInitial = false;
  /** The index of the state the last `recordIfNew` found or added. */
  private lastIndex = -1;
  readonly links = new ParentLinks();
  private readonly queue = new StateQueue();
  /** Shares equal sub-values among the new states (queue.ts). */
  private readonly canon = new Canonicalizer();
  readonly outdegree = new OutdegreeHistogram();
  readonly checkDeadlock: boolean;
  /** States left to expand that a search done elsewhere holds. */
  private queuedElsewhere = 0;
  private readonly startMs = Date.now();
  private fp: StateFingerprinter | undefined;
  /** Which invariants a successor need not evaluate whole (set once the constant parts are settled). */
  private skipper = new InvariantSkipper([]);
  private readonly observer: SearchObserver | undefined;

  private generated = 0;
  /** States the initial predicate generated, once it is done. */
  private initialGenerated: number | undefined;
  private depth = 0;
  private level = 0;
  /** The first distinct index of the next BFS level (see `search`). */
  private nextLevelStart = 0;
  private expanded = 0;
  private lastProgress = Date.now();
  private stop: Stop | undefined;
  /** The folder of spilled files when this run made it (removed at the end). */
  private spillDir: string | undefined;
  private nextCheckpointAt = Infinity;
  private nextCheckpointStates = Infinity;
  private lastCheckpoint: string | undefined;

  // The expansion in progress (fields, not closure variables, so that the bound
  // successor callback is created once per run).
  private curState: State = [];
  private curId = -1;
  private curAction: ActionGenerator | undefined;
  private curSuccessors = 0;
  private curNew = 0;
  /** What is being evaluated, for error reports. */
  private phase: ErrorPhase = "init";
  private evaluating = "";
  /** The state being checked when a predicate fails with an error (a successor or initial state). */
  private checking: State | undefined;

  private readonly onInitState = (s: State): void => this.addInitial(s);
  private readonly onSuccessor: SuccessorSink = Object.assign((s: State): void => this.addSuccessor(s), {
    // Intermediate states of `A \cdot B` count as generated, and as successors (no deadlock), as in TLC's Worker.
    countGenerated: (count: number): void => {
      this.generated += count;
      this.curSuccessors += count;
    },
  });

  constructor(
    public spec: CompiledSpec,
    private readonly options: CheckOptions,
  ) {
    this.ctx = spec.createContext(options.print ?? (() => {}));
    this.spec = withActionsOver(spec, this.ctx);
    this.checkDeadlock = options.checkDeadlock ?? spec.checkDeadlock;
    this.seen = new FingerprintSet(0, hasLiveness(spec));
    this.observer = options.observer;
    this.describeRun();
  }

  /**
   * TLCGet's view of the run: the counters read live, as TLC's (they change while one
   * state is expanded); "level" is written where the state evaluated changes.
   */
  private describeRun(): void {
    const ctx = this.ctx;
    liveCounter(ctx.stats, "generated", () => this.generated);
    liveCounter(ctx.stats, "distinct", () => this.links.size);
    liveCounter(ctx.stats, "queue", () => this.queue.size + this.queuedElsewhere);
    // TLC's progress level is 1 from the start.
    liveCounter(ctx.stats, "diameter", () => Math.max(1, this.depth));
    ctx.run = {
      mode: "bfs",
      spec: this.spec,
      deadlock: this.checkDeadlock,
      workers: 1,
      seed: "0",
      startedMs: Date.now(),
      initial: () => this.initialGenerated ?? this.generated,
    };
  }

  /** Everything before the search: a result when the run ends there, else undefined. */
  begin(): CheckResult | undefined {
    const ctx = this.ctx;
    // Constant-level invariants and constraints come first: TLC settles them while reading the .cfg.
    const settled = settleConstantParts(this.spec, ctx);
    if (settled.error !== undefined) return this.finish({ kind: "error", error: settled.error, traceTo: NO_TRACE });
    const spec = (this.spec = settled.spec);
    this.skipper = new InvariantSkipper(spec.invariants);
    // The temporal properties next: TLC's ModelChecker constructor processes them (Liveness.processLiveness,
    // which evaluates their constant parts and refuses what it cannot handle) before checkAssumptions.
    if (hasLiveness(spec)) {
      this.phase = "temporal";
      try {
        this.live = new LivenessChecker(spec, ctx);
        if (this.live.graph.concrete !== undefined) this.live.expander = (s, level, visit) => this.expandConcrete(s, level, visit);
      } catch (e) {
        const error = isShapeError(e)
          ? e.cannotHandle !== undefined
            ? { code: catalogue.TemporalCannotHandle.code, message: cannotHandleMessage(e), phase: "temporal" as const, name: e.where?.name ?? "", internal: false }
            : { code: e.tautology ? catalogue.TemporalTautology.code : catalogue.TemporalUnsupported.code, message: e.message, phase: "temporal" as const, name: e.where?.name ?? "", internal: false, ...(e.where ? { location: e.where.location } : {}) }
          : { ...toCheckError(e, "temporal", "", undefined), startup: true as const };
        return this.finish({ kind: "error", error, traceTo: NO_TRACE });
      }
    }

    // Then ASSUME, before the search.
    const failed = failedAssumption(spec, ctx);
    if (failed !== undefined) return this.finish({ ...failed, traceTo: NO_TRACE });
    try {
      this.fp = new StateFingerprinter(
        ctx,
        spec.view,
        symmetryOf(spec, ctx, true),
        spec.printOrder ?? tlcVariableOrder(spec.variables),
      );
    } catch (e) {
      return this.finish({ kind: "error", error: toCheckError(e, "symmetry", "", undefined), traceTo: NO_TRACE });
    }
    if (spec.usesTrace === true) this.installTrace();

    const refused = this.prepareDisk();
    if (refused !== undefined) return this.finish(refused);
    if (this.options.recover !== undefined) {
      const failed = this.recover(this.options.recover);
      if (failed !== undefined) return this.finish(failed);
      return undefined;
    }

    this.phase = "init";
    this.evaluating = "";
    try {
      spec.init.generate(ctx, this.onInitState);
    } catch (e) {
      if (this.stop === undefined) this.stopOnError(e, NO_TRACE);
    }
    this.initialGenerated = this.generated;
    if (this.stop !== undefined) return this.finish(this.stop);
    this.emit("init-done");
    // TLC's ModelChecker: without a next-state relation, initial states left to expand are its error (an empty queue ends the run).
    if (spec.noNext === true && this.queue.size > 0) return this.finish({ kind: "error", error: toCheckError(new EvalError("NoNextStateActions", {}), "init", "", undefined), traceTo: NO_TRACE });
    return undefined;
  }

  /** A counterexample replay, during which TLCExt!Trace follows the replay. */
  private replaying<T>(work: () => T): T {
    return this.traceOp === undefined ? work() : this.traceOp.aside(work);
  }

  /** TLCExt!Trace from the parent links, with a fingerprinter of its own (the search's holds the state being recorded). */
  private installTrace(): void {
    const { spec, ctx } = this;
    const fp = new StateFingerprinter(ctx, spec.view, symmetryOf(spec, ctx, false), spec.printOrder ?? tlcVariableOrder(spec.variables));
    const search = this;
    this.traceOp = new TraceOperator(spec, ctx, fp, this.links, {
      get curState() {
        return search.curState;
      },
      get curId() {
        return search.curId;
      },
    });
    this.traceOp.install();
  }

  /** Everything after the search, which stopped with `stop` or ran out of states. */
  end(stop: Stop | undefined): CheckResult {
    const { spec, ctx } = this;
    if (stop !== undefined) return this.finish(stop);
    if (this.live !== undefined) {
      const started = performance.now();
      let violation: LivenessViolation | undefined;
      try {
        violation = this.live.findViolation();
        if (violation === undefined) this.noFairBehaviour = !this.live.hasFairBehaviour();
      } catch (e) {
        return this.finish({ kind: "error", error: toCheckError(e, "temporal", "", undefined), traceTo: NO_TRACE });
      }
      this.livenessSeconds = (performance.now() - started) / 1000;
      if (violation !== undefined) {
        return this.finish({ kind: "temporal", violated: violation.name, violatedLocation: violation.location, traceTo: NO_TRACE, lasso: violation.lasso, violatedProperties: violation.names, safetyLike: violation.safetyLike });
      }
    }

    if (spec.postcondition !== undefined) {
      const p = spec.postcondition;
      this.updateStats();
      try {
        if (!p.test(ctx, noState(spec.variables))) return this.finish({ kind: "postcondition", violated: p.name, violatedLocation: p.location, traceTo: NO_TRACE });
      } catch (e) {
        return this.finish({ kind: "error", error: toCheckError(e, "postcondition", p.name, p.location), violatedLocation: p.location, traceTo: NO_TRACE });
      }
    }
    return this.finish({ kind: "ok", traceTo: NO_TRACE });
  }

  /** Stops the run between two expansions: a checkpoint when they are on, then the counts so far. */
  interrupt(): CheckResult {
    const failed = this.options.checkpoint !== undefined ? this.checkpoint() : undefined;
    return this.finish(failed ?? { kind: "interrupted", traceTo: NO_TRACE });
  }

  /** Removes the spilled files. */
  dispose(): void {
    this.seen.close();
    this.links.close();
    this.queue.close();
    if (this.spillDir !== undefined && this.options.spillDir === undefined) removeSpillDir(this.spillDir);
  }

  /** The BFS loop, for at most `sliceMs` (then PAUSED; call again to go on). */
  search(sliceMs: number): Stop | undefined | typeof PAUSED {
    const { spec, ctx, queue, links } = this;
    const actions = spec.actions;
    const maxStates = this.options.maxStates ?? Infinity;
    const progressMs = this.options.progressIntervalMs ?? 0;
    const until = Date.now() + sliceMs;
    for (;;) {
      let s: State | undefined;
      try {
        s = queue.dequeue();
      } catch (e) {
        return this.diskError("DiskFailed", { what: "read the queue's pages back from disk", reason: (e as Error).message });
      }
      if (s === undefined) return undefined;
      const id = queue.lastId;
      // Distinct indices are handed out in BFS order, so the first index of the next
      // level is the number of distinct states when the current level starts.
      if (id >= this.nextLevelStart) {
        this.level++;
        this.nextLevelStart = links.size;
      }
      this.curState = s;
      this.curId = id;
      this.curSuccessors = 0;
      this.curNew = 0;
      this.updateStats();
      if (this.live !== undefined && !this.label(id, (g) => g.beginState(id, s, this.level))) return this.stop;
      for (let a = 0; a < actions.length; a++) {
        const action = actions[a]!;
        this.curAction = action;
        this.phase = "next";
        this.evaluating = action.name;
        try {
          action.generate(ctx, s, this.onSuccessor);
        } catch (e) {
          if (this.stop === undefined) this.stopOnError(e, id);
        }
        if (this.stop !== undefined) return this.live !== undefined ? this.labelledAfterStop(id, this.stop) : this.stop;
      }
      if (this.live !== undefined) {
        if (!this.label(id, (g) => g.endState())) return this.curSuccessors === 0 && this.checkDeadlock ? this.deadlockBeforeLabelling(id) : this.stop;
        const v = this.live.prefixViolation(id);
        if (v !== undefined) {
          const prefix: Stop = { kind: "temporal", violated: v.name, violatedLocation: v.location, traceTo: NO_TRACE, lasso: v.lasso, violatedProperties: v.names, finitePrefix: true, safetyLike: v.safetyLike };
          // TLC's doNext reports the deadlock of a state without successors first; its liveness check of that state
          // (doNextCheckLiveness) then finds the prefix too: both printed, the deadlock's status (Github710d).
          return this.curSuccessors === 0 && this.checkDeadlock ? { kind: "deadlock", traceTo: id, then: prefix } : prefix;
        }
      }
      if (this.curSuccessors === 0 && this.checkDeadlock) return { kind: "deadlock", traceTo: id };
      this.outdegree.add(this.curNew);
      // TLCSet("exit", TRUE): TLC's workers finish the state they expand, then the run
      // ends as if the queue were empty (its states still counted as left on the queue).
      if (ctx.exitRequested === true) return undefined;
      if (links.size >= maxStates) return { kind: "limit", traceTo: NO_TRACE };
      if (++this.expanded % CLOCK_EVERY === 0) {
        const now = Date.now();
        if (progressMs > 0 && now - this.lastProgress >= progressMs) {
          this.lastProgress = now;
          this.emit("progress");
        }
        if (now >= this.nextCheckpointAt || links.size >= this.nextCheckpointStates) {
          const failed = this.checkpoint();
          if (failed !== undefined) return failed;
        }
        if (now >= until) return PAUSED;
      }
    }
  }

  /**
   * Spilling and checkpoints: refused with liveness (the behaviour graph stays in memory
   * and is not checkpointed) and with an observer (its counts are not checkpointed).
   */
  private prepareDisk(): Stop | undefined {
    const o = this.options;
    if ((o.recover !== undefined || o.checkpoint !== undefined) && (this.live !== undefined || this.observer !== undefined)) {
      const reason = this.live !== undefined
        ? "the temporal properties are checked on a behaviour graph kept in memory, which checkpoints do not hold"
        : "coverage and the state-graph dump are not kept in checkpoints";
      return this.diskError("CheckpointUnsupported", { what: this.live !== undefined ? "Checking temporal properties" : "Coverage or a state-graph dump", reason });
    }
    if (o.maxMemoryBytes !== undefined) {
      const dir = (this.spillDir = o.spillDir ?? mkdtempSync(join(tmpdir(), "tla2ts-spill-")));
      const plan = planMemory(o.maxMemoryBytes);
      // An indexed seen set (liveness) stays in memory: a lookup on disk cannot give the index.
      if (this.live === undefined) this.seen.spillTo(dir, plan.fingerprintTableBytes);
      this.links.spillTo(dir, plan.parentLinkBytes);
      this.queue.spillTo(dir, this.ctx.intern, plan.queueShouldSpill);
    }
    if (o.checkpoint !== undefined) {
      this.nextCheckpointAt = o.checkpoint.everyMs !== undefined ? Date.now() + o.checkpoint.everyMs : Infinity;
      this.nextCheckpointStates = o.checkpoint.everyStates ?? Infinity;
    }
    return undefined;
  }

  private diskError(name: "CheckpointUnsupported" | "CheckpointOtherModel" | "CheckpointUnreadable" | "DiskFailed", args: Record<string, string>): Stop {
    const e = new EvalError(name, args);
    return { kind: "error", error: { code: e.code, message: e.message, phase: "checkpoint", name: "", internal: false }, traceTo: NO_TRACE };
  }

  /** Writes a checkpoint of the search as it stands between two expansions; a stop when it cannot. */
  private checkpoint(): Stop | undefined {
    const c = this.options.checkpoint!;
    try {
      this.writeSnapshot(c.dir);
    } catch (e) {
      return this.diskError("DiskFailed", { what: `write a checkpoint to ${c.dir}`, reason: (e as Error).message });
    }
    this.lastCheckpoint = c.dir;
    if (c.everyMs !== undefined) this.nextCheckpointAt = Date.now() + c.everyMs;
    if (c.everyStates !== undefined) this.nextCheckpointStates = this.links.size + c.everyStates;
    this.options.onEvent?.({ code: "checkpoint", seconds: this.seconds(), dir: c.dir });
    return undefined;
  }

  private writeSnapshot(dir: string): void {
    let hasZero = false;
    writeCheckpoint(
      dir,
      (f) => {
        hasZero = this.seen.writeSorted(f.fingerprints);
        this.queue.writeAll(f.queue);
        this.links.writeAll(f.parents);
      },
      () => ({
        modelHash: this.options.modelHash ?? "",
        generated: this.generated,
        distinct: this.links.size,
        depth: this.depth,
        level: this.level,
        nextLevelStart: this.nextLevelStart,
        queue: this.queue.size,
        hasZeroFingerprint: hasZero,
        outdegree: this.outdegree.save(),
        names: this.ctx.intern.names(),
      }),
    );
  }

  /** Loads the checkpoint in `dir` in place of running Init; a stop when it cannot be used. */
  private recover(dir: string): Stop | undefined {
    const read = readCheckpoint(dir);
    if ("error" in read) return this.diskError("CheckpointUnreadable", { dir, reason: read.error });
    const { meta, files } = read;
    if (meta.modelHash !== (this.options.modelHash ?? "")) return this.diskError("CheckpointOtherModel", { dir });
    // Strings and model values sort by the order they were first built in: restore it.
    const table = this.ctx.intern;
    table.seed(meta.names);
    if (!meta.names.every((n, i) => table.tokenOf(n) === i + 1)) {
      return this.diskError("CheckpointUnreadable", { dir, reason: "this run built its strings in another order than the checkpointed one" });
    }
    try {
      this.seen.load(files.fingerprints, meta.distinct, meta.hasZeroFingerprint, this.spillDir ?? dir);
      this.links.load(files.parents, this.spillDir ?? dir);
      this.queue.readAll(files.queue, table);
    } catch (e) {
      return this.diskError("CheckpointUnreadable", { dir, reason: e instanceof EvalError ? e.message : (e as Error).message });
    }
    if (this.links.size !== meta.distinct || this.queue.size !== meta.queue) {
      return this.diskError("CheckpointUnreadable", { dir, reason: "its files do not hold the counts its meta.json records" });
    }
    this.generated = meta.generated;
    this.depth = meta.depth;
    this.level = meta.level;
    this.nextLevelStart = meta.nextLevelStart;
    this.outdegree.restore(meta.outdegree);
    this.updateStats();
    this.options.onEvent?.({ code: "recovered", seconds: this.seconds(), dir, ...this.counts() });
    return undefined;
  }

  takeInitialStates(): State[] {
    const states: State[] = [];
    for (let s = this.queue.dequeue(); s !== undefined; s = this.queue.dequeue()) states.push(s);
    return states;
  }

  setCounts(generated: number, depth: number, level: number, queueLeft: number): void {
    this.generated = generated;
    this.depth = depth;
    this.level = level;
    this.queuedElsewhere = queueLeft;
    this.updateStats();
  }

  progress(): void {
    const every = this.options.progressIntervalMs ?? 0;
    const now = Date.now();
    if (every > 0 && now - this.lastProgress >= every) {
      this.lastProgress = now;
      this.emit("progress");
    }
  }

  /** Labels the behaviour graph for the state `id` being expanded; false when that failed (the run stops). */
  private label(id: number, work: (graph: LivenessChecker["graph"]) => void): boolean {
    this.phase = "temporal";
    this.evaluating = "";
    this.curAction = undefined;
    this.checking = undefined;
    const started = performance.now();
    try {
      work(this.live!.graph);
    } catch (e) {
      this.stopOnError(e, id);
      const stop = this.stop;
      if (stop?.kind === "error" && stop.error !== undefined) {
        // TLC's Worker counts the state's outdegree after its failed labelling (doNextCheckLiveness catches, then addSample).
        this.outdegree.add(this.curNew);
        this.stop = { ...stop, error: { ...stop.error, labelling: true } };
      }
      return false;
    }
    this.labellingMs += performance.now() - started;
    return true;
  }

  /**
   * A deadlocked state whose labelling raised: TLC's Worker.run tests for the deadlock before doNextCheckLiveness,
   * so the deadlock is reported (and sets the error state); the labelling's CallStackTool replay then prints its
   * positions, and doNextFailed prints nothing more (its setErrState fails). Exit status: the deadlock's.
   */
  private deadlockBeforeLabelling(id: number): Stop {
    const failed = this.stop!;
    const then = failed.kind === "error" && failed.error !== undefined ? { ...failed, error: { ...failed.error, afterStop: true as const } } : undefined;
    return { kind: "deadlock", traceTo: id, ...(then !== undefined ? { then } : {}) };
  }

  /**
   * The expansion of `id` stopped on `primary` (a violation or an error): TLC's Worker.run still labels the state
   * with the successors it has (doNextCheckLiveness after doNextFailed). When that raises, its CallStackTool
   * replay prints the labelling's positions after the primary report and sets keepCallStack false, so an error's
   * own positions are not replayed (CheckError `labellingAfter`). Costs nothing unless the run stopped.
   */
  private labelledAfterStop(id: number, primary: Stop): Stop {
    this.phase = "temporal";
    this.evaluating = "";
    this.curAction = undefined;
    this.checking = undefined;
    try {
      this.live!.graph.endState();
      return primary;
    } catch (e) {
      const error = toCheckError(e, "temporal", "", undefined);
      if (error.internal) return primary;
      const then: Stop = { kind: "error", error: { ...error, labelling: true, afterStop: true }, traceTo: id };
      return { ...primary, ...(primary.error !== undefined ? { error: { ...primary.error, labellingAfter: true as const } } : {}), then };
    }
  }

  /** CONSTRAINT: a state failing one is counted and checked but not explored (TLC-SEMANTICS §5.3). */
  private satisfiesConstraints(s: State): boolean {
    const constraints = this.spec.constraints;
    for (let i = 0; i < constraints.length; i++) {
      const c = constraints[i]!;
      this.phase = "constraint";
      this.evaluating = c.name;
      if (!c.test(this.ctx, s)) return false;
    }
    return true;
  }

  /** Adds `s` to the seen set with its parent link; whether it was new. */
  private recordIfNew(s: State, parent: number): boolean {
    const fp = this.fp!;
    this.phase = "fingerprint";
    this.evaluating = "";
    fp.compute(s);
    if (this.live !== undefined) {
      const known = this.seen.addOrIndex(fp.hi, fp.lo);
      if (known >= 0) {
        this.lastIndex = known;
        return false;
      }
    } else if (!this.seen.add(fp.hi, fp.lo)) return false;
    this.lastIndex = this.links.size;
    this.links.push(parent, fp.hi, fp.lo);
    return true;
  }

  private addInitial(s: State): void {
    const { spec, ctx } = this;
    // A generator that swallowed our stop signal keeps emitting: refuse, again.
    if (this.stop !== undefined) throw STOP;
    const before = this.generated;
    if (before >= 2 && (before & (before - 1)) === 0) this.options.onEvent?.({ code: "init-computed", count: before });
    this.generated++;
    this.checking = s;
    // TLCGet("level") is the level of the state evaluated: 1 here, 0 while Init runs.
    ctx.stats.level = 1;
    const inModel = this.satisfiesConstraints(s);
    const isNew = inModel && this.recordIfNew(s, -1);
    if (this.observer !== undefined) this.observer.initialState(s, inModel, isNew, this.fp!.hi, this.fp!.lo);
    if (isNew) {
      this.queue.enqueue(s, this.links.size - 1);
      this.depth = 1;
      this.live?.graph.initial.push(this.lastIndex);
      // TLC's DoInitFunctor calls LiveCheck.addInitState on a new initial state before the invariants: a
      // property's tableau predicates are evaluated there, and their error is one of the initial state.
      if (this.live?.labelsInitial === true) {
        this.phase = "invariant";
        this.evaluating = "";
        this.labellingInitial = true;
        this.live.labelInitial(ctx, s);
        this.labellingInitial = false;
      }
    }
    // TLC's DoInitFunctor: a new initial state, or one outside the CONSTRAINTs, is checked against the
    // invariants (with PROPERTY's `[]P` conjuncts) first, then against the implied inits (PROPERTY's
    // state-level conjuncts): an initial state violating both is reported by the invariant.
    if (isNew || !inModel) {
      for (const inv of spec.invariants) {
        this.phase = "invariant";
        this.evaluating = inv.name;
        if (!inv.test(ctx, s)) {
          this.stop = {
            kind: "invariant",
            violated: inv.name,
            traceTo: NO_TRACE,
            extra: { action: undefined, state: s },
            byInitialState: true,
          };
          throw STOP;
        }
      }
      if (this.live !== undefined) {
        for (const p of this.live.impliedInits) {
          this.phase = "temporal";
          this.evaluating = p.name;
          if (!p.holds(ctx, s)) {
            this.stop = { kind: "temporal", violated: p.name, traceTo: NO_TRACE, extra: { action: undefined, state: s }, byInitialState: true };
            throw STOP;
          }
        }
      }
      if (spec.initialProperties !== undefined) {
        for (const p of spec.initialProperties) {
          // TLC checks a state-level PROPERTY on the initial states as DoInitFunctor checks the invariants: an error
          // evaluating it is an error of the initial state ("While working on the initial state:", exit 75).
          this.phase = "invariant";
          this.evaluating = p.name;
          if (!p.test(ctx, s)) {
            this.stop = { kind: "temporal", violated: p.name, traceTo: NO_TRACE, extra: { action: undefined, state: s }, byInitialState: true };
            throw STOP;
          }
        }
      }
    }
    this.checking = undefined;
    ctx.stats.level = 0;
    this.phase = "init";
    this.evaluating = "";
  }

  private addSuccessor(next: State): void {
    const { spec, ctx } = this;
    const cur = this.curState;
    if (this.stop !== undefined) throw STOP;
    this.generated++;
    this.curSuccessors++;
    this.checking = next;
    // TLCGet("level"): the successor's level for its constraints and invariants, the current state's for action formulas.
    const stats = ctx.stats;
    stats.level = this.level + 1;
    let inModel = this.satisfiesConstraints(next);
    stats.level = this.level;
    if (inModel) {
      const acs = spec.actionConstraints;
      for (let i = 0; i < acs.length; i++) {
        const c = acs[i]!;
        this.phase = "action-constraint";
        this.evaluating = c.name;
        if (!c.test(ctx, cur, next)) {
          inModel = false;
          break;
        }
      }
    }
    const isNew = inModel && this.recordIfNew(next, this.curId);
    if (this.observer !== undefined) this.observer.successor(this.curId, this.curAction!, next, inModel, isNew, this.fp!.hi, this.fp!.lo);
    if (isNew) {
      if (this.level + 1 > this.depth) this.depth = this.level + 1;
      this.curNew++;
      this.canon.state(next, cur);
    }
    if (this.live !== undefined) {
      this.phase = "temporal";
      this.evaluating = "";
      const graph = this.live.graph;
      if (graph.needsSuccessors) graph.noteSuccessor(next);
      if (inModel) graph.addEdge(this.lastIndex, next);
    }
    if (isNew || !inModel) {
      const invariants = spec.invariants;
      const skipper = this.skipper;
      stats.level = this.level + 1;
      for (let i = 0; i < invariants.length; i++) {
        const inv = invariants[i]!;
        this.phase = "invariant";
        this.evaluating = inv.name;
        if (skipper.holds(i, inv, ctx, cur, next)) continue;
        if (!inv.test(ctx, next)) this.stopAt("invariant", inv.name, next);
      }
      stats.level = this.level;
    }
    const props = spec.actionProperties;
    for (let i = 0; i < props.length; i++) {
      const p = props[i]!;
      this.phase = "action-property";
      this.evaluating = p.name;
      if (!p.test(ctx, cur, next)) this.stopAt("action-property", p.name, next);
    }
    const implied = this.live?.impliedActions;
    if (implied !== undefined) {
      for (let i = 0; i < implied.length; i++) {
        const a = implied[i]!;
        this.phase = "action-property";
        this.evaluating = tlcLocation(a.location);
        if (!a.test(ctx, cur, next)) this.stopAt("action-property", this.evaluating, next);
      }
    }
    if (isNew) this.queue.enqueue(next, this.links.size - 1);
    this.checking = undefined;
    this.phase = "next";
    this.evaluating = this.curAction!.name;
  }

  /**
   * After the search, for liveness under VIEW/SYMMETRY (liveness/derivedGraphs.ts): Next on a
   * concrete state at `level`, each successor with its state index, -1 when outside the
   * model or never reached (TLC's private LiveCheck.addNextState).
   */
  private expandConcrete(s: State, level: number, visit: (next: State, target: number) => void): void {
    const { spec, ctx } = this;
    const fp = this.fp!;
    const saved = ctx.stats.level;
    const sink: SuccessorSink = (next: State): void => {
      ctx.stats.level = level + 1;
      let inModel = this.satisfiesConstraints(next);
      ctx.stats.level = level;
      for (let i = 0; inModel && i < spec.actionConstraints.length; i++) inModel = spec.actionConstraints[i]!.test(ctx, s, next);
      let target = -1;
      if (inModel) {
        fp.compute(next);
        target = this.seen.indexOf(fp.hi, fp.lo);
      }
      visit(next, target);
    };
    try {
      ctx.stats.level = level;
      for (const action of spec.actions) action.generate(ctx, s, sink);
    } finally {
      ctx.stats.level = saved;
    }
  }

  private stopAt(kind: ResultKind, name: string, next: State): never {
    const action = this.curAction!;
    this.stop = { kind, violated: name, traceTo: this.curId, extra: { action: action.name, location: action.location, state: next } };
    throw STOP;
  }

  /** Records an evaluation error; the trace goes to the state being expanded, then the one being checked. */
  private stopOnError(e: unknown, traceTo: number): void {
    const checking = this.checking;
    const action = this.curAction;
    let extra: TraceStep | undefined;
    if (checking !== undefined) {
      extra = traceTo === NO_TRACE || action === undefined
        ? { action: undefined, state: checking }
        : { action: action.name, location: action.location, state: checking };
    }
    const found = toCheckError(e, this.phase, this.evaluating, undefined);
    const onInitialState = traceTo === NO_TRACE && checking !== undefined && (found.phase === "invariant" || found.phase === "constraint");
    const marked = onInitialState && this.labellingInitial ? { ...found, livenessInitial: true as const } : found;
    this.labellingInitial = false;
    const error = asTlcPhase(onInitialState ? { ...marked, onInitialState: true } : marked, traceTo === NO_TRACE);
    if (stopsOnGeneratedSuccessor(error)) this.generated++;
    // TLC's summary after an invariant that fails to evaluate still gives the outdegrees, the state being expanded
    // counted with its new successors so far (the failing one included); after any other stop it gives none.
    if (outdegreeAtStop(error)) this.outdegree.add(this.curNew);
    this.stop = { kind: "error", error, traceTo, ...(extra ? { extra } : {}) };
  }

  private updateStats(): void {
    this.ctx.stats.level = this.level;
  }

  counts(): Counts {
    return {
      statesGenerated: this.generated,
      distinctStates: this.links.size,
      queueLeft: this.queue.size + this.queuedElsewhere,
      // TLC reports at least level 1 once any state was generated, even when no state
      // satisfied the constraints (ModelChecker.printSummary, ConcurrentTLCTrace.getLevel).
      depth: this.generated === 0 ? 0 : Math.max(1, this.depth),
    };
  }

  private seconds(): number {
    return (Date.now() - this.startMs) / 1000;
  }

  private emit(code: "init-done" | "progress"): void {
    this.options.onEvent?.({ code, seconds: this.seconds(), ...this.counts() } as CheckEvent);
  }

  private finish(stop: Stop): CheckResult {
    let trace: TraceStep[] | undefined;
    let error = stop.error;
    let kind = stop.kind;
    let loop: { loopsBackTo: number; stuttering?: boolean; loopStep?: TraceStep } | undefined;
    let replayPrinted: string[][] | undefined;
    if (stop.lasso !== undefined) {
      try {
        const shape = lassoShape(stop.lasso);
        const ids = shape.stuttering ? shape.ids : [...shape.ids, shape.ids[shape.loopsBackTo]!];
        const { steps, at } = this.replaying(() => replayLasso(this.spec, this.ctx, this.fp!, this.links, ids, this.traceOp?.observer));
        const loopStep = shape.stuttering ? undefined : steps.pop();
        trace = withAliases(this.spec, this.ctx, steps, this.traceOp?.withPrefix, loopStep?.state);
        if (stop.finitePrefix !== true) loop = { loopsBackTo: at[shape.loopsBackTo]!, ...(shape.stuttering ? { stuttering: true } : {}), ...(loopStep ? { loopStep } : {}) };
      } catch (e) {
        error ??= toCheckError(e, "trace", "", undefined);
        kind = "error";
      }
    } else if (stop.traceTo !== NO_TRACE || stop.extra !== undefined) {
      trace = [];
      // TLC prints a safety violation's replay output among the states it prints (report.ts replayLines).
      const keep: string[][] | undefined = printedKinds.has(stop.kind) && stop.byInitialState !== true ? [] : undefined;
      try {
        const to = stop.traceTo;
        if (to !== NO_TRACE) trace = this.replaying(() => rebuildTrace(this.spec, this.ctx, this.fp!, this.links, to, this.traceOp?.observer, keep));
        // The violating successor is known; TLC still runs the actions from its predecessor for its label.
        if (keep !== undefined && stop.extra !== undefined && trace.length > 0) keep.push(printedStepping(this.spec, this.ctx, this.fp!, trace[trace.length - 1]!.state, stop.extra.state, trace.length));
      } catch (e) {
        // A trace that cannot be replayed (a nondeterministic spec) is reported, not thrown.
        error ??= toCheckError(e, "trace", "", undefined);
        kind = "error";
      }
      if (stop.extra !== undefined) trace.push(stop.extra);
      if (keep !== undefined && kind === stop.kind && keep.length === trace.length) {
        if (keep.some((p) => p.length > 0)) replayPrinted = keep;
      } else if (keep !== undefined) {
        // The replay failed: its output goes out as it came.
        for (const p of keep) for (const text of p) this.ctx.print(text);
      }
      trace = withAliases(this.spec, this.ctx, trace, this.traceOp?.withPrefix);
    }
    const post = trace !== undefined && violationKinds.has(kind) ? this.postconditionAfter(trace, loop) : undefined;
    const result: CheckResult = {
      result: kind,
      ...(stop.violated !== undefined ? { violated: stop.violated } : {}),
      ...(stop.violatedLocation !== undefined ? { violatedLocation: stop.violatedLocation } : {}),
      ...(stop.violatedProperties !== undefined ? { violatedProperties: stop.violatedProperties } : {}),
      ...(stop.byInitialState ? { byInitialState: true } : {}),
      ...(stop.finitePrefix ? { finitePrefix: true } : {}),
      ...this.counts(),
      seconds: this.seconds(),
      ...(trace !== undefined ? { trace } : {}),
      ...(replayPrinted !== undefined ? { replayPrinted } : {}),
      ...(error !== undefined ? { error } : {}),
      // TLC prints no outdegree line when no state was expanded.
      ...((kind === "ok" && !this.outdegree.empty) || (stop.error !== undefined && outdegreeAtStop(stop.error)) ? { outdegree: this.outdegree.summary() } : {}),
      ...(loop ?? {}),
      ...(this.live !== undefined ? { liveness: this.livenessSummary(), warnings: this.livenessWarnings() } : {}),
      ...(this.live !== undefined && loop?.stuttering === true && stop.safetyLike === false ? stutteringWarning(this.spec, this.live) : {}),
      // Reported when something went to disk: a run that fits in memory reads as it always did.
      ...(this.spillDir !== undefined && this.seen.onDisk + this.queue.pagesWritten + this.links.onDisk > 0
        ? { spill: { fingerprintsOnDisk: this.seen.onDisk, queuePagesWritten: this.queue.pagesWritten, parentLinksOnDisk: this.links.onDisk } }
        : {}),
      ...(this.lastCheckpoint !== undefined ? { checkpointDir: this.lastCheckpoint } : {}),
      ...(post !== undefined ? { postcondition: post } : {}),
      ...(stop.then !== undefined ? { followedBy: this.finish(stop.then) } : {}),
    };
    return result;
  }

  /**
   * TLC evaluates POSTCONDITION after a violation too, with TLCExt!CounterExample the
   * violation's behaviour; what it prints follows the behaviour, so it is kept for the report.
   */
  private postconditionAfter(trace: readonly TraceStep[], loop: LassoEnd | undefined): PostconditionAfterViolation | undefined {
    const { spec, ctx } = this;
    const p = spec.postcondition;
    if (p === undefined) return undefined;
    this.updateStats();
    const output: string[] = [];
    const print = ctx.print;
    ctx.print = (text) => output.push(text);
    try {
      ctx.counterExample = counterExampleOf(spec, ctx, trace, loop);
      return { name: p.name, location: p.location, output, holds: p.test(ctx, noState(spec.variables)) };
    } catch (e) {
      return { name: p.name, location: p.location, output, holds: false, error: toCheckError(e, "postcondition", p.name, p.location) };
    } finally {
      ctx.print = print;
      ctx.counterExample = undefined;
    }
  }

  private livenessWarnings(): string[] {
    const live = this.live!;
    const out: string[] = [];
    if (this.noFairBehaviour) {
      out.push("Warning: no behaviour of the specification satisfies its fairness conditions, so every temporal property holds vacuously. Is a fair action enabled where the next-state relation cannot take it (the spec is not machine closed)?");
    }
    return out;
  }

  private livenessSummary(): LivenessSummary {
    const live = this.live!;
    const g = live.graph;
    return {
      properties: live.propertyCount,
      graphNodes: g.nodeCount,
      // Every state also has its stuttering step.
      graphEdges: g.edgeCount + g.nodeCount,
      sccs: live.stats.sccs,
      seconds: this.livenessSeconds,
      labellingSeconds: this.labellingMs / 1000,
    };
  }
}

/**
 * A lasso as a trace: consecutive repeats of a state (the tableau moving while the
 * system stutters) are one state; a cycle that never leaves its first state is TLC's
 * "Stuttering"; otherwise the trace ends with the cycle's last state before it
 * returns to the state at `loopsBackTo`.
 */
export function lassoShape(lasso: LivenessViolation["lasso"]): { ids: number[]; loopsBackTo: number; stuttering: boolean } {
  const ids: number[] = [];
  for (const s of lasso.prefix) if (ids[ids.length - 1] !== s) ids.push(s);
  const loopsBackTo = ids.length - 1;
  const entry = ids[loopsBackTo]!;
  if (lasso.cycle.every((s) => s === entry)) return { ids, loopsBackTo, stuttering: true };
  for (const s of lasso.cycle.slice(0, -1)) if (ids[ids.length - 1] !== s) ids.push(s);
  while (ids.length - 1 > loopsBackTo && ids[ids.length - 1] === entry) ids.pop();
  return { ids, loopsBackTo, stuttering: false };
}

/** The verdicts after which TLC still evaluates POSTCONDITION (not after an evaluation error). */
const violationKinds: ReadonlySet<ResultKind> = new Set(["invariant", "action-property", "deadlock", "temporal"]);

/**
 * TLC's warning after a stuttering counterexample whose case is not safety-like
 * (Liveness.printStutteringCounterExampleWarning): EC 2257 without SPECIFICATION, EC 2259
 * when SPECIFICATION has no temporal conjunct (tool.getTemporals() empty), none otherwise.
 */
function stutteringWarning(spec: CompiledSpec, live: LivenessChecker): { stutteringWarning: string[] } | undefined {
  const named = spec.liveness?.specification;
  const book = "(compare Chapter 8, page 87ff of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).";
  const off = "(Use the -nowarning option to disable this warning.)";
  if (named === undefined) {
    return {
      stutteringWarning: [
        "Warning: The stuttering counterexample above may be caused by the absence of a behavior specification (SPECIFICATION). Only INIT and NEXT have been provided, so TLC permits infinite stuttering. " +
          `To rule out such counterexamples, use SPECIFICATION Spec, with Spec asserting a suitable fairness constraint ${book}`,
        off,
      ],
    };
  }
  if (live.temporals > 0) return undefined;
  return {
    stutteringWarning: [
      `Warning: The stuttering counterexample above may be caused by the absence of a fairness constraint in the behavior specification ${named.name} defined at ${named.location}. ` +
        `To rule out such counterexamples, conjoin a suitable fairness constraint to ${named.name} ${book}`,
      off,
    ],
  };
}

/** Safety violations whose replay output the report places among the states (TLC's TLCTrace.printTrace). */
const printedKinds: ReadonlySet<ResultKind> = new Set(["invariant", "action-property", "deadlock"]);

/**
 * Whether the error is an action's successor that leaves a variable unassigned. TLC
 * has counted that successor as generated when it reports the error (and prints it
 * as the trace's last state), so the counts at the stop include it
 * (corpus/parallel/IncompleteSuccessor).
 */
export function stopsOnGeneratedSuccessor(error: CheckError): boolean {
  return error.code === catalogue.SuccessorIncomplete.code;
}

/**
 * The phase TLC reports an error in, where it is not the phase of the formula: TLC's
 * StackOverflowError is no EvalException, so its invariant and property wrappers miss it
 * (an error of the initial states, or of the successors); its "Evaluating invariant X
 * failed" (exit 76) is its Worker's, for successors: an invariant that fails to evaluate
 * on an initial state is an error of the initial states (exit 75).
 */
export function asTlcPhase(error: CheckError, initial: boolean): CheckError {
  if (error.code === catalogue.RecursionTooDeep.code && error.phase !== "temporal") return { ...error, phase: initial ? "init" : "next" };
  if (error.phase === "invariant" && initial) return { ...error, phase: "init" };
  return error;
}

/** TLC prints the outdegree line after an invariant that fails to evaluate or a failed liveness labelling (not after other errors). */
export function outdegreeAtStop(error: CheckError): boolean {
  // Not a constant invariant found FALSE while reading the .cfg (constantParts.ts): TLC stops before the search.
  // Not after a stack overflow while labelling (TLC prints none then; observed, LabelErrorRecursion).
  if (error.labelling === true) return error.code !== catalogue.RecursionTooDeep.code;
  // Not when a labelling that raised after it dropped TLC's replay of the error (observed, LabellingAfterInvariantError).
  if (error.labellingAfter === true) return false;
  return error.phase === "invariant" && !error.internal && error.code !== catalogue.CfgDefinitionNotTrue.code;
}

/** The error report for whatever a spec threw while evaluating the formula `name` of kind `phase`. */
/**
 * TLC's EC.TLC_LIVE_CANNOT_HANDLE_FORMULA text: "TLC cannot handle the temporal formula <location>",
 * and for a bounded \A, ":" and the message of what failed inside it (a nested refusal, an evaluation error).
 */
function cannotHandleMessage(e: TemporalShapeError): string {
  const head = `${e.message} ${tlcLocation(e.cannotHandle!)}`;
  const cause = e.cannotHandleCause;
  if (cause === undefined) return head;
  const inner = isShapeError(cause) && cause.cannotHandle !== undefined ? cannotHandleMessage(cause) : tlcMessage(toCheckError(cause, "temporal", "", undefined), tlcLocation).join("\n");
  return `${head}:\n${inner}`;
}

export function toCheckError(e: unknown, phase: ErrorPhase, name: string, fallback: SourceLocation | undefined): CheckError {
  if (e instanceof SpecEvalError) {
    const cause = e.cause;
    return {
      code: cause instanceof EvalError ? cause.code : "TT9001",
      message: cause instanceof EvalError ? cause.message : internalErrorMessage(cause),
      ...(cause instanceof EvalError ? { args: cause.args } : {}),
      location: e.location,
      positions: e.positions,
      phase,
      name,
      internal: e.isInternal,
      ...(e.fingerprinting ? { fingerprinting: true as const } : {}),
    };
  }
  if (e instanceof EvalError) {
    return { code: e.code, message: e.message, ...(fallback ? { location: fallback } : {}), phase, name, internal: false };
  }
  return { code: "TT9001", message: internalErrorMessage(e), ...(fallback ? { location: fallback } : {}), phase, name, internal: true };
}

/**
 * Removes the run's spill folder. The closes above removed its files, so it is empty and
 * rmdir removes it; a recursive rmSync is the fallback (it loads Node's rimraf on first
 * use: some 5-10 ms of every run's exit, docs/process.md).
 */
function removeSpillDir(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    rmSync(dir, { recursive: true, force: true });
  }
}
