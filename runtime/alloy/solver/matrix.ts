// Relations as sparse boolean matrices over the universe: the entry for a tuple of
// atom indices (a1, ..., ak) sits at key a1·n^(k−1) + ... + ak and holds a circuit
// literal telling whether the tuple is in the relation. Absent keys are false, so
// operations cost in proportion to what the bounds leave possible.

import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";

export class Matrix {
  constructor(
    readonly arity: number,
    /** Universe size. */
    readonly n: number,
    readonly entries: Map<number, Lit> = new Map(),
  ) {}

  get(key: number): Lit {
    return this.entries.get(key) ?? FALSE;
  }

  set(key: number, lit: Lit): void {
    if (lit === FALSE) this.entries.delete(key);
    else this.entries.set(key, lit);
  }

  literals(): Lit[] {
    return [...this.entries.values()];
  }
}

export class MatrixOps {
  constructor(
    private readonly c: Circuit,
    private readonly n: number,
  ) {}

  empty(arity: number): Matrix {
    return new Matrix(arity, this.n);
  }

  /** A constant matrix holding exactly the given keys. */
  constant(arity: number, keys: Iterable<number>): Matrix {
    const m = new Matrix(arity, this.n);
    for (const k of keys) m.entries.set(k, TRUE);
    return m;
  }

  singleton(atom: number): Matrix {
    return this.constant(1, [atom]);
  }

  union(a: Matrix, b: Matrix): Matrix {
    const out = new Matrix(a.arity, this.n, new Map(a.entries));
    for (const [k, l] of b.entries) out.set(k, this.c.or(out.get(k), l));
    return out;
  }

  intersection(a: Matrix, b: Matrix): Matrix {
    const [small, large] = a.entries.size <= b.entries.size ? [a, b] : [b, a];
    const out = new Matrix(a.arity, this.n);
    for (const [k, l] of small.entries) {
      const other = large.entries.get(k);
      if (other !== undefined) out.set(k, this.c.and(l, other));
    }
    return out;
  }

  difference(a: Matrix, b: Matrix): Matrix {
    const out = new Matrix(a.arity, this.n);
    for (const [k, l] of a.entries) out.set(k, this.c.and(l, -b.get(k)));
    return out;
  }

  /** `a ++ b`: b's tuples, and a's tuples whose first atom b does not map. */
  override(a: Matrix, b: Matrix): Matrix {
    const rowSize = this.n ** (a.arity - 1);
    const bRows = new Map<number, Lit[]>();
    for (const [k, l] of b.entries) pushTo(bRows, Math.floor(k / rowSize), l);
    const out = new Matrix(a.arity, this.n, new Map(b.entries));
    for (const [k, l] of a.entries) {
      const row = bRows.get(Math.floor(k / rowSize));
      const kept = row ? this.c.and(l, -this.c.orAll(row)) : l;
      out.set(k, this.c.or(out.get(k), kept));
    }
    return out;
  }

  product(a: Matrix, b: Matrix): Matrix {
    const out = new Matrix(a.arity + b.arity, this.n);
    const shift = this.n ** b.arity;
    for (const [ka, la] of a.entries) {
      for (const [kb, lb] of b.entries) out.set(ka * shift + kb, this.c.and(la, lb));
    }
    return out;
  }

  /** Relational join `a.b`: the last column of a meets the first column of b. */
  join(a: Matrix, b: Matrix): Matrix {
    const arity = a.arity + b.arity - 2;
    const bSuffix = this.n ** (b.arity - 1);
    const byFirst = new Map<number, [number, Lit][]>();
    for (const [kb, lb] of b.entries) {
      const first = Math.floor(kb / bSuffix);
      let list = byFirst.get(first);
      if (!list) byFirst.set(first, (list = []));
      list.push([kb % bSuffix, lb]);
    }
    const terms = new Map<number, Lit[]>();
    for (const [ka, la] of a.entries) {
      const last = ka % this.n;
      const matches = byFirst.get(last);
      if (!matches) continue;
      const prefix = Math.floor(ka / this.n) * bSuffix;
      for (const [suffix, lb] of matches) pushTo(terms, prefix + suffix, this.c.and(la, lb));
    }
    const out = new Matrix(arity, this.n);
    for (const [k, lits] of terms) out.set(k, this.c.orAll(lits));
    return out;
  }

  transpose(a: Matrix): Matrix {
    const out = new Matrix(2, this.n);
    for (const [k, l] of a.entries) out.set((k % this.n) * this.n + Math.floor(k / this.n), l);
    return out;
  }

  /** `s <: r`. */
  domainRestrict(s: Matrix, r: Matrix): Matrix {
    const rowSize = this.n ** (r.arity - 1);
    const out = new Matrix(r.arity, this.n);
    for (const [k, l] of r.entries) out.set(k, this.c.and(l, s.get(Math.floor(k / rowSize))));
    return out;
  }

  /** `r :> s`. */
  rangeRestrict(r: Matrix, s: Matrix): Matrix {
    const out = new Matrix(r.arity, this.n);
    for (const [k, l] of r.entries) out.set(k, this.c.and(l, s.get(k % this.n)));
    return out;
  }

  /** `^r` by iterated squaring: after i rounds, paths of length up to 2^i are in. */
  closure(r: Matrix): Matrix {
    const atoms = new Set<number>();
    for (const k of r.entries.keys()) {
      atoms.add(Math.floor(k / this.n));
      atoms.add(k % this.n);
    }
    let result = r;
    for (let reach = 1; reach < atoms.size; reach *= 2) {
      result = this.union(result, this.join(result, result));
    }
    return result;
  }

  /** `iden` restricted to the atoms of a unary matrix (univ). */
  identity(univ: Matrix): Matrix {
    const out = new Matrix(2, this.n);
    for (const [atom, l] of univ.entries) out.set(atom * this.n + atom, l);
    return out;
  }

  /** Entry-wise `cond ? a : b`. */
  ite(cond: Lit, a: Matrix, b: Matrix): Matrix {
    const out = new Matrix(a.arity, this.n);
    for (const [k, l] of a.entries) out.set(k, this.c.ite(cond, l, b.get(k)));
    for (const [k, l] of b.entries) if (!a.entries.has(k)) out.set(k, this.c.and(-cond, l));
    return out;
  }

  /** a ⊆ b. */
  subset(a: Matrix, b: Matrix): Lit {
    const parts: Lit[] = [];
    for (const [k, l] of a.entries) parts.push(this.c.implies(l, b.get(k)));
    return this.c.andAll(parts);
  }

  equal(a: Matrix, b: Matrix): Lit {
    return this.c.and(this.subset(a, b), this.subset(b, a));
  }

  some(a: Matrix): Lit {
    return this.c.orAll(a.literals());
  }

  lone(a: Matrix): Lit {
    return this.c.atMost(a.literals(), 1);
  }

  one(a: Matrix): Lit {
    return this.c.and(this.some(a), this.lone(a));
  }
}

function pushTo<K>(map: Map<K, Lit[]>, key: K, lit: Lit): void {
  const list = map.get(key);
  if (list) list.push(lit);
  else map.set(key, [lit]);
}
