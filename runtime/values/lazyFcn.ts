// Functions kept lazy, as TLC's FcnLambdaValue (docs/semantics.md, "Lazy functions").
//
// `[x \in S |-> e]` is a domain and a body until something needs the whole function:
// applying it evaluates the body at that point only (and checks the point is in the
// domain), DOMAIN is the domain set, EXCEPT records the new point. Every walk of the
// whole value (comparison, fingerprint, printing, a set or function holding it, a state
// storing it, a standard-module operator) builds it once (`forceFcn`) and keeps the
// result, so the next walk reuses it. The body is evaluated again at each application,
// as TLC does: no memo, so a body with an effect (Print, TLCSet) runs as often as in TLC.

import { equals } from "./compare.js";
import { EvalError } from "./errors.js";
import { constructedFcn, fcnExcept, fcnSorted, product, tupleExcept } from "./factory.js";
import { Kind, LazyFcn, type FcnValue, type LazyExcept, type SetValue, type Tuple, type Value } from "./kinds.js";
import { writtenElements } from "./intern.js";
import { printValue } from "./print.js";
import { isEnumerable, member, sortedElements } from "./sets.js";

/** `[x \in sets[0], y \in sets[1], ... |-> body(x, y, ...)]`, not built. */
export function lazyFcn(sets: readonly SetValue[], body: (...xs: Value[]) => Value, keep: boolean): LazyFcn {
  return new LazyFcn(sets, body, undefined, keep);
}

/** Whether one of `xs` is a function not built yet. */
export function holdsLazy(xs: readonly Value[]): boolean {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (typeof x === "object" && x.kind === Kind.LazyFcn && x.forced === undefined) return true;
  }
  return false;
}

/** The most elements a function held by a record or tuple is built for at once (`buildSmallParts`). */
const SMALL_PART = 1024;

function smallDomain(f: LazyFcn): boolean {
  let size = 1;
  for (const s of f.sets) {
    if (s.kind === Kind.Interval) size *= Math.max(0, s.hi - s.lo + 1);
    else if (s.kind === Kind.SetEnum) size *= s.elems.length;
    else return false;
  }
  return size <= SMALL_PART;
}

/**
 * Builds in place the lazy functions among `xs` (the parts of a record or tuple being
 * made) whose domain is a small interval or enumerated set and whose body succeeds
 * everywhere: the value any later use would build, without the lazy record around it
 * (`lazyParts`) that every use would otherwise go through. A part whose body fails, or
 * whose domain is large or not enumerated, stays lazy, so TLC's answers (an error only
 * where the failing point is used) are kept.
 */
export function buildSmallParts(xs: Value[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (typeof x !== "object" || x.kind !== Kind.LazyFcn || x.forced !== undefined || !smallDomain(x)) continue;
    try {
      xs[i] = forceFcn(x);
    } catch {
      // Kept lazy: the failure is TLC's only where that point is used.
    }
  }
}

/**
 * A record or tuple (`keys` its field names or 1..n, `domain` their set) holding a
 * function not built yet, itself kept lazy: TLC's RecordValue and TupleValue hold a
 * FcnLambdaValue as it is, so `r.f[k]` evaluates f at k alone. Applying it gives the
 * part as it is; anything walking it builds it, and the parts with it. Its first use
 * decides, as its parts' (kept lazy for good when one of them is).
 */
export function lazyParts(keys: readonly Value[], domain: SetValue, values: readonly Value[]): LazyFcn {
  let keep = false;
  for (const v of values) if (typeof v === "object" && v.kind === Kind.LazyFcn && v.keep) keep = true;
  const part = (k: Value): Value => {
    for (let i = 0; i < keys.length; i++) if (sameKey(keys[i]!, k)) return values[i]!;
    throw new EvalError("LazyFunctionOutsideDomain", { fcn: printValue(domain), arg: printValue(k) });
  };
  return new LazyFcn([domain], part, undefined, keep);
}

/** `v`, built if it is a lazy function. */
export function force(v: Value): Value {
  return typeof v === "object" && v.kind === Kind.LazyFcn ? forceFcn(v) : v;
}

/** The whole function (TLC's `toFcnRcd`), built on the first call and kept. */
export function forceFcn(f: LazyFcn): FcnValue {
  return (f.forced ??= build(f));
}

/** Builds the lazy functions among `xs` in place: a value never holds a lazy function. */
export function forceAll(xs: readonly Value[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (typeof x === "object" && x.kind === Kind.LazyFcn) (xs as Value[])[i] = forceFcn(x);
  }
}

/** DOMAIN of a lazy function: its set, or the product of its sets (TLC's `getDomain`). */
export function lazyDomain(f: LazyFcn): SetValue {
  return f.sets.length === 1 ? f.sets[0]! : product(f.sets);
}

function build(f: LazyFcn): FcnValue {
  const dom = lazyDomain(f);
  if (!isEnumerable(dom)) throw new EvalError("NotEnumerable", { set: printValue(dom) });
  const xs = sortedElements(dom);
  const values: Value[] = new Array<Value>(xs.length);
  const body = f.body;
  if (f.sets.length === 1) for (let i = 0; i < xs.length; i++) values[i] = body(xs[i]!);
  else for (let i = 0; i < xs.length; i++) values[i] = body(...(xs[i] as Tuple).elems);
  let g: Value = f.sets.length === 1 ? constructedFcn(xs, values, typeof dom === "object" && dom.kind === Kind.Interval) : fcnSorted(xs, values);
  const exs = f.excepts;
  if (exs !== undefined) for (const ex of exs) g = withValueAt(g, ex.path, 0, ex.value);
  return g as FcnValue;
}

/**
 * `f[arg]` evaluated at that point only (TLC's `select`), or undefined when `arg` is
 * not in the domain. The EXCEPTs taken are looked up first, newest first: one whose
 * path is `arg` alone gives the value; longer ones are taken on the body's value.
 */
export function lazySelect(f: LazyFcn, arg: Value): Value | undefined {
  let res: Value | undefined;
  let deeper: LazyExcept[] | undefined;
  const exs = f.excepts;
  if (exs !== undefined) {
    for (let i = exs.length - 1; i >= 0; i--) {
      const ex = exs[i]!;
      if (!sameKey(ex.path[0]!, arg)) continue;
      if (ex.path.length === 1) {
        res = ex.value;
        break;
      }
      (deeper ??= []).push(ex);
    }
  }
  if (res === undefined) {
    res = bodyAt(f, arg);
    if (res === undefined) return undefined;
  }
  if (deeper !== undefined) for (let i = deeper.length - 1; i >= 0; i--) res = withValueAt(res, deeper[i]!.path, 1, deeper[i]!.value);
  return res;
}

/** `f[arg]` (TLC's `apply`): as `lazySelect`, and TLC's error outside the domain. */
export function lazyApply(f: LazyFcn, arg: Value): Value {
  f.keep = true;
  const v = lazySelect(f, arg);
  if (v !== undefined) return v;
  throw new EvalError("LazyFunctionOutsideDomain", { fcn: shown(f), arg: printValue(arg) });
}

/** `[f EXCEPT !path = value]` kept lazy (TLC's `takeExcept`); the caller checked the path exists. */
export function lazyExcept(f: LazyFcn, path: readonly Value[], value: Value): LazyFcn {
  // A new value that is itself a function not built yet stays so unless small (`buildSmallParts`): TLC keeps it lazy.
  const parts = [value];
  buildSmallParts(parts);
  const ex: LazyExcept = { path, value: parts[0]! };
  return new LazyFcn(f.sets, f.body, f.excepts === undefined ? [ex] : [...f.excepts, ex], f.keep);
}

/** The body at `arg`, or undefined when `arg` is not in the domain. */
function bodyAt(f: LazyFcn, arg: Value): Value | undefined {
  const sets = f.sets;
  if (sets.length === 1) return inDomainSet(arg, sets[0]!) ? f.body(arg) : undefined;
  if (typeof arg !== "object" || arg.kind !== Kind.Tuple || arg.elems.length !== sets.length) return undefined;
  const xs = arg.elems;
  for (let i = 0; i < xs.length; i++) if (!inDomainSet(xs[i]!, sets[i]!)) return undefined;
  return f.body(...xs);
}

/** Sets written as a function constructor's domain literal (core.domainLiteral): TLC's are not normalised. */
const domainLiterals = new WeakSet<SetValue>();

/** Marks `s` as a constructor's domain literal, built remembering its written order. */
export function markDomainLiteral(s: SetValue): SetValue {
  if (s.kind === Kind.SetEnum && s.elems.length > 0) domainLiterals.add(s);
  return s;
}

/**
 * `x` in one domain set. A set literal TLC has not normalised (the constructor's own `{...}`, built
 * remembering its written order) is searched linearly by TLC, `ei.equals(x)` in written order
 * (ValueVec.search): when our sorted search cannot compare, that walk gives TLC's answer or error
 * ("Attempted to check equality of string "a" with non-string:\n1").
 */
function inDomainSet(x: Value, s: SetValue): boolean {
  try {
    return member(x, s);
  } catch (e) {
    if (!(e instanceof EvalError) || s.kind !== Kind.SetEnum || s.fpState !== 0 || !domainLiterals.has(s)) throw e;
    const written = writtenElements(s) ?? s.elems;
    for (let i = 0; i < written.length; i++) if (equals(written[i]!, x)) return true;
    return false;
  }
}

/** Equal keys of one domain; keys of different kinds are different (TLC's `equals`, which never throws here). */
function sameKey(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  if (typeof a !== "object" || typeof b !== "object") return false;
  return a.kind === b.kind && equals(a, b);
}

/** `v` with `value` at `path[i..]` (an EXCEPT already checked); a missing key leaves `v` as it is. */
function withValueAt(v: Value, path: readonly Value[], i: number, value: Value): Value {
  if (i === path.length) return value;
  if (typeof v !== "object") return v;
  const key = path[i]!;
  if (v.kind === Kind.LazyFcn) return v.forced === undefined ? lazyExcept(v, path.slice(i), value) : withValueAt(v.forced, path, i, value);
  if (v.kind === Kind.Tuple) {
    if (typeof key !== "number" || key < 1 || key > v.elems.length) return v;
    const elems = v.elems.slice();
    elems[key - 1] = withValueAt(elems[key - 1]!, path, i + 1, value);
    return tupleExcept(v, elems, key - 1);
  }
  if (v.kind === Kind.Fcn) {
    const d = v.domain;
    for (let j = 0; j < d.length; j++) {
      if (!sameKey(d[j]!, key)) continue;
      const values = v.values.slice();
      values[j] = withValueAt(values[j]!, path, i + 1, value);
      return fcnExcept(v, values, j);
    }
  }
  return v;
}

/** The function in an error message: built, or TLC's symbolic form when building it fails. */
function shown(f: LazyFcn): string {
  try {
    return printValue(forceFcn(f));
  } catch (e) {
    // An evaluation error, located (SpecEvalError, of the checker) or not; anything else (a deferred deep call) goes on.
    if (!(e instanceof EvalError) && !(e instanceof Error && e.name === "SpecEvalError")) throw e;
    return `[${f.sets.length === 1 ? "x" : "<<x>>"} \\in ${printValue(lazyDomain(f))} |-> <expression>]`;
  }
}
