// The TLC module as TLC's Java overrides implement it (tlc2/module/TLC.java).
// Output goes through ctx.print; registers and statistics live in the EvalContext.

import type { EvalContext } from "../check/spec.js";
import {
  anySet,
  EvalError,
  isEnumerable,
  sizeFailure,
  equals,
  INT_MAX,
  Kind,
  compare,
  fcnSorted,
  enumeratedFcn,
  withTlcFcnClass,
  sortedIndexOf,
  prettyPrint,
  printValue,
  normalizedPrintOptions,
  record,
  setOf,
  sortedElements,
  tuple,
  type FcnValue,
  type SetValue,
  type Value,
} from "../values/index.js";
import { argumentError, boolArg, fcnArg, seqArg, setArg, isString, evaluationMethod, insideOverride, javaMethod, overrideFailed, overrideWrapped } from "./args.js";
import { enumerateSorted } from "./core.js";
import { configRecord, currentAction, durationSeconds, revisionRecord, specRecord, statsRecord } from "./tlcGet.js";
import type { ModuleOperators } from "./registry.js";
import { noteWrittenFcn, writtenFcnOrder, writtenShape } from "../values/intern.js";
import type { Fcn, Tuple } from "../values/kinds.js";

/** `d :> e`: the function mapping d to e. */
export function singleton(_ctx: EvalContext, d: Value, e: Value): FcnValue {
  // TLC's MakeFcn: a FcnRcdValue with a domain array (core.ts apply's errors outside it).
  return enumeratedFcn(fcnSorted([d], [e]));
}

function entries(f: FcnValue): { dom: readonly Value[]; vals: readonly Value[] } {
  if (f.kind === Kind.Tuple) {
    const dom: Value[] = new Array<Value>(f.elems.length);
    for (let i = 0; i < dom.length; i++) dom[i] = i + 1;
    return { dom, vals: f.elems };
  }
  return { dom: f.domain, vals: f.values };
}

/**
 * `f @@ g`: f where f is defined, g elsewhere. The two sorted domains are merged in one
 * pass; when g's domain lies wholly after f's or before it (a function grown one entry
 * per level of a recursion, `F(n-1) @@ (n :> v)`) the entries are joined by native copies.
 */
export function merge(_ctx: EvalContext, f: Value, g: Value): FcnValue {
  const fv = fcnArg(f, "@@", "first");
  const gv = fcnArg(g, "@@", "second");
  try {
    // TLC's CombineFcn builds a FcnRcdValue with a domain array, even from two tuples, held in written order.
    const r = enumeratedFcn(mergeSorted(fv, gv));
    if (r.kind === Kind.Fcn && r !== fv && r !== gv && heldOutOfOrder(r, fv, gv)) noteWrittenFcn(r, heldOrder(r, fv, gv));
    return r;
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    // Domains TLC cannot compare: its CombineFcn asks each of g's domain elements `equals` of each of f's,
    // inside the override, so the error is that equality's, wrapped (corpus/regressions/ErrorWordingCombine).
    const a = entries(fv);
    const b = entries(gv);
    insideOverride(COMBINE_FCN, () => {
      for (const y of b.dom) for (const x of a.dom) if (equals(y, x)) break;
    });
    throw e;
  }
}

// TLC's CombineFcn builds its result unnormalized: f's domain as f holds it, then g's elements not in f as g holds
// them; toString prints that order until something normalizes the function (docs/semantics.md, "Written order").

/** Whether `r = f @@ g` is held by TLC in another order than the sorted one (cheap test first: f's domain a prefix of r's). */
function heldOutOfOrder(r: Fcn, fv: FcnValue, gv: FcnValue): boolean {
  if (isMarked(fv) || isMarked(gv)) return true;
  if (fv.kind === Kind.Tuple) return r.domain[0] !== 1;
  for (let i = 0; i < fv.domain.length; i++) if (r.domain[i] !== fv.domain[i]) return true;
  return false;
}

/** Whether TLC may still hold `f` out of order: marked and not fingerprinted (TLC's fingerprint normalizes). */
function isMarked(f: FcnValue): boolean {
  return f.kind === Kind.Fcn && f.fpState === 0 && f.domainSet !== undefined && f.domainSet.elems !== f.domain;
}

/** `f`'s domain in the order TLC holds it. */
function heldDomain(f: FcnValue): readonly Value[] {
  if (f.kind === Kind.Tuple) return entries(f).dom;
  const order = writtenFcnOrder(f);
  if (order !== undefined) return order.map((i) => f.domain[i]!);
  const shape = writtenShape(f);
  if (shape !== undefined) return shape.inverse.map((i) => f.domain[i]!);
  return f.domain;
}

/** The positions in `r.domain` in CombineFcn's order. */
function heldOrder(r: Fcn, fv: FcnValue, gv: FcnValue): number[] | number {
  // `(k :> v) @@ f`, the common case: k first, then the rest in order (r holds k itself); kept as k.
  if (fv.kind === Kind.Fcn && fv.domain.length === 1 && !isMarked(fv) && !isMarked(gv)) return r.domain.indexOf(fv.domain[0]!);
  const held = heldDomain(fv).map((x) => sortedIndexOf(r.domain, x));
  const a = entries(fv).dom;
  for (const y of heldDomain(gv)) if (sortedIndexOf(a, y) < 0) held.push(sortedIndexOf(r.domain, y));
  return held;
}

const COMBINE_FCN = "public static tlc2.value.impl.Value tlc2.module.TLC.CombineFcn(tlc2.value.impl.Value,tlc2.value.impl.Value)";

function mergeSorted(fv: FcnValue, gv: FcnValue): FcnValue {
  const a = entries(fv);
  const b = entries(gv);
  if (b.dom.length === 0) return fv;
  if (a.dom.length === 0) return gv;
  if (compare(a.dom[a.dom.length - 1]!, b.dom[0]!) < 0) return fcnSorted(a.dom.concat(b.dom), a.vals.concat(b.vals));
  if (compare(b.dom[b.dom.length - 1]!, a.dom[0]!) < 0) return fcnSorted(b.dom.concat(a.dom), b.vals.concat(a.vals));
  const dom: Value[] = [];
  const vals: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.dom.length || j < b.dom.length) {
    const c = i === a.dom.length ? 1 : j === b.dom.length ? -1 : compare(a.dom[i]!, b.dom[j]!);
    if (c <= 0) {
      dom.push(a.dom[i]!);
      vals.push(a.vals[i++]!);
      if (c === 0) j++;
    } else {
      dom.push(b.dom[j]!);
      vals.push(b.vals[j++]!);
    }
  }
  return fcnSorted(dom, vals);
}

/** Print and PrintT print a deep-normalised copy of the value (TLC.java), with TLC's pretty-printer. */

/** TLC prints values passed to Print/PrintT with its pretty-printer. */
function show(v: Value): string {
  return prettyPrint(printValue(v, normalizedPrintOptions));
}

/**
 * The failure of TLC's normalising `v` to print it, if any: a lazy set inside that TLC cannot
 * enumerate fails as its size is asked (values/sets.ts sizeFailure; Nat, Int, Seq(S) themselves
 * print their names). Checked with TLC: PrintT of [1..2 -> Nat], SUBSET Nat, [a : Nat], Nat \X {1},
 * <<[1..2 -> Nat]>>, a filter or difference over Nat. Walked before printing, the value only.
 */
function printFailure(v: Value): EvalError | undefined {
  const stack: Value[] = [v];
  while (stack.length > 0) {
    const x = stack.pop()!;
    if (typeof x !== "object") continue;
    switch (x.kind) {
      case Kind.SetEnum:
      case Kind.Tuple:
        for (let i = x.elems.length - 1; i >= 0; i--) stack.push(x.elems[i]!);
        break;
      case Kind.Fcn:
        for (let i = x.domain.length - 1; i >= 0; i--) stack.push(x.values[i]!, x.domain[i]!);
        break;
      case Kind.FcnSet:
      case Kind.RecordSet:
      case Kind.Product:
      case Kind.Subset:
      case Kind.SetOp:
        if (!isEnumerable(x)) {
          const f = sizeFailure(x);
          if (f !== undefined) return f;
        }
        break;
      default:
        break;
    }
  }
  return undefined;
}

const PRINT = javaMethod("tlc2.module.TLC", "Print", ["Value", "Value"]);
const PRINTT = javaMethod("tlc2.module.TLC", "PrintT", ["Value"]);

/** `Print(out, val)`: prints `out  val`, returns val. */
export function Print(ctx: EvalContext, out: Value, val: Value): Value {
  const f = printFailure(out) ?? printFailure(val);
  if (f !== undefined) overrideWrapped(PRINT, f);
  ctx.print(`${show(out)}  ${show(val)}`);
  return val;
}

export function PrintT(ctx: EvalContext, out: Value): boolean {
  const f = printFailure(out);
  if (f !== undefined) overrideWrapped(PRINTT, f);
  ctx.print(show(out));
  return true;
}

export function Assert(_ctx: EvalContext, val: Value, out: Value): boolean {
  // TLC's override returns its first argument only when it is TRUE: a non-boolean fails as FALSE does.
  if (val === true) return true;
  throw new EvalError("AssertFailed", { value: printValue(out) });
}

/** Seconds since the epoch, as TLC's `(int)(System.currentTimeMillis() / 1000)` kept non-negative. */
export function JavaTime(_ctx: EvalContext): number {
  return Math.floor(Date.now() / 1000) & INT_MAX;
}

/**
 * `TLCGet(i)`: register i, or a checker statistic by name ("level", "distinct",
 * "generated", "queue", "diameter", "duration"), or one of TLC's records about the run
 * ("stats", "config", "revision", "spec", "action": tlcGet.ts), or TLC's switch for
 * action composition.
 */
export function TLCGet(ctx: EvalContext, key: Value): Value {
  if (typeof key === "number" && key >= 0) {
    const v = ctx.registers.get(key);
    if (v === undefined) throw new EvalError("TLCGetUndefined", { key: printValue(key) });
    return v;
  }
  if (isString(key)) {
    switch (key.text) {
      case "level":
        return ctx.stats.level;
      case "distinct":
        return ctx.stats.distinct;
      case "generated":
        return ctx.stats.generated;
      case "queue":
        return ctx.stats.queue;
      case "diameter":
        return ctx.stats.diameter;
      case "duration":
        return durationSeconds(ctx);
      case "stats":
        return statsRecord(ctx);
      case "config":
        return configRecord(ctx);
      case "revision":
        return revisionRecord(ctx);
      case "spec":
        return specRecord(ctx);
      case "action":
        return currentAction(ctx);
      // TLC reads "-Dname" as a Java system property. The one specs test is the switch that
      // enables action composition (`A \cdot B`), which tla2ts always supports.
      case "-Dtlc2.tool.impl.Tool.cdot":
        return ctx.intern.string("true");
    }
    // TLC names the key by its characters, without quotes.
    throw new EvalError("TLCGetUndefined", { key: key.text });
  }
  return argumentError("TLCGet", "only", "a nonnegative integer", key);
}

/**
 * `TLCSet(i, v)`: sets register i (a natural number), TRUE. TLC's two named keys:
 * `TLCSet("exit", TRUE)` asks the search to stop once the state being expanded is done
 * (TLC's mainChecker.stop(); any other value does nothing), `TLCSet("pause", v)` is TRUE
 * (TLC waits for a key press when v is TRUE, which a batch run has no use for).
 */
export function TLCSet(ctx: EvalContext, key: Value, val: Value): boolean {
  if (isString(key) && (key.text === "exit" || key.text === "pause")) {
    if (key.text === "exit" && val === true) ctx.exitRequested = true;
    return true;
  }
  if (typeof key !== "number" || key < 0) return argumentError("TLCSet", "first", "a nonnegative integer", key);
  ctx.registers.set(key, val);
  return true;
}

/**
 * The argument of TLC's RandomElement/Permutations overrides: a value that is not a set is
 * EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE (toSetEnum gave null), an EvalException.
 */
function finiteSetArg(s: Value, op: string): SetValue {
  try {
    return setArg(s, op, "only");
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    throw new EvalError("AppliedToWrongValue", { op, expected: "a finite set", value: prettyPrint(printValue(s)) });
  }
}

/** `Permutations(S)`: every bijection from S to S. */
export function Permutations(_ctx: EvalContext, s: Value): SetValue {
  const elems = sortedElements(finiteSetArg(s, "Permutations"));
  const n = elems.length;
  const out: Value[] = [];
  const perm = elems.slice();
  // Heap's algorithm; the result set is sorted afterwards, so generation order is free.
  const c: number[] = new Array<number>(n).fill(0);
  out.push(fcnSorted(elems, perm.slice()));
  let i = 0;
  while (i < n) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      const t = perm[j]!;
      perm[j] = perm[i]!;
      perm[i] = t;
      out.push(fcnSorted(elems, perm.slice()));
      c[i]!++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
  return setOf(out);
}

/**
 * `SortSeq(s, Op)`: TLC's override, an insertion sort that moves each element left while
 * `Op(element, left neighbour)` holds. For a strict order that is the stable sort; for one
 * that holds on ties (`a.k <= b.k`) ties come out reversed, and for any other relation the
 * order is this walk's, as TLC's (and Op is applied to exactly the pairs TLC applies it to:
 * Print in Op prints the same lines). A non-boolean result of Op is TLC's "boolean function"
 * argument error; a first argument that is not a sequence its "natural number" one (sic).
 */
export function SortSeq(_ctx: EvalContext, s: Value, less: (a: Value, b: Value) => Value): Value {
  try {
    let a: Tuple;
    try {
      a = seqArg(s, "SortSeq", "first");
    } catch (e) {
      if (e instanceof EvalError) argumentError("SortSeq", "first", "a natural number", s);
      throw e;
    }
    const elems = a.elems;
    if (elems.length === 0) return a;
    const out: Value[] = new Array<Value>(elems.length);
    out[0] = elems[0]!;
    for (let i = 1; i < elems.length; i++) {
      const x = elems[i]!;
      let j = i;
      while (j > 0 && sortBefore(less(x, out[j - 1]!))) {
        out[j] = out[j - 1]!;
        j--;
      }
      out[j] = x;
    }
    return tuple(out);
  } catch (e) {
    // TLC runs it as a Java override: its RuntimeExceptions come wrapped (args.ts).
    return overrideWrapped(javaMethod("tlc2.module.TLC", "SortSeq", ["Value", "Value"]), e);
  }
}

/** SortSeq's test of Op's result (TLC.compare). */
function sortBefore(r: Value): boolean {
  if (typeof r === "boolean") return r;
  return argumentError("SortSeq", "second", "a boolean function", r);
}

const RANDOM_ELEMENT = javaMethod("tlc2.module.TLC", "RandomElement", ["Value"]);

/**
 * `RandomElement(S)`: deterministic in tla2ts, the first element in TLC's sorted order (the TLA+
 * definition's CHOOSE). An empty S fails inside TLC's override as Java does: an empty interval's
 * randomElement "Attempted to retrieve out-of-bounds element from the interval value {}.", any
 * other empty set (a record or function set with an empty component too) an array index
 * "Index 0 out of bounds for length 0"; wrapped as the override's failure. Not a set: TLC's
 * "which is not a finite set".
 */
export function RandomElement(ctx: EvalContext, s: Value): Value {
  const set = finiteSetArg(s, "RandomElement");
  const xs = enumerateSorted(ctx, set);
  if (xs.length > 0) return xs[0]!;
  // A filter TLC enumerates to nothing fails there with a NullPointerException of its own (not mirrored).
  if (typeof set === "object" && set.kind === Kind.SetOp && set.op === "filter") throw new EvalError("ChooseNoWitness", {});
  const empty = typeof set === "object" && set.kind === Kind.Interval;
  return overrideFailed(RANDOM_ELEMENT, empty ? "Attempted to retrieve out-of-bounds element from the interval value {}." : "Index 0 out of bounds for length 0");
}

/** `ToString(v)`: TLC's printing of v, as a string built at run time. */
export function ToString(ctx: EvalContext, v: Value): Value {
  return ctx.intern.string(printValue(v));
}

/**
 * `Any`: TLC's AnySet, which holds every value, prints as ANY and compares with nothing,
 * not even itself: a new value each time, so that `Any = Any` reaches the comparison.
 */
export function Any(_ctx: EvalContext): Value {
  return anySet();
}

/**
 * TLC's TLCEval keeps `v.toSetEnum() ?? v.toFcnRcd() ?? v`: a tuple comes back as a FcnRcdValue on
 * 1..n, which words an application outside its domain as a function's (difftest --rich seeds 1560, 1573);
 * a record as a FcnRcdValue on its names, whose `.f` outside them is a function's words too (seed 45).
 */
export function TLCEval(_ctx: EvalContext, v: Value): Value {
  if (typeof v !== "object") return v;
  if (v.kind === Kind.Tuple) return withTlcFcnClass(v, "interval");
  return v.kind === Kind.Fcn ? withTlcFcnClass(v, "string") : v;
}

export const operators: ModuleOperators = {
  ":>": { arity: 2, fn: singleton, export: "singleton" },
  "@@": { arity: 2, fn: merge, export: "merge" },
  Print: { arity: 2, fn: Print, export: "Print" },
  PrintT: { arity: 1, fn: PrintT, export: "PrintT" },
  Assert: { arity: 2, fn: Assert, export: "Assert" },
  JavaTime: { arity: 0, fn: JavaTime, export: "JavaTime" },
  TLCGet: { arity: 1, fn: TLCGet, export: "TLCGet", readsSearch: true, evaluation: evaluationMethod("tlc2.module.TLCGetSet", "TLCGetEval") },
  TLCSet: { arity: 2, fn: TLCSet, export: "TLCSet" },
  Permutations: { arity: 1, fn: Permutations, export: "Permutations" },
  SortSeq: { arity: 2, fn: SortSeq, export: "SortSeq", operatorArgs: [1] },
  RandomElement: { arity: 1, fn: RandomElement, export: "RandomElement" },
  ToString: { arity: 1, fn: ToString, export: "ToString" },
  TLCEval: { arity: 1, fn: TLCEval, export: "TLCEval", evaluation: evaluationMethod("tlc2.module.TLCEval", "tlcEval") },
  Any: { arity: 0, fn: Any, export: "Any" },
};
