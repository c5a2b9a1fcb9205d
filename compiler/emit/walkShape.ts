// Whether walking a formula as an action (compiler/emit/actionEmitter.ts) amounts to
// evaluating it as one boolean: it has no `\/`, `\E`, assignment, UNCHANGED or
// composition in a walked position, following the definitions and unbuilt functions it
// applies. Then its continuation runs at most once, after the same evaluations in the
// same order, so the emitter may compile it as a value: fewer closures, the same
// successors and errors. Conservative: anything it cannot see through (an operator
// parameter, an instance path, recursion) counts as branching.

import type { Expr, Node } from "../../grammar/tla/ast.js";
import type { Binding, Resolved } from "../resolve/index.js";
import { evaluatedNatively } from "./natives.js";

export class WalkShape {
  private readonly known = new Map<Node, boolean>();
  private readonly inProgress = new Set<Node>();

  constructor(private readonly resolved: Resolved) {}

  /** True when walking `e` is evaluating it as a boolean. */
  isValue(e: Expr): boolean {
    const known = this.known.get(e);
    if (known !== undefined) return known;
    if (this.inProgress.has(e)) return false;
    this.inProgress.add(e);
    let result: boolean;
    try {
      result = this.compute(e);
    } finally {
      this.inProgress.delete(e);
    }
    this.known.set(e, result);
    return result;
  }

  private compute(e: Expr): boolean {
    switch (e.kind) {
      case "Junction":
        return e.op === "/\\" && e.items.every((x) => this.isValue(x));
      case "Infix": {
        const b = this.resolved.operators.get(e);
        if (b?.kind !== "builtin") return true;
        if (b.name === "/\\") return this.isValue(e.left) && this.isValue(e.right);
        if (b.name === "\\/" || b.name === "\\cdot") return false;
        if (b.name === "=>") return this.isValue(e.right);
        if (b.name === "=" || b.name === "\\in") return !this.mayAssign(e.left);
        return true;
      }
      case "Quant":
        if (e.op === "\\E" || e.op === "\\exists") return false;
        if (e.op === "\\A" || e.op === "\\forall") return this.isValue(e.body);
        return true;
      case "If":
        return this.isValue(e.then) && this.isValue(e.else_);
      case "Case":
        return e.arms.every((arm) => this.isValue(arm.body)) && (e.other === undefined || this.isValue(e.other));
      case "Let":
      case "Label":
        return this.isValue(e.body);
      case "AngleAction":
      case "BoxAction":
        return false;
      case "Prefix": {
        const b = this.resolved.operators.get(e);
        return !(b?.kind === "builtin" && b.name === "UNCHANGED");
      }
      case "Name":
        return this.nameIsValue(e);
      case "FunctionApp": {
        const body = this.functionBody(e.fn);
        return body === null ? false : body === undefined || this.isValue(body);
      }
      default:
        return true;
    }
  }

  /** A use of a name as a formula: a definition's body is walked, a parameter may stand for an action. */
  private nameIsValue(e: Extract<Expr, { kind: "Name" }>): boolean {
    if (e.prefix.length > 0) return false;
    const b = this.resolved.references.get(e);
    if (b === undefined) return false;
    switch (b.kind) {
      case "definition": {
        const node = b.entity.node;
        if (evaluatedNatively(b.entity) || node?.kind !== "OperatorDef") return true;
        return this.isValue(node.body);
      }
      case "variable":
      case "constant":
      case "builtin":
        return true;
      case "bound":
        return b.binder.kind !== "Lambda";
      default:
        return false;
    }
  }

  /** Whether `x = e` / `x \in e` with this left side may assign (a primed variable, or a name that may stand for one). */
  private mayAssign(left: Expr): boolean {
    if (left.kind === "Postfix") return true;
    if (left.kind !== "Name") return false;
    const b: Binding | undefined = this.resolved.references.get(left);
    return b === undefined || b.kind === "variable" || b.kind === "parameter" || (b.kind === "definition" && !evaluatedNatively(b.entity)) || (b.kind === "bound" && b.binder.kind === "Lambda");
  }

  /**
   * The body the action walks for `f[a]` (see ActionEmitter.functionApp); undefined when
   * `f[a]` is a value whatever f is (a variable, a bound name), null when unknown.
   */
  private functionBody(f: Expr): Expr | undefined | null {
    if (f.kind === "FunctionCtor") return f.body;
    if (f.kind !== "Name" || f.prefix.length > 0) return null;
    const b = this.resolved.references.get(f);
    if (b === undefined) return null;
    if (b.kind === "variable" || b.kind === "constant" || (b.kind === "bound" && b.binder.kind !== "Lambda")) return undefined;
    if (b.kind !== "definition") return null;
    const node = b.entity.node;
    if (evaluatedNatively(b.entity)) return undefined;
    if (node?.kind === "FunctionDef") return node.body;
    if (node?.kind === "OperatorDef") return node.params.length === 0 ? this.functionBody(node.body) : null;
    return null;
  }
}
