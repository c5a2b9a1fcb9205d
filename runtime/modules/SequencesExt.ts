// SequencesExt (community module), natively. Most operators are compositions of the
// Sequences operators exactly as the TLA+ definitions compose them, so strings,
// bounds and errors behave as under TLC evaluating the definitions.

import type { EvalContext } from "../check/spec.js";
import { EvalError, Kind, compare, isSet, equals, fcnSet, interval, printValue, setOf, tuple, type SetValue, type Tuple, type Value } from "../values/index.js";
import { argumentError, boolArg, fcnArg, intArg, isString, seqArg, setArg, type Position, evaluationMethod, insideOverride, javaMethod, override1, override2, overrideWrapped } from "./args.js";
import { apply, domain, enumerateSorted, except, setMap } from "./core.js";
import { foldLeftInto, foldRight } from "./Folds.js";
import { Append, Len, SelectSeq, SubSeq, concat } from "./Sequences.js";
import type { ModuleOperators } from "./registry.js";

type BinaryOp = (a: Value, b: Value) => Value;

export function ToSet(ctx: EvalContext, s: Value): SetValue {
  return setMap(ctx, domain(ctx, s), (i) => apply(ctx, s, i));
}

/** TLC's override refuses strings and other non-sequences: "The argument of Contains should be a sequence". */
export function Contains(_ctx: EvalContext, s: Value, e: Value): boolean {
  try {
    for (const x of seqArg(s, "Contains", "only").elems) if (equals(x, e)) return true;
    return false;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "Contains", ["Value", "Value"]), e);
  }
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

function firstIndex(s: Value, test: (x: Value) => Value, op: string): number {
  const xs = seqArg(s, op, "first").elems;
  for (let i = 0; i < xs.length; i++) if (boolArg(test(xs[i]!), op, "second")) return i + 1;
  return 0;
}

function lastIndex(s: Value, test: (x: Value) => Value, op: string): number {
  const xs = seqArg(s, op, "first").elems;
  for (let i = xs.length - 1; i >= 0; i--) if (boolArg(test(xs[i]!), op, "second")) return i + 1;
  return 0;
}

/** Run as TLC's overrides: a RuntimeException of the test (a field of a non-record) comes wrapped. */
export const SelectInSeq = override2(javaMethod("tlc2.overrides.SequencesExt", "selectInSeq", ["Value", "OpValue"]), (_ctx: EvalContext, s: Value, test: (x: Value) => Value): number =>
  firstIndex(s, test, "SelectInSeq"),
);

export const SelectLastInSeq = override2(javaMethod("tlc2.overrides.SequencesExt", "selectLastInSeq", ["Value", "OpValue"]), (_ctx: EvalContext, s: Value, test: (x: Value) => Value): number =>
  lastIndex(s, test, "SelectLastInSeq"),
);

export function RemoveFirst(ctx: EvalContext, s: Value, e: Value): Value {
  try {
    const i = firstIndex(s, (v) => equals(v, e), "RemoveFirst");
    return i === 0 ? s : RemoveAt(ctx, s, i);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "removeFirst", ["Value", "Value"]), e);
  }
}

export function RemoveFirstMatch(ctx: EvalContext, s: Value, test: (x: Value) => Value): Value {
  try {
    const i = firstIndex(s, test, "RemoveFirstMatch");
    return i === 0 ? s : RemoveAt(ctx, s, i);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "removeFirstMatch", ["Value", "OpValue"]), e);
  }
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
  try {
    const n = Len(ctx, s);
    return n <= Len(ctx, t) && equals(SubSeq(ctx, s, 1, n), SubSeq(ctx, t, 1, n));
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "isPrefix", ["Value", "Value"]), e);
  }
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
/**
 * Run as TLC's override: normalizing a set of incomparable elements ({1, "a"}) fails inside it, wrapped.
 * TLC's SetToSeq calls `v.toSetEnum().normalize()`: for a value that is no set, or Nat, Int, STRING,
 * Seq(S) (UserValues), toSetEnum() is null and the Java NullPointerException is what MethodValue
 * reports, as an EvalException (checked with TLC: SetToSeq(5), SetToSeq(Nat), SetToSeq(<<1>>)).
 */
const SET_TO_SEQ = javaMethod("tlc2.overrides.SequencesExt", "SetToSeq", ["Value"]);
export const SetToSeq = override1(SET_TO_SEQ, (ctx: EvalContext, s: Value): Tuple => {
  if (!isSet(s) || s.kind === Kind.Infinite) {
    throw new EvalError("OverrideNullPointer", {
      method: SET_TO_SEQ,
      message: 'Cannot invoke "tlc2.value.impl.Value.normalize()" because the return value of "tlc2.value.impl.Value.toSetEnum()" is null',
    });
  }
  return tuple(enumerateSorted(ctx, s).slice());
});

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

/** TLC's override: `op(s[n], ... op(s[1], base))`, as FoldFunction's (the definition folds s[1] outermost). */
export function FoldSeq(ctx: EvalContext, op: BinaryOp, base: Value, seq: Value): Value {
  try {
    const f = fcnArg(seq, "FoldSeq", "third");
    return foldLeftInto(f.kind === Kind.Tuple ? f.elems : f.values, base, op);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "foldSeq", ["OpValue", "Value", "Value"]), e);
  }
}

/** `op(... op(op(base, s[1]), s[2]) ..., s[n])`. */
export function FoldLeft(ctx: EvalContext, op: BinaryOp, base: Value, seq: Value): Value {
  try {
    const xs = seqArg(seq, "FoldLeft", "third").elems;
    let acc = base;
    for (let i = 0; i < xs.length; i++) acc = op(acc, xs[i]!);
    return acc;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "foldLeft", ["OpValue", "Value", "Value"]), e);
  }
}

/** `op(s[1], op(s[2], ... op(s[n], base)))`. */
export function FoldRight(ctx: EvalContext, op: BinaryOp, seq: Value, base: Value): Value {
  try {
    return foldRight(seqArg(seq, "FoldRight", "second").elems, base, op);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "foldRight", ["OpValue", "Value", "Value"]), e);
  }
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

/** TLC's override refuses strings: "The argument of Suffixes should be a sequence". */
export function Suffixes(ctx: EvalContext, s: Value): SetValue {
  const n = seqArg(s, "Suffixes", "only").elems.length;
  const out: Value[] = [tuple([])];
  for (let l = 1; l <= n; l++) out.push(SubSeq(ctx, s, l, n));
  return setOf(out);
}

/** `op(...op(op(base, 1), 2)..., Len(seq))`: FoldLeft over the indices. */
export function FoldLeftDomain(_ctx: EvalContext, op: BinaryOp, base: Value, seq: Value): Value {
  try {
    const n = seqArg(seq, "FoldLeftDomain", "third").elems.length;
    let acc = base;
    for (let i = 1; i <= n; i++) acc = op(acc, i);
    return acc;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "foldLeftDomain", ["OpValue", "Value", "Value"]), e);
  }
}

/** `op(1, op(2, ... op(Len(seq), base)))`: FoldRight over the indices. */
export function FoldRightDomain(_ctx: EvalContext, op: BinaryOp, seq: Value, base: Value): Value {
  try {
    let acc = base;
    for (let i = seqArg(seq, "FoldRightDomain", "second").elems.length; i >= 1; i--) acc = op(i, acc);
    return acc;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "foldRightDomain", ["OpValue", "Value", "Value"]), e);
  }
}

/** The longest sequence (or string) that is a prefix of every element of the non-empty set S. */
export function LongestCommonPrefix(ctx: EvalContext, set: Value): Value {
  const members = enumerateSorted(ctx, setArg(set, "LongestCommonPrefix", "only"));
  if (members.length === 0) return argumentError("LongestCommonPrefix", "only", "a non-empty set", set);
  for (const m of members) if (!isString(m) && (typeof m !== "object" || m.kind !== Kind.Tuple)) return argumentError("LongestCommonPrefix", "only", "a sequence", set);
  return insideOverride(overrideMethod("longestCommonPrefix", 1), () => {
    const first = members[0]!;
    const items = (v: Value): readonly unknown[] => (isString(v) ? v.text.split("") : (v as Tuple).elems);
    const head = items(first);
    let n = head.length;
    for (let k = 1; k < members.length; k++) {
      const other = members[k]!;
      if (isString(first) !== isString(other)) compare(first, other);
      const xs = items(other);
      n = Math.min(n, xs.length);
      for (let i = 0; i < n; i++) {
        const a = head[i];
        const b = xs[i];
        if (typeof a === "string" ? a !== b : !equals(a as Value, b as Value)) {
          n = i;
          break;
        }
      }
    }
    return SubSeq(ctx, first, 1, n);
  });
}

function subSeqBounds(seq: Value, from: Value, to: Value, op: string): [number, number] {
  const s = seqArg(seq, op, "first");
  const lo = naturalArg(from, op, "second");
  const hi = naturalArg(to, op, "third");
  if (lo > hi) return [1, 0];
  const n = s.elems.length;
  if (lo < 1 || lo > n) throw new EvalError("ArgumentNotInDomain", { position: "second", op, of: "first", fcn: printValue(seq), value: printValue(from) });
  if (hi < 1 || hi > n) throw new EvalError("ArgumentNotInDomain", { position: "third", op, of: "first", fcn: printValue(seq), value: printValue(to) });
  return [lo, hi];
}

/** The index in `seq` (not in the subsequence, unlike the TLA+ definition) of the first element of from..to passing Test, else 0. */
export function SelectInSubSeq(ctx: EvalContext, seq: Value, from: Value, to: Value, test: (x: Value) => Value): number {
  try {
    const [lo, hi] = subSeqBounds(seq, from, to, "SelectInSubSeq");
    for (let i = lo; i <= hi; i++) if (boolArg(test(apply(ctx, seq, i)), "SelectInSubSeq", "fourth")) return i;
    return 0;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "SelectInSubSeq", ["Value", "Value", "Value", "OpValue"]), e);
  }
}

/** The index in `seq` of the last element of from..to passing Test, else 0. */
export function SelectLastInSubSeq(ctx: EvalContext, seq: Value, from: Value, to: Value, test: (x: Value) => Value): number {
  try {
    const [lo, hi] = subSeqBounds(seq, from, to, "SelectLastInSubSeq");
    for (let i = hi; i >= lo; i--) if (boolArg(test(apply(ctx, seq, i)), "SelectLastInSubSeq", "fourth")) return i;
    return 0;
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.overrides.SequencesExt", "SelectLastInSubSeq", ["Value", "Value", "Value", "OpValue"]), e);
  }
}

/** Every subsequence of s, its elements in s's order with any of them left out. */
export function AllSubSeqs(_ctx: EvalContext, s: Value): SetValue {
  const xs = seqArg(s, "AllSubSeqs", "only").elems;
  const out: Value[] = [];
  const count = 2 ** xs.length;
  for (let mask = 0; mask < count; mask++) {
    const pick: Value[] = [];
    for (let i = 0; i < xs.length; i++) if ((mask & (2 ** i)) !== 0) pick.push(xs[i]!);
    out.push(tuple(pick));
  }
  return setOf(out);
}

/** Where s occurs in t at or after index `from` (1-based), else 0. */
function indexOfSubSeq(ctx: EvalContext, s: Value, t: Value, from: number): number {
  if (isString(s) && isString(t)) {
    const at = t.text.indexOf(s.text, from - 1);
    return at < 0 || at + s.text.length > t.text.length ? 0 : at + 1;
  }
  const m = Len(ctx, s);
  const n = Len(ctx, t);
  for (let i = from; i + m - 1 <= n; i++) {
    let k = 0;
    while (k < m && equals(apply(ctx, t, i + k), apply(ctx, s, k + 1))) k++;
    if (k === m) return i;
  }
  return 0;
}

/** t with its first occurrence of s replaced by r (r in front of t when s is empty); t when s does not occur. */
export function ReplaceFirstSubSeq(ctx: EvalContext, r: Value, s: Value, t: Value): Value {
  const at = indexOfSubSeq(ctx, s, t, 1);
  if (at === 0) return t;
  return concat(ctx, concat(ctx, SubSeq(ctx, t, 1, at - 1), r), SubSeq(ctx, t, at + Len(ctx, s), Len(ctx, t)));
}

/** t with every occurrence of s, left to right and not overlapping, replaced by r; an empty s puts r before each element. */
export function ReplaceAllSubSeqs(ctx: EvalContext, r: Value, s: Value, t: Value): Value {
  if (equals(s, t)) return r;
  if (equals(r, s)) return t;
  const m = Len(ctx, s);
  const n = Len(ctx, t);
  let out: Value = SubSeq(ctx, t, 1, 0);
  if (m === 0) {
    for (let i = 1; i <= n; i++) out = concat(ctx, concat(ctx, out, r), SubSeq(ctx, t, i, i));
    return out;
  }
  let from = 1;
  for (let at = indexOfSubSeq(ctx, s, t, 1); at !== 0; at = indexOfSubSeq(ctx, s, t, from)) {
    out = concat(ctx, concat(ctx, out, SubSeq(ctx, t, from, at - 1)), r);
    from = at + m;
  }
  return from === 1 ? t : concat(ctx, out, SubSeq(ctx, t, from, n));
}

/** An integer bound (a negative one fails the domain check that follows). */
function naturalArg(v: Value, op: string, position: Position): number {
  if (typeof v === "number") return v;
  return argumentError(op, position, "a natural", v);
}

function overrideMethod(name: string, arity: number): string {
  return `public static tlc2.value.impl.Value tlc2.overrides.SequencesExt.${name}(${new Array<string>(arity).fill("tlc2.value.impl.Value").join(",")})`;
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
  FoldLeftDomain: { arity: 3, fn: FoldLeftDomain, export: "FoldLeftDomain", operatorArgs: [0] },
  FoldRightDomain: { arity: 3, fn: FoldRightDomain, export: "FoldRightDomain", operatorArgs: [0] },
  LongestCommonPrefix: { arity: 1, fn: LongestCommonPrefix, export: "LongestCommonPrefix" },
  SelectInSubSeq: { arity: 4, fn: SelectInSubSeq, export: "SelectInSubSeq", operatorArgs: [3] },
  SelectLastInSubSeq: { arity: 4, fn: SelectLastInSubSeq, export: "SelectLastInSubSeq", operatorArgs: [3] },
  AllSubSeqs: { arity: 1, fn: AllSubSeqs, export: "AllSubSeqs" },
  ReplaceFirstSubSeq: { arity: 3, fn: ReplaceFirstSubSeq, export: "ReplaceFirstSubSeq", evaluation: evaluationMethod("tlc2.overrides.SequencesExt", "replaceFirstSubSeq") },
  ReplaceAllSubSeqs: { arity: 3, fn: ReplaceAllSubSeqs, export: "ReplaceAllSubSeqs", evaluation: evaluationMethod("tlc2.overrides.SequencesExt", "replaceAllSubSeq") },
};
