// Deep recursion without a deep JS stack. A recursive TLA+ operator (`RECURSIVE Sum(_)`)
// or recursive function (`f[n \in Nat] == ... f[n-1] ...`) compiles to a JS function
// that calls itself, so a recursion 100,000 levels deep would need 100,000 JS frames
// (and more: every level is a few nested calls). Emitted recursive functions count
// their nesting in `ctx.R.depth`; the outermost call and every call `DEEP_CALLS` levels
// down go through `$recurse`:
// - the outermost call runs a driver with an explicit stack of pending calls;
// - a call at depth DEEP_CALLS returns its value if the driver already computed it, and
//   otherwise throws `DeferredCall`, which unwinds to the driver. The driver pushes the
//   call, evaluates it afresh from depth 1 (the JS stack is short again), remembers its
//   value, then re-evaluates the call that needed it, which now finds the value.
// Each segment of DEEP_CALLS levels is evaluated at most twice, so a recursion of depth
// D costs O(D) time, O(D / DEEP_CALLS) remembered values and O(DEEP_CALLS) JS frames.
// TLA+ operators are functions of their arguments and the two states, so re-evaluating
// a segment gives the same values; only output (`Print`) inside the re-evaluated part
// of a deep recursion is printed again (docs/semantics.md, "No JavaScript limit reachable
// from a spec"). LET RECURSIVE operators and definitions with operator parameters are
// driven the same way; the operators a recursion makes as it goes are named by `$made`.

import type { Value } from "../values/index.js";
import { fingerprintHex } from "../values/index.js";
import { EvalError } from "../values/errors.js";

/** Nested calls of recursive definitions evaluated on the JS stack before one is deferred. */
export const DEEP_CALLS = 128;

/**
 * Deferred calls the driver keeps pending at most: 2^22 levels of recursion (about 20 s).
 * TLC's Java stack overflows a thousand times sooner, so a deeper recursion (one that
 * never ends, `F(n) == F(n + 1)`) is reported with TLC's StackOverflowError text.
 */
const MAX_PENDING = 2 ** 22 / DEEP_CALLS;

/** The recursion bookkeeping of one evaluation context. */
export interface Recursion {
  /** Nesting of recursive calls on the JS stack; 0 outside any. */
  depth: number;
  /** Values of deferred calls by the key of the function and its arguments (while a driver runs). */
  memo: Map<string, Value> | undefined;
  /** Calls answered from `memo` so far: the driver's measure of progress. */
  hits: number;
  /** The call the driver is evaluating (its key), and how many operators it made so far. */
  segment: string;
  made: number;
}

export function newRecursion(): Recursion {
  return { depth: 0, memo: undefined, hits: 0, segment: "", made: 0 };
}

/** Thrown from a call too deep on the JS stack; only `$recurse`'s driver catches it. */
export class DeferredCall {
  constructor(
    readonly fn: Function,
    readonly args: readonly unknown[],
    readonly key: string,
  ) {}
}

/** The evaluation context (and any other non-value object) is keyed by identity. */
const identities = new WeakMap<object, number>();
let nextIdentity = 0;
/** Operators made inside a driven recursion: named by the call that made them and their order there. */
const madeIn = new WeakMap<Function, string>();

function identity(x: unknown): string {
  if (x === undefined) return "u";
  if ((typeof x !== "object" && typeof x !== "function") || x === null) return "?" + String(x);
  if (typeof x === "function") {
    const made = madeIn.get(x);
    if (made !== undefined) return made;
  }
  let id = identities.get(x);
  if (id === undefined) identities.set(x, (id = nextIdentity++));
  return "#" + id;
}

/**
 * Names an operator (a LET RECURSIVE operator or a LAMBDA) made inside a recursion the
 * driver runs, by the call being evaluated and the order of making there. Evaluation is
 * deterministic, so re-evaluating that call makes the same operators in the same order,
 * and a deferred call of one of them (or with one as argument) is recognised again,
 * though the JS closure is new.
 */
export function $made<F extends Function>(r: Recursion, f: F): F {
  if (r.depth > 0) madeIn.set(f, `(${r.segment}/${r.made++})`);
  return f;
}

function isValue(x: unknown): x is Value {
  return typeof x === "number" || typeof x === "boolean" || (typeof x === "object" && x !== null && "kind" in x && "fpState" in x);
}

/**
 * The key of a call of `fn` with `args`: the function and the context by identity (an
 * operator made inside the recursion by `$made`'s name), values and states (arrays of
 * values, a next state with unassigned `undefined` entries) by fingerprint, so that re-evaluating
 * a call gives the same key even where the evaluation rebuilt a state array (ENABLED
 * does). Undefined when a value has no fingerprint (an infinite set such as `Seq(S)`,
 * rebuilt on every evaluation, could not be recognised again).
 */
function keyOf(fn: Function, args: readonly unknown[]): string | undefined {
  let key = identity(fn) + ":";
  try {
    for (const a of args) {
      if (isValue(a)) key += fingerprintHex(a) + ",";
      else if (Array.isArray(a)) {
        key += "[";
        for (const x of a as readonly unknown[]) key += x === undefined ? "_," : isValue(x) ? fingerprintHex(x) + "," : "?,";
        key += "],";
      } else key += identity(a) + ",";
    }
  } catch {
    return undefined;
  }
  return key;
}

/** Taken off the depth while a call that cannot be deferred runs on the JS stack, so that the guard stays quiet. */
const UNGUARDED = 2 ** 30;

/**
 * Called by an emitted recursive function at depth 0 (it becomes the driver) or at
 * depth `DEEP_CALLS` (the call is answered from the driver's memory or deferred).
 * `args` are the function's own arguments, context first.
 */
export function $recurse<A extends unknown[]>(r: Recursion, fn: (...args: A) => Value, args: A): Value {
  if (r.depth === 0) return drive(r, fn, args);
  const key = keyOf(fn, args);
  if (key === undefined) {
    r.depth -= UNGUARDED;
    try {
      return fn(...args);
    } finally {
      r.depth += UNGUARDED;
    }
  }
  const known = r.memo?.get(key);
  if (known !== undefined) {
    r.hits++;
    return known;
  }
  throw new DeferredCall(fn, args, key);
}

/**
 * Thrown by the driver when re-evaluating a call did not reach further than before: a
 * deferred call it needs is not recognised again (an argument is an operator made
 * afresh by each evaluation, such as a LAMBDA built inside the recursion).
 */
class NoProgress {}

/** The segment name of the outermost call. */
const ROOT = "r";

function drive<A extends unknown[]>(r: Recursion, fn: (...args: A) => Value, args: A): Value {
  r.depth = 1;
  r.segment = ROOT;
  r.made = 0;
  try {
    // Most recursions end within DEEP_CALLS levels: no memory, no pending stack.
    return fn(...args);
  } catch (e) {
    if (!(e instanceof DeferredCall)) throw e;
    try {
      return driveDeferred(r, new DeferredCall(fn, args, ROOT), e);
    } catch (stuck) {
      if (!(stuck instanceof NoProgress)) throw stuck;
      // Evaluate on the JS stack, unguarded, as calls whose arguments have no key are.
      r.memo = undefined;
      r.depth = 1 - UNGUARDED;
      return fn(...args);
    }
  } finally {
    r.depth = 0;
    r.memo = undefined;
  }
}

/** Evaluates `first`'s deferred calls, deepest first, until `root` can complete. */
function driveDeferred(r: Recursion, root: DeferredCall, first: DeferredCall): Value {
  const memo = new Map<string, Value>();
  const pending: DeferredCall[] = [root, first];
  // Memory answers each evaluation of a pending call used before it was deferred again:
  // evaluation is deterministic, so every re-evaluation must use strictly more.
  const hitsBefore: number[] = [0, -1];
  // Keys of the pending calls: a call that needs itself (the same function, arguments and
  // states) never ends, as evaluation is deterministic.
  const open = new Set<string>([first.key]);
  r.memo = memo;
  for (;;) {
    const call = pending[pending.length - 1]!;
    r.depth = 1;
    r.segment = call.key;
    r.made = 0;
    const start = r.hits;
    let v: Value;
    try {
      v = (call.fn as (...a: unknown[]) => Value)(...call.args);
    } catch (e) {
      if (!(e instanceof DeferredCall)) throw e;
      const used = r.hits - start;
      if (used <= hitsBefore[pending.length - 1]!) throw new NoProgress();
      hitsBefore[pending.length - 1] = used;
      if (open.has(e.key) || pending.length > MAX_PENDING) throw new EvalError("RecursionTooDeep", {});
      open.add(e.key);
      pending.push(e);
      hitsBefore.push(-1);
      continue;
    }
    pending.pop();
    hitsBefore.pop();
    open.delete(call.key);
    if (pending.length === 0) return v;
    memo.set(call.key, v);
  }
}
