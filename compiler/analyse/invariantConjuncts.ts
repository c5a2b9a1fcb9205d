// The conjuncts of an invariant, each with the variables it reads, so that the checker
// re-evaluates on a successor only the conjuncts whose variables changed
// (runtime/check/invariantSkip.ts): `TypeOK == /\ pc \in ... /\ x \in Nat /\ ...` of a
// PlusCal model, where `pc` changes on every step and each other conjunct rarely.
//
// Only `/\` is looked through (bulleted lists, the infix operator) and references to
// zero-arity definitions whose body is itself a conjunction: when the conjunction is
// TRUE every conjunct was evaluated, to TRUE, which is what lets the checker take a
// conjunct as holding in a successor that gives it the parent's values. A disjunction,
// an implication, IF or a quantifier may leave a part unevaluated, so they stay whole.

import type { Expr } from "../../grammar/tla/ast.js";
import type { NamedPart } from "../emit/specEmitter.js";
import { moduleScope, type Meanings } from "./scope.js";
import type { ScopedExpr } from "./specParts.js";
import { variablesRead, type ReadSets } from "./readSets.js";

/** The conjuncts of `e`, through `/\` and zero-arity definitions that are conjunctions. */
export function conjunctsOf(e: ScopedExpr, meanings: Meanings): ScopedExpr[] {
  const out: ScopedExpr[] = [];
  collect(e, meanings, out);
  return out;
}

function collect(e: ScopedExpr, meanings: Meanings, out: ScopedExpr[]): void {
  const x: Expr = e.expr;
  if (x.kind === "Junction" && x.op === "/\\") {
    for (const item of x.items) collect({ ...e, expr: item, whole: false }, meanings, out);
    return;
  }
  if (x.kind === "Infix") {
    const b = meanings.resolved.operators.get(x);
    if (b?.kind === "builtin" && b.name === "/\\") {
      collect({ ...e, expr: x.left, whole: false }, meanings, out);
      collect({ ...e, expr: x.right, whole: false }, meanings, out);
      return;
    }
  }
  // A definition used without arguments, outside a parameterized instance (whose parameters the scope would have to carry).
  if (x.kind === "Name" && x.args.length === 0 && x.prefix.every((p) => p.args.length === 0) && (e.scope.instanceLocals?.size ?? 0) === 0) {
    const m = meanings.ofName(x, e.scope);
    const node = m.kind === "definition" ? m.entity.node : undefined;
    if (m.kind === "definition" && node?.kind === "OperatorDef" && node.params.length === 0 && !m.entity.module.standard) {
      const inner: ScopedExpr[] = [];
      collect({ expr: node.body, scope: moduleScope(m.entity.module, m.chain), definition: m.entity.name }, meanings, inner);
      // A definition that is one conjunct stays a call: its value is cached per state.
      if (inner.length > 1) {
        out.push(...inner);
        return;
      }
    }
  }
  out.push(e);
}

/**
 * `inv` (whose variables are `reads`) with its conjuncts, when it has more than one and
 * some reads fewer variables than the whole; else `inv` as it is.
 */
export function withConjuncts(inv: NamedPart, reads: readonly number[], sets: ReadSets, meanings: Meanings): NamedPart {
  const parts: NamedPart[] = [];
  for (const c of conjunctsOf(inv, meanings)) {
    const r = variablesRead(sets.of(c.expr, c.scope));
    if (r === undefined) return inv;
    // Not inv's `source`: a conjunct is evaluated as itself, not as the definition it is part of.
    parts.push({ expr: c.expr, scope: c.scope, definition: c.definition, name: inv.name, reads: r });
  }
  if (parts.length < 2 || !parts.some((p) => p.reads!.length < reads.length)) return inv;
  return { ...inv, conjuncts: parts };
}
