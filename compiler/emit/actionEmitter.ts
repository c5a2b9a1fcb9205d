// Compiles actions (and Init) to statements in continuation-passing style, so that
// every successor is produced in TLC's order (TLC-SEMANTICS §3.3): conjuncts left to
// right, disjuncts in order, `\E` in sorted order (first variable fastest),
// `x' \in S` in raw order, and `x' = e` an assignment while x' is unassigned and an
// equality test once it is (TLC's rule). `k` produces the code run for each
// complete binding; a continuation needed in several places becomes a local function.
// Values go through the ValueEmitter; errors are located by guards around each
// evaluated part, never around the continuation (whose errors belong to the caller).
//
// Successor multiplicity follows TLC's Tool.getNextStates/getInitStates (docs/semantics.md,
// "Successor multiplicity"): an application of a user-defined operator is descended into
// whatever its level (so a disjunction inside a state predicate whose both branches hold
// yields the successor twice), except a zero-arity constant definition (TLC precomputes
// it); and once every variable of the state being built is assigned, what remains is
// evaluated as a plain boolean (TLC's all-assigned fast path), so a later disjunction or
// `\E` yields at most one successor.

import type { Bound, Expr, Lambda, NameExpr, OperatorDef } from "../../grammar/tla/ast.js";
import { Level, withLocals, type LocalMeaning, type Meaning, type Scope } from "../analyse/scope.js";
import { flatBounds, instanceArgumentType, js, type ValueEmitter, type EmitScope } from "./valueEmitter.js";
import { mangle } from "./names.js";
import { WalkShape } from "./walkShape.js";
import { WalkCount } from "./walkCount.js";
import { T, paramType } from "./tsTypes.js";
import { evaluatedNatively } from "./natives.js";

export type Kont = () => string;

/** Whether a variable of the state being built is assigned at a point of the emitted code, as far as the compiler knows. */
type Assigned = "no" | "yes" | "maybe";

/** Per variable, at the point being compiled; undefined: nothing known (code reached from several states of `n`). */
type Known = readonly Assigned[] | undefined;

/** Two places' knowledge, for the code both reach. */
function meet(a: Known, b: Known): Known {
  if (a === undefined || b === undefined) return undefined;
  return a.map((x, i) => (x === b[i] ? x : "maybe"));
}

interface Shared {
  /** Code reaching the continuation (a statement). */
  readonly call: Kont;
  /** The continuation as a function value. */
  readonly escape: () => string;
  /** `code` (where the calls are) with the continuation compiled into it. */
  readonly wrap: (code: string) => string;
}

const MAX_INLINE_DEPTH = 40;
/** A continuation reached from several places is copied to each while the copies add at most this much code (JS characters); past it, a closure. */
const MAX_COPIED_CONTINUATION = 600;
const MAX_NESTED_WALKERS = 4;

export class ActionEmitter {
  private depth = 0;
  /** Definitions being inlined on the current path (recursion stops inlining). */
  private readonly inlining = new Set<object>();
  /** Functions whose body is being compiled as a walker (functionApp): a recursive application calls it. */
  private readonly walkers = new Map<object, string>();

  /** What is assigned in the state being built, at the point being compiled. */
  private known: Known = undefined;

  /** Which formulas walk as one boolean (compiled as values). */
  private readonly shape: WalkShape;

  /** How many times formulas that assign nothing reach their continuation. */
  private readonly counter: WalkCount;

  /**
   * Inside `ENABLED`: TLC's Tool.enabled compares an UNCHANGED variable as `v1.equals(v0)` (the
   * value the action gave first), where getNextStates' processUnchanged asks the current one
   * (`v0.equals(v1)`); the receiver words a comparison error.
   */
  inEnabled = false;

  /** Compositions compiled in place (they need the action's `n` to be assignable and its terminal to accept intermediate states). */
  compositions = 0;

  /**
   * While the leading guards of a spec action are compiled: the declaration of the next
   * state `n`, not yet emitted (see deferringNext), given what each variable holds so far
   * (`slots`: "undefined", or the JS name of the value an assignment on the way computed).
   * `hoisted` tells whether code came before it.
   */
  private pendingNext: { readonly declare: (slots: readonly string[]) => string; readonly slots: string[]; hoisted: boolean } | undefined;

  /** `inPlace`: the emitter of the spec's actions, whose code has `s`, `n` and `emit` to swap (see composition). */
  constructor(
    private readonly v: ValueEmitter,
    private readonly inPlace = false,
  ) {
    this.shape = new WalkShape(v.meanings.resolved);
    this.counter = new WalkCount(v, this.shape, this.inlining, (left, sc) => this.assignable(left, sc) !== undefined);
  }

  act(e: Expr, sc: EmitScope, k: Kont): string {
    if (!this.v.program.frames) {
      // TLC's all-assigned fast path (Tool.getNextStates0/getInitStates: getNextStatesAllAssigned): a part reached once
      // every variable is assigned is evaluated as a value and tested, so an IF or CASE there is eval's (its condition's
      // words, "A non-boolean expression ... condition of an IF."; a branch's value named by the whole IF/CASE), not walked.
      // The same part in position-recording mode is compiled so by the resumed-part rule below.
      if (this.inPlace && (e.kind === "If" || e.kind === "Case") && this.allAssigned() === true) return this.guardValue(e, sc, k);
      return this.actionCode(e, sc, k);
    }
    // Position-recording mode (Program.frames): `e` records its position on an error from it or its continuation, as TLC's call stack holds the conjuncts before it.
    const resumed = this.resuming;
    this.resuming = false;
    try {
      const walked = (kk: Kont): string => this.framed(e, sc, this.actionCode(e, sc, this.resumes(kk)));
      if (!resumed || !this.inPlace || !this.evaluatedWhenAssigned(e, sc)) return walked(k);
      // TLC's all-assigned fast path (Tool.getNextStates0, getInitStates(acts)): a part taken from the
      // continuation once every variable is assigned is evaluated as a value, so its positions are
      // off the call stack again when it holds and the parts after it are evaluated.
      const all = this.allAssigned();
      if (all === true) return this.guardValue(e, sc, this.resumes(k));
      if (all === false) return walked(k);
      return this.withNext(() => {
        // The continuation, compiled once by wrap, is resumed from either way.
        const kf = this.shared(this.resumes(k));
        return kf.wrap(`if ($assigned(n)) { ${this.guardValue(e, sc, kf.call)} } else { ${walked(kf.call)} }`);
      });
    } finally {
      this.resuming = resumed;
    }
  }

  /**
   * Position-recording mode: true while a continuation is compiled, so that `act` knows it
   * compiles a part TLC takes from its list of parts still to do (ActionItemList), not one
   * it descends into: only the former is evaluated as a value once all is assigned (see act).
   */
  private resuming = false;

  /** `compile()` as a part TLC resumes from its list of parts to do (`resuming`, see act). */
  private resumedPart(compile: () => string): string {
    const before = this.resuming;
    this.resuming = true;
    try {
      return compile();
    } finally {
      this.resuming = before;
    }
  }

  private resumes(k: Kont): Kont {
    return () => {
      const before = this.resuming;
      this.resuming = true;
      try {
        return k();
      } finally {
        this.resuming = before;
      }
    };
  }

  /** Position-recording mode: `code` records `e`'s position (after the INSTANCEs it enters) on an error from it or its continuation. */
  private framed(e: Expr, sc: EmitScope, code: string): string {
    const framed = this.v.enteredInstances(e, sc).reduceRight((inner, loc) => `try { ${inner} } catch ($e) { throw $fa(${loc}, $e); }`, code);
    return `try { ${framed} } catch ($e) { throw $fa(${this.v.program.location(sc.module, e)}, $e); }`;
  }

  /** Whether TLC's fast path may be compiled as evaluating `e` (a composition and TLCDefer only walk). */
  private evaluatedWhenAssigned(e: Expr, sc: EmitScope): boolean {
    if (e.kind === "Infix") {
      const b = this.v.meanings.resolved.operators.get(e);
      return !(b?.kind === "builtin" && b.name === "\\cdot");
    }
    if (e.kind !== "Name" || e.prefix.length > 0) return true;
    const m = this.v.meanings.ofName(e, sc);
    return !(m.kind === "definition" && m.entity.module.name === "TLCExt" && m.entity.name === "TLCDefer");
  }

  private actionCode(e: Expr, sc: EmitScope, k: Kont): string {
    const pending = this.pendingNext;
    if (pending !== undefined) {
      if (!this.keepsNextPending(e, sc)) return this.withNext(() => this.act(e, sc, k));
      // Code compiled now (arguments, LET definitions; guards in guardValue) comes before the declaration.
      if (e.kind === "Name" || e.kind === "Let" || e.kind === "Quant") pending.hoisted = true;
    }
    const program = this.v.program;
    switch (e.kind) {
      case "Junction":
        return e.op === "/\\" ? this.conj(e.items, sc, k) : this.unlessAssigned(e, sc, k, (kk) => this.disj(e.items, sc, kk));
      case "Infix": {
        const b = this.v.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin") {
          if (b.name === "/\\") return this.conj([e.left, e.right], sc, k);
          if (b.name === "\\/") return this.unlessAssigned(e, sc, k, (kk) => this.disj([e.left, e.right], sc, kk));
          if (b.name === "=>") return this.implies(e, e.left, e.right, sc, k);
          if (b.name === "\\cdot") return this.composition(e.left, e.right, sc, k);
          if (b.name === "=" || b.name === "\\in") {
            const target = this.assignable(e.left, sc);
            if (target !== undefined) return b.name === "=" ? this.assign(target, e.right, e, sc, k) : this.assignIn(target, e.right, e, sc, k);
          }
        }
        return this.guardValue(e, sc, k);
      }
      case "Quant":
        if (e.op === "\\E" || e.op === "\\exists") {
          const loc = program.location(sc.module, e);
          return this.unlessAssigned(e, sc, k, (kk) => this.v.loopCode(e.bounds, sc, "sorted", (inner) => this.act(e.body, inner, kk), loc).code);
        }
        // Position-recording mode walks a boolean \A too: TLC's getNextStates/getInitStates (BoundedForall) walk
        // every instance of the body as a conjunct, whose positions stay on the call stack while the action's
        // later parts are walked (corpus/regressions/ErrorPositionsForallBody).
        if (e.op === "\\A" || e.op === "\\forall") return this.shape.isValue(e) && !program.frames ? this.guardValue(e, sc, k) : this.unlessAssigned(e, sc, k, (kk) => this.forall(e, sc, kk));
        return this.guardValue(e, sc, k);
      case "If": {
        const c = program.fresh("$c");
        const kf = this.shared(k);
        return kf.wrap(`let ${c}; ${this.v.actionCondition(c, e, sc)} if (${c}) { ${this.act(e.then, sc, kf.call)} } else { ${this.act(e.else_, sc, kf.call)} }`);
      }
      case "Case": {
        const kf = this.shared(k);
        let code = e.other === undefined ? `throw $at(${program.location(sc.module, e)}, $caseError());` : this.act(e.other, sc, kf.call);
        for (let i = e.arms.length - 1; i >= 0; i--) {
          const arm = e.arms[i]!;
          const c = program.fresh("$c");
          // TLC names the arm's body in its message, not the guard.
          code = `let ${c}; ${this.v.actionTest(c, arm.guard, sc, sc.init ? "initCase" : "nextCase", e, arm.body)} if (${c}) { ${this.act(arm.body, sc, kf.call)} } else { ${code} }`;
        }
        return kf.wrap(code);
      }
      case "Let": {
        const { decls, scope } = this.v.letDefs(e, sc);
        return `{ ${decls} ${this.act(e.body, scope, k)} }`;
      }
      case "AngleAction": {
        // <<A>>_v: A, then only the steps that change v (ENABLED <<A>>_v of fairness).
        const c = program.fresh("$c");
        // Shared here, outside A: a test reached from several places inside A's loops (ENABLED of
        // `\E j : B(j) \/ C(j)`) becomes one closure made once per test, not one per iteration.
        const kf = this.shared(() => {
          // The subscript is read once the action is complete: its primes are safe.
          const counted = this.v.primedIndirections;
          const partial = this.v.partialPrimedIndirections;
          // TLC compares outside the subscript's evaluation: no position of its own (the run's guard only locates it).
          // A tuple of variables is compared element by element, every primed element read first (changedPrimes).
          const cut = this.cutOffChanged(e.subscript, sc);
          const primes = cut === undefined ? this.v.changedPrimes(e.subscript, sc) : undefined;
          const compared = `${primes?.decls ?? ""}${c} = ${cut ?? this.v.changed(e.subscript, sc, primes?.names)};`;
          // Under ENABLED TLC words a variable of the subscript that A leaves unassigned its own way (core.liveError).
          const changed = this.inEnabled ? `try { ${compared} } catch ($e) { throw core.liveError($e); }` : compared;
          const test = `let ${c}; ${this.v.program.frames ? changed : this.v.guard(sc, e.subscript, changed)}`;
          this.v.primedIndirections = counted;
          this.v.partialPrimedIndirections = partial;
          return `${test} if (${c}) { ${k()} }`;
        });
        return kf.wrap(this.act(e.action, sc, kf.call));
      }
      case "Label":
        return this.act(e.body, sc, k);
      case "Prefix": {
        const b = this.v.meanings.resolved.operators.get(e);
        if (b?.kind === "builtin" && b.name === "UNCHANGED") return this.unchanged(e.operand, sc, k);
        return this.guardValue(e, sc, k);
      }
      case "BoxAction":
        return this.disjParts([(kk) => this.act(e.action, sc, kk), (kk) => this.unchanged(e.subscript, sc, kk)], k);
      case "Name":
        return this.name(e, sc, k);
      case "FunctionApp":
        return this.functionApp(e, sc, k);
      default:
        return this.guardValue(e, sc, k);
    }
  }

  /**
   * `f[a]` as an action where f is a function not yet built (TLC's FcnLambdaValue without
   * its record: a `[x \in S |-> e]`, a LET `f[x \in S] == e`, a definition of either
   * that reads variables): TLC walks f's body as an action with x bound to a
   * (Tool.getNextStates, FcnApply), so a disjunction or `\E` in it yields several
   * successors (docs/semantics.md, "Successor multiplicity"). The body becomes a local
   * function taking the continuation, so that a recursive function walks each level.
   * A constant-level top-level definition was built at start-up: evaluated as a value.
   */
  private functionApp(e: Extract<Expr, { kind: "FunctionApp" }>, sc: EmitScope, k: Kont): string {
    // Walkers compiled inside walkers (an operator's result applied inside its own body) are bounded: each copies the body.
    // In Init TLC evaluates `f[a]` as a value (Tool.getInitStates has no FcnApply case).
    const fn = sc.init || this.walkers.size >= MAX_NESTED_WALKERS ? undefined : this.unbuiltFunction(e.fn, sc, 0);
    if (fn === undefined) return this.guardValue(e, sc, k);
    const bounds = flatBounds(fn.bounds);
    if (bounds.some((b) => b.tuple) || bounds.length !== e.args.length) return this.guardValue(e, sc, k);
    // Once every variable is assigned the walk would yield at most one successor: the value is that boolean.
    if (this.shape.isValue(fn.body)) return this.guardValue(e, sc, k);
    return this.unlessAssigned(e, sc, k, (kk) => this.walkFunction(e, fn, bounds, sc, kk));
  }

  private walkFunction(
    e: Extract<Expr, { kind: "FunctionApp" }>,
    fn: NonNullable<ReturnType<ActionEmitter["unbuiltFunction"]>>,
    bounds: ReturnType<typeof flatBounds>,
    sc: EmitScope,
    k: Kont,
  ): string {
    const p = this.v.program;
    // The walker is called back with its continuation (a closure), wherever the walk got to.
    const kf = this.shared(k, false);
    let walker = this.walkers.get(fn.key);
    let decl = "";
    if (walker === undefined) {
      walker = p.fresh("$walk");
      const names = bounds.map((b) => p.fresh(mangle("v", b.names[0]!.name)));
      const inner = withLocals({ ...fn.scope, primed: false, init: sc.init } as EmitScope, bounds.map((b, i) => [b.names[0]!, js(names[i]!, Level.Constant)] as const)) as EmitScope;
      const kk = p.fresh("$kk");
      this.walkers.set(fn.key, walker);
      try {
        const params = [...names.map((x) => x + p.ann(T.value)), kk + p.ann("() => void")].join(", ");
        decl = `const ${walker} = (${params})${p.ann("void")} => { ${this.withKnown(undefined, () => this.act(fn.body, inner, () => `${kk}();`))} }; `;
      } finally {
        this.walkers.delete(fn.key);
      }
    }
    const args = e.args.map(() => p.fresh("$fa"));
    const inside = p.fresh("$in");
    const evalArgs = e.args.map((a, i) => `let ${args[i]}; ${this.v.guard(sc, a, `${args[i]} = ${this.v.val(a, sc)};`)} `).join("");
    const domainScope: EmitScope = { ...fn.scope, primed: false, init: sc.init };
    const inDomain = bounds.map((b, i) => `core.inSet(ctx, ${args[i]}, ${this.v.val(b.set, domainScope)})`).join(" && ");
    // Outside the domain, the value form reports TLC's error.
    return kf.wrap(`{ ${decl}${evalArgs}let ${inside}; ${this.v.guard(sc, e, `${inside} = ${inDomain};`)} if (${inside}) { ${walker}(${args.join(", ")}, ${kf.escape()}); } else { ${this.guardValue(e, sc, kf.call)} } }`);
  }

  /** The function `f` stands for when it is built lazily (see functionApp); `key` identifies it on the walking path. */
  private unbuiltFunction(f: Expr, sc: EmitScope, depth: number): { key: object; bounds: readonly Bound[]; body: Expr; scope: Scope } | undefined {
    if (depth > MAX_INLINE_DEPTH) return undefined;
    if (f.kind === "FunctionCtor") return { key: f, bounds: f.bounds, body: f.body, scope: sc as Scope };
    if (f.kind !== "Name" || f.prefix.length > 0) return undefined;
    const m = this.v.meanings.ofName(f, sc);
    if (f.args.length > 0) return this.unbuiltResult(f, m, sc, depth);
    if (m.kind === "local") {
      const l = m.local;
      if (l.kind === "inline") return this.unbuiltFunction(l.expr, { ...l.scope, primed: sc.primed, init: sc.init }, depth + 1);
      if (l.letFunction !== undefined) return { key: l.letFunction.def, bounds: l.letFunction.def.bounds, body: l.letFunction.def.body, scope: l.letFunction.scope };
      if (l.let !== undefined && l.let.def.params.length === 0) return this.unbuiltFunction(l.let.def.body, { ...l.let.scope, primed: sc.primed, init: sc.init }, depth + 1);
      return undefined;
    }
    if (m.kind !== "definition" || evaluatedNatively(m.entity) || m.entity.module.standard) return undefined;
    const node = m.entity.node;
    if (node?.kind !== "FunctionDef" && !(node?.kind === "OperatorDef" && node.params.length === 0)) return undefined;
    const scope: EmitScope = { ...this.v.scopeFor(m.entity.module, m.chain), instanceLocals: sc.instanceLocals, primed: false, init: sc.init };
    if (this.v.levels.definitionLevel(m.entity, scope) === Level.Constant) return undefined;
    if (node.kind === "FunctionDef") return { key: node, bounds: node.bounds, body: node.body, scope };
    return this.unbuiltFunction(node.body, scope, depth + 1);
  }

  /** `Op(args)` whose body is an unbuilt function (TLC never precomputes an operator with arguments): the parameters stand for the arguments. */
  private unbuiltResult(f: NameExpr, m: Meaning, sc: EmitScope, depth: number): ReturnType<ActionEmitter["unbuiltFunction"]> {
    if (m.kind !== "definition" || evaluatedNatively(m.entity) || m.entity.module.standard) return undefined;
    const node = m.entity.node;
    if (node?.kind !== "OperatorDef" || node.params.length !== f.args.length || node.params.some((q) => q.arity > 0)) return undefined;
    const base: EmitScope = { ...this.v.scopeFor(m.entity.module, m.chain), instanceLocals: sc.instanceLocals, primed: false, init: sc.init };
    const inner = withLocals(base, node.params.map((q, i) => [q, { kind: "inline", expr: f.args[i]!, scope: sc }] as const)) as EmitScope;
    const found = this.unbuiltFunction(node.body, inner, depth + 1);
    // Each application binds its own arguments: its walker is its own.
    return found === undefined ? undefined : { ...found, key: f };
  }

  /**
   * A construct that can yield several successors (`\/`, `\E`): evaluated as one boolean
   * when every variable is already assigned (TLC's fast path), else `branching()`.
   */
  private unlessAssigned(e: Expr, sc: EmitScope, k: Kont, branching: (k: Kont) => string): string {
    const all = this.allAssigned();
    if (all === true) return this.guardValue(e, sc, k);
    if (all === false) return branching(k);
    const kf = this.shared(k);
    return kf.wrap(`if ($assigned(n)) { ${this.guardValue(e, sc, kf.call)} } else { ${branching(kf.call)} }`);
  }

  /**
   * `\A x \in S : A` as an action: A for each element, as conjuncts in `\E`'s order (TLC's
   * Tool.getNextStates, BoundedForall), so successors multiply as through a conjunction.
   * The instances are collected as closures over their bindings, then chained.
   */
  private forall(e: Extract<Expr, { kind: "Quant" }>, sc: EmitScope, k: Kont): string {
    return this.countedForall(e, sc, k) ?? this.withNext(() => this.walkedForall(e, sc, k));
  }

  /**
   * `\A` whose instances assign nothing (walkCount.ts): the continuation runs as many times
   * as the walk would reach it. Counting evaluates the instances in another order than
   * the walk, which only shows when an evaluation fails: then the walk runs instead, so
   * that the error (and any successor the walk hands over before it) is TLC's.
   */
  private countedForall(e: Extract<Expr, { kind: "Quant" }>, sc: EmitScope, k: Kont): string | undefined {
    // Position-recording mode walks: the instances' positions stay on the stack under the continuation, as TLC's.
    if (sc.init || this.v.program.frames || !this.counter.allowed(e)) return undefined;
    const p = this.v.program;
    const all = this.allAssigned() === false ? undefined : p.fresh("$all");
    const times = p.fresh("$times");
    const count = this.counter.count(e, sc, times, all ?? "false");
    if (count === undefined) return undefined;
    const i = p.fresh("$i");
    const allDecl = all === undefined ? "" : `const ${all} = $assigned(n); `;
    // Before an action's next state is declared (a state-level \A among its leading guards), each way on declares it.
    if (this.pendingNext !== undefined) this.pendingNext.hoisted = true;
    // The continuation is compiled twice: after the count knowing what is assigned, and closed over by the walk.
    const repeated = this.withNext(() => `for (let ${i} = 0; ${i} < ${times}; ${i}++) { ${k()} }`);
    return `${allDecl}let ${times} = 0; try { ${count} } catch { ${times} = -1; } if (${times} > 0) { ${repeated} } else if (${times} < 0) { ${this.withNext(() => this.walkedForall(e, sc, k))} }`;
  }

  private walkedForall(e: Extract<Expr, { kind: "Quant" }>, sc: EmitScope, k: Kont): string {
    const p = this.v.program;
    const steps = p.fresh("$steps");
    const run = p.fresh("$run");
    const next = p.fresh("$next");
    // The steps run later, each after the ones before it: what they assign is not known here.
    return this.withKnown(undefined, () => {
      const step = (inner: EmitScope): string => `(${next}${p.ann("() => void")}) => { ${this.act(e.body, inner, () => `${next}();`)} }`;
      // Position-recording mode: the instances after the first are parts TLC takes from its list of parts to do (see act).
      const pushed = (inner: EmitScope): string => (p.frames ? `${steps}.length === 0 ? ${step(inner)} : ${this.resumedPart(() => step(inner))}` : step(inner));
      const collect = this.v.loopCode(e.bounds, sc, "sorted", (inner) => `${steps}.push(${pushed(inner)});`, p.location(sc.module, e)).code;
      // TLC descends into the first instance and conses the others onto its list of parts to do, each in front of
      // the ones before: they run last to second (corpus/regressions/ForallWalkOrder).
      const at = `i === 0 ? 0 : ${steps}.length - i`;
      return `const ${steps}${p.ann("((next: () => void) => void)[]")} = []; ${collect} const ${run} = (i${p.ann("number")})${p.ann("void")} => { if (i === ${steps}.length) { ${k()} } else { ${steps}[${at}]${p.typed ? "!" : ""}(() => ${run}(i + 1)); } }; ${run}(0);`;
    });
  }

  /** `P => Q` as an action: Q is an action when P holds, else nothing more is required. */
  private implies(whole: Expr, p: Expr, q: Expr, sc: EmitScope, k: Kont): string {
    const c = this.v.program.fresh("$c");
    const kf = this.shared(k);
    return kf.wrap(`let ${c}; ${this.v.actionTest(c, p, sc, sc.init ? "initImplies" : "nextImplies", whole)} if (${c}) { ${this.act(q, sc, kf.call)} } else { ${kf.call()} }`);
  }

  private conj(items: readonly Expr[], sc: EmitScope, k: Kont): string {
    const step = (i: number): string => (i === items.length ? k() : this.act(items[i]!, sc, () => step(i + 1)));
    return step(0);
  }

  private disj(items: readonly Expr[], sc: EmitScope, k: Kont): string {
    return this.disjParts(items.map((it) => (kk: Kont) => this.act(it, sc, kk)), k);
  }

  private disjParts(parts: readonly ((k: Kont) => string)[], k: Kont): string {
    const kf = this.shared(k);
    return kf.wrap(parts.map((p) => `{ ${p(kf.call)} }`).join(" "));
  }

  /**
   * `A \cdot B` as TLC runs it (Tool.getNextStates, OPCODE_cdot; docs/semantics.md,
   * "Action composition"): A runs from s into an intermediate state t that starts with
   * the variables already assigned before the composition holding s's values (TLC's
   * copyWith), followed by the rest of the action (the continuation), each complete
   * result being collected; then for each t, B runs from t, again followed by the
   * continuation, now reading t as the current state. The intermediate states count as
   * generated (TLC's incrementStatesGenerated), only when the composition hands its
   * successors straight to the checker: `emit.countGenerated` is absent on the
   * collectors of an enclosing composition. Inside a spec action `s`, `n` and `emit` are
   * swapped in place, so that continuations declared outside see them; elsewhere
   * (ENABLED, Init) the continuation runs after B only.
   */
  private composition(a: Expr, b: Expr, sc: EmitScope, k: Kont): string {
    // `s` and `n` are rebound inside: the continuation stays a closure over the outer ones, and what is assigned is not tracked.
    return this.withKnown(undefined, () => this.composed(a, b, sc, k));
  }

  private composed(a: Expr, b: Expr, sc: EmitScope, k: Kont): string {
    const p = this.v.program;
    const kf = this.shared(k, false);
    const mids = p.fresh("$mids");
    const u = p.fresh("$u");
    const startT = `n.map((v, i) => (v === undefined ? undefined : s[i]))`;
    if (!this.inPlace || sc.init) {
      const collect = this.act(a, sc, () => `${mids}.push(n.slice() as ${p.typed ? T.state : "never"});`.replace(" as never", ""));
      // t is made before the block that names it `n` (`const n = n.map(..)` would read the new, uninitialised n).
      const t = p.fresh("$t");
      return kf.wrap(`const ${mids}${p.ann(`${T.state}[]`)} = []; const ${t} = ${startT}; { const n${p.ann(`(${T.value} | undefined)[]`)} = ${t}; ${collect} } for (const ${u} of ${mids}) { const s = ${u}; ${this.act(b, sc, kf.call)} }`);
    }
    this.compositions++;
    const [s0, n0, e0] = [p.fresh("$s"), p.fresh("$n"), p.fresh("$emit")];
    return kf.wrap(
      `{ const ${s0} = s, ${n0} = n, ${e0} = emit; const ${mids}${p.ann(`${T.state}[]`)} = []; ` +
        `n = ${startT}; emit = $collector(${mids}); try { ${this.act(a, sc, kf.call)} } finally { n = ${n0}; emit = ${e0}; } ` +
        `${e0}.countGenerated?.(${mids}.length); emit = $forwarder(${e0}); ` +
        `try { for (const ${u} of ${mids}) { s = ${u}; n = ${n0}.slice(); ${this.act(b, sc, kf.call)} } } finally { s = ${s0}; n = ${n0}; emit = ${e0}; } }`,
    );
  }

  /**
   * A continuation that may be reached from several places. Each `call` stands for it in
   * the code given to `wrap`, which compiles it once, knowing what every place that
   * reaches it knows: in place when one place does or when it is short (no closure),
   * else as a local function declared before the code. `inline` false keeps it a function (`escape`
   * hands it over as a value, or the code rebinds `s` or `n` around a call).
   */
  private shared(k: Kont, inline = true): Shared {
    const name = this.v.program.fresh("$k");
    const marker = `\u0001${name}\u0001`;
    const reached: Known[] = [];
    return {
      call: () => {
        reached.push(this.known);
        return marker;
      },
      escape: () => {
        reached.push(undefined);
        return name;
      },
      wrap: (code) => {
        const around = code.split(marker);
        if (around.length === 1) return code;
        const body = this.withKnown(reached.reduce(meet), k);
        // Counted in the code: an enclosing continuation copied in place appears as often as it was copied.
        const uses = around.length - 1;
        if (inline && (uses === 1 || body.length * (uses - 1) <= MAX_COPIED_CONTINUATION)) return around.join(`{ ${body} }`);
        return `const ${name} = () => { ${body} }; ${around.join(`${name}();`)}`;
      },
    };
  }

  /** Whether every variable of the state being built is assigned here: undefined when that is known only at run time. */
  allAssigned(): boolean | undefined {
    const known = this.known;
    if (known === undefined) return undefined;
    if (known.includes("no")) return false;
    return known.every((a) => a === "yes") ? true : undefined;
  }

  private withKnown<T>(known: Known, f: () => T): T {
    const before = this.known;
    const complete = this.v.nextComplete;
    this.known = known;
    this.v.nextComplete = this.allAssigned();
    try {
      return f();
    } finally {
      this.known = before;
      this.v.nextComplete = complete;
    }
  }

  /** `f()` compiled for a next state of `variables` variables, none assigned yet (an action's or Init's start). */
  fromUnassigned<T>(variables: number, f: () => T): T {
    return this.withKnown(new Array<Assigned>(variables).fill("no"), f);
  }

  /** What is known after variable `i` was assigned. */
  private knownAssigned(i: number): Known {
    const known = this.known;
    if (known === undefined || known[i] === "yes") return known;
    const after = known.slice();
    after[i] = "yes";
    return after;
  }

  /**
   * `f()` compiled for a spec action of `variables` variables whose next state `n` is
   * declared (`declare`) only where the action first needs it: past its leading conjuncts
   * that are state-level guards or assignments of state-level values to unassigned
   * variables (a failing guard, the common case, then allocates nothing; the values
   * assigned on the way fill the declared array). Those parts are compiled where `n` is
   * the undefined of a state predicate; they never read it.
   */
  deferringNext(variables: number, declare: (slots: readonly string[]) => string, f: () => string): { code: string; hoisted: boolean } {
    const before = this.pendingNext;
    const pending = { declare, slots: new Array<string>(variables).fill("undefined"), hoisted: false };
    this.pendingNext = pending;
    try {
      const code = f();
      return { code, hoisted: pending.hoisted };
    } finally {
      this.pendingNext = before;
    }
  }

  /** Whether the action's next state is still to be declared (`withNext` declares it, just before its code). */
  nextPending(): boolean {
    return this.pendingNext !== undefined;
  }

  /** `code()` where the action's next state is declared: declared first if still pending. */
  withNext(code: () => string): string {
    const pending = this.pendingNext;
    if (pending === undefined) return code();
    this.pendingNext = undefined;
    try {
      const declaration = pending.declare(pending.slots);
      return pending.hoisted ? `{ ${declaration} ${code()} }` : `${declaration} ${code()}`;
    } finally {
      this.pendingNext = pending;
    }
  }

  /**
   * Whether walking `e` may go on with the next state undeclared: a conjunction, a label,
   * an operator applied to state-level arguments, a LET of state-level definitions (they
   * only pass the walk on), a part compiled as a guard (guardValue checks its level), an
   * assignment of a state-level value to an unassigned variable (assign checks UNCHANGED's),
   * a counted `\A`, an `\E` loop while nothing is assigned. Anything else that branches,
   * tests an assigned variable or shares its continuation needs `n` declared first.
   */
  private keepsNextPending(e: Expr, sc: EmitScope): boolean {
    const stateLevel = (x: Expr): boolean => this.v.levels.of(x, sc) < Level.Action;
    switch (e.kind) {
      case "Junction":
        return e.op === "/\\";
      case "Infix": {
        const b = this.v.meanings.resolved.operators.get(e);
        if (b?.kind !== "builtin") return true;
        if (b.name === "\\/" || b.name === "=>" || b.name === "\\cdot") return false;
        if (b.name !== "=" && b.name !== "\\in") return true;
        const target = this.assignable(e.left, sc);
        // An assignment of a state-level value to an unassigned variable: noted, declared with the array (assign).
        return target === undefined || (b.name === "=" && this.known?.[target.index] === "no" && stateLevel(e.right));
      }
      case "Quant":
        // A state-level \A that is not one boolean is counted first (countedForall), then declares `n`.
        if (e.op === "\\A" || e.op === "\\forall") return this.v.program.frames ? false : this.shape.isValue(e) || (!sc.init && stateLevel(e) && this.counter.allowed(e));
        // With nothing assigned yet, `\E` is a plain loop: each binding that passes the guards in its body declares `n` for itself.
        return e.op !== "\\E" && e.op !== "\\exists" ? true : this.allAssigned() === false && e.bounds.every((b) => stateLevel(b.set));
      case "Prefix":
        // UNCHANGED assigns what it can as `x' = x` (assign declares `n` where it cannot note the value).
        return true;
      case "Name":
        return e.prefix.every((p) => p.args.length === 0) && e.args.every(stateLevel);
      case "Let":
        return e.defs.every((d) => d.kind === "OperatorDef" && stateLevel(d.body));
      case "If":
      case "Case":
      case "AngleAction":
      case "BoxAction":
      case "FunctionApp":
        return false;
      default:
        return true;
    }
  }

  /**
   * `TLCDefer(e)` as a conjunct: TRUE, with e deferred to the successors of the rest of the
   * branch (TLC hands it to the successor state being built). e becomes a function of the
   * successor, which the simulator calls on the one it picks (ctx.deferred); the checker
   * sets no list, so breadth-first search never evaluates it, as TLC's.
   */
  private defer(arg: Expr, sc: EmitScope, k: Kont): string {
    const pending = this.pendingNext;
    if (pending !== undefined) pending.hoisted = true;
    const program = this.v.program;
    const d = program.fresh("$d");
    const deferred = `(n${program.ann(T.next)})${program.ann(T.value)} => { ${this.v.guard(sc, arg, `return ${this.v.val(arg, sc)};`)} }`;
    return `const ${d} = ctx.deferred; ${d}?.push(${deferred}); try { ${k()} } finally { ${d}?.pop(); }`;
  }

  /**
   * `body` (of a definition TLC's getNextStates/getInitStates descend into) when their walk would stop at it and
   * evaluate it, so that a non-boolean value is named by it; undefined for a body the walk goes on through.
   */
  private leafOf(body: Expr, sc: EmitScope): { expr: Expr; sc: EmitScope } | undefined {
    switch (body.kind) {
      case "Name":
      case "Junction":
      case "Quant":
      case "If":
      case "Case":
      case "Let":
      case "Label":
      case "FunctionApp":
      case "BoxAction":
      case "AngleAction":
        return undefined;
      case "Infix": {
        const b = this.v.meanings.resolved.operators.get(body);
        if (b?.kind === "builtin") return ["/\\", "\\/", "=>", "=", "\\in", "\\cdot"].includes(b.name) ? undefined : { expr: body, sc };
        // A standard module's operator is TLC's Java override (a value); a user's infix operator is walked.
        return b?.kind === "definition" && evaluatedNatively(b.entity as never) ? { expr: body, sc } : undefined;
      }
      case "Prefix": {
        const b = this.v.meanings.resolved.operators.get(body);
        return b?.kind === "builtin" && b.name === "UNCHANGED" ? undefined : { expr: body, sc };
      }
      default:
        return { expr: body, sc };
    }
  }

  /** A boolean-valued part: continue when it is TRUE. `named`: what TLC's walk would evaluate instead (leafOf). */
  private guardValue(e: Expr, sc: EmitScope, k: Kont, named?: { expr: Expr; sc: EmitScope }): string {
    const pending = this.pendingNext;
    if (pending !== undefined) {
      if (this.v.levels.of(e, sc) >= Level.Action) return this.withNext(() => this.guardValue(e, sc, k, named));
      pending.hoisted = true;
    }
    const c = this.v.program.fresh("$c");
    // TLC's getNextStates/getInitStates evaluate such a part and test it themselves ("expected a boolean
    // expression, but instead found"); a numeral or string literal they reach while some variable is
    // unassigned is no expression they walk ("The next state relation is not a boolean expression.").
    const leaf = named ?? { expr: e, sc };
    const literal = leaf.expr.kind === "Number" || leaf.expr.kind === "String";
    const relation = literal && this.allAssigned() !== true;
    const why = relation ? (sc.init ? "initRelation" : "nextRelation") : sc.init ? "initLeaf" : "nextLeaf";
    return `let ${c}; ${this.v.actionTest(c, e, sc, why, e, leaf.expr, leaf.sc)} if (${c}) { ${k()} }`;
  }

  /**
   * The index of the variable `e` assigns (`x'` in actions, `x` in Init), following
   * substitutions and zero-arity definitions, as TLC's getPrimedVar/getVar follow lazy
   * values and definitions: after substitution `q' = e` with q given x assigns x.
   */
  private assignable(e: Expr, sc: EmitScope, depth = 0): { index: number; name: string } | undefined {
    if (e.kind === "Postfix" && e.op === "'" && !sc.init) return this.variableOf(e.operand, sc, depth);
    if (sc.init) return this.variableOf(e, sc, depth);
    const meant = this.meantExpression(e, sc, depth);
    return meant === undefined ? undefined : this.assignable(meant.expr, meant.scope, depth + 1);
  }

  private variableOf(e: Expr, sc: EmitScope, depth = 0): { index: number; name: string } | undefined {
    if (e.kind === "Name" && e.args.length === 0) {
      const m = this.v.meanings.ofName(e, sc);
      if (m.kind === "variable") return { index: m.index, name: m.name };
      // A VARIABLE cut off from its substitution in a fairness formula's ENABLED (ValueEmitter.cutOffVariable).
      const cut = this.v.cutOffVariable(e, sc);
      if (cut !== undefined) return cut;
    }
    const meant = this.meantExpression(e, sc, depth);
    return meant === undefined ? undefined : this.variableOf(meant.expr, meant.scope, depth + 1);
  }

  /** For a name without arguments that stands for an expression (a substituted parameter, a zero-arity definition), that expression. */
  private meantExpression(e: Expr, sc: EmitScope, depth: number): { expr: Expr; scope: EmitScope } | undefined {
    if (e.kind !== "Name" || e.args.length > 0 || depth > MAX_INLINE_DEPTH) return undefined;
    return this.meantBy(this.v.meanings.ofName(e, sc), sc);
  }

  private meantBy(m: Meaning, sc: EmitScope): { expr: Expr; scope: EmitScope } | undefined {
    const at = (scope: Scope): EmitScope => ({ ...scope, primed: sc.primed, init: sc.init });
    if (m.kind === "local" && m.local.kind === "inline") return { expr: m.local.expr, scope: at(m.local.scope) };
    if (m.kind === "local" && m.local.kind === "js" && m.local.let !== undefined && m.local.let.def.params.length === 0) return { expr: m.local.let.def.body, scope: at(m.local.let.scope) };
    if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef" && m.entity.node.params.length === 0 && !m.entity.module.standard) {
      return { expr: m.entity.node.body, scope: at({ ...this.v.scopeFor(m.entity.module, m.chain), instanceLocals: sc.instanceLocals }) };
    }
    return undefined;
  }

  /** `oldFirst`: UNCHANGED's `x' = x` outside ENABLED, where TLC asks the current value `x` to compare itself with the one assigned. */
  private assign(target: { index: number }, value: Expr, at: Expr, sc: EmitScope, k: Kont, oldFirst = false): string {
    const t = this.v.program.fresh("$t");
    const i = target.index;
    const evaluate = `let ${t}; ${this.v.guard(sc, value, `${t} = ${this.v.val(value, sc)};`)} `;
    const assigned = this.known?.[i];
    const pending = this.pendingNext;
    if (pending !== undefined) {
      if (assigned !== "no" || this.v.levels.of(value, sc) >= Level.Action) return this.withNext(() => this.assign(target, value, at, sc, k, oldFirst));
      // Before `n` is declared: the value goes into the declaration (the continuation declares it where it needs it).
      pending.hoisted = true;
      pending.slots[i] = t;
      try {
        return evaluate + this.withKnown(this.knownAssigned(i), k);
      } finally {
        pending.slots[i] = "undefined";
      }
    }
    const set = (kk: Kont): string => `n[${i}] = ${t}; ${this.withKnown(this.knownAssigned(i), kk)} n[${i}] = undefined;`;
    // Inside ENABLED TLC's replay makes a failing comparison of a value built by a literal its FingerprintException
    // (observed: `ENABLED (x' = [a |-> 1] /\ UNCHANGED x)`); getNextStates' does not.
    const fingerprinted = this.inEnabled && this.v.program.frames;
    const same = (loc: number): string =>
      fingerprinted
        ? `(() => { try { return $fp(ctx, "=", n[${i}], ${t}, ($a, $b) => core.eq(ctx, $a, $b)); } catch ($e) { throw $at(${loc}, $e); } })()`
        : `$eqAt(ctx, ${oldFirst ? `${t}, n[${i}]` : `n[${i}], ${t}`}, ${loc})`;
    const test = (kk: Kont): string => `if (${same(this.v.program.location(sc.module, at))}) { ${kk()} }`;
    if (assigned === "no") return evaluate + set(k);
    if (assigned === "yes") return evaluate + test(k);
    const kf = this.shared(k);
    return kf.wrap(`${evaluate}if (n[${i}] === undefined) { ${set(kf.call)} } else ${test(kf.call)}`);
  }

  private assignIn(target: { index: number }, set: Expr, at: Expr, sc: EmitScope, k: Kont): string {
    const t = this.v.program.fresh("$t");
    const xs = this.v.program.fresh("$xs");
    const j = this.v.program.fresh("$j");
    const i = target.index;
    const loc = this.v.program.location(sc.module, at);
    const evaluate = `let ${t}; ${this.v.guard(sc, set, `${t} = ${this.v.val(set, sc)};`)} `;
    const assigned = this.known?.[i];
    const each = (kk: Kont): string =>
      `let ${xs}; try { ${xs} = core.enumerateRaw(ctx, ${t}); } catch ($e) { throw $at(${loc}, $inEnum($e, ${t}, $L[${loc}], ${sc.init === true})); } for (let ${j} = 0; ${j} < ${xs}.length; ${j}++) { n[${i}] = ${xs}[${j}]; ${this.withKnown(this.knownAssigned(i), kk)} } n[${i}] = undefined;`;
    const test = (kk: Kont): string => `if ($inAt(ctx, n[${i}], ${t}, ${loc})) { ${kk()} }`;
    if (assigned === "no") return evaluate + each(k);
    if (assigned === "yes") return evaluate + test(k);
    const kf = this.shared(k);
    return kf.wrap(`${evaluate}if (n[${i}] === undefined) { ${each(kf.call)} } else ${test(kf.call)}`);
  }

  /**
   * `UNCHANGED <<x, y>>` as `x' = x /\ y' = y`, looking through definitions such as `vars`.
   * In position-recording mode each expression met on the way (the tuple, each element, a
   * definition's name and its body) stays on the call stack for the rest of the action, as
   * TLC's processUnchanged pushes each one and goes on from inside it.
   */
  private unchanged(e: Expr, sc: EmitScope, k: Kont): string {
    const code = this.unchangedCode(e, sc, k);
    return this.v.program.frames ? this.framed(e, sc, code) : code;
  }

  private unchangedCode(e: Expr, sc: EmitScope, k: Kont): string {
    if (e.kind === "Tuple") {
      // TLC's enabledUnchanged (ENABLED, a WF/SF's replay) takes the first element, then the others last to second
      // (observed with TLC 2026.04: UNCHANGED <<a, b, c, d>> on the call stack as a, d, c, b); processUnchanged in order.
      const [first, ...rest] = e.elements;
      const order = this.inEnabled && first !== undefined ? [first, ...rest.reverse()] : e.elements;
      return this.conjParts(order.map((x) => (kk: Kont) => this.unchanged(x, sc, kk)), k);
    }
    if (e.kind === "Name" && e.args.length === 0) {
      const m = this.v.meanings.ofName(e, sc);
      if (m.kind === "variable" && !sc.init) {
        const prime: Expr = { kind: "Postfix", op: "'", operand: e, range: e.range };
        return this.assign(m, e, prime, sc, k, !this.inEnabled);
      }
      // TLC's enabledUnchanged: getVar finds the cut-off variable, which takes its (substituted) current value.
      const cut = this.v.cutOffVariable(e, sc);
      if (cut !== undefined) return this.assign(cut, e, { kind: "Postfix", op: "'", operand: e, range: e.range }, sc, k);
      const meant = this.meantBy(m, sc);
      // TLC's getVar follows parameters, LETs and definitions to a variable: then only `e` is on the stack; else each body met is.
      if (meant !== undefined) {
        // A VARIABLE of an instanced module replaced by an expression: not a partial primed read (ValueEmitter.name).
        const substituted = this.v.substitutionCutOff(e, sc);
        const partial = this.v.partialPrimedIndirections;
        try {
          return this.variableOf(e, sc) !== undefined ? this.unchangedCode(meant.expr, meant.scope, k) : this.unchanged(meant.expr, meant.scope, k);
        } finally {
          if (substituted) this.v.partialPrimedIndirections = partial;
        }
      }
    }
    return this.withNext(() => {
      const c = this.v.program.fresh("$c");
      return `let ${c}; ${this.v.guard(sc, e, `${c} = ${this.v.stepUnchanged(e, sc, this.inEnabled)};`)} if (${c}) { ${k()} }`;
    });
  }

  /**
   * `v' # v` for the subscript of `<<A>>_v` in a fairness formula's ENABLED when `v` reaches a VARIABLE
   * cut off from its substitution (ValueEmitter.cutOffVariable), else undefined. TLC's CHANGED is
   * enabledUnchanged's negation: it follows tuples and definitions down to variables found by getVar
   * (the cut-off one itself), an unassigned one taking its current value, so it counts as unchanged.
   */
  private cutOffChanged(e: Expr, sc: EmitScope, depth = 0): string | undefined {
    if (e.kind === "Tuple") {
      const parts = e.elements.map((x) => this.cutOffChanged(x, sc, depth));
      if (parts.every((p) => p === undefined)) return undefined;
      return `(${e.elements.map((x, i) => parts[i] ?? this.changedValue(x, sc)).join(" || ") || "false"})`;
    }
    if (e.kind !== "Name" || e.args.length > 0) return undefined;
    const cut = this.v.cutOffVariable(e, sc);
    // The current value is the receiver of the comparison, as in the rest of <<A>>_v (stepUnchanged).
    if (cut !== undefined) return `(n[${cut.index}] !== undefined && !core.eq(ctx, ${this.v.val(e, sc)}, n[${cut.index}]))`;
    if (this.v.meanings.ofName(e, sc).kind === "variable") return undefined;
    const meant = this.meantExpression(e, sc, depth);
    return meant === undefined ? undefined : this.cutOffChanged(meant.expr, meant.scope, depth + 1);
  }

  private changedValue(e: Expr, sc: EmitScope): string {
    return `!${this.v.stepUnchanged(e, sc)}`;
  }

  private conjParts(parts: readonly ((k: Kont) => string)[], k: Kont): string {
    const step = (i: number): string => (i === parts.length ? k() : parts[i]!(() => step(i + 1)));
    return step(0);
  }

  /**
   * A use of a definition, a LET operator or an operator passed as an argument is
   * walked as an action (TLC descends into user-defined operators whatever their level);
   * a parameter or LET name that stands for an expression walks that expression.
   */
  private name(e: NameExpr, sc: EmitScope, k: Kont): string {
    if (e.prefix.some((p) => p.args.length > 0)) return this.instancePath(e, sc, k);
    const m = this.v.meanings.ofName(e, sc);
    if (m.kind === "local") return this.local(m.local, e, this.v.meanings.appliedArgs(e), sc, k);
    if (m.kind === "definition") return this.definition(m, e, e.args, sc, k);
    return this.guardValue(e, sc, k);
  }

  /** `I(a)!Op` as an action: Op walked in a scope where I's parameters are bound to the arguments. */
  private instancePath(e: NameExpr, sc: EmitScope, k: Kont): string {
    const bound = this.v.instanceBindings(e, sc);
    if (typeof bound === "string") return this.guardValue(e, sc, k);
    const m = this.v.meanings.ofName(e, bound.inner);
    if (m.kind !== "definition") return this.guardValue(e, sc, k);
    const decls = bound.byValue.map((p) => `let ${p.name}${this.v.program.ann(instanceArgumentType(p))}; ${this.v.guard(sc, e, `${p.name} = ${p.value};`)} `).join("");
    return `{ ${decls}${this.definition(m, e, e.args, bound.inner, k)} }`;
  }

  private local(local: LocalMeaning, e: NameExpr, args: readonly Expr[], sc: EmitScope, k: Kont): string {
    if (local.kind === "inline") {
      const site: EmitScope = { ...local.scope, primed: sc.primed, init: sc.init };
      if (args.length === 0) return this.act(local.expr, site, k);
      // `Op(v)` where Op was given a LAMBDA or an operator's name: that operator applied to v.
      const target = local.expr;
      if (target.kind === "Lambda") return this.apply(target, target, site, e, args, sc, k);
      if (target.kind === "Name" && target.args.length === 0 && target.prefix.every((p) => p.args.length === 0)) {
        const m = this.v.meanings.ofName(target, local.scope);
        if (m.kind === "local") return this.local(m.local, e, args, sc, k);
        if (m.kind === "definition") return this.definition(m, e, args, sc, k);
      }
      return this.guardValue(e, sc, k);
    }
    const let_ = local.let;
    if (let_ !== undefined && let_.def.params.length > 0 && args.length === let_.def.params.length) {
      const bodyScope: EmitScope = { ...let_.scope, primed: false, init: sc.init };
      return this.apply(let_.def, let_.def, bodyScope, e, args, sc, k);
    }
    return this.guardValue(e, sc, k);
  }

  private definition(m: Extract<Meaning, { kind: "definition" }>, e: NameExpr, args: readonly Expr[], sc: EmitScope, k: Kont): string {
    const entity = m.entity;
    const node = entity.node;
    if (entity.module.name === "TLCExt" && entity.name === "TLCDefer" && args.length === 1) return this.defer(args[0]!, sc, k);
    if (evaluatedNatively(entity) || node?.kind !== "OperatorDef") return this.guardValue(e, sc, k);
    const bodyScope: EmitScope = { ...this.v.scopeFor(entity.module, m.chain), instanceLocals: sc.instanceLocals, init: sc.init };
    // TLC descends into every user-defined operator except zero-arity constant
    // definitions, which it evaluated once at start-up.
    if (node.params.length === 0 && this.v.levels.definitionLevel(entity, bodyScope) === Level.Constant) return this.guardValue(e, sc, k);
    return this.apply(entity, node, bodyScope, e, args, sc, k);
  }

  /**
   * The body of an operator walked as an action, its parameters bound to `args`
   * (compiled in `sc`): by name where they must be (ValueEmitter.passesByName), else
   * to values computed first. `key` identifies the operator on the inlining path.
   */
  private apply(key: object, def: OperatorDef | Lambda, bodyScope: EmitScope, e: NameExpr, args: readonly Expr[], sc: EmitScope, k: Kont): string {
    // A recursive operator is inlined once, then called (its unfolding is unbounded).
    // In position-recording mode a body that is one boolean is walked all the same: its arguments are then lazy (bindParameters), as TLC's.
    // TLC's walk descends into the body: a body it does not walk names itself in a non-boolean's message.
    if (this.shape.isValue(def.body) && !this.v.program.frames) return this.guardValue(e, sc, k, this.leafOf(def.body, bodyScope));
    if (this.depth >= MAX_INLINE_DEPTH || this.inlining.has(key)) return this.guardValue(e, sc, k);
    const { entries, byValue } = this.v.bindParameters(def, args, sc);
    const base: EmitScope = { ...bodyScope, primed: false, init: sc.init };
    // Arguments that may raise are lazy in the normal run, as TLC's (ValueEmitter.lazyParameterDecls).
    const decls = this.v.lazyParameterDecls(def, base, entries, byValue, sc, (arg, stmt) => this.v.guard(sc, arg, stmt));
    const inner = withLocals(base, entries) as EmitScope;
    const body = def.body;
    // The continuation is compiled inside the body (continuation-passing style) but is
    // not part of it: it sees the inlining state of the call site.
    const outside = (): string => {
      this.depth--;
      this.inlining.delete(key);
      try {
        return k();
      } finally {
        this.depth++;
        this.inlining.add(key);
      }
    };
    this.depth++;
    this.inlining.add(key);
    try {
      return `{ ${decls}${this.act(body, inner, outside)} }`;
    } finally {
      this.depth--;
      this.inlining.delete(key);
    }
  }
}
