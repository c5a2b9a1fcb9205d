// The relational translation: a checked Alloy expression becomes a circuit value
// over the bounds — a literal for a formula, a bit vector for an integer, a sparse
// boolean matrix for a relation. Quantifiers are grounded over the atoms their
// bounds allow (each atom guarded by its membership literal), calls are inlined
// with their arguments bound, and integers use the command's bit width.
//
// Overflow prevention (the Analyzer's default "prevent overflows", Kodkod's noOverflow):
// an integer or relation value carries `of`, the literal that some arithmetic inside it
// overflowed, and `vars`, the `x: Int` quantified variables it depends on. Where such a
// value meets a formula (a comparison, `some`/`no`/...), the formula is made false when it
// stands under an even number of negations and true under an odd number, so no instance
// or counterexample rests on an overflowed value, except where the value depends on an
// effectively universal `x: Int` variable: there the binding is dropped instead
// (`all x: Int | plus[x, 1] > x` holds). docs/alloy-solver.md, Integers.

import type {
  AlloyModel,
  Expr,
  Ordering,
  VarDecl,
  Variable,
} from "../../../compiler/alloy/model.js";
import type { Range } from "../../diagnostics.js";
import { BitVectors, type BitVector } from "./bitvector.js";
import type { Bounds } from "./bounds.js";
import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";
import { Matrix, MatrixOps } from "./matrix.js";

/** Overflow bookkeeping of a value (Kodkod's DefCond): absent means nothing overflowed. */
interface Definedness {
  /** True when some arithmetic this value was computed from overflowed. */
  readonly of?: Lit;
  /** Ids of the `x: Int` quantified variables the value depends on. */
  readonly vars?: readonly number[];
}

export type IntValue = {
  readonly kind: "int";
  readonly bits: BitVector;
} & Definedness;
export type RelationValue = {
  readonly kind: "relation";
  readonly matrix: Matrix;
} & Definedness;
export type Value =
  { readonly kind: "formula"; readonly lit: Lit } | IntValue | RelationValue;

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
  private readonly atomOf = new WeakMap<Matrix, IntValue>();
  /** `performance.now()` time past which grounding stops with a TranslationTimeout. */
  deadline = Infinity;
  private groundings = 0;
  /** The Analyzer's "prevent overflows" (on by default, as in its preferences); off: integers wrap. */
  preventOverflow = true;
  /** Under an odd number of negations (Kodkod's environment: `!`, the left of `=>`, `no`). */
  private negated = false;
  /** The `x: Int` variables bound around the expression, innermost last; universal = effectively `all`. */
  private readonly intFrames: {
    readonly id: number;
    readonly universal: boolean;
  }[] = [];

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
      if (sig.parent === undefined && !sig.isSubset)
        univ = this.ops.union(univ, sigMatrices[sig.id]!);
    }
    this.univMatrix = univ;
  }

  /** The Int atoms 0 .. maxseq-1 (integers lead the universe, smallest first). */
  private seqIndices(): Matrix {
    const atoms: number[] = [];
    const zero = -this.bounds.minInt;
    for (
      let v = 0;
      v < this.bounds.maxseq && zero + v < this.bounds.integerCount;
      v++
    )
      atoms.push(zero + v);
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
    if (v.kind !== "formula")
      throw new TranslationError("expected a formula", e.range);
    return v.lit;
  }

  /** `e` translated as if it stood under `negated` negations' parity (the skolemizer's negated leaves). */
  formulaUnder(e: Expr, negated: boolean): Lit {
    const saved = this.negated;
    this.negated = negated;
    try {
      return this.formula(e);
    } finally {
      this.negated = saved;
    }
  }

  relation(e: Expr): Matrix {
    return this.relationValue(e).matrix;
  }

  relationValue(e: Expr): RelationValue {
    const v = this.translate(e);
    if (v.kind === "relation") return v;
    if (v.kind === "int") return this.intToAtom(v);
    throw new TranslationError("expected a relation", e.range);
  }

  integer(e: Expr): BitVector {
    return this.integerValue(e).bits;
  }

  integerValue(e: Expr): IntValue {
    const v = this.translate(e);
    if (v.kind === "int") return v;
    if (v.kind === "relation") return this.atomsToInt(v);
    throw new TranslationError("expected an integer", e.range);
  }

  /** `e` with the negation parity flipped (Kodkod's NotFormula). */
  private negatedFormula(e: Expr): Lit {
    return this.formulaUnder(e, !this.negated);
  }

  /** The body of a comprehension, `sum`, `one` or `lone`: Kodkod starts a fresh environment there. */
  private freshFormula(e: Expr): Lit {
    return this.formulaUnder(e, false);
  }

  /**
   * Kodkod's ensureDef: a formula over values that may have overflowed. Under no negation it
   * is false when an operand overflowed (true when that operand depends on an effectively
   * universal Int variable: the binding drops out); under negation the other way round.
   */
  private defined(lit: Lit, ...operands: readonly Definedness[]): Lit {
    if (!this.preventOverflow) return lit;
    const c = this.circuit;
    let universal: Lit = FALSE;
    let existential: Lit = FALSE;
    for (const d of operands) {
      if (d.of === undefined || d.of === FALSE) continue;
      if (this.dependsOnUniversal(d.vars)) universal = c.or(universal, d.of);
      else existential = c.or(existential, d.of);
    }
    if (universal === FALSE && existential === FALSE) return lit;
    return this.negated
      ? c.and(c.or(lit, existential), -universal)
      : c.and(c.or(lit, universal), -existential);
  }

  /** Kodkod's isUnivQuant: the innermost `x: Int` frame whose variable the value depends on decides. */
  private dependsOnUniversal(vars: readonly number[] | undefined): boolean {
    if (vars === undefined) return false;
    for (let i = this.intFrames.length - 1; i >= 0; i--) {
      const frame = this.intFrames[i]!;
      if (vars.includes(frame.id)) return frame.universal;
    }
    return false;
  }

  /** The overflow bookkeeping of a value computed from `parts`, plus an overflow of its own. */
  private merged(own: Lit, ...parts: readonly Definedness[]): Definedness {
    if (!this.preventOverflow) return {};
    const c = this.circuit;
    let of = own;
    let vars: number[] | undefined;
    for (const p of parts) {
      if (p.of !== undefined && p.of !== FALSE) of = c.or(of, p.of);
      if (p.vars !== undefined)
        for (const v of p.vars) if (!(vars ??= []).includes(v)) vars.push(v);
    }
    return of === FALSE && vars === undefined ? {} : { of, vars };
  }

  private derivedRelation(
    matrix: Matrix,
    ...parts: readonly Definedness[]
  ): RelationValue {
    // The common case (no integer inside) allocates nothing more than the value.
    if (parts.every((p) => p.of === undefined && p.vars === undefined))
      return { kind: "relation", matrix };
    return { kind: "relation", matrix, ...this.merged(FALSE, ...parts) };
  }

  private derivedInt(
    bits: BitVector,
    own: Lit,
    ...parts: readonly Definedness[]
  ): IntValue {
    return { kind: "int", bits, ...this.merged(own, ...parts) };
  }

  translate(e: Expr): Value {
    const c = this.circuit;
    switch (e.kind) {
      case "sig":
        if (e.sig.builtin)
          return rel(e.sig.name === "Int" ? this.intMatrix : this.univMatrix);
        return rel(this.sigMatrices[e.sig.id]!);
      case "field":
        return rel(this.fieldMatrices[e.field.id]!);
      case "var": {
        const v = this.env.get(e.variable.id);
        if (!v)
          throw new TranslationError(
            `variable ${e.variable.name} is not bound`,
            e.range,
          );
        return v;
      }
      case "ordering":
        return rel(this.orderingRelation(e.ordering, e.relation, e.range));
      case "constant":
        if (e.name === "univ") return rel(this.univMatrix);
        if (e.name === "iden") return rel(this.ops.identity(this.univMatrix));
        if (e.name === "seq/Int") return rel(this.seqIndices());
        return rel(
          this.ops.empty(
            e.type.kind === "relation" ? Math.max(1, e.type.arity) : 1,
          ),
        );
      case "int": {
        const fits =
          e.value >= this.bounds.minInt &&
          e.value < this.bounds.minInt + this.bounds.integerCount;
        return this.derivedInt(
          this.ints.constant(e.value),
          fits || !this.preventOverflow ? FALSE : TRUE,
        );
      }
      case "unary":
        return this.unary(e.op, e.operand, e.range);
      case "binary":
        return this.binary(e.op, e.left, e.right, e.range);
      case "compare": {
        if (e.integer) {
          const a = this.integerValue(e.left);
          const b = this.integerValue(e.right);
          return formula(
            this.defined(
              this.compareIntegers(e.op, a.bits, b.bits, e.range),
              a,
              b,
            ),
          );
        }
        const a = this.relationValue(e.left);
        const b = this.relationValue(e.right);
        if (e.op === "=")
          return formula(
            this.defined(this.ops.equal(a.matrix, b.matrix), a, b),
          );
        if (e.op === "in")
          return formula(
            this.defined(this.ops.subset(a.matrix, b.matrix), a, b),
          );
        throw new TranslationError(
          `'${e.op}' does not compare relations`,
          e.range,
        );
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
        if (e.type.kind === "formula")
          return formula(
            c.ite(cond, this.formula(e.then), this.formula(e.else)),
          );
        if (e.type.kind === "int") {
          const a = this.integerValue(e.then);
          const b = this.integerValue(e.else);
          return {
            kind: "int",
            bits: this.ints.muxVector(cond, a.bits, b.bits),
            ...this.chosen(cond, a, b),
          };
        }
        const a = this.relationValue(e.then);
        const b = this.relationValue(e.else);
        const matrix = this.ops.ite(cond, a.matrix, b.matrix);
        const ia = this.atomOf.get(a.matrix);
        const ib = this.atomOf.get(b.matrix);
        if (ia !== undefined && ib !== undefined) {
          this.atomOf.set(matrix, {
            kind: "int",
            bits: this.ints.muxVector(cond, ia.bits, ib.bits),
            ...this.chosen(cond, ia, ib),
          });
        }
        return { kind: "relation", matrix, ...this.chosen(cond, a, b) };
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

  private compareIntegers(
    op: string,
    a: BitVector,
    b: BitVector,
    range: Range,
  ): Lit {
    switch (op) {
      case "=":
        return this.ints.eq(a, b);
      case "<":
        return this.ints.lt(a, b);
      case "<=":
        return this.ints.lte(a, b);
      case ">":
        return this.ints.lt(b, a);
      case ">=":
        return this.ints.lte(b, a);
      default:
        throw new TranslationError(`'${op}' does not compare integers`, range);
    }
  }

  /** The bookkeeping of `cond => a else b`: the chosen branch's. */
  private chosen(cond: Lit, a: Definedness, b: Definedness): Definedness {
    const both = this.merged(FALSE, a, b);
    if (both.of === undefined) return both;
    return {
      of: this.circuit.ite(cond, a.of ?? FALSE, b.of ?? FALSE),
      vars: both.vars,
    };
  }

  private unary(op: string, operand: Expr, range: Range): Value {
    switch (op) {
      case "!":
        return formula(-this.negatedFormula(operand));
      case "no": {
        // Kodkod's none(): `some` checked under the flipped parity, then negated.
        const r = this.relationValue(operand);
        this.negated = !this.negated;
        const some = this.defined(this.ops.some(r.matrix), r);
        this.negated = !this.negated;
        return formula(-some);
      }
      case "some": {
        const r = this.relationValue(operand);
        return formula(this.defined(this.ops.some(r.matrix), r));
      }
      case "lone": {
        const r = this.relationValue(operand);
        return formula(this.defined(this.ops.lone(r.matrix), r));
      }
      case "one": {
        const r = this.relationValue(operand);
        return formula(this.defined(this.ops.one(r.matrix), r));
      }
      case "~": {
        const r = this.relationValue(operand);
        return this.derivedRelation(this.ops.transpose(r.matrix), r);
      }
      case "^": {
        const r = this.relationValue(operand);
        return this.derivedRelation(this.ops.closure(r.matrix), r);
      }
      case "*": {
        const r = this.relationValue(operand);
        return this.derivedRelation(
          this.ops.union(
            this.ops.closure(r.matrix),
            this.ops.identity(this.univMatrix),
          ),
          r,
        );
      }
      case "#": {
        const r = this.relationValue(operand);
        if (!this.preventOverflow)
          return int(this.ints.count(r.matrix.literals()));
        const counted = this.ints.countWithOverflow(r.matrix.literals());
        return this.derivedInt(counted.bits, counted.overflow, r);
      }
      case "neg": {
        // 0 - x: overflows for the smallest integer only.
        const x = this.integerValue(operand);
        const bits = this.ints.neg(x.bits);
        const w = this.bounds.bitwidth - 1;
        return this.derivedInt(
          bits,
          this.preventOverflow ? this.circuit.and(x.bits[w]!, bits[w]!) : FALSE,
          x,
        );
      }
      case "toInt":
        return this.atomsToInt(this.relationValue(operand));
      case "toAtom":
        return this.intToAtom(this.integerValue(operand));
    }
    throw new TranslationError(`unsupported operator '${op}'`, range);
  }

  private binary(op: string, left: Expr, right: Expr, range: Range): Value {
    const c = this.circuit;
    switch (op) {
      case "=>":
        // The Analyzer 5.1 translates `a => b` as `!a || b`: a stands under a negation.
        return formula(
          c.implies(this.negatedFormula(left), this.formula(right)),
        );
      case "<=>":
        return formula(c.iff(this.formula(left), this.formula(right)));
      case "add":
      case "sub":
      case "mul":
      case "div":
      case "rem":
      case "shl":
      case "sha":
      case "shr":
        return this.arithmetic(
          op,
          this.integerValue(left),
          this.integerValue(right),
        );
    }
    const a = this.relationValue(left);
    const b = this.relationValue(right);
    const ops = this.ops;
    switch (op) {
      case ".":
        return this.derivedRelation(ops.join(a.matrix, b.matrix), a, b);
      case "->":
        return this.derivedRelation(ops.product(a.matrix, b.matrix), a, b);
      case "+":
        return this.derivedRelation(ops.union(a.matrix, b.matrix), a, b);
      case "-":
        return this.derivedRelation(ops.difference(a.matrix, b.matrix), a, b);
      case "&":
        return this.derivedRelation(ops.intersection(a.matrix, b.matrix), a, b);
      case "++":
        return this.derivedRelation(ops.override(a.matrix, b.matrix), a, b);
      case "<:":
        return this.derivedRelation(
          ops.domainRestrict(a.matrix, b.matrix),
          a,
          b,
        );
      case ":>":
        return this.derivedRelation(
          ops.rangeRestrict(a.matrix, b.matrix),
          a,
          b,
        );
    }
    throw new TranslationError(`unsupported operator '${op}'`, range);
  }

  /** Integer arithmetic, with Kodkod's overflow of each operator when overflows are prevented. */
  private arithmetic(op: string, a: IntValue, b: IntValue): IntValue {
    const ints = this.ints;
    const check = this.preventOverflow;
    switch (op) {
      case "add": {
        const bits = ints.add(a.bits, b.bits);
        return this.derivedInt(
          bits,
          check ? ints.addOverflow(a.bits, b.bits, bits) : FALSE,
          a,
          b,
        );
      }
      case "sub": {
        const bits = ints.sub(a.bits, b.bits);
        return this.derivedInt(
          bits,
          check ? ints.subOverflow(a.bits, b.bits, bits) : FALSE,
          a,
          b,
        );
      }
      case "mul":
        return this.derivedInt(
          ints.mul(a.bits, b.bits),
          check ? ints.mulOverflow(a.bits, b.bits) : FALSE,
          a,
          b,
        );
      case "div":
        return this.derivedInt(
          ints.divRem(a.bits, b.bits).quotient,
          check ? ints.divOverflow(a.bits, b.bits) : FALSE,
          a,
          b,
        );
      case "rem":
        return this.derivedInt(
          ints.divRem(a.bits, b.bits).remainder,
          check ? ints.remOverflow(b.bits) : FALSE,
          a,
          b,
        );
      case "shl":
        return this.derivedInt(
          ints.shift(a.bits, b.bits, "shl"),
          check ? ints.shlOverflow(a.bits, b.bits) : FALSE,
          a,
          b,
        );
      default:
        // `>>` and `>>>` never overflow.
        return this.derivedInt(
          ints.shift(a.bits, b.bits, op as "sha" | "shr"),
          FALSE,
          a,
          b,
        );
    }
  }

  /**
   * Every binding of the declared variables allowed by the bounds, with the literal
   * telling whether the binding is in the declared bounds. Each variable ranges over
   * single tuples of its bound (Alloy's default `one`); `disj` skips equal tuples.
   * `universal` says whether the quantifier is effectively universal (`all` under an even
   * number of negations, `some` under an odd one), which matters for `x: Int` variables only.
   */
  forEachBinding(
    decls: readonly VarDecl[],
    range: Range,
    visit: (guard: Lit) => void,
    universal = false,
  ): void {
    const flat: { variable: Variable; decl: VarDecl; index: number }[] = [];
    for (const decl of decls) {
      const m = decl.bound.multiplicity;
      if (m !== "one") {
        throw new TranslationError(
          `a '${m}' quantified variable ranges over sets of tuples: only single-tuple ('one') variables can be grounded`,
          range,
        );
      }
      decl.variables.forEach((variable, index) =>
        flat.push({ variable, decl, index }),
      );
    }
    const keys: number[] = new Array<number>(flat.length);
    const saved = flat.map((f) => this.env.get(f.variable.id));
    const frames = this.intFrames.length;
    const intBound = flat.map(
      ({ decl }) =>
        decl.bound.expr.kind === "sig" &&
        decl.bound.expr.sig === this.model.builtins.Int,
    );
    const step = (i: number, guard: Lit): void => {
      if (guard === FALSE) return;
      if (i === flat.length) {
        if (
          (++this.groundings & 0x3ff) === 0 &&
          performance.now() > this.deadline
        )
          throw new TranslationTimeout();
        visit(guard);
        return;
      }
      const { variable, decl, index } = flat[i]!;
      const domain = this.relation(decl.bound.expr);
      const isInt = intBound[i]! && this.preventOverflow;
      if (isInt) this.intFrames.push({ id: variable.id, universal });
      for (const [key, member] of domain.entries) {
        if (decl.disjoint && index > 0) {
          let clash = false;
          for (let j = i - index; j < i; j++) if (keys[j] === key) clash = true;
          if (clash) continue;
        }
        keys[i] = key;
        const matrix = this.ops.constant(domain.arity, [key]);
        this.env.set(
          variable.id,
          isInt
            ? { kind: "relation", matrix, vars: [variable.id] }
            : rel(matrix),
        );
        step(i + 1, this.circuit.and(guard, member));
      }
      if (isInt) this.intFrames.pop();
    };
    try {
      step(0, TRUE);
    } finally {
      flat.forEach((f, i) => restore(this.env, f.variable.id, saved[i]));
      this.intFrames.length = frames;
    }
  }

  private quantifier(
    q: string,
    decls: readonly VarDecl[],
    body: Expr,
    range: Range,
  ): Value {
    const c = this.circuit;
    switch (q) {
      case "all": {
        const parts: Lit[] = [];
        this.forEachBinding(
          decls,
          range,
          (guard) => parts.push(c.implies(guard, this.formula(body))),
          !this.negated,
        );
        return formula(c.andAll(parts));
      }
      case "some": {
        const parts: Lit[] = [];
        this.forEachBinding(
          decls,
          range,
          (guard) => parts.push(c.and(guard, this.formula(body))),
          this.negated,
        );
        return formula(c.orAll(parts));
      }
      case "no": {
        // `no x | F` is `!(some x | F)`: the body stands under one more negation.
        const parts: Lit[] = [];
        const outer = this.negated;
        this.forEachBinding(
          decls,
          range,
          (guard) => parts.push(c.and(guard, this.negatedFormula(body))),
          !outer,
        );
        return formula(-c.orAll(parts));
      }
      case "lone":
      case "one": {
        // Kodkod counts the members of a comprehension: a fresh environment.
        const parts: Lit[] = [];
        this.forEachBinding(decls, range, (guard) =>
          parts.push(c.and(guard, this.freshFormula(body))),
        );
        return formula(q === "lone" ? c.atMost(parts, 1) : c.exactly(parts, 1));
      }
      case "sum": {
        const terms: { bits: BitVector; overflow: Lit }[] = [];
        let parts: Definedness[] = [];
        const saved = this.negated;
        this.negated = false;
        try {
          this.forEachBinding(decls, range, (guard) => {
            const v = this.integerValue(body);
            terms.push({
              bits: this.ints.muxVector(guard, v.bits, this.ints.zero()),
              overflow: c.and(guard, v.of ?? FALSE),
            });
            if (v.vars !== undefined) parts.push({ vars: v.vars });
          });
        } finally {
          this.negated = saved;
        }
        if (!this.preventOverflow)
          return int(this.ints.sum(terms.map((t) => t.bits)));
        const total = this.ints.pairwiseSum(terms);
        return this.derivedInt(total.bits, total.overflow, ...parts);
      }
    }
    throw new TranslationError(`unsupported quantifier '${q}'`, range);
  }

  private comprehension(
    decls: readonly VarDecl[],
    body: Expr,
    range: Range,
  ): Matrix {
    const vars = decls.flatMap((d) => d.variables);
    const out = this.ops.empty(vars.length);
    const n = this.bounds.size;
    this.forEachBinding(decls, range, (guard) => {
      let key = 0;
      for (const v of vars) {
        const m = (this.env.get(v.id) as { matrix: Matrix }).matrix;
        for (const k of m.entries.keys()) key = key * n ** m.arity + k;
      }
      out.set(
        key,
        this.circuit.or(
          out.get(key),
          this.circuit.and(guard, this.freshFormula(body)),
        ),
      );
    });
    return out;
  }

  private orderingRelation(
    ordering: Ordering,
    relation: "first" | "last" | "next" | "prev",
    range: Range,
  ): Matrix {
    const cacheKey = `${ordering.sig.id}:${relation}`;
    const cached = this.orderingCache.get(cacheKey);
    if (cached) return cached;
    const b = this.bounds.sigs[ordering.sig.id]!;
    if (!b.exact)
      throw new TranslationError(
        `util/ordering needs an exact scope for ${ordering.sig.name}`,
        range,
      );
    const atoms = b.lower;
    const n = this.bounds.size;
    let m: Matrix;
    if (relation === "first") m = this.ops.constant(1, atoms.slice(0, 1));
    else if (relation === "last") m = this.ops.constant(1, atoms.slice(-1));
    else {
      const keys: number[] = [];
      for (let i = 0; i + 1 < atoms.length; i++) {
        keys.push(
          relation === "next"
            ? atoms[i]! * n + atoms[i + 1]!
            : atoms[i + 1]! * n + atoms[i]!,
        );
      }
      m = this.ops.constant(2, keys);
    }
    this.orderingCache.set(cacheKey, m);
    return m;
  }

  /**
   * The integer atom of a value: atom i stands for minInt + i. An overflowed value has no atom
   * (Kodkod compares it with each integer outside any negation), and the set keeps its bookkeeping.
   */
  private intToAtom(v: IntValue): RelationValue {
    const out = this.ops.empty(1);
    const defined = this.preventOverflow && v.of !== undefined ? -v.of : TRUE;
    for (let i = 0; i < this.bounds.integerCount; i++) {
      out.set(
        i,
        this.circuit.and(
          defined,
          this.ints.eq(v.bits, this.ints.constant(this.bounds.minInt + i)),
        ),
      );
    }
    this.atomOf.set(out, v);
    return { kind: "relation", matrix: out, of: v.of, vars: v.vars };
  }

  /**
   * Alloy's `int[e]`: the sum of the integer atoms in e (0 when there are none), added as Kodkod
   * does: every integer of the bit width smallest first, halves split at the middle. Its overflow is
   * the partial sums' only (Kodkod does not carry e's own). `int[Int[i]]` is i itself, overflow included.
   */
  private atomsToInt(r: RelationValue): IntValue {
    const made = this.atomOf.get(r.matrix);
    if (made !== undefined) return made;
    const m = r.matrix;
    const terms: { bits: BitVector; overflow: Lit }[] = [];
    for (let i = 0; i < this.bounds.integerCount; i++) {
      const lit = m.arity === 1 ? m.get(i) : FALSE;
      terms.push({
        bits: this.ints.muxVector(
          lit,
          this.ints.constant(this.bounds.minInt + i),
          this.ints.zero(),
        ),
        overflow: FALSE,
      });
    }
    const total = this.ints.splitSum(terms);
    return this.derivedInt(
      total.bits,
      this.preventOverflow ? total.overflow : FALSE,
      { vars: r.vars },
    );
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

function restore(
  env: Map<number, Value>,
  id: number,
  saved: Value | undefined,
): void {
  if (saved === undefined) env.delete(id);
  else env.set(id, saved);
}
