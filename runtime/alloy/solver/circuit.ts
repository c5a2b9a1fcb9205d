// A hash-consed boolean circuit: the target of the relational translation and the
// source of the CNF. A literal is a signed node number (negation is free, as in an
// and-inverter graph); node 1 is the constant true, so `TRUE = 1` and `FALSE = -1`.
// Gates are n-ary conjunctions (disjunction is a negated conjunction of negations) and
// if-then-else gates, as in Kodkod's circuits: an ITE gate is one CNF variable with four
// clauses where the same choice built from conjunctions takes three variables and nine,
// and adders, comparators and `<=>` are made of them.
// Structurally equal gates are built once (inputs are sorted and deduplicated), and
// constants and complementary inputs fold away as gates are made, so formulas that
// bounds decide never reach the SAT solver.

export type Lit = number;

export const TRUE: Lit = 1;
export const FALSE: Lit = -1;

const KIND_CONST = 0;
const KIND_VAR = 1;
const KIND_AND = 2;
const KIND_ITE = 3;

export class Circuit {
  /** Node kind by node number (index 0 unused). */
  private kinds: number[] = [0, KIND_CONST];
  /** Inputs of each gate (empty for constants and variables). */
  private inputs: (readonly Lit[])[] = [[], []];
  /** Hash-consing: two-input gates by their pair of inputs, the others by a hash of their inputs. */
  private readonly pairGates = new Map<number, number>();
  private readonly gatesByHash = new Map<number, number[]>();
  private readonly iteByHash = new Map<number, number[]>();
  private variableCount = 0;

  /** A fresh input variable. */
  variable(): Lit {
    this.kinds.push(KIND_VAR);
    this.inputs.push([]);
    this.variableCount++;
    return this.kinds.length - 1;
  }

  get nodeCount(): number {
    return this.kinds.length - 1;
  }

  get variables(): number {
    return this.variableCount;
  }

  isVariable(lit: Lit): boolean {
    return this.kinds[Math.abs(lit)] === KIND_VAR;
  }

  /** A conjunction gate (its negation is a disjunction). */
  isAnd(lit: Lit): boolean {
    return this.kinds[Math.abs(lit)] === KIND_AND;
  }

  /** An if-then-else gate: its inputs are [condition, then, else], the condition positive. */
  isIte(lit: Lit): boolean {
    return this.kinds[Math.abs(lit)] === KIND_ITE;
  }

  gateInputs(lit: Lit): readonly Lit[] {
    return this.inputs[Math.abs(lit)]!;
  }

  and(a: Lit, b: Lit): Lit {
    if (a === FALSE || b === FALSE || a === -b) return FALSE;
    if (a === TRUE || a === b) return b;
    if (b === TRUE) return a;
    return a < b ? this.gate([a, b]) : this.gate([b, a]);
  }

  or(a: Lit, b: Lit): Lit {
    return -this.and(-a, -b);
  }

  /** Conjunction of any number of literals. */
  andAll(lits: readonly Lit[]): Lit {
    if (lits.length === 0) return TRUE;
    if (lits.length === 1) return lits[0]!;
    if (lits.length === 2) return this.and(lits[0]!, lits[1]!);
    const kept: Lit[] = [];
    for (const lit of lits) {
      if (lit === FALSE) return FALSE;
      if (lit !== TRUE) kept.push(lit);
    }
    if (kept.length <= 1) return kept.length === 0 ? TRUE : kept[0]!;
    kept.sort((x, y) => x - y);
    let w = 0;
    for (let i = 0; i < kept.length; i++) {
      const lit = kept[i]!;
      if (w > 0 && kept[w - 1] === lit) continue;
      kept[w++] = lit;
    }
    kept.length = w;
    // Complementary inputs: sorted by value, -x and x sit at mirrored positions, so
    // a set lookup is the simple check.
    if (w > 1 && kept[0]! < 0) {
      const present = new Set(kept);
      for (const lit of kept) {
        if (lit < 0 && present.has(-lit)) return FALSE;
      }
    }
    if (w === 1) return kept[0]!;
    return this.gate(kept);
  }

  orAll(lits: readonly Lit[]): Lit {
    const negated = new Array<Lit>(lits.length);
    for (let i = 0; i < lits.length; i++) negated[i] = -lits[i]!;
    return -this.andAll(negated);
  }

  implies(a: Lit, b: Lit): Lit {
    return this.or(-a, b);
  }

  /** `c ? a : b`. */
  ite(c: Lit, a: Lit, b: Lit): Lit {
    if (c === TRUE || a === b) return a;
    if (c === FALSE) return b;
    if (a === TRUE || a === c) return this.or(c, b);
    if (a === FALSE || a === -c) return this.and(-c, b);
    if (b === TRUE || b === -c) return this.or(-c, a);
    if (b === FALSE || b === c) return this.and(c, a);
    // One gate per choice: the condition positive, the then-branch positive (else negate all).
    if (c < 0) return this.ite(-c, b, a);
    if (a < 0) return -this.ite(c, -a, -b);
    const h = (Math.imul(Math.imul(c, 0x9e3779b1) + a, 0x85ebca6b) + b) | 0;
    const bucket = this.iteByHash.get(h);
    if (bucket) {
      for (const node of bucket) {
        const [x, y, z] = this.inputs[node]!;
        if (x === c && y === a && z === b) return node;
      }
    }
    this.kinds.push(KIND_ITE);
    this.inputs.push([c, a, b]);
    const node = this.kinds.length - 1;
    if (bucket) bucket.push(node);
    else this.iteByHash.set(h, [node]);
    return node;
  }

  iff(a: Lit, b: Lit): Lit {
    return this.ite(a, b, -b);
  }

  xor(a: Lit, b: Lit): Lit {
    return -this.iff(a, b);
  }

  /** True when at most `k` of `lits` are true (a sequential counter, linear in k·n). */
  atMost(lits: readonly Lit[], k: number): Lit {
    const live = lits.filter((l) => l !== FALSE);
    if (live.length <= k) return TRUE;
    if (k < 0) return FALSE;
    // counts[j]: at least j+1 of the literals seen so far are true.
    let counts: Lit[] = new Array<Lit>(k + 1).fill(FALSE);
    for (const lit of live) {
      const next = new Array<Lit>(k + 1);
      next[0] = this.or(counts[0]!, lit);
      for (let j = 1; j <= k; j++) next[j] = this.or(counts[j]!, this.and(counts[j - 1]!, lit));
      counts = next;
    }
    return -counts[k]!;
  }

  /** True when exactly `k` of `lits` are true. */
  exactly(lits: readonly Lit[], k: number): Lit {
    return this.and(this.atMost(lits, k), -this.atMost(lits, k - 1));
  }

  private gate(sortedInputs: Lit[]): Lit {
    const found = this.findGate(sortedInputs);
    if (found !== 0) return found;
    this.kinds.push(KIND_AND);
    this.inputs.push(sortedInputs);
    const node = this.kinds.length - 1;
    if (sortedInputs.length === 2 && Math.abs(sortedInputs[0]!) < PAIR_LIMIT && Math.abs(sortedInputs[1]!) < PAIR_LIMIT) {
      this.pairGates.set(pairKey(sortedInputs[0]!, sortedInputs[1]!), node);
    } else {
      const h = hashInputs(sortedInputs);
      const bucket = this.gatesByHash.get(h);
      if (bucket) bucket.push(node);
      else this.gatesByHash.set(h, [node]);
    }
    return node;
  }

  /** The gate with exactly these (sorted) inputs, or 0. */
  private findGate(sortedInputs: readonly Lit[]): Lit {
    if (sortedInputs.length === 2 && Math.abs(sortedInputs[0]!) < PAIR_LIMIT && Math.abs(sortedInputs[1]!) < PAIR_LIMIT) {
      return this.pairGates.get(pairKey(sortedInputs[0]!, sortedInputs[1]!)) ?? 0;
    }
    const bucket = this.gatesByHash.get(hashInputs(sortedInputs));
    if (!bucket) return 0;
    for (const node of bucket) {
      const existing = this.inputs[node]!;
      if (existing.length !== sortedInputs.length) continue;
      let same = true;
      for (let i = 0; i < existing.length && same; i++) same = existing[i] === sortedInputs[i];
      if (same) return node;
    }
    return 0;
  }
}

/** Two-input gates (most of them) are found by a number made of both inputs while they stay below this. */
const PAIR_LIMIT = 2 ** 25;

function pairKey(a: Lit, b: Lit): number {
  return (a + PAIR_LIMIT) * 2 ** 26 + (b + PAIR_LIMIT);
}

function hashInputs(inputs: readonly Lit[]): number {
  let h = inputs.length;
  for (const lit of inputs) h = (Math.imul(h, 0x9e3779b1) + lit) | 0;
  return h;
}
