// Concrete relational algebra over one decoded instance: what emitted Alloy code
// (compiler/alloy/emit.ts) calls to evaluate facts, predicates and functions.
//
// Every atom of the instance gets a dense id; a tuple (a0, ..., an-1) is the number
// a0·U^(n-1) + ... + an-1 (U the universe size), so numeric order is the lexicographic
// order of tuples and a relation is a sorted array of distinct keys. Set operations
// are merges, joins walk the contiguous range of right-hand keys that start with an
// atom. Instances here are small (they come from bounded scopes), so keys stay far
// below 2^53; `Relations` refuses a universe for which they would not.
//
// Integers are the command's bit width in two's complement. With the Analyzer's default
// "prevent overflows" an arithmetic result that does not fit is NaN (it stays NaN through
// further arithmetic, has no Int atom, and decides a comparison as the solver does:
// `intCompare`); without it every result wraps around.

import { integerAtoms, indexInstance, isIntegerAtom, type AlloyInstance, type Atom, type InstanceIndex, type Tuple } from "./instance.js";

export type { AlloyInstance, Atom, Tuple };

/** A relation value: arity and sorted distinct tuple keys. `T` only types tuples for users of emitted code. */
export interface Rel<T extends Tuple = Tuple> {
  readonly arity: number;
  readonly keys: readonly number[];
  /** Never set: lets `Rel<[Pod, Node]>` and `Rel<[Node]>` be different types. */
  readonly tupleType?: T;
}

/** Declared multiplicity of a variable's bound: which values it ranges over. */
export type BindMultiplicity = "one" | "lone" | "some" | "set" | "seq";

/** How many tuples a `set`/`some` bound may have before enumerating its subsets is refused. */
const MAX_SUBSET_TUPLES = 20;

function sortUnique(keys: number[]): number[] {
  keys.sort((a, b) => a - b);
  let w = 0;
  for (let i = 0; i < keys.length; i++) {
    if (i === 0 || keys[i] !== keys[w - 1]) keys[w++] = keys[i]!;
  }
  keys.length = w;
  return keys;
}

export class Relations {
  readonly index: InstanceIndex;
  readonly bitwidth: number;
  /** Atom names by id: the integers first, then the sig atoms. */
  readonly atoms: readonly Atom[];
  /** Universe size, the base of tuple keys. */
  readonly size: number;
  readonly univ: Rel;
  readonly iden: Rel;
  /** The Int atoms, smallest first. */
  readonly ints: Rel;
  /** `seq/Int`: the Int atoms 0 .. maxseq-1. */
  readonly seqInt: Rel;
  private readonly ids = new Map<Atom, number>();
  /** Integer value of each atom id (NaN for a non-integer atom). */
  private readonly intValue: Float64Array;
  private readonly minInt: number;
  private readonly powers: number[] = [1];
  private readonly sigCache = new Map<string, Rel>();
  private readonly fieldCache = new Map<string, Rel>();
  /** `next`/`prev` of ordered sigs, keyed `next:Sig`: facts ask for them inside loops. */
  private readonly orderCache = new Map<string, Rel>();

  /** The Analyzer's "prevent overflows" (default on); off, integers wrap around. */
  readonly preventOverflow: boolean;

  constructor(instance: AlloyInstance, options: { readonly preventOverflow?: boolean } = {}) {
    this.preventOverflow = options.preventOverflow ?? true;
    this.index = indexInstance(instance);
    this.bitwidth = instance.bitwidth;
    this.minInt = -(2 ** (instance.bitwidth - 1));
    const atoms: Atom[] = [];
    const add = (a: Atom) => {
      if (!this.ids.has(a)) {
        this.ids.set(a, atoms.length);
        atoms.push(a);
      }
    };
    for (const a of integerAtoms(instance.bitwidth)) add(a);
    for (const s of instance.sigs) for (const a of s.atoms) add(a);
    for (const f of instance.fields) for (const t of f.tuples) for (const a of t) add(a);
    for (const k of instance.skolems) for (const t of k.tuples) for (const a of t) add(a);
    this.atoms = atoms;
    this.size = atoms.length;
    this.intValue = new Float64Array(atoms.length).fill(NaN);
    for (let i = 0; i < atoms.length; i++) if (isIntegerAtom(atoms[i]!)) this.intValue[i] = Number(atoms[i]);
    const all: number[] = [];
    const iden: number[] = [];
    for (let i = 0; i < atoms.length; i++) {
      all.push(i);
      iden.push(i * atoms.length + i);
    }
    this.univ = { arity: 1, keys: all };
    this.iden = { arity: 2, keys: iden };
    const ints: number[] = [];
    for (const a of integerAtoms(instance.bitwidth)) ints.push(this.ids.get(a)!);
    this.ints = { arity: 1, keys: ints };
    const indices: number[] = [];
    const maxseq = instance.maxseq ?? 4;
    for (let v = 0; v < maxseq && v - this.minInt < ints.length; v++) indices.push(ints[v - this.minInt]!);
    this.seqInt = { arity: 1, keys: indices };
  }

  private power(n: number): number {
    while (this.powers.length <= n) {
      const next = this.powers[this.powers.length - 1]! * this.size;
      if (!Number.isSafeInteger(next)) throw new RangeError(`relations of arity ${n} over ${this.size} atoms are too large to evaluate`);
      this.powers.push(next);
    }
    return this.powers[n]!;
  }

  // -- building and reading --------------------------------------------------

  none(arity: number): Rel {
    return { arity, keys: [] };
  }

  /** A relation from atom tuples; atoms not in the instance are an error of the caller. */
  fromTuples(arity: number, tuples: readonly Tuple[]): Rel {
    const keys: number[] = [];
    for (const t of tuples) {
      let k = 0;
      for (const a of t) {
        const id = this.ids.get(a);
        if (id === undefined) throw new RangeError(`atom ${a} is not in the instance`);
        k = k * this.size + id;
      }
      keys.push(k);
    }
    return { arity, keys: sortUnique(keys) };
  }

  /** The tuples of a relation, atoms by name, in key order. */
  tuples(r: Rel): Atom[][] {
    const out: Atom[][] = [];
    for (const key of r.keys) {
      const t: Atom[] = new Array<Atom>(r.arity);
      let k = key;
      for (let i = r.arity - 1; i >= 0; i--) {
        t[i] = this.atoms[k % this.size]!;
        k = Math.floor(k / this.size);
      }
      out.push(t);
    }
    return out;
  }

  /** A user sig's atoms (cached: emitted code asks for the same sigs many times). */
  sig(name: string): Rel {
    let r = this.sigCache.get(name);
    if (r === undefined) {
      r = this.fromTuples(1, this.index.sig(name).map((a) => [a]));
      this.sigCache.set(name, r);
    }
    return r;
  }

  /** A field's whole relation, owner column first. */
  field(sig: string, field: string, arity: number): Rel {
    const key = `${sig}<:${field}`;
    let r = this.fieldCache.get(key);
    if (r === undefined) {
      r = this.fromTuples(arity, this.index.field(sig, field));
      this.fieldCache.set(key, r);
    }
    return r;
  }

  /** `util/ordering`: the sig's atoms in the order the instance lists them. */
  first(sig: string): Rel {
    const keys = this.sig(sig).keys;
    return { arity: 1, keys: keys.length > 0 ? [keys[0]!] : [] };
  }

  last(sig: string): Rel {
    const keys = this.sig(sig).keys;
    return { arity: 1, keys: keys.length > 0 ? [keys[keys.length - 1]!] : [] };
  }

  next(sig: string): Rel {
    const key = `next:${sig}`;
    let r = this.orderCache.get(key);
    if (r === undefined) {
      r = this.successors(sig);
      this.orderCache.set(key, r);
    }
    return r;
  }

  prev(sig: string): Rel {
    const key = `prev:${sig}`;
    let r = this.orderCache.get(key);
    if (r === undefined) {
      r = this.transpose(this.successors(sig));
      this.orderCache.set(key, r);
    }
    return r;
  }

  private successors(sig: string): Rel {
    const atoms = this.orderedIds(sig);
    const keys: number[] = [];
    for (let i = 0; i + 1 < atoms.length; i++) keys.push(atoms[i]! * this.size + atoms[i + 1]!);
    return { arity: 2, keys: sortUnique(keys) };
  }

  private orderedIds(sig: string): number[] {
    return this.index.sig(sig).map((a) => this.ids.get(a)!);
  }

  // -- set operations ----------------------------------------------------------

  union(a: Rel, b: Rel): Rel {
    const x = a.keys;
    const y = b.keys;
    if (y.length === 0) return a;
    if (x.length === 0) return b;
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (i < x.length && j < y.length) {
      const p = x[i]!;
      const q = y[j]!;
      if (p < q) {
        out.push(p);
        i++;
      } else if (q < p) {
        out.push(q);
        j++;
      } else {
        out.push(p);
        i++;
        j++;
      }
    }
    while (i < x.length) out.push(x[i++]!);
    while (j < y.length) out.push(y[j++]!);
    return { arity: a.arity, keys: out };
  }

  intersection(a: Rel, b: Rel): Rel {
    const x = a.keys;
    const y = b.keys;
    const out: number[] = [];
    let i = 0;
    let j = 0;
    while (i < x.length && j < y.length) {
      const p = x[i]!;
      const q = y[j]!;
      if (p < q) i++;
      else if (q < p) j++;
      else {
        out.push(p);
        i++;
        j++;
      }
    }
    return { arity: a.arity, keys: out };
  }

  difference(a: Rel, b: Rel): Rel {
    const x = a.keys;
    const y = b.keys;
    if (y.length === 0 || x.length === 0) return a;
    const out: number[] = [];
    let j = 0;
    for (let i = 0; i < x.length; i++) {
      const p = x[i]!;
      while (j < y.length && y[j]! < p) j++;
      if (j >= y.length || y[j] !== p) out.push(p);
    }
    return { arity: a.arity, keys: out };
  }

  /** `a -> b`: keys come out sorted because a's key is the more significant part. */
  product(a: Rel, b: Rel): Rel {
    const shift = this.power(b.arity);
    this.power(a.arity + b.arity);
    const out: number[] = [];
    for (const p of a.keys) for (const q of b.keys) out.push(p * shift + q);
    return { arity: a.arity + b.arity, keys: out };
  }

  /** `a . b`: matches a's last column with b's first. */
  join(a: Rel, b: Rel): Rel {
    const U = this.size;
    const rest = this.power(b.arity - 1);
    const y = b.keys;
    const out: number[] = [];
    for (const p of a.keys) {
      const last = p % U;
      const prefix = (p - last) / U;
      // b's tuples starting with `last` are the keys in [last·rest, (last+1)·rest).
      const low = last * rest;
      const high = low + rest;
      let lo = 0;
      let hi = y.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (y[mid]! < low) lo = mid + 1;
        else hi = mid;
      }
      for (let j = lo; j < y.length && y[j]! < high; j++) out.push(prefix * rest + (y[j]! - low));
    }
    return { arity: a.arity + b.arity - 2, keys: sortUnique(out) };
  }

  transpose(a: Rel): Rel {
    const U = this.size;
    const out: number[] = [];
    for (const k of a.keys) {
      const to = k % U;
      out.push(to * U + (k - to) / U);
    }
    return { arity: 2, keys: sortUnique(out) };
  }

  /** `^a`: add `r.a` to r until nothing new appears (instances are small). */
  closure(a: Rel): Rel {
    let r = a;
    for (;;) {
      const next = this.union(r, this.join(r, a));
      if (next.keys.length === r.keys.length) return r;
      r = next;
    }
  }

  reflexiveClosure(a: Rel): Rel {
    return this.union(this.closure(a), this.iden);
  }

  /** `a ++ b`: b, plus a's tuples whose first atom b does not map. */
  override(a: Rel, b: Rel): Rel {
    const shift = this.power(b.arity - 1);
    const domain = new Set<number>();
    for (const k of b.keys) domain.add(Math.floor(k / shift));
    const kept: number[] = [];
    for (const k of a.keys) if (!domain.has(Math.floor(k / shift))) kept.push(k);
    return this.union({ arity: a.arity, keys: kept }, b);
  }

  /** `s <: r`: r's tuples whose first atom is in s. */
  domainRestrict(s: Rel, r: Rel): Rel {
    const shift = this.power(r.arity - 1);
    const keep = new Set(s.keys);
    return { arity: r.arity, keys: r.keys.filter((k) => keep.has(Math.floor(k / shift))) };
  }

  /** `r :> s`: r's tuples whose last atom is in s. */
  rangeRestrict(r: Rel, s: Rel): Rel {
    const keep = new Set(s.keys);
    return { arity: r.arity, keys: r.keys.filter((k) => keep.has(k % this.size)) };
  }

  // -- formulas ------------------------------------------------------------------

  subset(a: Rel, b: Rel): boolean {
    const x = a.keys;
    const y = b.keys;
    if (x.length > y.length) return false;
    let j = 0;
    for (let i = 0; i < x.length; i++) {
      const p = x[i]!;
      while (j < y.length && y[j]! < p) j++;
      if (j >= y.length || y[j] !== p) return false;
    }
    return true;
  }

  equal(a: Rel, b: Rel): boolean {
    const x = a.keys;
    const y = b.keys;
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  }

  disjoint(a: Rel, b: Rel): boolean {
    return this.intersection(a, b).keys.length === 0;
  }

  no(a: Rel): boolean {
    return a.keys.length === 0;
  }

  some(a: Rel): boolean {
    return a.keys.length > 0;
  }

  lone(a: Rel): boolean {
    return a.keys.length <= 1;
  }

  one(a: Rel): boolean {
    return a.keys.length === 1;
  }

  // -- integers --------------------------------------------------------------------

  /** Wraps an integer into the bit width, two's complement. */
  wrap(n: number): number {
    const span = 2 ** this.bitwidth;
    const m = (((n - this.minInt) % span) + span) % span;
    return m + this.minInt;
  }

  /** An exact result in the bit width: wrapped, or NaN when it does not fit and overflows are prevented. */
  private fit(n: number): number {
    if (Number.isNaN(n)) return n;
    if (this.preventOverflow && (n < this.minInt || n > -this.minInt - 1)) return NaN;
    return this.wrap(n);
  }

  /**
   * An integer comparison as the solver decides it (Kodkod's ensureDef). `ctx` bits: 1 = under an
   * odd number of negations, 2 / 4 = the left / right operand depends on an effectively universal
   * `x: Int` variable. With an overflowed (NaN) operand the comparison's own result does not matter:
   * outside negations it is false, unless only universal operands overflowed (true: the binding
   * drops out); under negations the other way round.
   */
  intCompare(op: "=" | "<" | "<=" | ">" | ">=", a: number, b: number, ctx = 0): boolean {
    const badA = Number.isNaN(a);
    const badB = Number.isNaN(b);
    if (badA || badB) {
      const universal = (badA && (ctx & 2) !== 0) || (badB && (ctx & 4) !== 0);
      const existential = (badA && (ctx & 2) === 0) || (badB && (ctx & 4) === 0);
      return (ctx & 1) === 0 ? !existential : !universal;
    }
    switch (op) {
      case "=":
        return a === b;
      case "<":
        return a < b;
      case "<=":
        return a <= b;
      case ">":
        return a > b;
      case ">=":
        return a >= b;
    }
  }

  /** `#a`: wrapped, or NaN past the largest integer when overflows are prevented. */
  count(a: Rel): number {
    return this.fit(a.keys.length);
  }

  /**
   * `int[a]`: the sum of the Int atoms in a (other atoms count 0), added as Kodkod adds them:
   * every integer of the bit width smallest first, halves split at the middle, so that an
   * overflowing partial sum makes the total NaN even when the total would fit.
   */
  toInt(a: Rel): number {
    if (a.arity !== 1) return 0;
    const present = new Set<number>();
    for (const k of a.keys) {
      const v = this.intValue[k]!;
      if (!Number.isNaN(v)) present.add(v);
    }
    // One integer (the usual `a.v`) is its own sum: no partial sum can overflow.
    if (present.size <= 1) return present.size === 0 ? 0 : [...present][0]!;
    const count = 2 ** this.bitwidth;
    const go = (low: number, high: number): number => {
      if (low === high) return present.has(this.minInt + low) ? this.minInt + low : 0;
      const mid = (low + high) >> 1;
      return this.add(go(low, mid), go(mid + 1, high));
    };
    return go(0, count - 1);
  }

  /** `Int[n]`: the Int atom of n (none for an overflowed n). */
  toAtom(n: number): Rel {
    if (Number.isNaN(n)) return { arity: 1, keys: [] };
    const v = this.wrap(n);
    return { arity: 1, keys: [v - this.minInt] };
  }

  int(n: number): number {
    return this.fit(n);
  }

  neg(n: number): number {
    return this.fit(-n);
  }

  add(a: number, b: number): number {
    return this.fit(a + b);
  }

  sub(a: number, b: number): number {
    return this.fit(a - b);
  }

  mul(a: number, b: number): number {
    if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
    const exact = BigInt(a) * BigInt(b);
    if (this.preventOverflow && exact !== BigInt.asIntN(this.bitwidth, exact)) return NaN;
    return this.wrap(Number(BigInt.asIntN(this.bitwidth, exact)));
  }

  /** Division truncates toward zero; x/0 is -1 for x > 0, 1 for x < 0 and 0 for 0, as Kodkod's circuit gives (NaN when prevented). */
  div(a: number, b: number): number {
    if (b === 0) return this.preventOverflow ? NaN : a > 0 ? -1 : a < 0 ? 1 : 0;
    return this.fit(Math.trunc(a / b));
  }

  /** The remainder takes the dividend's sign; x % 0 is x, as Kodkod's circuit gives (NaN when prevented). */
  rem(a: number, b: number): number {
    if (b === 0) return this.preventOverflow ? NaN : a;
    return this.fit(a % b);
  }

  /** The shift amount Kodkod's barrel shifter uses: the amount's low ceil(log2(width)) bits. */
  private shiftAmount(b: number): number {
    let stages = 0;
    while (2 ** stages < this.bitwidth) stages++;
    return this.wrap(b) & (2 ** stages - 1);
  }

  /** `<<`: overflows (prevented) as Kodkod's circuit says, from every bit of the amount (see shlOverflows). */
  shl(a: number, b: number): number {
    if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
    if (this.preventOverflow && this.shlOverflows(a, b)) return NaN;
    return this.wrap(a * 2 ** this.shiftAmount(b));
  }

  /**
   * Kodkod's overflow of `a << b` over the bit patterns: for each set bit i of b (the sign bit too),
   * some of the 2^i bits it pushes out differs from its right neighbour, in the value shifted by the
   * lower bits so far.
   */
  private shlOverflows(a: number, b: number): boolean {
    const w = this.bitwidth;
    const bit = (v: number, i: number): number => (i < 0 ? 0 : Math.floor((v < 0 ? v + 2 ** w : v) / 2 ** i) % 2);
    let cur = this.wrap(a);
    const amount = this.wrap(b);
    for (let i = 0; i < w; i++) {
      if (bit(amount, i) === 0) continue;
      for (let x = 0; x < 2 ** i && x < w; x++) if (bit(cur, w - x - 1) !== bit(cur, w - x - 2)) return true;
      if (2 ** i < w) cur = this.wrap(cur * 2 ** (2 ** i));
    }
    return false;
  }

  /** `>>`: arithmetic shift (sign-filling). */
  sha(a: number, b: number): number {
    if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
    return Math.floor(a / 2 ** this.shiftAmount(b));
  }

  /** `>>>`: logical shift (zero-filling) of the bit pattern. */
  shr(a: number, b: number): number {
    if (Number.isNaN(a) || Number.isNaN(b)) return NaN;
    const unsigned = a < 0 ? a + 2 ** this.bitwidth : a;
    return this.wrap(Math.floor(unsigned / 2 ** this.shiftAmount(b)));
  }

  // -- variables ---------------------------------------------------------------------

  /** The singleton relation of each tuple of r, in key order: what `x: one r` ranges over. */
  each(r: Rel): Rel[] {
    const out: Rel[] = new Array<Rel>(r.keys.length);
    for (let i = 0; i < r.keys.length; i++) out[i] = { arity: r.arity, keys: [r.keys[i]!] };
    return out;
  }

  /**
   * The values a variable declared `x: m bound` ranges over: each tuple (`one`), also
   * the empty set (`lone`), every non-empty subset (`some`) or every subset (`set`).
   */
  bindings(multiplicity: BindMultiplicity, bound: Rel): Rel[] {
    if (multiplicity === "one") return this.each(bound);
    if (multiplicity === "lone") return [this.none(bound.arity), ...this.each(bound)];
    const n = bound.keys.length;
    if (n > MAX_SUBSET_TUPLES) {
      throw new RangeError(`a '${multiplicity}' variable over ${n} tuples has too many values to enumerate`);
    }
    const out: Rel[] = [];
    const start = multiplicity === "some" ? 1 : 0;
    for (let mask = start; mask < 2 ** n; mask++) {
      const keys: number[] = [];
      for (let i = 0; i < n; i++) if ((mask >>> i) & 1) keys.push(bound.keys[i]!);
      out.push({ arity: bound.arity, keys });
    }
    return out;
  }

  /** The union of same-arity relations (a comprehension's collected tuples). */
  unionAll(arity: number, parts: readonly Rel[]): Rel {
    const keys: number[] = [];
    for (const p of parts) for (const k of p.keys) keys.push(k);
    return { arity, keys: sortUnique(keys) };
  }
}
