// SequencesExt (community module), natively. Most operators are compositions of the
// Sequences operators exactly as the TLA+ definitions compose them, so strings,
// bounds and errors behave as under TLC evaluating the definitions.

import type { EvalContext } from "../check/spec.js";
import { equals, fcnSet, interval, setOf, tuple, type SetValue, type Tuple, type Value } from "../values/index.js";
import { boolArg, intArg, setArg } from "./args.js";
import { apply, domain, enumerateSorted, except, setMap } from "./core.js";
import { foldRight } from "./Folds.js";
import { Append, Len, SelectSeq, SubSeq, concat } from "./Sequences.js";
import type { ModuleOperators } from "./registry.js";

type BinaryOp = (a: Value, b: Value) => Value;

export function ToSet(ctx: EvalContext, s: Value): SetValue {
  return setMap(ctx, domain(ctx, s), (i) => apply(ctx, s, i));
}

export function Contains(ctx: EvalContext, s: Value, e: Value): boolean {
  const n = Len(ctx, s);
  for (let i = 1; i <= n; i++) if (equals(apply(ctx, s, i), e)) return true;
  return false;
}

export function Reverse(ctx: EvalContext, s: Value): Tuple {
  const n = Len(ctx, s);
  const out: Value[] = new Array<Value>(n);
  for (let i = 1; i <= n; i++) out[i - 1] = apply(ctx, s, n - i + 1);
  return tuple(out);
}

export function Remove(ctx: EvalContext, s: Value, e: Value): Tuple {
  return SelectSeq(ctx, s, (t) => !equals(t, e));
}

export function ReplaceAll(ctx: EvalContext, s: Value, old: Value, replacement: Value): Tuple {
  const n = Len(ctx, s);
  const out: Value[] = new Array<Value>(n);
  for (let i = 1; i <= n; i++) {
    const x = apply(ctx, s, i);
    out[i - 1] = equals(x, old) ? replacement : x;
  }
  return tuple(out);
}

export function InsertAt(ctx: EvalContext, s: Value, i: Value, e: Value): Value {
  const k = intArg(i, "InsertAt", "second");
  return concat(ctx, concat(ctx, SubSeq(ctx, s, 1, k - 1), tuple([e])), SubSeq(ctx, s, k, Len(ctx, s)));
}

/** `[s EXCEPT ![i] = e]`: an index outside the sequence leaves it unchanged. */
export function ReplaceAt(ctx: EvalContext, s: Value, i: Value, e: Value): Value {
  return except(ctx, s, [i], () => e);
}

export function RemoveAt(ctx: EvalContext, s: Value, i: Value): Value {
  const k = intArg(i, "RemoveAt", "second");
  return concat(ctx, SubSeq(ctx, s, 1, k - 1), SubSeq(ctx, s, k + 1, Len(ctx, s)));
}

function firstIndex(ctx: EvalContext, s: Value, test: (x: Value) => Value, op: string): number {
  const n = Len(ctx, s);
  for (let i = 1; i <= n; i++) if (boolArg(test(apply(ctx, s, i)), op, "second")) return i;
  return 0;
}

function lastIndex(ctx: EvalContext, s: Value, test: (x: Value) => Value, op: string): number {
  for (let i = Len(ctx, s); i >= 1; i--) if (boolArg(test(apply(ctx, s, i)), op, "second")) return i;
  return 0;
}

export function SelectInSeq(ctx: EvalContext, s: Value, test: (x: Value) => Value): number {
  return firstIndex(ctx, s, test, "SelectInSeq");
}

export function SelectLastInSeq(ctx: EvalContext, s: Value, test: (x: Value) => Value): number {
  return lastIndex(ctx, s, test, "SelectLastInSeq");
}

export function RemoveFirst(ctx: EvalContext, s: Value, e: Value): Value {
  const i = firstIndex(ctx, s, (v) => equals(v, e), "RemoveFirst");
  return i === 0 ? s : RemoveAt(ctx, s, i);
}

export function RemoveFirstMatch(ctx: EvalContext, s: Value, test: (x: Value) => Value): Value {
  const i = firstIndex(ctx, s, test, "RemoveFirstMatch");
  return i === 0 ? s : RemoveAt(ctx, s, i);
}

export function Cons(ctx: EvalContext, elt: Value, seq: Value): Value {
  return concat(ctx, tuple([elt]), seq);
}

export function Snoc(ctx: EvalContext, elt: Value, seq: Value): Value {
  return Append(ctx, seq, elt);
}

export function Front(ctx: EvalContext, s: Value): Value {
  return SubSeq(ctx, s, 1, Len(ctx, s) - 1);
}

export function Last(ctx: EvalContext, s: Value): Value {
  return apply(ctx, s, Len(ctx, s));
}

export function IsPrefix(ctx: EvalContext, s: Value, t: Value): boolean {
  const n = Len(ctx, s);
  return n <= Len(ctx, t) && equals(SubSeq(ctx, s, 1, n), SubSeq(ctx, t, 1, n));
}

export function IsStrictPrefix(ctx: EvalContext, s: Value, t: Value): boolean {
  return IsPrefix(ctx, s, t) && !equals(s, t);
}

export function IsSuffix(ctx: EvalContext, s: Value, t: Value): boolean {
  return IsPrefix(ctx, Reverse(ctx, s), Reverse(ctx, t));
}

export function IsStrictSuffix(ctx: EvalContext, s: Value, t: Value): boolean {
  return IsSuffix(ctx, s, t) && !equals(s, t);
}

/** `[1..n -> set]`, kept lazy. */
export function TupleOf(_ctx: EvalContext, set: Value, n: Value): SetValue {
  return fcnSet(interval(1, intArg(n, "TupleOf", "second")), setArg(set, "TupleOf", "first"));
}

/** `UNION {[1..m -> set] : m \in 0..n}`: every sequence over set of length at most n. */
export function SeqOf(ctx: EvalContext, set: Value, n: Value): SetValue {
  const max = intArg(n, "SeqOf", "second");
  const elems = enumerateSorted(ctx, setArg(set, "SeqOf", "first"));
  const all: Value[] = [tuple([])];
  let layer: Value[][] = [[]];
  for (let m = 1; m <= max; m++) {
    const next: Value[][] = [];
    for (const prefix of layer) {
      for (const e of elems) {
        const seq = prefix.concat([e]);
        next.push(seq);
        all.push(tuple(seq));
      }
    }
    layer = next;
  }
  return setOf(all);
}

export function BoundedSeq(ctx: EvalContext, set: Value, n: Value): SetValue {
  return SeqOf(ctx, set, n);
}

/** `CHOOSE f \in [1..Cardinality(S) -> S] : IsInjective(f)`: the elements in sorted order. */
export function SetToSeq(ctx: EvalContext, s: Value): Tuple {
  return tuple(enumerateSorted(ctx, setArg(s, "SetToSeq", "only")).slice());
}

/** Every ordering of S's elements as a sequence. */
export function SetToSeqs(ctx: EvalContext, s: Value): SetValue {
  const elems = enumerateSorted(ctx, setArg(s, "SetToSeqs", "only"));
  const out: Value[] = [];
  const used: boolean[] = new Array<boolean>(elems.length).fill(false);
  const current: Value[] = [];
  const extend = (): void => {
    if (current.length === elems.length) {
      out.push(tuple(current.slice()));
      return;
    }
    for (let i = 0; i < elems.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      current.push(elems[i]!);
      extend();
      current.pop();
      used[i] = false;
    }
  };
  extend();
  return setOf(out);
}

/** `op(s[1], op(s[2], ... op(s[n], base)))` (FoldFunction over the domain in order). */
export function FoldSeq(ctx: EvalContext, op: BinaryOp, base: Value, seq: Value): Value {
  return foldRight(elementsOf(ctx, seq), base, op);
}

/** `op(... op(op(base, s[1]), s[2]) ..., s[n])`. */
export function FoldLeft(ctx: EvalContext, op: BinaryOp, base: Value, seq: Value): Value {
  const xs = elementsOf(ctx, seq);
  let acc = base;
  for (let i = 0; i < xs.length; i++) acc = op(acc, xs[i]!);
  return acc;
}

/** `op(s[1], op(s[2], ... op(s[n], base)))`. */
export function FoldRight(ctx: EvalContext, op: BinaryOp, seq: Value, base: Value): Value {
  return foldRight(elementsOf(ctx, seq), base, op);
}

function elementsOf(ctx: EvalContext, seq: Value): Value[] {
  const dom = enumerateSorted(ctx, domain(ctx, seq));
  const xs: Value[] = new Array<Value>(dom.length);
  for (let i = 0; i < dom.length; i++) xs[i] = apply(ctx, seq, dom[i]!);
  return xs;
}

export function FlattenSeq(ctx: EvalContext, seqs: Value): Value {
  const n = Len(ctx, seqs);
  if (n === 0) return seqs;
  let acc = apply(ctx, seqs, 1);
  for (let i = 2; i <= n; i++) acc = concat(ctx, acc, apply(ctx, seqs, i));
  return acc;
}

export function Zip(ctx: EvalContext, s: Value, t: Value): Tuple {
  const n = Math.min(Len(ctx, s), Len(ctx, t));
  const out: Value[] = new Array<Value>(n);
  for (let i = 1; i <= n; i++) out[i - 1] = tuple([apply(ctx, s, i), apply(ctx, t, i)]);
  return tuple(out);
}

export function Prefixes(ctx: EvalContext, s: Value): SetValue {
  const n = Len(ctx, s);
  const out: Value[] = [];
  for (let l = 0; l <= n; l++) out.push(SubSeq(ctx, s, 1, l));
  return setOf(out);
}

export function Suffixes(ctx: EvalContext, s: Value): SetValue {
  const n = Len(ctx, s);
  const out: Value[] = [tuple([])];
  for (let l = 1; l <= n; l++) out.push(SubSeq(ctx, s, l, n));
  return setOf(out);
}

export const operators: ModuleOperators = {
  ToSet: { arity: 1, fn: ToSet, export: "ToSet" },
  Contains: { arity: 2, fn: Contains, export: "Contains" },
  Reverse: { arity: 1, fn: Reverse, export: "Reverse" },
  Remove: { arity: 2, fn: Remove, export: "Remove" },
  ReplaceAll: { arity: 3, fn: ReplaceAll, export: "ReplaceAll" },
  InsertAt: { arity: 3, fn: InsertAt, export: "InsertAt" },
  ReplaceAt: { arity: 3, fn: ReplaceAt, export: "ReplaceAt" },
  RemoveAt: { arity: 2, fn: RemoveAt, export: "RemoveAt" },
  SelectInSeq: { arity: 2, fn: SelectInSeq, export: "SelectInSeq", operatorArgs: [1] },
  SelectLastInSeq: { arity: 2, fn: SelectLastInSeq, export: "SelectLastInSeq", operatorArgs: [1] },
  RemoveFirst: { arity: 2, fn: RemoveFirst, export: "RemoveFirst" },
  RemoveFirstMatch: { arity: 2, fn: RemoveFirstMatch, export: "RemoveFirstMatch", operatorArgs: [1] },
  Cons: { arity: 2, fn: Cons, export: "Cons" },
  Snoc: { arity: 2, fn: Snoc, export: "Snoc" },
  Front: { arity: 1, fn: Front, export: "Front" },
  Last: { arity: 1, fn: Last, export: "Last" },
  IsPrefix: { arity: 2, fn: IsPrefix, export: "IsPrefix" },
  IsStrictPrefix: { arity: 2, fn: IsStrictPrefix, export: "IsStrictPrefix" },
  IsSuffix: { arity: 2, fn: IsSuffix, export: "IsSuffix" },
  IsStrictSuffix: { arity: 2, fn: IsStrictSuffix, export: "IsStrictSuffix" },
  TupleOf: { arity: 2, fn: TupleOf, export: "TupleOf" },
  SeqOf: { arity: 2, fn: SeqOf, export: "SeqOf" },
  BoundedSeq: { arity: 2, fn: BoundedSeq, export: "BoundedSeq" },
  SetToSeq: { arity: 1, fn: SetToSeq, export: "SetToSeq" },
  SetToSeqs: { arity: 1, fn: SetToSeqs, export: "SetToSeqs" },
  FoldSeq: { arity: 3, fn: FoldSeq, export: "FoldSeq", operatorArgs: [0] },
  FoldLeft: { arity: 3, fn: FoldLeft, export: "FoldLeft", operatorArgs: [0] },
  FoldRight: { arity: 3, fn: FoldRight, export: "FoldRight", operatorArgs: [0] },
  FlattenSeq: { arity: 1, fn: FlattenSeq, export: "FlattenSeq" },
  Zip: { arity: 2, fn: Zip, export: "Zip" },
  Prefixes: { arity: 1, fn: Prefixes, export: "Prefixes" },
  Suffixes: { arity: 1, fn: Suffixes, export: "Suffixes" },
};
