// Which operator parameters must be passed by name (substituted) rather than by value.
// TLA+ applies an operator by substitution (Specifying Systems §17.5): in
// `Set(q) == q' = q + 1`, `Set(x)` means `x' = x + 1`. TLC binds every argument to a
// lazy value re-evaluated in the next state when primed (Tool.java: OPCODE_prime
// evaluates its operand with s1 as the current state and no cache). Evaluating an
// argument to a value first is the same only where the value is never read in another
// state: a parameter is *by name* when one of its uses is under a prime, UNCHANGED,
// ENABLED, the subscript of `[A]_e`/`<<A>>_e`, `\cdot`, a temporal operator or
// fairness, inside a LAMBDA, as an argument of a higher-order parameter or an instance
// path, or as an argument for a by-name parameter of another operator (LET
// definitions used in such places count as their bodies). The emitters pass arguments
// of state level or more to by-name parameters as expressions; all others, and
// constant arguments everywhere, are evaluated once.

import type { Expr, Lambda, Node, OperatorDef } from "../../grammar/tla/ast.js";
import type { Resolved } from "../resolve/index.js";
import { childExprs } from "./children.js";

/** Operators whose operands are read in other states than the current one. */
const READS_OTHER_STATES = new Set(["UNCHANGED", "ENABLED", "[]", "<>", "~>", "\\cdot", "-+->"]);

export class ByNameParameters {
  private readonly known = new Map<Node, ReadonlySet<Node>>();
  private readonly inProgress = new Set<Node>();
  /** Set when a computation met an operator still in progress (recursion): its result is then not kept. */
  private cycles = 0;

  constructor(private readonly resolved: Resolved) {}

  /** The parameters (OpDecl / LAMBDA Ident nodes) of `def` that are used by name. */
  of(def: OperatorDef | Lambda): ReadonlySet<Node> {
    const cached = this.known.get(def);
    if (cached !== undefined) return cached;
    if (this.inProgress.has(def)) {
      this.cycles++;
      return new Set();
    }
    const params = new Set<Node>(def.params);
    const found = new Set<Node>();
    if (params.size === 0) return found;
    const before = this.cycles;
    this.inProgress.add(def);
    try {
      // A LAMBDA's own parameters are as a definition's: by name only where a use needs it (TLC's
      // OpLambdaValue binds them lazily, evaluated once, as Tool.getOpContext a definition's).
      new Walk(this, this.resolved, params, found).visit(def.body, false);
    } finally {
      this.inProgress.delete(def);
    }
    if (this.cycles === before) this.known.set(def, found);
    return found;
  }
}

/** One walk over an operator's body, collecting its by-name parameters. */
class Walk {
  /** LET definitions met in the body: their bodies can mention the parameters. */
  private readonly lets = new Set<Node>();
  /** LET definitions whose bodies were walked as used by name (once is enough; they may be recursive). */
  private readonly letsByName = new Set<Node>();

  constructor(
    private readonly byName: ByNameParameters,
    private readonly resolved: Resolved,
    private readonly params: ReadonlySet<Node>,
    private readonly found: Set<Node>,
  ) {}

  visit(e: Expr, byName: boolean): void {
    switch (e.kind) {
      case "Name":
        return this.name(e, byName);
      case "Postfix":
        if (e.op === "'") return this.visit(e.operand, true);
        return this.application(e, [e.operand], byName);
      case "Prefix":
        return this.application(e, [e.operand], byName || READS_OTHER_STATES.has(e.op));
      case "Infix":
        return this.application(e, [e.left, e.right], byName || READS_OTHER_STATES.has(e.op));
      case "BoxAction":
      case "AngleAction":
        this.visit(e.action, byName);
        return this.visit(e.subscript, true);
      case "Fairness":
      case "Lambda":
        for (const c of childExprs(e)) this.visit(c, true);
        return;
      case "Let":
        for (const d of e.defs) if (d.kind === "OperatorDef" || d.kind === "FunctionDef") this.lets.add(d);
        for (const c of childExprs(e)) this.visit(c, byName);
        return;
      default:
        for (const c of childExprs(e)) this.visit(c, byName);
    }
  }

  /** A user-defined operator symbol (`a \prec b`) passes its operands like a named operator. */
  private application(e: Extract<Expr, { kind: "Prefix" | "Infix" | "Postfix" }>, operands: readonly Expr[], byName: boolean): void {
    const binding = this.resolved.operators.get(e);
    const callee = binding?.kind === "definition" ? binding.entity.node : undefined;
    this.arguments(callee?.kind === "OperatorDef" ? callee : undefined, operands, byName);
  }

  private name(e: Extract<Expr, { kind: "Name" }>, byName: boolean): void {
    // Instance path arguments become the instance's substitutions, read anywhere in it.
    for (const p of e.prefix) for (const a of p.args) this.visit(a, true);
    const binding = this.resolved.references.get(e);
    if (binding?.kind === "parameter") {
      if (byName && this.params.has(binding.decl)) this.found.add(binding.decl);
      // A higher-order parameter: what it does with its arguments is not known here.
      for (const a of e.args) this.visit(a, true);
      return;
    }
    if (binding?.kind === "definition") {
      const node = binding.entity.node;
      if (node !== undefined && this.lets.has(node) && byName && !this.letsByName.has(node)) {
        this.letsByName.add(node);
        if (node.kind === "OperatorDef") this.visit(node.body, true);
        else if (node.kind === "FunctionDef") for (const c of [...node.bounds.map((b) => b.set), node.body]) this.visit(c, true);
      }
      this.arguments(node?.kind === "OperatorDef" && !binding.entity.module.standard ? node : undefined, e.args, byName);
      return;
    }
    for (const a of e.args) this.visit(a, byName);
  }

  private arguments(callee: OperatorDef | undefined, args: readonly Expr[], byName: boolean): void {
    const calleeByName = callee === undefined ? undefined : this.byName.of(callee);
    args.forEach((a, i) => {
      const param = callee?.params[i];
      this.visit(a, byName || (param !== undefined && (param.arity > 0 || calleeByName!.has(param))));
    });
  }
}
