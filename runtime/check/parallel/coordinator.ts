// The parallel checker: a level-synchronous breadth-first search over worker threads
// that gives exactly what the one-worker search (bfs.ts) gives (distinct states, states
// generated, depth, the verdict and the very same counterexample), because every
// decision that could depend on timing is made in the one-worker order:
//
// 1. Each level's frontier is shared out among the workers; each expands its states in
//    id order, claiming every successor in the model in the shared table (sharedSeen.ts)
//    with the id of the state it came from; the smallest id wins, whoever came first.
//    A worker done early expands half of what another has left (crew.ts, Team): who
//    expands a state changes nothing of what it claims.
// 2. When all are done, each worker keeps the successors it won, in (owner id,
//    successor number) order: the order the one worker would have found them in,
//    and sends their keys. (Their invariants were checked by the worker that put them
//    in the table; when one failed, every worker checks its kept ones again, in order.) Merging the workers' lists gives
//    the new states' ids and parent links exactly as the one worker numbers them.
// 3. A violation, deadlock or error is recorded with its place in that order; the
//    earliest wins, and the counts are those the one worker had at that point (the
//    successors generated before it, the new states found before it).
// 4. Between levels the frontier is rebalanced by moving encoded states (stateCodec.ts).
//
// The first levels are expanded in the coordinator's own thread (crew.ts, LocalCrew),
// with the same protocol; worker threads are started only once the search has run a
// while on a frontier worth sharing, and join it when they have loaded the spec: with
// N workers, the coordinator's thread and N - 1 threads share every level (crew.ts, Team).
//
// The initial states are computed by the coordinator (bfs.ts, as for one worker). What
// needs the whole search in one thread (the behaviour graph for temporal properties,
// the observers behind -coverage and -dump dot, a state limit) runs with one worker:
// `oneWorkerReason` says why. A spec that builds strings while checking would order
// them by when each worker first built them (TLC-SEMANTICS §1.2); when that happens the
// run is done again with one worker.

import { check, checkWith, outdegreeAtStop, stopsOnGeneratedSuccessor, type SearchRun, type Stop } from "../bfs.js";
import type { CheckOptions, CheckResult, TraceStep } from "../result.js";
import type { CompiledSpec, State } from "../spec.js";
import { symmetryOf } from "../symmetry.js";
import { ValueReader } from "../stateCodec.js";
import { hasLiveness } from "../../liveness/index.js";
import { StateFingerprinter } from "../stateFingerprint.js";
import { tlcVariableOrder } from "../varOrder.js";
import { LocalCrew, Pool, Team, type Crew } from "./crew.js";
import { LevelExpander } from "./levelExpander.js";
import { keyBefore, threadCpuMs, threadTimes, type FromWorker, type SearchKey, type ThreadTimes, type ToWorker, type WorkerStop } from "./messages.js";
import { mergeKeys, type MergedKeys } from "./mergeKeys.js";
import { Control, PLANNED_LOAD, SharedSeenTable } from "./sharedSeen.js";

export interface ParallelCheck {
  readonly result: CheckResult;
  /** The workers the search ran with (1 after falling back). */
  readonly workers: number;
  /** Why the search ran with one worker although more were asked for. */
  readonly note?: string;
  /** Levels expanded again because they overfilled the fingerprint table. */
  readonly levelReruns?: number;
}

/** Why a run must use one worker, or undefined when several can share it. */
export function oneWorkerReason(spec: CompiledSpec, options: CheckOptions): string | undefined {
  if (hasLiveness(spec)) return "checking temporal properties needs the behaviour graph, which one worker records";
  if (spec.readsSearch === true) return "TLCGet reads the search's counters as one worker advances them";
  if (spec.usesTrace === true) return "TLCExt!Trace reads the path to each state, which one worker's parent links give";
  if (options.observer !== undefined) return "-coverage and --dump-dot observe every step in order, which one worker does";
  if (options.maxStates !== undefined) return "a state limit is counted by one worker";
  return undefined;
}

/** How the search shares out. */
export interface ParallelOptions {
  /** Threads to search with. */
  readonly workers: number;
  /**
   * Worker threads start once the search has run this long in the coordinator's thread
   * (and a level has at least MIN_PARALLEL_FRONTIER states): a small state space is
   * done before threads would have loaded the spec. 0 starts them at once, whatever
   * the frontier.
   */
  readonly startAfterMs?: number;
  /** Wait for the threads once started, instead of expanding levels here until they are ready (tests). */
  readonly waitForThreads?: boolean;
  /** Tests: ready threads join this many levels after the level they were started at (the table may move meanwhile). */
  readonly joinLevelsLater?: number;
  /** Room in the first fingerprint table, in states (default: eight times the initial states, at least 65,536). */
  readonly tableEntries?: number;
}

/** Checks `spec` (loaded from `code`) with up to `workers` threads; one when `oneWorkerReason` says so. */
export async function checkInParallel(spec: CompiledSpec, code: string, parallel: ParallelOptions, options: CheckOptions): Promise<ParallelCheck> {
  const reason = parallel.workers > 1 ? oneWorkerReason(spec, options) : undefined;
  if (parallel.workers <= 1 || reason !== undefined) {
    return { result: check(spec, options), workers: 1, ...(reason !== undefined ? { note: reason } : {}) };
  }
  let fellBack: string | undefined;
  let search: LevelSearch | undefined;
  try {
    const result = await checkWith(spec, options, async (run) => {
      search = new LevelSearch(run, code, parallel, options.print ?? (() => {}));
      try {
        return await search.search();
      } catch (e) {
        if (!(e instanceof OneWorkerAfterAll)) throw e;
        fellBack = e.message;
        return undefined;
      }
    });
    if (fellBack === undefined) {
      if (search?.clock !== undefined) {
        search.moments.push(["done", Date.now()]);
        process.stderr.write(search.statsLine() + "\n");
      }
      options.onEvent?.({ code: "done", result });
      return { result, workers: search?.threads ?? 1, levelReruns: search?.levelReruns ?? 0 };
    }
  } finally {
    await search?.close();
  }
  // Init was reported already; the second run reports the rest.
  const onEvent = options.onEvent;
  const quiet: CheckOptions = { ...options, ...(onEvent ? { onEvent: (e) => e.code !== "init-done" && e.code !== "init-computed" && onEvent(e) } : {}) };
  return { result: check(spec, quiet), workers: 1, note: fellBack };
}

class OneWorkerAfterAll extends Error {}

/** Shares within this part of the mean, or this many states, of each other are left as they are. */
const SLACK = 0.05;
const MIN_MOVE = 64;
/**
 * Worker threads start after this long in the coordinator's thread (ParallelOptions.startAfterMs).
 * A thread loads the runtime and the spec (some 0.1 s of CPU, on another core) while this one
 * goes on expanding levels, and joins at the first level's end after it is ready: the sooner it
 * starts, the less of the search this thread does alone. Levels are checked for the start only
 * at their end, and early levels are short: with 250 ms, SwarmKitLarge asked for its thread after
 * level 7 and ran its first 8 levels alone (0.63-0.73 s of CPU on an idle machine, the other
 * core idle; 0.21 s from 20 ms: docs/process.md, session 32). A search done within this
 * time starts no thread; one done before its threads are ready ends them (`close`).
 */
const START_AFTER_MS = 20;
/** ... and not for a level smaller than this. */
const MIN_PARALLEL_FRONTIER = 64;

/**
 * With TLA2TS_PARALLEL_STATS set, the run ends by printing on stderr the CPU time of each thread:
 * the coordinator's per phase (the phases between expansions are the ones the other threads
 * wait for), each worker thread's start-up (loading the runtime and the spec) and total.
 * Wall-clock times mean little on a loaded machine; these say where the work goes.
 */
class PhaseClock {
  private last = threadCpuMs();
  readonly ms: Record<string, number> = { "before the search": this.last };

  /** Adds the CPU time since the last lap to `phase`. */
  lap(phase: string): void {
    const now = threadCpuMs();
    this.ms[phase] = (this.ms[phase] ?? 0) + now - this.last;
    this.last = now;
  }
}

/**
 * With TLA2TS_PARALLEL_STATS, each thread's time asleep per level (wall - CPU - waiting for a core,
 * messages.ts ThreadTimes), from one level's end (its "resolved" answers) to the next: the time a
 * thread waited for work or for the others, the cost of the level barrier. TLA2TS_PARALLEL_STATS=levels
 * also prints each level's figures.
 */
export class SleepLog {
  private last: (ThreadTimes | undefined)[] = [];
  /** Per thread: asleep, CPU, waiting for a core (ms, all levels since the threads joined). */
  readonly totals: { sleepMs: number; cpuMs: number; waitMs: number }[] = [];
  readonly levels: string[] = [];

  record(level: number, times: readonly (ThreadTimes | undefined)[]): void {
    const parts: string[] = [];
    times.forEach((t, w) => {
      const before = this.last[w];
      this.last[w] = t;
      if (t === undefined || before === undefined) return;
      const cpu = t.cpuMs - before.cpuMs;
      const wait = t.waitMs - before.waitMs;
      const sleep = t.wallMs - before.wallMs - cpu - wait;
      const total = (this.totals[w] ??= { sleepMs: 0, cpuMs: 0, waitMs: 0 });
      total.sleepMs += sleep;
      total.cpuMs += cpu;
      total.waitMs += wait;
      parts.push(`${w}: cpu ${cpu.toFixed(0)} asleep ${sleep.toFixed(0)} runnable ${wait.toFixed(0)}`);
    });
    if (parts.length > 0) this.levels.push(`level ${level}: ${parts.join(", ")}`);
  }

  line(): string {
    return this.totals.map((t, w) => `${w === 0 ? "coordinator's thread" : `thread ${w}`} cpu ${t.cpuMs.toFixed(0)} asleep ${t.sleepMs.toFixed(0)} runnable ${t.waitMs.toFixed(0)}`).join("; ");
  }
}

/** The coordinator's side of one run. */
class LevelSearch {
  private table: SharedSeenTable;
  private crew: Crew;
  /** The coordinator's thread as a crew member: alone for the first levels, then in the Team. */
  private readonly local: LocalCrew;
  /** The worker threads beside the coordinator's (one fewer than the workers asked for). */
  private pool: Pool | undefined;
  /** The pool's start, and then the intern table sizes of its workers (or why they failed). */
  private starting: Promise<void> | undefined;
  private ready: number[] | undefined;
  /** The table the threads were started with, and the level they were started at. */
  private poolTable: SharedArrayBuffer | undefined;
  private poolLevel = 0;
  private startFailure: Error | undefined;
  /** The workers' intern tables differed from this thread's: the search stays here. */
  private declined = false;
  private readonly started = performance.now();
  /** Threads that expanded states. */
  threads = 1;
  levelReruns = 0;
  /** The first id of the frontier being expanded, and one past its last. */
  private levelStart = 0;
  private levelEnd: number;
  private level = 1;
  private depth = 1;
  private generated: number;
  /** Frontier states per worker. */
  private shares: number[] = [];
  private lastGrowth = 1;
  /** The table was replaced since the workers last saw it. */
  private tableMoved = false;
  readonly clock = process.env["TLA2TS_PARALLEL_STATS"] !== undefined ? new PhaseClock() : undefined;
  /** Frontier states moved from one member to another between levels (`rebalance`). */
  private moved = 0;
  /** Per worker thread, its CPU time at the last level's end (with `clock`). */
  private threadCpuMs: number[] = [];
  /** Per worker thread, the frontier states it expanded (with `clock`): with the CPU times, each thread's cost per state. */
  private threadStates: number[] = [];
  private readonly sleeps = this.clock !== undefined ? new SleepLog() : undefined;
  /** With `clock`: wall-clock moments of the run (Date.now()), for the timeline. */
  readonly moments: [string, number][] = [["search", Date.now()]];
  private readonly soloCpu0 = threadCpuMs();
  private readonly soloLevels: string[] = [];

  constructor(
    private readonly run: SearchRun,
    private readonly code: string,
    private readonly parallel: ParallelOptions,
    private readonly print: (text: string) => void,
  ) {
    this.levelEnd = run.links.size;
    this.generated = run.counts().statesGenerated;
    this.table = SharedSeenTable.create(parallel.tableEntries ?? Math.max(1 << 16, this.levelEnd * 8));
    for (let i = 0; i < this.levelEnd; i++) this.table.addSettled(run.links.hiOf(i), run.links.loOf(i));
    this.table.flushCount();
    const { spec, ctx } = run;
    const fp = new StateFingerprinter(ctx, spec.view, symmetryOf(spec, ctx, false), spec.printOrder ?? tlcVariableOrder(spec.variables));
    this.local = new LocalCrew(new LevelExpander(spec, ctx, fp, this.table, run.checkDeadlock));
    this.crew = this.local;
  }

  /** Ends the worker threads, also while they are still loading the spec (a search done before they were ready). */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  async search(): Promise<Stop | undefined> {
    const { run } = this;
    const initial = run.takeInitialStates();
    this.local.expander.take(initial, Int32Array.from(initial, (_, i) => i));
    this.shares = [initial.length];
    for (;;) {
      if (this.levelEnd === this.levelStart) return undefined;
      await this.maybeGoParallel();
      // Read after the join: the level the threads join at is the team's, not one searched alone.
      const alone = this.crew === this.local;
      const lap = (phase: string): void => this.clock?.lap(alone ? "levels before the threads joined" : phase);
      await this.reserve();
      lap("start, reserve table");
      let expanded = await this.expand();
      while (Atomics.load(this.table.control, Control.Abandon) !== 0) {
        this.table = this.table.grownTo(this.table.capacity);
        this.tableMoved = true;
        this.levelReruns++;
        expanded = await this.expand();
      }
      lap("expand");
      const resolved = await this.crew.ask<"resolved">(() => ({ type: "resolve" }));
      lap("resolve");
      if (this.clock !== undefined && !alone) {
        this.threadCpuMs = resolved.slice(1).map((r) => r.cpuMs ?? NaN);
        this.threadStates = resolved.slice(1).map((r) => r.expanded ?? NaN);
        this.sleeps?.record(this.level, [threadTimes(), ...resolved.slice(1).map((r) => r.times)]);
      }
      if (this.crew !== this.local && resolved.some((r) => r.internSize !== this.ready![0])) throw new OneWorkerAfterAll("the spec builds strings while checking, which each worker would order differently");
      let stop: WorkerStop | undefined;
      for (const r of [...expanded, ...resolved]) if (r.stop !== undefined && (stop === undefined || keyBefore(r.stop, stop))) stop = r.stop;
      const levelGenerated = expanded.reduce((n, e) => n + e.generated, 0);
      const merged = mergeKeys(resolved.map((r) => r.keys));
      if (stop !== undefined) return this.stopAt(stop, merged);
      this.number(merged);
      lap("merge, number");
      this.generated += levelGenerated;
      const frontier = this.levelEnd - this.levelStart;
      this.levelStart = this.levelEnd;
      this.levelEnd = run.links.size;
      this.lastGrowth = frontier === 0 ? 1 : (this.levelEnd - this.levelStart) / frontier;
      if (this.levelEnd > this.levelStart) this.depth = this.level + 1;
      run.setCounts(this.generated, this.depth, this.level, this.levelEnd - this.levelStart);
      run.progress();
      this.level++;
      await this.rebalance();
      lap("rebalance");
      if (alone && this.clock !== undefined) this.soloLevels.push(`${this.level - 1}:${frontier}:${(threadCpuMs() - this.soloCpu0).toFixed(0)}`);
    }
  }

  /** The line TLA2TS_PARALLEL_STATS prints. */
  statsLine(): string {
    const ms = (n: number): string => n.toFixed(0);
    const coordinator = Object.entries(this.clock!.ms).map(([phase, n]) => `${phase} ${ms(n)}`).join(", ");
    const threads = this.threadCpuMs.map((n, w) => `thread ${w + 1}: start-up ${ms(this.pool?.startupCpuMs[w] ?? NaN)}, total ${ms(n)}, states expanded ${this.threadStates[w] ?? NaN}`).join("; ");
    const team = this.crew instanceof Team ? this.crew : undefined;
    const moves = `; states moved between levels ${this.moved}, handed over in levels ${team?.stolen ?? 0} (${team?.steals ?? 0} times)`;
    const own = `, states expanded ${this.local.expander.expandedStates}`;
    const sleeps = this.sleeps !== undefined && this.sleeps.totals.length > 0 ? `; since the threads joined (ms): ${this.sleeps.line()}` : "";
    const levels = process.env["TLA2TS_PARALLEL_STATS"] === "levels" && this.sleeps !== undefined ? "\n" + this.sleeps.levels.join("\n") : "";
    const t0 = this.moments[0]![1];
    const timeline = " timeline (ms): " + this.moments.map(([what, t]) => `${what} ${t - t0}`).join(", ") + ` (search at ${t0}); levels alone (level:frontier:cpu ms) ${this.soloLevels.join(" ")};`;
    return `parallel stats (CPU ms):${timeline} coordinator's thread: ${coordinator}${own}${threads !== "" ? "; " + threads : ""}${moves}${sleeps}${levels}`;
  }

  private expand(): Promise<Extract<FromWorker, { type: "expanded" }>[]> {
    Atomics.store(this.table.control, Control.Recheck, 0);
    const m: ToWorker = { type: "expand", level: this.level, distinct: this.levelEnd, generated: this.generated, ...(this.tableMoved ? { table: this.table.buffer } : {}) };
    this.tableMoved = false;
    return this.crew.ask<"expanded">(() => m);
  }

  /**
   * Makes the table big enough for the coming level, by the growth of the last one (a level that
   * overflows runs again). With worker threads, every member copies a part of the old table into
   * the new one: the others would only wait for this thread meanwhile (SwarmKitLarge: some 0.1 s of
   * CPU in all, most of it the last two growths, of 0.4 and 0.8 million entries).
   */
  private async reserve(): Promise<void> {
    const frontier = this.levelEnd - this.levelStart;
    const expected = this.table.size + frontier * Math.max(2, 1.5 * this.lastGrowth);
    if (expected <= this.table.capacity * PLANNED_LOAD) return;
    const old = this.table;
    if (this.crew.size === 1) this.table = old.grownTo(expected);
    else {
      const next = SharedSeenTable.create(expected, old.controlBuffer);
      const parts = this.crew.size;
      await this.crew.ask<"copied">((w) => ({ type: "copySettled", from: old.buffer, into: next.buffer, part: w, parts }));
      Atomics.store(next.control, Control.Abandon, 0);
      this.table = next;
    }
    this.tableMoved = true;
  }

  /** Numbers the new states in the one-worker order and hands each worker the ids of its own. */
  private number(merged: MergedKeys): void {
    const links = this.run.links;
    const ids = merged.counts.map((n) => new Int32Array(n));
    let parents = 0;
    let lastParent = -1;
    let fromParent = 0;
    for (let i = 0; i < merged.worker.length; i++) {
      const w = merged.worker[i]!;
      const k = merged.keys[w]!;
      const j = merged.index[i]!;
      const from = k[4 * j]!;
      ids[w]![j] = links.size;
      links.push(from, k[4 * j + 2]! >>> 0, k[4 * j + 3]! >>> 0);
      if (from !== lastParent) {
        if (lastParent >= 0) this.run.outdegree.add(fromParent);
        parents++;
        lastParent = from;
        fromParent = 0;
      }
      fromParent++;
    }
    if (lastParent >= 0) this.run.outdegree.add(fromParent);
    for (let i = parents; i < this.levelEnd - this.levelStart; i++) this.run.outdegree.add(0);
    for (let w = 0; w < ids.length; w++) {
      this.shares[w] = ids[w]!.length;
      this.crew.tell(w, { type: "adopt", ids: ids[w]! });
    }
  }

  /**
   * The outdegrees of this level's states up to `last`, as one worker has them when it stops there: the new
   * successors of each (the first `count` merged keys, in order), `last`'s up to the stop.
   */
  private outdegreesTo(last: number, merged: MergedKeys, count: number): void {
    const perState = new Int32Array(last - this.levelStart + 1);
    for (let i = 0; i < count; i++) {
      const w = merged.worker[i]!;
      perState[merged.keys[w]![4 * merged.index[i]!]! - this.levelStart]!++;
    }
    for (const n of perState) this.run.outdegree.add(n);
  }

  /** The run's end at `stop`: the counts the one worker had there, the trace to it. */
  private async stopAt(stop: WorkerStop, merged: MergedKeys): Promise<Stop> {
    const { run } = this;
    const tallies = await this.crew.ask<"tallied">(() => ({ type: "tally", below: stop.from }));
    const generated =
      this.generated +
      tallies.reduce((n, t) => n + t.generated, 0) +
      stop.successor +
      (stop.state !== undefined || (stop.error !== undefined && stopsOnGeneratedSuccessor(stop.error)) ? 1 : 0);
    // The new states found before the stop (and the one at it, which was added before being checked).
    let before = 0;
    let atOrBefore = 0;
    for (let i = 0; i < merged.worker.length; i++) {
      const w = merged.worker[i]!;
      const j = merged.index[i]!;
      const k = merged.keys[w]!;
      const key: SearchKey = { from: k[4 * j]!, successor: k[4 * j + 1]!, step: 0 };
      if (key.from > stop.from || (key.from === stop.from && key.successor > stop.successor)) break;
      run.links.push(key.from, k[4 * j + 2]! >>> 0, k[4 * j + 3]! >>> 0);
      atOrBefore++;
      if (key.from !== stop.from || key.successor !== stop.successor) before++;
    }
    const depth = atOrBefore > 0 ? this.level + 1 : this.depth;
    run.setCounts(generated, depth, this.level, this.levelEnd - 1 - stop.from + before);
    if (stop.error !== undefined && outdegreeAtStop(stop.error)) this.outdegreesTo(stop.from, merged, atOrBefore);
    let extra: TraceStep | undefined;
    if (stop.state !== undefined) {
      const state: State = new ValueReader(stop.state, run.ctx.intern).state();
      const action = stop.action !== undefined ? run.spec.actions[stop.action] : undefined;
      extra = action !== undefined ? { action: action.name, location: action.location, state } : { action: undefined, state };
    }
    return {
      kind: stop.kind,
      ...(stop.violated !== undefined ? { violated: stop.violated } : {}),
      ...(stop.violatedLocation !== undefined ? { violatedLocation: stop.violatedLocation } : {}),
      ...(stop.error !== undefined ? { error: stop.error } : {}),
      traceTo: stop.from,
      ...(extra !== undefined ? { extra } : {}),
    };
  }

  /**
   * Between levels: starts the worker threads once the search has run long enough and
   * the frontier is big enough, and hands them the frontier once they have loaded the
   * spec (the coordinator's thread goes on expanding levels meanwhile). A thread whose
   * intern table differs from the coordinator's would order strings differently, so
   * then the search stays in this thread.
   */
  private async maybeGoParallel(): Promise<void> {
    if (this.crew !== this.local || this.declined) return;
    if (this.pool === undefined) {
      const after = this.parallel.startAfterMs ?? START_AFTER_MS;
      if (performance.now() - this.started < after || (after > 0 && this.levelEnd - this.levelStart < MIN_PARALLEL_FRONTIER)) return;
      this.moments.push(["threads asked", Date.now()]);
      this.pool = new Pool(this.code, this.parallel.workers - 1, this.print, this.clock !== undefined);
      this.poolTable = this.table.buffer;
      this.poolLevel = this.level;
      this.starting = this.pool.start(this.table, this.run.checkDeadlock).then(
        (sizes) => {
          this.moments.push(["ready", Date.now()]);
          this.ready = sizes;
        },
        (e: unknown) => void (this.startFailure = e instanceof Error ? e : new Error(String(e))),
      );
    }
    if (this.parallel.waitForThreads === true) await this.starting;
    else await new Promise((resolve) => setImmediate(resolve));
    if (this.startFailure !== undefined) throw this.startFailure;
    if (this.ready === undefined || this.level < this.poolLevel + (this.parallel.joinLevelsLater ?? 0)) return;
    if (this.ready.some((n) => n !== this.run.ctx.intern.size)) {
      this.declined = true;
      await this.pool.close();
      this.pool = undefined;
      return;
    }
    this.crew = new Team(this.local, this.pool);
    // The threads have the table they were started with: when it moved to a larger one since
    // (while they loaded the spec, this thread expanding levels alone), the next level's request
    // hands them the current one, or they would claim in the old table, which nobody reads.
    if (this.table.buffer !== this.poolTable) this.tableMoved = true;
    this.moments.push([`joined at level ${this.level}`, Date.now()]);
    this.threads = this.crew.size;
    await this.handOver();
  }

  /**
   * Shares the frontier, all in the coordinator's thread, out evenly in contiguous runs
   * of ids, the last run to the last thread (however small it is, unlike `rebalance`).
   */
  private async handOver(): Promise<void> {
    const n = this.crew.size;
    const frontier = this.levelEnd - this.levelStart;
    this.shares = new Array<number>(n).fill(0);
    for (let w = n - 1; w >= 0; w--) {
      const count = Math.floor((frontier * (w + 1)) / n) - Math.floor((frontier * w) / n);
      this.shares[w] = count;
      if (w === 0 || count === 0) continue;
      const [given] = await this.crew.ask<"given">((m) => (m === 0 ? { type: "give", count } : undefined));
      this.crew.tell(w, { type: "take", states: given!.states, ids: given!.ids });
    }
  }

  /** Moves states from the fullest worker to the emptiest until no share is far above the mean. */
  private async rebalance(): Promise<void> {
    const shares = this.shares;
    const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
    for (;;) {
      let big = 0;
      let small = 0;
      for (let w = 1; w < shares.length; w++) {
        if (shares[w]! > shares[big]!) big = w;
        if (shares[w]! < shares[small]!) small = w;
      }
      const count = Math.floor((shares[big]! - shares[small]!) / 2);
      if (count < Math.max(MIN_MOVE, mean * SLACK)) return;
      const [given] = await this.crew.ask<"given">((w) => (w === big ? { type: "give", count } : undefined));
      this.crew.tell(small, { type: "take", states: given!.states, ids: given!.ids });
      shares[big]! -= count;
      shares[small]! += count;
      this.moved += count;
    }
  }
}
