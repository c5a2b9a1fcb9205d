// Theorems, assumptions and proofs. They play no part in checking, but their names
// must resolve for a module to be well formed: NEW declarations scope over the rest
// of their ASSUME/PROVE, PICK and TAKE names and DEFINE steps over the following
// steps of the same proof, and facts or DEF lists may name operators unapplied.

import { assertNever, type AssumeProve, type Bound, type Ident, type Assumption, type Expr, type NewDecl, type Proof, type ProofStep, type Theorem } from "../../grammar/tla/ast.js";
import type { TheoremEntity } from "./model.js";
import type { Scope } from "./scope.js";
import type { Session } from "./session.js";

export class ProofBinder {
  constructor(private readonly session: Session) {}

  theorem(t: Theorem, scope: Scope): void {
    let proofScope = scope;
    if (t.body.kind === "AssumeProve") {
      proofScope = scope.child();
      this.assumeProve(t.body, proofScope);
    } else {
      this.session.exprs.expr(t.body, scope);
    }
    // The theorem's name is visible in its own proof (`T!1` selects part of the statement).
    if (t.name !== undefined) this.declareNamed(t, t.name, scope);
    if (t.proof !== undefined) this.proof(t.proof, proofScope);
  }

  assumption(a: Assumption, scope: Scope): void {
    this.session.exprs.expr(a.expr, scope);
    if (a.name !== undefined) this.declareNamed(a, a.name, scope);
  }

  private declareNamed(node: Theorem | Assumption, name: NonNullable<Theorem["name"]>, scope: Scope): void {
    const entity: TheoremEntity = { kind: "theorem", name: name.name, module: scope.module, arity: 0, nameRange: name.range, node };
    this.session.declare(scope, name.name, name.range, { name: name.name, entity, via: [], local: false });
  }

  /** Declares the NEW names into `scope` (a frame the caller opened) as they appear. */
  private assumeProve(ap: AssumeProve, scope: Scope): void {
    for (const a of ap.assumptions) {
      if (a.kind === "NewDecl") this.newDecl(a, scope);
      else if (a.kind === "AssumeProve") this.assumeProve(a, scope.child());
      else this.session.exprs.expr(a, scope);
    }
    this.session.exprs.expr(ap.prove, scope);
  }

  private newDecl(d: NewDecl, scope: Scope): void {
    if (d.set !== undefined) this.session.exprs.expr(d.set, scope);
    this.session.exprs.declareBound(scope, d.decl.name, d, d.decl.arity);
  }

  private facts(exprs: readonly Expr[], scope: Scope): void {
    for (const e of exprs) this.session.exprs.expr(e, scope, "any");
  }

  proof(p: Proof, scope: Scope): void {
    if (p.kind === "TerminalProof") {
      this.facts(p.facts, scope);
      this.facts(p.defs, scope);
      return;
    }
    const steps = scope.child();
    for (const step of p.steps) this.step(step, steps);
  }

  /** One step; `steps` is the frame shared by the steps of one proof, for names later steps see. */
  private step(step: ProofStep, steps: Scope): void {
    const body = step.body;
    const exprs = this.session.exprs;
    switch (body.kind) {
      case "QedStep":
        break;
      case "AssertStep":
        if (body.assertion.kind === "AssumeProve") {
          // SUFFICES ASSUME NEW x ... : x stays visible to the remaining steps.
          const frame = body.suffices ? steps : steps.child();
          this.assumeProve(body.assertion, frame);
          if (step.proof !== undefined) this.proof(step.proof, frame);
          return;
        }
        exprs.expr(body.assertion, steps);
        break;
      case "CaseStep":
      case "HaveStep":
        exprs.expr(body.expr, steps);
        break;
      case "WitnessStep":
        for (const e of body.exprs) exprs.expr(e, steps);
        break;
      case "PickStep": {
        if (body.bounds !== undefined) for (const b of body.bounds) exprs.expr(b.set, steps);
        const inner = steps.child();
        for (const n of declaredNames(body)) exprs.declareBound(inner, n, body);
        exprs.expr(body.expr, inner);
        if (step.proof !== undefined) this.proof(step.proof, steps);
        for (const n of declaredNames(body)) exprs.declareBound(steps, n, body);
        return;
      }
      case "TakeStep":
        if (body.bounds !== undefined) for (const b of body.bounds) exprs.expr(b.set, steps);
        for (const n of declaredNames(body)) exprs.declareBound(steps, n, body);
        break;
      case "DefineStep":
        for (const d of body.defs) this.session.definitions.definition(d, steps, true);
        break;
      case "InstanceStep":
        this.session.definitions.unnamedInstance({ instance: body.instance, local: true }, steps);
        break;
      case "UseOrHide":
        this.facts(body.facts, steps);
        this.facts(body.defs, steps);
        break;
      default:
        assertNever(body);
    }
    if (step.proof !== undefined) this.proof(step.proof, steps);
  }
}

/** The names a PICK or TAKE introduces: `x, y` or those of its bounds `x \in S, y \in T`. */
function declaredNames(body: { readonly bounds: readonly Bound[] | undefined; readonly names: readonly Ident[] }): readonly Ident[] {
  return body.bounds === undefined ? body.names : [...body.names, ...body.bounds.flatMap((b) => b.names)];
}
