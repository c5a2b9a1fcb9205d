// TLC's finite-prefix counterexamples (docs/semantics.md, "Temporal properties violated by
// a finite prefix"). TLC builds the product of the behaviour graph with each tableau while
// it searches (LiveCheck's TableauLiveChecker); when a branch of a property's negation has
// no fairness or []<>/<>[] condition (an empty "possible error model"), a product node
// whose tableau successor is accepting outright (no literals, a self-loop: whatever follows
// satisfies the negation) already is a counterexample: the path to it, then stuttering,
// which no fairness forbids. TLC reports it at once, as a safety violation (exit 12).
//
// TLC examines a product node for that when it is created for a state already expanded
// (TableauLiveChecker's private addNextState): the state's own stuttering step when it is
// expanded, or a step back to an earlier state. Together that is: the first time a product
// node (s, p), s expanded, has an accepting next obligation, TLC stops at the end of the
// expansion that created it. States are expanded in index order here, so the expanded
// states are those below `done`; product nodes are kept for them only, and the
// obligations that reached a state not yet expanded wait for it.

import type { StepGraph } from "./graph.js";
import type { Tableau } from "./tableau.js";

export class PrefixWatch {
  private readonly P: number;
  /** Obligations whose particles include one with no literals that keeps to it, fulfilling every promise. */
  private readonly accepting: Uint8Array;
  private exists = new Uint8Array(1 << 12);
  private readonly pending = new Map<number, Set<number>>();
  private readonly work: number[] = [];
  private initialSeen = 0;
  private done = 0;
  private found = -1;

  /**
   * @param literals per particle, (state-atom index, polarity) pairs
   */
  private constructor(
    private readonly tableau: Tableau,
    private readonly literals: readonly (readonly (readonly [number, boolean])[])[],
    accepting: Uint8Array,
  ) {
    this.P = tableau.particles.length;
    this.accepting = accepting;
  }

  /** A watch for a case of a property's negation, or undefined when TLC would not report one early. */
  static of(tableau: Tableau, literals: readonly (readonly (readonly [number, boolean])[])[]): PrefixWatch | undefined {
    const accepting = new Uint8Array(tableau.obligations.length);
    // TLC's TBGraphNode.isAccepting: an EMPTY particle looping to itself. A particle that only keeps a
    // constant (`[]TRUE`, which TLC does not fold away, from `P ~> FALSE`) has no literal to test but is
    // not empty, so that property is found violated after the search, with its stuttering step.
    const empty = tableau.empty;
    if (empty >= 0 && tableau.obligations[empty]!.some((i) => { const p = tableau.particles[i]!; return p.literals.length === 0 && p.next === empty && p.fulfils.every(Boolean); })) accepting[empty] = 1;
    // A negation with nothing temporal left (TRUE at once) is no tableau for TLC.
    if (accepting[tableau.initial] === 1 || !accepting.includes(1)) return undefined;
    return new PrefixWatch(tableau, literals, accepting);
  }

  /**
   * After state `s` (the next in index order) was expanded and labelled: extends the
   * product over it; the state path to the first node found with an accepting next
   * obligation (TLC's counterexample, consecutive repeats included), or undefined.
   */
  expanded(g: StepGraph, s: number): number[] | undefined {
    if (this.found >= 0) return undefined;
    this.done = s + 1;
    for (; this.initialSeen < g.initial.length; this.initialSeen++) this.reach(g, g.initial[this.initialSeen]!, this.tableau.initial);
    const waiting = this.pending.get(s);
    if (waiting !== undefined) {
      this.pending.delete(s);
      for (const o of waiting) this.reach(g, s, o);
    }
    while (this.work.length > 0 && this.found < 0) {
      const node = this.work.pop()!;
      const from = Math.floor(node / this.P);
      const next = this.tableau.particles[node % this.P]!.next;
      this.reach(g, from, next);
      const [lo, hi] = [g.offsets[from]!, g.offsets[from + 1]!];
      for (let e = lo; e < hi; e++) this.reach(g, g.targets[e]!, next);
    }
    return this.found >= 0 ? this.pathTo(g, this.found) : undefined;
  }

  /** Obligation `o` at state `t`: its product nodes when t is expanded, else kept for t. */
  private reach(g: StepGraph, t: number, o: number): void {
    if (t >= this.done) {
      let set = this.pending.get(t);
      if (set === undefined) this.pending.set(t, (set = new Set()));
      set.add(o);
      return;
    }
    for (const p of this.tableau.obligations[o]!) {
      if (!this.valid(g, t, p)) continue;
      const node = t * this.P + p;
      this.grow(node + 1);
      if (this.exists[node] === 1) continue;
      this.exists[node] = 1;
      if (this.accepting[this.tableau.particles[p]!.next] === 1 && this.found < 0) this.found = node;
      this.work.push(node);
    }
  }

  private valid(g: StepGraph, t: number, p: number): boolean {
    for (const [atom, pos] of this.literals[p]!) if (g.stateBit(t, atom) !== pos) return false;
    return true;
  }

  private grow(n: number): void {
    if (this.exists.length >= n) return;
    let len = this.exists.length * 2;
    while (len < n) len *= 2;
    const b = new Uint8Array(len);
    b.set(this.exists);
    this.exists = b;
  }

  /** TLC's path: breadth-first from the initial product nodes over the expanded states' steps (TableauDiskGraph.getPath). */
  private pathTo(g: StepGraph, target: number): number[] {
    const parent = new Map<number, number>();
    const queue: number[] = [];
    const visit = (node: number, from: number): void => {
      if (parent.has(node) || this.exists[node] !== 1) return;
      parent.set(node, from);
      queue.push(node);
    };
    for (const s of g.initial) if (s < this.done) for (const p of this.tableau.obligations[this.tableau.initial]!) visit(s * this.P + p, -1);
    for (let i = 0; i < queue.length && !parent.has(target); i++) {
      const node = queue[i]!;
      const from = Math.floor(node / this.P);
      const next = this.tableau.particles[node % this.P]!.next;
      const step = (t: number): void => {
        if (t < this.done) for (const p of this.tableau.obligations[next]!) visit(t * this.P + p, node);
      };
      step(from);
      for (let e = g.offsets[from]!; e < g.offsets[from + 1]!; e++) step(g.targets[e]!);
    }
    const path: number[] = [];
    for (let n = target; n >= 0; n = parent.get(n)!) path.push(Math.floor(n / this.P));
    return path.reverse();
  }
}
