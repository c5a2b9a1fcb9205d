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
/**
 * Codes below this are kept in arrays (`atomCode`). Tokens number every string the spec's
 * modules spell, in TLC's order (the intern seed: 321 on SwarmKit, whose task states came
 * past 256 and missed the arrays), so the bound leaves room for a thousand.
 */
const DENSE = 1 << 12;
/** The range of `atomCode` (for tables indexed by codes elsewhere). */
export const ATOM_CODES = DENSE;
/** Rows of a two-argument operator's arrays (one per first argument): past it, the Map. */
const DENSE_ROWS = 64;
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
  if (typeof v === "object") {
    if (v.kind === V.Kind.String) return v.token < DENSE >> 2 ? (v.token << 2) | 3 : -1;
    // Tokens start at 1, so a model value's code is never 0.
    if (v.kind === V.Kind.ModelValue) return v.token < DENSE >> 2 ? v.token << 2 : -1;
    return -1;
  }
  if (typeof v === "number") return v >= 0 && v < DENSE >> 2 ? (v << 2) | 1 : -1;
  return v ? 6 : 2;
}

// `atomCode` again, twice, for the memos of operators with one and two arguments: V8 keeps
// what a function saw per function, and `atomCode` sees values of every kind (the state
// memos, core.ts), so reading `v.kind` there is a megamorphic look-up; the memo of
// `\preceq`, called 60 million times on SwarmKitLarge, sees strings only.

function code1(v: Value): number {
  if (typeof v === "object") {
    if (v.kind === V.Kind.String) return v.token < DENSE >> 2 ? (v.token << 2) | 3 : -1;
    if (v.kind === V.Kind.ModelValue) return v.token < DENSE >> 2 ? v.token << 2 : -1;
    return -1;
  }
  if (typeof v === "number") return v >= 0 && v < DENSE >> 2 ? (v << 2) | 1 : -1;
  return v ? 6 : 2;
}

function code2(v: Value): number {
  if (typeof v === "object") {
    if (v.kind === V.Kind.String) return v.token < DENSE >> 2 ? (v.token << 2) | 3 : -1;
    if (v.kind === V.Kind.ModelValue) return v.token < DENSE >> 2 ? v.token << 2 : -1;
    return -1;
  }
  if (typeof v === "number") return v >= 0 && v < DENSE >> 2 ? (v << 2) | 1 : -1;
  return v ? 6 : 2;
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
  /**
   * The arguments and result of the last call (two-argument operators): a loop often asks
   * the same question again (`s2 \preceq t.desired_state` in SwarmKit's ProgressTask, for
   * each task with the same `s2`), and identical arguments, checked first, cost two
   * comparisons where the codes cost two loads of a value's kind.
   */
  lastA: Value | undefined = undefined;
  lastB: Value | undefined = undefined;
  lastResult: Value | undefined = undefined;
  /** Rows allocated in `dense` (two arguments). */
  rows = 0;
  /** Two arguments, one structured: the last `RECENT` calls' arguments and results (`memo2Recent`). */
  recentA: (Value | undefined)[] | undefined = undefined;
  recentB: (Value | undefined)[] | undefined = undefined;
  recentResults: (Value | undefined)[] | undefined = undefined;
  recentNext = 0;
}

function memoOf(memos: (OperatorMemo | undefined)[], slot: number): OperatorMemo {
  return (memos[slot] ??= new OperatorMemo());
}

/** `f(a)`, remembered in `memos[slot]`. */
export function memo1<C, S, N>(memos: (OperatorMemo | undefined)[], slot: number, f: (ctx: C, s: S, n: N, a: Value) => Value, ctx: C, s: S, n: N, a: Value): Value {
  // A remembered argument first, in as few steps as can be inlined into every caller:
  // structured by identity (`Id(t)`, `Runnable(t)` of SwarmKit's tasks: 24 million calls
  // on SwarmKitLarge), an atom by its code.
  const m = memos[slot];
  if (m !== undefined) {
    if (typeof a === "object" && a.kind !== V.Kind.String && a.kind !== V.Kind.ModelValue) {
      const keys = m.keys;
      if (keys !== undefined && a.fpState === FP_DONE) {
        const at = a.fpLo & (BY_IDENTITY - 1);
        if (keys[at] === a) return m.results![at]!;
      }
    } else {
      const code = code1(a);
      if (code >= 0) {
        const v = m.dense[code] as Value | undefined;
        if (v !== undefined) return v;
      }
    }
  }
  return memo1Slow(memos, slot, f, ctx, s, n, a);
}

function memo1Slow<C, S, N>(memos: (OperatorMemo | undefined)[], slot: number, f: (ctx: C, s: S, n: N, a: Value) => Value, ctx: C, s: S, n: N, a: Value): Value {
  const m = memoOf(memos, slot);
  // Structured arguments first, told apart by one look at the kind (`Id(t)` of each task in SwarmKit's Inv).
  if (typeof a === "object" && a.kind !== V.Kind.String && a.kind !== V.Kind.ModelValue) return memoStructured(m, f, ctx, s, n, a);
  const code = code1(a);
  if (code >= 0) {
    let v = m.dense[code] as Value | undefined;
    if (v === undefined) m.dense[code] = v = f(ctx, s, n, a);
    return v;
  }
  let v = m.byAtom.get(a) as Value | undefined;
  if (v === undefined) {
    v = f(ctx, s, n, a);
    if (m.byAtom.size < MEMO_LIMIT) m.byAtom.set(a, v);
  }
  return v;
}

function memoStructured<C, S, N>(m: OperatorMemo, f: (ctx: C, s: S, n: N, a: Value) => Value, ctx: C, s: S, n: N, o: Exclude<Value, number | boolean>): Value {
  const a: Value = o;
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
  // The remembered pair of atoms first, in as few steps as can be inlined into every caller:
  // `s2 \preceq t.desired_state` in SwarmKit's ProgressTask (60 million calls on SwarmKitLarge)
  // asks with a new pair each time, so the last-call check below almost never answers it.
  const m = memos[slot];
  if (m !== undefined) {
    const ca = code2(a);
    if (ca >= 0) {
      const row = m.dense[ca];
      if (row !== undefined) {
        const cb = code2(b);
        if (cb >= 0) {
          const v = (row as (Value | undefined)[])[cb];
          if (v !== undefined) return v;
        }
      }
    }
  }
  return memo2Slow(memos, slot, f, ctx, s, n, a, b);
}

function memo2Slow<C, S, N>(memos: (OperatorMemo | undefined)[], slot: number, f: (ctx: C, s: S, n: N, a: Value, b: Value) => Value, ctx: C, s: S, n: N, a: Value, b: Value): Value {
  const m = memoOf(memos, slot);
  if (a === m.lastA && b === m.lastB) return m.lastResult!;
  const v = memo2Coded(m, f, ctx, s, n, a, b);
  // Set after the evaluation, which may call this operator again.
  m.lastA = a;
  m.lastB = b;
  m.lastResult = v;
  return v;
}

function memo2Coded<C, S, N>(m: OperatorMemo, f: (ctx: C, s: S, n: N, a: Value, b: Value) => Value, ctx: C, s: S, n: N, a: Value, b: Value): Value {
  const ca = code2(a);
  const cb = code2(b);
  if (ca >= 0 && cb >= 0) {
    let row = m.dense[ca] as (Value | undefined)[] | undefined;
    if (row === undefined && m.rows < DENSE_ROWS) {
      m.rows++;
      m.dense[ca] = row = new Array<Value | undefined>(DENSE).fill(undefined);
    }
    if (row !== undefined) {
      let v = row[cb];
      if (v === undefined) row[cb] = v = f(ctx, s, n, a, b);
      return v;
    }
  }
  if (!isAtom(a) || !isAtom(b)) return memo2Recent(m, f, ctx, s, n, a, b);
  const byA = m.byAtom as Map<Value, Map<Value, Value>>;
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

/** Calls of a two-argument operator with a structured argument remembered (a power of two). */
const RECENT = 8;

/**
 * `f(a, b)` with `a` or `b` structured: found among the last `RECENT` such calls by the
 * arguments' identity (values are immutable), else evaluated and kept in the oldest
 * place. A loop asks again with the same objects: `\A len \in 1..3 : \A d \in Array(S, len) : ...`
 * in BufferedRandomAccessFile's properties built `Array(S, len)`, and enumerated it, for
 * every len in every state. Arguments made afresh for each call cost eight comparisons.
 */
function memo2Recent<C, S, N>(m: OperatorMemo, f: (ctx: C, s: S, n: N, a: Value, b: Value) => Value, ctx: C, s: S, n: N, a: Value, b: Value): Value {
  const keysA = (m.recentA ??= new Array<Value | undefined>(RECENT).fill(undefined));
  const keysB = (m.recentB ??= new Array<Value | undefined>(RECENT).fill(undefined));
  const results = (m.recentResults ??= new Array<Value | undefined>(RECENT).fill(undefined));
  for (let i = 0; i < RECENT; i++) if (keysA[i] === a && keysB[i] === b) return results[i]!;
  const v = f(ctx, s, n, a, b);
  // Taken after the evaluation, which may call this operator again.
  const k = m.recentNext;
  m.recentNext = (k + 1) & (RECENT - 1);
  keysA[k] = a;
  keysB[k] = b;
  results[k] = v;
  return v;
}
