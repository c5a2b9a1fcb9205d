// TLCExt!Trace for the one-worker search (TLC's TLCExt.getTrace): the states from an
// initial state to the state a formula is evaluated in, each a record of the variables.
// Which path that is follows TLC:
// - while Init runs, or for an initial state: that state alone (a partial state is an
//   error naming the unassigned variables);
// - the state being expanded (actions, action constraints, action properties): the path
//   to its parent, replayed from the parent links (runtime/check/trace.ts), then it;
// - any other state (a successor's invariants and constraints): the path to the state
//   being expanded, then that successor;
// - while a path is replayed (for Trace itself or for a counterexample), the replay's
//   own position, so that an action reading Trace replays as it ran;
// - in ALIAS, the counterexample's prefix up to the state shown.
// Only specs that use Trace get it (CompiledSpec.usesTrace); one worker runs them.

import * as core from "../modules/core.js";
import { EvalError, type Value } from "../values/index.js";
import type { ParentLinks } from "./parentLinks.js";
import type { CompiledSpec, EvalContext, State } from "./spec.js";
import type { StateFingerprinter } from "./stateFingerprint.js";
import { rebuildTrace, type ReplayObserver } from "./trace.js";

/** Where the search is: the state being expanded and its index (negative while Init runs). */
export interface SearchPosition {
  readonly curState: State;
  readonly curId: number;
}

interface Replaying {
  readonly found: readonly State[];
  readonly from: State | undefined;
}

/** `state` once every variable has a value: TLC's error for Trace in a partial state otherwise. */
export function completeState(variables: readonly string[], state: readonly (Value | undefined)[]): State {
  const missing = variables.filter((_, i) => state[i] === undefined);
  if (missing.length > 0) throw new EvalError("TraceIncomplete", { plural: missing.length > 1 ? "s" : "", variables: missing.join(", ") });
  return state as State;
}

export class TraceOperator {
  private replaying: Replaying | undefined;
  private prefix: readonly State[] | undefined;
  /** Passed to a replay so that Trace inside the replayed actions sees the replay's position. */
  readonly observer: ReplayObserver = (found, from) => {
    this.replaying = { found, from };
  };

  constructor(
    private readonly spec: CompiledSpec,
    private readonly ctx: EvalContext,
    private readonly fp: StateFingerprinter,
    private readonly links: ParentLinks,
    private readonly position: SearchPosition,
  ) {}

  /** Installs the operator in the context. */
  install(): void {
    this.ctx.trace = (state) => this.value(state);
  }

  /** Runs `work` (a counterexample replay, the ALIAS of its steps) with its own Trace positions, restored after. */
  aside<T>(work: () => T): T {
    const saved = this.replaying;
    try {
      return work();
    } finally {
      this.replaying = saved;
    }
  }

  /** `work` with Trace as the prefix of a counterexample (ALIAS). */
  readonly withPrefix = <T>(prefix: readonly State[], work: () => T): T => {
    const saved = this.prefix;
    this.prefix = prefix;
    try {
      return work();
    } finally {
      this.prefix = saved;
    }
  };

  private value(state: readonly (Value | undefined)[]): Value {
    const s = completeState(this.spec.variables, state);
    if (this.prefix !== undefined) return this.records(this.prefix);
    const r = this.replaying;
    if (r !== undefined) return this.records(r.from === undefined ? [s] : s === r.from ? r.found : [...r.found, s]);
    const { curState, curId } = this.position;
    if (curId < 0) return this.records([s]);
    const path = this.pathTo(curId, curState);
    return this.records(s === curState ? path : [...path, s]);
  }

  /**
   * The states to `id`, ending with `state` itself: the path to its parent is replayed
   * each time, as TLC reads its trace file each time (so Print inside the replayed
   * actions repeats as under TLC, for a formula of the state expanded).
   */
  private pathTo(id: number, state: State): readonly State[] {
    const parent = this.links.parentOf(id);
    if (parent < 0) return [state];
    const steps = this.aside(() => rebuildTrace(this.spec, this.ctx, this.fp, this.links, parent, this.observer));
    return [...steps.map((step) => step.state), state];
  }

  private records(states: readonly State[]): Value {
    const names = this.spec.variables;
    return core.tuple(this.ctx, ...states.map((s) => core.builtRecord(this.ctx, names, s)));
  }
}
