// One worker's share of a breadth-first level (see coordinator.ts for the protocol).
// For each frontier state, in id order, every successor is counted and checked the way
// the one-worker search does (bfs.ts `addSuccessor`), except that a successor in the
// model is only claimed in the shared table here: which expansion reached it first in
// the one-worker order is known once every worker is done, and that expansion's worker
// keeps it in `resolve`. Stops are recorded with their SearchKey instead of ending the
// run; the coordinator picks the smallest.
//
// The invariants of a new state are checked by the worker that put it in the table,
// at once, as the one worker does: the state is still in the cache, and the workers
// share that work as they share the expansions. Which worker that was depends on
// timing, but the outcome does not, as long as every invariant holds: whoever keeps the
// state knows it holds them. When one fails or cannot be evaluated, the level is
// marked (Control.Recheck) and every worker checks its kept states again in `resolve`,
// in the one-worker order, so that the stop is the one the one worker meets.
//
// A worker that finishes its share early takes over half of what another has left
// (the coordinator asks through the WorkBoard; `offerTail`, `steal`): who expands a
// state does not change what it claims, and `resolve` puts the kept successors back in
// the one-worker order.

import { asTlcPhase, toCheckError } from "../bfs.js";
import type { ErrorPhase, ResultKind } from "../result.js";
import type { CompiledSpec, EvalContext, State, StatePredicate, SuccessorSink } from "../spec.js";
import type { StateFingerprinter } from "../stateFingerprint.js";
import { ValueReader, ValueWriter } from "../stateCodec.js";
import { InvariantSkipper } from "../invariantSkip.js";
import { Canonicalizer } from "../queue.js";
import { Control, type SharedSeenTable } from "./sharedSeen.js";
import { keyBefore, type SearchKey, type WorkerStop } from "./messages.js";

const STOP = new Error("tla2ts: expansion stopped");
const NO_BYTES = new Uint8Array(0);

/**
 * The work board, shared by the coordinator and the workers: per member (the
 * coordinator's thread is 0), in its own cache line, how many states it has left to
 * expand (updated every 64 states), whether the coordinator asks for half of them, and
 * whether it is done with all it was given (until the coordinator gives it more).
 */
export const BOARD_STRIDE = 16;
export const enum Board {
  Left = 0,
  Want = 1,
  Idle = 2,
  /** Rung (incremented and notified) by the coordinator after each message it posts to a worker thread, which waits on it (worker.ts). */
  Bell = 3,
  /** Set when the coordinator closes the team: the worker thread stops waiting for messages. */
  Quit = 4,
}
/** A member gives its tail away only when it has at least twice this many states left. */
export const MIN_TAIL = 16;

export class LevelExpander {
  private frontier: State[] = [];
  private ids: number[] = [];
  /** The frontier's own states: those past it were handed over by another member in this level (`steal`). */
  private ownLength = 0;
  /** One past the last frontier index this expansion goes to (lowered when the tail is given away). */
  private end = 0;
  /** Whether states were handed over in this level: the kept successors then need sorting (`resolve`). */
  private stole = false;
  private board: Int32Array | undefined;
  private boardAt = 0;
  /**
   * Members on the board whose idleness this one watches (the coordinator's thread: it hands
   * out work only from its event loop, so it returns there when a member is idle); 0 for none.
   */
  private watched = 0;
  /** Receives the encoded tail this member gives away when the coordinator asks for it. */
  private onSpare: ((states: Uint8Array, ids: Int32Array) => void) | undefined;
  /** Per frontier index, the successors it generated in the current level. */
  private generatedBy = new Int32Array(0);
  /** Claims of the current level: slot, owner id, successor number, action, fingerprint halves; and the state. */
  private claims = new Int32Array(6 * 1024);
  private claimCount = 0;
  private claimed: State[] = [];
  /** The state each claimed one is a successor of (its invariants may hold as there: invariantSkip.ts). */
  private claimedParents: State[] = [];
  /** The kept successors after `resolve`, waiting for their ids. */
  private kept: State[] = [];
  private stop: WorkerStop | undefined;
  private generated = 0;
  /** Frontier states this member expanded, all levels together (TLA2TS_PARALLEL_STATS). */
  expandedStates = 0;
  /** The frontier index the expansion in progress goes on from. */
  private next = 0;

  // The expansion in progress.
  private curState: State = [];
  private curId = -1;
  private curAction = 0;
  private curSuccessors = 0;
  private curStopped = false;
  private abandoned = false;
  private checking: State | undefined;
  private phase: ErrorPhase = "next";
  private evaluating = "";
  private readonly onSuccessor: SuccessorSink = Object.assign((s: State): void => this.addSuccessor(s), {
    // Intermediate states of `A \cdot B` count as generated, and as successors (no deadlock), as in TLC's Worker.
    // (this.generated takes curSuccessors when the state is done.)
    countGenerated: (count: number): void => {
      this.curSuccessors += count;
    },
  });

  /**
   * Skips the invariants (or their conjuncts) that hold as in the parent or on values they held on
   * before, as the one-worker search does (invariantSkip.ts). Each thread remembers its own values:
   * a skip only ever stands for an evaluation to TRUE, so what a thread remembers changes no answer.
   */
  private readonly skipper: InvariantSkipper;
  /** Shares equal sub-values among the states this thread claims (queue.ts, as the one-worker search does). */
  private readonly canon = new Canonicalizer();
  /**
   * The codec of the states handed over (`give`, `offerTail`, `steal`, `takeEncoded`), one of each
   * for every batch: hand-overs come in bursts, and a writer or reader made per batch had the
   * codec's optimised code thrown away after each (docs/process.md, two workers' compilations).
   */
  private readonly writer = new ValueWriter(1 << 12, true);
  private readonly reader: ValueReader;

  constructor(
    private readonly spec: CompiledSpec,
    private readonly ctx: EvalContext,
    private readonly fp: StateFingerprinter,
    public table: SharedSeenTable,
    private readonly checkDeadlock: boolean,
  ) {
    this.skipper = new InvariantSkipper(spec.invariants);
    this.reader = new ValueReader(NO_BYTES, ctx.intern, 0, true);
  }

  /** Encodes frontier states [from, to) for another member. */
  private encode(from: number, to: number): Uint8Array {
    const w = this.writer;
    w.clear();
    for (let i = from; i < to; i++) w.state(this.frontier[i]!);
    const bytes = w.bytes.slice();
    w.clear();
    return bytes;
  }

  /** Decodes `count` states another member encoded. */
  private decode(bytes: Uint8Array, count: number): State[] {
    const r = this.reader.restart(bytes);
    const states: State[] = [];
    for (let i = 0; i < count; i++) states.push(r.state());
    r.restart(NO_BYTES);
    return states;
  }

  /** Joins the work board as member `member`; `onSpare` receives the tails given away. */
  joinBoard(board: Int32Array, member: number, onSpare: (states: Uint8Array, ids: Int32Array) => void): void {
    this.board = board;
    this.boardAt = member * BOARD_STRIDE;
    this.onSpare = onSpare;
    this.watched = member === 0 ? board.length / BOARD_STRIDE : 0;
  }

  /** Names in this thread's intern table (see coordinator.ts on strings built while checking). */
  get internSize(): number {
    return this.ctx.intern.size;
  }

  /** What TLCGet reads while this level is expanded (the counts when it started). */
  setStats(level: number, distinct: number, generated: number): void {
    const st = this.ctx.stats;
    st.level = level;
    st.distinct = distinct;
    st.generated = generated;
    st.queue = this.frontier.length;
    st.diameter = level;
  }

  /** Expands the frontier; returns the successors generated and the first stop met. */
  expand(): { generated: number; stop?: WorkerStop } {
    this.beginExpansion();
    this.expandSome(Infinity);
    return this.expansion();
  }

  /** Starts expanding the frontier (`expandSome` goes on, `expansion` gives the outcome). */
  beginExpansion(): void {
    // States handed over in an abandoned expansion go back to their own members' shares.
    this.frontier.length = this.ownLength;
    this.ids.length = this.ownLength;
    this.end = this.ownLength;
    this.stole = false;
    this.claimCount = 0;
    this.claimed = [];
    this.claimedParents = [];
    this.stop = undefined;
    this.generated = 0;
    this.abandoned = false;
    this.generatedBy = new Int32Array(this.frontier.length);
    this.next = 0;
  }

  /** The outcome of the expansion: the successors generated and the first stop met. */
  expansion(): { generated: number; stop?: WorkerStop } {
    return { generated: this.generated, ...(this.stop !== undefined ? { stop: this.stop } : {}) };
  }

  /** Expands frontier states until the clock passes `until` (ms, performance.now()); true when the frontier is done. */
  expandSome(until: number): boolean {
    const { spec, ctx, frontier, ids } = this;
    const actions = spec.actions;
    const control = this.table.control;
    const from = this.next;
    for (let i = from; i < this.end; i++) {
      if (i !== from && (i & 63) === 0) {
        if (this.board !== undefined) this.offerTail(i);
        if (performance.now() > until || (this.watched > 0 && this.end - i >= 2 * MIN_TAIL && this.anotherIdle())) {
          this.next = i;
          return false;
        }
      }
      const id = ids[i]!;
      // Past a stop found earlier in the order, nothing counts any more.
      if (id > Atomics.load(control, Control.StopAt) || this.abandoned || Atomics.load(control, Control.Abandon) !== 0) break;
      const s = frontier[i]!;
      this.curState = s;
      this.curId = id;
      this.curSuccessors = 0;
      this.curStopped = false;
      for (let a = 0; a < actions.length && !this.curStopped; a++) {
        const action = actions[a]!;
        this.curAction = a;
        this.phase = "next";
        this.evaluating = action.name;
        this.checking = undefined;
        try {
          action.generate(ctx, s, this.onSuccessor);
        } catch (e) {
          if (!this.curStopped) this.stopOnError(e);
        }
      }
      this.generatedBy[i] = this.curSuccessors;
      this.expandedStates++;
      this.generated += this.curSuccessors;
      if (this.abandoned) break;
      if (!this.curStopped && this.curSuccessors === 0 && this.checkDeadlock) this.record({ kind: "deadlock", from: id, successor: 0, step: 0 });
    }
    this.next = this.end;
    if (this.board !== undefined) {
      Atomics.store(this.board, this.boardAt + Board.Left, 0);
      Atomics.store(this.board, this.boardAt + Board.Idle, 1);
    }
    this.table.flushCount();
    return true;
  }

  /**
   * Keeps the successors whose first expansion in id order was one of this worker's,
   * settles them in the table, checks their invariants again when the level is marked
   * (Control.Recheck); returns per kept successor its owner, successor number and
   * fingerprint (sorted: the one-worker discovery order).
   */
  resolve(): { keys: Int32Array; stop?: WorkerStop } {
    const { claims, table } = this;
    const kept: State[] = [];
    const keys = new Int32Array(4 * this.claimCount);
    const recheck = Atomics.load(table.control, Control.Recheck) !== 0;
    const order = this.stole ? this.claimOrder() : undefined;
    let k = 0;
    for (let q = 0; q < this.claimCount; q++) {
      const n = order === undefined ? q : order[q]!;
      const c = 6 * n;
      const slot = claims[c]!;
      const from = claims[c + 1]!;
      if (table.ownerOf(slot) !== from) continue;
      // Settling at once is safe: a worker that still asks about this slot compares its own id, never -1.
      table.settle(slot);
      const successor = claims[c + 2]!;
      const state = this.claimed[n]!;
      kept.push(state);
      keys[k++] = from;
      keys[k++] = successor;
      keys[k++] = claims[c + 4]!;
      keys[k++] = claims[c + 5]!;
      if (!recheck) continue;
      if (from > Atomics.load(table.control, Control.StopAt) || (this.stop !== undefined && !keyBefore({ from, successor, step: 0 }, this.stop))) continue;
      this.curId = from;
      this.curSuccessors = successor + 1;
      this.curAction = claims[c + 3]!;
      this.checking = state;
      try {
        const failed = this.failedInvariant(this.claimedParents[n]!, state);
        if (failed !== undefined) this.stopAt("invariant", failed.name, state, 0);
      } catch (e) {
        if (e !== STOP) this.stopOnError(e);
      }
    }
    this.kept = kept;
    this.claimCount = 0;
    this.claimed = [];
    this.claimedParents = [];
    return { keys: keys.slice(0, k), ...(this.stop !== undefined ? { stop: this.stop } : {}) };
  }

  /** The claims in (owner id, successor number) order, when states handed over were expanded after this member's own. */
  private claimOrder(): Int32Array {
    const claims = this.claims;
    const order = new Int32Array(this.claimCount);
    for (let n = 0; n < order.length; n++) order[n] = n;
    return order.sort((a, b) => claims[6 * a + 1]! - claims[6 * b + 1]! || claims[6 * a + 2]! - claims[6 * b + 2]!);
  }

  /** Expands next the states another member handed over from its share of this level (they follow this member's own). */
  steal(bytes: Uint8Array, ids: Int32Array): void {
    const states = this.decode(bytes, ids.length);
    const start = this.frontier.length;
    for (let i = 0; i < ids.length; i++) {
      this.frontier.push(states[i]!);
      this.ids.push(ids[i]!);
    }
    const generatedBy = new Int32Array(this.frontier.length);
    generatedBy.set(this.generatedBy);
    this.generatedBy = generatedBy;
    this.next = start;
    this.end = this.frontier.length;
    this.stole = true;
  }

  /**
   * Whether another member is done while this one has a tail to give: the coordinator's thread then
   * goes back to its event loop at once (not at the end of its slice), where the idle member's answer
   * makes the coordinator ask for that tail.
   */
  private anotherIdle(): boolean {
    const board = this.board!;
    for (let m = 1; m < this.watched; m++) if (Atomics.load(board, m * BOARD_STRIDE + Board.Idle) !== 0) return true;
    return false;
  }

  /** Says on the board how many states are left; gives half of them away when the coordinator asks. */
  private offerTail(i: number): void {
    const board = this.board!;
    const at = this.boardAt;
    Atomics.store(board, at + Board.Left, this.end - i);
    if (Atomics.load(board, at + Board.Want) === 0) return;
    Atomics.store(board, at + Board.Want, 0);
    const left = this.end - i;
    const cut = left >= 2 * MIN_TAIL ? this.end - (left >> 1) : this.end;
    const bytes = this.encode(cut, this.end);
    const ids = Int32Array.from(this.ids.slice(cut, this.end));
    this.end = cut;
    Atomics.store(board, at + Board.Left, cut - i);
    this.onSpare!(bytes, ids);
  }

  /** The successors generated by the frontier states with ids below `below` in the last expansion. */
  tally(below: number): number {
    let n = 0;
    for (let i = 0; i < this.ids.length; i++) if (this.ids[i]! < below) n += this.generatedBy[i]!;
    return n;
  }

  /** The kept successors become the frontier, with these ids (ascending). */
  adopt(ids: Int32Array): void {
    this.frontier = this.kept;
    this.ids = Array.from(ids);
    this.ownLength = this.frontier.length;
    this.kept = [];
  }

  /** Removes the last `count` frontier states, encoded. */
  give(count: number): { states: Uint8Array; ids: Int32Array } {
    const from = this.frontier.length - count;
    const states = this.encode(from, this.frontier.length);
    const ids = Int32Array.from(this.ids.slice(from));
    this.frontier.length = from;
    this.ids.length = from;
    this.ownLength = from;
    return { states, ids };
  }

  /** Adds encoded states to the frontier, keeping it in id order. */
  takeEncoded(bytes: Uint8Array, ids: Int32Array): void {
    this.take(this.decode(bytes, ids.length), ids);
  }

  /** Adds states to the frontier, keeping it in id order. */
  take(states: readonly State[], ids: Int32Array): void {
    const frontier: State[] = [];
    const merged: number[] = [];
    let a = 0;
    let b = 0;
    while (a < this.ids.length || b < ids.length) {
      if (b >= ids.length || (a < this.ids.length && this.ids[a]! < ids[b]!)) {
        frontier.push(this.frontier[a]!);
        merged.push(this.ids[a++]!);
      } else {
        frontier.push(states[b]!);
        merged.push(ids[b++]!);
      }
    }
    this.frontier = frontier;
    this.ids = merged;
    this.ownLength = frontier.length;
  }

  private addSuccessor(next: State): void {
    if (this.curStopped) throw STOP;
    const { spec, ctx } = this;
    const cur = this.curState;
    const successor = this.curSuccessors++;
    this.checking = next;
    let inModel = true;
    const constraints = spec.constraints;
    for (let i = 0; i < constraints.length && inModel; i++) {
      const c = constraints[i]!;
      this.phase = "constraint";
      this.evaluating = c.name;
      if (!c.test(ctx, next)) inModel = false;
    }
    const acs = spec.actionConstraints;
    for (let i = 0; i < acs.length && inModel; i++) {
      const c = acs[i]!;
      this.phase = "action-constraint";
      this.evaluating = c.name;
      if (!c.test(ctx, cur, next)) inModel = false;
    }
    if (inModel) {
      const fp = this.fp;
      this.phase = "fingerprint";
      this.evaluating = "";
      fp.compute(next);
      const slot = this.table.claim(fp.hi, fp.lo, this.curId);
      if (slot === -2) {
        this.abandoned = true;
        this.curStopped = true;
        throw STOP;
      }
      if (slot >= 0) {
        this.claim(slot, successor, fp.hi, fp.lo);
        this.canon.state(next, cur);
        this.claimed.push(next);
        this.claimedParents.push(cur);
        if (this.table.created) this.checkNew(cur, next);
      }
    } else {
      const failed = this.failedInvariant(cur, next);
      if (failed !== undefined) this.stopAt("invariant", failed.name, next, 0);
    }
    const props = spec.actionProperties;
    for (let i = 0; i < props.length; i++) {
      const p = props[i]!;
      this.phase = "action-property";
      this.evaluating = p.name;
      if (!p.test(ctx, cur, next)) this.stopAt("action-property", p.name, next, 1);
    }
    this.checking = undefined;
    this.phase = "next";
    this.evaluating = spec.actions[this.curAction]!.name;
  }

  /** Checks the invariants of a state new to the table; marks the level for `resolve` to check again when one fails or errs. */
  private checkNew(parent: State, state: State): void {
    const control = this.table.control;
    if (Atomics.load(control, Control.Recheck) !== 0) return;
    let holds: boolean;
    try {
      holds = this.failedInvariant(parent, state) === undefined;
    } catch {
      holds = false;
    }
    if (!holds) Atomics.store(control, Control.Recheck, 1);
  }

  /** The first invariant `state` (a successor of `parent`) violates, or undefined; an evaluation error is thrown. */
  private failedInvariant(parent: State, state: State): StatePredicate | undefined {
    const { spec, ctx } = this;
    const invariants = spec.invariants;
    for (let i = 0; i < invariants.length; i++) {
      const inv = invariants[i]!;
      if (this.skipper.holds(i, inv, ctx, parent, state)) continue;
      this.phase = "invariant";
      this.evaluating = inv.name;
      if (!inv.test(ctx, state)) return inv;
    }
    return undefined;
  }

  private claim(slot: number, successor: number, hi: number, lo: number): void {
    let claims = this.claims;
    const at = 6 * this.claimCount++;
    if (at + 6 > claims.length) {
      claims = new Int32Array(claims.length * 2);
      claims.set(this.claims);
      this.claims = claims;
    }
    claims[at] = slot;
    claims[at + 1] = this.curId;
    claims[at + 2] = successor;
    claims[at + 3] = this.curAction;
    claims[at + 4] = hi;
    claims[at + 5] = lo;
  }

  private stopAt(kind: ResultKind, name: string, state: State, step: number): never {
    this.record({ kind, violated: name, from: this.curId, successor: this.curSuccessors - 1, step, state: encode(state), action: this.curAction });
    this.curStopped = true;
    throw STOP;
  }

  /** An evaluation error: at the successor being checked, or, thrown by the action itself, after the last one emitted. */
  private stopOnError(e: unknown): void {
    const checking = this.checking;
    const error = asTlcPhase(toCheckError(e, this.phase, this.evaluating, undefined), false);
    const key: SearchKey = checking !== undefined
      ? { from: this.curId, successor: this.curSuccessors - 1, step: this.phase === "action-property" ? 1 : 0 }
      : { from: this.curId, successor: this.curSuccessors, step: 0 };
    this.record({ kind: "error", error, ...key, ...(checking !== undefined ? { state: encode(checking), action: this.curAction } : {}) });
    this.curStopped = true;
  }

  private record(stop: WorkerStop): void {
    if (this.stop !== undefined && !keyBefore(stop, this.stop)) return;
    this.stop = stop;
    const control = this.table.control;
    for (;;) {
      const at = Atomics.load(control, Control.StopAt);
      if (at <= stop.from || Atomics.compareExchange(control, Control.StopAt, at, stop.from) === at) return;
    }
  }
}

function encode(s: State): Uint8Array {
  const w = new ValueWriter(256);
  w.state(s);
  return w.bytes.slice();
}
