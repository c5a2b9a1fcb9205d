// Skolemisation of the facts and the command's formula: an existential quantifier that is not
// under a universal one (reached through conjunctions, negations and inlined pred
// calls) becomes a relation of fresh primary variables instead of a disjunction
// over every binding. This is how a run predicate's parameters and a check's
// counterexample variables show up in instances (`$scenario_t`), and it lets such
// variables range over sets (`some s: set Pod | ...`), which grounding cannot do.

import type { Expr, VarDecl } from "../../../compiler/alloy/model.js";
import { Circuit, type Lit } from "./circuit.js";
import type { Skolem } from "./decode.js";
import { TranslationError, Translator } from "./translate.js";
import type { Matrix } from "./matrix.js";

export class Skolemizer {
  readonly skolems: Skolem[] = [];

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
      case "quant":
        if ((e.quantifier === "some" && positive) || (e.quantifier === "all" && !positive)) {
          const constraints: Lit[] = [];
          for (const decl of e.decls) constraints.push(this.skolemize(decl, e.range));
          constraints.push(this.top(e.body, positive));
          return c.andAll(constraints);
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
    const lit = this.t.formula(e);
    return positive ? lit : -lit;
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
