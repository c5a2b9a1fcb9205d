// Compiles TLA+ expressions to JS expressions that compute their values. Emitted
// code sees `ctx` (the EvalContext, with `ctx.C` the .cfg constants, `ctx.S` the
// interned string literals, `ctx.K` the cache of constant-level definitions), `s`
// (the current state), `n` (the next state being built, `undefined` entries for
// unassigned variables) and JS variables for bound variables and parameters.
// Lazy operators are JS control flow; quantifiers loop over runtime/modules/core's
// enumerations in the order TLC uses (sorted for `\E`, `\A`, CHOOSE, `{e : x \in S}`,
// raw for `{x \in S : P}`), with the first bound variable varying fastest.

import type { Bound, Expr, Ident, Lambda, Let, NameExpr, Node, OpDecl, OperatorDef, FunctionDef } from "../../grammar/tla/ast.js";
import { childExprs } from "../analyse/children.js";
import { declaredRecursive } from "../analyse/specParts.js";
import { Level, chainKey, chainReadsLocals, meaningfulChain, moduleScope, withInstanceLocals, withLocals, type DefinitionEntity, type LocalMeaning, type Meanings, type Scope } from "../analyse/scope.js";
import type { LevelChecker } from "../analyse/levels.js";
import { ByNameParameters } from "../analyse/byName.js";
import type { Instantiation, ResolvedModule } from "../resolve/index.js";
import type { Binding, Visible } from "../resolve/model.js";
import { intLiteral } from "../../runtime/values/index.js";
import { NON_BOOLEAN, type FingerprintedOp } from "../../runtime/check/emitted.js";
import { jsString, mangle } from "./names.js";
import { evaluatedNatively, moduleAlias, nativeIsEffectFree, type Natives } from "./natives.js";
import { T, contextParams, paramType } from "./tsTypes.js";
import type { Program } from "./program.js";
import { ActionEmitter } from "./actionEmitter.js";
import { exceptFieldPath, fieldChain, fieldPathOperator, foldedSource, isPlainValueCode, isPlainValueExpr } from "./exceptFold.js";

/** A scope plus how variables are read: `primed` inside `e'`, `init` while compiling Init (variables are being assigned). */
export interface EmitScope extends Scope {
  readonly primed: boolean;
  readonly init: boolean;
  /**
   * Function constructors compiled here are kept lazy (docs/semantics.md, "Lazy
   * functions"): "keep" below the function of an application (TLC's KeepLazy), "pending"
   * in what TLC evaluates on first reference (operator arguments, LET and zero-arity
   * definitions), where the first use decides. Inherited by everything below.
   */
  readonly lazyFcns?: LazyFcns;
}

type LazyFcns = "keep" | "pending";
/** Standard operators applied by name that TLC overrides with a Java method of values (its arguments evaluated first, in order). */
const eagerStandardCalls: Readonly<Record<string, readonly string[]>> = {
  TLC: ["Assert", "Print", "PrintT", "ToString", "TLCEval"],
  Sequences: ["Len", "Append", "Head", "Tail", "SubSeq"],
  FiniteSets: ["Cardinality", "IsFiniteSet"],
};
/** What `constantShape` knows of a value that cannot raise: a tuple written as such has `tuple` elements. */
type ConstantShape = { readonly tuple?: number };

/** `sc` for what TLC evaluates on first reference: "pending", unless below an application's function already. */
function pending(sc: EmitScope): EmitScope {
  return sc.lazyFcns === undefined ? { ...sc, lazyFcns: "pending" } : sc;
}

/** Position-recording mode: how deep definitions called with arguments are compiled in place (`lazyArgumentsInPlace`). */
const MAX_LAZY_ARGUMENT_INLINING = 6;

/** How deep definitions reached through local-reading instantiations are compiled in place. */
const MAX_INLINE_DEFINITIONS = 24;

/** A set filter's predicate longer than this (JS characters) is compiled once, as a function the loop calls. */
const MAX_DUPLICATED_PREDICATE = 2000;

/** A zero-arity LET definition whose code is at most this long (JS characters) is cached in place at its uses, not in a closure. */
const MAX_INLINED_LET = 400;

/** Where a quantifier's loops know the answer early (`quant`); never in other emitted code (a NUL is escaped in JS strings). */
const EARLY_ANSWER = "\u0000";

/** Code before which nothing is evaluated: calls opened (of helpers and operators, not yet made) and their `ctx` arguments. */
const NOTHING_EVALUATED = /^(?:[\w$.]+\(|ctx, )*$/;

/** The key under which `@` of an EXCEPT clause is bound. */
const AT_KEY: Node = { kind: "At", range: { start: -1, end: -1 } };

const coreInfix: Readonly<Record<string, string>> = {
  "=": "eq",
  "#": "neq",
  "\\in": "inSet",
  "\\notin": "notInSet",
  "\\subseteq": "subsetEq",
  "\\cup": "union",
  "\\cap": "intersect",
  "\\": "setMinus",
};

const corePrefix: Readonly<Record<string, string>> = {
  SUBSET: "powerset",
  UNION: "bigUnion",
  DOMAIN: "domain",
};

export class ValueEmitter {
  private readonly definitionFns = new Map<string, string>();
  /** The variants of definitions taking some arguments as thunks (`definitionFn`'s `lazyMask`). */
  private readonly lazyVariantFns = new Map<string, string>();
  /** The uses (`p()`) of the thunk parameters of those variants (fresh names: unique in the program). */
  private readonly thunkParams = new Set<string>();
  /**
   * Uses of parameters that hold a value or a memoizing thunk (`typeof p === "function" ? p() : p`) → p: passed on
   * to a lazy parameter as they are, never forced by a call's `try` (an unused argument's PrintT must not print).
   */
  private readonly valueOrThunk = new Map<string, string>();

  /** The use of a parameter `x` holding a value or a memoizing thunk (see `valueOrThunk`). */
  private forced(x: string): string {
    const use = `(typeof ${x} === "function" ? ${x}() : ${x})`;
    this.valueOrThunk.set(use, x);
    return use;
  }

  /** `code` (an argument) passed to a parameter that takes a value or a thunk; `thunkOnly`: one that takes a thunk. */
  private lazyArgument(code: string, thunkOnly: boolean): string {
    if (this.thunkParams.has(code)) return code.slice(0, -2);
    const x = this.valueOrThunk.get(code);
    if (x !== undefined) return thunkOnly ? `(typeof ${x} === "function" ? ${x} : () => ${x})` : x;
    return thunk(code, (t) => this.program.ann(t));
  }

  /** Whether `code` (an argument) is a parameter already lazy: passed on as it is, never tried. */
  private passedOnLazily(code: string): boolean {
    return this.thunkParams.has(code) || this.valueOrThunk.has(code);
  }
  private readonly entityIds = new Map<DefinitionEntity, number>();
  private readonly building = new Set<string>();
  /** Definitions (and function-definition appliers) found to call themselves, directly or through others. */
  private readonly recursive = new Set<string>();
  /** Per definition (`definitionKey`): the parameters its body evaluates first (`strictParameters`). */
  private readonly strictParams = new Map<string, readonly number[]>();
  /** LET operators' numbers in `strictParams` keys. */
  private readonly letIds = new Map<OperatorDef, number>();
  /** How many functions of lazy-argument tries have been emitted (`callDefinition`). */
  private tryFns = 0;
  /** Zero-arity definitions of no instance (`constantShape`): what is known of their value, null if it may raise. */
  private readonly constantShapes = new Map<DefinitionEntity, ConstantShape | null>();
  /** Names whose instance-path arguments are bound in the scope being compiled. */
  private readonly prefixBound = new Set<NameExpr>();
  /** Depth of definitions compiled in place (through instantiations that read locals). */
  private inlineDepth = 0;
  /**
   * How many primed expressions other than variables (`vrootBar'` through an instance
   * substitution, `Op'` of a definition) were compiled: such a prime reads the next
   * state as a whole, which ENABLED's partial next state cannot give (see temporalEmitter).
   */
  primedIndirections = 0;
  /**
   * The primed indirections compiled where the next state may still be partial
   * (nextComplete not true): their reads of an unassigned variable fail as TLC's do.
   */
  partialPrimedIndirections = 0;
  /** Compiles the actions inside `ENABLED`, created on first use. */
  private actionEmitter: ActionEmitter | undefined;
  /**
   * Whether every variable of the next state being built (`n`) is assigned where code is
   * being compiled, as the action emitter knows it (ActionEmitter.withKnown); undefined when
   * only the run knows. A primed definition reads `n` as its state (stateArg).
   */
  nextComplete: boolean | undefined = undefined;
  /**
   * While an ENABLED (or a WF/SF's) is compiled: the number of instantiations entered before it (before
   * the fairness formula). A substitution of one of those is cut off from TLC's ENABLED (see name()).
   */
  fairnessChainLength = Number.MAX_SAFE_INTEGER;
  /**
   * While an ENABLED is compiled: the next-state slots of the VARIABLEs its action sees cut off
   * from their substitutions (TLC's TLCStateFun binds them by name; one that names no variable of the
   * spec gets a slot past the spec's variables). See cutOffVariable.
   */
  cutOffSlots: Map<string, number> | undefined = undefined;
  /** The spec's number of variables, once the spec emitter knows it: ENABLED's next state starts with none assigned. */
  variableCount: number | undefined = undefined;
  /** Zero-arity constant-level definitions get a slot in `ctx.K`. */
  cacheSlots = 0;
  /** Constant-level definitions with arguments get a memo in `ctx.M` (runtime/check/emitted.ts, `$memo1`). */
  private memoSlots = 0;
  /** Zero-arity state-level definitions get a slot in each of `ctx.A` and `ctx.P` (runtime/check/emitted.ts, `$stateMemo`). */
  stateSlots = 0;
  /**
   * Calls emitted so far of operators with an effect (Print, TLCSet, ...) or of definitions
   * that make such calls: a definition whose compilation raised it is not memoized, and
   * neither is any definition that calls it (`effectFns`).
   */
  private effects = 0;
  private readonly effectFns = new Set<string>();
  /**
   * The loop IIFE `loops` made last, and its statements: a definition whose body is
   * that IIFE (`StateRank(s) == CHOOSE i \in DOMAIN order : ...`) runs the statements
   * as its own body instead of allocating and calling a closure on every call. The
   * outermost loop of a body is made last, after those nested in it.
   */
  private lastLoop: { readonly iife: string; readonly statements: string } | undefined;
  /** While `assignTest` compiles its expression: the `\A` and `\E` IIFEs `quant` made, each with the statements that set a variable to its value (in a block labelled `label`). */
  private quants: Map<string, (target: string, label: string) => string> | undefined;
  /** Functions of zero-arity constant-level definitions (cached in `ctx.K`): a call is a constant. */
  private readonly constantFns = new Set<string>();
  /**
   * Operator applications inside a quantifier's body that do not depend on its bound
   * variables (`hoistInvariants`), each with the JS variable that keeps its value for one
   * evaluation of the quantifier; `used` once compiled through it.
   */
  private readonly invariantCalls = new Map<Expr, { readonly name: string; used: boolean }>();
  /**
   * Functions of zero-arity constant-level definitions whose body is a literal or a .cfg
   * constant (`pending == "pending"`): a call can neither fail nor have an effect, so it is
   * a value at hand (`isReadyValue`).
   */
  private readonly literalFns = new Set<string>();
  /** Code of the literals `constantLiteral` keeps in `ctx.K`: constants themselves. */
  private readonly hoistedLiterals = new Set<string>();
  /** Which parameters take their arguments by name (docs/semantics.md, "Operator arguments are substituted"). */
  readonly byName: ByNameParameters;
  /**
   * Whether set literals and set maps remember the order they were built in: only SVG's
   * override reads it (docs/semantics.md, "Written order"), so only a spec that loads SVG
   * pays for it.
   */
  readonly writtenSets: boolean;
  /**
   * Set literals and set maps written as an operand of `\cup`, `\`, `\cap`: TLC's SetEnumValue
   * methods walk them in the order built (not normalised yet), so they remember it (`heldMask`).
   */
  private readonly writtenOperands = new Set<Expr>();
  /** Operators being compiled in place by `substituted`, to stop at recursion. */
  private readonly substituting = new Set<OperatorDef | Lambda>();
  /** The LET RECURSIVE operators compiled so far (`letDefs`), and the primed JS functions of those being compiled (`primedRecursiveLet`). */
  private readonly recursiveLets = new Set<OperatorDef>();
  private readonly primedLets = new Map<OperatorDef, string>();
  /** The RECURSIVE operators being compiled in place by `inlineDefinition` (by `definitionKey`), and their JS functions. */
  private readonly inlinedRecursive = new Map<string, string>();

  constructor(
    readonly program: Program,
    readonly meanings: Meanings,
    readonly levels: LevelChecker,
    readonly natives: Natives,
  ) {
    this.byName = new ByNameParameters(meanings.resolved);
    this.writtenSets = meanings.resolved.modules.some((m) => m.name === "SVG");
  }

  /**
   * Whether `arg` is passed to `param` as an expression (compiled where the parameter is
   * used) rather than as its value: operator arguments, arguments that mention primes,
   * in Init (where variables are being assigned) state-level ones, and state-level
   * arguments of by-name parameters.
   */
  passesByName(param: OpDecl | Ident, byName: ReadonlySet<Node>, arg: Expr, sc: EmitScope): boolean {
    if (param.kind === "OpDecl" && param.arity > 0) return true;
    const level = this.levels.of(arg, sc);
    return level >= Level.Action || (level >= Level.State && (sc.init || byName.has(param)));
  }

  /**
   * The parameters of `def` bound to `args`: by name (see passesByName) or to fresh JS
   * variables (`byValue`: each one's name, argument and the code computing its value).
   */
  bindParameters(def: OperatorDef | Lambda, args: readonly Expr[], sc: EmitScope): { entries: [Node, LocalMeaning][]; byValue: ByValueParameter[] } {
    const byName = this.byName.of(def);
    const entries: [Node, LocalMeaning][] = [];
    const byValue: ByValueParameter[] = [];
    def.params.forEach((p, i) => {
      const arg = args[i]!;
      if (this.passesByName(p, byName, arg, sc)) {
        entries.push([p, { kind: "inline", expr: arg, scope: sc }]);
        return;
      }
      const name = this.program.fresh("$p");
      if (this.program.frames) {
        // Position-recording mode: TLC binds the argument to a LazyValue (Tool.getOpContext), evaluated at its
        // first use, so an error in it lists the body's positions and the parameter's before the argument's.
        byValue.push({ name, arg, param: i, effect: false, value: `((f) => { let v; return () => (v === undefined ? (v = f()) : v); })(() => ${this.val(arg, sc)})` });
        entries.push([p, js(`${name}()`, this.levels.of(arg, sc))]);
        return;
      }
      const before = this.effects;
      const value = this.val(arg, sc);
      byValue.push({ name, arg, value, param: i, effect: this.effects !== before });
      entries.push([p, js(name, this.levels.of(arg, sc))]);
    });
    return { entries, byValue };
  }

  /**
   * Normal run: the by-value parameters of an operator compiled in place (`substituted`, an action walked through
   * its body) that TLC binds lazily too (Tool.getOpContext; OpLambdaValue's getVal for a LAMBDA or an operator
   * passed as an argument), as `letCall` does: an argument that may raise, for a parameter the body does not
   * force first, is tried; if it raises, its variable holds a memoizing thunk instead, forced at each use
   * (`typeof p === "function" ? p() : p`: values are never JS functions); an argument with an effect is always
   * a thunk. Rewrites those parameters' `entries` and gives the declarations of the variables in parameter
   * order (`guard(arg, stmt)` wraps an eager assignment); the other parameters are declared `let name = value`.
   * Position-recording mode binds every argument to a thunk already (`bindParameters`).
   */
  lazyParameterDecls(def: OperatorDef | Lambda, bodyScope: Scope, entries: [Node, LocalMeaning][], byValue: readonly ByValueParameter[], sc: EmitScope, guard: (arg: Expr, stmt: string) => string): string {
    const ann = (t: string): string => this.program.ann(t);
    const raises = byValue.map((p) => !this.program.frames && this.mayRaise(p.arg, p.value, sc));
    const strict = new Set<number>();
    if (def.kind === "OperatorDef" && def.params.every((p) => p.arity === 0) && raises.some((r) => r)) {
      for (const j of this.strictLetParameters(def, bodyScope)) {
        const k = byValue.findIndex((p) => p.param === j);
        if (k < 0 || !raises[k]) continue;
        if ([...strict].some((x) => x > k)) break;
        strict.add(k);
      }
    }
    return byValue
      .map((p, k) => {
        if (!raises[k] || strict.has(k)) return `let ${p.name}${ann(T.value)}; ${guard(p.arg, `${p.name} = ${p.value};`)} `;
        const at = entries.findIndex(([node]) => node === def.params[p.param]);
        entries[at] = [entries[at]![0], js(this.forced(p.name), this.levels.of(p.arg, sc))];
        const decl = `let ${p.name}${ann(`${T.value} | (() => ${T.value})`)}; `;
        if (this.passedOnLazily(p.value)) return `${decl}${p.name} = ${this.lazyArgument(p.value, false)}; `;
        // The thunk raises from the argument's location, as the eager assignment did.
        const lazy = `((f${ann(`() => ${T.value}`)}) => { let v${ann(`${T.value} | undefined`)}; return () => (v === undefined ? (v = f()) : v); })(()${ann(T.value)} => { ${guard(p.arg, `return ${p.value};`)} })`;
        if (p.effect) return `${decl}${p.name} = ${lazy}; `;
        return `${decl}try { ${p.name} = ${p.value}; } catch ($e) { $undeferred($e); ${p.name} = ${lazy}; } `;
      })
      .join("");
  }

  scopeFor(module: ResolvedModule, chain: readonly Instantiation[]): EmitScope {
    return { ...moduleScope(module, chain), primed: false, init: false };
  }

  /**
   * A set or tuple literal whose elements are all constants (literals, .cfg constants,
   * constant definitions, such literals nested), a product `S \X T` of such sets
   * (a grid's `{-1, 0, 1} \X {-1, 0, 1}`, enumerated again on every evaluation), a set
   * of functions or records, SUBSET, UNION or DOMAIN of one, `\cup`, `\`, `=` and the other
   * infix operators of core on two (TypeOK's `[Procs -> (SUBSET Procs) \ {{}}]`, asked for
   * every state), or an effect-free standard operator applied to such values
   * (`1..N`, `Seq(Msgs)`) is built once and kept in a `ctx.K`
   * slot, like a constant definition: SwarmKit's `{<<assigned, accepted>>, ...}` inside
   * a quantifier was rebuilt and re-sorted on every evaluation, and TypeOK's
   * `x \in [0..N-1 -> ...]` a new interval, and its element array, on every state. Values are immutable
   * and the operators pure, so only the work changes; an evaluation that throws
   * caches nothing and throws again where it did. The empty sequence and set are kept too
   * (LamportMutex asks `network[q][p] # << >>` of every pair in every state).
   */
  private constantLiteral(code: string, elements: readonly string[]): string {
    // Position-recording mode builds each value where TLC does, so that it has its own source (`$src`).
    if (this.program.frames) return code;
    if (elements.length === 0 && !/^core\.(?:setEnum(?:Written)?|tuple)\(ctx\)$/.test(code)) return code;
    if (!elements.every((x) => this.isConstantCode(x))) return code;
    const hoisted = `(ctx.K[${this.cacheSlots++}] ??= ${code})`;
    this.hoistedLiterals.add(hoisted);
    return hoisted;
  }

  private isConstantCode(code: string): boolean {
    // A negative literal is Integers' unary minus applied to a numeral.
    if (/^(?:ctx\.[SC]\[\d+\]|\d+|true|false|M_Integers\.negate\(ctx, \d+\)|core\.(?:setEnum(?:Written)?|tuple)\(ctx\))$/.test(code) || this.hoistedLiterals.has(code)) return true;
    const call = /^([\w$]+)\(ctx, (?:s|n|\$st\(n\)|\$ns\(n, \$VARS\)), n\)$/.exec(code);
    return call !== null && this.constantFns.has(call[1]!);
  }

  /**
   * Whether TLC holds the value of `e` as a SetEnumValue not normalised yet (isNorm false) where it
   * is built: a set literal or set map (Tool's OPCODE_se and OPCODE_soa), a `\cup` (SetEnumValue.cup's
   * result), a `\` or `\cap` of such a left operand (their results keep the receiver's flag).
   * Its member() then walks it with `equals` rather than searching it (docs/semantics.md).
   */
  private heldByTlc(e: Expr, depth = 0): boolean {
    if (e.kind === "SetEnum") return e.elements.length > 0;
    if (e.kind === "SetMap") return true;
    if (depth > 8) return false;
    if (e.kind === "Name") {
      // An operator's body is evaluated afresh at each use, but a constant definition without
      // parameters is evaluated once at start-up and normalised (SpecProcessor's deepNormalize).
      const binding = this.meanings.resolved.references.get(e);
      if (binding?.kind !== "definition" || binding.entity.kind !== "operator" || binding.via.length > 0) return false;
      const def = binding.entity.node;
      if (def === undefined || def.kind !== "OperatorDef") return false;
      if (binding.entity.arity === 0 && this.constantBody(def.body, binding.entity.module)) return false;
      return this.heldByTlc(def.body, depth + 1);
    }
    if (e.kind !== "Infix") return false;
    const binding = this.meanings.resolved.operators.get(e);
    if (binding?.kind !== "builtin") return false;
    if (binding.name === "\\cup") return true;
    return (binding.name === "\\" || binding.name === "\\cap") && this.heldByTlc(e.left, depth + 1);
  }

  /** Whether `body`, a definition's in `module`, is constant-level (a LET's body reading bound variables is not). */
  private constantBody(body: Expr, module: ResolvedModule): boolean {
    try {
      return this.levels.of(body, this.scopeFor(module, [])) === Level.Constant;
    } catch {
      return false;
    }
  }

  /**
   * For `\cup`, `\`, `\cap`: bit 1 when TLC holds the left operand unnormalised, bit 2 the right
   * (`heldByTlc`). Literals and set maps among them remember the order they were built in where
   * TLC walks it: both operands of `\` and `\cap`, only the left of `\cup` (the right one is
   * enumerated, which normalises it first).
   */
  private heldMask(e: Extract<Expr, { kind: "Infix" }>, cup: boolean): number {
    for (const x of cup ? [e.left] : [e.left, e.right]) if (x.kind === "SetEnum" || x.kind === "SetMap") this.writtenOperands.add(x);
    return (this.heldByTlc(e.left) ? 1 : 0) | (this.heldByTlc(e.right) ? 2 : 0);
  }

  /**
   * Position-recording mode: `op`'s code on operands `$a`, `$b`, whose failure inside a value with a
   * source is TLC's FingerprintException (`$fp`, runtime/check/emitted.ts); `not` negates the answer.
   */
  private fingerprinted(not: "" | "!", op: FingerprintedOp, code: string, a: string, b: string): string {
    return `${not}$fp(ctx, ${jsString(op)}, ${a}, ${b}, ($a, $b) => ${code})`;
  }

  /**
   * For a set literal of constant elements, a tuple of its elements in written order (kept in
   * `ctx.K`): TLC's literal is a fresh, unnormalised SetEnumValue whose membership is a linear
   * `equals` in that order (core.inLiteral); undefined for any other set.
   */
  private writtenLiteral(e: Expr, sc: EmitScope): string | undefined {
    if (e.kind !== "SetEnum" || e.elements.length === 0) return undefined;
    const elements = e.elements.map((x) => this.val(x, sc));
    if (!elements.every((x) => this.isConstantCode(x))) return undefined;
    // A tuple: a value (ctx.K holds values) whose elements keep the written order.
    return `(ctx.K[${this.cacheSlots++}] ??= core.tuple(ctx, ${elements.join(", ")}))`;
  }

  /**
   * Whether the subscript `v` of `[A]_v`, `<<A>>_v` or an UNCHANGED keeps its value in the step:
   * TLC's Tool evaluates v in the current state, then in the next, and asks the current value
   * (`v0.equals(v1)`), so a comparison error is worded by the current value's class; in
   * position-recording mode a current value built by a literal of the replay makes it TLC's
   * FingerprintException, as `=` does. `nextAsks`: ENABLED's UNCHANGED, where TLC asks the value
   * the action gave (`v1.equals(v0)`), evaluated first.
   */
  stepUnchanged(v: Expr, sc: EmitScope, nextAsks = false): string {
    const [a, b] = nextAsks ? [this.val(v, { ...sc, primed: true }), this.val(v, { ...sc, primed: false })] : [this.val(v, { ...sc, primed: false }), this.val(v, { ...sc, primed: true })];
    return this.program.frames ? this.fingerprinted("", "=", "core.eq(ctx, $a, $b)", a, b) : `core.eq(ctx, ${a}, ${b})`;
  }

  /** `try { body } catch (e) { throw $at(loc, e) }` around a statement list. */
  guard(sc: EmitScope, node: Node, body: string): string {
    return `try { ${body} } catch ($e) { throw $at(${this.program.location(sc.module, node)}, $e); }`;
  }

  /** A JS expression for the value of `e`. */
  val(e: Expr, sc: EmitScope): string {
    const kept = this.invariantCalls.get(e);
    if (kept !== undefined) return this.keptCall(e, sc, kept);
    let code = this.valueCode(e, sc);
    if (!this.program.frames) return code;
    const binding = this.meanings.resolved.operators.get(e as never);
    if (isSourced(e, binding)) {
      // A set built by `\cup`, `\`, `\cap` or a filter fails, if at all, in its operands' methods (their own source), not later in its own.
      const built = e.kind === "SetFilter" || (e.kind === "Infix" && binding?.kind === "builtin" && ["\\cup", "\\", "\\cap"].includes(binding.name));
      // A filter's lazy SetPredValue gets no source from TLC (EnumerateFilterNext), its enumerated result does (FilterMemberSource).
      code = `$src(ctx, ${this.program.location(sc.module, e)}, () => ${code}${built ? (e.kind === "SetFilter" ? ", 2" : ", 1") : ""})`;
    }
    // Position-recording mode (Program.frames): `e` records its position on an error from its evaluation, after the INSTANCEs it enters.
    const framed = this.enteredInstances(e, sc).reduceRight((inner, loc) => `$fr(${loc}, () => ${inner})`, code);
    return `$fr(${this.program.location(sc.module, e)}, () => ${framed})`;
  }

  /**
   * Position-recording mode: the locations of the INSTANCE statements an application `e`
   * enters, outermost first. TLC evaluates a definition of an instance with parameters
   * through its SubstInNode, which its call stack lists between the application and the body.
   */
  enteredInstances(e: Expr, sc: EmitScope): number[] {
    if (e.kind !== "Name") return [];
    const m = this.meanings.ofName(e, sc);
    if (m.kind !== "definition" || m.chain.length <= sc.chain.length) return [];
    return m.chain
      .slice(sc.chain.length)
      .filter((i) => i.substitutions.size > 0)
      .map((i) => this.program.location(i.from, i.moduleDef ?? i.instance));
  }

  private valueCode(e: Expr, sc: EmitScope): string {
    switch (e.kind) {
      case "Name":
        return this.name(e, sc);
      case "Number":
        return this.number(e, sc);
      case "String":
        return `ctx.S[${this.program.string(e.value)}]`;
      case "At": {
        const at = sc.locals.get(AT_KEY);
        if (at === undefined || at.kind !== "js") return this.unsupported(e, sc, "@ outside an EXCEPT");
        return at.js;
      }
      case "StepRef":
        return this.unsupported(e, sc, "proof step references");
      case "Prefix":
        return this.prefix(e, sc);
      case "Infix":
        return this.infix(e, sc);
      case "Postfix":
        if (e.op === "'") return this.val(e.operand, { ...sc, primed: true });
        return this.userOperator(e, [e.operand], sc);
      case "Times": {
        const sets = e.sets.map((x) => this.val(x, sc));
        return this.constantLiteral(`core.product(ctx, ${sets.join(", ")})`, sets);
      }
      case "Junction":
        return this.junction(e.op === "/\\" ? "&&" : "||", e.items, sc, e);
      case "Quant":
        return this.quant(e.op === "\\A" || e.op === "\\forall", e.bounds, e.body, sc, e);
      case "UnboundedQuant":
        // TLC accepts the spec and fails only if it evaluates one (Tool.java, OPCODE_ue/uf).
        if (e.op === "\\E" || e.op === "\\exists" || e.op === "\\A" || e.op === "\\forall") {
          return `$unbounded(${jsString(e.op === "\\E" || e.op === "\\exists" ? "\\E" : "\\A")})`;
        }
        return this.unsupported(e, sc, "temporal quantifiers \\EE and \\AA");
      case "Choose":
        return this.choose(e, sc);
      case "SetEnum": {
        if (this.program.frames && e.elements.length === 0) return "core.emptySetLiteral(ctx)";
        const elements = e.elements.map((x) => this.val(x, sc));
        const written = this.writtenSets || (this.writtenOperands.has(e) && elements.length > 1);
        return this.constantLiteral(`core.${written ? "setEnumWritten" : "setEnum"}(ctx${elements.map((x) => ", " + x).join("")})`, elements);
      }
      case "SetFilter":
        return this.setFilter(e.bound, e.predicate, sc, e);
      case "SetMap": {
        // The SVG override reads a set map's built order (`writtenSets`), which rangeOf does not keep.
        const written = this.writtenSets || this.writtenOperands.has(e) || this.program.frames;
        const fn = written ? undefined : this.rangeOperand(e, sc);
        if (fn !== undefined) return `core.rangeOf(ctx, ${this.val(fn, sc)})`;
        return this.loops(e.bounds, sc, "sorted", (inner) => `$r.push(${this.val(e.element, inner)});`, `const $r${this.program.ann(T.value + "[]")} = [];`, `return core.${written ? "setOfArrayWritten" : "setOfArray"}(ctx, $r);`);
      }
      case "FunctionCtor": {
        const effectsBefore = this.effects;
        const code = this.functionCtor(e.bounds, e.body, sc);
        return this.effects === effectsBefore ? this.closedConstantValue(e, sc, code) : code;
      }
      case "FunctionSet": {
        const sets = [this.val(e.domain, sc), this.val(e.range_, sc)];
        return this.constantLiteral(`core.fcnSet(ctx, ${sets.join(", ")})`, sets);
      }
      case "RecordCtor":
        return `core.record(ctx, [${e.fields.map((f) => jsString(f.name.name)).join(", ")}], [${e.fields.map((f) => this.val(f.value, sc)).join(", ")}])`;
      case "RecordSet": {
        const sets = e.fields.map((f) => this.val(f.value, sc));
        return this.constantLiteral(`core.recordSet(ctx, [${e.fields.map((f) => jsString(f.name.name)).join(", ")}], [${sets.join(", ")}])`, sets);
      }
      case "Except":
        return this.except(e, sc);
      case "Tuple": {
        if (this.program.frames && e.elements.length === 0) return "core.emptyTupleLiteral(ctx)";
        const elements = e.elements.map((x) => this.val(x, sc));
        return this.constantLiteral(`core.tuple(ctx${elements.map((x) => ", " + x).join("")})`, elements);
      }
      case "FunctionApp": {
        const applier = this.applierOf(e.fn, e.args.length, sc);
        if (applier !== undefined) return applier(e.args.map((a) => this.val(a, sc)));
        const fn = this.val(e.fn, sc.lazyFcns === "keep" ? sc : { ...sc, lazyFcns: "keep" });
        if (e.args.length === 1) {
          if (this.program.frames) return this.fingerprinted("", "apply", "core.apply(ctx, $a, $b)", fn, this.val(e.args[0]!, sc));
          return `core.apply(ctx, ${fn}, ${this.val(e.args[0]!, sc)})`;
        }
        return `core.applyN(ctx, ${fn}${e.args.map((a) => ", " + this.val(a, sc)).join("")})`;
      }
      case "RecordField": {
        const { base, fields } = fieldChain(e);
        return this.foldedRead(base, fields, sc, () => `core.fieldAt(ctx, ${this.val(e.record, sc)}, ${this.program.fieldSite(e.field.name)})`);
      }
      case "If":
        return `(${this.formula(e.cond, "if", e, sc)} ? ${this.val(e.then, sc)} : ${this.val(e.else_, sc)})`;
      case "Case": {
        // No true arm and no OTHER: TLC's Assert.fail at the CASE, whose location its message ends with.
        let out = e.other === undefined ? `(() => { throw $at(${this.program.location(sc.module, e)}, $caseError()); })()` : this.val(e.other, sc);
        for (let i = e.arms.length - 1; i >= 0; i--) {
          const arm = e.arms[i]!;
          out = `(${this.formula(arm.guard, "case", e, sc, arm.guard)} ? ${this.val(arm.body, sc)} : ${out})`;
        }
        return out;
      }
      case "Let": {
        const { decls, scope } = this.letDefs(e, sc);
        // A definition whose body is the LET declares its definitions itself, without the IIFE (`lastLoop`).
        return this.loopIife(`${decls} return ${this.val(e.body, scope)};`, "", "");
      }
      case "Lambda": {
        // A subexpression operator's parameters may be its definition's (OpDecl, scope.ts `subexpression`).
        const names = e.params.map((p: Ident | OpDecl) => this.program.fresh(mangle("p", p.kind === "OpDecl" ? p.name.name : p.name)));
        // TLC's OpLambdaValue binds its arguments lazily (getVal): a value parameter may be given a memoizing thunk
        // (`$lazyOp`, `callOperatorValue`), forced at each use; values are never JS functions.
        const valueParam = (p: Ident | OpDecl): boolean => p.kind !== "OpDecl" || p.arity === 0;
        const inner = withLocals(sc, e.params.map((p, i) => [p, js(valueParam(p) ? this.forced(names[i]!) : names[i]!, Level.Constant)] as const)) as EmitScope;
        // Named as made (runtime/check/recursion.ts `$made`), so that a recursion passing it
        // down runs deep; inside a recursion its applications count as nested calls, so that
        // a chain of LAMBDAs each calling the one it was made from (`Chain(LAMBDA x : f(x) + 1,
        // n - 1)`) applied 100,000 deep is deferred as a recursive operator is.
        const fn = this.program.fresh("lambda");
        const params = names.map((x, i) => x + this.program.ann(valueParam(e.params[i]!) ? `${T.value} | (() => ${T.value})` : T.value)).join(", ");
        return (
          `$lazyOp($made(ctx.R, function ${fn}(${params})${this.program.ann(T.value)} { const $R = ctx.R; ` +
          `if ($R.depth >= $DEEP) return $recurse($R, ${fn}, [${names.join(", ")}]); const $d = $R.depth; if ($d > 0) $R.depth++; ` +
          `try { return ${this.val(e.body, inner)}; } finally { $R.depth = $d; } }))`
        );
      }
      case "BoxAction":
        return `($b(${this.val(e.action, sc)}) || ${this.stepUnchanged(e.subscript, sc)})`;
      case "AngleAction":
        return `($b(${this.val(e.action, sc)}) && !${this.stepUnchanged(e.subscript, sc)})`;
      case "Fairness":
        return this.unsupported(e, sc, "fairness conditions inside expressions");
      case "Label":
        return this.val(e.body, sc);
    }
  }

  /** For `f[args]` where f is a function definition, the JS function applying it directly. */
  private applierOf(fn: Expr, argCount: number, sc: EmitScope): ((args: readonly string[]) => string) | undefined {
    // `J(k)!f[a]`: the instance's arguments are bound where the name is compiled (`val`), not here.
    if (fn.kind !== "Name" || fn.args.length > 0 || fn.prefix.some((p) => p.args.length > 0)) return undefined;
    const binding = this.meanings.resolved.references.get(fn);
    if (binding?.kind !== "definition" || binding.entity.node?.kind !== "FunctionDef") return undefined;
    const node = binding.entity.node;
    if (!isSimpleFunctionDef(node) || flatBounds(node.bounds).length !== argCount) return undefined;
    const local = sc.locals.get(node.bounds[0]!);
    if (local !== undefined) return local.kind === "js" ? (args) => `${local.js}(${args.join(", ")})` : undefined;
    const m = this.meanings.ofBinding(binding, sc);
    if (m.kind !== "definition" || m.entity !== binding.entity || m.entity.module.standard) return undefined;
    const key = this.definitionKey(m.entity, m.chain) + "|app";
    if (chainReadsLocals(m.chain, sc)) return this.inlineApplier(node, m.entity.module, m.chain, key, sc);
    let name = this.definitionFns.get(key);
    if (name !== undefined && this.building.has(key)) this.markCycle(key);
    if (name !== undefined && this.effectFns.has(name)) this.effects++;
    if (name === undefined) {
      name = mangle("d", m.entity.name) + `$app${this.definitionFns.size}`;
      this.definitionFns.set(key, name);
      this.building.add(key);
      const effectsBefore = this.effects;
      const inner = this.scopeFor(m.entity.module, m.chain);
      const { names, statements } = this.applierParts(node, inner);
      this.building.delete(key);
      if (this.effects !== effectsBefore) this.effectFns.add(name);
      const params = [contextParams(this.program.typed), ...names.map((a) => a + this.program.ann(T.value))].join(", ");
      const guarded = this.guard(inner, node.body, statements);
      const ret = this.program.ann(T.value);
      if (this.recursive.has(key)) {
        this.program.functions.push(`function ${name}(${params})${ret} { ${this.recursionGuard(name, ["ctx", "s", "n", ...names], guarded)} }`);
      } else if (names.length <= 2 && this.effects === effectsBefore && this.levels.definitionLevel(m.entity, inner) === Level.Constant) {
        // `HostOf[pid \in Procs] == CHOOSE n \in Node : ...` reads no variable: its value at
        // an argument is remembered as a constant operator's is (`$memo1`).
        this.program.functions.push(`function ${name}$body(${params})${ret} { ${guarded} } function ${name}(${params})${ret} { return $memo${names.length}(ctx, ${this.memoSlots++}, ${name}$body, s, n, ${names.join(", ")}); }`);
      } else {
        this.program.functions.push(`function ${name}(${params})${ret} { ${guarded} }`);
      }
    }
    const fnName = name;
    const state = stateArg(sc, this.program.typed, this.nextComplete);
    return (args) => `${fnName}(ctx, ${state}, n, ${args.join(", ")})`;
  }

  unsupported(node: { readonly range: Node["range"] }, sc: EmitScope, what: string): string {
    this.program.report("NotCompilable", sc.module, node, { what });
    return this.program.unreachable(what);
  }

  private number(e: Extract<Expr, { kind: "Number" }>, sc: EmitScope): string {
    if (!/^\d+$/.test(e.text)) {
      if (/^\\[bBoOhH]/.test(e.text)) {
        const radix = { b: 2, o: 8, h: 16 }[e.text[1]!.toLowerCase() as "b" | "o" | "h"];
        const v = parseInt(e.text.slice(2), radix);
        if (Number.isSafeInteger(v) && v <= 2147483647) return String(v);
      }
      return this.unsupported(e, sc, `the number ${e.text}`);
    }
    try {
      return String(intLiteral(e.text));
    } catch {
      return `$tooBig(${jsString(e.text)})`;
    }
  }

  /**
   * `x` evaluated as an operand TLC's Tool tests for a boolean itself: its failure is worded by the
   * operator (`why`) and located at the expression TLC's Assert.fail names (`at`), as TLC reports it.
   */
  private formula(x: Expr, why: keyof typeof NON_BOOLEAN, at: Expr, sc: EmitScope, named?: Expr): string {
    return this.tested(this.val(x, sc), { why, at, named }, sc);
  }

  /** `code`'s value as a boolean, tested as TLC tests it where `t` says (`$b`, TLC's generic words, where it does not). */
  private tested(code: string, t: Tested | undefined, sc: EmitScope): string {
    // A comparison or membership always answers a JS boolean: there is nothing to test (hot paths).
    if (isBooleanCall(code)) return code;
    if (t === undefined) return `$b(${code})`;
    // SANY's NumeralNode prints its image where other nodes print their location.
    const named = t.named === undefined ? "" : t.named.kind === "Number" ? `, ${jsString(t.named.text)}` : `, $L[${this.program.location(sc.module, t.named)}]`;
    return `$bt(${code}, ${t.whyCode ?? NON_BOOLEAN[t.why]}, $L[${this.program.location(sc.module, t.at)}]${named})`;
  }

  private junction(op: "&&" | "||", items: readonly Expr[], sc: EmitScope, whole: Expr): string {
    return `(${items.map((x) => this.formula(x, op === "&&" ? "conjunct" : "disjunct", whole, sc, x)).join(` ${op} `)})`;
  }

  private prefix(e: Extract<Expr, { kind: "Prefix" }>, sc: EmitScope, binding = this.meanings.resolved.operators.get(e)): string {
    if (binding !== undefined && binding.kind === "builtin") {
      switch (binding.name) {
        case "~":
          return `!${this.formula(e.operand, "not", e, sc)}`;
        case "UNCHANGED":
          return this.stepUnchanged(e.operand, sc);
        case "ENABLED":
          return this.enabled(e.operand, sc);
        case "SUBSET":
        case "UNION": {
          const operand = this.val(e.operand, sc);
          return this.constantLiteral(`core.${corePrefix[binding.name]}(ctx, ${operand})`, [operand]);
        }
        case "DOMAIN": {
          // TLC's error for a non-function names the DOMAIN expression (core.domainAt).
          const operand = this.val(e.operand, sc);
          return this.constantLiteral(`core.domainAt(ctx, ${operand}, $L[${this.program.location(sc.module, e)}])`, [operand]);
        }
        default:
          return this.unsupported(e, sc, `the operator ${e.op} (temporal formulas and ENABLED)`);
      }
    }
    return this.userOperator(e, [e.operand], sc);
  }

  private infix(e: Extract<Expr, { kind: "Infix" }>, sc: EmitScope, binding = this.meanings.resolved.operators.get(e)): string {
    if (binding !== undefined && binding.kind === "builtin") {
      const l = (): string => this.val(e.left, sc);
      const r = (): string => this.val(e.right, sc);
      switch (binding.name) {
        case "/\\":
          return `(${this.formula(e.left, "andP", e, sc)} && ${this.formula(e.right, "andQ", e, sc)})`;
        case "\\/":
          return `(${this.formula(e.left, "orP", e, sc)} || ${this.formula(e.right, "orQ", e, sc)})`;
        case "=>":
          return `(!${this.formula(e.left, "impliesP", e, sc)} || ${this.formula(e.right, "impliesQ", e, sc)})`;
        case "<=>":
          return `$iff(${l()}, ${r()}, $L[${this.program.location(sc.module, e)}])`;
        case "\\in":
        case "\\notin": {
          if (this.program.frames) {
            const literal = e.right.kind === "SetEnum" && e.right.elements.length > 0;
            // A literal of elements that are not constant remembers its written order for TLC's walk (core.inLiteralSet).
            const set = literal ? r().replace("core.setEnum(ctx", "core.literalForIn(ctx") : r();
            const asLiteral = (literal && set.includes("core.literalForIn(ctx")) || (!literal && this.heldByTlc(e.right));
            return this.fingerprinted(binding.name === "\\in" ? "" : "!", "\\in", asLiteral ? `core.inLiteralSet(ctx, $a, $b)` : `core.inSet(ctx, $a, $b)`, l(), set);
          }
          const not = binding.name === "\\in" ? "" : "!";
          // A set map TLC holds as built (isNorm false): its member() walks it with equals, no set is needed.
          if (e.right.kind === "SetMap" && e.left.kind !== "Tuple" && !this.writtenSets) {
            const element = e.right.element;
            const built = this.loops(e.right.bounds, sc, "sorted", (inner) => `$r.push(${this.val(element, inner)});`, `const $r${this.program.ann(T.value + "[]")} = [];`, `return $r;`);
            return `core.${not === "" ? "inBuilt" : "notInBuilt"}(ctx, ${l()}, ${built})`;
          }
          // A `\cup` (or `\`, `\cap` of such) TLC holds unnormalised: its member() walks it with equals.
          if (this.heldByTlc(e.right) && e.right.kind !== "SetEnum" && e.left.kind !== "Tuple") return `core.${not === "" ? "inHeld" : "notInHeld"}(ctx, ${l()}, ${r()})`;
          const written = this.writtenLiteral(e.right, sc);
          if (written !== undefined && e.left.kind !== "Tuple") return `${not}core.inLiteral(ctx, ${l()}, ${this.cacheSlots++}, ${written})`;
          // Elements that are not constant: TLC's walk itself, no set built (the element is evaluated first).
          if (e.right.kind === "SetEnum" && e.right.elements.length > 0 && e.left.kind !== "Tuple") return `${not}core.inWritten(ctx, ${l()}, [${e.right.elements.map((x) => this.val(x, sc)).join(", ")}])`;
          // `x \in A \ B` tests membership in A and B, as TLC's lazy set difference does,
          // so that `n \in Nat \ {0}` never enumerates Nat.
          const minus = this.setDifference(e.right);
          if (minus !== undefined) {
            const test = `$inMinus(ctx, ${l()}, ${this.val(minus.left, sc)}, ${this.val(minus.right, sc)})`;
            return binding.name === "\\in" ? test : `!${test}`;
          }
          // `<<a, b>> \in S`: the pair is compared in place, never built (sets.ts, memberPair).
          if (e.left.kind === "Tuple" && e.left.elements.length === 2) {
            const fn = binding.name === "\\in" ? "pairInSet" : "pairNotInSet";
            const pair = `${this.val(e.left.elements[0]!, sc)}, ${this.val(e.left.elements[1]!, sc)}`;
            // A constant set: the answers for pairs of atoms are remembered at the site (core.ts, PairSite).
            if (this.levels.of(e.right, sc) === Level.Constant) return `core.${fn}At(ctx, ${pair}, ${r()}, ${this.program.pairSite()})`;
            return `core.${fn}(ctx, ${pair}, ${r()})`;
          }
          return `core.${coreInfix[binding.name]}(ctx, ${l()}, ${r()})`;
        }
        default: {
          const fn = coreInfix[binding.name];
          if (this.program.frames && (binding.name === "=" || binding.name === "#" || binding.name === "\\subseteq")) {
            return this.fingerprinted(binding.name === "#" ? "!" : "", binding.name === "#" ? "=" : binding.name, `core.${binding.name === "\\subseteq" ? "subsetEq" : "eq"}(ctx, $a, $b)`, l(), r());
          }
          // TLC's cup/diff/cap run inside the Reducible operand's methods: a failure there is its FingerprintException.
          if (binding.name === "\\cup" || binding.name === "\\" || binding.name === "\\cap") {
            const held = this.heldMask(e, binding.name === "\\cup");
            const extra = held === 0 ? "" : `, ${held}`;
            // TLC's cup/diff/cap run inside the Reducible operand's methods: a failure there is its FingerprintException.
            if (this.program.frames) return this.fingerprinted("", binding.name, `core.${fn}(ctx, $a, $b${extra})`, l(), r());
            if (held !== 0) {
              const operands = [l(), r()];
              return this.constantLiteral(`core.${fn}(ctx, ${operands.join(", ")}${extra})`, operands);
            }
          }
          if (fn !== undefined) {
            const operands = [l(), r()];
            return this.constantLiteral(`core.${fn}(ctx, ${operands.join(", ")})`, operands);
          }
          if (binding.name === "\\cdot") return this.compositionValue(e.left, e.right, sc);
          return this.unsupported(e, sc, `the operator ${e.op}`);
        }
      }
    }
    return this.userOperator(e, [e.left, e.right], sc);
  }

  /**
   * `ENABLED A`: whether A has a successor from the current state. A is compiled as an
   * action whose continuation stops the search at the first successor found; unlike a
   * generated successor, it need not assign every variable (as in TLC's Tool.enabled).
   */
  enabled(action: Expr, sc: EmitScope): string {
    this.actionEmitter ??= new ActionEmitter(this);
    const inner: EmitScope = { ...sc, primed: false, init: false };
    // A fresh next state: nothing is assigned in it yet, whatever the enclosing action assigned.
    const complete = this.nextComplete;
    this.nextComplete = undefined;
    // TLC evaluates every ENABLED (OPCODE_en, LNStateEnabled) under Context.branch: the substitutions of
    // the instances entered before it are cut off (cutOffVariable), those entered inside are not.
    const chainLength = this.fairnessChainLength;
    const cutOffSlots = this.cutOffSlots;
    this.fairnessChainLength = sc.chain.length;
    this.cutOffSlots = new Map();
    let body: string;
    try {
      const emitter = this.actionEmitter;
      const act = (): string => emitter.act(action, inner, () => "throw $ENABLED;");
      const was = emitter.inEnabled;
      emitter.inEnabled = true;
      try {
        body = this.variableCount === undefined ? act() : emitter.fromUnassigned(this.variableCount, act);
      } finally {
        emitter.inEnabled = was;
      }
    } finally {
      this.nextComplete = complete;
      this.fairnessChainLength = chainLength;
      this.cutOffSlots = cutOffSlots;
    }
    const base = sc.primed ? "n" : "s";
    const a = (t: string): string => this.program.ann(t);
    // A literal when the number of variables is known (as an action's next state is made): no fill per test.
    const count = this.variableCount;
    const fresh = count !== undefined && count <= 32 ? `[${new Array<string>(count).fill("undefined").join(", ")}]` : "new Array(s.length).fill(undefined)";
    return `((s${a(T.state)})${a("boolean")} => { const n${a(`(${T.value} | undefined)[]`)} = ${fresh}; try { ${body} } catch ($e) { if ($e === $ENABLED) return true; throw $e; } return false; })(${base})`;
  }

  /**
   * `A \cdot B` as a formula of the step from s to n (an action property, `<<A \cdot B>>_v` of a WF/SF on an edge
   * of the liveness graph) as TLC's Tool.evalAppl computes it (OPCODE_cdot): A runs from s into an EMPTY state t (not
   * s.copyWith(n), as in getNextStates), its results collected; the step is one of A \cdot B when B holds of the
   * step from one of them to n. The states t are not counted anywhere.
   */
  private compositionValue(a: Expr, b: Expr, sc: EmitScope): string {
    this.actionEmitter ??= new ActionEmitter(this);
    const emitter = this.actionEmitter;
    const p = this.program;
    const ann = (t: string): string => p.ann(t);
    const mids = p.fresh("$mids");
    const u = p.fresh("$u");
    const inner: EmitScope = { ...sc, primed: false, init: false };
    const complete = this.nextComplete;
    this.nextComplete = undefined;
    let collect: string;
    const was = emitter.inEnabled;
    emitter.inEnabled = false;
    try {
      const act = (): string => emitter.act(a, inner, () => `${mids}.push(n.slice()${p.typed ? ` as ${T.state}` : ""});`);
      collect = this.variableCount === undefined ? act() : emitter.fromUnassigned(this.variableCount, act);
    } finally {
      emitter.inEnabled = was;
      this.nextComplete = complete;
    }
    const test = this.tested(this.val(b, inner), undefined, inner);
    const fresh = "new Array(s.length).fill(undefined)";
    return `((s${ann(T.state)})${ann("boolean")} => { const ${mids}${ann(`${T.state}[]`)} = []; { const n${ann(`(${T.value} | undefined)[]`)} = ${fresh}; ${collect} } for (const ${u} of ${mids}) { const s = ${u}; if (${test}) return true; } return false; })(${sc.primed ? "n" : "s"})`;
  }

  /**
   * `v' # v` for the subscript v of `<<A>>_v`, WF_v or SF_v, as a boolean expression whose
   * primed values are `primed` (what `assigned` declared, or read in place when undefined).
   * A tuple of state variables (`vars == <<x, y>>`, through zero-arity definitions) is compared
   * element by element, as TLC's TupleValue.equals does, without building the two tuples: an
   * ENABLED test and every edge of the liveness graph ask it.
   */
  changed(subscript: Expr, sc: EmitScope, primed?: readonly string[]): string {
    const elements = this.subscriptVariables(subscript, sc);
    if (elements === undefined || elements.length < 2) return `!${this.stepUnchanged(subscript, sc)}`;
    // The current value is the receiver, as in stepUnchanged (TLC's v0.equals(v1)).
    return `!(${elements.map((x, i) => `core.eq(ctx, ${this.val(x.expr, x.scope)}, ${primed?.[i] ?? this.val(x.expr, { ...x.scope, primed: true })})`).join(" && ")})`;
  }

  /**
   * For `changed` where the next state may be partial: declarations evaluating every primed element
   * first (the order the tuple `v'` was built in, so an unassigned variable fails as it did), and
   * their names; undefined when the subscript is not a tuple of variables.
   */
  changedPrimes(subscript: Expr, sc: EmitScope): { decls: string; names: readonly string[] } | undefined {
    const elements = this.subscriptVariables(subscript, sc);
    if (elements === undefined || elements.length < 2) return undefined;
    const names = elements.map(() => this.program.fresh("$v"));
    return { decls: `const ${elements.map((x, i) => `${names[i]} = ${this.val(x.expr, { ...x.scope, primed: true })}`).join(", ")};`, names };
  }

  /**
   * The elements of a subscript that is a tuple of state variables, each with its scope, looking
   * through zero-arity definitions (`vars`); undefined for anything else, and in position-recording
   * mode, where the definitions entered are frames of an error.
   */
  private subscriptVariables(e: Expr, sc: EmitScope, depth = 0): { expr: Expr; scope: EmitScope }[] | undefined {
    if (this.program.frames || depth > 8) return undefined;
    if (e.kind === "Tuple") {
      const isVariable = (x: Expr): boolean => x.kind === "Name" && x.args.length === 0 && x.prefix.length === 0 && this.meanings.ofName(x, sc).kind === "variable";
      return e.elements.every(isVariable) ? e.elements.map((x) => ({ expr: x, scope: sc })) : undefined;
    }
    if (e.kind !== "Name" || e.args.length > 0 || e.prefix.length > 0) return undefined;
    const m = this.meanings.ofName(e, sc);
    if (m.kind !== "definition" || m.entity.node?.kind !== "OperatorDef" || m.entity.node.params.length > 0 || m.entity.module.standard) return undefined;
    const inner: EmitScope = { ...this.scopeFor(m.entity.module, m.chain), instanceLocals: sc.instanceLocals, primed: false, init: sc.init };
    return this.subscriptVariables(m.entity.node.body, inner, depth + 1);
  }

  private setDifference(e: Expr): Extract<Expr, { kind: "Infix" }> | undefined {
    if (e.kind !== "Infix") return undefined;
    const b = this.meanings.resolved.operators.get(e);
    return b?.kind === "builtin" && b.name === "\\" ? e : undefined;
  }

  /** An operator symbol bound to a definition (`+` of Naturals, a user's `\prec`). */
  private userOperator(e: Extract<Expr, { kind: "Infix" | "Prefix" | "Postfix" }>, args: readonly Expr[], sc: EmitScope): string {
    const binding = this.meanings.resolved.operators.get(e);
    if (binding === undefined) return this.unsupported(e, sc, `the operator ${e.op}`);
    const m = this.meanings.ofBinding(binding, sc);
    if (m.kind === "definition") return this.callDefinition(m.entity, m.chain, args, e, sc);
    if (m.kind === "local" && m.local.kind === "js" && m.local.fn) return `${m.local.js}(${args.map((a) => this.val(a, sc)).join(", ")})`;
    return this.unsupported(e, sc, `the operator ${e.op} here`);
  }

  private name(e: NameExpr, sc: EmitScope): string {
    // A primed VARIABLE of an instanced module replaced by a definition (EWD840's `terminationDetected'`
    // in TD!Spec): TLC's ENABLED of a fairness formula inside the instance looks the variable up cut off
    // from its substitution (LNStateEnabled's Context.branch) and assigns it as a variable, so its
    // definition is never read from a partial state there: not a partial primed indirection.
    if (sc.primed && this.substitutionCutOff(e, sc)) {
      const partial = this.partialPrimedIndirections;
      try {
        return this.nameCode(e, sc);
      } finally {
        this.partialPrimedIndirections = partial;
      }
    }
    return this.nameCode(e, sc);
  }

  /**
   * Whether `e` names a VARIABLE of an instanced module (replaced by its substitution) whose
   * instantiation was entered before the fairness formula being compiled: TLC's ENABLED cannot
   * see that substitution. One entered inside the formula (`WF_x(I!A)`) it evaluates.
   */
  substitutionCutOff(e: NameExpr, sc: EmitScope): boolean {
    const b = this.meanings.resolved.references.get(e);
    if (b?.kind !== "variable") return false;
    // A VARIABLE not named in WITH is the instantiating module's variable of that name (an implicit `x <- x`):
    // judged where that one is, as an explicit `x <- x` is (its `x` is compiled in the outer scope). TLC's test
    // model Github817: WF_x(Next) with Next == Super!Next, Super == INSTANCE Abstract2, inside Abstract!Spec.
    let depth = sc.chain.length + b.via.length;
    let name = b.entity.name;
    const chain = [...sc.chain, ...b.via];
    while (depth > this.fairnessChainLength) {
      const sub = chain[depth - 1]?.substitutions.get(name);
      if (sub?.kind !== "implicit" || sub.binding.kind !== "variable" || sub.binding.via.length > 0) return false;
      name = sub.binding.entity.name;
      depth--;
    }
    return true;
  }

  /**
   * The next-state slot TLC's ENABLED assigns for `e`, a VARIABLE of an instanced module that the WITH
   * replaces by an expression and whose instantiation was entered before the ENABLED or fairness formula
   * (btree's `Mapping!Spec`, `state <- IF state = READY THEN "ready" ELSE "working"`, with kvstore's
   * `WF_op(\E k \in Keys : DeleteReq(k))`): LNStateEnabled evaluates under Context.branch, so getVar
   * finds the variable itself, and `state' = "working"` or `UNCHANGED dict` assign it as a variable of
   * TLC's partial next state (keyed by the variable's name) instead of testing the substitution.
   */
  cutOffVariable(e: Expr, sc: EmitScope): { index: number; name: string } | undefined {
    const slots = this.cutOffSlots;
    if (slots === undefined || e.kind !== "Name" || e.args.length > 0 || sc.init) return undefined;
    const b = this.meanings.resolved.references.get(e);
    if (b?.kind !== "variable" || this.meanings.ofName(e, sc).kind === "variable" || !this.substitutionCutOff(e, sc)) return undefined;
    const name = b.entity.name;
    let index = slots.get(name);
    if (index === undefined) {
      const own = this.meanings.cfg.variables.indexOf(name);
      index = own >= 0 ? own : (this.variableCount ?? this.meanings.cfg.variables.length) + slots.size;
      slots.set(name, index);
    }
    return { index, name };
  }

  private nameCode(e: NameExpr, sc: EmitScope): string {
    if (!this.prefixBound.has(e) && e.prefix.some((p) => p.args.length > 0)) return this.instanceArguments(e, sc, (inner) => this.name(e, inner));
    const m = this.meanings.ofName(e, sc);
    switch (m.kind) {
      case "variable":
        return sc.primed || sc.init ? `$nx(n, ${m.index}, ${jsString(m.name)})` : `s[${m.index}]`;
      case "constant":
      {
        const slot = this.meanings.cfg.constants[m.index];
        // An operator given one plain value in the model file (`F = v`, cfgBinding.ts `arity`):
        // TLC's application is that value, its arguments not evaluated.
        if (slot?.table === undefined && (slot?.arity ?? 0) > 0) return e.args.length > 0 ? `ctx.C[${m.index}]` : `((..._a${this.program.ann(`${T.value}[]`)}) => ctx.C[${m.index}])`;
        // An operator constant given pointwise in the model file (cfgBinding.ts `tableSlot`).
        if (e.args.length > 0) return `core.applyTable(ctx, ctx.C[${m.index}]${e.args.map((a) => ", " + this.val(a, sc)).join("")})`;
        // Passed as an operator argument (`Apply(F, 0)`): a function that looks the table up.
        if (slot?.table !== undefined) return `((...a${this.program.ann(`${T.value}[]`)}) => core.applyTable(ctx, ctx.C[${m.index}], ...a))`;
        return `ctx.C[${m.index}]`;
      }
      case "builtin":
        switch (m.name) {
          case "TRUE":
            return "true";
          case "FALSE":
            return "false";
          case "BOOLEAN":
            return "core.booleanSet(ctx)";
          case "STRING":
            return "core.stringSet(ctx)";
          default:
            return this.builtinFunction(m.name) ?? this.unsupported(e, sc, `the built-in operator ${m.name} here`);
        }
      case "local":
        return this.local(m.local, e, sc);
      case "definition": {
        const call = (): string => this.callDefinition(m.entity, m.chain, e.args, e, sc);
        const node = m.entity.node;
        if (e.args.length !== 1 || node?.kind !== "OperatorDef" || evaluatedNatively(m.entity)) return call();
        const fields = fieldPathOperator(node, (x) => {
          const b = this.meanings.resolved.references.get(x);
          return b?.kind === "parameter" && b.decl === node.params[0];
        });
        return fields === undefined ? call() : this.foldedRead(e.args[0]!, fields, sc, call);
      }
      case "unsupported":
        return this.unsupported(e, sc, m.what);
    }
  }

  private local(local: LocalMeaning, e: NameExpr, sc: EmitScope): string {
    if (local.kind === "inline") {
      // Not counted as partial (below): TLC's ENABLED of a fairness formula inside an instance finds the
      // substituted variable cut off from its substitution and assigns it as a variable (Context.branch).
      // One entered inside the formula (`WF_v(I!A)`, `I == INSTANCE M WITH x <- y + 0`) is evaluated there:
      // `(y + 0)'` read before y is assigned is TLC's lookup failure, so ENABLED is searched step by step
      // (partial), as for a definition substituted (callDefinition), not read off the successors.
      if (sc.primed && !this.substitutesVariable(local.expr, local.scope)) {
        if (this.meanings.resolved.references.get(e)?.kind === "variable" && !this.substitutionCutOff(e, sc)) this.countPrimedIndirection();
        else this.primedIndirections++;
      }
      if (this.meanings.appliedArgs(e).length > 0) return this.applyOperatorArgument(local.expr, local.scope, e.args, e, sc);
      // The function of an application keeps its constructor lazy through the name (TLC looks
      // the LazyValue of an INSTANCE substitution or argument up with the application's KeepLazy):
      // `pc[self]` with `pc <- [p \in ProcSet |-> pc_translation(p)]` evaluates one body
      // (corpus/regressions/InstanceLazyFcnApply).
      const keep: Partial<EmitScope> = sc.lazyFcns === "keep" ? { lazyFcns: "keep" } : {};
      return this.val(local.expr, { ...local.scope, primed: sc.primed, init: sc.init, ...keep });
    }
    const let_ = local.let;
    // A LET definition of state level, primed: its body in the next state (the cached value is this state's).
    if (let_ !== undefined && let_.def.params.length === 0 && sc.primed && local.level >= Level.State) {
      return this.val(let_.def.body, { ...let_.scope, primed: true, init: sc.init });
    }
    // `LetOp(a)'` of a state-level LET operator: its body, with the arguments, in the next state
    // (its JS function reads this state), as a definition's `Op(a)'` is (docs/semantics.md).
    if (let_ !== undefined && e.args.length > 0 && sc.primed && local.level >= Level.State) {
      this.countPrimedIndirection();
      if (this.recursiveLets.has(let_.def)) return this.primedRecursiveLet(let_.def, let_.scope as EmitScope, e.args, sc);
      return this.substituted(let_.def, { ...let_.scope, primed: true, init: sc.init }, e.args, e, sc);
    }
    if (let_ !== undefined && e.args.length > 0 && this.needsSubstitution(let_.def, e.args, sc)) {
      return this.substituted(let_.def, { ...let_.scope, primed: sc.primed, init: sc.init }, e.args, e, sc);
    }
    if (let_ !== undefined && e.args.length > 0 && let_.def.params.every((p) => p.arity === 0)) return this.letCall(local.js, let_.def, let_.scope, e.args, pending(sc));
    if (e.args.length > 0 && let_ === undefined && local.fn && /^[A-Za-z_$][\w$]*$/.test(local.js)) return this.callOperatorValue(local.js, e.args, pending(sc));
    if (e.args.length > 0) return `${local.js}(${e.args.map((a) => this.val(a, pending(sc))).join(", ")})`;
    // A LET operator passed as an argument whose function takes thunks (`letDefs`) says so (`$lazyOp`).
    if (let_ !== undefined && local.fn && let_.def.params.length > 0 && this.letTakesThunks(let_.def, let_.scope)) return `$lazyOp(${local.js})`;
    return local.js;
  }

  /** Whether the JS function of a LET operator with parameters takes each value argument as a value or a thunk (`letDefs`). */
  private letTakesThunks(def: OperatorDef, scope: Scope): boolean {
    if (!def.params.every((p) => p.arity === 0)) return false;
    const strict = this.strictLetParameters(def, scope);
    return this.program.frames || strict.length !== def.params.length || strict.some((j, i) => j !== i);
  }

  /**
   * A call through an operator parameter holding a JS function `fn` (a recursive or shared definition's operator
   * argument). When that operator binds its arguments lazily (`$lazyOp`: a LAMBDA, a definition or LET operator, as
   * TLC's OpLambdaValue and Tool.getOpContext do), the arguments that may raise are tried first and, if one raises,
   * passed as memoizing thunks; an argument with an effect is then always a thunk. Other operators get values.
   */
  private callOperatorValue(fn: string, args: readonly Expr[], sc: EmitScope): string {
    if (!/^[A-Za-z_$][\w$]*$/.test(fn)) {
      const op = this.program.fresh("$op");
      return `((${op}${this.program.ann(T.op)})${this.program.ann(T.value)} => ${this.callOperatorValue(op, args, sc)})(${fn})`;
    }
    const { argCode, effectful } = this.valueArguments(args, sc);
    const mask = args.map((a, i) => this.mayRaise(a, argCode[i]!, sc));
    const plain = `${fn}(${argCode.join(", ")})`;
    if (!mask.some((m) => m)) return plain;
    const lazy = `(${fn} as { $lazy?: true }).$lazy === true`;
    const isLazy = this.program.typed ? lazy : `${fn}.$lazy === true`;
    const callee = this.program.typed ? `(${fn} as (...a: unknown[]) => ${T.value})` : fn;
    const lazyCall = `${callee}(${argCode.map((a, i) => (!mask[i] ? a : this.lazyArgument(a, false))).join(", ")})`;
    if (mask.some((m, i) => m && (effectful[i] || this.passedOnLazily(argCode[i]!)))) return `(${isLazy} ? ${lazyCall} : ${plain})`;
    return this.tryArgumentsThenCall(fn, argCode, mask, `if (${isLazy}) return ${lazyCall}; throw $e;`);
  }

  /** The arguments' code, and which of them have an effect (Print, TLCSet, ...: `this.effects` grows while compiling them). */
  private valueArguments(args: readonly Expr[], sc: EmitScope): { argCode: string[]; effectful: boolean[] } {
    const effectful: boolean[] = [];
    const argCode = args.map((a) => {
      const before = this.effects;
      const code = this.val(a, sc);
      effectful.push(this.effects !== before);
      return code;
    });
    return { argCode, effectful };
  }

  /**
   * `fn(args)` with the masked arguments evaluated first inside a `try`: when one raises, `onRaise` runs in the
   * `catch` (after `$undeferred` rethrows the deep-recursion driver's deferred calls), else `fn` gets the values.
   */
  private tryArgumentsThenCall(fn: string, argCode: readonly string[], mask: readonly boolean[], onRaise: string): string {
    const ann = (t: string): string => this.program.ann(t);
    const tried = argCode.map((a, i) => (mask[i] ? this.program.fresh("$arg") : a));
    const lets = tried.filter((_, i) => mask[i]);
    const assign = tried.map((t, i) => (mask[i] ? `${t} = ${argCode[i]!};` : "")).join(" ");
    return `(()${ann(T.value)} => { let ${lets.map((t) => t + ann(T.value)).join(", ")}; try { ${assign} } catch ($e) { $undeferred($e); ${onRaise} } return ${fn}(${tried.join(", ")}); })()`;
  }

  /**
   * A call of a LET operator with parameters (all values), `fn` its JS function, which takes each argument as a
   * value or a memoizing thunk (`letDefs`). TLC binds the arguments lazily (Tool.getOpContext), as a top-level
   * definition's (`callDefinition`): an argument that may raise, for a parameter the body does not force first,
   * is tried first; if one raises, the call is made with those as thunks. An argument with an effect is a thunk.
   */
  private letCall(fn: string, def: OperatorDef, scope: Scope, args: readonly Expr[], sc: EmitScope): string {
    const { argCode, effectful } = this.valueArguments(args, sc);
    const raises = args.map((a, i) => this.mayRaise(a, argCode[i]!, sc));
    const strict = forcedInOrder(this.strictLetParameters(def, scope), raises);
    // Position-recording mode: every argument that may raise is a thunk, forced where the body uses it (the
    // body's and the parameter's positions come first, as TLC lists them).
    const mask = args.map((_, i) => raises[i] === true && (this.program.frames || !strict.has(i)));
    const plain = `${fn}(${argCode.join(", ")})`;
    if (!mask.some((m) => m)) return plain;
    const lazyCall = `${fn}(${argCode.map((a, i) => (!mask[i] ? a : this.lazyArgument(a, false))).join(", ")})`;
    if (this.program.frames || mask.some((m, i) => m && (effectful[i] || this.passedOnLazily(argCode[i]!)))) return lazyCall;
    return this.tryArgumentsThenCall(fn, argCode, mask, `return ${lazyCall};`);
  }

  /** Whether `e` is a variable, possibly through parameters substituted by parameters (`q` given `p` given `x`). */
  private substitutesVariable(e: Expr, sc: Scope): boolean {
    for (let depth = 0; depth <= MAX_INLINE_DEFINITIONS && e.kind === "Name" && e.args.length === 0; depth++) {
      const m = this.meanings.ofName(e, sc);
      if (m.kind === "variable") return true;
      if (m.kind !== "local" || m.local.kind !== "inline") return false;
      e = m.local.expr;
      sc = m.local.scope;
    }
    return false;
  }

  /**
   * `F(args)` where the parameter F was given the operator `target` (a LAMBDA, a
   * definition's name, a LET operator), compiled in `targetScope`: the operator applied
   * as if named here (its by-name parameters substituted). Anything else compiles to a
   * JS function, which is called (`C <- LAMBDA s, l : TRUE` used as `C(s, 0)`).
   */
  private applyOperatorArgument(target: Expr, targetScope: Scope, args: readonly Expr[], at: NameExpr, sc: EmitScope): string {
    const site: EmitScope = { ...targetScope, primed: sc.primed, init: sc.init };
    // A LAMBDA is compiled in place (its arguments lazy there, `lazyParameterDecls`) unless it is being compiled already.
    if (target.kind === "Lambda" && (this.needsSubstitution(target, args, sc) || !this.substituting.has(target))) {
      return this.substituted(target, site, args, at, sc);
    }
    if (target.kind === "Name" && target.args.length === 0 && target.prefix.every((p) => p.args.length === 0)) {
      const m = this.meanings.ofName(target, targetScope);
      const here: EmitScope = { ...sc, instanceLocals: mergedInstanceLocals(sc, targetScope) };
      if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef") return this.callDefinition(m.entity, m.chain, args, at, here);
      if (m.kind === "local") return this.local(m.local, { ...target, args }, here);
      if (m.kind === "builtin") return this.builtinApplied(m.name, args, at, sc);
    }
    return this.callOperatorValue(this.val(target, site), args, sc);
  }

  /**
   * Whether applying `def` to `args` must substitute some of them (a by-name parameter
   * given a state-level argument, or an operator that has such parameters). A recursive
   * application inside the substituted body is not: SANY rejects primed arguments of
   * recursive operators, so their values are all that is read.
   */
  needsSubstitution(def: OperatorDef | Lambda, args: readonly Expr[], sc: EmitScope): boolean {
    if (this.substituting.has(def)) return false;
    const byName = this.byName.of(def);
    return def.params.some((p, i) => {
      const arg = args[i];
      if (arg === undefined) return false;
      if (p.kind === "OpDecl" && p.arity > 0) return this.operatorTakesNames(arg, sc);
      return byName.has(p) && this.levels.of(arg, sc) >= Level.State;
    });
  }

  /**
   * `Op(a, b)` where the parameter Op was given a built-in operator (`F(\cup)`, SANY's
   * built-in operator arguments): that operator applied to the arguments, compiled as
   * if written `a \cup b` here.
   */
  private builtinApplied(op: string, args: readonly Expr[], at: Node, sc: EmitScope): string {
    const range = at.range;
    const binding: Binding = { kind: "builtin", name: op };
    if (args.length === 2) return this.infix({ kind: "Infix", op, left: args[0]!, right: args[1]!, range }, sc, binding);
    if (op === "'") return this.val(args[0]!, { ...sc, primed: true });
    return this.prefix({ kind: "Prefix", op, operand: args[0]!, range }, sc, binding);
  }

  /**
   * A built-in operator passed where its arguments are values (a recursive operator's
   * operator parameter, not substituted) as a JS function; undefined for one that needs
   * its arguments as expressions (ENABLED, UNCHANGED, temporal operators).
   */
  private builtinFunction(op: string): string | undefined {
    const v = this.program.ann(T.value);
    const fn = (params: string, body: string): string => `((${params}) => ${body})`;
    const infix = coreInfix[op];
    if (infix !== undefined) return fn(`a${v}, b${v}`, `core.${infix}(ctx, a, b)`);
    const prefix = corePrefix[op];
    if (prefix !== undefined) return fn(`a${v}`, `core.${prefix}(ctx, a)`);
    const logical: Readonly<Record<string, string>> = { "/\\": "$b(a) && $b(b)", "\\/": "$b(a) || $b(b)", "=>": "!$b(a) || $b(b)", "<=>": "$b(a) === $b(b)" };
    if (logical[op] !== undefined) return fn(`a${v}, b${v}`, `(${logical[op]})`);
    if (op === "~") return fn(`a${v}`, "!$b(a)");
    return undefined;
  }

  /** Whether an operator argument (a LAMBDA, an operator's name, a built-in operator) has by-name parameters. */
  private operatorTakesNames(arg: Expr, sc: Scope, depth = 0): boolean {
    if (arg.kind === "Lambda") return this.byName.of(arg).size > 0;
    if (arg.kind !== "Name" || arg.args.length > 0 || depth > MAX_INLINE_DEFINITIONS) return false;
    const m = this.meanings.ofName(arg, sc);
    if (m.kind === "builtin") return isOperatorSymbol(m.name);
    if (m.kind === "definition") return m.entity.node?.kind === "OperatorDef" && !evaluatedNatively(m.entity) && this.byName.of(m.entity.node).size > 0;
    if (m.kind === "local" && m.local.kind === "inline") return this.operatorTakesNames(m.local.expr, m.local.scope, depth + 1);
    if (m.kind === "local" && m.local.kind === "js" && m.local.let !== undefined) return this.byName.of(m.local.let.def).size > 0;
    return false;
  }

  /**
   * `def` applied to `args` by substitution, compiled in place: its by-name parameters
   * mean the argument expressions (compiled in `sc` wherever they are used, primed
   * where they are primed), the others the arguments' values.
   */
  private substituted(def: OperatorDef | Lambda, bodyScope: EmitScope, args: readonly Expr[], at: Node, sc: EmitScope): string {
    if (this.inlineDepth >= MAX_INLINE_DEFINITIONS) return this.unsupported(at, sc, "recursion through an operator whose arguments are substituted");
    const { entries, byValue } = this.bindParameters(def, args, sc);
    const body = def.body;
    // Normal run: arguments that may raise are lazy (`lazyParameterDecls`), declared in the function before the body.
    const decls = this.program.frames ? "" : this.lazyParameterDecls(def, bodyScope, entries, byValue, sc, (_, stmt) => stmt);
    const inner = withLocals(bodyScope, entries) as EmitScope;
    this.inlineDepth++;
    this.substituting.add(def);
    try {
      const guarded = this.guard(inner, body, `return ${this.val(body, inner)};`);
      if (!this.program.frames && byValue.length > 0) return `(()${this.program.ann(T.value)} => { ${decls}${guarded} })()`;
      const params = byValue.map((p) => p.name + this.program.ann(T.value)).join(", ");
      return `((${params})${this.program.ann(T.value)} => { ${guarded} })(${byValue.map((p) => p.value).join(", ")})`;
    } finally {
      this.substituting.delete(def);
      this.inlineDepth--;
    }
  }

  /**
   * `I(a)!Op`: the arguments of the instance path evaluated into JS variables, which the
   * instantiation's substitutions then read (its parameters bound to them), around
   * `use`, compiled in a scope that knows those bindings. `e` keeps its references
   * (the resolved binding is looked up by node, so `use` gets an equivalent node).
   */
  instanceArguments(e: NameExpr, sc: EmitScope, use: (inner: EmitScope) => string): string {
    const bound = this.instanceBindings(e, sc);
    if (typeof bound === "string") return bound;
    // `use` compiles `e` itself again (its binding is looked up by node), now with the prefix bound.
    this.prefixBound.add(e);
    try {
      return `((${bound.byValue.map((p) => p.name).join(", ")}) => ${use(bound.inner)})(${bound.byValue.map((p) => p.value).join(", ")})`;
    } finally {
      this.prefixBound.delete(e);
    }
  }

  /**
   * The scope in which the instance path of `e` is bound: arguments of state level or
   * more are substituted (the instance may prime them, as an operator may its
   * parameters), the others held in JS variables (`byValue`, with the code of their
   * values). A string: the code reporting that the path cannot be compiled.
   */
  instanceBindings(e: NameExpr, sc: EmitScope): { inner: EmitScope; byValue: InstanceArgument[] } | string {
    const binding = this.meanings.resolved.references.get(e);
    // `I(a)!Foo(5)!:`: the definition's own arguments are its parameters' (scope.ts `subexpression`).
    const of = binding?.kind === "subexpression" ? binding.of : binding;
    const via = of !== undefined && "via" in of ? of.via : [];
    let inner: EmitScope = sc;
    const byValue: InstanceArgument[] = [];
    for (const segment of e.prefix) {
      if (segment.args.length === 0) continue;
      const inst = via.find((i) => i.moduleDef?.name.name === segment.name && i.moduleDef.params.length === segment.args.length);
      if (inst === undefined && of !== binding) continue;
      if (inst === undefined || inst.moduleDef === undefined) return this.unsupported(segment, sc, `the instance ${segment.name} with these arguments`);
      const entries = inst.moduleDef.params.map((p, i): [Node, LocalMeaning] => {
        const arg = segment.args[i]!;
        if (p.arity === 0 && this.levels.of(arg, sc) >= Level.State) return [p, { kind: "inline", expr: arg, scope: sc }];
        const name = this.program.fresh(mangle("i", p.name.name));
        const value = this.val(arg, sc);
        if (p.arity === 0 && !this.program.frames && this.mayRaise(arg, value, sc)) {
          // TLC binds an instance's parameters as it binds an operator's (Tool.getOpContext: a LazyValue), so an
          // argument the definition used never reads is never evaluated (`J(CHOOSE y \in {} : TRUE)!Val`).
          byValue.push({ name, value: thunk(value, (t) => this.program.ann(t)), arity: 0, lazy: true });
          return [p, js(this.forced(name), Level.Constant)];
        }
        byValue.push({ name, value, arity: p.arity });
        return [p, js(name, Level.Constant, p.arity > 0)];
      });
      const site = withLocals({ module: inst.from, chain: [], locals: inner.instanceLocals?.get(inst.instance) ?? new Map() }, entries);
      inner = withInstanceLocals(inner, inst.instance, site.locals) as EmitScope;
    }
    return { inner, byValue };
  }

  private countPrimedIndirection(): void {
    this.primedIndirections++;
    if (this.nextComplete !== true) this.partialPrimedIndirections++;
  }

  /** A call of a definition (or a reference to it as an operator argument). */
  callDefinition(entity: DefinitionEntity, chain: readonly Instantiation[], args: readonly Expr[], at: Node, sc: EmitScope): string {
    if (sc.primed && !entity.module.standard) this.countPrimedIndirection();
    if (evaluatedNatively(entity)) return this.native(entity, args, at, sc);
    if (entity.node?.kind === "OperatorDef" && args.length > 0 && this.needsSubstitution(entity.node, args, sc)) {
      const base: EmitScope = { module: entity.module, chain, locals: new Map(), instanceLocals: sc.instanceLocals, primed: sc.primed, init: sc.init };
      return this.substituted(entity.node, base, args, at, sc);
    }
    if (this.program.frames && this.lazyArgumentsInPlace(entity, chain, args)) {
      // Position-recording mode: TLC's arguments are LazyValues (Tool.getOpContext), so an error in one lists the
      // body's and the parameter's positions first; the body compiled in place binds them to thunks (bindParameters).
      const base: EmitScope = { module: entity.module, chain, locals: new Map(), instanceLocals: sc.instanceLocals, primed: sc.primed, init: sc.init };
      return this.substituted(entity.node as OperatorDef, base, args, at, sc);
    }
    if (chainReadsLocals(chain, sc)) return this.inlineDefinition(entity, chain, args, at, sc);
    if (entity.node?.kind === "FunctionDef" && this.building.has(this.definitionKey(entity, chain))) {
      return this.unsupported(at, sc, "recursive function definitions");
    }
    const fn = this.definitionFn(entity, chain);
    const params = entity.node?.kind === "OperatorDef" ? entity.node.params : [];
    if (args.length === 0 && entity.arity > 0) {
      const names = params.map((_, i) => `$a${i}`);
      const state = stateArg(sc, this.program.typed, undefined);
      // The operator value may be applied after the action assigned or unassigned more variables.
      const made = (body: string): string => `$made(ctx.R, (${names.map((x) => x + this.program.ann(T.value)).join(", ")}) => ${body})`;
      if (entity.node?.kind !== "OperatorDef" || !params.some((p) => p.arity === 0)) return made(`${fn}(ctx, ${state}, n, ${names.join(", ")})`);
      // TLC binds its arguments lazily (Tool.getOpContext): it takes thunks (`$lazyOp`, `callOperatorValue`). The
      // position-recording function takes a value or a thunk for each (`lazyParameters`); otherwise a call given a
      // thunk goes to the variant taking every value parameter as a thunk (`definitionFn`'s mask).
      if (this.lazyParameters(entity)) return `$lazyOp(${made(`${fn}(ctx, ${state}, n, ${names.join(", ")})`)})`;
      const mask = params.map((p) => p.arity === 0);
      const variant = this.definitionFn(entity, chain, mask);
      const anyThunk = names.filter((_, i) => mask[i]).map((x) => `typeof ${x} === "function"`).join(" || ");
      const thunks = names.map((x, i) => (mask[i] ? `(typeof ${x} === "function" ? ${x} : () => ${x})` : x));
      return `$lazyOp(${made(`${anyThunk} ? ${variant}(ctx, ${state}, n, ${thunks.join(", ")}) : ${fn}(ctx, ${state}, n, ${names.join(", ")})`)})`;
    }
    // Which arguments have an effect (Print, TLCSet, ...: `this.effects` grows while compiling them).
    const effectful: boolean[] = [];
    let argCode = args.map((a, i) => {
      const before = this.effects;
      const code = this.argument(a, params[i], sc);
      effectful.push(this.effects !== before);
      return code;
    });
    // Position-recording mode: arguments as memoizing thunks, which the definition's body calls where it uses them (`lazyParameters`).
    if (this.lazyParameters(entity)) argCode = argCode.map((a, i) => (params[i]!.arity === 0 ? thunk(a, (t) => this.program.ann(t)) : a));
    const callee = fn;
    if (!this.program.frames && entity.node?.kind === "OperatorDef") {
      // TLC binds arguments as LazyValues (Tool.getOpContext): an argument that may raise, for a parameter the body
      // does not evaluate first thing, is passed as a memoizing thunk to a variant of the function that forces it
      // at each use (`lazyMask`); every other argument is evaluated here, as before.
      const raises = args.map((a, i) => this.mayRaise(a, argCode[i]!, sc));
      const strict = forcedInOrder(this.strictParameters(entity, chain), raises);
      const mask = params.map((p, i) => p.arity === 0 && raises[i] === true && !strict.has(i));
      if (mask.some((m) => m)) {
        const variant = this.definitionFn(entity, chain, mask);
        const state = stateArg(sc, this.program.typed, this.nextComplete);
        // A parameter that is a thunk already is passed on as it is (`p()` → `p`).
        const lazyCall = `${variant}(ctx, ${state}, n${argCode.map((a, i) => ", " + (!mask[i] ? a : this.lazyArgument(a, true))).join("")})`;
        if (mask.some((m, i) => m && (effectful[i] || this.passedOnLazily(argCode[i]!)))) return lazyCall;
        // Effect-free arguments are tried first: when they all evaluate, the plain function (and its memo) is called
        // with their values, which is what TLC's lazy evaluation gives; when one raises, the call is made lazily, the
        // arguments evaluated again where the body uses them. A deferred deep call is no error: it goes on to its
        // driver (`$undeferred`), which evaluates the argument again at a shallow depth (recursion.test.ts).
        const tried = argCode.map((a, i) => (mask[i] ? this.program.fresh("$arg") : a));
        const lets = tried.filter((_, i) => mask[i]);
        const assign = tried.map((t, i) => (mask[i] ? `${t} = ${argCode[i]!};` : "")).join(" ");
        const attempt = `let ${lets.map((t) => t + this.program.ann(T.value)).join(", ")}; try { ${assign} } catch ($e) { $undeferred($e); return ${lazyCall}; } return ${fn}(ctx, ${state}, n${tried.map((a) => ", " + a).join("")});`;
        // The try as a function of its own, given the locals the arguments read, when they are all known: no closure
        // (nor a context for the variables it would capture) per call. Otherwise an arrow function called in place.
        const locals = state === "s" ? this.readLocals(argCode.join(" "), sc) : undefined;
        if (locals === undefined) return `(()${this.program.ann(T.value)} => { ${attempt} })()`;
        // Numbered apart from the fresh names, which stay as they were.
        const helper = `$try${this.tryFns++}`;
        const params = [contextParams(this.program.typed), ...locals.map((l) => l + this.program.ann(T.value))].join(", ");
        this.program.functions.push(`function ${helper}(${params})${this.program.ann(T.value)} { ${attempt} }`);
        return `${helper}(ctx, s, n${locals.map((l) => ", " + l).join("")})`;
      }
    }
    return `${callee}(ctx, ${stateArg(sc, this.program.typed, this.nextComplete)}, n${argCode.map((a) => ", " + a).join("")})`;
  }

  /**
   * The local JS variables (bound names, parameters holding values) that `code` reads, when it can be moved into a
   * top-level function taking them as parameters: it declares nothing (no function, block or string) and every
   * other name in it is a top-level one (a definition's function, a module, a runtime helper) or `ctx`, `s`, `n`.
   * Undefined otherwise (another local, a cache variable it assigns, a thunk).
   */
  private readLocals(code: string, sc: EmitScope): string[] | undefined {
    if (/=>|[{}"'`]|\bfunction\b/.test(code)) return undefined;
    const values = new Set<string>();
    for (const l of sc.locals.values()) if (l.kind === "js" && !l.fn && l.let === undefined && l.letFunction === undefined && /^[A-Za-z_$][\w$]*$/.test(l.js)) values.add(l.js);
    const read = new Set<string>();
    for (const m of code.matchAll(/(?<![\w$.])[A-Za-z_$][\w$]*/g)) {
      const id = m[0];
      if (values.has(id)) read.add(id);
      // Fresh names (stem + counter, `l_x12$v`) are locals of the enclosing code unless they name definitions'
      // functions or modules; top-level helpers with a digit (`$memo1`) are given up too.
      else if (/\d/.test(id) && !/^(?:d_|M_)/.test(id)) return undefined;
    }
    return [...read];
  }

  /**
   * Whether evaluating an argument (compiled to `code`) may raise or have an effect: anything but a literal, a JS
   * variable (a bound name or a parameter already evaluated), a constant, or an unprimed variable.
   */
  private mayRaise(a: Expr, code: string, sc: EmitScope): boolean {
    if (isLiteralCode(code) || /^[A-Za-z_$][\w$]*$/.test(code)) return false;
    if (a.kind === "Number" || a.kind === "String") return false;
    if (a.kind !== "Name" || a.args.length > 0 || a.prefix.length > 0) return true;
    const b = this.meanings.resolved.references.get(a);
    if (b?.kind === "definition") return this.constantShape(a, sc) === undefined;
    return !(b?.kind === "constant" || b?.kind === "bound" || (b?.kind === "variable" && !sc.primed));
  }

  /**
   * What is known of the value of `e` when its evaluation cannot raise nor have an effect, whatever the state:
   * a literal, a constant, TRUE/FALSE, a tuple or record of such, a zero-arity definition (after the model
   * file's replacements, through no instance that changes meanings) whose body is one (`running == "running"`, `order == <<new, ...>>`).
   * `tuple`: the length of a tuple written as such. Undefined: it may raise (or nothing is known).
   */
  private constantShape(e: Expr, sc: Scope): ConstantShape | undefined {
    switch (e.kind) {
      case "Number":
      case "String":
        return {};
      case "Tuple":
        return e.elements.every((x) => this.constantShape(x, sc) !== undefined) ? { tuple: e.elements.length } : undefined;
      case "RecordCtor":
        return e.fields.every((f) => this.constantShape(f.value, sc) !== undefined) ? {} : undefined;
      case "Name": {
        if (e.args.length > 0 || e.prefix.length > 0) return undefined;
        const m = this.meanings.ofName(e, sc);
        if (m.kind === "constant") return {};
        if (m.kind === "builtin") return m.name === "TRUE" || m.name === "FALSE" ? {} : undefined;
        if (m.kind !== "definition" || meaningfulChain(m.chain).length > 0 || evaluatedNatively(m.entity)) return undefined;
        const node = m.entity.node;
        if (node?.kind !== "OperatorDef" || node.params.length > 0) return undefined;
        const known = this.constantShapes.get(m.entity);
        if (known !== undefined) return known ?? undefined;
        // A definition reached again while its own body is walked (`a == <<a>>`) may raise.
        this.constantShapes.set(m.entity, null);
        const shape = this.constantShape(node.body, { module: m.entity.module, chain: [], locals: new Map() });
        this.constantShapes.set(m.entity, shape ?? null);
        return shape;
      }
      default:
        return undefined;
    }
  }

  /**
   * The parameters (indices) of a definition that its body evaluates first thing, before anything that could raise
   * or have an effect, in the order it evaluates them: evaluating their arguments before the call, where that is
   * also their order, is TLC's lazy evaluation (the same value, the same first error). Conservative: the walk stops
   * at anything it does not know.
   */
  private strictParameters(entity: DefinitionEntity, chain: readonly Instantiation[]): readonly number[] {
    return this.strictOf(entity.node as OperatorDef, { module: entity.module, chain, locals: new Map() }, this.definitionKey(entity, chain));
  }

  /** `strictParameters` of a LET operator with parameters (its body compiled in `scope`). */
  private strictLetParameters(def: OperatorDef, scope: Scope): readonly number[] {
    let id = this.letIds.get(def);
    if (id === undefined) this.letIds.set(def, (id = this.letIds.size));
    return this.strictOf(def, scope, `let${id}`);
  }

  private strictOf(node: OperatorDef, scope: Scope, key: string): readonly number[] {
    const known = this.strictParams.get(key);
    if (known !== undefined) return known;
    // A definition reached again while its body is walked (recursion) forces nothing known.
    this.strictParams.set(key, []);
    const order: number[] = [];
    // Bound variables ranging over `DOMAIN t`, t a tuple definition (`constantShape`): `t[i]` cannot raise.
    const domainOf = new Map<Node, DefinitionEntity>();
    const tupleDefinition = (e: Expr): DefinitionEntity | undefined => {
      if (e.kind !== "Name" || e.args.length > 0 || e.prefix.length > 0) return undefined;
      const m = this.meanings.ofName(e, scope);
      return m.kind === "definition" && (this.constantShape(e, scope)?.tuple ?? 0) > 0 ? m.entity : undefined;
    };
    // `DOMAIN t` for such a t: a set that cannot raise and is not empty.
    const domainSet = (e: Expr): DefinitionEntity | undefined => {
      if (e.kind !== "Prefix") return undefined;
      const b = this.meanings.resolved.operators.get(e);
      return b?.kind === "builtin" && b.name === "DOMAIN" ? tupleDefinition(e.operand) : undefined;
    };
    // A bound variable over such a set: TLC's CHOOSE (Tool OPCODE_bc) and \A, \E evaluate the set, then the
    // body for its first element: the body's forced parameters are forced first.
    const overDomain = (names: readonly Ident[], tuple: boolean, set: Expr, body: Expr): void => {
      const t = names.length === 1 && !tuple ? domainSet(set) : undefined;
      if (t === undefined) {
        walk(set);
        return;
      }
      domainOf.set(names[0]!, t);
      walk(body);
    };
    // A call of another definition: TLC binds the arguments lazily (Tool.getOpContext) and evaluates the body,
    // which forces the callee's strict parameters first: their arguments are evaluated first, in that order.
    const call = (binding: Binding | undefined, args: readonly Expr[]): void => {
      if (binding?.kind !== "definition") return;
      const m = this.meanings.ofBinding(binding, scope);
      // TLC's own Java overrides (MethodValues) evaluate every argument, in order, before the method.
      if (m.kind === "definition" && m.entity.module.standard && eagerStandardCalls[m.entity.module.name]?.includes(m.entity.name) === true) {
        args.every(walk);
        return;
      }
      if (m.kind !== "definition" || meaningfulChain(m.chain).length > 0 || evaluatedNatively(m.entity)) return;
      const callee = m.entity.node;
      if (callee?.kind !== "OperatorDef" || callee.params.length !== args.length || callee.params.some((p) => p.arity > 0)) return;
      for (const j of this.strictParameters(m.entity, m.chain)) if (!walk(args[j]!)) return;
    };
    const param = (e: Expr): number => {
      if (e.kind !== "Name" || e.args.length > 0 || e.prefix.length > 0) return -1;
      const b = this.meanings.resolved.references.get(e);
      return b?.kind === "parameter" ? node.params.findIndex((p) => p === b.decl) : -1;
    };
    // Whether `e` was walked through without reaching anything that may raise (its forced parameters in `order`).
    const walk = (e: Expr): boolean => {
      switch (e.kind) {
        case "Number":
        case "String":
          return true;
        case "Name": {
          if (e.prefix.length > 0) return false;
          if (e.args.length > 0) {
            call(this.meanings.resolved.references.get(e), e.args);
            return false;
          }
          const i = param(e);
          if (i >= 0) {
            order.push(i);
            return true;
          }
          const b = this.meanings.resolved.references.get(e);
          if (b?.kind === "definition") return this.constantShape(e, scope) !== undefined;
          return b?.kind === "constant" || b?.kind === "bound" || b?.kind === "variable";
        }
        case "Tuple":
          return e.elements.every(walk);
        // TLC builds a record from its field values in order (RecordValue); a set literal is only normalised later.
        case "RecordCtor":
          return e.fields.every((f) => walk(f.value));
        case "SetEnum":
          e.elements.every(walk);
          return false;
        case "Junction":
          walk(e.items[0]!);
          return false;
        case "If":
          walk(e.cond);
          return false;
        case "Infix": {
          const b = this.meanings.resolved.operators.get(e);
          const eager = b?.kind === "builtin" ? !["/\\", "\\/", "=>", "<=>", "\\equiv"].includes(b.name) : b?.kind === "definition" && evaluatedNatively(b.entity);
          // A built-in junction evaluates its left side first; other built-ins and Java overrides both sides.
          if (eager) {
            if (walk(e.left)) walk(e.right);
          } else if (b?.kind === "builtin") walk(e.left);
          else call(b, [e.left, e.right]);
          return false;
        }
        case "FunctionApp": {
          // `t[i]`, i bound over DOMAIN t: the element, no error.
          const arg = e.args.length === 1 ? e.args[0]! : undefined;
          const b = arg?.kind === "Name" && arg.args.length === 0 && arg.prefix.length === 0 ? this.meanings.resolved.references.get(arg) : undefined;
          if (b?.kind === "bound" && domainOf.get(b.ident) !== undefined && domainOf.get(b.ident) === tupleDefinition(e.fn)) return true;
          if (walk(e.fn)) e.args.every(walk);
          return false;
        }
        case "RecordField":
          walk(e.record);
          return false;
        case "Prefix": {
          const b = this.meanings.resolved.operators.get(e);
          if (b?.kind === "builtin" ? ["DOMAIN", "SUBSET", "UNION", "~", "\\lnot", "\\neg"].includes(b.name) : b?.kind === "definition" && evaluatedNatively(b.entity)) walk(e.operand);
          else call(b, [e.operand]);
          return false;
        }
        // The (first) bound's set is evaluated before anything else.
        case "Quant":
          if (e.bounds.length === 1) overDomain(e.bounds[0]!.names, e.bounds[0]!.tuple, e.bounds[0]!.set, e.body);
          else walk(e.bounds[0]!.set);
          return false;
        case "SetMap":
          walk(e.bounds[0]!.set);
          return false;
        case "SetFilter":
          walk(e.bound.set);
          return false;
        case "Choose":
          if (e.set !== undefined) overDomain(e.names, e.tuple, e.set, e.body);
          return false;
        default:
          return false;
      }
    };
    walk(node.body);
    const first = [...new Set(order)];
    this.strictParams.set(key, first);
    return first;
  }

  /**
   * Position-recording mode: whether `entity`'s compiled function takes its arguments as thunks (TLC's
   * LazyValues, Tool.getOpContext): a definition whose parameters are all values, called through its function
   * (a recursive one, or deeper than `lazyArgumentsInPlace` goes). A parameter's use accepts a value too
   * (`(typeof p === "function" ? p() : p)`: values are never JS functions), as other callers pass values.
   */
  private lazyParameters(entity: DefinitionEntity): boolean {
    const node = entity.node;
    // Operator parameters (a higher-order definition's, `Down(Op(_, _), a, k)`) stay as they are; the value ones are lazy.
    return this.program.frames && node?.kind === "OperatorDef" && node.params.some((p) => p.arity === 0) && !evaluatedNatively(entity);
  }

  /**
   * Position-recording mode: whether a call of `entity` with `args` is compiled in place, its arguments lazy: a
   * definition with arguments, all of them values, not recursive (not being compiled or substituted already),
   * a few levels deep at most (the module is compiled only to replay an error; deeper calls keep their function).
   */
  private lazyArgumentsInPlace(entity: DefinitionEntity, chain: readonly Instantiation[], args: readonly Expr[]): boolean {
    const node = entity.node;
    if (node?.kind !== "OperatorDef" || args.length === 0 || !node.params.every((p) => p.arity === 0)) return false;
    if (this.inlineDepth >= MAX_LAZY_ARGUMENT_INLINING || this.substituting.has(node)) return false;
    const key = this.definitionKey(entity, chain);
    return !this.recursive.has(key) && !this.building.has(key);
  }

  /**
   * A definition reached through an instantiation whose substitutions read locals,
   * compiled in place as a JS function expression so that it sees them (a shared
   * top-level function could not). Recursion through such a chain is cut off with a
   * diagnostic.
   */
  private inlineDefinition(entity: DefinitionEntity, chain: readonly Instantiation[], args: readonly Expr[], at: Node, sc: EmitScope): string {
    const node = entity.node;
    if (node === undefined) return this.program.unreachable(entity.name);
    // A recursive application inside the body of a RECURSIVE operator compiled in place (below) calls that function.
    const key = this.definitionKey(entity, chain);
    const named = this.inlinedRecursive.get(key);
    if (named !== undefined) return args.length === 0 && entity.arity > 0 ? named : `${named}(${args.map((a) => this.val(a, sc)).join(", ")})`;
    if (this.inlineDepth >= MAX_INLINE_DEFINITIONS) return this.unsupported(at, sc, "recursion through an instance with parameters or inside LET");
    const base: EmitScope = { module: entity.module, chain, locals: new Map(), instanceLocals: sc.instanceLocals, primed: sc.primed, init: sc.init };
    this.inlineDepth++;
    try {
      if (node.kind === "OperatorDef") {
        const names = node.params.map((p) => this.program.fresh(mangle("p", p.name.name)));
        const inner = withLocals(base, node.params.map((p, i) => [p, js(names[i]!, Level.Constant, p.arity > 0)] as const)) as EmitScope;
        if (declaredRecursive(entity)) {
          // A RECURSIVE operator of an instance whose substitutions read locals (`J(k)!G(2)` with `J(k) == INSTANCE M
          // WITH K <- k`, k bound): one JS function defined in place, its recursive applications calling it, as a LET
          // RECURSIVE operator's (inlining the body at each application never ended: TT3001).
          const fn = this.program.fresh(mangle("r", entity.name));
          this.inlinedRecursive.set(key, fn);
          try {
            const body = this.guard(inner, node.body, `return ${this.val(node.body, inner)};`);
            const params = names.map((x, i) => x + this.program.ann(paramType(node.params[i]!.arity))).join(", ");
            const call = args.length === 0 && node.params.length > 0 ? fn : `${fn}(${args.map((a) => this.val(a, sc)).join(", ")})`;
            return `(()${this.program.ann(T.value)} => { const ${fn} = $made(ctx.R, (${params})${this.program.ann(T.value)} => { ${this.recursionGuard(fn, names, body)} }); return ${call}; })()`;
          } finally {
            this.inlinedRecursive.delete(key);
          }
        }
        const fn = `((${names.join(", ")}) => { ${this.guard(inner, node.body, `return ${this.val(node.body, inner)};`)} })`;
        if (args.length === 0 && node.params.length > 0) return fn;
        return `${fn}(${args.map((a) => this.val(a, sc)).join(", ")})`;
      }
      if (node.kind === "FunctionDef") return `(() => { ${this.guard(base, node.body, `return ${this.functionCtor(node.bounds, node.body, pending(base))};`)} })()`;
      const expr = node.kind === "Assumption" ? node.expr : node.body.kind === "AssumeProve" ? undefined : node.body;
      if (expr === undefined) return this.unsupported(node, sc, "ASSUME ... PROVE");
      return `(() => { ${this.guard(base, expr, `return ${this.val(expr, base)};`)} })()`;
    } finally {
      this.inlineDepth--;
    }
  }

  /** An argument value; for an operator parameter (`F(_)`) the bare name or LAMBDA compiles to a JS function. */
  private argument(a: Expr, _decl: OpDecl | undefined, sc: EmitScope): string {
    return this.val(a, pending(sc));
  }

  private native(entity: DefinitionEntity, args: readonly Expr[], at: Node, sc: EmitScope): string {
    if (entity.module.name === "TLCExt" && entity.name === "TLCEvalDefinition" && args.length === 1) return this.overridden(this.natives.find("TLCExt", "TLCEvalDefinition")!.entry.evaluation!, this.evalDefinition(args[0]!, at, sc));
    const found = this.natives.find(entity.module.name, entity.name);
    if (found === undefined) {
      this.program.report("NoNativeOperator", sc.module, at, { name: entity.name, module: entity.module.name });
      return this.program.unreachable(entity.name);
    }
    if (!nativeIsEffectFree(found.file, entity.name)) this.effects++;
    const alias = moduleAlias(found.file);
    this.program.imports.add(found.file);
    const fn = `${alias}.${found.entry.export}`;
    if (args.length === 0 && found.entry.arity > 0) {
      const names = Array.from({ length: found.entry.arity }, (_, i) => `$a${i}`);
      return `$made(ctx.R, (${names.join(", ")}) => ${fn}(ctx, ${names.join(", ")}))`;
    }
    if (found.entry.readsState === true) this.program.readsState = true;
    if (found.entry.readsSearch === true) this.program.readsSearch = true;
    const state = found.entry.readsState === true ? [sc.primed || sc.init ? "n" : "s"] : [];
    const thunks = new Set(found.entry.operatorArgs ?? []);
    const argCode = args.map((a, i) => {
      const code = this.val(a, sc);
      // AssertError-style arguments are passed unevaluated; operator arguments already are functions.
      return thunks.has(i) && !(a.kind === "Lambda" || (a.kind === "Name" && a.args.length === 0)) ? `(() => ${code})` : code;
    });
    const call = `${fn}(ctx${[...state, ...argCode].map((a) => ", " + a).join("")})`;
    const code = found.entry.evaluation === undefined ? call : this.overridden(found.entry.evaluation, call);
    // A function of constant arguments alone (`1..N`, `Seq(Msgs)`) is computed once, like a constant literal.
    return state.length === 0 && thunks.size === 0 && nativeIsEffectFree(found.file, entity.name) ? this.constantLiteral(code, argCode) : code;
  }

  /** `code`, a call of an operator TLC replaces by the `@Evaluation` method `method`: its errors are wrapped as TLC's. */
  private overridden(method: string, code: string): string {
    return `$override(${jsString(method)}, () => ${code})`;
  }

  /**
   * `TLCEvalDefinition(name)`: the root module's zero-arity definition so named, evaluated
   * where the call is (TLC's TLCExt.tlcDefByName looks the name up when evaluating). A
   * literal name is resolved now; any other argument is matched at run time against the
   * definitions of the root module and the modules it extends (standard modules aside).
   * Wrong names are TLC's argument errors, raised when evaluated.
   */
  private evalDefinition(arg: Expr, at: Node, sc: EmitScope): string {
    const visible = this.meanings.resolved.root?.visible;
    if (arg.kind === "String") return this.namedDefinition(arg.value, visible?.get(arg.value), at, sc) ?? this.noDefinitionNamed(jsString(JSON.stringify(arg.value)));
    const cases: string[] = [];
    for (const [name, meaning] of visible ?? []) {
      const entity = meaning.entity;
      // Temporal formulas are no values: TLC's evaluation of one fails, tla2ts's compilation would.
      if (entity.kind !== "operator" || entity.module.standard || this.levels.definitionLevel(entity, sc) >= Level.Temporal) continue;
      cases.push(`case ${jsString(name)}: return ${this.namedDefinition(name, meaning, at, sc)};`);
    }
    const found = this.natives.find("TLCExt", "TLCEvalDefinition")!;
    this.program.imports.add(found.file);
    const name = `${moduleAlias(found.file)}.${found.entry.export}(ctx, ${this.val(arg, sc)})`;
    return `((k$) => { switch (k$) { ${cases.join(" ")} default: return ${this.noDefinitionNamed("JSON.stringify(k$)")}; } })(${name})`;
  }

  /** The call of definition `name` (`entity`), or TLC's error when it has parameters; undefined when it is no definition. */
  private namedDefinition(name: string, visible: Visible | undefined, at: Node, sc: EmitScope): string | undefined {
    const entity = visible?.entity;
    if (entity === undefined || entity.kind !== "operator") return undefined;
    if (entity.arity === 0) return this.callDefinition(entity, visible!.via, [], at, sc);
    // TLC's own wording ("a a zero-arity definition", the signature with the parameters' names).
    const node = entity.node;
    const params = node?.kind === "OperatorDef" ? node.params.map((p) => p.name.name) : [];
    return this.evalDefinitionError("a a zero-arity definition", `${jsString(params.length > 0 ? `${name}(${params.join(", ")})` : name)}`);
  }

  /** TLC's error for a name that is no definition (`quoted`: code of the name in quotes). */
  private noDefinitionNamed(quoted: string): string {
    return this.evalDefinitionError("a name of a definition reachable from the root module", quoted);
  }

  private evalDefinitionError(expected: string, value: string): string {
    return `(() => { throw new V.EvalError("SingleArgumentType", { op: "TLCEvalDefinition", expected: ${jsString(expected)}, value: ${value} }); })()`;
  }

  /** The emitted function computing `entity` in `chain`, compiled on first use. */
  private definitionKey(entity: DefinitionEntity, chain: readonly Instantiation[]): string {
    let id = this.entityIds.get(entity);
    if (id === undefined) {
      id = this.entityIds.size;
      this.entityIds.set(entity, id);
    }
    // Chains that differ only by instantiations that change no meaning share one copy.
    return `${id}|${chainKey(meaningfulChain(chain))}`;
  }

  definitionFn(entity: DefinitionEntity, chain: readonly Instantiation[], lazyMask?: readonly boolean[]): string {
    // The variant taking the masked parameters as thunks has its own function, named after the plain one (`$L` +
    // mask) and kept apart so that the numbering of the others does not move.
    const variant = lazyMask === undefined ? "" : "$L" + lazyMask.map((m) => (m ? "1" : "0")).join("");
    const fns = lazyMask === undefined ? this.definitionFns : this.lazyVariantFns;
    const key = this.definitionKey(entity, chain) + variant;
    const known = fns.get(key);
    if (known !== undefined) {
      if (this.building.has(key)) this.markCycle(key);
      if (this.effectFns.has(known)) this.effects++;
      return known;
    }
    const fn = lazyMask === undefined ? mangle("d", entity.name) + `$${this.definitionFns.size}` : this.definitionFn(entity, chain) + variant;
    fns.set(key, fn);
    this.building.add(key);
    const effectsBefore = this.effects;
    this.program.functions.push(this.compileDefinition(entity, chain, fn, key, effectsBefore, lazyMask));
    if (this.effects !== effectsBefore) this.effectFns.add(fn);
    this.building.delete(key);
    return fn;
  }

  /** `key` is called while being compiled: it and every definition compiled since are recursive. */
  private markCycle(key: string): void {
    let inCycle = false;
    for (const k of this.building) {
      if (k === key) inCycle = true;
      if (inCycle) this.recursive.add(k);
    }
  }

  /**
   * The body of a recursive definition's JS function (or LET RECURSIVE closure), whose
   * arguments are `params`: its nesting is counted so that deep recursion runs on an
   * explicit stack (runtime/check/recursion.ts). Operator arguments are JS functions,
   * recognised by identity.
   */
  private recursionGuard(fn: string, params: readonly string[], body: string): string {
    const args = params.join(", ");
    return `const $R = ctx.R; if ($R.depth === 0 || $R.depth >= $DEEP) return $recurse($R, ${fn}, [${args}]); $R.depth++; try { ${body} } finally { $R.depth--; }`;
  }

  /**
   * Whether a call of `entity` (compiled in `sc`) goes through the per-state cache
   * (`$stateMemo`): a zero-arity operator of state level, unless it calls itself or has
   * an effect (known once compiled: `definitionFn` then leaves it uncached).
   */
  /** Whether `fn`, a compiled definition, is a zero-arity constant-level one, cached once computed. */
  isConstantFn(fn: string): boolean {
    return this.constantFns.has(fn);
  }

  isStateCached(entity: DefinitionEntity, sc: EmitScope): boolean {
    const node = entity.node;
    return node?.kind === "OperatorDef" && node.params.length === 0 && !evaluatedNatively(entity) && this.levels.definitionLevel(entity, sc) === Level.State;
  }

  private compileDefinition(entity: DefinitionEntity, chain: readonly Instantiation[], fn: string, key: string, effectsBefore: number, lazyMask?: readonly boolean[]): string {
    const node = entity.node;
    const sc = this.scopeFor(entity.module, chain);
    const ret = this.program.ann(T.value);
    if (node === undefined) return `function ${fn}()${ret} { return ${this.program.unreachable(entity.name)}; }`;
    if (node.kind === "OperatorDef") {
      const names = node.params.map((p) => this.program.fresh(mangle("p", p.name.name)));
      const lazy = this.lazyParameters(entity) || lazyMask !== undefined;
      // A masked parameter is always a thunk (`callDefinition`); in position-recording mode any may be.
      const use = (x: string, i: number): string => {
        if (lazyMask?.[i] !== true) return lazyMask === undefined && lazy && node.params[i]!.arity === 0 ? this.forced(x) : x;
        this.thunkParams.add(`${x}()`);
        return `${x}()`;
      };
      const inner = withLocals(pending(sc), node.params.map((p, i) => [p, js(use(names[i]!, i), Level.Constant, p.arity > 0)] as const)) as EmitScope;
      const body = this.val(node.body, inner);
      const params = [contextParams(this.program.typed), ...names.map((x, i) => x + this.program.ann(lazyMask?.[i] === true ? `() => ${T.value}` : paramType(node.params[i]!.arity)))].join(", ");
      if (node.params.length === 0 && this.levels.definitionLevel(entity, sc) === Level.Constant) {
        const slot = this.cacheSlots++;
        this.constantFns.add(fn);
        if (isLiteralCode(body)) this.literalFns.add(fn);
        // TLC evaluates these at start-up with its fast tool: their values have no source (`$src`).
        const compute = this.program.frames
          ? `const $was = ctx.sources; ctx.sources = undefined; try { v = core.constantValue(ctx, ${body}); } finally { ctx.sources = $was; }`
          : `v = core.constantValue(ctx, ${body});`;
        return `function ${fn}(${params})${ret} { let v = ctx.K[${slot}]; if (v === undefined) { ${this.guard(sc, node.body, compute)} ctx.K[${slot}] = v; } return v; }`;
      }
      const guarded = this.guard(sc, node.body, body === this.lastLoop?.iife ? this.lastLoop.statements : `return ${body};`);
      if (this.recursive.has(key)) return `function ${fn}(${params})${ret} { ${this.recursionGuard(fn, ["ctx", "s", "n", ...names], guarded)} }`;
      if (this.effects === effectsBefore && this.isStateCached(entity, sc)) {
        // Computed once per state the checker holds (see `$stateMemo`).
        return `function ${fn}$body(${params})${ret} { ${guarded} } function ${fn}(${params})${ret} { return $stateMemo(ctx, ${this.stateSlots++}, ${fn}$body, s, n); }`;
      }
      if (!lazy && (names.length === 1 || names.length === 2) && node.params.every((p) => p.arity === 0) && this.effects === effectsBefore && !isLookupCode(body, this.constantFns)) {
        const level = this.levels.definitionLevel(entity, sc);
        // The body as its own function, called through the memo (see `$memo1`, `$stateMemo1`).
        const memo =
          level === Level.Constant ? `$memo${names.length}(ctx, ${this.memoSlots++}` : level === Level.State && !evaluatedNatively(entity) ? `$stateMemo${names.length}(ctx, ${this.stateSlots++}` : undefined;
        if (memo !== undefined) return `function ${fn}$body(${params})${ret} { ${guarded} } function ${fn}(${params})${ret} { return ${memo}, ${fn}$body, s, n, ${names.join(", ")}); }`;
      }
      return `function ${fn}(${params})${ret} { ${guarded} }`;
    }
    if (node.kind === "FunctionDef") {
      const body = this.functionCtor(node.bounds, node.body, pending(sc));
      return `function ${fn}(${contextParams(this.program.typed)})${ret} { ${this.guard(sc, node.body, `return ${body};`)} }`;
    }
    const expr = node.kind === "Assumption" ? node.expr : node.body.kind === "AssumeProve" ? undefined : node.body;
    if (expr === undefined) return `function ${fn}()${ret} { return ${this.unsupported(node, sc, "ASSUME ... PROVE")}; }`;
    return `function ${fn}(${contextParams(this.program.typed)})${ret} { ${this.guard(sc, expr, `return ${this.val(expr, sc)};`)} }`;
  }

  /**
   * LET definitions as local JS functions (zero-arity ones evaluated once, on first use,
   * like TLC's lazy values). A zero-arity definition that reads primes, or variables
   * while Init assigns them, is not cached (its value changes with each assignment
   * tried): its uses mean its body, as TLC caches such lazy values in neither case.
   */
  letDefs(e: Let, sc: EmitScope): { decls: string; scope: EmitScope } {
    const entries: [Node, LocalMeaning][] = [];
    const defs: { node: OperatorDef | FunctionDef; name: string; app: string | undefined; use: { code: string } }[] = [];
    const instances: Node[] = [];
    // Every LET definition sees all of them (RECURSIVE ones included); assigned below.
    let scope: EmitScope;
    const letScope = (): Scope => scope;
    for (const d of e.defs) {
      if (d.kind !== "OperatorDef" && d.kind !== "FunctionDef") {
        if (d.kind === "ModuleDef") instances.push(d.instance);
        continue;
      }
      const zeroArity = d.kind === "FunctionDef" || d.params.length === 0;
      const level = d.kind === "OperatorDef" ? this.levels.of(d.body, sc) : Level.Constant;
      if (d.kind === "OperatorDef" && zeroArity && (level >= Level.Action || (sc.init && level >= Level.State))) {
        entries.push([d, { kind: "inline", expr: d.body, get scope() { return letScope(); } }]);
        continue;
      }
      const name = this.program.fresh(mangle("l", d.name.name));
      // Zero-arity LET names are used without parentheses: they mean a call of the (caching) function,
      // or its caching expression itself (set below, once compiled).
      const use = { code: zeroArity ? `${name}()` : name };
      const definition = d.kind === "OperatorDef" ? { let: { def: d, get scope() { return letScope(); } } } : { letFunction: { def: d, get scope() { return letScope(); } } };
      entries.push([d, { kind: "js", get js() { return use.code; }, level, fn: !zeroArity, ...definition }]);
      const app = d.kind === "FunctionDef" && isSimpleFunctionDef(d) ? this.program.fresh(mangle("l", d.name.name + "_app")) : undefined;
      if (app !== undefined) entries.push([(d as FunctionDef).bounds[0]!, js(app, level, true)]);
      defs.push({ node: d, name, app, use });
    }
    // The substitutions of an INSTANCE inside the LET see them too.
    scope = withLocals(sc, entries) as EmitScope;
    for (const instance of instances) scope = withInstanceLocals(scope, instance, scope.locals) as EmitScope;
    // LET RECURSIVE operators count their nesting like top-level recursive ones.
    const recursive = new Set(e.defs.flatMap((d) => (d.kind === "RecursiveDecl" ? d.decls.map((o) => o.name.name) : [])));
    let decls = "";
    for (const { node, name, app, use } of defs) {
      if (node.kind === "FunctionDef") {
        decls += `let ${name}$v${this.program.ann(T.value + " | undefined")}; const ${name} = ()${this.program.ann(T.value)} => (${name}$v === undefined ? (${name}$v = ${this.functionCtor(node.bounds, node.body, pending(scope))}) : ${name}$v); `;
        if (app !== undefined) decls += `const ${app} = ${this.functionApplier(node, scope)}; `;
      } else if (node.params.length === 0) {
        const effectsBefore = this.effects;
        const value = this.val(node.body, pending(scope));
        if (this.effects === effectsBefore && !this.isConstantCode(value) && this.isClosedConstant(node.body, scope, value)) {
          // Mentions nothing of the evaluation it is in (see `isClosedConstant`): its value is the
          // same at every evaluation, so it is kept once computed (`core.constantLet`). A function
          // not built yet is not kept across evaluations, but is still one value within this one
          // (`$v`): its first use decides whether it is built (corpus/regressions/LazyFcnStored).
          const slot = this.cacheSlots++;
          decls += `let ${name}$v${this.program.ann(T.value + " | undefined")}; `;
          use.code = `(${name}$v ??= ctx.K[${slot}] ?? core.constantLet(ctx, ${slot}, ${value}))`;
          continue;
        }
        decls += `let ${name}$v${this.program.ann(T.value + " | undefined")}; `;
        // A short definition is cached in place at each use (`??=`: values are never null
        // or undefined), so that a LET inside a loop allocates no closure per iteration.
        // Later definitions, compiled after this one, see it in place too (without RECURSIVE,
        // a LET definition names only the ones before it).
        if (value.length <= MAX_INLINED_LET && recursive.size === 0) use.code = `(${name}$v ??= ${value})`;
        else decls += `const ${name} = ()${this.program.ann(T.value)} => (${name}$v === undefined ? (${name}$v = ${value}) : ${name}$v); `;
      } else {
        if (recursive.has(node.name.name)) this.recursiveLets.add(node);
        decls += `const ${name} = ${this.letOperatorFn(node, scope, scope, name, recursive.has(node.name.name))}; `;
      }
    }
    return { decls, scope };
  }

  /**
   * The JS function of the LET operator `node` (parameters), named `name`, its body compiled in `bodyScope`
   * (the LET's scope, or that scope primed: `primedRecursiveLet`).
   */
  private letOperatorFn(node: OperatorDef, scope: EmitScope, bodyScope: EmitScope, name: string, recursive: boolean): string {
    const names = node.params.map((p) => this.program.fresh(mangle("p", p.name.name)));
    // A value parameter may be given a memoizing thunk (`letCall`: TLC's lazy argument), forced at each use;
    // values are never JS functions. Not when the body forces every parameter first, in order: then every
    // call passes values (but in position-recording mode).
    const strict = node.params.every((p) => p.arity === 0) ? this.strictLetParameters(node, scope) : [];
    const lazy = node.params.every((p) => p.arity === 0) && (this.program.frames || strict.length !== node.params.length || strict.some((j, i) => j !== i));
    const use = (x: string): string => (lazy ? this.forced(x) : x);
    const inner = withLocals(bodyScope, node.params.map((p, i) => [p, js(p.arity > 0 ? names[i]! : use(names[i]!), Level.Constant, p.arity > 0)] as const)) as EmitScope;
    const params = names.map((x, i) => x + this.program.ann(lazy ? `${T.value} | (() => ${T.value})` : paramType(node.params[i]!.arity))).join(", ");
    const body = this.val(node.body, inner);
    return recursive
      ? `$made(ctx.R, (${params})${this.program.ann(T.value)} => { ${this.recursionGuard(name, names, `return ${body};`)} })`
      : `(${params})${this.program.ann(T.value)} => ${body}`;
  }

  /**
   * `R(a)'` of a LET RECURSIVE operator of state level (also reached as `w'` with `w <- LET RECURSIVE R(_) ...
   * IN R(v)` in an INSTANCE): TLC evaluates R's body in the next state, recursive calls included. Substituting
   * the body in place (as for a LET operator that does not recurse) would never end: a second JS function of R,
   * its body compiled primed, defined where it is used; R's applications inside it (and those of operators of
   * the same LET it calls, compiled the same way) call it (corpus/regressions/PrimedLetRecursive).
   */
  private primedRecursiveLet(def: OperatorDef, scope: EmitScope, args: readonly Expr[], sc: EmitScope): string {
    const known = this.primedLets.get(def);
    if (known !== undefined) return this.letCall(known, def, scope, args, pending(sc));
    const name = this.program.fresh(mangle("l", def.name.name + "_next"));
    this.primedLets.set(def, name);
    try {
      const fn = this.letOperatorFn(def, scope, { ...scope, primed: true, init: sc.init }, name, true);
      return `(()${this.program.ann(T.value)} => { const ${name} = ${fn}; return ${this.letCall(name, def, scope, args, pending(sc))}; })()`;
    } finally {
      this.primedLets.delete(def);
    }
  }

  /**
   * `code`, the effect-free code of `e`, kept in a `ctx.K` slot once computed when `e` is a
   * closed constant (`isClosedConstant`), as a closed constant LET definition is:
   * `vState = [v \in V |-> "valid"]` in the guards of byihive's actions built the same
   * function for every state (`core.fcnCons` was a tenth of VoucherCancel's time). A
   * function not built yet (over Nat) is not kept (`core.constantLet`); one that throws is
   * not kept either, so throws again where it did.
   */
  private closedConstantValue(e: Expr, sc: EmitScope, code: string): string {
    if (this.program.frames || this.isConstantCode(code) || !this.isClosedConstant(e, sc, code)) return code;
    const slot = this.cacheSlots++;
    return `(ctx.K[${slot}] ?? core.constantLet(ctx, ${slot}, ${code}))`;
  }

  /**
   * Whether the LET body `e`, compiled in `sc` to `code` without effects, is a constant that
   * mentions nothing of where it is evaluated: constant level, no `@`, no name meaning a local
   * of `sc` (a parameter, a bound variable, an enclosing LET definition), no LET of its own, no
   * INSTANCE substitution reading locals, and no call of a definition still being compiled
   * (whose effects are not known yet). GameOfLife's `score(p) == LET nbrs == {x \in {-1, 0, 1}
   * \X {-1, 0, 1} : x /= <<0, 0>>} ...` built and expanded the same nine-element filter for
   * every cell of every state. TLC evaluates it each time; the value is the same, evaluating
   * it has no effect, and one that throws is not kept (so throws again where it did).
   */
  private isClosedConstant(e: Expr, sc: EmitScope, code: string): boolean {
    if (this.levels.of(e, sc) !== Level.Constant) return false;
    if (sc.instanceLocals !== undefined && sc.instanceLocals.size > 0) return false;
    for (const key of this.building) {
      const fn = this.definitionFns.get(key);
      if (fn !== undefined && new RegExp(`\\b${fn.replaceAll("$", "\\$")}\\b`).test(code)) return false;
    }
    const stack: Expr[] = [e];
    while (stack.length > 0) {
      const x = stack.pop()!;
      if (x.kind === "At" || x.kind === "StepRef" || x.kind === "Let") return false;
      if (x.kind === "Name" && this.meanings.ofName(x, sc).kind === "local") return false;
      stack.push(...childExprs(x));
    }
    return true;
  }

  /**
   * `f[x]` for `f[x \in S] == body` without building f: a membership test and the body.
   * This is how recursive function definitions (`fact[n \in Nat] == ...`) evaluate.
   */
  functionApplier(node: FunctionDef, sc: EmitScope): string {
    const { names, statements } = this.applierParts(node, sc);
    return `(${names.map((x) => x + this.program.ann(T.value)).join(", ")})${this.program.ann(T.value)} => { ${statements} }`;
  }

  /**
   * `f[args]` for a function definition of an instance whose substitutions read locals (`J(k) == INSTANCE M WITH
   * K <- k`, `f[n \in 0..K] == ...` in M, `J(k)!f[a]` with k bound): a shared top-level applier could not see the
   * locals (TT3001 "this parameter cannot be checked yet"), so the applier is a JS function defined in place; the
   * function's recursive applications inside its body call it (corpus/regressions/InstanceRecursiveLocal).
   */
  private inlineApplier(node: FunctionDef, module: EmitScope["module"], chain: EmitScope["chain"], key: string, sc: EmitScope): (args: readonly string[]) => string {
    const named = this.inlinedRecursive.get(key);
    if (named !== undefined) return (args) => `${named}(${args.join(", ")})`;
    return (args) => {
      const fn = this.program.fresh(mangle("r", node.name.name));
      this.inlinedRecursive.set(key, fn);
      try {
        const base: EmitScope = { module, chain, locals: new Map(), instanceLocals: sc.instanceLocals, primed: sc.primed, init: sc.init };
        const { names, statements } = this.applierParts(node, base);
        const params = names.map((x) => x + this.program.ann(T.value)).join(", ");
        const body = this.guard(base, node.body, statements);
        return `(()${this.program.ann(T.value)} => { const ${fn} = $made(ctx.R, (${params})${this.program.ann(T.value)} => { ${this.recursionGuard(fn, names, body)} }); return ${fn}(${args.join(", ")}); })()`;
      } finally {
        this.inlinedRecursive.delete(key);
      }
    };
  }

  /** The parameters (one per bound variable) and statements of `functionApplier`. */
  private applierParts(node: FunctionDef, sc: EmitScope): { names: string[]; statements: string } {
    const flat = flatBounds(node.bounds);
    const names = flat.map((b) => this.program.fresh(mangle("v", b.names[0]!.name)));
    const inner = withLocals(sc, flat.map((b, i) => [b.names[0]!, js(names[i]!, Level.Constant)] as const)) as EmitScope;
    const checks = flat.map((b, i) => `if (!core.inSet(ctx, ${names[i]}, ${this.val(b.set, sc)})) $outsideDomain(${jsString(node.name.name)}, ${flat.length === 1 ? names[i] : `core.tuple(ctx, ${names.join(", ")})`});`).join(" ");
    return { names, statements: `${checks} return ${this.val(node.body, inner)};` };
  }

  /**
   * Loops binding `bounds` (first variable fastest: the last bound is the outer loop),
   * inside an immediately invoked arrow function with `setup` before and `after` after.
   */
  loops(bounds: readonly Bound[], sc: EmitScope, order: "sorted" | "raw", body: (inner: EmitScope) => string, setup: string, after: string, chooseAt?: number): string {
    return this.loopIife(this.loopCode(bounds, sc, order, body, undefined, chooseAt).code, setup, after);
  }

  private loopIife(code: string, setup: string, after: string): string {
    const statements = `${setup} ${code} ${after}`;
    const iife = `(() => { ${statements} })()`;
    this.lastLoop = { iife, statements };
    return iife;
  }

  /** Statement code for nested loops over `bounds`; `body` gets the scope with the variables bound. */
  loopCode(bounds: readonly Bound[], sc: EmitScope, order: "sorted" | "raw", body: (inner: EmitScope) => string, guardAt?: number, chooseAt?: number): { code: string } {
    const flat = flatBounds(bounds);
    const entries: [Node, LocalMeaning][] = [];
    const heads: string[] = [];
    let hoisted = "";
    for (const [k, b] of flat.entries()) {
      const set = this.val(b.set, sc);
      const v = this.program.fresh("$x");
      const arr = this.program.fresh("$s");
      const i = this.program.fresh("$i");
      // A sorted walk is a quantifier bound to TLC: its error for Nat, Int, STRING or Seq(S) names the bound's location (a CHOOSE's, the CHOOSE's).
      let enumerate =
        order === "raw"
          ? `core.enumerateRaw(ctx, ${set})`
          : chooseAt !== undefined
            ? `core.enumerateChoose(ctx, ${set}, $L[${chooseAt}])`
            : `core.enumerateSorted(ctx, ${set}, $L[${this.program.location(sc.module, b.set)}])`;
      // An inner loop's set cannot depend on the outer variables: enumerated once, when
      // the outer loops first reach it (so an empty outer set still never evaluates it).
      if (k < flat.length - 1) {
        const once = this.program.fresh("$once");
        hoisted += `let ${once}${this.program.ann(`readonly ${T.value}[] | undefined`)}; `;
        enumerate = `(${once} ??= ${enumerate})`;
      }
      const init = guardAt === undefined ? `const ${arr} = ${enumerate};` : `let ${arr}${this.program.ann("readonly " + T.value + "[]")}; try { ${arr} = ${enumerate}; } catch ($e) { throw $at(${guardAt}, $e); }`;
      let head = `${init} for (let ${i} = 0; ${i} < ${arr}.length; ${i}++) { const ${v} = ${arr}[${i}];`;
      if (b.tuple) {
        for (const statement of this.tupleBindings(b.names, v, entries)) head += ` ${statement}`;
      } else {
        const name = this.program.fresh(mangle("v", b.names[0]!.name));
        head += ` const ${name} = ${v};`;
        entries.push([b.names[0]!, js(name, Level.Constant)]);
      }
      heads.push(head);
    }
    const inner = withLocals(sc, entries) as EmitScope;
    // Sets are evaluated in the outer scope (TLA+ bounds cannot see each other's variables).
    let code = body(inner);
    for (let k = 0; k < heads.length; k++) code = `${heads[k]} ${code} }`;
    return { code: hoisted + code };
  }

  /** `const v_a = x[1]; const v_b = x[2];` for the tuple binder `<<a, b>>` bound to `x`, recording the names in `entries`. */
  private tupleBindings(names: readonly Ident[], x: string, entries: [Node, LocalMeaning][]): string[] {
    return names.map((id, k) => {
      const name = this.program.fresh(mangle("v", id.name));
      entries.push([id, js(name, Level.Constant)]);
      return `const ${name} = core.apply(ctx, ${x}, ${k + 1});`;
    });
  }

  private quant(forall: boolean, bounds: readonly Bound[], body: Expr, sc: EmitScope, whole: Expr): string {
    // The loops are compiled once with a mark where the answer is known early; the IIFE
    // returns there, the statements of `assignTest` set their variable and leave the block.
    const code = this.hoistInvariants(body, sc, () => this.loopCode(bounds, sc, "sorted", (inner) => this.testStatement(body, inner, forall ? "!" : "", EARLY_ANSWER, { why: "body", at: whole, named: whole })).code);
    const early = !forall;
    const iife = this.loopIife(code.replaceAll(EARLY_ANSWER, () => `return ${early};`), "", `return ${forall};`);
    this.quants?.set(iife, (target, label) => `${target} = ${forall}; ${label}: { ${code.replaceAll(EARLY_ANSWER, () => `${target} = ${early}; break ${label};`)} }`);
    return iife;
  }

  /**
   * Statements that run `then` when `e` is true (`not` "") or false (`not` "!"), as
   * `if (${not}$b(${e})) { ${then} }` does: conjunctions, disjunctions, implications,
   * negations, quantifiers and LETs in `e` become statements, in TLC's order of
   * evaluation, so that no IIFE (a closure and a context allocated per evaluation) is made
   * for them. `then` must leave (return or break): it may be repeated.
   */
  private testStatement(e: Expr, sc: EmitScope, not: "!" | "", then: string, t?: Tested): string {
    if (this.program.frames) return `if (${not}${this.tested(this.val(e, sc), t, sc)}) { ${then} }`;
    const flip = not === "!" ? "" : "!";
    // `then` once one of `items` tests `n`; once every one of them does. `ts[i]`: how TLC tests item i.
    const any = (items: readonly Expr[], n: "!" | "", ts: readonly (Tested | undefined)[], scope = sc): string => items.map((x, i) => this.testStatement(x, scope, n, then, ts[i])).join(" ");
    const all = (items: readonly Expr[], n: "!" | "", ts: readonly (Tested | undefined)[]): string => {
      const label = this.program.fresh("$q");
      return `${label}: { ${items.map((x, i) => this.testStatement(x, sc, n === "!" ? "" : "!", `break ${label};`, ts[i])).join(" ")} ${then} }`;
    };
    const op = this.logicalOperator(e);
    if (e.kind === "Junction" || (e.kind === "Infix" && (op === "/\\" || op === "\\/"))) {
      const items = e.kind === "Junction" ? e.items : [e.left, e.right];
      const conj = e.kind === "Junction" ? e.op === "/\\" : op === "/\\";
      const ts: Tested[] =
        e.kind === "Junction" ? e.items.map((x) => ({ why: conj ? "conjunct" : "disjunct", at: e, named: x })) : [{ why: conj ? "andP" : "orP", at: e }, { why: conj ? "andQ" : "orQ", at: e }];
      return conj === (not === "!") ? any(items, not, ts) : all(items, conj ? "" : "!", ts);
    }
    if (e.kind === "Infix" && op === "=>") {
      const p: Tested = { why: "impliesP", at: e };
      const q: Tested = { why: "impliesQ", at: e };
      if (not === "") return `${this.testStatement(e.left, sc, "!", then, p)} ${this.testStatement(e.right, sc, "", then, q)}`;
      const label = this.program.fresh("$q");
      return `${label}: { ${this.testStatement(e.left, sc, "!", `break ${label};`, p)} ${this.testStatement(e.right, sc, "", `break ${label};`, q)} ${then} }`;
    }
    if (e.kind === "Prefix" && op === "~") return this.testStatement(e.operand, sc, flip, then, { why: "not", at: e });
    if (e.kind === "Quant") {
      const forall = e.op === "\\A" || e.op === "\\forall";
      // The answer known early (an element failing `\A`, one satisfying `\E`): `then` when it is what is tested.
      const early = forall ? "!" : "";
      const body: Tested = { why: "body", at: e, named: e };
      if (not === early) return this.hoistInvariants(e.body, sc, () => this.loopCode(e.bounds, sc, "sorted", (inner) => this.testStatement(e.body, inner, early, then, body)).code);
      const label = this.program.fresh("$q");
      return `${label}: { ${this.hoistInvariants(e.body, sc, () => this.loopCode(e.bounds, sc, "sorted", (inner) => this.testStatement(e.body, inner, early, `break ${label};`, body)).code)} ${then} }`;
    }
    if (e.kind === "Let") {
      // TLC tests a LET's value where it tests the LET.
      const { decls, scope } = this.letDefs(e, sc);
      return `{ ${decls} ${any([e.body], not, [t], scope)} }`;
    }
    return `if (${not}${this.tested(this.val(e, sc), t, sc)}) { ${then} }`;
  }

  /**
   * The statements `loops` compiles for a quantifier whose body is `body` (compiled in a
   * scope inside `outer`), with the operator applications of the body that depend on none
   * of the quantifier's variables evaluated once per evaluation of the quantifier instead
   * of once per element: `Id(t)` in `\A t2 \in tasks : Id(t) = Id(t2) => t = t2`. Each is
   * kept in a variable declared before the loops and computed where the body first
   * evaluates it (`($h ??= Id(t))`), so it is evaluated only if and where TLC would first
   * evaluate it, and an error it raises is raised there; later evaluations, of the same
   * pure expression on the same values, could only give the same value. Nothing with an
   * effect (Print, TLCSet, RandomElement, ...: known once compiled) is kept, nor anything
   * inside a closure the body makes (a variable it captures would cost a context per
   * element), nor anything under a LET of the body (its definitions may read the
   * variables), nor in the position-recording replay, which evaluates as written.
   */
  private hoistInvariants(body: Expr, outer: EmitScope, compile: () => string, declare?: (vars: string) => void): string {
    if (this.program.frames || outer.primed || outer.init) return compile();
    const calls: Expr[] = [];
    if (!this.invariantCallsIn(body, outer, calls) || calls.length === 0) return compile();
    const kept = calls.map((e) => [e, { name: this.program.fresh("$h"), used: false }] as const);
    for (const [e, slot] of kept) this.invariantCalls.set(e, slot);
    let code: string;
    try {
      code = compile();
    } finally {
      for (const [e] of kept) this.invariantCalls.delete(e);
    }
    const used = kept.filter(([, slot]) => slot.used).map(([, slot]) => slot.name);
    if (used.length === 0) return code;
    const vars = `let ${used.map((x) => x + this.program.ann(`${T.value} | undefined`)).join(", ")}; `;
    // The caller declares them (a set filter: before its predicate's closure, which is
    // made once per evaluation of the filter, so capturing them costs no context per element).
    if (declare !== undefined) {
      declare(vars);
      return code;
    }
    // A closure in the body would capture the variables: compiled again without them.
    if (code.includes("=>") || code.includes("function")) return compile();
    return `${vars}${code}`;
  }

  /** `e` compiled through the variable `slot` of `hoistInvariants` (plainly when it turns out to have an effect). */
  private keptCall(e: Expr, sc: EmitScope, slot: { readonly name: string; used: boolean }): string {
    this.invariantCalls.delete(e);
    const before = this.effects;
    const code = this.valueCode(e, sc);
    if (this.effects !== before) return code;
    slot.used = true;
    return `(${slot.name} ??= ${code})`;
  }

  /**
   * Collects in `out` the outermost applications of defined operators (with arguments)
   * in `e` whose every name is bound outside the quantifier (in `outer`) or globally;
   * false when `e` holds a LET (its definitions could depend on the bound variables).
   */
  private invariantCallsIn(e: Expr, outer: EmitScope, out: Expr[]): boolean {
    // Kept already by an enclosing quantifier, on which it does not depend either.
    if (this.invariantCalls.has(e)) return true;
    if (e.kind === "Let") return false;
    if (e.kind === "Name" && e.args.length > 0 && this.meanings.resolved.references.get(e)?.kind === "definition" && this.closedOver(e, outer)) {
      out.push(e);
      return true;
    }
    return childExprs(e).every((c) => this.invariantCallsIn(c, outer, out));
  }

  /** Whether every name in `e` is global or bound in `outer`, and `e` reads neither primes, `@` nor operator arguments. */
  private closedOver(e: Expr, outer: EmitScope): boolean {
    switch (e.kind) {
      case "At":
      case "Let":
      case "Lambda":
      case "StepRef":
      case "BoxAction":
      case "AngleAction":
      case "Fairness":
        return false;
      case "Postfix":
        if (e.op === "'") return false;
        break;
      case "Prefix":
        if (e.op === "ENABLED" || e.op === "UNCHANGED") return false;
        break;
      case "Name": {
        const b = this.meanings.resolved.references.get(e);
        if (b === undefined || b.kind === "subexpression" || b.kind === "instance") return false;
        if (b.kind === "bound" && !outer.locals.has(b.ident)) return false;
        if (b.kind === "parameter" && (b.arity > 0 || !outer.locals.has(b.decl))) return false;
        if (b.kind === "constant" && b.entity.arity > 0) return false;
        break;
      }
    }
    return childExprs(e).every((c) => this.closedOver(c, outer));
  }

  /**
   * For `{f[x] : x \in DOMAIN f}` (f a name, the same in both places): f, whose range
   * core.rangeOf reads from its values instead of applying f to each element of its domain.
   */
  private rangeOperand(e: Extract<Expr, { kind: "SetMap" }>, sc: EmitScope): Expr | undefined {
    if (this.program.frames || e.bounds.length !== 1) return undefined;
    const b = e.bounds[0]!;
    const el = e.element;
    if (b.tuple || b.names.length !== 1 || b.set.kind !== "Prefix" || el.kind !== "FunctionApp" || el.args.length !== 1) return undefined;
    const domainOp = this.meanings.resolved.operators.get(b.set);
    if (domainOp?.kind !== "builtin" || domainOp.name !== "DOMAIN") return undefined;
    const f = b.set.operand;
    const x = el.args[0]!;
    const bx = x.kind === "Name" && x.args.length === 0 ? this.meanings.resolved.references.get(x) : undefined;
    if (bx?.kind !== "bound" || bx.ident !== b.names[0]) return undefined;
    return f.kind === "Name" && el.fn.kind === "Name" && sameReference(f, el.fn, this.meanings.resolved.references) ? f : undefined;
  }

  /** The name of the built-in operator `e` applies when it is one of `/\`, `\/`, `=>` and `~`. */
  private logicalOperator(e: Expr): string | undefined {
    const binding = e.kind === "Infix" || e.kind === "Prefix" ? this.meanings.resolved.operators.get(e) : undefined;
    return binding?.kind === "builtin" && ["/\\", "\\/", "=>", "~"].includes(binding.name) ? binding.name : undefined;
  }

  /**
   * Statements that set the JS variable `target` to the boolean `e` (a guard of an action).
   * A quantifier evaluated before anything else in `e` (`e` itself, or the first argument
   * of `Assert(\A t \in S : P, msg)`) runs its loops in place before the rest instead of
   * in an IIFE, which would allocate a closure, and a context for the variables it reads,
   * on every evaluation.
   */
  assignTest(target: string, e: Expr, sc: EmitScope, test: (code: string) => string = (code) => `$b(${code})`): string {
    // A LET's definitions are declared in a block around the test instead of in an IIFE.
    if (e.kind === "Let" && !this.program.frames) {
      const { decls, scope } = this.letDefs(e, sc);
      return `{ ${decls} ${this.assignTest(target, e.body, scope, test)} }`;
    }
    if ((e.kind === "Junction" || this.logicalOperator(e) !== undefined) && !this.program.frames) {
      const label = this.program.fresh("$q");
      return `${target} = false; ${label}: { ${this.testStatement(e, sc, "", `${target} = true; break ${label};`)} }`;
    }
    const outer = this.quants;
    const made = (this.quants = new Map());
    const code = this.val(e, sc);
    this.quants = outer;
    for (const [iife, assign] of made) {
      const at = code.indexOf(iife);
      if (at < 0 || !NOTHING_EVALUATED.test(code.slice(0, at))) continue;
      const label = this.program.fresh("$q");
      if (code.length === iife.length) return assign(target, label);
      const value = this.program.fresh("$a");
      return `let ${value}${this.program.ann("boolean")}; ${assign(value, label)} ${target} = ${test(`${code.slice(0, at)}${value}${code.slice(at + iife.length)}`)};`;
    }
    return `${target} = ${test(code)};`;
  }

  /**
   * `c = <IF's condition>` in an action (Init or Next): TLC's getInitStates/getNextStates test the condition's
   * value themselves ("In computing next states, a non-boolean expression ... condition of an IF." at the IF),
   * after its evaluation returned (the condition is no nested position then). A logical condition is
   * evaluated by eval, which words its own operands (`assignTest`).
   */
  actionCondition(c: string, e: Extract<Expr, { kind: "If" }>, sc: EmitScope): string {
    return this.actionTest(c, e.cond, sc, sc.init ? "initIf" : "nextIf", e);
  }

  /**
   * `c = <x>` for a part of an action that TLC's getInitStates/getNextStates evaluate and test themselves
   * (`why`: an IF's condition, a CASE guard, the P of P => Q, a part they do not walk), after its evaluation
   * returned: the part is no nested position then, so the test stays outside its guard. TLC's message names
   * `named` (default `at`); a numeral by its image. A logical part words its own operands (`assignTest`).
   */
  actionTest(c: string, x: Expr, sc: EmitScope, why: keyof typeof NON_BOOLEAN, at: Expr, named?: Expr, namedScope: EmitScope = sc): string {
    if (x.kind === "Junction" || x.kind === "Quant" || x.kind === "Let" || this.logicalOperator(x) !== undefined) return this.guard(sc, x, this.assignTest(c, x, sc));
    // The value assigned untested (assignTest keeps a quantifier argument's loop in place), tested after.
    let boolean = false;
    const evaluate = this.guard(sc, x, this.assignTest(c, x, sc, (code) => ((boolean = isBooleanCall(code)), code)));
    if (boolean) return evaluate;
    const n = named ?? at;
    const name = n.kind === "Number" ? jsString(n.text) : `$L[${this.program.location((named === undefined ? sc : namedScope).module, n)}]`;
    // Position-recording mode: no location of its own (see $bt); the walk's frames locate the error.
    const located = this.program.frames ? "undefined" : `$L[${this.program.location(sc.module, at)}]`;
    return `${evaluate} ${c} = $bt(${c}, ${NON_BOOLEAN[why]}, ${located}, ${name});`;
  }

  private choose(e: Extract<Expr, { kind: "Choose" }>, sc: EmitScope): string {
    // TLC's Assert.fail at the CHOOSE: its location follows the message (runtime/check/tlcExceptions.ts).
    if (e.set === undefined) return `(() => { try { return core.chooseUnbounded(ctx); } catch ($e) { throw $at(${this.program.location(sc.module, e)}, $e); } })()`;
    const bound: Bound = { kind: "Bound", names: e.names, tuple: e.tuple, set: e.set, range: e.range };
    const at = this.program.location(sc.module, e);
    // The body as statements (`testStatement`): `CHOOSE i \in S : \A j \in S : i <= j` runs its \A's loop in
    // place, without an IIFE (a closure and its context) per element tried.
    return this.loops([bound], sc, "sorted", (inner) => this.testStatement(e.body, inner, "", `return ${this.boundElement(bound, inner)};`, { why: "body", at: e, named: e }), "", `return $noChoice($L[${at}]);`, at);
  }

  /** The element a bound variable (or tuple of them) was bound to. */
  private boundElement(bound: Bound, inner: EmitScope): string {
    const names = bound.names.map((id) => (inner.locals.get(id) as { js: string }).js);
    return bound.tuple ? `core.tuple(ctx, ${names.join(", ")})` : names[0]!;
  }

  /**
   * `{x \in S : P}`: filtered in a loop when S is an enumerated set or an interval, else
   * TLC's lazy SetPredValue (core.lazySetFilter) holding P as a function, so that
   * membership in `{DP \in SUBSET SUBSET D : P}` tests `DP \in SUBSET SUBSET D` and P
   * instead of building the set. P is compiled into both branches unless it is large
   * (nested filters would double it at each level); then the loop calls the function.
   */
  private setFilter(bound: Bound, predicate: Expr, sc: EmitScope, whole: Expr): string {
    const flat = flatBounds([bound]);
    if (flat.length !== 1) return this.unsupported(bound, sc, "a set filter with several variables");
    const a = (t: string): string => this.program.ann(t);
    const set = this.program.fresh("$S");
    const x = this.program.fresh("$x");
    const entries: [Node, LocalMeaning][] = [];
    let binds = "";
    if (bound.tuple) {
      for (const statement of this.tupleBindings(bound.names, x, entries)) binds += `${statement} `;
    } else {
      entries.push([bound.names[0]!, js(x, Level.Constant)]);
    }
    const inner = withLocals(sc, entries) as EmitScope;
    // The predicate's applications that read no bound variable, kept for one evaluation of
    // the filter (`hoistInvariants`): `{<<s, t>> \in S \X S : \E p \in BoundedSeq(S, n) : ...}`.
    let kept = "";
    const value = this.hoistInvariants(predicate, sc, () => this.val(predicate, inner), (vars) => (kept = vars));
    const test = this.tested(value, { why: "filter", at: whole, named: predicate }, sc);
    // The function is the lazy set's predicate (TLC's SetPredValue words a non-boolean by the `why` its
    // caller passes, member when none), and the loop's when P is shared (it passes the loop's `why`).
    const pred = this.program.fresh("$p");
    const why = this.program.fresh("$w");
    const predTest = this.tested(value, { why: "filterMember", at: whole, named: predicate, whyCode: why }, sc);
    const predFn = `const ${pred} = (${x}${a(T.value)}, ${why}${a("number")} = ${NON_BOOLEAN.filterMember})${a("boolean")} => { ${binds}return ${predTest}; };`;
    const xs = this.program.fresh("$s");
    const i = this.program.fresh("$i");
    const r = this.program.fresh("$r");
    const shared = test.length > MAX_DUPLICATED_PREDICATE;
    // The kept elements are copied only from the first one left out: a filter that keeps
    // every element (`{t \in tasks : t.service = sid}` with one service) allocates nothing
    // and gives S itself (core.filtered), one that leaves some out an array of about its size.
    const keep = `{ if (${r} !== undefined) ${r}.push(${x}); } else if (${r} === undefined) ${r} = ${xs}.slice(0, ${i});`;
    const body = shared ? `if (${pred}(${x}, ${NON_BOOLEAN.filter})) ${keep}` : `${binds}if (${test}) ${keep}`;
    // A definition whose body is the filter runs these statements itself, without the IIFE (`lastLoop`).
    return this.loopIife(
      `${kept}const ${set} = ${this.val(bound.set, sc)}; ${shared ? predFn : ""} if (!core.isReducible(${set})) { ${shared ? "" : predFn} return core.lazySetFilter(ctx, ${set}, ${pred}); } const ${xs} = core.enumerateRaw(ctx, ${set}); let ${r}${a(T.value + "[] | undefined")}; for (let ${i} = 0; ${i} < ${xs}.length; ${i}++) { const ${x} = ${xs}[${i}]; ${body} } return core.filtered(ctx, ${set}, ${r} ?? ${xs});`,
      "",
      "",
    );
  }

  /** `[x \in S, y \in T |-> e]` (also `f[x \in S] == e`): the function over S (or S \X T). */
  functionCtor(bounds: readonly Bound[], body: Expr, sc: EmitScope): string {
    const flat = flatBounds(bounds);
    if (sc.lazyFcns !== undefined) return this.lazyFunctionCtor(flat, body, sc, sc.lazyFcns);
    if (flat.length === 1 && !flat[0]!.tuple) {
      const p = this.program.fresh(mangle("v", flat[0]!.names[0]!.name));
      const inner = withLocals(sc, [[flat[0]!.names[0]!, js(p, Level.Constant)]]) as EmitScope;
      return `core.fcnCons(ctx, ${this.val(flat[0]!.set, sc)}, (${p}) => ${this.val(body, inner)})`;
    }
    if (flat.length === 1) {
      // `[<<a, b>> \in S |-> e]`: one function on S, the tuple taken apart for the body.
      const t = this.program.fresh("$t");
      const names = flat[0]!.names.map((id) => this.program.fresh(mangle("v", id.name)));
      const inner = withLocals(sc, flat[0]!.names.map((id, i) => [id, js(names[i]!, Level.Constant)] as const)) as EmitScope;
      const parts = names.map((_, i) => `core.apply(ctx, ${t}, ${i + 1})`).join(", ");
      return `core.fcnCons(ctx, ${this.val(flat[0]!.set, sc)}, (${t}) => ((${names.join(", ")}) => ${this.val(body, inner)})(${parts}))`;
    }
    // `[<<a, b>> \in S, c \in T |-> e]`: built at once from its lazy form, which takes the tuples apart.
    if (flat.some((b) => b.tuple)) return `core.built(ctx, ${this.lazyFunctionCtor(flat, body, sc, "pending")})`;
    const names = flat.map((b) => this.program.fresh(mangle("v", b.names[0]!.name)));
    const inner = withLocals(sc, flat.map((b, i) => [b.names[0]!, js(names[i]!, Level.Constant)] as const)) as EmitScope;
    return `core.fcnConsN(ctx, [${flat.map((b) => this.val(b.set, sc)).join(", ")}], (${names.join(", ")}) => ${this.val(body, inner)})`;
  }

  /**
   * A function constructor kept lazy (core.fcnLazy): its body may run long after this
   * expression, when something builds the function, so its errors carry the body's
   * location themselves. TLC evaluates the body with the flags of the application that
   * asks for it, so constructors in the body are decided by their first use ("pending").
   */
  private lazyFunctionCtor(flat: readonly { names: readonly Ident[]; tuple: boolean; set: Expr }[], body: Expr, sc: EmitScope, mode: LazyFcns): string {
    // One parameter per bound; a tuple `<<a, b>>` arrives whole and is taken apart (TLC's isTuples).
    const names = flat.map((b) => this.program.fresh(b.tuple ? "$t" : mangle("v", b.names[0]!.name)));
    const entries: [Node, LocalMeaning][] = [];
    let binds = "";
    flat.forEach((b, i) => {
      if (b.tuple) binds += this.tupleBindings(b.names, names[i]!, entries).join(" ") + " ";
      else entries.push([b.names[0]!, js(names[i]!, Level.Constant)]);
    });
    const inner = withLocals({ ...sc, lazyFcns: "pending" } as EmitScope, entries) as EmitScope;
    const params = names.map((x) => x + this.program.ann(T.value)).join(", ");
    const loc = this.program.location(sc.module, body);
    const fn = `(${params})${this.program.ann(T.value)} => { try { ${binds}return ${this.val(body, inner)}; } catch ($e) { throw $at(${loc}, $e); } }`;
    // A domain written as a set literal is searched as TLC searches its unnormalised literal (core.domainLiteral).
    const domain = (b: { readonly set: Expr }): string => (b.set.kind === "SetEnum" ? this.val(b.set, sc).replace("core.setEnum(ctx", "core.domainLiteral(ctx") : this.val(b.set, sc));
    return `core.fcnLazy(ctx, [${flat.map(domain).join(", ")}], ${mode === "keep"}, ${fn})`;
  }

  /**
   * Whether `code` is a value at hand: a literal or .cfg constant, a call of a definition
   * that is one (`literalFns`), or a JS variable holding a bound variable's or parameter's
   * value (not the EXCEPT's own `@`, `old`). Computing it can neither fail nor have an effect.
   */
  private isReadyValue(code: string, old: string): boolean {
    if (code === old) return false;
    if (isLiteralCode(code) || /^(?:[vp]_[\w$]+|\$p\d+)$/.test(code)) return true;
    const call = /^([\w$]+)\(ctx, (?:s|n|\$st\(n\)|\$ns\(n, \$VARS\)), n\)$/.exec(code);
    return call !== null && this.literalFns.has(call[1]!);
  }

  private except(e: Extract<Expr, { kind: "Except" }>, sc: EmitScope): string {
    let code = this.val(e.target, sc);
    for (const u of e.updates) {
      const path = u.path.map((step) => {
        if (step.kind === "FieldStep") return `ctx.S[${this.program.string(step.name.name)}]`;
        if (step.args.length === 1) return this.val(step.args[0]!, sc);
        return `core.tuple(ctx, ${step.args.map((a) => this.val(a, sc)).join(", ")})`;
      });
      const old = this.program.fresh("$old");
      const inner = withLocals(sc, [[AT_KEY, js(old, Level.Constant)]]) as EmitScope;
      // TLC's warning names the EXCEPT's first argument (Tool.evalAppl, OPCODE_exc: args[0]).
      const loc = this.program.location(sc.module, e.target);
      const value = this.val(u.value, inner);
      // `![self] = "a2"`: the value is there already, evaluating it early can neither fail
      // nor be seen (TLC evaluates it only for a key in the domain), so no closures.
      if (path.length <= 2 && this.isReadyValue(value, old)) {
        code = `core.exceptKey${path.length === 2 ? "2" : ""}(ctx, ${code}, ${path.join(", ")}, ${value}, $exceptWarning, ${loc})`;
        continue;
      }
      const closures = `core.except(ctx, ${code}, [${path.join(", ")}], (${old}) => ${value}, () => $exceptWarning(ctx, ${loc}))`;
      code = path.length <= 2 && isPlainValueCode(code) && path.every(isPlainValueCode) ? this.exceptInPlace(code, path, u.value, loc, sc, closures) : closures;
    }
    return code;
  }

  /**
   * `[f EXCEPT ![p][q] = Tail(@)]` on a function and keys at hand (plain codes, read
   * twice at no cost): when the path is there (runtime/values/entryAt.ts), the value is
   * computed in place, `@` read there too, and set by `replacedAt` without the two
   * closures and the path array of `core.except`, which LamportMutex's actions allocated
   * for every pair of processes in every state. Otherwise `closures` decides (TLC's
   * warning, the value not evaluated), as before.
   */
  private exceptInPlace(f: string, path: readonly string[], value: Expr, loc: number, sc: EmitScope, closures: string): string {
    const entry = path.reduce((c, k) => `entryAt(${c}, ${k})`, f);
    const at = js(entry + (this.program.typed ? "!" : ""), Level.Constant);
    const direct = this.val(value, withLocals(sc, [[AT_KEY, at]]) as EmitScope);
    const replace = path.length === 2 ? "replacedAt2" : "replacedAt";
    this.program.entryAtImports.add("entryAt").add(replace);
    return `(${entry} !== undefined ? ${replace}(${f}, ${path.join(", ")}, ${direct}) : ${closures})`;
  }

  /**
   * `fields` read from `base`, folded through the EXCEPT that `base` is or that the LET
   * name `base` is defined as (exceptFold.ts): the value or target read in place when
   * the EXCEPT's path is there at run time, else `normal()` (the unfolded code).
   */
  private foldedRead(base: Expr, fields: readonly string[], sc: EmitScope, normal: () => string): string {
    if (sc.primed || sc.init) return normal();
    const found = this.exceptOf(base, sc);
    const path = found === undefined ? undefined : exceptFieldPath(found.except);
    const source = path === undefined ? undefined : foldedSource(path, fields);
    if (found === undefined || path === undefined || source === undefined) return normal();
    const update = found.except.updates[0]!.value;
    if (!isPlainValueExpr(found.except.target) || !isPlainValueExpr(update)) return normal();
    const target = this.val(found.except.target, found.scope);
    const value = this.val(update, found.scope);
    if (!isPlainValueCode(target) || !isPlainValueCode(value)) return normal();
    // Each step of a path checked at a field-read site of its own (core.ts, entryAtSite).
    const entries = (from: string, names: readonly string[]): string => names.reduce((code, f) => `core.entryAtSite(${code}, ${this.program.fieldSite(f)})`, from);
    const reads = (from: string, names: readonly string[]): string => names.reduce((code, f) => `core.fieldAt(ctx, ${code}, ${this.program.fieldSite(f)})`, from);
    // The fields read from the value or the target are checked too, so that the fast path
    // cannot fail: a failing read keeps the unfolded code's error, its message (which prints
    // the EXCEPT's result) and location.
    const from = source.from === "value" ? value : target;
    const checks = [entries(target, path), ...(source.fields.length > 0 ? [entries(from, source.fields)] : [])];
    const fast = reads(from, source.fields);
    return `(${checks.map((c) => `${c} !== undefined`).join(" && ")} ? ${fast} : ${normal()})`;
  }

  /** The EXCEPT `e` is, or that the zero-arity LET definition `e` names is, with the scope it is compiled in. */
  private exceptOf(e: Expr, sc: EmitScope): { except: Extract<Expr, { kind: "Except" }>; scope: EmitScope } | undefined {
    if (e.kind === "Except") return { except: e, scope: sc };
    if (e.kind !== "Name" || e.args.length > 0 || e.prefix.length > 0) return undefined;
    const m = this.meanings.ofName(e, sc);
    const let_ = m.kind === "local" && m.local.kind === "js" ? m.local.let : undefined;
    if (let_ === undefined || let_.def.params.length > 0 || let_.def.body.kind !== "Except") return undefined;
    return { except: let_.def.body, scope: pending(let_.scope as EmitScope) };
  }
}

/** A parameter of an operator compiled in place bound to its argument's value (`bindParameters`). */
export interface ByValueParameter {
  name: string;
  arg: Expr;
  value: string;
  /** Its index among the operator's parameters. */
  param: number;
  /** Whether evaluating the argument has an effect (PrintT, TLCSet). */
  effect: boolean;
}

/** A memoizing thunk of `code` (TLC's LazyValue): evaluated at the first use, at most once. */
function thunk(code: string, ann: (type: string) => string): string {
  return `((f${ann(`() => ${T.value}`)}) => { let v${ann(`${T.value} | undefined`)}; return () => (v === undefined ? (v = f()) : v); })(() => ${code})`;
}

function isLiteralCode(code: string): boolean {
  return /^(?:-?\d+|true|false|ctx\.[SC]\[\d+\])$/.test(code);
}

/**
 * Whether `code` only looks values up: fields and applications of parameters, variables,
 * literals and constants (zero-arity constant definitions included), compared with `=`/`#`
 * and chosen between with IF (`State(t) == t.status.state`, `VSlot(t) == IF t.slot = global
 * THEN t.node ELSE t.slot`). It allocates nothing and costs less than a memo's own look-up
 * (`$memo1`): SwarmKitLarge calls `State(t)` tens of millions of times. Either answer is
 * safe: a memo is transparent, only the speed differs.
 *
 * So are membership, DOMAIN, f[a, b], the connectives /\ \/ ~ and integer comparisons and
 * arithmetic of such look-ups (`ReadLog(node, index) == IF index \in DOMAIN log[node] THEN
 * log[node][index] ELSE NoNode`, `ConnectedOneWay(a, b) == up[a] /\ up[b] /\ path[a, b]`): a
 * state-level operator like these is mostly asked with arguments its state has not seen yet
 * (every successor's invariants; more argument pairs than a row holds), where `$stateMemo2`'s
 * look-up, row and miss cost more than the body (CheckpointCoordination: a third of ReadLog's
 * time was its memo, 15% of its calls hits).
 */
function isLookupCode(code: string, constantFns: ReadonlySet<string>): boolean {
  const rest = code
    .replace(/([\w$]+)\(ctx, (?:s|n|\$st\(n\)|\$ns\(n, \$VARS\)), n\)/g, (call, fn: string) => (constantFns.has(fn) ? "" : call))
    .replace(LOOKUP_TOKENS, "")
    .replace(/[(),?:\s]|&&|\|\||!/g, "");
  return rest === "";
}

/** What `isLookupCode` reads past: look-up helpers and their arguments' codes. */
const LOOKUP_TOKENS =
  /core\.(?:fieldAt|field|apply|applyN|eq|neq|inSet|notInSet|domainAt)\(ctx, |M_(?:Naturals|Integers)\.(?:lt|le|gt|ge|plus|minus)\(ctx, |\$bt?\(|\$L\[\d+\]|ctx\.[SCK]\[\d+\]|\$FS\[\d+\]|\b[sn]\[\d+\]|\bp_[\w$]+|\b\d+\b|\btrue\b|\bfalse\b/g;

/**
 * The state a called definition reads its unprimed variables from: the next state
 * inside `e'`, and in Init the state being built (TLC evaluates Init's calls there).
 */
function stateArg(sc: EmitScope, typed: boolean, complete: boolean | undefined): string {
  if (!(sc.primed || sc.init)) return "s";
  // In TypeScript the next state (a `Next`) is passed where a `State` is expected.
  if (complete === true) return typed ? "$st(n)" : "n";
  // Possibly partial: a read of a variable not assigned yet is TLC's lookup failure ($ns).
  return "$ns(n, $VARS)";
}

/** `f[x \in S, y \in T] == e` with plain (non-tuple) bound variables. */
export function isSimpleFunctionDef(d: FunctionDef): boolean {
  return d.bounds.every((b) => !b.tuple);
}

export function js(name: string, level: Level, fn = false): Extract<LocalMeaning, { kind: "js" }> {
  return { kind: "js", js: name, level, fn };
}

/** The instantiations whose substitutions read locals, known in either scope. */
function mergedInstanceLocals(a: Scope, b: Scope): Scope["instanceLocals"] {
  if (b.instanceLocals === undefined || b.instanceLocals === a.instanceLocals) return a.instanceLocals;
  if (a.instanceLocals === undefined) return b.instanceLocals;
  return new Map([...b.instanceLocals, ...a.instanceLocals]);
}

/** `x, y \in S` as two bounds over S; a tuple binder stays one bound. */
export function flatBounds(bounds: readonly Bound[]): { names: readonly Ident[]; tuple: boolean; set: Expr }[] {
  const out: { names: readonly Ident[]; tuple: boolean; set: Expr }[] = [];
  for (const b of bounds) {
    if (b.tuple) out.push({ names: b.names, tuple: true, set: b.set });
    else for (const id of b.names) out.push({ names: [id], tuple: false, set: b.set });
  }
  return out;
}

/** Whether a built-in name is an operator symbol (`\cup`, `=>`) rather than a value (TRUE, BOOLEAN, STRING). */
function isOperatorSymbol(name: string): boolean {
  return name !== "TRUE" && name !== "FALSE" && name !== "BOOLEAN" && name !== "STRING";
}

/** Whether two names without arguments (or path) refer to the same thing: the same bound variable, parameter, or declared or defined entity. */
function sameReference(a: NameExpr, b: NameExpr, references: ReadonlyMap<NameExpr, Binding>): boolean {
  if (a.args.length > 0 || b.args.length > 0 || a.prefix.length > 0 || b.prefix.length > 0) return false;
  const x = references.get(a);
  const y = references.get(b);
  if (x === undefined || y === undefined || x.kind !== y.kind) return false;
  if (x.kind === "bound" && y.kind === "bound") return x.ident === y.ident;
  if (x.kind === "parameter" && y.kind === "parameter") return x.decl === y.decl && x.arity === 0;
  if ((x.kind === "variable" || x.kind === "constant" || x.kind === "definition") && x.kind === y.kind) {
    return x.entity === y.entity && x.via.length === y.via.length && x.via.every((v, i) => v === y.via[i]);
  }
  return false;
}

/**
 * Whether TLC's CallStackTool gives the value of `e` a source (Tool.setSource): a set, tuple or
 * record literal, a set of records, functions or tuples, a set map, SUBSET, UNION, DOMAIN, `\\cup`,
 * `\\cap`, `\\`. Not a function constructor or set filter: CallStackTool.eval returns a copy of
 * those (FcnLambdaValue, SetPredValue) without the source (corpus/regressions/InitialStateRuntimeError).
 */
function isSourced(e: Expr, binding: { kind: string; name?: string } | undefined): boolean {
  switch (e.kind) {
    case "SetEnum":
    case "Tuple":
    case "RecordCtor":
    case "RecordSet":
    case "FunctionSet":
    case "Times":
    case "SetMap":
    case "SetFilter":
      return true;
    case "Prefix":
    case "Infix":
      return binding?.kind === "builtin" && ["SUBSET", "UNION", "DOMAIN", "\\cup", "\\cap", "\\"].includes(binding.name ?? "");
    default:
      return false;
  }
}

/**
 * Where TLC's Tool tests a formula's value for a boolean itself, and so words its failure
 * (runtime/check/emitted.ts `$bt`): the operator (`why`), the expression it was evaluating
 * (`at`) and the node its message names (`named`: a CASE guard, a bullet-list item, a filter's
 * predicate, a quantifier).
 */
interface Tested {
  readonly why: keyof typeof NON_BOOLEAN;
  readonly at: Expr;
  readonly named?: Expr;
  /** Code choosing `why` at run time (a lazy filter's predicate is told what its set is doing). */
  readonly whyCode?: string;
}

/** The runtime's comparisons and memberships: functions typed to return a JS boolean. */
const BOOLEAN_CALL = /^(?:core\.(?:eq|neq|inSet|notInSet|inLiteralSet|inHeld|notInHeld|inBuilt|notInBuilt|subsetEq)|M_(?:Naturals|Integers)\.(?:lt|le|gt|ge))\(/;

/** Whether `code` is one call of a BOOLEAN_CALL function and nothing else (its first parenthesis closes at its end). */
function isBooleanCall(code: string): boolean {
  const head = BOOLEAN_CALL.exec(code);
  if (head === null) return false;
  let depth = 0;
  for (let i = head[0].length - 1; i < code.length; i++) {
    const c = code[i];
    if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i === code.length - 1;
  }
  return false;
}

/**
 * Of the parameters a body forces first (in the order it forces them), those whose arguments may raise
 * and can be evaluated before the call: they must come in parameter order, since the call evaluates
 * its arguments left to right and an argument forced after a later one could otherwise raise first.
 * Arguments that cannot raise do not count (their order is moot).
 */
function forcedInOrder(forcedFirst: readonly number[], raises: readonly boolean[]): ReadonlySet<number> {
  const strict = new Set<number>();
  let last = -1;
  for (const i of forcedFirst) {
    if (!raises[i]) continue;
    if (i < last) break;
    strict.add(i);
    last = i;
  }
  return strict;
}

/** An argument of an instance path `I(a)!Op` held in a JS variable: its value, or (`lazy`) a memoizing thunk of it. */
export interface InstanceArgument {
  readonly name: string;
  readonly value: string;
  readonly arity: number;
  readonly lazy?: true;
}

/** The TypeScript type of an instance argument's variable. */
export function instanceArgumentType(p: InstanceArgument): string {
  return p.lazy === true ? `${T.value} | (() => ${T.value})` : paramType(p.arity);
}
