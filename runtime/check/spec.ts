// The contract between a compiled specification and the runtime. The compiler emits a
// module whose default export is a `CompiledSpec` (for `tla2ts gen`, as TypeScript; for
// `tla2ts check`, the same code as JavaScript in memory); the checker (runtime/check)
// and later the liveness checker consume it. Nothing here knows about TLA+ syntax:
// every location a user may see is baked into the emitted code as a `SourceLocation`.
//
// Conventions every emitted module and every hand-written test spec follows:
// - A state is an array of values indexed by the variable's position in
//   `variables` (declaration order). States are immutable once emitted.
// - Generators call `emit` once per state they produce, in TLC's order
//   (TLC-SEMANTICS.md §3.3); they never deduplicate (the checker counts every emitted
//   state as "generated", as TLC does).
// - Evaluation errors are thrown as `EvalError` (runtime/values/errors.ts) wrapped in
//   `SpecEvalError` with the location of the innermost TLA+ expression being evaluated.

import type { InternTable, Value } from "../values/index.js";
import type { TlcMode } from "../values/intern.js";
import type { Diagnostic } from "../diagnostics.js";
import type { Temporal, TemporalProperty } from "../liveness/formula.js";

export type State = readonly Value[];

/** A TLA+ source location, printed like TLC: `line L1, col C1 to line L2, col C2 of module M`. */
export interface SourceLocation {
  readonly module: string;
  /** The file as the user named it, for `file:line:col` diagnostics. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** Mutable per-run state that TLC keeps outside states: TLCGet/TLCSet registers, output. */
export interface EvalContext {
  readonly intern: InternTable;
  /** TLCSet(i, v) registers (TLC: per worker). */
  readonly registers: Map<number, Value>;
  /** Print/PrintT output goes here (the CLI writes it to stdout as TLC does). */
  print(text: string): void;
  /** TLCGet("level") and friends read the checker's counters through this. */
  readonly stats: { level: number; distinct: number; generated: number; queue: number; diameter: number };
  /**
   * TLCExt!Trace in `state` (the state a formula is evaluated in, or the partial state
   * Init is building), set by a search that records the paths (runtime/check/traceOperator.ts).
   */
  trace?: (state: readonly (Value | undefined)[]) => Value;
  /** Set by `TLCSet("exit", TRUE)`: the search ends after the state it is expanding (TLC's mainChecker.stop()). */
  exitRequested?: boolean;
  /** TLCExt!CounterExample: set by the checker for POSTCONDITION after a violation. */
  counterExample?: Value;
  /** The run TLCGet("config"), ("stats"), ("spec") and ("action") describe, set by the checker or simulator. */
  run?: RunInfo;
  /**
   * TLCExt!TLCDefer: the deferred expressions of the action branch being walked, each a
   * function of the successor it leads to; set by the simulator only, which evaluates a
   * successor's once it has picked it (TLC's TLCState.execCallable). Undefined: not deferred.
   */
  deferred?: ((next: readonly (Value | undefined)[]) => Value)[];
  /**
   * Set only while an error is replayed in position-recording mode (runtime/check/nestedPositions.ts):
   * the values built from a source expression (a set or record literal, `[a : S]`, ...), by the
   * expression's location, as TLC's CallStackTool gives them a source (`$src`, `$fp` in emitted.ts).
   */
  sources?: WeakMap<object, SourceLocation>;
}

/** What TLC's TLCGet tells about the run beyond the counters (runtime/modules/tlcGet.ts). */
export interface RunInfo {
  readonly mode: "bfs" | "simulate";
  readonly spec: CompiledSpec;
  readonly deadlock: boolean;
  readonly workers: number;
  /** The random seed, printed as TLC prints its seed (a decimal string). */
  readonly seed: string;
  /** Date.now() at the start, for "duration". */
  readonly startedMs: number;
  /** Initial states generated so far (TLC's "initial"). */
  initial(): number;
  /** Simulation: the -simulate num=K and -depth bounds. */
  readonly traces?: number;
  readonly depth?: number;
  /** Simulation: the action that produced the state being evaluated (TLC's TLCGet("action") there). */
  action?(): { readonly name: string; readonly location: SourceLocation } | undefined;
  /** Simulation: behaviours done, the actions of the one in progress, the mean and variance of the lengths done. */
  simulation?(): { readonly traces: number; readonly actions: readonly string[]; readonly levelMean: number; readonly levelVariance: number };
}

export interface InitGenerator {
  /** Enumerates the initial states in TLC's order. */
  generate(ctx: EvalContext, emit: (state: State) => void): void;
}

/**
 * Where an action hands its successors. `countGenerated`, on the checker's sink, counts
 * states generated but never handed over: the intermediate states of `A \cdot B`
 * (TLC's incrementStatesGenerated). `intermediate` marks the sinks inside a composition,
 * which accept incomplete states.
 */
export interface SuccessorSink {
  (next: State): void;
  countGenerated?: (count: number) => void;
  intermediate?: boolean;
}

/**
 * One sub-action of the next-state relation after TLC's action splitting
 * (TLC-SEMANTICS.md §3.2): `name` is what a trace line shows (`Step(5,6)`), `location`
 * the span of the action's own formula.
 */
export interface ActionGenerator {
  readonly name: string;
  readonly location: SourceLocation;
  /** Every successor of `state` through this action, in TLC's order. */
  generate(ctx: EvalContext, state: State, emit: SuccessorSink): void;
  /** ENABLED for this action (used by fairness). */
  enabled?(ctx: EvalContext, state: State): boolean;
  /**
   * The values of the action's parameters, by name: the formal parameters of the operator
   * it comes from, then the `\E` variables bound inside it (the typed machine API's action).
   */
  readonly params?: Readonly<Record<string, Value>>;
}

export interface StatePredicate {
  readonly name: string;
  readonly location: SourceLocation;
  /** A constant-level definition named in the .cfg: TLC evaluates it once at start-up (check/constantParts.ts). */
  readonly constant?: boolean;
  /**
   * An invariant's variables (indices, through every definition it uses), when it reads no
   * other input (no TLCGet, RandomElement, Print, ...): the checker skips it on a successor
   * whose read variables are its parent's values (invariantSkip.ts). Absent: always evaluated.
   */
  readonly reads?: readonly number[];
  /**
   * An invariant's conjuncts (`/\`, through definitions), each with its own `reads`, when
   * some reads fewer variables than the whole: the checker evaluates on a successor only
   * those whose variables changed (invariantSkip.ts). `test` stays the whole invariant.
   */
  readonly conjuncts?: readonly StatePredicate[];
  /**
   * A part `\A x \in v : B` (or `v \in SUBSET S`) over the variable `over`, tested on the
   * elements a successor adds to v when its other variables are the parent's values
   * (invariantSkip.ts): `each` is B for a new x, `pair` B's pairwise conjuncts
   * `\A y \in v : Q` for an old x and a new y. TRUE only when they hold; FALSE also for
   * "not known", and they may throw: the part is then evaluated whole.
   */
  readonly elementwise?: {
    readonly over: number;
    each(ctx: EvalContext, state: State, x: Value): boolean;
    pair?(ctx: EvalContext, state: State, x: Value, y: Value): boolean;
  };
  test(ctx: EvalContext, state: State): boolean;
  /** A constant part's value, whatever its kind (TLC's "The invariant of Inv is equal to {1}"). */
  value?(ctx: EvalContext, state: State): Value;
}

export interface ActionPredicate {
  readonly name: string;
  readonly location: SourceLocation;
  /** As for StatePredicate. */
  readonly constant?: boolean;
  test(ctx: EvalContext, state: State, next: State): boolean;
  /** As for StatePredicate. */
  value?(ctx: EvalContext, state: State, next: State): Value;
}

export interface ConstantPredicate {
  readonly name: string;
  readonly location: SourceLocation;
  test(ctx: EvalContext): boolean;
}

export interface CompiledSpec {
  /** Root module name. */
  readonly module: string;
  /** Variable names in declaration order (the index of each in a `State`). */
  readonly variables: readonly string[];
  /**
   * A fresh run's evaluation context: the intern table seeded in TLC's order
   * (TLC-SEMANTICS.md §1.2) and constants bound from the .cfg. Each call starts clean.
   */
  createContext(print: (text: string) => void): EvalContext;
  /** ASSUME formulas, checked before the search. */
  readonly assumptions: readonly ConstantPredicate[];
  readonly init: InitGenerator;
  /**
   * Sub-actions of Next in TLC's split order, built once over a context of their own: for
   * names, locations and parameters. A run evaluates the ones `withActionsOver` builds.
   */
  readonly actions: readonly ActionGenerator[];
  /** The behaviour has no next-state relation (INIT alone, a SPECIFICATION without `[][Next]_v`): TLC stops after the initial states. */
  readonly noNext?: true;
  /**
   * The sub-actions built over `ctx`: the values they bind when built (`p` of `\E p \in
   * Proc : A(p)`) come from `ctx`'s intern table, the one the run's states are made with, so
   * that comparing them with those states' strings and model values is identity. Absent (a
   * hand-written spec): `actions` hold nothing a context made.
   */
  buildActions?(ctx: EvalContext): readonly ActionGenerator[];
  /**
   * The constant definitions TLC evaluates before checking (SpecProcessor.processConstantDefns),
   * in TLC's order, for replaying the names that interns (`withActionsOver`); `complete`
   * false when one could not be compiled. Absent: no replay (names built at run time have
   * no known TLC token).
   */
  readonly tlcConstants?: {
    readonly defs: readonly ((ctx: EvalContext) => unknown)[];
    readonly complete: boolean;
    /** Whether TLC makes an Action (the .cfg has a behaviour, an invariant or a property): its first interns "UnnamedAction". */
    readonly action: boolean;
  };
  readonly invariants: readonly StatePredicate[];
  /** CONSTRAINT: successors failing one are counted and checked but not explored. */
  readonly constraints: readonly StatePredicate[];
  readonly actionConstraints: readonly ActionPredicate[];
  /**
   * PROPERTY parts of state level (no temporal operator): TLC checks them on the
   * initial states only ("Property P is violated by the initial state").
   */
  readonly initialProperties?: readonly StatePredicate[];
  /** Action properties `[][A]_v` checked on every transition. */
  readonly actionProperties: readonly ActionPredicate[];
  /** CHECK_DEADLOCK from the .cfg (the CLI's --deadlock turns it off). */
  readonly checkDeadlock: boolean;
  /** VIEW: states with equal views are one state. */
  readonly view?: (ctx: EvalContext, state: State) => Value;
  /** SYMMETRY: the permutation set's value (a set of functions from model values to model values). */
  readonly symmetry?: (ctx: EvalContext) => Value;
  /**
   * The operands of the SYMMETRY definition's body as TLC names them in its warning for a
   * symmetry set of fewer than two elements (runtime/check/symmetry.ts `symmetryOf`); `set`
   * for an operand `Permutations(S)`: S's value.
   */
  readonly symmetryArguments?: readonly { readonly name: string; readonly set?: (ctx: EvalContext) => Value }[];
  /** ALIAS: the record printed instead of the state in traces. */
  readonly alias?: (ctx: EvalContext, state: State, next: State | undefined) => Value;
  /** ALIAS written as a record constructor: its field names in the written order, TLC's print order. */
  readonly aliasFields?: readonly string[];
  /** `--watch` expressions (only when compiled with some): their value in a state, for reports. */
  readonly watches?: readonly ((ctx: EvalContext, state: State) => Value)[];
  /**
   * POSTCONDITION: evaluated once after the search. It is given a state whose every
   * variable is undefined (`noState` in runtime/check/counterExample.ts): TLC evaluates it
   * without one, and reading a variable is its "identifier is undefined" error.
   */
  readonly postcondition?: { readonly name: string; readonly location: SourceLocation; test(ctx: EvalContext, state: State): boolean };
  /**
   * Variable indices in the order TLC prints a state (TLC-SEMANTICS §6.2, a Java Hashtable
   * order over the root module's symbols). Absent: the checker uses the usual-case rule
   * of runtime/check/varOrder.ts. Also the order SYMMETRY compares permuted states in.
   */
  readonly printOrder?: readonly number[];
  /**
   * Temporal checking: the spec's temporal hypotheses (fairness and any other temporal
   * conjunct of SPECIFICATION) and the PROPERTY parts that are neither invariants nor
   * action properties. Absent or without properties: no liveness checking.
   */
  readonly liveness?: {
    hypotheses(ctx: EvalContext): readonly Temporal[];
    readonly properties: readonly TemporalProperty[];
    /** SPECIFICATION's name and its definition's location (TLC's words), absent under INIT/NEXT. */
    readonly specification?: { readonly name: string; readonly location: string };
  };
  /**
   * The position-recording module only (runtime/check/nestedPositions.ts): for each WF/SF of the
   * specification whose action is a definition's name, the WF/SF's location and that reference's.
   */
  readonly fairnessActions?: readonly (readonly [SourceLocation, SourceLocation])[];
  /**
   * Definitions of the root module evaluated on a state and arguments, by name (`tla2ts
   * gen` only: the typed machine's `operators`); constant-level ones ignore the state.
   */
  readonly operators?: Readonly<Record<string, (ctx: EvalContext, state: State, args: readonly Value[]) => Value>>;
  /** The spec evaluates TLCExt!Trace: the search must give `ctx.trace`. */
  readonly usesTrace?: boolean;
  /** The spec evaluates TLCGet: its counters are one worker's, as TLC's with `-workers 1`. */
  readonly readsSearch?: boolean;
  /** Where each variable is declared (when the spec evaluates TLCGet, for TLCGet("spec")). */
  readonly variableLocations?: readonly (SourceLocation | undefined)[];
  /** The whole definition of each CONSTRAINT and ACTION_CONSTRAINT, by name (TLCGet("spec") locates them there). */
  readonly definitionLocations?: Readonly<Record<string, SourceLocation>>;
  /** The initial predicate as an action (its definition's name and span), for the simulator's Trace and TLCGet("action"). */
  readonly initAction?: { readonly name: string; readonly location: SourceLocation };
  /** TLCGet("spec")'s inits: each state-level conjunct of the behaviour, as TLC names and locates it (when the spec evaluates TLCGet). */
  readonly specInits?: readonly { readonly name: string; readonly location: SourceLocation }[];
  /** TLCGet("spec")'s temporals: each temporal conjunct of SPECIFICATION but `[][Next]_v` (fairness and others). */
  readonly temporals?: readonly { readonly name: string; readonly location: SourceLocation }[];
  /** Warnings found while compiling (unused config entries, etc.), reported before the search. */
  readonly warnings: readonly Diagnostic[];
}

/**
 * The spec as a run with the context `ctx` evaluates it: its sub-actions built over `ctx`
 * (`CompiledSpec.buildActions`). Every run makes its context, then calls this once.
 */
export function withActionsOver(spec: CompiledSpec, ctx: EvalContext, mode: TlcMode = "bfs"): CompiledSpec {
  // TLC's set-up between its Java overrides and ASSUME, replayed in ctx's intern table so
  // that names built at run time get TLC's tokens (runtime/values/intern.ts): the constant
  // definitions' names, the first Action's, the sub-actions built, the checker's own.
  ctx.intern.tlcConstants(constantDefinitionNames(spec), spec.tlcConstants?.action ?? true);
  const built = spec.buildActions === undefined ? spec : { ...spec, actions: spec.buildActions(ctx) };
  ctx.intern.tlcChecking(mode);
  return built;
}

/**
 * The names TLC's evaluation of the constant definitions interns, in its order: found by
 * evaluating them over a context of their own (whose printing goes nowhere; TLC swallows
 * their errors too). Undefined when not known: no list, or one not compiled.
 */
function constantDefinitionNames(spec: CompiledSpec): readonly string[] | undefined {
  const c = spec.tlcConstants;
  if (c === undefined || !c.complete) return undefined;
  if (c.defs.length === 0) return [];
  const scratch = spec.createContext(() => {});
  const start = scratch.intern.size;
  for (const f of c.defs) {
    try {
      f(scratch);
    } catch {
      // TLC swallows it: the definition stays unevaluated.
    }
  }
  return scratch.intern.names().slice(start);
}
