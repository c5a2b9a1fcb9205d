// Tseitin translation of circuit literals to CNF with Plaisted–Greenbaum polarity:
// a gate that only ever has to be true (or only false) gets only the clauses for
// that direction, which halves the clauses of most formulas and keeps every
// satisfying assignment of the primary variables extendable, so enumeration over
// primary variables stays exact. Asserted conjunctions are split into unit facts.
// The clauses go straight into our CDCL solver (sat.ts).

import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";
import { CdclSolver } from "./sat.js";

const POSITIVE = 1;
const NEGATIVE = 2;

export class CnfEncoder {
  /** CNF variable of each circuit node (0: not yet numbered). */
  private varOfNode: Int32Array;
  /** Polarities whose clauses were already emitted, per node. */
  private emitted: Uint8Array;
  private nextVar = 1;
  readonly solver = new CdclSolver();

  /** `primary` circuit variables get CNF variables 1..primary.length, in that order. */
  constructor(
    private readonly circuit: Circuit,
    primary: readonly Lit[],
    /** Sees every clause as it goes to the solver (benchmarks compare SAT solvers on our CNFs). */
    private readonly onClause?: (clause: readonly number[]) => void,
  ) {
    this.varOfNode = new Int32Array(circuit.nodeCount + 2);
    this.emitted = new Uint8Array(circuit.nodeCount + 2);
    for (const lit of primary) this.varOfNode[lit] = this.nextVar++;
    this.solver.ensureVariables(primary.length);
  }

  get variables(): number {
    return this.nextVar - 1;
  }

  get clauses(): number {
    return this.solver.clauses;
  }

  /** True: satisfiable; false: not; undefined: `deadline` (a `performance.now()` time) passed first. */
  solve(deadline = Infinity): boolean | undefined {
    this.solver.ensureVariables(this.variables);
    return this.solver.solve(deadline);
  }

  /** The value of a circuit literal over primary variables in the last model. */
  value(lit: Lit): boolean {
    const v = this.solver.value(this.varOfNode[Math.abs(lit)]!);
    return lit > 0 ? v : !v;
  }

  /** Requires `lit` to be true. */
  assert(lit: Lit): void {
    const stack: Lit[] = [lit];
    while (stack.length > 0) {
      const l = stack.pop()!;
      if (l === TRUE) continue;
      if (l === FALSE) {
        this.emit([]);
        continue;
      }
      if (l > 0 && this.circuit.isAnd(l)) {
        for (const input of this.circuit.gateInputs(l)) stack.push(input);
        continue;
      }
      if (l < 0 && this.circuit.isAnd(l)) {
        // An asserted disjunction is a clause of its own; it needs no gate variable.
        this.addClause(this.circuit.gateInputs(l).map((input) => -input));
        continue;
      }
      this.emit([this.encode(l)]);
    }
  }

  /** Adds a clause over literals (each encoded with the polarity it has in the clause). */
  addClause(lits: readonly Lit[]): void {
    const terms: number[] = [];
    for (const l of lits) {
      if (l === TRUE) return;
      if (l !== FALSE) terms.push(this.encode(l));
    }
    this.emit(terms);
  }

  /** The signed CNF variable of a literal, emitting the clauses it needs in its polarity. */
  encode(lit: Lit): number {
    this.ensureCapacity();
    const root = this.varFor(Math.abs(lit));
    const work: number[] = [Math.abs(lit), lit > 0 ? POSITIVE : NEGATIVE];
    while (work.length > 0) {
      const polarity = work.pop()!;
      const node = work.pop()!;
      if ((this.emitted[node]! & polarity) !== 0) continue;
      if (this.circuit.isIte(node)) {
        this.emitted[node]! |= polarity;
        const [cond, then, otherwise] = this.circuit.gateInputs(node) as [Lit, Lit, Lit];
        const g = polarity === POSITIVE ? this.varFor(node) : -this.varFor(node);
        // g → (cond ? then : else), for the polarity needed: the condition is read both ways.
        const c = this.signedVar(cond);
        const t = polarity === POSITIVE ? this.signedVar(then) : -this.signedVar(then);
        const e = polarity === POSITIVE ? this.signedVar(otherwise) : -this.signedVar(otherwise);
        this.emit([-g, -c, t]);
        this.emit([-g, c, e]);
        work.push(cond, POSITIVE, cond, NEGATIVE);
        const flip = polarity === POSITIVE ? 1 : -1;
        work.push(Math.abs(then), then * flip > 0 ? POSITIVE : NEGATIVE);
        work.push(Math.abs(otherwise), otherwise * flip > 0 ? POSITIVE : NEGATIVE);
        continue;
      }
      if (!this.circuit.isAnd(node)) continue;
      this.emitted[node]! |= polarity;
      const g = this.varFor(node);
      const inputs = this.circuit.gateInputs(node);
      if (polarity === POSITIVE) {
        // g → each input
        for (const input of inputs) {
          this.emit([-g, this.signedVar(input)]);
          work.push(Math.abs(input), input > 0 ? POSITIVE : NEGATIVE);
        }
      } else {
        // all inputs → g
        const clause: number[] = [g];
        for (const input of inputs) {
          clause.push(-this.signedVar(input));
          work.push(Math.abs(input), input > 0 ? NEGATIVE : POSITIVE);
        }
        this.emit(clause);
      }
    }
    return lit > 0 ? root : -root;
  }

  private emit(clause: number[]): void {
    this.onClause?.(clause);
    this.solver.addClause(clause);
  }

  private signedVar(lit: Lit): number {
    const v = this.varFor(Math.abs(lit));
    return lit > 0 ? v : -v;
  }

  private varFor(node: number): number {
    let v = this.varOfNode[node]!;
    if (v === 0) {
      v = this.nextVar++;
      this.varOfNode[node] = v;
    }
    return v;
  }

  private ensureCapacity(): void {
    const needed = this.circuit.nodeCount + 2;
    if (this.varOfNode.length >= needed) return;
    const size = Math.max(needed, this.varOfNode.length * 2);
    const vars = new Int32Array(size);
    vars.set(this.varOfNode);
    this.varOfNode = vars;
    const emitted = new Uint8Array(size);
    emitted.set(this.emitted);
    this.emitted = emitted;
  }
}
