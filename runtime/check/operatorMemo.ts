// The memo of a constant-level operator with arguments (`$memo1`, `$memo2` in emitted.ts):
// its value depends on its arguments alone, so a result computed once is reused.
//
// Atoms (integers, booleans, strings, model values) are equal exactly when identical
// (strings and model values are interned), so they key the memo. The common atoms get a
// small integer code and are found in plain arrays, without hashing: SwarmKit asks
// `s1 \preceq s2` (two strings) some 30 million times on SwarmKitLarge, and two Map
// look-ups per call were a tenth of the search. Other atoms go through a Map.
//
// Structured arguments (records, tuples, functions, sets) are immutable, so the same
// object always gives the same result: one-argument operators keep the last results for a
// few hundred of them, found by identity in a table indexed by the argument's fingerprint
// when that fingerprint is already known (the records of a state that was fingerprinted,
// read again by the invariants and the next expansion: `Id(t)` in SwarmKit's `Inv`).
// Nothing is remembered of an evaluation that throws.

import * as V from "../values/index.js";

type Value = V.Value;

/** Entries per memoized operator: past it, new arguments are evaluated without being remembered. */
const MEMO_LIMIT = 1 << 16;
/** Codes below this are kept in arrays (`atomCode`). */
const DENSE = 1 << 10;
/** Entries of the identity table of structured arguments (a power of two). */
const BY_IDENTITY = 256;
/** `fpState` of a value whose fingerprint is known (valueFingerprint.ts). */
const FP_DONE = 1;

/**
 * A small code for an atom that can have one: strings and model values by their intern
 * token, booleans, and integers 0 .. DENSE/4; -1 for any other value. The two low bits
 * tell the kinds apart: a string and a model value of the same name share their token
 * (`"p1"` and the model value `p1`) and must not share a code.
 */
export function atomCode(v: Value): number {
  switch (typeof v) {
    case "number":
      return v >= 0 && v < DENSE >> 2 ? (v << 2) | 1 : -1;
    case "boolean":
      return v ? 6 : 2;
    default:
      if (v.kind === V.Kind.String) return v.token < DENSE >> 2 ? (v.token << 2) | 3 : -1;
      // Tokens start at 1, so a model value's code is never 0.
      if (v.kind === V.Kind.ModelValue) return v.token < DENSE >> 2 ? v.token << 2 : -1;
      return -1;
  }
}

function isAtom(v: Value): boolean {
  return typeof v !== "object" || v.kind === V.Kind.String || v.kind === V.Kind.ModelValue;
}

/** The memo of one operator. */
export class OperatorMemo {
  /** One argument: results by code; two: rows by the first code, each by the second. */
  readonly dense: (Value | (Value | undefined)[] | undefined)[] = new Array<undefined>(DENSE).fill(undefined);
  /** Atoms without a code (by the first argument, then the second for two). */
  readonly byAtom = new Map<Value, unknown>();
  /** One argument, structured: the arguments and results by fingerprint bits. */
  keys: (Value | undefined)[] | undefined = undefined;
  results: (Value | undefined)[] | undefined = undefined;
}

function memoOf(memos: (OperatorMemo | undefined)[], slot: number): OperatorMemo {
  return (memos[slot] ??= new OperatorMemo());
}

/** `f(a)`, remembered in `memos[slot]`. */
export function memo1<C, S, N>(memos: (OperatorMemo | undefined)[], slot: number, f: (ctx: C, s: S, n: N, a: Value) => Value, ctx: C, s: S, n: N, a: Value): Value {
  const m = memoOf(memos, slot);
  const code = atomCode(a);
  if (code >= 0) {
    let v = m.dense[code] as Value | undefined;
    if (v === undefined) m.dense[code] = v = f(ctx, s, n, a);
    return v;
  }
  if (isAtom(a)) {
    let v = m.byAtom.get(a) as Value | undefined;
    if (v === undefined) {
      v = f(ctx, s, n, a);
      if (m.byAtom.size < MEMO_LIMIT) m.byAtom.set(a, v);
    }
    return v;
  }
  const o = a as Exclude<Value, number | boolean>;
  if (o.fpState !== FP_DONE) return f(ctx, s, n, a);
  const at = o.fpLo & (BY_IDENTITY - 1);
  const keys = (m.keys ??= new Array<Value | undefined>(BY_IDENTITY).fill(undefined));
  const results = (m.results ??= new Array<Value | undefined>(BY_IDENTITY).fill(undefined));
  if (keys[at] === a) return results[at]!;
  const v = f(ctx, s, n, a);
  keys[at] = a;
  results[at] = v;
  return v;
}

/** `f(a, b)`, remembered in `memos[slot]` when both are atoms. */
export function memo2<C, S, N>(memos: (OperatorMemo | undefined)[], slot: number, f: (ctx: C, s: S, n: N, a: Value, b: Value) => Value, ctx: C, s: S, n: N, a: Value, b: Value): Value {
  const ca = atomCode(a);
  const cb = atomCode(b);
  if (ca >= 0 && cb >= 0) {
    const m = memoOf(memos, slot);
    let row = m.dense[ca] as (Value | undefined)[] | undefined;
    if (row === undefined) m.dense[ca] = row = new Array<Value | undefined>(DENSE).fill(undefined);
    let v = row[cb];
    if (v === undefined) row[cb] = v = f(ctx, s, n, a, b);
    return v;
  }
  if (!isAtom(a) || !isAtom(b)) return f(ctx, s, n, a, b);
  const byA = memoOf(memos, slot).byAtom as Map<Value, Map<Value, Value>>;
  let byB = byA.get(a);
  if (byB === undefined) {
    if (byA.size >= MEMO_LIMIT) return f(ctx, s, n, a, b);
    byA.set(a, (byB = new Map()));
  }
  let v = byB.get(b);
  if (v === undefined) {
    v = f(ctx, s, n, a, b);
    if (byB.size < MEMO_LIMIT) byB.set(b, v);
  }
  return v;
}
