// The helpers that compiled spec modules call from their control flow: truth tests,
// TLC's error for an unassigned primed variable, CHOOSE/CASE failures, successor
// completion, ENABLED by stopping at the first successor. They live here, once, and
// every emitted module (JavaScript for `check`, TypeScript for `gen`) imports them,
// instead of each module carrying its own copy. Helpers that name a source location
// take an index into the module's location table; `locatedHelpers` binds that table.

import * as V from "../values/index.js";
import * as core from "../modules/core.js";
import { SpecEvalError } from "./specEvalError.js";
import { DeferredCall, type Recursion } from "./recursion.js";
import { ATOM_CODES, atomCode, memo1, memo2, type OperatorMemo } from "./operatorMemo.js";

export { $made, $recurse, DEEP_CALLS as $DEEP, newRecursion as $newRecursion } from "./recursion.js";

/** Rethrows a deferred deep call (it unwinds to its driver untouched): a lazy-argument `try` must not take it for an error. */
export function $undeferred(e: unknown): void {
  if (e instanceof DeferredCall) throw e;
}

/**
 * Marks an operator passed as an argument (a LAMBDA, a definition's or a LET operator's name) whose JS function takes
 * each value argument as a value or a memoizing thunk: TLC binds the arguments of such an operator lazily
 * (OpLambdaValue, Tool.getOpContext), so a call through the parameter passes a thunk for an argument that raises. Any
 * other operator value (a built-in, a module's override, a constant operator) is given values, as TLC evaluates the
 * arguments of those first.
 */
export function $lazyOp<F extends Function>(f: F): F {
  (f as F & { $lazy?: true }).$lazy = true;
  return f;
}
import type { ActionGenerator, EvalContext, SourceLocation, State, SuccessorSink } from "./spec.js";

type Value = V.Value;

/** The next state while it is being built (unassigned variables undefined), or none in a state predicate. */
export type Next = readonly (Value | undefined)[] | undefined;

/** The runtime's context plus what emitted code keeps in it. */
export interface EmittedContext extends EvalContext {
  /** The .cfg constants. */
  C: Value[];
  /** The spec's string literals, interned. */
  S: Value[];
  /** Constant-level definitions, computed on first use. */
  K: (Value | undefined)[];
  /** Results of constant-level operators with arguments, by their arguments (`$memo1`, `$memo2`). */
  M: (OperatorMemo | undefined)[];
  /** Warnings already printed. */
  readonly warned: Set<string>;
  /** Nesting of recursive definitions (runtime/check/recursion.ts). */
  readonly R: Recursion;
  /** Zero-arity state-level definitions of the state an action is generated from (`$stateMemo`). */
  readonly A: StateCache;
  /** The same, of the state the invariants and constraints are being checked on. */
  readonly P: StateCache;
}

export function $fail(what: string): never {
  throw new V.EvalError("NotEvaluable", { what });
}

/** A value used as a formula must be a boolean (TLC's "should be a boolean" error otherwise). */
export function $b(v: Value): boolean {
  if (v === true || v === false) return v;
  throw new V.EvalError("NotBoolean", { kind: V.kindName(v), value: V.printValue(v) });
}

/**
 * A value used as a formula where TLC's Tool (eval) tests it itself: `$b` with TLC's words for
 * the operator it is an operand of (`why`, one of NON_BOOLEAN's indexes, emitted at the call
 * site) and the expression it was evaluating (`at`). Only the failure path builds anything.
 * A CASE guard or a bullet-list item is named inside TLC's message by its SANY node's toString
 * (`named`): its location, or a numeral's image (`1`); the node itself is no nested position
 * (its evaluation has returned), so the error stays located at the CASE or list.
 */
export function $bt(v: Value, why: number, at: SourceLocation | undefined, named?: SourceLocation | string): boolean {
  if (v === true || v === false) return v;
  const e = nonBoolean(v, why, (named ?? at)!);
  // A lazy filter's predicate runs inside a SetPredValue method, long after the filter was evaluated. A part
  // of an action TLC evaluates and tests is off its call stack then: in position-recording mode such a test
  // passes no `at`, so that the error is located where the walk is (the part's own frame when the walk
  // descended into it, the conjunct before it on the all-assigned fast path).
  throw why === NON_BOOLEAN.filterMember || why === NON_BOOLEAN.filterEnumerated || at === undefined ? e : new SpecEvalError(at, e);
}

/**
 * Tool.getInitStates/getNextStates on `x \in S` (`x' \in S`) with x not assigned yet, after S failed to
 * enumerate (`e`): an S TLC cannot enumerate at all (a value that is no set, or Nat, Int, STRING, Seq(T),
 * not Enumerable in Java) is EC.TLC_IN_NOT_ENUMERABLE naming the whole `x \in S` (`named`, undefined in
 * position-recording mode); a lazy set failing inside its own enumeration keeps its own error `e`.
 */
export function $inEnum(e: unknown, s: Value, named: SourceLocation | undefined, init: boolean): unknown {
  if (V.isSet(s) && s.kind !== V.Kind.Infinite) return e;
  const location = named === undefined ? "" : `line ${named.line}, col ${named.column} to line ${named.endLine}, col ${named.endColumn} of module ${named.module}`;
  return new V.EvalError("InNotEnumerable", { what: init ? "initial states" : "next states", location });
}

/** `P <=> Q`: TLC evaluates both sides before it tests either. */
export function $iff(p: Value, q: Value, at: SourceLocation): boolean {
  if ((p === true || p === false) && (q === true || q === false)) return p === q;
  throw new SpecEvalError(at, new V.EvalError("NonBooleanEquiv", {}));
}

/** The operators whose non-boolean operand TLC words apart, by the index the emitter passes to `$bt`. */
export const NON_BOOLEAN = { if: 0, case: 1, conjunct: 2, disjunct: 3, andP: 4, andQ: 5, orP: 6, orQ: 7, impliesP: 8, impliesQ: 9, not: 10, body: 11, filter: 12, filterMember: 13, filterEnumerated: V.PREDICATE_ENUMERATED, nextIf: 15, initIf: 16, nextLeaf: 17, initLeaf: 18, nextRelation: 19, initRelation: 20, nextCase: 21, initCase: 22, nextImplies: 23, initImplies: 24 } as const;

function nonBoolean(v: Value, why: number, named: SourceLocation | string): V.EvalError {
  const kind = V.tlcKindImage(v);
  const location = typeof named === "string" ? named : `line ${named.line}, col ${named.column} to line ${named.endLine}, col ${named.endColumn} of module ${named.module}`;
  switch (why) {
    case NON_BOOLEAN.if:
      return new V.EvalError("NonBooleanIf", { kind });
    case NON_BOOLEAN.case:
      return new V.EvalError("NonBooleanCase", { kind, location });
    case NON_BOOLEAN.conjunct:
    case NON_BOOLEAN.disjunct:
      return new V.EvalError("NonBooleanJunction", { kind, junction: why === NON_BOOLEAN.conjunct ? "conjunction" : "disjunction", location });
    case NON_BOOLEAN.not:
      return new V.EvalError("NonBooleanNot", { kind });
    case NON_BOOLEAN.body:
      return new V.EvalError("NonBooleanBody", { location });
    case NON_BOOLEAN.filter:
      return new V.EvalError("NonBooleanFilter", { kind, location });
    case NON_BOOLEAN.nextIf:
    case NON_BOOLEAN.initIf:
      // TLC's getNextStates glues the IF's location to the sentence; getInitStates puts it on the next line.
      return new V.EvalError("NonBooleanActionIf", { kind, what: why === NON_BOOLEAN.initIf ? "initial" : "next", location: why === NON_BOOLEAN.initIf ? "\n" + location : location });
    // Tool.getNextStates/getInitStates: a part they evaluate (an operator TLC does not walk, a definition's value, a
    // conjunct once every variable is assigned) and test; a numeral or string they reach is no expression at all.
    case NON_BOOLEAN.nextLeaf:
    case NON_BOOLEAN.initLeaf:
      return new V.EvalError("NonBooleanActionLeaf", { what: why === NON_BOOLEAN.initLeaf ? "initial states" : "next states", value: V.printValue(v), location });
    case NON_BOOLEAN.nextRelation:
    case NON_BOOLEAN.initRelation:
      return new V.EvalError("NonBooleanRelation", { what: why === NON_BOOLEAN.initRelation ? "init" : "next", location });
    case NON_BOOLEAN.nextCase:
    case NON_BOOLEAN.initCase:
      // Named by the arm's body, not its guard.
      return new V.EvalError("NonBooleanActionCase", { what: why === NON_BOOLEAN.initCase ? "initial" : "next", kind, location });
    case NON_BOOLEAN.nextImplies:
      return new V.EvalError("NonBooleanActionImplies", { what: "next states", form: "the form", kind: `\n${kind}.\n`, location });
    case NON_BOOLEAN.initImplies:
      // getInitStates' sentence puts the period on the next line, glued to the location.
      return new V.EvalError("NonBooleanActionImplies", { what: "initial states", form: "form", kind: ` ${kind}\n.`, location });
    case NON_BOOLEAN.filterMember:
      return new V.EvalError("NonBooleanPredicate", { location, doing: "The evaluation of" });
    case NON_BOOLEAN.filterEnumerated:
      return new V.EvalError("NonBooleanPredicate", { location, doing: "Evaluating" });
    default: {
      const form = why <= NON_BOOLEAN.andQ ? "P /\\ Q" : why <= NON_BOOLEAN.orQ ? "P \\/ Q" : "P => Q";
      return new V.EvalError("NonBooleanOperand", { form, side: (why - NON_BOOLEAN.andP) % 2 === 0 ? "P" : "Q", kind });
    }
  }
}

/** `x'` read before the action assigned it: TLC's lookup of `x` in the next state fails (named without the prime). */
export function $nx(n: Next, i: number, name: string): Value {
  const v = n === undefined ? undefined : n[i];
  if (v === undefined) throw new V.EvalError("PrimedUnassigned", { variable: name });
  return v;
}

/**
 * The next state (or Init's state being built) as the state a primed definition reads
 * (`TypeOK'`, `vars'`, `Inv'` under ENABLED). While some variable is unassigned, a read of
 * it fails as TLC's lookup of the variable in its partial next state does ("In evaluation,
 * the identifier x is either undefined or not an operator."), instead of reading nothing.
 */
export function $ns(n: Next, vars: readonly string[]): State {
  if (n === undefined) return n as unknown as State;
  for (let i = 0; i < n.length; i++) if (n[i] === undefined) return partialState(n, vars);
  return n as State;
}

function partialState(n: readonly (Value | undefined)[], vars: readonly string[]): State {
  return new Proxy(n, {
    get(target, key, receiver): unknown {
      const v: unknown = Reflect.get(target, key, receiver);
      if (v === undefined && typeof key === "string" && /^\d+$/.test(key) && Number(key) < target.length) {
        throw new V.EvalError("PrimedUnassigned", { variable: vars[Number(key)] ?? key });
      }
      return v;
    },
  }) as State;
}

/** The typed view of a next state once it is complete (or of no state, in constant-level code). */
export function $st(n: Next): State {
  return n as State;
}

export function $assigned(n: Next): boolean {
  if (n === undefined) return false;
  for (let i = 0; i < n.length; i++) if (n[i] === undefined) return false;
  return true;
}

/** `x \in A \ B` without building `A \ B` (which may be infinite, as in `Nat \ {0}`). */
export function $inMinus(ctx: EvalContext, x: Value, a: Value, b: Value): boolean {
  return core.inSet(ctx, x, a) && !core.inSet(ctx, x, b);
}

/** No witness: TLC's Assert.fail at the CHOOSE (`at`), whose location follows the message even in an invariant. */
export function $noChoice(at?: SourceLocation): never {
  const e = new V.EvalError("ChooseNoWitness", {});
  throw at === undefined ? e : new SpecEvalError(at, e);
}

export function $unbounded(op: string): never {
  throw new V.EvalError("UnboundedQuantifier", { op });
}

/** Thrown through an action's generator to answer ENABLED at the first successor. */
export const $ENABLED = { enabled: true };

export function $stopAtFirst(): never {
  throw $ENABLED;
}

export function $caseError(): V.EvalError {
  return new V.EvalError("CaseNoArm", {});
}

export function $caseFail(): never {
  throw $caseError();
}

export function $outsideDomain(name: string, x: Value): never {
  throw new V.EvalError("FunctionOutsideDomain", { fcn: name, arg: V.printValue(x) });
}

export function $tooBig(text: string): never {
  throw new V.EvalError("IntegerTooBig", { number: text });
}

export function $completeInit(n: readonly (Value | undefined)[], emit: (s: State) => void, vars: readonly string[]): void {
  for (let i = 0; i < n.length; i++) {
    if (n[i] === undefined) {
      const e = new V.EvalError("InitIncomplete", { variable: vars[i]! });
      e.incomplete = n.slice();
      throw e;
    }
  }
  emit($stored(n));
}

/**
 * A copy of the complete state `n` to hand on, its lazy functions built: TLC
 * fingerprints every state it keeps, which builds them (docs/semantics.md, "Lazy
 * functions"). Building one TLC kept lazy for good fails as TLC's "unable to
 * fingerprint"; one it would have built when evaluated fails as that evaluation.
 */
export function $stored(n: readonly (Value | undefined)[]): State {
  return $storedFresh(n.slice());
}

/**
 * `$stored` without the copy: the emitter calls it on a next-state array it declared for
 * this one successor just before (`const n = [...]; emit($storedFresh(n))`), which nothing
 * reads or changes afterwards, so the array itself becomes the state (a copy per
 * successor was 6 million arrays on SwarmKitLarge).
 */
export function $storedFresh(n: (Value | undefined)[]): State {
  const t = n as Value[];
  for (let i = 0; i < t.length; i++) {
    const v = t[i]!;
    if (typeof v === "object" && v.kind === V.Kind.LazyFcn) {
      try {
        t[i] = V.forceFcn(v);
      } catch (e) {
        throw v.keep && e instanceof SpecEvalError ? e.whileFingerprinting() : e;
      }
    }
  }
  return t as State;
}

/**
 * A call of an operator TLC replaces by an `@Evaluation` method (`method`, its Java
 * signature): TLC catches whatever the method throws, errors of its arguments included,
 * and fails with "Attempted to apply the operator overridden by the Java method ...".
 * The error keeps its location (the innermost expression); a nested call wraps again.
 */
export function $override(method: string, call: () => Value): Value {
  try {
    return call();
  } catch (e) {
    if (e instanceof V.EvalError) throw overrideError(method, e);
    if (e instanceof SpecEvalError && e.cause instanceof V.EvalError) throw e.withCause(overrideError(method, e.cause));
    throw e;
  }
}

function overrideError(method: string, e: V.EvalError): V.EvalError {
  return new V.EvalError("OverrideFailed", { method, message: e.message });
}

// -- Constant-level operators with arguments ------------------------------------
//
// `StateRank(s) == CHOOSE i \in DOMAIN order : order[i] = s` reads no variable, so its
// value depends on its arguments alone; SwarmKit calls it (through `\preceq`) millions
// of times with a dozen different strings. The compiler wraps such an operator (whose
// body, through everything it calls, has no effect: no Print, TLCSet, TLCGet, random
// choice, I/O) in a memo keyed by its arguments (operatorMemo.ts says which arguments
// and how). Evaluations that throw are not remembered.

/** `f(a)` remembered in `ctx.M[slot]` (operatorMemo.ts). */
export function $memo1(ctx: EmittedContext, slot: number, f: (ctx: EmittedContext, s: State, n: Next, a: Value) => Value, s: State, n: Next, a: Value): Value {
  return memo1(ctx.M, slot, f, ctx, s, n, a);
}

/** `f(a, b)` remembered in `ctx.M[slot]` (operatorMemo.ts). */
export function $memo2(
  ctx: EmittedContext,
  slot: number,
  f: (ctx: EmittedContext, s: State, n: Next, a: Value, b: Value) => Value,
  s: State,
  n: Next,
  a: Value,
  b: Value,
): Value {
  return memo2(ctx.M, slot, f, ctx, s, n, a, b);
}

// -- Zero-arity state-level definitions ---------------------------------------
//
// `votes == [a \in Acceptor |-> {<<m.bal, m.val>> : m \in {mm \in msgs : ...}}]` reads
// only the current state, yet every reference computed it again (MCPaxos: millions of
// record lookups). The compiler routes such a definition (no effect, not recursive)
// through `$stateMemo`, which remembers its value for two states at a time: the one
// whose successors are being generated (an action's `s`, entered by `$enterState` when
// the action starts) and the one being checked (invariants, constraints). States handed
// to actions and predicates are never changed afterwards, so a value kept for a state
// (compared by identity) stays right. Every other state a definition can see is not
// cached: the next state being built (primes, Init, ENABLED under a prime: `n` fills in
// as the action assigns) and the intermediate states of a composition.

/**
 * One state's cached definitions, by slot: a zero-arity definition's value, or an operator's
 * row of arguments and values (`$stateMemo1`).
 */
export interface StateCache {
  state: State | undefined;
  readonly values: (Value | StateMemoRow | undefined)[];
}

/** Argument codes (operatorMemo.ts, `atomCode`) at even indices, each followed by the value for it. */
type StateMemoRow = (number | Value)[];

export function $stateCache(slots: number): StateCache {
  return { state: undefined, values: new Array<Value | undefined>(slots).fill(undefined) };
}

/** `s` becomes the state `cache` holds values of (forgetting another state's). */
export function $enterState(cache: StateCache, s: State): void {
  if (cache.state === s) return;
  cache.state = s;
  cache.values.fill(undefined);
}

/** `f(ctx, s, n)` (a zero-arity state-level definition) remembered in slot `slot` while `s` is an entered state. */
export function $stateMemo(ctx: EmittedContext, slot: number, f: (ctx: EmittedContext, s: State, n: Next) => Value, s: State, n: Next): Value {
  let cache = ctx.A;
  if (cache.state !== s) {
    cache = ctx.P;
    if (cache.state !== s) return f(ctx, s, n);
  }
  let v = cache.values[slot] as Value | undefined;
  if (v === undefined) {
    v = f(ctx, s, n);
    // Stored only if no other state was entered meanwhile.
    if (cache.state === s) cache.values[slot] = v;
  }
  return v;
}

// A state-level operator with arguments (`TasksOf(sid) == {t \in tasks : t.service = sid}`)
// is remembered the same way, for atom arguments (strings, model values, small integers and
// booleans, which are equal exactly when their codes are): SwarmKit's actions ask for the
// tasks of the same service a dozen times per state. A state sees few distinct arguments, so
// a short row searched in order holds them; past ROW_ENTRIES the operator is just evaluated.

/** Arguments remembered per operator and state. */
const ROW_ENTRIES = 8;
/** Codes of a second argument are below this (operatorMemo.ts, `atomCode`). */
const CODE_RANGE = ATOM_CODES;

/** `f(ctx, s, n, a)` (a state-level operator) remembered in slot `slot` while `s` is an entered state. */
export function $stateMemo1(ctx: EmittedContext, slot: number, f: (ctx: EmittedContext, s: State, n: Next, a: Value) => Value, s: State, n: Next, a: Value): Value {
  const code = atomCode(a);
  if (code < 0) return f(ctx, s, n, a);
  return stateMemoRow(ctx, slot, code, s) ?? rememberInRow(ctx, slot, code, s, f(ctx, s, n, a));
}

/** `f(ctx, s, n, a, b)` as `$stateMemo1` does one argument. */
export function $stateMemo2(
  ctx: EmittedContext,
  slot: number,
  f: (ctx: EmittedContext, s: State, n: Next, a: Value, b: Value) => Value,
  s: State,
  n: Next,
  a: Value,
  b: Value,
): Value {
  const ca = atomCode(a);
  const cb = atomCode(b);
  if (ca < 0 || cb < 0) return f(ctx, s, n, a, b);
  const code = ca * CODE_RANGE + cb;
  return stateMemoRow(ctx, slot, code, s) ?? rememberInRow(ctx, slot, code, s, f(ctx, s, n, a, b));
}

/** The entered cache of `s`, or undefined when `s` is not an entered state. */
function enteredCache(ctx: EmittedContext, s: State): StateCache | undefined {
  if (ctx.A.state === s) return ctx.A;
  if (ctx.P.state === s) return ctx.P;
  return undefined;
}

/** The value remembered for `code` in slot `slot` of `s`'s cache, if any. */
function stateMemoRow(ctx: EmittedContext, slot: number, code: number, s: State): Value | undefined {
  const row = enteredCache(ctx, s)?.values[slot] as StateMemoRow | undefined;
  if (row === undefined) return undefined;
  for (let i = 0; i < row.length; i += 2) if (row[i] === code) return row[i + 1] as Value;
  return undefined;
}

/** `v`, remembered for `code` in slot `slot` if `s` is (still) an entered state and the row has room. */
function rememberInRow(ctx: EmittedContext, slot: number, code: number, s: State, v: Value): Value {
  const cache = enteredCache(ctx, s);
  if (cache === undefined) return v;
  const row = cache.values[slot] as StateMemoRow | undefined;
  if (row === undefined) cache.values[slot] = [code, v];
  else if (row.length < 2 * ROW_ENTRIES) row.push(code, v);
  return v;
}

type Generate = (ctx: EmittedContext, s: State, emit: SuccessorSink) => void;

/** The sink collecting the intermediate states of `A \cdot B` (actionEmitter's composition). */
export function $collector(into: State[]): SuccessorSink {
  const sink: SuccessorSink = (t) => {
    into.push(t);
  };
  sink.intermediate = true;
  return sink;
}

/** The sink B's successors go through: the outer sink, without counting intermediate states of nested compositions (TLC's counting stops at the first composition). */
export function $forwarder(to: SuccessorSink): SuccessorSink {
  const sink: SuccessorSink = (u) => to(u);
  if (to.intermediate === true) sink.intermediate = true;
  return sink;
}

/** The helpers that report a location, bound to one module's location table. */
export interface LocatedHelpers {
  readonly $at: (i: number, e: unknown) => SpecEvalError;
  /** Position-recording modules only (compiler Program.frames): `f()`, its evaluation error recording position `i`. */
  readonly $fr: <T>(i: number, f: () => T) => T;
  /** Position-recording modules only: `e` with position `i` recorded when it is an evaluation error, else `e` itself. */
  readonly $fa: (i: number, e: unknown) => unknown;
  /**
   * Position-recording modules only: `f()`, a value built from the source expression at `i`
   * (a set or record literal, `[a : S]`, ...), remembered with that source while an error is replayed
   * (`ctx.sources`). Comparing its elements while sorting them fails as TLC's value with a source does.
   */
  readonly $src: (ctx: EvalContext, i: number, f: () => Value, built?: 1 | 2) => Value;
  /** Position-recording modules only: `op(a, b)`, whose failure in a value with a source is TLC's FingerprintException (see `receivers`). */
  readonly $fp: <T>(ctx: EvalContext, op: FingerprintedOp, a: Value, b: Value, f: (a: Value, b: Value) => T) => T;
  readonly $eqAt: (ctx: EvalContext, a: Value, b: Value, i: number) => boolean;
  readonly $inAt: (ctx: EvalContext, a: Value, b: Value, i: number) => boolean;
  readonly $exceptWarning: (ctx: EmittedContext, i: number) => void;
  readonly $action: (name: string, i: number, generate: Generate, params?: Readonly<Record<string, Value>>) => ActionGenerator;
  readonly $completeNext: (
    n: readonly (Value | undefined)[],
    emit: (s: State) => void,
    vars: readonly string[],
    name: string,
    loc: number,
  ) => void;
  /** $completeNext in an action with a composition: an intermediate state need not be complete (TLC's StateVec takes it as it is). */
  readonly $completeStep: (
    n: readonly (Value | undefined)[],
    emit: SuccessorSink,
    vars: readonly string[],
    name: string,
    loc: number,
  ) => void;
}

export function locatedHelpers(locations: readonly SourceLocation[]): LocatedHelpers {
  const $at = (i: number, e: unknown): SpecEvalError => {
    // A deferred deep call is not an error: it unwinds to its driver untouched.
    if (e instanceof DeferredCall) throw e;
    return SpecEvalError.at(locations[i]!, e);
  };
  const $completeNext = (n: readonly (Value | undefined)[], emit: (s: State) => void, vars: readonly string[], name: string, loc: number): void => {
    for (let i = 0; i < n.length; i++) if (n[i] === undefined) throw incomplete(n, vars, name, loc);
    emit($stored(n));
  };
  // TLC names every unassigned variable and prints the successor as it is (`null` for those).
  const incomplete = (n: readonly (Value | undefined)[], vars: readonly string[], name: string, loc: number): SpecEvalError => {
    const missing = vars.filter((_, i) => n[i] === undefined);
    const e = $at(loc, new V.EvalError("SuccessorIncomplete", { action: name, variables: missing.join(", "), plural: missing.length > 1 ? "s are" : " is" }));
    e.incomplete = n.slice();
    return e;
  };
  const $fa = (i: number, e: unknown): unknown => (e instanceof SpecEvalError || e instanceof V.EvalError ? SpecEvalError.at(locations[i]!, e) : e);
  return {
    $at,
    $src: (ctx, i, f, built) => {
      try {
        const v = f();
        // The shared empty set and tuple are no literal's own value.
        // built 2: a filter, whose lazy value (TLC's SetPredValue) has no source.
        if (ctx.sources !== undefined && typeof v === "object" && !isEmptyShared(v) && (built !== 2 || v.kind === V.Kind.SetEnum)) ctx.sources.set(v, locations[i]!);
        return v;
      } catch (e) {
        // TLC normalises a set lazily, inside one of its methods: a comparison failing there is a FingerprintException.
        // Not a set `\cup`, `\`, `\cap` or a filter builds (`built`): TLC's fail inside their operands' methods, at once.
        if (ctx.sources !== undefined && built === undefined && e instanceof V.EvalError && SORT_ERRORS.has(e.code)) throw new SpecEvalError(locations[i]!, e, true);
        throw e;
      }
    },
    $fp: (ctx, op, a, b, f) => {
      try {
        return f(a, b);
      } catch (e) {
        if (ctx.sources === undefined || !(e instanceof V.EvalError)) throw e;
        const chain = receivers(ctx.sources, op, a, b);
        if (chain.length === 0) throw e;
        throw new SpecEvalError(chain[chain.length - 1]!, e, true, chain.slice(0, -1).reverse());
      }
    },
    $fr: (i, f) => {
      try {
        return f();
      } catch (e) {
        throw $fa(i, e);
      }
    },
    $fa,
    $eqAt: (ctx, a, b, i) => {
      try {
        return core.eq(ctx, a, b);
      } catch (e) {
        throw $at(i, e);
      }
    },
    $inAt: (ctx, a, b, i) => {
      try {
        return core.inSet(ctx, a, b);
      } catch (e) {
        throw $at(i, e);
      }
    },
    // TLC prints this warning once per location and carries on with the value unchanged.
    $exceptWarning: (ctx, i) => {
      const l = locations[i]!;
      const text = `line ${l.line}, col ${l.column} to line ${l.endLine}, col ${l.endColumn} of module ${l.module}`;
      if (ctx.warned.has(text)) return;
      ctx.warned.add(text);
      ctx.print(
        "Warning: The EXCEPT was applied to non-existing fields of the value at\n" + text + "\n(Use the -nowarning option to disable this warning.)",
      );
    },
    $action: (name, i, generate, params) => ({
      name,
      ...(params === undefined ? {} : { params }),
      location: locations[i]!,
      generate,
      enabled(ctx: EvalContext, s: State): boolean {
        try {
          // The checker passes back the context this spec's createContext made.
          generate(ctx as EmittedContext, s, $stopAtFirst);
        } catch (e) {
          if (e === $ENABLED) return true;
          throw e;
        }
        return false;
      },
    }),
    $completeNext,
    $completeStep: (n, emit, vars, name, loc) => {
      if (emit.intermediate === true) emit(n.slice() as State);
      else $completeNext(n, emit, vars, name, loc);
    },
  };
}

/** Names an emitted module imports from here, and those it binds with `locatedHelpers`. */
export const importedHelpers = [
  "$fail", "$b", "$bt", "$iff", "$nx", "$st", "$ns", "$assigned", "$inMinus", "$noChoice", "$unbounded",
  "$ENABLED", "$stopAtFirst", "$caseError", "$caseFail", "$outsideDomain", "$tooBig", "$completeInit", "$stored", "$storedFresh",
  "$recurse", "$made", "$DEEP", "$newRecursion", "$undeferred", "$lazyOp", "$memo1", "$memo2", "$collector", "$forwarder",
  "$stateCache", "$enterState", "$stateMemo", "$stateMemo1", "$stateMemo2", "$override", "$inEnum",
] as const;
export const locatedHelperNames = ["$at", "$fr", "$fa", "$src", "$fp", "$eqAt", "$inAt", "$exceptWarning", "$action", "$completeNext", "$completeStep"] as const;

// -- TLC's FingerprintException (position-recording modules only) ----------------------------
// TLC's CallStackTool gives each value it builds from a source expression that expression as its
// source; a RuntimeException (an EvalException too) raised in a method of such a value, or passing
// through one (a tuple's equals calling its elements'), is rethrown as a FingerprintException
// naming the value, and each enclosing value with a source prepends itself. The replay prints the
// call stack followed by those sources as "TLC was unable to fingerprint" (ModelChecker, doInit and
// doNextFailed; CallStack.freeze(FingerprintException)). Our operations throw plain errors: on an
// error, `receivers` finds which values TLC's methods would have passed it through.

/** The operations whose failure is traced to the values of their operands. */
export type FingerprintedOp = "=" | "\\in" | "\\subseteq" | "apply" | "\\cup" | "\\" | "\\cap";

const SORT_ERRORS: ReadonlySet<string> = new Set(["TT5021", "TT5022", "TT5023", "TT5011", "TT5012"]);

function isEmptyShared(v: object): boolean {
  const x = v as Value & object;
  // A `{}` literal is a set of its own in position-recording mode (core.emptySetLiteral): TLC gives it a source.
  if (x.kind === V.Kind.SetEnum) return x.elems.length === 0 && V.isSharedEmptySet(x);
  // So is a `<<>>` literal (core.emptyTupleLiteral; difftest seed 201240).
  return x === V.emptyTuple;
}

/**
 * The sources of the values TLC's failing method passes through, outermost first: `a.equals(b)`
 * for `=`, `b.member(a)` for `\in`, `a.isSubsetEq(b)` (b's member of each element), `a.apply(b)`.
 */
function receivers(sources: WeakMap<object, SourceLocation>, op: FingerprintedOp, a: Value, b: Value): SourceLocation[] {
  switch (op) {
    case "=":
      return equalsChain(sources, a, b);
    case "\\in":
      return memberChain(sources, a, b);
    case "\\subseteq": {
      const out = sourceOf(sources, a);
      if (typeof a === "object" && a.kind === V.Kind.SetEnum) {
        for (const x of a.elems) if (fails(() => V.member(x, b as V.SetValue))) return [...out, ...memberChain(sources, x, b)];
      }
      return out;
    }
    case "apply":
      return sourceOf(sources, a);
    case "\\cup":
    case "\\":
    case "\\cap":
      return reducibleChain(sources, op, a, b);
  }
}

/**
 * Tool's `\cup`, `\`, `\cap` call the first Reducible operand r (an enumerated set or interval):
 * r.cup(o) asks `r.member(e)` of o's elements, r.diff(o) and r.cap(o) ask `o.member(e)` of r's
 * (core.ts `tlcReducibleError`); the first failing membership's chain follows r's source.
 */
function reducibleChain(sources: WeakMap<object, SourceLocation>, op: "\\cup" | "\\" | "\\cap", a: Value, b: Value): SourceLocation[] {
  const reducible = (v: Value): boolean => typeof v === "object" && (v.kind === V.Kind.SetEnum || v.kind === V.Kind.Interval);
  if (!reducible(a) && (op === "\\" || !reducible(b))) return [];
  const [r, o] = reducible(a) ? [a, b] : [b, a];
  const out = sourceOf(sources, r);
  if (typeof o !== "object" || !V.isSet(o)) return out;
  if (op === "\\cup") {
    for (const e of V.sortedElements(o as V.SetValue)) if (fails(() => V.member(e, r as V.SetValue))) return memberChain(sources, e, r);
  } else {
    for (const e of V.sortedElements(r as V.SetValue)) if (fails(() => V.member(e, o as V.SetValue))) return [...out, ...memberChain(sources, e, o)];
  }
  return out;
}

function sourceOf(sources: WeakMap<object, SourceLocation>, v: Value): SourceLocation[] {
  const l = typeof v === "object" ? sources.get(v) : undefined;
  return l === undefined ? [] : [l];
}

function fails(f: () => unknown): boolean {
  try {
    f();
    return false;
  } catch {
    return true;
  }
}

/** `a.equals(b)`: a tuple, function or set compares its parts in order, the first failing pair's chain follows. */
function equalsChain(sources: WeakMap<object, SourceLocation>, a: Value, b: Value): SourceLocation[] {
  const out = sourceOf(sources, a);
  if (typeof a !== "object" || typeof b !== "object" || a.kind !== b.kind) return out;
  const pairs: [Value, Value][] = [];
  if ((a.kind === V.Kind.Tuple || a.kind === V.Kind.SetEnum) && (b.kind === V.Kind.Tuple || b.kind === V.Kind.SetEnum) && a.elems.length === b.elems.length) {
    a.elems.forEach((x, i) => pairs.push([x, b.elems[i]!]));
  } else if (a.kind === V.Kind.Fcn && b.kind === V.Kind.Fcn && a.domain.length === b.domain.length) {
    a.domain.forEach((x, i) => pairs.push([x, b.domain[i]!]));
    a.values.forEach((x, i) => pairs.push([x, b.values[i]!]));
  }
  for (const [x, y] of pairs) if (fails(() => V.equals(x, y))) return [...out, ...equalsChain(sources, x, y)];
  return out;
}

/** `s.member(x)`: an enumerated set asks each element's equals; a set of records or tuples, each component set's member. */
function memberChain(sources: WeakMap<object, SourceLocation>, x: Value, s: Value): SourceLocation[] {
  const out = sourceOf(sources, s);
  if (typeof s !== "object") return out;
  if (s.kind === V.Kind.SetEnum) {
    for (const e of s.elems) if (fails(() => V.equals(e, x))) return [...out, ...equalsChain(sources, e, x)];
  } else if (s.kind === V.Kind.RecordSet && typeof x === "object" && x.kind === V.Kind.Fcn && x.domain.length === s.names.length) {
    for (let i = 0; i < s.names.length; i++) {
      const k = x.domain.indexOf(s.names[i]!);
      if (k >= 0 && fails(() => V.member(x.values[k]!, s.sets[i]!))) return [...out, ...memberChain(sources, x.values[k]!, s.sets[i]!)];
    }
  } else if (s.kind === V.Kind.Product && typeof x === "object" && x.kind === V.Kind.Tuple && x.elems.length === s.sets.length) {
    for (let i = 0; i < s.sets.length; i++) if (fails(() => V.member(x.elems[i]!, s.sets[i]!))) return [...out, ...memberChain(sources, x.elems[i]!, s.sets[i]!)];
  }
  return out;
}
