// The search for a fair accepting cycle in the product of the behaviour graph with one
// case's tableau (LIVENESS.md §3.4). A product node is (state, particle), numbered
// state * P + particle; it exists when the state satisfies the particle's literals.
// Its successors: every step of the state (its edges and its stuttering step) to a
// state t, times every particle p' of the particle's next obligation valid at t.
//
// 1. Breadth-first from the initial product nodes over all steps: what is reachable,
//    with parent links for the lasso's prefix.
// 2. Emerson-Lei by SCC decomposition over the steps that pass the case's `<>[]`
//    filter: an SCC is discarded when it misses a promise, a `[]<>` condition or a
//    weak fairness condition (no subcomponent can gain one); when a strong fairness
//    condition is enabled somewhere in it but never taken, its enabled nodes are
//    removed and the rest decomposed again (at most once per SF condition on a path);
//    otherwise it holds a fair accepting cycle. Tarjan's algorithm runs iteratively on
//    typed arrays, never on the JS stack.
// 3. The lasso: the prefix to the component's first-reached node r, then a cycle from
//    r inside the component discharging each obligation in turn (nearest first), back to r.

import type { StepGraph } from "./graph.js";
import type { StepTest } from "./predicate.js";
import type { Tableau } from "./tableau.js";

export interface FairnessBits {
  readonly strong: boolean;
  /** State-atom index of ENABLED <<A>>_v. */
  readonly enabled: number;
  /** Action-atom index of <<A>>_v. */
  readonly taken: number;
}

export interface ProductCase {
  readonly tableau: Tableau;
  /** Particle literal checks as (state-atom index, polarity) per particle. */
  readonly literals: readonly (readonly (readonly [number, boolean])[])[];
  readonly filter: StepTest | undefined;
  readonly buchi: readonly StepTest[];
  /**
   * The graph is an explicit product (derivedGraphs.ts): each node is one product node, of
   * this state and particle; the tableau then gives only the particles' promises.
   */
  readonly explicit?: { readonly nodeState: Int32Array; readonly nodeParticle: Int32Array };
}

export interface Lasso {
  /** State indices from an initial state to the cycle's first state (inclusive). */
  readonly prefix: number[];
  /** State indices of the cycle after its first state, ending with it again (length ≥ 1). */
  readonly cycle: number[];
}

export interface SearchStats {
  sccs: number;
}

export function findFairCycle(g: StepGraph, c: ProductCase, fairness: readonly FairnessBits[], stats: SearchStats): Lasso | undefined {
  return new ProductSearch(g, c, fairness, stats).run();
}

const UNSEEN = -3;
const ROOT = -2;

class ProductSearch {
  private readonly P: number;
  private readonly N: number;
  private readonly succParticles: Int32Array[];
  private readonly parent: Int32Array;
  private readonly reachOrder: Int32Array;
  private reached = 0;
  // Tarjan, per round over a subset marked with `stamp`.
  private readonly inSubset: Int32Array;
  private stamp = 0;
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly onStack: Uint8Array;
  /** Whether the node has a step to itself in the current round (a single node is a cycle only then). */
  private readonly selfStep: Uint8Array;
  private readonly sccStack: Int32Array;
  private readonly frameNode: Int32Array;
  private readonly frameIter: Int32Array;
  private readonly inComponent: Int32Array;
  private componentStamp = 0;
  // Per particle, its literals as state-atom indices and polarities (`valid` runs on every step tried).
  private readonly literalAtoms: Int32Array[];
  private readonly literalPolarities: Uint8Array[];
  // What `judge` collects over one component; cleared per component (most are single nodes).
  private readonly promiseMet: Uint8Array;
  private readonly buchiMet: Uint8Array;
  private readonly enabledSeen: Uint8Array;
  private readonly disabledSeen: Uint8Array;
  private readonly takenSeen: Uint8Array;

  constructor(
    private readonly g: StepGraph,
    private readonly c: ProductCase,
    private readonly fairness: readonly FairnessBits[],
    private readonly stats: SearchStats,
  ) {
    const explicit = c.explicit !== undefined;
    this.P = explicit ? 1 : c.tableau.particles.length;
    this.N = g.nodeCount * this.P;
    this.succParticles = explicit ? [Int32Array.of(0)] : c.tableau.particles.map((p) => Int32Array.from(c.tableau.obligations[p.next]!));
    this.parent = new Int32Array(this.N).fill(UNSEEN);
    this.reachOrder = new Int32Array(this.N);
    this.inSubset = new Int32Array(this.N);
    this.index = new Int32Array(this.N);
    this.low = new Int32Array(this.N);
    this.onStack = new Uint8Array(this.N);
    this.selfStep = new Uint8Array(this.N);
    this.sccStack = new Int32Array(this.N);
    this.frameNode = new Int32Array(this.N);
    this.frameIter = new Int32Array(this.N);
    this.inComponent = new Int32Array(this.N);
    const literals = explicit ? [[]] : c.literals;
    this.literalAtoms = literals.map((ls) => Int32Array.from(ls, ([atom]) => atom));
    this.literalPolarities = literals.map((ls) => Uint8Array.from(ls, ([, pos]) => (pos ? 1 : 0)));
    this.promiseMet = new Uint8Array(c.tableau.promises);
    this.buchiMet = new Uint8Array(c.buchi.length);
    this.enabledSeen = new Uint8Array(fairness.length);
    this.disabledSeen = new Uint8Array(fairness.length);
    this.takenSeen = new Uint8Array(fairness.length);
  }

  run(): Lasso | undefined {
    this.reach();
    const work: Int32Array[] = [this.reachOrder.subarray(0, this.reached)];
    while (work.length > 0) {
      const subset = work.pop()!;
      let witness: Int32Array | undefined;
      this.components(subset, (component) => {
        const verdict = this.judge(component);
        if (verdict === "accept") {
          witness = component;
          return true;
        }
        if (verdict !== "reject") work.push(verdict);
        return false;
      });
      if (witness !== undefined) return this.lasso(witness);
    }
    return undefined;
  }

  private valid(s: number, p: number): boolean {
    const atoms = this.literalAtoms[p]!;
    const polarities = this.literalPolarities[p]!;
    for (let i = 0; i < atoms.length; i++) if (this.g.stateBit(s, atoms[i]!) !== (polarities[i] === 1)) return false;
    return true;
  }

  /** Steps of state s: its edges, then the stuttering step (code -1 - s) where the graph has one. */
  private stepCount(s: number): number {
    return this.g.offsets[s + 1]! - this.g.offsets[s]! + (this.g.implicitStutter ? 1 : 0);
  }

  private stepCode(s: number, i: number): number {
    const first = this.g.offsets[s]!;
    const e = first + i;
    return e < this.g.offsets[s + 1]! ? e : -1 - s;
  }

  private stepTarget(s: number, code: number): number {
    return code >= 0 ? this.g.targets[code]! : s;
  }

  private reach(): void {
    const { P } = this;
    const order = this.reachOrder;
    const initialParticles = this.c.explicit !== undefined ? [0] : this.c.tableau.obligations[this.c.tableau.initial]!;
    for (const s of this.g.initial) {
      for (const p of initialParticles) {
        const v = s * P + p;
        if (this.parent[v] !== UNSEEN || !this.valid(s, p)) continue;
        this.parent[v] = ROOT;
        order[this.reached++] = v;
      }
    }
    for (let head = 0; head < this.reached; head++) {
      const v = order[head]!;
      const s = (v / P) | 0;
      const succ = this.succParticles[v % P]!;
      const steps = this.stepCount(s);
      for (let i = 0; i < steps; i++) {
        const t = this.stepTarget(s, this.stepCode(s, i));
        for (let j = 0; j < succ.length; j++) {
          const w = t * P + succ[j]!;
          if (this.parent[w] !== UNSEEN || !this.valid(t, succ[j]!)) continue;
          this.parent[w] = v;
          order[this.reached++] = w;
        }
      }
    }
  }

  /**
   * The k-th filtered successor attempt of node v: returns the successor node or -1
   * (no successor for this k), writing the step code to `lastCode`.
   */
  private lastCode = 0;
  private successor(v: number, k: number): number {
    const { P } = this;
    const s = (v / P) | 0;
    const succ = this.succParticles[v % P]!;
    const i = (k / succ.length) | 0;
    const code = this.stepCode(s, i);
    const filter = this.c.filter;
    if (filter !== undefined && !filter(s, code)) return -1;
    const pt = succ[k % succ.length]!;
    const t = this.stepTarget(s, code);
    if (!this.valid(t, pt)) return -1;
    this.lastCode = code;
    return t * P + pt;
  }

  private attempts(v: number): number {
    const s = (v / this.P) | 0;
    return this.stepCount(s) * this.succParticles[v % this.P]!.length;
  }

  /** Tarjan's SCCs of the subset; `visit` returns true to stop. */
  private components(subset: Int32Array, visit: (component: Int32Array) => boolean): void {
    const stamp = ++this.stamp;
    const { inSubset, index, low, onStack, selfStep, sccStack, frameNode, frameIter } = this;
    for (let i = 0; i < subset.length; i++) {
      const v = subset[i]!;
      inSubset[v] = stamp;
      index[v] = -1;
      selfStep[v] = 0;
    }
    let counter = 0;
    let sp = 0;
    for (let r = 0; r < subset.length; r++) {
      const root = subset[r]!;
      if (index[root] !== -1) continue;
      let fp = 0;
      frameNode[0] = root;
      frameIter[0] = 0;
      index[root] = low[root] = counter++;
      sccStack[sp++] = root;
      onStack[root] = 1;
      while (fp >= 0) {
        const v = frameNode[fp]!;
        const total = this.attempts(v);
        let descended = false;
        while (frameIter[fp]! < total) {
          const k = frameIter[fp]!;
          frameIter[fp] = k + 1;
          const w = this.successor(v, k);
          if (w < 0 || inSubset[w] !== stamp) continue;
          // With an implicit stuttering step it is the node's first step to itself, the one
          // that makes a single node a cycle (derivedGraphs.ts, parallelGraph).
          if (w === v && (!this.g.implicitStutter || this.lastCode < 0)) selfStep[v] = 1;
          if (index[w] === -1) {
            index[w] = low[w] = counter++;
            sccStack[sp++] = w;
            onStack[w] = 1;
            fp++;
            frameNode[fp] = w;
            frameIter[fp] = 0;
            descended = true;
            break;
          }
          if (onStack[w] === 1 && index[w]! < low[v]!) low[v] = index[w]!;
        }
        if (descended) continue;
        if (low[v] === index[v]) {
          let start = sp - 1;
          while (sccStack[start] !== v) start--;
          // One node without a step to itself is no cycle (`judge` would reject it): not visited.
          const component = start === sp - 1 && selfStep[v] === 0 ? undefined : sccStack.slice(start, sp);
          for (let i = start; i < sp; i++) onStack[sccStack[i]!] = 0;
          sp = start;
          this.stats.sccs++;
          if (component !== undefined && visit(component)) {
            for (let i = 0; i < sp; i++) onStack[sccStack[i]!] = 0;
            return;
          }
        }
        fp--;
        if (fp >= 0) {
          const u = frameNode[fp]!;
          if (low[v]! < low[u]!) low[u] = low[v]!;
        }
      }
    }
  }

  /** "accept", "reject", or the nodes left after removing enabled nodes of unmet SF conditions. */
  private judge(component: Int32Array): "accept" | "reject" | Int32Array {
    const { P, g, fairness } = this;
    const cstamp = ++this.componentStamp;
    for (let i = 0; i < component.length; i++) this.inComponent[component[i]!] = cstamp;
    const promises = this.c.tableau.promises;
    const { promiseMet, buchiMet, enabledSeen, disabledSeen, takenSeen } = this;
    promiseMet.fill(0);
    buchiMet.fill(0);
    enabledSeen.fill(0);
    disabledSeen.fill(0);
    takenSeen.fill(0);
    let internalSteps = 0;
    for (let i = 0; i < component.length; i++) {
      const v = component[i]!;
      const s = (v / P) | 0;
      const particle = this.c.tableau.particles[this.particleOf(v)]!;
      for (let j = 0; j < promises; j++) if (particle.fulfils[j]) promiseMet[j] = 1;
      for (let f = 0; f < fairness.length; f++) {
        if (g.stateBit(s, fairness[f]!.enabled)) enabledSeen[f] = 1;
        else disabledSeen[f] = 1;
      }
      const total = this.attempts(v);
      for (let k = 0; k < total; k++) {
        const w = this.successor(v, k);
        if (w < 0 || this.inComponent[w] !== cstamp) continue;
        internalSteps++;
        const code = this.lastCode;
        for (let b = 0; b < buchiMet.length; b++) if (buchiMet[b] === 0 && this.c.buchi[b]!(s, code)) buchiMet[b] = 1;
        for (let f = 0; f < fairness.length; f++) if (takenSeen[f] === 0 && g.actionBit(code, fairness[f]!.taken)) takenSeen[f] = 1;
      }
    }
    // One node without a step to itself is not a cycle.
    if (internalSteps === 0) return "reject";
    if (promiseMet.includes(0) || buchiMet.includes(0)) return "reject";
    const badStrong: number[] = [];
    for (let f = 0; f < fairness.length; f++) {
      const cond = fairness[f]!;
      if (!cond.strong) {
        if (disabledSeen[f] === 0 && takenSeen[f] === 0) return "reject";
      } else if (enabledSeen[f] === 1 && takenSeen[f] === 0) badStrong.push(f);
    }
    if (badStrong.length === 0) return "accept";
    const rest: number[] = [];
    for (let i = 0; i < component.length; i++) {
      const v = component[i]!;
      const s = (v / P) | 0;
      if (!badStrong.some((f) => g.stateBit(s, fairness[f]!.enabled))) rest.push(v);
    }
    return rest.length === 0 ? "reject" : Int32Array.from(rest);
  }

  private lasso(component: Int32Array): Lasso {
    const { P, g, fairness } = this;
    const cstamp = ++this.componentStamp;
    for (let i = 0; i < component.length; i++) this.inComponent[component[i]!] = cstamp;
    // The entry: the component's node reached first by the breadth-first search.
    const rank = new Map<number, number>();
    for (let i = 0; i < this.reached; i++) rank.set(this.reachOrder[i]!, i);
    let r = component[0]!;
    for (const v of component) if (rank.get(v)! < rank.get(r)!) r = v;
    const prefixNodes: number[] = [];
    for (let v = r; v !== ROOT; v = this.parent[v]!) prefixNodes.push(v);
    prefixNodes.reverse();

    // Obligations of the cycle: node ones and step ones.
    type Obligation = { node?: (v: number) => boolean; step?: (s: number, code: number) => boolean };
    const open: Obligation[] = [];
    for (let j = 0; j < this.c.tableau.promises; j++) open.push({ node: (v) => this.c.tableau.particles[this.particleOf(v)]!.fulfils[j]! });
    for (const b of this.c.buchi) open.push({ step: b });
    const enabledIn = (f: number): boolean => component.some((v) => g.stateBit((v / P) | 0, fairness[f]!.enabled));
    fairness.forEach((cond, f) => {
      const taken = (_s: number, code: number): boolean => g.actionBit(code, cond.taken);
      if (!cond.strong) open.push({ node: (v) => !g.stateBit((v / P) | 0, cond.enabled), step: taken });
      else if (enabledIn(f)) open.push({ step: taken });
    });
    const discharge = (from: number, code: number, to: number): void => {
      const s = (from / P) | 0;
      for (let i = open.length - 1; i >= 0; i--) {
        const o = open[i]!;
        if ((o.step !== undefined && o.step(s, code)) || (o.node !== undefined && o.node(to))) open.splice(i, 1);
      }
    };
    const cycleNodes: number[] = [];
    let cur = r;
    for (let i = open.length - 1; i >= 0; i--) if (open[i]!.node?.(r)) open.splice(i, 1);
    while (open.length > 0) {
      const path = this.pathInside(cur, cstamp, (u, code, w) => {
        const s = (u / P) | 0;
        return open.some((o) => (o.step !== undefined && o.step(s, code)) || (o.node !== undefined && o.node(w)));
      });
      let from = cur;
      for (const [code, w] of path) {
        discharge(from, code, w);
        cycleNodes.push(w);
        from = w;
      }
      cur = from;
    }
    if (cur !== r || cycleNodes.length === 0) {
      for (const [, w] of this.pathInside(cur, cstamp, (_u, _code, w) => w === r)) cycleNodes.push(w);
    }
    return {
      prefix: prefixNodes.map((v) => this.stateOf(v)),
      cycle: cycleNodes.map((v) => this.stateOf(v)),
    };
  }

  /** The tableau particle of product node v. */
  private particleOf(v: number): number {
    return this.c.explicit !== undefined ? this.c.explicit.nodeParticle[v]! : v % this.P;
  }

  /** The behaviour-graph state of product node v. */
  private stateOf(v: number): number {
    return this.c.explicit !== undefined ? this.c.explicit.nodeState[v]! : (v / this.P) | 0;
  }

  /** Breadth-first inside the component from `from` to the first step satisfying `goal`: its (code, node) steps. */
  private pathInside(from: number, cstamp: number, goal: (u: number, code: number, w: number) => boolean): [number, number][] {
    const prev = new Map<number, [number, number]>();
    const queue: number[] = [from];
    const seen = new Set<number>([from]);
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head]!;
      const total = this.attempts(u);
      for (let k = 0; k < total; k++) {
        const w = this.successor(u, k);
        if (w < 0 || this.inComponent[w] !== cstamp) continue;
        const code = this.lastCode;
        if (goal(u, code, w)) {
          const path: [number, number][] = [[code, w]];
          for (let x = u; x !== from; ) {
            const [c, p] = prev.get(x)!;
            path.push([c, x]);
            x = p;
          }
          return path.reverse();
        }
        if (seen.has(w)) continue;
        seen.add(w);
        prev.set(w, [code, u]);
        queue.push(w);
      }
    }
    throw new Error("liveness: no path inside a strongly connected component");
  }
}
