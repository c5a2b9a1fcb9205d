// The graph of one lasso (LIVENESS.md §3): its positions as nodes, each with the one
// step the lasso takes from it (the last back to the cycle's first position), labelled
// with the behaviour graph's bits for that step, and no other stuttering. A property's
// fair-cycle search on it asks whether that one behaviour violates the property: TLC
// names every property its counterexample violates (docs/semantics.md).

import type { BehaviourGraph, StepGraph } from "./graph.js";
import type { Lasso } from "./productSearch.js";

export class LassoGraph implements StepGraph {
  readonly implicitStutter = false;
  readonly initial: readonly number[] = [0];
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  /** Per position, the behaviour-graph state. */
  private readonly states: Int32Array;
  /** Per position, the behaviour-graph step code of its step (an edge, or `-1 - s` for stuttering). */
  private readonly codes: Int32Array;

  constructor(
    private readonly g: BehaviourGraph,
    lasso: Lasso,
  ) {
    // The cycle's last element is its first state again: the loop closes on the prefix's last position.
    const path = [...lasso.prefix, ...lasso.cycle.slice(0, -1)];
    const n = path.length;
    const loop = lasso.prefix.length - 1;
    this.states = Int32Array.from(path);
    this.offsets = new Int32Array(n + 1);
    this.targets = new Int32Array(n);
    this.codes = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      this.offsets[i + 1] = i + 1;
      const next = i + 1 < n ? i + 1 : loop;
      this.targets[i] = next;
      this.codes[i] = stepCode(g, path[i]!, path[next]!);
    }
  }

  get nodeCount(): number {
    return this.states.length;
  }

  stateBit(s: number, atom: number): boolean {
    return this.g.stateBit(this.states[s]!, atom);
  }

  actionBit(e: number, atom: number): boolean {
    return this.g.actionBit(this.codes[e]!, atom);
  }
}

/** The step from `s` to `t` in the behaviour graph: stuttering when they are one state, else the edge. */
function stepCode(g: BehaviourGraph, s: number, t: number): number {
  if (s === t) return -1 - s;
  const [from, to] = g.edgesOf(s);
  for (let e = from; e < to; e++) if (g.targets[e] === t) return e;
  throw new Error(`lasso graph: no step from state ${s} to state ${t}`);
}
