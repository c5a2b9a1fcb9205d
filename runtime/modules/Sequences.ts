// Sequences, over tuples. TLC lets strings stand in for sequences of characters in
// Len, \o and SubSeq only (TLC-SEMANTICS §8); Head("abc") and "abc"[1] are errors.

import type { EvalContext } from "../check/spec.js";
import { EvalError, emptyTuple, isSet, printValue, seqSet, tuple, tupleExtending, type SetValue, type Tuple, type Value } from "../values/index.js";
import { boolArg, intArg, isString, keptNonSet, seqArg, setArg } from "./args.js";
import type { ModuleOperators } from "./registry.js";

/** `Seq(S)`: membership only; enumerating it is TLC's non-enumerable error. */
export function Seq(_ctx: EvalContext, s: Value): SetValue {
  // TLC's Seq(S) keeps an integer, Boolean, string or model value S: `<<>> \in Seq(1)` is TRUE.
  return seqSet(isSet(s) ? s : keptNonSet(s, "Seq"));
}

export function Len(_ctx: EvalContext, s: Value): number {
  if (isString(s)) return s.text.length;
  return seqArg(s, "Len", "only").elems.length;
}

export function concat(ctx: EvalContext, s: Value, t: Value): Value {
  // TLC's Sequences.Concat: a string needs a string after it; then the first, then the second must be a sequence.
  if (isString(s)) {
    if (isString(t)) return ctx.intern.string(s.text + t.text);
    throw notA("t \\o s", "string", t);
  }
  const a = sequenceOr(s, () => notA("s \\o t", "sequence", s));
  const b = sequenceOr(t, () => notA("t \\o s", "sequence", t));
  if (a.elems.length === 0) return b;
  if (b.elems.length === 0) return a;
  return tupleExtending(a, a.elems.concat(b.elems));
}

export function Append(_ctx: EvalContext, s: Value, e: Value): Tuple {
  const a = sequenceOr(s, () => notA("Append(s, v)", "sequence", s));
  // One native copy into an array of the exact size (a copy and a push would copy again to grow it).
  return tupleExtending(a, a.elems.concat([e]));
}

/** TLC's EC.TLC_MODULE_EVALUATING, an EvalException: "Evaluating an expression of the form Append(s, v) when s is not a sequence". */
function notA(form: string, expected: string, v: Value): EvalError {
  return new EvalError("ModuleEvaluating", { form, expected, value: printValue(v) });
}

/** `v` as a sequence (seqArg's reading), or `fail()`'s error. */
function sequenceOr(v: Value, fail: () => EvalError): Tuple {
  try {
    return seqArg(v, "", "first");
  } catch (e) {
    if (e instanceof EvalError) throw fail();
    throw e;
  }
}

function nonEmpty(s: Value, op: string): Tuple {
  const a = seqArg(s, op, "only");
  if (a.elems.length === 0) throw new EvalError("EmptySequence", { op });
  return a;
}

export function Head(_ctx: EvalContext, s: Value): Value {
  return nonEmpty(s, "Head").elems[0]!;
}

export function Tail(ctx: EvalContext, s: Value): Value {
  // TLC's override takes a string too (Head does not): the rest after its first character; "" is the empty sequence's error.
  if (isString(s)) {
    if (s.text.length === 0) throw new EvalError("EmptySequence", { op: "Tail" });
    return ctx.intern.string(s.text.slice(1));
  }
  return tuple(nonEmpty(s, "Tail").elems.slice(1));
}

/**
 * `SubSeq(s, m, n)`: empty when m > n; otherwise m and n must both lie in 1..Len(s)
 * (TLC checks the bounds, where the TLA+ definition would fail on application).
 */
export function SubSeq(ctx: EvalContext, s: Value, m: Value, n: Value): Value {
  const from = intArg(m, "SubSeq", "second");
  const to = intArg(n, "SubSeq", "third");
  if (isString(s)) {
    if (from > to) return ctx.intern.string("");
    checkBounds(s, s.text.length, from, to);
    return ctx.intern.string(s.text.slice(from - 1, to));
  }
  const a = seqArg(s, "SubSeq", "first");
  if (from > to) return emptyTuple;
  checkBounds(a, a.elems.length, from, to);
  return tuple(a.elems.slice(from - 1, to));
}

function checkBounds(s: Value, len: number, from: number, to: number): void {
  if (from < 1 || from > len) {
    throw new EvalError("ArgumentNotInDomain", { position: "second", op: "SubSeq", of: "first", fcn: printValue(s), value: printValue(from) });
  }
  if (to < 1 || to > len) {
    throw new EvalError("ArgumentNotInDomain", { position: "third", op: "SubSeq", of: "first", fcn: printValue(s), value: printValue(to) });
  }
}

/** `SelectSeq(s, Test)`: the elements satisfying Test, in order. */
export function SelectSeq(_ctx: EvalContext, s: Value, test: (e: Value) => Value): Tuple {
  const a = seqArg(s, "SelectSeq", "first");
  const out: Value[] = [];
  for (const e of a.elems) if (boolArg(test(e), "SelectSeq", "second")) out.push(e);
  return out.length === a.elems.length ? a : tuple(out);
}

export const operators: ModuleOperators = {
  Seq: { arity: 1, fn: Seq, export: "Seq" },
  Len: { arity: 1, fn: Len, export: "Len" },
  "\\o": { arity: 2, fn: concat, export: "concat" },
  "\\circ": { arity: 2, fn: concat, export: "concat" },
  Append: { arity: 2, fn: Append, export: "Append" },
  Head: { arity: 1, fn: Head, export: "Head" },
  Tail: { arity: 1, fn: Tail, export: "Tail" },
  SubSeq: { arity: 3, fn: SubSeq, export: "SubSeq" },
  SelectSeq: { arity: 2, fn: SelectSeq, export: "SelectSeq", operatorArgs: [1] },
};
