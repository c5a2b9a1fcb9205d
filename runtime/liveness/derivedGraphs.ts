// Step graphs derived from the behaviour graph (graph.ts), in one module to keep the
// modules every check loads few (test/cli/startupModules.test.ts).
//
// 1. LassoGraph:
//   The graph of one lasso (LIVENESS.md §3): its positions as nodes, each with the one
//   step the lasso takes from it (the last back to the cycle's first position), labelled
//   with the behaviour graph's bits for that step, and no other stuttering. A property's
//   fair-cycle search on it asks whether that one behaviour violates the property: TLC
//   names every property its counterexample violates (docs/semantics.md).
//
// 2. TLC's graphs under VIEW or SYMMETRY, where states with one fingerprint differ
//   (docs/semantics.md, "VIEW and temporal properties"). TLC files a state's successors
//   in a set keyed by value, not fingerprint (SetOfStates, TLCStateMut.equals), the state
//   itself (stuttering) last, and builds its graphs from it as the search expands states:
//   - parallelGraph, without a tableau (LiveCheck.LiveChecker.addNextState): see there;
//   - buildTlcProduct, with one (LiveCheck.TableauLiveChecker): expanding the state fp0
//     (its kept state s0), every node <fp0, t0> recorded so far gets s0's state atoms and
//     an edge per (successor, next particle consistent with that concrete successor),
//     once per target node; a node <fp1, t1> first recorded when fp1 was already expanded
//     ("done") is expanded at once from the concrete state that reached it (LiveCheck's
//     private addNextState): that state's own state atoms, its true stuttering step
//     first, then every successor Next gives it (in the model), each node reached once;
//     new nodes of done states recurse, depth first.
//   Without VIEW and SYMMETRY every concrete state is its node's kept state, and the
//   behaviour graph with the implicit product of productSearch.ts is the same graph.

import type { State } from "../check/spec.js";
import type { BehaviourGraph, StepGraph } from "./graph.js";
import type { Lasso } from "./productSearch.js";
import type { Tableau } from "./tableau.js";
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

/**
 * Every successor Next gives the concrete state `s` at `level` (TLCGet("level")), in
 * generation order, each with its state index, or -1 when it is outside the model
 * (CONSTRAINT, ACTION_CONSTRAINT) or never reached by the search.
 */
export type ConcreteExpander = (s: State, level: number, visit: (next: State, target: number) => void) => void;

/** The explicit product: a step graph whose nodes are product nodes (stuttering steps are edges). */
export class ExplicitProduct implements StepGraph {
  readonly implicitStutter = false;
  constructor(
    readonly initial: readonly number[],
    readonly offsets: Int32Array,
    readonly targets: Int32Array,
    /** Per node, its behaviour-graph state and its particle. */
    readonly nodeState: Int32Array,
    readonly nodeParticle: Int32Array,
    private readonly nodeBits: Uint32Array,
    private readonly edgeBits: Uint32Array,
    private readonly stateWords: number,
    private readonly actionWords: number,
  ) {}

  get nodeCount(): number {
    return this.nodeState.length;
  }

  stateBit(v: number, atom: number): boolean {
    return (this.nodeBits[v * this.stateWords + (atom >>> 5)]! & (1 << (atom & 31))) !== 0;
  }

  actionBit(e: number, atom: number): boolean {
    return (this.edgeBits[e * this.actionWords + (atom >>> 5)]! & (1 << (atom & 31))) !== 0;
  }
}

/**
 * The behaviour graph as TLC's product without a tableau holds it under VIEW or SYMMETRY
 * (LiveCheck.LiveChecker.addNextState): a successor adds an edge unless its node was
 * already expanded and has one from this state, so besides the graph's first edge per
 * node, each further successor (by value) to a node not expanded yet, the state itself
 * included, is an edge of its own with its own labels. The stuttering step stays the
 * first step s -> s: only it makes a single node a cycle (LiveWorker.isStuttering reads
 * the first self-loop), while every step inside a component counts for fairness.
 */
export function parallelGraph(g: BehaviourGraph): StepGraph {
  const c = g.concrete!;
  const n = g.nodeCount;
  const aw = g.actionWords;
  const offsets = new Int32Array(n + 1);
  const targets: number[] = [];
  const bits: Uint32Array[] = [];
  const firsts = new Set<number>();
  for (let i = 0; i < n; i++) {
    const [from, to] = g.edgesOf(i);
    for (let e = from; e < to; e++) {
      targets.push(g.targets[e]!);
      bits.push(g.edgeBits.subarray(e * aw, (e + 1) * aw));
    }
    firsts.clear();
    for (let k = c.succStart[i]!; k < c.succStart[i + 1]!; k++) {
      const t = c.succTarget[k]!;
      if (!firsts.has(t)) firsts.add(t);
      else if (t >= i) {
        targets.push(t);
        bits.push(c.succBits[k]!);
      }
    }
    offsets[i + 1] = targets.length;
  }
  const edgeBits = new Uint32Array(Math.max(1, targets.length * aw));
  bits.forEach((b, e) => edgeBits.set(b, e * aw));
  return {
    nodeCount: n,
    initial: g.initial,
    offsets,
    targets: Int32Array.from(targets),
    implicitStutter: true,
    stateBit: (s, atom) => g.stateBit(s, atom),
    actionBit: (e, atom) => (e < 0 ? g.actionBit(e, atom) : (edgeBits[e * aw + (atom >>> 5)]! & (1 << (atom & 31))) !== 0),
  };
}

type Expansion = Generator<readonly [node: number, s: State, level: number], void, void>;

export function buildTlcProduct(g: BehaviourGraph, tableau: Tableau, literals: readonly (readonly (readonly [number, boolean])[])[], expand: ConcreteExpander): ExplicitProduct {
  return new Builder(g, tableau, literals, expand).build();
}

class Builder {
  private readonly P: number;
  private readonly concrete: NonNullable<BehaviourGraph["concrete"]>;
  /** Product node id of (state, particle), -1 when not recorded. */
  private readonly ids: Int32Array;
  private readonly byState = new Map<number, number[]>();
  private readonly nodeState: number[] = [];
  private readonly nodeParticle: number[] = [];
  private readonly nodeBits: Uint32Array[] = [];
  private readonly nodeEdges: number[][] = [];
  private readonly edgeTarget: number[] = [];
  private readonly edgeBits: Uint32Array[] = [];
  private readonly initial: number[] = [];
  /** The last state expanded by the search: states up to it are done. */
  private done = -1;
  /** Per concrete state not kept, its state atoms evaluated so far (-1 unknown). */
  private readonly atomCache = new Map<State, Int8Array>();

  constructor(
    private readonly g: BehaviourGraph,
    private readonly tableau: Tableau,
    private readonly literals: readonly (readonly (readonly [number, boolean])[])[],
    private readonly expand: ConcreteExpander,
  ) {
    this.P = tableau.particles.length;
    this.concrete = g.concrete!;
    this.ids = new Int32Array(g.nodeCount * this.P).fill(-1);
  }

  build(): ExplicitProduct {
    const { g, tableau, concrete } = this;
    for (const s of g.initial) {
      for (const p of tableau.obligations[tableau.initial]!) {
        if (this.ids[s * this.P + p] !== -1 || !this.consistent(concrete.kept[s]!, s, concrete.levels[s]!, p)) continue;
        this.initial.push(this.record(s, p));
      }
    }
    for (let i = 0; i < g.nodeCount; i++) {
      this.done = i;
      const nodes = this.byState.get(i);
      // TLC reads fp0's node list once: nodes it adds meanwhile are expanded privately.
      if (nodes !== undefined) for (const v of nodes.slice()) this.drive(this.mainExpand(v, i));
    }
    return this.finish();
  }

  private record(s: number, p: number): number {
    const v = this.nodeState.length;
    this.ids[s * this.P + p] = v;
    this.nodeState.push(s);
    this.nodeParticle.push(p);
    this.nodeBits.push(new Uint32Array(0));
    this.nodeEdges.push([]);
    let list = this.byState.get(s);
    if (list === undefined) this.byState.set(s, (list = []));
    list.push(v);
    return v;
  }

  /** Runs an expansion and, depth first as TLC's recursion, the private expansions it asks for. */
  private drive(first: Expansion): void {
    const stack: Expansion[] = [first];
    while (stack.length > 0) {
      const r = stack[stack.length - 1]!.next();
      if (r.done === true) stack.pop();
      else stack.push(this.privateExpand(...r.value));
    }
  }

  /**
   * One step of node v to the concrete `next` (state `target`, at `level`): an edge to every
   * next particle consistent with `next`, once per target node; yields the new nodes of done states.
   */
  private *step(v: number, bits: Uint32Array, next: State, target: number, level: number, linked: Set<number>): Expansion {
    const succ = this.tableau.obligations[this.tableau.particles[this.nodeParticle[v]!]!.next]!;
    for (const p1 of succ) {
      if (!this.consistent(next, target, level, p1)) continue;
      let w = this.ids[target * this.P + p1]!;
      const fresh = w === -1;
      if (!fresh && linked.has(w)) continue;
      if (fresh) w = this.record(target, p1);
      linked.add(w);
      this.nodeEdges[v]!.push(this.edgeTarget.length);
      this.edgeTarget.push(w);
      this.edgeBits.push(bits);
      if (fresh && target <= this.done) yield [w, next, level] as const;
    }
  }

  private *mainExpand(v: number, i: number): Expansion {
    const { g, concrete: c } = this;
    const sw = g.stateWords;
    this.nodeBits[v] = g.stateBits.subarray(i * sw, (i + 1) * sw);
    const level = c.levels[i]!;
    const linked = new Set<number>();
    // TLC's successor set: every successor by value, the state itself (stuttering) last.
    for (let k = c.succStart[i]!; k < c.succStart[i + 1]!; k++) {
      const next = c.succNext[k]!;
      yield* this.step(v, c.succBits[k]!, next, c.succTarget[k]!, next === c.kept[i] ? level : level + 1, linked);
    }
  }

  private *privateExpand(v: number, s: State, level: number): Expansion {
    const { g } = this;
    const fp = this.nodeState[v]!;
    const successors: [State, number][] = [];
    this.expand(s, level, (next, target) => successors.push([next, target]));
    const bits = new Uint32Array(g.stateWords);
    for (let a = 0; a < g.stateAtoms.length; a++) if (this.atom(s, fp, level, a, successors)) bits[a >>> 5]! |= 1 << (a & 31);
    this.nodeBits[v] = bits;
    const linked = new Set<number>();
    yield* this.step(v, g.stepBits(s, s), s, fp, level, linked);
    for (const [next, target] of successors) {
      if (target < 0) continue;
      yield* this.step(v, g.stepBits(s, next), next, target, level + 1, linked);
    }
  }

  private consistent(s: State, index: number, level: number, p: number): boolean {
    for (const [atom, pos] of this.literals[p]!) if (this.atom(s, index, level, atom) !== pos) return false;
    return true;
  }

  /** State atom `a` at the concrete `s` (state `index`, at `level`): the graph's bit when s is the kept state. */
  private atom(s: State, index: number, level: number, a: number, successors?: readonly [State, number][]): boolean {
    const { g } = this;
    if (this.concrete.kept[index] === s) return g.stateBit(index, a);
    let cache = this.atomCache.get(s);
    if (cache === undefined) this.atomCache.set(s, (cache = new Int8Array(g.stateAtoms.length).fill(-1)));
    if (cache[a] !== -1) return cache[a] === 1;
    const atom = g.stateAtoms[a]!;
    const ctx = g.ctx;
    const saved = ctx.stats.level;
    ctx.stats.level = level;
    let holds: boolean;
    try {
      const via = atom.viaSuccessors;
      if (via === undefined) holds = atom.test(ctx, s);
      else {
        let all = successors;
        if (all === undefined) {
          const list: [State, number][] = [];
          this.expand(s, level, (next, target) => list.push([next, target]));
          all = list;
        }
        holds = all.some(([t]) => via.test(ctx, s, t));
      }
    } finally {
      ctx.stats.level = saved;
    }
    cache[a] = holds ? 1 : 0;
    return holds;
  }

  private finish(): ExplicitProduct {
    const { g } = this;
    const n = this.nodeState.length;
    const offsets = new Int32Array(n + 1);
    for (let v = 0; v < n; v++) offsets[v + 1] = offsets[v]! + this.nodeEdges[v]!.length;
    const m = offsets[n]!;
    const targets = new Int32Array(m);
    const aw = g.actionWords;
    const sw = g.stateWords;
    const edgeBits = new Uint32Array(Math.max(1, m * aw));
    const nodeBits = new Uint32Array(Math.max(1, n * sw));
    for (let v = 0; v < n; v++) {
      nodeBits.set(this.nodeBits[v]!.subarray(0, sw), v * sw);
      let k = offsets[v]!;
      for (const e of this.nodeEdges[v]!) {
        targets[k] = this.edgeTarget[e]!;
        edgeBits.set(this.edgeBits[e]!, k * aw);
        k++;
      }
    }
    return new ExplicitProduct(this.initial, offsets, targets, Int32Array.from(this.nodeState), Int32Array.from(this.nodeParticle), nodeBits, edgeBits, sw, aw);
  }
}
