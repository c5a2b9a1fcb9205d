// Skolemisation of the facts and the command's formula: an existential quantifier that is not
// under a universal one (reached through conjunctions, negations, negated implications and inlined pred
// calls) becomes a relation of fresh primary variables instead of a disjunction
// over every binding. This is how a run predicate's parameters and a check's
// counterexample variables show up in instances (`$scenario_t`), and it lets such
// variables range over sets (`some s: set Pod | ...`), which grounding cannot do.

import type { Expr, VarDecl } from "../../../compiler/alloy/model.js";
import { Circuit, type Lit } from "./circuit.js";
import type { Skolem } from "./decode.js";
import { TranslationError, Translator } from "./translate.js";
import type { Matrix } from "./matrix.js";

/**
 * How many universal quantifiers an existential may sit under and still be skolemized (the
 * Analyzer's default skolem depth 1): below `all x | some s: set A | ...` the universal is
 * grounded here and each binding gets its own witness, which together make the skolem function
 * printed as one relation `$p_s` with x's column first.
 */
const SKOLEM_DEPTH = 1;

export class Skolemizer {
  readonly skolems: Skolem[] = [];
  /** Universal variables grounded around the formula being skolemized. */
  private universals: Expr[] = [];

  constructor(
    private readonly t: Translator,
    /** Receives every primary variable it creates, in order. */
    private readonly newPrimary: () => Lit,
    /** Alloy names a skolem `$<command target>_<variable>`; facts' skolems get the fact's name. */
    public prefix: string,
  ) {}

  /** A literal equivalent to asserting `e` (or `!e` when not positive), for satisfiability. */
  top(e: Expr, positive: boolean): Lit {
    const c = this.t.circuit;
    switch (e.kind) {
      case "and":
        if (positive) return c.andAll(e.items.map((i) => this.top(i, true)));
        break;
      case "or":
        if (!positive) return c.andAll(e.items.map((i) => this.top(i, false)));
        break;
      case "unary":
        if (e.op === "!") return this.top(e.operand, !positive);
        break;
      case "binary":
        // A false implication is its premise and its negated conclusion: a check of
        // `P => all x | Q` has the counterexample variable x.
        if (e.op === "=>" && !positive) return c.and(this.top(e.left, true), this.top(e.right, false));
        break;
      case "quant":
        if ((e.quantifier === "some" && positive) || (e.quantifier === "all" && !positive)) {
          const constraints: Lit[] = [];
          for (const decl of e.decls) constraints.push(this.skolemize(decl, e.range));
          constraints.push(this.top(e.body, positive));
          return c.andAll(constraints);
        }
        if (
          ((e.quantifier === "all" && positive) || (e.quantifier === "some" && !positive)) &&
          this.universals.length + e.decls.reduce((n, d) => n + d.variables.length, 0) <= SKOLEM_DEPTH &&
          e.decls.every((d) => d.bound.multiplicity === "one") &&
          hasHigherOrder(e.body, new Set())
        ) {
          return this.groundUniversal(e.decls, e.body, positive, e.range);
        }
        break;
      case "call":
        if (e.func.isPred) {
          const args = e.args.map((a) => this.t.translate(a));
          e.func.params.forEach((p, i) => this.t.bind(p, args[i]!));
          return this.top(e.func.body, positive);
        }
        break;
      default:
        break;
    }
    // A negated leaf stands under a negation for the overflow rule too.
    const lit = this.t.formulaUnder(e, !positive);
    return positive ? lit : -lit;
  }

  /** `all x: X | body` with body's existentials skolemized once per binding of x, merged into one relation each. */
  private groundUniversal(decls: readonly VarDecl[], body: Expr, positive: boolean, range: Expr["range"]): Lit {
    const c = this.t.circuit;
    const vars: Expr[] = decls.flatMap((d) => d.variables.map((v): Expr => ({ kind: "var", variable: v, type: v.type, range })));
    const parts: Lit[] = [];
    const merged = new Map<string, Matrix>();
    const order: string[] = [];
    const outer = this.universals;
    this.universals = [...outer, ...vars];
    try {
      this.t.forEachBinding(decls, range, (guard) => {
        const first = this.skolems.length;
        parts.push(c.implies(guard, this.top(body, positive)));
        // The witnesses of this binding, prefixed with the binding's atoms.
        let binding: Matrix | undefined;
        for (const v of vars) {
          const m = this.t.relation(v);
          binding = binding === undefined ? m : this.t.ops.product(binding, m);
        }
        for (const k of this.skolems.splice(first)) {
          const tagged = binding === undefined ? k.matrix : this.t.ops.product(binding, k.matrix);
          const known = merged.get(k.name);
          if (known === undefined) order.push(k.name);
          merged.set(k.name, known === undefined ? tagged : this.t.ops.union(known, tagged));
        }
      }, true);
    } finally {
      this.universals = outer;
    }
    for (const name of order) this.skolems.push({ name, matrix: merged.get(name)! });
    return c.andAll(parts);
  }

  private skolemize(decl: VarDecl, range: Expr["range"]): Lit {
    const c: Circuit = this.t.circuit;
    const m = decl.bound.multiplicity;
    if (m === "seq") throw new TranslationError("sequence-valued variables are not supported", range);
    const constraints: Lit[] = [];
    const made: Matrix[] = [];
    for (const variable of decl.variables) {
      const bound = this.t.relation(decl.bound.expr);
      const matrix = this.t.ops.empty(bound.arity);
      for (const [key, member] of bound.entries) {
        const v = this.newPrimary();
        matrix.set(key, v);
        constraints.push(c.implies(v, member));
      }
      if (m === "one") constraints.push(this.t.ops.one(matrix));
      else if (m === "lone") constraints.push(this.t.ops.lone(matrix));
      else if (m === "some") constraints.push(this.t.ops.some(matrix));
      if (decl.disjoint)
        for (const earlier of made) constraints.push(-this.t.ops.some(this.t.ops.intersection(earlier, matrix)));
      made.push(matrix);
      this.t.bind(variable, { kind: "relation", matrix });
      this.skolems.push({ name: `$${this.prefix}_${variable.name}`, matrix });
    }
    return c.andAll(constraints);
  }
}

/** Whether a set- or relation-valued quantifier occurs in `e` (called preds included), which only skolemizing can solve. */
function hasHigherOrder(e: Expr, seen: Set<Expr>): boolean {
  switch (e.kind) {
    case "quant":
    case "comprehension":
      if (e.decls.some((d) => d.bound.multiplicity !== "one")) return true;
      return hasHigherOrder(e.body, seen);
    case "unary":
      return hasHigherOrder(e.operand, seen);
    case "binary":
    case "compare":
      return hasHigherOrder(e.left, seen) || hasHigherOrder(e.right, seen);
    case "and":
    case "or":
      return e.items.some((x) => hasHigherOrder(x, seen));
    case "ite":
      return hasHigherOrder(e.cond, seen) || hasHigherOrder(e.then, seen) || hasHigherOrder(e.else, seen);
    case "let":
      return hasHigherOrder(e.value, seen) || hasHigherOrder(e.body, seen);
    case "call":
      if (seen.has(e.func.body)) return e.args.some((x) => hasHigherOrder(x, seen));
      seen.add(e.func.body);
      return hasHigherOrder(e.func.body, seen) || e.args.some((x) => hasHigherOrder(x, seen));
    default:
      return false;
  }
}
