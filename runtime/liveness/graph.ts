// The behaviour graph, recorded during the breadth-first search (LIVENESS.md §3.3):
// one node per distinct state (the search's dense index), its out-edges in CSR form
// (typed arrays: offsets, targets), and bit-labels: per state the value of every state
// atom (the properties' state predicates and ENABLED of each fairness condition), per
// edge and per state's stuttering step the value of every action atom. The stuttering
// step exists at every state and is not stored as an edge. Atoms are evaluated on the
// concrete successor, as TLC does.

import type { ActionAtom, StateAtom } from "./formula.js";
import type { EvalContext, State } from "../check/spec.js";
import { equals } from "../values/index.js";

/**
 * What the fair-cycle search reads of a graph: its nodes, out-edges (CSR), bit-labels,
 * and whether every node also has the stuttering step (a behaviour graph does; the
 * graph of one lasso, derivedGraphs.ts, has only the lasso's own steps).
 */
export interface StepGraph {
  readonly nodeCount: number;
  readonly initial: readonly number[];
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  readonly implicitStutter: boolean;
  stateBit(s: number, atom: number): boolean;
  /** Action-atom bit of edge `e`, or of the stuttering step of state `-1 - e` when e < 0. */
  actionBit(e: number, atom: number): boolean;
}

export class BehaviourGraph implements StepGraph {
  readonly implicitStutter = true;
  readonly stateWords: number;
  readonly actionWords: number;
  /** Per state, `stateWords` words of state-atom bits. */
  stateBits = new Uint32Array(1 << 12);
  /** Per state, `actionWords` words: the action atoms on its stuttering step. */
  stutterBits = new Uint32Array(1 << 12);
  /** `offsets[s]` .. `offsets[s + 1]` are the edges of state s (filled as states are expanded). */
  offsets = new Int32Array(1 << 12);
  targets = new Int32Array(1 << 12);
  /** Per edge, `actionWords` words of action-atom bits. */
  edgeBits = new Uint32Array(1 << 12);
  private edgeFrom = new Int32Array(1 << 12);
  readonly initial: number[] = [];
  private nodes = 0;
  private edges = 0;
  private current = -1;
  private currentState: State = [];
  private readonly scratch: Uint32Array;
  /** The current state's generated successors, kept only when `needsSuccessors`. */
  private readonly successors: State[] = [];
  /** The concrete successors of the current state's edges, labelled by endState. */
  private readonly pendingNext: State[] = [];
  /** The first concrete successor back to the current node, if any: it labels the stuttering step. */
  private loopNext: State | undefined;
  /** Some ENABLED is read off the successors (LIVENESS.md §3.6, fallback). */
  readonly needsSuccessors: boolean;
  /**
   * Under VIEW or SYMMETRY, the concrete states behind the graph (derivedGraphs.ts,
   * parallelGraph.ts): per state the one expanded and its level, and its successor set as
   * TLC's SetOfStates holds it: every successor in the model, in generation order, one per
   * value (not per fingerprint: TLCStateMut.equals compares values), then the state itself
   * (the stuttering step) unless some successor equals it; `succ*[i]` for entries
   * `succStart[id]` .. `succStart[id + 1]`. Not kept otherwise: every concrete state is
   * then its node's.
   */
  readonly concrete:
    | {
        readonly kept: State[];
        readonly levels: number[];
        readonly succStart: number[];
        readonly succTarget: number[];
        readonly succNext: State[];
        readonly succBits: Uint32Array[];
      }
    | undefined;
  /** The current state's successors in the model with their nodes (concrete mode). */
  private readonly concreteNow: [number, State][] = [];
  /**
   * State atoms of a tableau (`setSuccessorAtoms`): TLC's TableauLiveChecker.addNextState evaluates a tableau
   * node's state predicates on each SUCCESSOR of the state expanded (after its checkState and checkAction), so
   * such an atom is first evaluated on a state when an earlier state's expansion generates it.
   */
  private successorAtoms: readonly number[] = [];
  private successorAtomMask = new Uint8Array(0);
  /** Per node, 1 once its successor atoms were labelled from the expansion that first reached it. */
  private prelabelled = new Uint8Array(1 << 12);

  constructor(
    readonly stateAtoms: readonly StateAtom[],
    readonly actionAtoms: readonly ActionAtom[],
    readonly ctx: EvalContext,
    keepConcrete = false,
  ) {
    this.concrete = keepConcrete ? { kept: [], levels: [], succStart: [0], succTarget: [], succNext: [], succBits: [] } : undefined;
    this.stateWords = Math.max(1, Math.ceil(stateAtoms.length / 32));
    this.actionWords = Math.max(1, Math.ceil(actionAtoms.length / 32));
    this.scratch = new Uint32Array(this.actionWords);
    this.needsSuccessors = stateAtoms.some((a) => a.viaSuccessors !== undefined);
  }

  /** The indices of the state atoms TLC evaluates on successors (a tableau's predicates). */
  setSuccessorAtoms(indices: readonly number[]): void {
    this.successorAtoms = indices;
    this.successorAtomMask = new Uint8Array(this.stateAtoms.length);
    for (const i of indices) this.successorAtomMask[i] = 1;
  }

  get nodeCount(): number {
    return this.nodes;
  }

  get edgeCount(): number {
    return this.edges;
  }

  edgesOf(s: number): [number, number] {
    return [this.offsets[s]!, this.offsets[s + 1]!];
  }

  /** Starts the out-edges of state `id` (states are expanded in index order). */
  beginState(id: number, s: State, level = 0): void {
    if (id !== this.nodes) throw new Error(`behaviour graph: state ${id} expanded out of order (expected ${this.nodes})`);
    if (this.concrete !== undefined) {
      this.concrete.kept[id] = s;
      this.concrete.levels[id] = level;
      this.concreteNow.length = 0;
    }
    this.current = id;
    this.currentState = s;
    this.successors.length = 0;
    this.nodes = id + 1;
    this.offsets = ensure(this.offsets, id + 2);
    this.offsets[id] = this.edges;
    this.offsets[id + 1] = this.edges;
    this.pendingNext.length = 0;
    this.loopNext = undefined;
  }

  /** Every generated successor, in model or not (ENABLED ignores constraints), when some ENABLED is read off them. */
  noteSuccessor(next: State): void {
    this.successors.push(next);
  }

  /**
   * Ends the state being expanded: labels its stuttering step, its edges and its state
   * atoms, now that its successors are known. Like TLC, nothing is labelled while Next
   * generates them, so an error in Next comes first, with every successor counted.
   */
  endState(): void {
    const id = this.current;
    const s = this.currentState;
    const aw = this.actionWords;
    // TLC's LiveCheck.addNextState asks OrderOfSolution.checkState before checkAction on the successors:
    // when both would fail, the state atom's error is the one reported.
    this.stateBits = ensure(this.stateBits, (id + 1) * this.stateWords);
    const sb = id * this.stateWords;
    const pre = id < this.prelabelled.length && this.prelabelled[id] === 1;
    if (!pre) for (let w = 0; w < this.stateWords; w++) this.stateBits[sb + w] = 0;
    const atoms = this.stateAtoms;
    for (let i = 0; i < atoms.length; i++) {
      const atom = atoms[i]!;
      // Labelled (and kept) when the expansion of an earlier state generated this one.
      if (pre && this.successorAtomMask[i] === 1) continue;
      const via = atom.viaSuccessors;
      const holds = via === undefined ? atom.test(this.ctx, s) : this.successors.some((t) => via.test(this.ctx, s, t));
      if (holds) this.stateBits[sb + (i >>> 5)]! |= 1 << (i & 31);
    }
    this.stutterBits = ensure(this.stutterBits, (id + 1) * aw);
    this.labelStep(s, this.loopNext ?? s);
    this.loopNext = undefined;
    this.stutterBits.set(this.scratch, id * aw);
    const first = this.offsets[id]!;
    for (let i = 0; i < this.pendingNext.length; i++) {
      this.labelStep(s, this.pendingNext[i]!);
      this.edgeBits.set(this.scratch, (first + i) * aw);
    }
    // Then the tableau's predicates on each successor not expanded or reached before (TLC: after checkAction).
    if (this.successorAtoms.length > 0) {
      for (let i = 0; i < this.pendingNext.length; i++) {
        const t = this.targets[first + i]!;
        if (t <= id) continue;
        this.prelabelled = ensure(this.prelabelled, t + 1);
        if (this.prelabelled[t] === 1) continue;
        this.labelSuccessor(t, this.pendingNext[i]!);
      }
    }
    this.pendingNext.length = 0;
    if (this.concrete !== undefined) this.endConcrete(id, s);
  }

  /** The successor atoms of node `t` on its state `next`, before `t` is expanded. */
  private labelSuccessor(t: number, next: State): void {
    this.stateBits = ensure(this.stateBits, (t + 1) * this.stateWords);
    const sb = t * this.stateWords;
    for (let w = 0; w < this.stateWords; w++) this.stateBits[sb + w] = 0;
    for (const i of this.successorAtoms) {
      if (this.stateAtoms[i]!.test(this.ctx, next)) this.stateBits[sb + (i >>> 5)]! |= 1 << (i & 31);
    }
    this.prelabelled[t] = 1;
  }

  /**
   * An edge of the state being expanded to the node `target`, reached by the concrete
   * `next`. Like TLC (its successors are keyed by fingerprint), only the first concrete
   * successor per node is kept: without SYMMETRY or VIEW a later one is the same state
   * with the same labels; with them, it is what makes TLC's verdicts (LIVENESS.md §5.6).
   * A successor back to the current node is no edge: TLC files the stuttering step last
   * under the same fingerprint, so the step s -> s it keeps is the first such successor's
   * (a view or symmetry self-loop), and the true stuttering step only when there is none
   * (docs/semantics.md, "VIEW and temporal properties").
   */
  addEdge(target: number, next: State): void {
    if (this.concrete !== undefined) this.concreteNow.push([target, next]);
    if (target === this.current) {
      this.loopNext ??= next;
      return;
    }
    // `edgeFrom[t]` is 1 + the last state given an edge to t: one check per successor.
    this.edgeFrom = ensure(this.edgeFrom, target + 1);
    if (this.edgeFrom[target] === this.current + 1) return;
    this.edgeFrom[target] = this.current + 1;
    const e = this.edges++;
    this.targets = ensure(this.targets, e + 1);
    this.targets[e] = target;
    this.edgeBits = ensure(this.edgeBits, (e + 1) * this.actionWords);
    this.pendingNext.push(next);
    this.offsets[this.current + 1] = this.edges;
  }

  /** Files the successor set of state `id` (concrete mode): one entry per value and node, the state itself last. */
  private endConcrete(id: number, s: State): void {
    const c = this.concrete!;
    const now = this.concreteNow;
    now.push([id, s]);
    const from = c.succTarget.length;
    const aw = this.actionWords;
    // The first successor per node is the one the graph's edge (or stuttering step) was labelled with.
    const labelled = new Map<number, Uint32Array>([[id, this.stutterBits.slice(id * aw, (id + 1) * aw)]]);
    for (let e = this.offsets[id]!; e < this.offsets[id + 1]!; e++) labelled.set(this.targets[e]!, this.edgeBits.slice(e * aw, (e + 1) * aw));
    for (let i = 0; i < now.length; i++) {
      const [target, next] = now[i]!;
      const bits = labelled.get(target);
      if (bits !== undefined) labelled.delete(target);
      else {
        let dup = false;
        for (let j = from; j < c.succTarget.length && !dup; j++) dup = c.succTarget[j] === target && sameValues(c.succNext[j]!, next);
        if (dup) continue;
      }
      c.succTarget.push(target);
      c.succNext.push(next);
      c.succBits.push(bits ?? this.stepBits(s, next));
    }
    c.succStart[id + 1] = c.succTarget.length;
    now.length = 0;
  }

  /** The action-atom bits of the step s -> t (evaluated now, on these concrete states). */
  stepBits(s: State, t: State): Uint32Array {
    this.labelStep(s, t);
    return this.scratch.slice();
  }

  private labelStep(s: State, t: State): void {
    const scratch = this.scratch;
    scratch.fill(0);
    const atoms = this.actionAtoms;
    for (let i = 0; i < atoms.length; i++) {
      if (atoms[i]!.test(this.ctx, s, t)) scratch[i >>> 5]! |= 1 << (i & 31);
    }
  }

  stateBit(s: number, atom: number): boolean {
    return (this.stateBits[s * this.stateWords + (atom >>> 5)]! & (1 << (atom & 31))) !== 0;
  }

  /** Action-atom bit of edge `e`, or of the stuttering step of state `-1 - e` when e < 0. */
  actionBit(e: number, atom: number): boolean {
    const aw = this.actionWords;
    const word = e >= 0 ? this.edgeBits[e * aw + (atom >>> 5)]! : this.stutterBits[(-1 - e) * aw + (atom >>> 5)]!;
    return (word & (1 << (atom & 31))) !== 0;
  }

  /** Bytes held (for statistics). */
  get bytes(): number {
    return this.stateBits.byteLength + this.stutterBits.byteLength + this.offsets.byteLength + this.targets.byteLength + this.edgeBits.byteLength + this.edgeFrom.byteLength;
  }
}

/** TLCStateMut.equals: every variable's value equal (values TLC cannot compare are not equal). */
function sameValues(a: State, b: State): boolean {
  if (a === b) return true;
  try {
    for (let i = 0; i < a.length; i++) if (!equals(a[i]!, b[i]!)) return false;
    return true;
  } catch {
    return false;
  }
}

function ensure<A extends Int32Array | Uint32Array | Uint8Array>(a: A, length: number): A {
  if (a.length >= length) return a;
  let n = a.length * 2;
  while (n < length) n *= 2;
  const b = new (a.constructor as new (n: number) => A)(n);
  b.set(a);
  return b;
}
