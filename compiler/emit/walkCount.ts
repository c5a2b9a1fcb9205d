// How many times walking a formula that assigns nothing reaches its continuation, as
// plain statements (no closure per element). `\A x \in S : P(x)` in an action where P is
// a state predicate with a disjunction or `\E` (`\A q \in Proc \ {p} : beats(p, q)`) is
// walked as one conjunct per element, each yielding once per way it holds (TLC's
// Tool.getNextStates; docs/semantics.md, "Successor multiplicity"): since P assigns nothing,
// every way leaves the next state as it found it, and the walk amounts to running the
// continuation that many times. The count follows the walk's rules: `/\` multiplies
// (stopping at 0), `\/` and `\E` add (one boolean where every variable is assigned),
// `\A` multiplies over its elements, `=>`, IF, LET, labels and applied operators as the
// walk takes them; a part the walk evaluates as one boolean (WalkShape) counts 0 or 1.
// Anything else (an assignment, UNCHANGED, CASE, an unbuilt function) is not counted.

import type { Expr, NameExpr } from "../../grammar/tla/ast.js";
import { Level, withLocals } from "../analyse/scope.js";
import type { EmitScope, ValueEmitter } from "./valueEmitter.js";
import type { WalkShape } from "./walkShape.js";
import { evaluatedNatively } from "./natives.js";
import { T } from "./tsTypes.js";
import { childExprs } from "../analyse/children.js";

/**
 * Operators whose evaluation is seen from outside (output, registers, randomness, the
 * system): counting evaluates each part once instead of once per way the parts before
 * it held, so a formula that reaches any of them keeps the walk.
 */
const EFFECTFUL = new Set([
  "Print",
  "PrintT",
  "TLCSet",
  "TLCGet",
  "RandomElement",
  "JavaTime",
  "TLCEval",
  "RandomSubset",
  "RandomSetOfSubsets",
  "RandomSubsetSet",
  "IOExec",
  "IOExecTemplate",
  "IOEnv",
  "IOEnvExec",
  "IOEnvExecTemplate",
  "IOSerialize",
  "IODeserialize",
  "Serialize",
  "Deserialize",
  "JsonSerialize",
  "JsonDeserialize",
  "ndJsonSerialize",
  "ndJsonDeserialize",
  "CSVWrite",
  "CSVRead",
  "CSVRecords",
]);

const MAX_DEPTH = 40;

export class WalkCount {
  private depth = 0;

  /**
   * `inlining`: the operators the enclosing walk is inlining (their applications inside
   * are evaluated), shared with it; `assigns`: whether the walk takes `left = e` as an assignment.
   */
  constructor(
    private readonly v: ValueEmitter,
    private readonly shape: WalkShape,
    private readonly inlining: Set<object>,
    private readonly assigns: (left: Expr, sc: EmitScope) => boolean,
  ) {}

  /** Whether counting may stand for walking `e`: nothing it can reach (through definitions) has an effect. */
  allowed(e: Expr): boolean {
    return !this.effectful(e, new Set());
  }

  private effectful(e: Expr, seen: Set<object>): boolean {
    if (e.kind === "Name") {
      const b = this.v.meanings.resolved.references.get(e);
      // An operator constant may be given any operator by the model.
      if (b === undefined || (b.kind === "constant" && b.entity.arity > 0)) return true;
      if (b.kind === "definition") {
        if (EFFECTFUL.has(b.entity.name)) return true;
        const node = b.entity.node;
        if ((node?.kind === "OperatorDef" || node?.kind === "FunctionDef") && !b.entity.module.standard && !evaluatedNatively(b.entity) && !seen.has(node)) {
          seen.add(node);
          if (this.effectful(node.body, seen)) return true;
        }
      }
    }
    return childExprs(e).some((c) => this.effectful(c, seen));
  }

  /**
   * Statements setting `target` (a declared `let`) to the number of times walking `e`
   * reaches its continuation, or undefined when `e` is not countable. `allAssigned` is
   * the JS boolean telling whether every variable is assigned (then `\/` and `\E` are one
   * boolean, as in the walk), "false" where the compiler knows some is not.
   */
  count(e: Expr, sc: EmitScope, target: string, allAssigned: string): string | undefined {
    if (this.shape.isValue(e)) return this.holds(e, sc, target);
    const p = this.v.program;
    const sub = (x: Expr, s: EmitScope, into: string): string | undefined => this.count(x, s, into, allAssigned);
    switch (e.kind) {
      case "Junction":
        return e.op === "/\\" ? this.product(e.items, sc, target, allAssigned) : this.sum(e, e.items, sc, target, allAssigned);
      case "Infix": {
        const b = this.v.meanings.resolved.operators.get(e);
        if (b?.kind !== "builtin") return undefined;
        if (b.name === "/\\") return this.product([e.left, e.right], sc, target, allAssigned);
        if (b.name === "\\/") return this.sum(e, [e.left, e.right], sc, target, allAssigned);
        if (b.name === "=>") {
          const c = p.fresh("$c");
          const then = sub(e.right, sc, target);
          return then === undefined ? undefined : `let ${c}; ${this.v.guard(sc, e.left, `${c} = $b(${this.v.val(e.left, sc)});`)} if (${c}) { ${then} } else { ${target} = 1; }`;
        }
        // `a = e` whose left side turns out not to be a variable to assign (a parameter given a value): a test.
        if ((b.name === "=" || b.name === "\\in") && !this.assigns(e.left, sc)) return this.holds(e, sc, target);
        return undefined;
      }
      case "Quant": {
        const exists = e.op === "\\E" || e.op === "\\exists";
        if (!exists && e.op !== "\\A" && e.op !== "\\forall") return undefined;
        const one = p.fresh("$m");
        let inner: string | undefined;
        const loop = this.v.loopCode(
          e.bounds,
          sc,
          "sorted",
          (s) => {
            inner = sub(e.body, s, one);
            if (inner === undefined) return "";
            return exists ? `{ let ${one} = 0; ${inner} ${target} += ${one}; }` : `if (${target} !== 0) { let ${one} = 0; ${inner} ${target} *= ${one}; }`;
          },
          p.location(sc.module, e),
        ).code;
        if (inner === undefined) return undefined;
        return this.unlessAssigned(e, sc, target, allAssigned, `${target} = ${exists ? 0 : 1}; ${loop}`);
      }
      case "If": {
        const c = p.fresh("$c");
        const then = sub(e.then, sc, target);
        const else_ = sub(e.else_, sc, target);
        if (then === undefined || else_ === undefined) return undefined;
        return `let ${c}; ${this.v.guard(sc, e.cond, `${c} = $b(${this.v.val(e.cond, sc)});`)} if (${c}) { ${then} } else { ${else_} }`;
      }
      case "Let": {
        const { decls, scope } = this.v.letDefs(e, sc);
        const body = sub(e.body, scope, target);
        return body === undefined ? undefined : `{ ${decls} ${body} }`;
      }
      case "Label":
        return sub(e.body, sc, target);
      case "Name":
        return this.name(e, sc, target, allAssigned);
      default:
        return undefined;
    }
  }

  /** A part evaluated as one boolean: 1 when it holds. */
  private holds(e: Expr, sc: EmitScope, target: string): string {
    return this.v.guard(sc, e, `${target} = $b(${this.v.val(e, sc)}) ? 1 : 0;`);
  }

  private product(items: readonly Expr[], sc: EmitScope, target: string, allAssigned: string): string | undefined {
    let code = `${target} = 1;`;
    for (const item of items) {
      const one = this.v.program.fresh("$m");
      const inner = this.count(item, sc, one, allAssigned);
      if (inner === undefined) return undefined;
      code += ` if (${target} !== 0) { let ${one} = 0; ${inner} ${target} *= ${one}; }`;
    }
    return code;
  }

  private sum(e: Expr, items: readonly Expr[], sc: EmitScope, target: string, allAssigned: string): string | undefined {
    let code = `${target} = 0;`;
    for (const item of items) {
      const one = this.v.program.fresh("$m");
      const inner = this.count(item, sc, one, allAssigned);
      if (inner === undefined) return undefined;
      code += ` { let ${one} = 0; ${inner} ${target} += ${one}; }`;
    }
    return this.unlessAssigned(e, sc, target, allAssigned, code);
  }

  /** As the walk: where every variable is assigned, a branching part is one boolean. */
  private unlessAssigned(e: Expr, sc: EmitScope, target: string, allAssigned: string, branching: string): string {
    if (allAssigned === "false") return branching;
    return `if (${allAssigned}) { ${this.holds(e, sc, target)} } else { ${branching} }`;
  }

  /** An operator applied (its body counted with its parameters bound, as the walk inlines it), or a parameter standing for an expression. */
  private name(e: NameExpr, sc: EmitScope, target: string, allAssigned: string): string | undefined {
    if (e.prefix.length > 0) return undefined;
    const m = this.v.meanings.ofName(e, sc);
    if (m.kind === "local") {
      const l = m.local;
      return l.kind === "inline" && this.v.meanings.appliedArgs(e).length === 0 ? this.count(l.expr, { ...l.scope, primed: sc.primed, init: sc.init }, target, allAssigned) : undefined;
    }
    if (m.kind !== "definition") return undefined;
    const entity = m.entity;
    const node = entity.node;
    if (evaluatedNatively(entity) || node?.kind !== "OperatorDef") return this.holds(e, sc, target);
    const bodyScope: EmitScope = { ...this.v.scopeFor(entity.module, m.chain), instanceLocals: sc.instanceLocals, init: sc.init };
    if (node.params.length === 0 && this.v.levels.definitionLevel(entity, bodyScope) === Level.Constant) return this.holds(e, sc, target);
    // The walk evaluates a recursive operator's inner applications (ActionEmitter.apply).
    if (this.depth >= MAX_DEPTH || this.inlining.has(entity) || this.shape.isValue(node.body)) return this.holds(e, sc, target);
    const { entries, byValue } = this.v.bindParameters(node, e.args, sc);
    let decls = "";
    for (const p of byValue) decls += `let ${p.name}${this.v.program.ann(T.value)}; ${this.v.guard(sc, p.arg, `${p.name} = ${p.value};`)} `;
    const base: EmitScope = { ...bodyScope, primed: false, init: sc.init };
    const inner = withLocals(base, entries) as EmitScope;
    this.depth++;
    this.inlining.add(entity);
    try {
      const body = this.count(node.body, inner, target, allAssigned);
      return body === undefined ? undefined : `{ ${decls}${body} }`;
    } finally {
      this.depth--;
      this.inlining.delete(entity);
    }
  }
}
