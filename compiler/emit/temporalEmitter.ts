// Emits temporal formulas (PROPERTY parts and SPECIFICATION hypotheses) as code that
// builds a runtime/liveness formula when the run starts. Structure above the level of
// actions is kept: [] <> ~ /\ \/ => <=> ~>, WF/SF, bounded \A/\E over constant sets
// (expanded by a loop when the formula is built, as TLC expands them at start-up),
// LET, labels and user definitions of temporal level (inlined). Every subformula of
// state or action level becomes one atom: a compiled predicate read on a state or on
// a step. What TLC cannot handle (\EE, \AA, temporal IF/CASE, ...) is reported as not
// compilable.

import type { Expr } from "../../grammar/tla/ast.js";
import { Level, withLocals, type LocalMeaning } from "../analyse/scope.js";
import type { LevelChecker } from "../analyse/levels.js";
import { declaredRecursive } from "../analyse/specParts.js";
import type { Meanings } from "../analyse/scope.js";
import type { Program } from "./program.js";
import { jsString } from "./names.js";
import { paramType, T } from "./tsTypes.js";
import { instanceArgumentType, type EmitScope, type ValueEmitter } from "./valueEmitter.js";

const MAX_INLINE_DEPTH = 40;

export class TemporalEmitter {
  private depth = 0;
  /**
   * Whether `formula` is still on TLC's walk of a PROPERTY or SPECIFICATION (SpecProcessor's
   * processConfigProps/processConfigSpec): conjunctions, `\A` over constant sets and definitions
   * are expanded there before astToLive sees a subformula.
   */
  private walking = true;
  /**
   * The first definition applied inside astToLive (off the walk): TLC's astToLiveAppl catches a
   * failure in the definition's body and refuses the application itself (Liveness.java).
   */
  private outerApplication: { readonly e: Expr; readonly sc: EmitScope } | undefined;

  constructor(
    private readonly program: Program,
    private readonly values: ValueEmitter,
    private readonly meanings: Meanings,
    private readonly levels: LevelChecker,
  ) {}

  /** A JS expression building the formula `e` (in a scope where `ctx` is the run's context). */
  formula(e: Expr, sc: EmitScope): string {
    const walking = this.walking;
    if (walking && !this.onWalk(e, sc)) this.walking = false;
    try {
      return this.formulaOf(e, sc);
    } finally {
      this.walking = walking;
    }
  }

  /** Whether TLC's walk of a property goes through `e` to its parts: `/\`, `\A` over constant sets, a definition. */
  private onWalk(e: Expr, sc: EmitScope): boolean {
    switch (e.kind) {
      case "Junction":
        return e.op === "/\\";
      case "Infix":
      {
        const b = this.meanings.resolved.operators.get(e);
        return b?.kind === "builtin" && b.name === "/\\";
      }
      case "Quant":
        return (e.op === "\\A" || e.op === "\\forall") && e.bounds.every((b) => b.set !== undefined && this.levels.of(b.set, sc) === Level.Constant);
      case "Name":
        return true;
      default:
        return false;
    }
  }

  private formulaOf(e: Expr, sc: EmitScope): string {
    const level = this.levels.of(e, sc);
    if (level <= Level.Action) return this.atom(e, sc, level);
    switch (e.kind) {
      case "Label":
        return this.formula(e.body, sc);
      case "Junction":
        return `LT.${e.op === "/\\" ? "and" : "or"}([${e.items.map((x) => this.formula(x, sc)).join(", ")}])`;
      case "Prefix": {
        const b = this.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin") {
          // `[][A]_v`: its atom located at the whole formula, TLC's name for it as an implied action.
          if (b.name === "[]" && e.operand.kind === "BoxAction") return `LT.always(${this.atom(e.operand, sc, Level.Action, e)})`;
          if (b.name === "[]") return `LT.always(${this.formula(e.operand, sc)})`;
          if (b.name === "<>") return `LT.eventually(${this.formula(e.operand, sc)})`;
          if (b.name === "~") return `LT.not(${this.formula(e.operand, sc)})`;
        }
        break;
      }
      case "Infix": {
        const b = this.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin") {
          const l = (): string => this.formula(e.left, sc);
          const r = (): string => this.formula(e.right, sc);
          switch (b.name) {
            case "/\\":
              return `LT.and([${l()}, ${r()}])`;
            case "\\/":
              return `LT.or([${l()}, ${r()}])`;
            case "=>":
              return `LT.implies(${l()}, ${r()})`;
            case "<=>":
            case "\\equiv":
              return `LT.equiv(${l()}, ${r()})`;
            case "~>":
              return `LT.leadsTo(${l()}, ${r()})`;
          }
        }
        break;
      }
      case "Fairness": {
        const loc = this.program.location(sc.module, e);
        // The successor is complete here (an edge of the state graph): its primed elements are compared as read.
        // TLC's LNAction asks whether v changed first: a stuttering step is no <<A>>_v step, A not evaluated there.
        const taken = this.actionAtomCode(`(${this.values.changed(e.subscript, sc)} && $b(${this.values.val(e.action, sc)}))`, e, sc, e.action);
        const before = this.values.primedIndirections;
        const beforePartial = this.values.partialPrimedIndirections;
        const chainLength = this.values.fairnessChainLength;
        this.values.fairnessChainLength = sc.chain.length;
        let enabled: string;
        try {
          enabled = this.values.enabled({ kind: "AngleAction", action: e.action, subscript: e.subscript, range: e.action.range }, sc);
        } finally {
          this.values.fairnessChainLength = chainLength;
        }
        // An action that primes more than variables (a refinement mapping's `vrootBar'`) once
        // it has assigned every variable: its ENABLED is read off the spec's own successors
        // (LIVENESS.md §3.6, the fallback). One that primes a definition while some variable
        // may be unassigned (`WF_v(~TypeOK')`) is searched step by step as TLC's Tool.enabled
        // does, whose lookup of an unassigned variable fails (docs/semantics.md).
        // TLC's LNStateEnabled evaluates ENABLED of the action itself: the WF/SF is on no call stack, the action is.
        const en = `LT.stateAtom($L[${loc}], { test(${this.params("state")}) { const n = undefined; ${this.values.guard(sc, e.action, `return ${enabled};`)} } })`;
        if (this.values.primedIndirections > before && this.values.partialPrimedIndirections === beforePartial) {
          // The position-recording module keeps the step-by-step search too: an error TLC's Tool.enabled
          // meets there is the one its replay reports (runtime/check/nestedPositions.ts).
          return `LT.fairBySuccessors(${e.op === "SF"}, ${jsString(e.op)}, $L[${loc}], ${taken}${this.program.frames ? `, ${en}` : ""})`;
        }
        return `LT.fair(${e.op === "SF"}, ${jsString(e.op)}, ${en}, ${taken})`;
      }
      case "Quant": {
        const all = e.op === "\\A" || e.op === "\\forall";
        const exists = e.op === "\\E" || e.op === "\\exists";
        if ((all || exists) && e.bounds.every((b) => b.set !== undefined && this.levels.of(b.set, sc) === Level.Constant)) {
          const acc = this.program.fresh("$fs");
          const loop = this.values.loopCode(e.bounds, sc, "sorted", (inner) => `${acc}.push(${this.formula(e.body, inner)});`, this.program.location(sc.module, e)).code;
          // TLC's astToLive catches any failure in a bounded quantifier (its set, its body) and refuses the
          // quantifier, or the definition applied around it; a \A alone appends what failed. A \A on TLC's
          // walk (processConfigProps) passes its body's refusals on and is refused only when its set fails.
          const at = this.outerApplication ?? { e, sc };
          // An empty bound set: \A is TRUE, \E is FALSE (TLC-LIVENESS §1.1).
          const mode = !all || this.outerApplication !== undefined ? "alone" : this.walking ? "walked" : "cause";
          return `LT.quantified($L[${this.program.location(at.sc.module, at.e)}], ${jsString(mode)}, () => { const ${acc}${this.program.ann("LT.Temporal[]")} = []; ${loop} return ${acc}.length === 0 ? LT.constant(${all}) : LT.${all ? "and" : "or"}(${acc}); })`;
        }
        break;
      }
      case "If": {
        // IF c THEN a ELSE b as (c /\ a) \/ (~c /\ b), as TLC's astToLive reads it.
        const c = this.formula(e.cond, sc);
        return `((c${this.program.ann("LT.Temporal")}) => LT.or([LT.and([c, ${this.formula(e.then, sc)}]), LT.and([LT.not(c), ${this.formula(e.else_, sc)}])]))(${c})`;
      }
      case "Let": {
        const { decls, scope } = this.values.letDefs(e, sc);
        return `(() => { ${decls} return ${this.formula(e.body, scope)}; })()`;
      }
      case "Name":
        return this.name(e, sc) ?? this.refuse(e, sc);
    }
    return this.refuse(e, sc);
  }

  private name(e: Extract<Expr, { kind: "Name" }>, sc: EmitScope): string | undefined {
    // `I(a)!Spec`: the instance's parameters bound to the arguments, as for a value.
    const bound = e.prefix.some((p) => p.args.length > 0) ? this.values.instanceBindings(e, sc) : { inner: sc, byValue: [] };
    if (typeof bound === "string") return undefined;
    const m = this.meanings.ofName(e, bound.inner);
    if (m.kind === "local" && m.local.kind === "inline" && this.meanings.appliedArgs(e).length === 0) {
      // Off the walk TLC's astToLive finds a parameter bound to a temporal formula no definition (its
      // value is the lazy argument): refused where the parameter is used. A LET definition is expanded.
      if (!this.walking && this.meanings.resolved.references.get(e)?.kind === "parameter") return this.refuse(e, sc);
      const outer = this.outerApplication;
      if (!this.walking && outer === undefined) this.outerApplication = { e, sc };
      try {
        return this.formula(m.local.expr, { ...m.local.scope, primed: false, init: false });
      } finally {
        this.outerApplication = outer;
      }
    }
    if (m.kind !== "definition" || m.entity.node?.kind !== "OperatorDef" || this.depth > MAX_INLINE_DEPTH) return undefined;
    const node = m.entity.node;
    // TLC expands no RECURSIVE operator (astToLiveAppl): one of temporal level is refused where it is applied.
    if (declaredRecursive(m.entity)) return this.refuse(e, sc);
    const outer = this.outerApplication;
    if (!this.walking && outer === undefined) this.outerApplication = { e, sc };
    const entries: [(typeof node.params)[number], LocalMeaning][] = node.params.map((param, i) => [param, { kind: "inline", expr: e.args[i]!, scope: sc }]);
    const inner = withLocals({ ...this.values.scopeFor(m.entity.module, m.chain), instanceLocals: bound.inner.instanceLocals }, entries) as EmitScope;
    this.depth++;
    try {
      const body = this.formula(node.body, inner);
      if (bound.byValue.length === 0) return body;
      const decls = bound.byValue.map((p) => `const ${p.name}${this.program.ann(instanceArgumentType(p))} = ${p.value};`).join(" ");
      return `(() => { ${decls} return ${body}; })()`;
    } finally {
      this.depth--;
      this.outerApplication = outer;
    }
  }

  /** TLC's EC.TLC_LIVE_CANNOT_HANDLE_FORMULA when the formula is built, at the subformula TLC names. */
  private refuse(e: Expr, sc: EmitScope): string {
    const at = this.outerApplication ?? { e, sc };
    return `LT.cannotHandle($L[${this.program.location(at.sc.module, at.e)}])`;
  }

  private params(kind: "state" | "action"): string {
    const a = (t: string): string => this.program.ann(t);
    return kind === "state" ? `ctx${a(T.ctx)}, s${a(T.state)}` : `ctx${a(T.ctx)}, s${a(T.state)}, n${a(T.next)}`;
  }

  private atom(e: Expr, sc: EmitScope, level: Level, at: Expr = e): string {
    const s0: EmitScope = { ...sc, primed: false, init: false };
    if (level === Level.Action && e.kind === "AngleAction") {
      // TLC's LNAction.eval for <<A>>_v compares v in both states first (a stuttering step is FALSE without A), then
      // evaluates A: the <<A>>_v itself is on no call stack.
      const taken = `(${this.values.changed(e.subscript, s0)} && $b(${this.values.val(e.action, s0)}))`;
      return this.actionAtomCode(taken, at, s0, e.action);
    }
    const value = `$b(${this.values.val(e, s0)})`;
    // Constant subformulas are folded when the formula is built, as TLC folds them.
    if (level === Level.Constant) return `LT.constant((() => { ${this.values.guard(s0, e, `return ${value};`)} })())`;
    // `[][A]_v` is named by the whole formula, but TLC's LNAction evaluates `[A]_v`: the error's outermost position.
    if (level === Level.Action) return this.actionAtomCode(value, at, s0, e);
    return `LT.stateAtom($L[${this.program.location(sc.module, e)}], { test(${this.params("state")}) { const n = undefined; ${this.values.guard(s0, e, `return ${value};`)} } })`;
  }

  /** An action atom located at `e`; an error in it located at `guarded` (what TLC's call stack holds outermost). */
  private actionAtomCode(value: string, e: Expr, sc: EmitScope, guarded: Expr = e): string {
    return `LT.actionAtom($L[${this.program.location(sc.module, e)}], { test(${this.params("action")}) { ${this.values.guard(sc, guarded, `return ${value};`)} } })`;
  }
}
