// The particle tableau of an action-free temporal formula in negation normal form
// (Manna and Pnueli; LIVENESS.md §2.1), as a Büchi automaton with acceptance on
// particles. A node of the automaton is an obligation: the set of formulas that must
// hold from the current state on. Expanding an obligation ([]f = f /\ next []f,
// <>f = f \/ next <>f, \/ branches) gives its particles: each a consistent set of
// literals the current state must satisfy, the obligation for the next state, and,
// for every promise <>f of the formula, whether this particle keeps it open (chose
// "next <>f"). A run is accepting iff each promise is infinitely often not kept open.

import type { Atom } from "./formula.js";
import type { Nnf } from "./normalize.js";

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
}

const MAX_PARTICLES = 100_000;

export function buildTableau(formula: Nnf): Tableau {
  return new TableauBuilder(formula).build();
}

class TableauBuilder {
  private readonly atomIds = new Map<Atom, number>();
  private readonly keys = new Map<Nnf, string>();
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
        const key = p.literals.map((l) => (l.pos ? "+" : "-") + this.atomId(l.atom)).join(",") + "|" + p.next + "|" + p.fulfils.map(Number).join("");
        if (seen.has(key)) continue;
        seen.add(key);
        list.push(this.particles.length);
        this.particles.push(p);
        if (this.particles.length > MAX_PARTICLES) throw new Error(`the temporal formula's tableau has more than ${MAX_PARTICLES} particles`);
      }
      this.obligations.push(list);
    }
    return { particles: this.particles, obligations: this.obligations, initial: 0, promises: this.promiseIndex.size };
  }

  private atomId(a: Atom): number {
    let id = this.atomIds.get(a);
    if (id === undefined) this.atomIds.set(a, (id = this.atomIds.size));
    return id;
  }

  /** A structural key, so equal subformulas built separately are one obligation member. */
  private key(f: Nnf): string {
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
      case "or":
        k = `${f.k}(${f.xs.map((x) => this.key(x)).sort().join(",")})`;
        break;
      default:
        k = `${f.k}(${this.key(f.x)})`;
    }
    this.keys.set(f, k);
    return k;
  }

  private collectPromises(f: Nnf): void {
    if (f.k === "eventually") {
      const k = this.key(f);
      if (!this.promiseIndex.has(k)) this.promiseIndex.set(k, this.promiseIndex.size);
    }
    if (f.k === "and" || f.k === "or") f.xs.forEach((x) => this.collectPromises(x));
    else if (f.k === "always" || f.k === "eventually") this.collectPromises(f.x);
  }

  private obligationId(formulas: readonly Nnf[]): number {
    const byKey = new Map<string, Nnf>();
    // TRUE obliges nothing: {TRUE} and {} are one obligation.
    for (const f of formulas) if (f.k !== "true") byKey.set(this.key(f), f);
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
        const k = this.key(f);
        if (done.has(k)) continue;
        done.add(k);
        switch (f.k) {
          case "true":
            continue;
          case "false":
            return;
          case "lit": {
            const id = this.atomId(f.atom);
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
