// The relational translation: a checked Alloy expression becomes a circuit value
// over the bounds — a literal for a formula, a bit vector for an integer, a sparse
// boolean matrix for a relation. Quantifiers are grounded over the atoms their
// bounds allow (each atom guarded by its membership literal), calls are inlined
// with their arguments bound, and integers use the command's bit width.

import type { AlloyModel, Expr, Ordering, VarDecl, Variable } from "../../../compiler/alloy/model.js";
import type { Range } from "../../diagnostics.js";
import { BitVectors, type BitVector } from "./bitvector.js";
import type { Bounds } from "./bounds.js";
import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";
import { Matrix, MatrixOps } from "./matrix.js";

export type Value =
  | { readonly kind: "formula"; readonly lit: Lit }
  | { readonly kind: "int"; readonly bits: BitVector }
  | { readonly kind: "relation"; readonly matrix: Matrix };

/** A construct the bounded translation cannot ground (e.g. a higher-order quantifier). */
export class TranslationError extends Error {
  constructor(
    message: string,
    readonly range: Range,
  ) {
    super(message);
  }
}

/** The command's timeout passed while the formulas were being grounded. */
export class TranslationTimeout extends Error {}

/** Calls nested deeper than this are taken to be recursion, which Alloy does not unroll either. */
const MAX_CALL_DEPTH = 64;

export class Translator {
  readonly ops: MatrixOps;
  readonly ints: BitVectors;
  private readonly env = new Map<number, Value>();
  private callDepth = 0;
  private readonly univMatrix: Matrix;
  private readonly intMatrix: Matrix;
  private readonly orderingCache = new Map<string, Matrix>();
  /**
   * The integer each `Int[i]` matrix was made from (and of choices between such matrices):
   * `int` of it is that integer again, without comparing it with every Int atom and summing.
   */
  private readonly atomOf = new WeakMap<Matrix, BitVector>();
  /** `performance.now()` time past which grounding stops with a TranslationTimeout. */
  deadline = Infinity;
  private groundings = 0;

  constructor(
    readonly circuit: Circuit,
    readonly model: AlloyModel,
    readonly bounds: Bounds,
    /** Membership matrix of each user sig by id. */
    readonly sigMatrices: readonly Matrix[],
    /** Matrix of each field by id. */
    readonly fieldMatrices: readonly Matrix[],
  ) {
    this.ops = new MatrixOps(circuit, bounds.size);
    this.ints = new BitVectors(circuit, bounds.bitwidth);
    const ints: number[] = [];
    for (let i = 0; i < bounds.integerCount; i++) ints.push(i);
    this.intMatrix = this.ops.constant(1, ints);
    let univ = this.intMatrix;
    for (const sig of model.sigs) {
      if (sig.parent === undefined && !sig.isSubset) univ = this.ops.union(univ, sigMatrices[sig.id]!);
    }
    this.univMatrix = univ;
  }

  /** The Int atoms 0 .. maxseq-1 (integers lead the universe, smallest first). */
  private seqIndices(): Matrix {
    const atoms: number[] = [];
    const zero = -this.bounds.minInt;
    for (let v = 0; v < this.bounds.maxseq && zero + v < this.bounds.integerCount; v++) atoms.push(zero + v);
    return this.ops.constant(1, atoms);
  }

  bind(variable: Variable, value: Value): void {
    this.env.set(variable.id, value);
  }

  unbind(variable: Variable): void {
    this.env.delete(variable.id);
  }

  formula(e: Expr): Lit {
    const v = this.translate(e);
    if (v.kind !== "formula") throw new TranslationError("expected a formula", e.range);
    return v.lit;
  }

  relation(e: Expr): Matrix {
    const v = this.translate(e);
    if (v.kind === "relation") return v.matrix;
    if (v.kind === "int") return this.intToAtom(v.bits);
    throw new TranslationError("expected a relation", e.range);
  }

  integer(e: Expr): BitVector {
    const v = this.translate(e);
    if (v.kind === "int") return v.bits;
    if (v.kind === "relation") return this.atomsToInt(v.matrix);
    throw new TranslationError("expected an integer", e.range);
  }

  translate(e: Expr): Value {
    const c = this.circuit;
    switch (e.kind) {
      case "sig":
        if (e.sig.builtin) return rel(e.sig.name === "Int" ? this.intMatrix : this.univMatrix);
        return rel(this.sigMatrices[e.sig.id]!);
      case "field":
        return rel(this.fieldMatrices[e.field.id]!);
      case "var": {
        const v = this.env.get(e.variable.id);
        if (!v) throw new TranslationError(`variable ${e.variable.name} is not bound`, e.range);
        return v;
      }
      case "ordering":
        return rel(this.orderingRelation(e.ordering, e.relation, e.range));
      case "constant":
        if (e.name === "univ") return rel(this.univMatrix);
        if (e.name === "iden") return rel(this.ops.identity(this.univMatrix));
        if (e.name === "seq/Int") return rel(this.seqIndices());
        return rel(this.ops.empty(e.type.kind === "relation" ? Math.max(1, e.type.arity) : 1));
      case "int":
        return int(this.ints.constant(e.value));
      case "unary":
        return this.unary(e.op, e.operand, e.range);
      case "binary":
        return this.binary(e.op, e.left, e.right, e.range);
      case "compare": {
        if (e.integer) {
          const a = this.integer(e.left);
          const b = this.integer(e.right);
          switch (e.op) {
            case "=":
              return formula(this.ints.eq(a, b));
            case "<":
              return formula(this.ints.lt(a, b));
            case "<=":
              return formula(this.ints.lte(a, b));
            case ">":
              return formula(this.ints.lt(b, a));
            case ">=":
              return formula(this.ints.lte(b, a));
            default:
              throw new TranslationError(`'${e.op}' does not compare integers`, e.range);
          }
        }
        const a = this.relation(e.left);
        const b = this.relation(e.right);
        if (e.op === "=") return formula(this.ops.equal(a, b));
        if (e.op === "in") return formula(this.ops.subset(a, b));
        throw new TranslationError(`'${e.op}' does not compare relations`, e.range);
      }
      case "and":
      case "or": {
        const lits: Lit[] = [];
        const stop = e.kind === "and" ? FALSE : TRUE;
        for (const item of e.items) {
          const l = this.formula(item);
          if (l === stop) return formula(stop);
          lits.push(l);
        }
        return formula(e.kind === "and" ? c.andAll(lits) : c.orAll(lits));
      }
      case "ite": {
        const cond = this.formula(e.cond);
        if (e.type.kind === "formula") return formula(c.ite(cond, this.formula(e.then), this.formula(e.else)));
        if (e.type.kind === "int") return int(this.ints.muxVector(cond, this.integer(e.then), this.integer(e.else)));
        const then = this.relation(e.then);
        const otherwise = this.relation(e.else);
        const chosen = this.ops.ite(cond, then, otherwise);
        const a = this.atomOf.get(then);
        const b = this.atomOf.get(otherwise);
        if (a !== undefined && b !== undefined) this.atomOf.set(chosen, this.ints.muxVector(cond, a, b));
        return rel(chosen);
      }
      case "let": {
        const value = this.translate(e.value);
        const saved = this.env.get(e.variable.id);
        this.env.set(e.variable.id, value);
        try {
          return this.translate(e.body);
        } finally {
          restore(this.env, e.variable.id, saved);
        }
      }
      case "quant":
        return this.quantifier(e.quantifier, e.decls, e.body, e.range);
      case "comprehension":
        return rel(this.comprehension(e.decls, e.body, e.range));
      case "call": {
        if (this.callDepth >= MAX_CALL_DEPTH) {
          throw new TranslationError(
            `calls of ${e.func.name} nest more than ${MAX_CALL_DEPTH} deep (recursion is not supported)`,
            e.range,
          );
        }
        const args = e.args.map((a) => this.translate(a));
        const saved = e.func.params.map((p) => this.env.get(p.id));
        e.func.params.forEach((p, i) => this.env.set(p.id, args[i]!));
        this.callDepth++;
        try {
          return this.translate(e.func.body);
        } finally {
          this.callDepth--;
          e.func.params.forEach((p, i) => restore(this.env, p.id, saved[i]));
        }
      }
    }
  }

  private unary(op: string, operand: Expr, range: Range): Value {
    switch (op) {
      case "!":
        return formula(-this.formula(operand));
      case "no":
        return formula(-this.ops.some(this.relation(operand)));
      case "some":
        return formula(this.ops.some(this.relation(operand)));
      case "lone":
        return formula(this.ops.lone(this.relation(operand)));
      case "one":
        return formula(this.ops.one(this.relation(operand)));
      case "~":
        return rel(this.ops.transpose(this.relation(operand)));
      case "^":
        return rel(this.ops.closure(this.relation(operand)));
      case "*":
        return rel(this.ops.union(this.ops.closure(this.relation(operand)), this.ops.identity(this.univMatrix)));
      case "#":
        return int(this.ints.count(this.relation(operand).literals()));
      case "neg":
        return int(this.ints.neg(this.integer(operand)));
      case "toInt":
        return int(this.atomsToInt(this.relation(operand)));
      case "toAtom":
        return rel(this.intToAtom(this.integer(operand)));
    }
    throw new TranslationError(`unsupported operator '${op}'`, range);
  }

  private binary(op: string, left: Expr, right: Expr, range: Range): Value {
    const c = this.circuit;
    switch (op) {
      case "=>":
        return formula(c.implies(this.formula(left), this.formula(right)));
      case "<=>":
        return formula(c.iff(this.formula(left), this.formula(right)));
      case ".":
        return rel(this.ops.join(this.relation(left), this.relation(right)));
      case "->":
        return rel(this.ops.product(this.relation(left), this.relation(right)));
      case "+":
        return rel(this.ops.union(this.relation(left), this.relation(right)));
      case "-":
        return rel(this.ops.difference(this.relation(left), this.relation(right)));
      case "&":
        return rel(this.ops.intersection(this.relation(left), this.relation(right)));
      case "++":
        return rel(this.ops.override(this.relation(left), this.relation(right)));
      case "<:":
        return rel(this.ops.domainRestrict(this.relation(left), this.relation(right)));
      case ":>":
        return rel(this.ops.rangeRestrict(this.relation(left), this.relation(right)));
      case "add":
        return int(this.ints.add(this.integer(left), this.integer(right)));
      case "sub":
        return int(this.ints.sub(this.integer(left), this.integer(right)));
      case "mul":
        return int(this.ints.mul(this.integer(left), this.integer(right)));
      case "div":
        return int(this.ints.divRem(this.integer(left), this.integer(right)).quotient);
      case "rem":
        return int(this.ints.divRem(this.integer(left), this.integer(right)).remainder);
      case "shl":
      case "sha":
      case "shr":
        return int(this.ints.shift(this.integer(left), this.integer(right), op));
    }
    throw new TranslationError(`unsupported operator '${op}'`, range);
  }

  /**
   * Every binding of the declared variables allowed by the bounds, with the literal
   * telling whether the binding is in the declared bounds. Each variable ranges over
   * single tuples of its bound (Alloy's default `one`); `disj` skips equal tuples.
   */
  forEachBinding(decls: readonly VarDecl[], range: Range, visit: (guard: Lit) => void): void {
    const flat: { variable: Variable; decl: VarDecl; index: number }[] = [];
    for (const decl of decls) {
      const m = decl.bound.multiplicity;
      if (m !== "one") {
        throw new TranslationError(
          `a '${m}' quantified variable ranges over sets of tuples: only single-tuple ('one') variables can be grounded`,
          range,
        );
      }
      decl.variables.forEach((variable, index) => flat.push({ variable, decl, index }));
    }
    const keys: number[] = new Array<number>(flat.length);
    const saved = flat.map((f) => this.env.get(f.variable.id));
    const step = (i: number, guard: Lit): void => {
      if (guard === FALSE) return;
      if (i === flat.length) {
        if ((++this.groundings & 0x3ff) === 0 && performance.now() > this.deadline) throw new TranslationTimeout();
        visit(guard);
        return;
      }
      const { variable, decl, index } = flat[i]!;
      const domain = this.relation(decl.bound.expr);
      for (const [key, member] of domain.entries) {
        if (decl.disjoint && index > 0) {
          let clash = false;
          for (let j = i - index; j < i; j++) if (keys[j] === key) clash = true;
          if (clash) continue;
        }
        keys[i] = key;
        this.env.set(variable.id, rel(this.ops.constant(domain.arity, [key])));
        step(i + 1, this.circuit.and(guard, member));
      }
    };
    try {
      step(0, TRUE);
    } finally {
      flat.forEach((f, i) => restore(this.env, f.variable.id, saved[i]));
    }
  }

  private quantifier(q: string, decls: readonly VarDecl[], body: Expr, range: Range): Value {
    const c = this.circuit;
    switch (q) {
      case "all": {
        const parts: Lit[] = [];
        this.forEachBinding(decls, range, (guard) => parts.push(c.implies(guard, this.formula(body))));
        return formula(c.andAll(parts));
      }
      case "some":
      case "no": {
        const parts: Lit[] = [];
        this.forEachBinding(decls, range, (guard) => parts.push(c.and(guard, this.formula(body))));
        const some = c.orAll(parts);
        return formula(q === "some" ? some : -some);
      }
      case "lone":
      case "one": {
        const parts: Lit[] = [];
        this.forEachBinding(decls, range, (guard) => parts.push(c.and(guard, this.formula(body))));
        return formula(q === "lone" ? c.atMost(parts, 1) : c.exactly(parts, 1));
      }
      case "sum": {
        const terms: BitVector[] = [];
        this.forEachBinding(decls, range, (guard) => {
          terms.push(this.ints.muxVector(guard, this.integer(body), this.ints.zero()));
        });
        return int(this.ints.sum(terms));
      }
    }
    throw new TranslationError(`unsupported quantifier '${q}'`, range);
  }

  private comprehension(decls: readonly VarDecl[], body: Expr, range: Range): Matrix {
    const vars = decls.flatMap((d) => d.variables);
    const out = this.ops.empty(vars.length);
    const n = this.bounds.size;
    this.forEachBinding(decls, range, (guard) => {
      let key = 0;
      for (const v of vars) {
        const m = (this.env.get(v.id) as { matrix: Matrix }).matrix;
        for (const k of m.entries.keys()) key = key * n ** m.arity + k;
      }
      out.set(key, this.circuit.or(out.get(key), this.circuit.and(guard, this.formula(body))));
    });
    return out;
  }

  private orderingRelation(ordering: Ordering, relation: "first" | "last" | "next" | "prev", range: Range): Matrix {
    const cacheKey = `${ordering.sig.id}:${relation}`;
    const cached = this.orderingCache.get(cacheKey);
    if (cached) return cached;
    const b = this.bounds.sigs[ordering.sig.id]!;
    if (!b.exact) throw new TranslationError(`util/ordering needs an exact scope for ${ordering.sig.name}`, range);
    const atoms = b.lower;
    const n = this.bounds.size;
    let m: Matrix;
    if (relation === "first") m = this.ops.constant(1, atoms.slice(0, 1));
    else if (relation === "last") m = this.ops.constant(1, atoms.slice(-1));
    else {
      const keys: number[] = [];
      for (let i = 0; i + 1 < atoms.length; i++) {
        keys.push(relation === "next" ? atoms[i]! * n + atoms[i + 1]! : atoms[i + 1]! * n + atoms[i]!);
      }
      m = this.ops.constant(2, keys);
    }
    this.orderingCache.set(cacheKey, m);
    return m;
  }

  /** The integer atom of a value: atom i stands for minInt + i. */
  private intToAtom(bits: BitVector): Matrix {
    const out = this.ops.empty(1);
    for (let i = 0; i < this.bounds.integerCount; i++) {
      out.set(i, this.ints.eq(bits, this.ints.constant(this.bounds.minInt + i)));
    }
    this.atomOf.set(out, bits);
    return out;
  }

  /** Alloy's `int[e]`: the sum of the integer atoms in e (0 when there are none). */
  private atomsToInt(m: Matrix): BitVector {
    const made = this.atomOf.get(m);
    if (made !== undefined) return made;
    const terms: BitVector[] = [];
    for (const [key, lit] of m.entries) {
      if (key >= this.bounds.integerCount || m.arity !== 1) continue;
      terms.push(this.ints.muxVector(lit, this.ints.constant(this.bounds.minInt + key), this.ints.zero()));
    }
    return this.ints.sum(terms);
  }
}

function rel(matrix: Matrix): Value {
  return { kind: "relation", matrix };
}

function int(bits: BitVector): Value {
  return { kind: "int", bits };
}

function formula(lit: Lit): Value {
  return { kind: "formula", lit };
}

function restore(env: Map<number, Value>, id: number, saved: Value | undefined): void {
  if (saved === undefined) env.delete(id);
  else env.set(id, saved);
}
