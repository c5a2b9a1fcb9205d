// The particle tableau of an action-free temporal formula in negation normal form
// (Manna and Pnueli; LIVENESS.md §2.1), as a Büchi automaton with acceptance on
// particles. A node of the automaton is an obligation: the set of formulas that must
// hold from the current state on. Expanding an obligation ([]f = f /\ next []f,
// <>f = f \/ next <>f, \/ branches) gives its particles: each a consistent set of
// literals the current state must satisfy, the obligation for the next state, and,
// for every promise <>f of the formula, whether this particle keeps it open (chose
// "next <>f"). A run is accepting iff each promise is infinitely often not kept open.

import type { Atom } from "./formula.js";
import { isPredicate, type Nnf } from "./normalize.js";

export interface Literal {
  readonly atom: Atom;
  readonly pos: boolean;
}

export interface Particle {
  readonly literals: readonly Literal[];
  /** Index into `Tableau.obligations` of what the next state must satisfy. */
  readonly next: number;
  /** One flag per promise: true when this particle does not defer it. */
  readonly fulfils: readonly boolean[];
}

export interface Tableau {
  /** Every particle; `obligations[i]` lists the indices of the particles of obligation i. */
  readonly particles: readonly Particle[];
  readonly obligations: readonly (readonly number[])[];
  /** Obligation 0 is the formula itself. */
  readonly initial: number;
  readonly promises: number;
  /** The obligation with no formula left (TLC's tableau node with an empty particle), or -1 when none is reached. */
  readonly empty: number;
}

const MAX_PARTICLES = 100_000;

export function buildTableau(formula: Nnf): Tableau {
  return new TableauBuilder(formula).build();
}

/** Structural keys of formulas (so equal subformulas built separately are one obligation member) and dense ids of their atoms. */
class FormulaKeys {
  private readonly atomIds = new Map<Atom, number>();
  private readonly keys = new Map<Nnf, string>();

  /** @param sortJunctions whether `a /\ b` and `b /\ a` get one key */
  constructor(private readonly sortJunctions: boolean) {}

  atomId(a: Atom): number {
    let id = this.atomIds.get(a);
    if (id === undefined) this.atomIds.set(a, (id = this.atomIds.size));
    return id;
  }

  key(f: Nnf): string {
    let k = this.keys.get(f);
    if (k !== undefined) return k;
    switch (f.k) {
      case "true":
      case "false":
        k = f.k;
        break;
      case "lit":
        k = (f.pos ? "+" : "-") + this.atomId(f.atom);
        break;
      case "and":
      case "or": {
        const xs = f.xs.map((x) => this.key(x));
        k = `${f.k}(${(this.sortJunctions ? xs.sort() : xs).join(",")})`;
        break;
      }
      default:
        k = `${f.k}(${this.key(f.x)})`;
    }
    this.keys.set(f, k);
    return k;
  }
}

class TableauBuilder {
  private readonly keys = new FormulaKeys(true);
  private readonly promiseIndex = new Map<string, number>();
  private readonly obligationIds = new Map<string, number>();
  private readonly obligationFormulas: Nnf[][] = [];
  private readonly particles: Particle[] = [];
  private readonly obligations: number[][] = [];

  constructor(private readonly formula: Nnf) {}

  build(): Tableau {
    this.collectPromises(this.formula);
    this.obligationId([this.formula]);
    for (let i = 0; i < this.obligationFormulas.length; i++) {
      const list: number[] = [];
      const seen = new Set<string>();
      for (const p of this.expand(this.obligationFormulas[i]!)) {
        const key = p.literals.map((l) => (l.pos ? "+" : "-") + this.keys.atomId(l.atom)).join(",") + "|" + p.next + "|" + p.fulfils.map(Number).join("");
        if (seen.has(key)) continue;
        seen.add(key);
        list.push(this.particles.length);
        this.particles.push(p);
        if (this.particles.length > MAX_PARTICLES) throw new Error(`the temporal formula's tableau has more than ${MAX_PARTICLES} particles`);
      }
      this.obligations.push(list);
    }
    return { particles: this.particles, obligations: this.obligations, initial: 0, promises: this.promiseIndex.size, empty: this.obligationIds.get("") ?? -1 };
  }

  private collectPromises(f: Nnf): void {
    if (f.k === "eventually") {
      const k = this.keys.key(f);
      if (!this.promiseIndex.has(k)) this.promiseIndex.set(k, this.promiseIndex.size);
    }
    if (f.k === "and" || f.k === "or") f.xs.forEach((x) => this.collectPromises(x));
    else if (f.k === "always" || f.k === "eventually") this.collectPromises(f.x);
  }

  private obligationId(formulas: readonly Nnf[]): number {
    const byKey = new Map<string, Nnf>();
    // TRUE obliges nothing: {TRUE} and {} are one obligation.
    for (const f of formulas) if (f.k !== "true") byKey.set(this.keys.key(f), f);
    const keys = [...byKey.keys()].sort();
    const id = keys.join(";");
    let n = this.obligationIds.get(id);
    if (n === undefined) {
      n = this.obligationFormulas.length;
      this.obligationIds.set(id, n);
      this.obligationFormulas.push(keys.map((k) => byKey.get(k)!));
    }
    return n;
  }

  /** The particles of an obligation, by alpha/beta expansion with a syntactic consistency test. */
  private expand(obligation: readonly Nnf[]): Particle[] {
    const out: Particle[] = [];
    const promises = this.promiseIndex.size;
    const walk = (todo: Nnf[], lits: Map<number, Literal>, next: Nnf[], deferred: Set<number>, done: Set<string>): void => {
      while (todo.length > 0) {
        const f = todo.pop()!;
        const k = this.keys.key(f);
        if (done.has(k)) continue;
        done.add(k);
        switch (f.k) {
          case "true":
            continue;
          case "false":
            return;
          case "lit": {
            const id = this.keys.atomId(f.atom);
            const had = lits.get(id);
            if (had !== undefined && had.pos !== f.pos) return;
            lits.set(id, { atom: f.atom, pos: f.pos });
            continue;
          }
          case "and":
            todo.push(...f.xs);
            continue;
          case "always":
            todo.push(f.x);
            next.push(f);
            continue;
          case "or":
            for (const x of f.xs) walk([...todo, x], new Map(lits), [...next], new Set(deferred), new Set(done));
            return;
          case "eventually": {
            const p = this.promiseIndex.get(k)!;
            walk([...todo, f.x], new Map(lits), [...next], new Set(deferred), new Set(done));
            const d = new Set(deferred);
            d.add(p);
            walk([...todo], new Map(lits), [...next, f], d, new Set(done));
            return;
          }
        }
      }
      const literals = [...lits.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]);
      const fulfils = Array.from({ length: promises }, (_, i) => !deferred.has(i));
      out.push({ literals, next: this.obligationId(next), fulfils });
    };
    walk([...obligation], new Map(), [], new Set(), new Set());
    return out;
  }
}

// The state predicates TLC evaluates on an initial state for a formula with a tableau
// (TLC's TableauLiveChecker.addInitState, called by ModelChecker's DoInitFunctor for each
// new initial state): for each initial tableau node in order, TBGraphNode.isConsistent
// evaluates the node's state predicates in order and stops at the first false one. The
// nodes and the order of their predicates are those of TBPar.particleClosure on the binary
// form of the formula (LiveExprNode.makeBinary): alpha expansion appends in order, the
// first beta term branches (its first disjunct first), and constants are kept (a node
// holding FALSE is still built, so `P ~> TRUE`'s `<>(P /\ []FALSE)` evaluates P first).
// Our own tableau (above) drops such nodes and orders literals by atom; this only tells
// which predicates TLC asks at start, and in what order.

/** A state predicate of a TLC tableau node: a literal, a constant, or a junction of those. */
export type StatePred = Nnf;

type Term = { readonly f: Nnf; readonly next: boolean };

const MAX_INITIAL_NODES = 4096;

/** Per initial node of TLC's tableau of `formula`, its state predicates in TLC's order (undefined past a size cap). */
export function initialStatePreds(formula: Nnf): StatePred[][] | undefined {
  // Junctions keep their order here: TLC's binary form tells a \/ b from b \/ a.
  const keys = new FormulaKeys(false);
  const key = (f: Nnf): string => keys.key(f);
  const termKey = (t: Term): string => (t.next ? "()" : "") + key(t.f);
  const root = binary(formula);
  // TBPar.positiveClosure (a stack, last first), for the alpha/beta triples.
  const alphas: [Term, Term, Term][] = [];
  const betas: [Term, Term, Term][] = [];
  const stack: Nnf[] = [root];
  while (stack.length > 0) {
    const f = stack.pop()!;
    const self: Term = { f, next: false };
    if (f.k === "always") alphas.push([self, { f: f.x, next: false }, { f, next: true }]);
    else if (f.k === "and") alphas.push([self, { f: f.xs[0]!, next: false }, { f: f.xs[1]!, next: false }]);
    else if (f.k === "eventually") betas.push([self, { f: f.x, next: false }, { f, next: true }]);
    else if (f.k === "or") betas.push([self, { f: f.xs[0]!, next: false }, { f: f.xs[1]!, next: false }]);
    if (f.k === "always" || f.k === "eventually") stack.push(f.x);
    else if (f.k === "and" || f.k === "or") stack.push(...f.xs);
  }
  const member = (ts: readonly Term[], t: Term): boolean => {
    const k = termKey(t);
    return ts.some((x) => termKey(x) === k);
  };
  // Local consistency: no atom both asserted and denied (constants never clash).
  const consistent = (ts: readonly Term[]): boolean => {
    const seen = new Map<number, boolean>();
    for (const t of ts) {
      if (t.next || t.f.k !== "lit") continue;
      const id = keys.atomId(t.f.atom);
      const had = seen.get(id);
      if (had !== undefined && had !== t.f.pos) return false;
      seen.set(id, t.f.pos);
    }
    return true;
  };
  let budget = MAX_INITIAL_NODES * 16;
  const closure = (terms: readonly Term[]): Term[][] => {
    if (--budget < 0) throw new RangeError("tableau too large");
    if (!consistent(terms)) return [];
    const t1 = [...terms];
    for (let i = 0; i < t1.length; i++) {
      const t = t1[i]!;
      if (t.next) continue;
      let k1: Term | undefined;
      let k2: Term | undefined;
      if (t.f.k === "always") [k1, k2] = [{ f: t.f.x, next: false }, { f: t.f, next: true }];
      else if (t.f.k === "and") [k1, k2] = [{ f: t.f.xs[0]!, next: false }, { f: t.f.xs[1]!, next: false }];
      if (k1 === undefined || k2 === undefined) continue;
      const m1 = member(t1, k1);
      const m2 = member(t1, k2);
      if (!m1) t1.push(k1);
      if (!m2) t1.push(k2);
    }
    for (let done = false; !done; ) {
      done = true;
      for (const [a, b, c] of alphas) {
        if (member(t1, b) && member(t1, c) && !member(t1, a)) {
          t1.push(a);
          done = false;
        }
      }
    }
    if (t1.length > terms.length && !consistent(t1)) return [];
    for (const t of t1) {
      if (t.next) continue;
      let k1: Term | undefined;
      let k2: Term | undefined;
      if (t.f.k === "eventually") [k1, k2] = [{ f: t.f.x, next: false }, { f: t.f, next: true }];
      else if (t.f.k === "or") [k1, k2] = [{ f: t.f.xs[0]!, next: false }, { f: t.f.xs[1]!, next: false }];
      if (k1 !== undefined && k2 !== undefined && !member(t1, k1) && !member(t1, k2)) {
        return union(closure([...t1, k1]), closure([...t1, k2]));
      }
    }
    for (const [a, b, c] of betas) {
      if ((member(t1, b) || member(t1, c)) && !member(t1, a)) return closure([...t1, a]);
    }
    return [t1];
  };
  const same = (p: readonly Term[], q: readonly Term[]): boolean => p.every((t) => member(q, t)) && q.every((t) => member(p, t));
  const union = (ps1: Term[][], ps2: Term[][]): Term[][] => [...ps1.filter((p) => !ps2.some((q) => same(p, q))), ...ps2];
  let nodes: Term[][];
  try {
    nodes = closure([{ f: root, next: false }]);
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
  if (nodes.length > MAX_INITIAL_NODES) return undefined;
  // TBGraphNode: the terms of level at most "state" (no temporal operator), in the particle's order.
  return nodes.map((terms) => terms.filter((t) => !t.next && isPredicate(t.f)).map((t) => t.f));
}

/** LiveExprNode.makeBinary: n-ary junctions split in halves (the left one the smaller), recursively. */
function binary(f: Nnf): Nnf {
  switch (f.k) {
    case "and":
    case "or": {
      if (f.xs.length === 1) return binary(f.xs[0]!);
      if (f.xs.length === 2) return { k: f.k, xs: [binary(f.xs[0]!), binary(f.xs[1]!)] };
      const mid = Math.floor(f.xs.length / 2);
      const half = (xs: readonly Nnf[]): Nnf => (xs.length === 1 ? xs[0]! : { k: f.k, xs });
      return { k: f.k, xs: [binary(half(f.xs.slice(0, mid))), binary(half(f.xs.slice(mid)))] };
    }
    case "always":
    case "eventually":
      return { k: f.k, x: binary(f.x) };
    default:
      return f;
  }
}
