// Bags: a bag is a function from its elements to positive counts. Results are those
// of the TLA+ definitions in compiler/stdlib/Bags.tla.

import type { EvalContext } from "../check/spec.js";
import { force, EvalError, Kind, addInt, compare, emptyTuple, fcn, fcnSorted, prettyPrint, printValue, setOf, subInt, type FcnValue, type SetValue, type Value } from "../values/index.js";
import { argumentError, fcnArg, javaMethod, override2, overrideWrapped } from "./args.js";
import { apply, domain, enumerateSorted, inSet } from "./core.js";
import type { ModuleOperators } from "./registry.js";

interface Entries {
  readonly keys: readonly Value[];
  readonly counts: readonly Value[];
}

function entriesOf(b: FcnValue): Entries {
  if (b.kind === Kind.Tuple) {
    const keys: Value[] = new Array<Value>(b.elems.length);
    for (let i = 0; i < keys.length; i++) keys[i] = i + 1;
    return { keys, counts: b.elems };
  }
  return { keys: b.domain, counts: b.values };
}

function bag(v: Value, op: string, position: "first" | "second" | "only"): Entries {
  return entriesOf(fcnArg(v, op, position));
}

function count(v: Value, op: string): number {
  if (typeof v === "number") return v;
  throw new EvalError("ArgumentType", { position: "first", op, expected: "an integer", value: printValue(v) });
}

export function IsABag(_ctx: EvalContext, b: Value): boolean {
  b = force(b);
  if (typeof b !== "object" || (b.kind !== Kind.Tuple && b.kind !== Kind.Fcn)) return false;
  for (const c of entriesOf(b).counts) if (typeof c !== "number" || c <= 0) return false;
  return true;
}

export function BagToSet(ctx: EvalContext, b: Value): SetValue {
  return domain(ctx, b);
}

export function SetToBag(ctx: EvalContext, s: Value): FcnValue {
  const xs = enumerateSorted(ctx, s);
  return fcnSorted(xs, new Array<Value>(xs.length).fill(1));
}

export function BagIn(ctx: EvalContext, e: Value, b: Value): boolean {
  return inSet(ctx, e, domain(ctx, b));
}

export function EmptyBag(_ctx: EvalContext): FcnValue {
  return emptyTuple;
}

function copiesIn(ctx: EvalContext, e: Value, b: Value): Value {
  return BagIn(ctx, e, b) ? apply(ctx, b, e) : 0;
}

/** Run as TLC's override (a failed equality inside, e.g. 1 against a bag of strings, comes wrapped). */
export const CopiesIn = override2(javaMethod("tlc2.module.Bags", "CopiesIn", ["Value", "Value"], "IntValue"), copiesIn);

/** Merges two bags' sorted key lists with `combine(countInA, countInB)`, dropping non-positive results when asked. */
function combine(a: Entries, b: Entries, op: string, f: (x: number, y: number) => number, keepPositiveOnly: boolean): FcnValue {
  const keys: Value[] = [];
  const counts: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.keys.length || j < b.keys.length) {
    let key: Value;
    let x = 0;
    let y = 0;
    if (j >= b.keys.length || (i < a.keys.length && compare(a.keys[i]!, b.keys[j]!) < 0)) {
      key = a.keys[i]!;
      x = count(a.counts[i++]!, op);
    } else if (i >= a.keys.length || compare(a.keys[i]!, b.keys[j]!) > 0) {
      key = b.keys[j]!;
      y = count(b.counts[j++]!, op);
    } else {
      key = a.keys[i]!;
      x = count(a.counts[i++]!, op);
      y = count(b.counts[j++]!, op);
    }
    const c = f(x, y);
    if (!keepPositiveOnly || c > 0) {
      keys.push(key);
      counts.push(c);
    }
  }
  return fcnSorted(keys, counts);
}

/** `B1 (+) B2`. */
export function bagAdd(ctx: EvalContext, b1: Value, b2: Value): FcnValue {
  // TLC's BagCup checks IsABag of each argument first (positive integer counts).
  if (!IsABag(ctx, b1)) argumentError("(+)", "first", "a bag", b1);
  if (!IsABag(ctx, b2)) argumentError("(+)", "second", "a bag", b2);
  return combine(bag(b1, "(+)", "first"), bag(b2, "(+)", "second"), "(+)", addInt, false);
}

/** `B1 (-) B2`: only elements with more copies in B1 remain. */
export function bagSub(_ctx: EvalContext, b1: Value, b2: Value): FcnValue {
  const a = bag(b1, "(-)", "first");
  const b = bag(b2, "(-)", "second");
  // Only B1's elements can remain: restrict B2 to them before merging.
  return combine(a, b, "(-)", (x, y) => (x > y ? subInt(x, y) : 0), true);
}

/** `BagUnion(S)`: the bag sum of S's members. */
export function BagUnion(ctx: EvalContext, s: Value): FcnValue {
  let acc: FcnValue = emptyTuple;
  for (const b of enumerateSorted(ctx, s)) {
    if (typeof b !== "object" || (b.kind !== Kind.Tuple && b.kind !== Kind.Fcn)) {
      throw new EvalError("NotABag", { value: printValue(s) });
    }
    acc = combine(entriesOf(acc), entriesOf(b), "BagUnion", addInt, false);
  }
  return acc;
}

/** `B1 \sqsubseteq B2`. */
export function sqsubseteq(ctx: EvalContext, b1: Value, b2: Value): boolean {
  const a = bag(b1, "\\sqsubseteq", "first");
  for (let i = 0; i < a.keys.length; i++) {
    if (count(a.counts[i]!, "\\sqsubseteq") > count(copiesIn(ctx, a.keys[i]!, b2), "\\sqsubseteq")) return false;
  }
  return true;
}

/** `SubBag(B)`: every bag B' with B' \sqsubseteq B. */
export function SubBag(_ctx: EvalContext, b: Value): SetValue {
  const a = bag(b, "SubBag", "only");
  const out: Value[] = [];
  const keys: Value[] = [];
  const counts: Value[] = [];
  const visit = (i: number): void => {
    if (i === a.keys.length) {
      out.push(fcnSorted(keys.slice(), counts.slice()));
      return;
    }
    visit(i + 1);
    const max = count(a.counts[i]!, "SubBag");
    for (let c = 1; c <= max; c++) {
      keys.push(a.keys[i]!);
      counts.push(c);
      visit(i + 1);
      keys.pop();
      counts.pop();
    }
  };
  visit(0);
  return setOf(out);
}

/** `BagOfAll(F, B)`: the bag of F(x), each x counted B[x] times. */
export function BagOfAll(_ctx: EvalContext, f: (x: Value) => Value, b: Value): FcnValue {
  try {
    const a = bag(b, "BagOfAll", "second");
    const images: Value[] = [];
    const counts: number[] = [];
    for (let i = 0; i < a.keys.length; i++) {
      const y = f(a.keys[i]!);
      const c = count(a.counts[i]!, "BagOfAll");
      let k = 0;
      while (k < images.length && compare(images[k]!, y) !== 0) k++;
      if (k === images.length) {
        images.push(y);
        counts.push(c);
      } else counts[k] = addInt(counts[k]!, c);
    }

    return fcn(images, counts);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.module.Bags", "BagOfAll", ["Value", "Value"]), e);
  }
}

export function BagCardinality(_ctx: EvalContext, b: Value): number {
  // TLC's override: EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE for a non-function, then for a count that is no positive integer.
  const f = force(b);
  const wrong = (expected: string): never => {
    throw new EvalError("AppliedToWrongValue", { op: "BagCardinality", expected, value: prettyPrint(printValue(b)) });
  };
  if (typeof f !== "object" || (f.kind !== Kind.Tuple && f.kind !== Kind.Fcn)) return wrong("a function with a finite domain");
  let n = 0;
  for (const c of entriesOf(f).counts) n = typeof c === "number" && c > 0 ? addInt(n, c) : wrong("a bag");
  return n;
}

export const operators: ModuleOperators = {
  IsABag: { arity: 1, fn: IsABag, export: "IsABag" },
  BagToSet: { arity: 1, fn: BagToSet, export: "BagToSet" },
  SetToBag: { arity: 1, fn: SetToBag, export: "SetToBag" },
  BagIn: { arity: 2, fn: BagIn, export: "BagIn" },
  EmptyBag: { arity: 0, fn: EmptyBag, export: "EmptyBag" },
  CopiesIn: { arity: 2, fn: CopiesIn, export: "CopiesIn" },
  "(+)": { arity: 2, fn: bagAdd, export: "bagAdd" },
  "\\oplus": { arity: 2, fn: bagAdd, export: "bagAdd" },
  "(-)": { arity: 2, fn: bagSub, export: "bagSub" },
  "\\ominus": { arity: 2, fn: bagSub, export: "bagSub" },
  BagUnion: { arity: 1, fn: BagUnion, export: "BagUnion" },
  "\\sqsubseteq": { arity: 2, fn: sqsubseteq, export: "sqsubseteq" },
  SubBag: { arity: 1, fn: SubBag, export: "SubBag" },
  BagOfAll: { arity: 2, fn: BagOfAll, export: "BagOfAll", operatorArgs: [0] },
  BagCardinality: { arity: 1, fn: BagCardinality, export: "BagCardinality" },
};

