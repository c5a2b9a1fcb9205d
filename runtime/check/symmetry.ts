// SYMMETRY reduction as TLC does it (tlc2/tool/TLCStateMut.java, fingerPrint): for a
// state, apply every permutation of model values from the SYMMETRY set to all its
// variables, keep the permuted state that is smallest in TLC's value order compared
// variable by variable in TLC's variable order, and fingerprint that one. States in
// one orbit therefore share a fingerprint. The state itself (not the representative)
// is what gets queued and printed, as in TLC.

import { EvalError, Kind, compare, expand, forceFcn, fcnSorted, isSet, printValue, setOf, sortedElements, tuple } from "../values/index.js";
import type { Fcn, ModelValue, Value } from "../values/index.js";
import { foldTree } from "../values/foldTree.js";
import { comparePermuted, lookups } from "./permutedCompare.js";
import { Losers, permutationsActingOn, supportIndex } from "./symmetrySupport.js";
import type { CompiledSpec, EvalContext, State } from "./spec.js";

/**
 * A renaming of model values (by name) → model value, identity entries left out.
 * Keyed by name, not object: model values made while the actions were built (constant
 * `\E` bounds) come from another intern table than the run's, so one model value may
 * be two objects.
 */
type Renaming = ReadonlyMap<string, Value>;

/** One permutation of the SYMMETRY group, with its inverse when it is a bijection of model values. */
export interface Permutation {
  /** Position in `permutationsOf`'s list; -1 for an inverse. */
  readonly id: number;
  readonly images: Renaming;
  /**
   * The images again, indexed by the moved model value's intern token: the hot lookup.
   * Tokens agree between the run's intern table and the one the actions were built
   * with, as both are seeded with the .cfg's names first.
   */
  readonly byToken: readonly (Value | undefined)[];
  /** Undefined when some image is not a model value or two names share one. */
  readonly inverse: Permutation | undefined;
}

function withInverse(images: Renaming, id: number): Permutation {
  // A permutation's moved names are exactly its images' names, so every moved model
  // value's object (and token) is found among the images.
  const byName = new Map<string, ModelValue>();
  let bijective = true;
  for (const to of images.values()) {
    if (typeof to !== "object" || to.kind !== Kind.ModelValue || byName.has(to.name)) bijective = false;
    else byName.set(to.name, to);
  }
  for (const from of images.keys()) if (!byName.has(from)) bijective = false;
  if (!bijective) return { id, images, byToken: [], inverse: undefined };
  const byToken: Value[] = [];
  const back = new Map<string, Value>();
  const backByToken: Value[] = [];
  for (const [from, to] of images) {
    const fromValue = byName.get(from)!;
    byToken[fromValue.token] = to;
    back.set((to as ModelValue).name, fromValue);
    backByToken[(to as ModelValue).token] = fromValue;
  }
  const p: { id: number; images: Renaming; byToken: Value[]; inverse: Permutation | undefined } = { id, images, byToken, inverse: undefined };
  p.inverse = { id: -1, images: back, byToken: backByToken, inverse: p };
  return p;
}

/** The image of model value `m` under `p`. */
export function imageOf(m: ModelValue, p: Permutation): Value {
  return p.inverse !== undefined ? (p.byToken[m.token] ?? m) : (p.images.get(m.name) ?? m);
}

/**
 * The SYMMETRY set the search reduces by, as TLC's Tool.getSymmetryPerms decides it: with
 * at least as many operands in the definition's body as functions in the set (`Permutations
 * (A) \cup Permutations(B)` with A and B singletons) every operand is named in TLC's
 * warning and there is no symmetry; otherwise an operand `Permutations(S)` whose set S has
 * no model value that the generated group moves is named, and the group stays. `warn`: print
 * the warning (once, at the start of the search).
 */
export function symmetryOf(spec: CompiledSpec, ctx: EvalContext, warn: boolean): Value | undefined {
  if (spec.symmetry === undefined) return undefined;
  const value = spec.symmetry(ctx);
  const operands = spec.symmetryArguments;
  if (operands === undefined || operands.length === 0) return value;
  let count: number;
  let perms: Permutation[];
  if (!isSet(value)) return value; // the search reports TLC's error
  try {
    count = sortedElements(value).length;
    perms = permutationsOf(value);
  } catch {
    return value; // not a set of functions: the search reports TLC's error
  }
  const offenders: string[] = [];
  let keep = true;
  if (operands.length >= count) {
    for (const o of operands) offenders.push(o.name);
    keep = false;
  } else {
    const moved = new Set<string>();
    for (const p of perms) for (const name of p.images.keys()) moved.add(name);
    for (const o of operands) {
      if (o.set === undefined) continue;
      let set: Value;
      try {
        set = o.set(ctx);
      } catch {
        continue;
      }
      if (typeof set !== "object" || set.kind !== Kind.SetEnum) continue;
      if (!set.elems.some((e) => typeof e === "object" && e.kind === Kind.ModelValue && moved.has(e.name))) offenders.push(o.name);
    }
  }
  if (warn && offenders.length > 0) {
    const many = offenders.length > 1;
    ctx.print(
      `Warning: The set${many ? "s" : ""} ${offenders.join(", and ")} ${many ? "have" : "has"} been defined to be a symmetry set but contain${many ? "" : "s"} less than two elements.\n(Use the -nowarning option to disable this warning.)`,
    );
  }
  return keep ? value : undefined;
}

/** The non-identity permutations of a SYMMETRY set value. */
export function permutationsOf(symmetrySet: Value): Permutation[] {
  return renamingsOf(symmetrySet).map((r, id) => withInverse(r, id));
}

function renamingsOf(symmetrySet: Value): Renaming[] {
  if (!isSet(symmetrySet)) {
    throw new EvalError("SymmetryNotSet", {});
  }
  const out: Renaming[] = [];
  for (const f of sortedElements(symmetrySet)) {
    if (typeof f !== "object" || f.kind !== Kind.Fcn && f.kind !== Kind.Tuple) {
      throw new EvalError("SymmetryNotFunctions", {});
    }
    const m = new Map<string, Value>();
    if (f.kind === Kind.Fcn) {
      for (let i = 0; i < f.domain.length; i++) {
        const d = f.domain[i]!;
        const v = f.values[i]!;
        if (typeof d === "object" && d.kind === Kind.ModelValue && !(typeof v === "object" && v.kind === Kind.ModelValue && v.name === d.name)) m.set(d.name, v);
      }
    }
    if (m.size > 0) out.push(m);
  }
  return subgroupOf(out);
}

/**
 * The group the permutations generate, without the identity (TLC's
 * MVPerm.permutationSubgroup): `Permutations(A) \union Permutations(B)` reduces by
 * every combination of a permutation of A with one of B, not by each alone.
 */
function subgroupOf(generators: readonly Renaming[]): Renaming[] {
  const key = (p: Renaming): string =>
    [...p.entries()]
      .map(([d, v]) => `${d}>${printValue(v)}`)
      .sort()
      .join(",");
  const seen = new Map<string, Renaming>();
  for (const g of generators) seen.set(key(g), g);
  const queue = [...seen.values()];
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head]!;
    for (const g of generators) {
      const c = compose(p, g);
      if (c.size === 0) continue;
      const k = key(c);
      if (seen.has(k)) continue;
      seen.set(k, c);
      queue.push(c);
    }
  }
  return queue;
}

/** p after q: x -> p(q(x)), identity entries dropped. */
function compose(p: Renaming, q: Renaming): Renaming {
  const out = new Map<string, Value>();
  for (const x of new Set([...p.keys(), ...q.keys()])) {
    const qx = q.get(x);
    const mid = qx === undefined ? x : typeof qx === "object" && qx.kind === Kind.ModelValue ? qx.name : undefined;
    const pqx = mid === undefined ? qx! : (p.get(mid) ?? qx);
    if (pqx === undefined) continue;
    if (!(typeof pqx === "object" && pqx.kind === Kind.ModelValue && pqx.name === x)) out.set(x, pqx);
  }
  return out;
}

/** Nesting permuted by recursion; deeper parts are permuted from an explicit stack (`permuteDeep`). */
const MAX_NESTING = 1000;

/** `v` with every model value renamed by `p`; `v` itself when nothing changes. */
export function permute(v: Value, p: Permutation): Value {
  return permuteAt(v, p, 0);
}

function permuteAt(v: Value, p: Permutation, depth: number): Value {
  if (typeof v !== "object") return v;
  if (depth >= MAX_NESTING) return permuteDeep(v, p);
  switch (v.kind) {
    case Kind.ModelValue:
      return imageOf(v, p);
    case Kind.String:
    case Kind.Interval:
    case Kind.Infinite:
      return v;
    case Kind.SetEnum: {
      const xs = v.elems;
      const ys = permuteAll(xs, p, depth + 1);
      return ys === xs ? v : setOf(ys);
    }
    case Kind.Tuple: {
      const ys = permuteAll(v.elems, p, depth + 1);
      return ys === v.elems ? v : tuple(ys);
    }
    case Kind.Fcn:
      return permutedFcn(v, permuteAll(v.domain, p, depth + 1), permuteAll(v.values, p, depth + 1));
    case Kind.LazyFcn:
      return permuteAt(forceFcn(v), p, depth);
    default: {
      const e = expand(v);
      const r = permuteAt(e, p, depth);
      return r === e ? v : r;
    }
  }
}

/** The function `v` with domain `d` and values `vs` (its own arrays where nothing changed). */
function permutedFcn(v: Fcn, d: readonly Value[], vs: readonly Value[]): Value {
  if (d === v.domain && vs === v.values) return v;
  if (d === v.domain) return fcnSorted(d, vs);
  // A renamed domain must be re-sorted: build it as a set of pairs' order.
  const order = d.map((_, i) => i).sort((a, b) => compare(d[a]!, d[b]!));
  return fcnSorted(
    order.map((i) => d[i]!),
    order.map((i) => vs[i]!),
  );
}

function permuteAll(xs: readonly Value[], p: Permutation, depth: number): readonly Value[] {
  let out: Value[] | undefined;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = permuteAt(x, p, depth);
    if (y !== x && out === undefined) out = xs.slice(0, i);
    if (out !== undefined) out.push(y);
  }
  return out ?? xs;
}

/** `permute` from an explicit stack, for values nested deeper than MAX_NESTING. */
function permuteDeep(v: Value, p: Permutation): Value {
  return foldTree<Value, Value>(
    v,
    (x) => {
      if (typeof x !== "object") return undefined;
      switch (x.kind) {
        case Kind.ModelValue:
        case Kind.String:
        case Kind.Interval:
        case Kind.Infinite:
          return undefined;
        case Kind.SetEnum:
        case Kind.Tuple:
          return x.elems;
        case Kind.Fcn:
          return [...x.domain, ...x.values];
        case Kind.LazyFcn:
          return [forceFcn(x)];
        default:
          return [expand(x)];
      }
    },
    (x, parts) => {
      if (typeof x !== "object") return x;
      switch (x.kind) {
        case Kind.ModelValue:
          return imageOf(x, p);
        case Kind.String:
        case Kind.Interval:
        case Kind.Infinite:
          return x;
        case Kind.SetEnum:
          return unchanged(x.elems, parts) ? x : setOf(parts);
        case Kind.Tuple:
          return unchanged(x.elems, parts) ? x : tuple(parts);
        case Kind.Fcn: {
          const n = x.domain.length;
          const d = parts.slice(0, n);
          const vs = parts.slice(n);
          return permutedFcn(x, unchanged(x.domain, d) ? x.domain : d, unchanged(x.values, vs) ? x.values : vs);
        }
        case Kind.LazyFcn:
          return parts[0]!;
        default:
          return parts[0] === expand(x) ? x : parts[0]!;
      }
    },
  );
}

function unchanged(xs: readonly Value[], ys: readonly Value[]): boolean {
  for (let i = 0; i < xs.length; i++) if (xs[i] !== ys[i]) return false;
  return true;
}

/** Per permutation list, the record of losing permutations reused from state to state. */
const losersByPerms = new WeakMap<readonly Permutation[], Losers>();

/**
 * The representative of `state`'s orbit: the smallest of the state and its
 * permutations, comparing variables in `order` (TLC's variable order).
 *
 * The smallest image so far is kept as its permutation, and its variables are built
 * only when a comparison reaches them: a permutation that wins on an early variable
 * would otherwise pay for permuting every later one, and most are beaten again soon.
 * Permutations whose image repeats another's, or must lose as an earlier one did, are
 * not compared (symmetrySupport.ts).
 */
export function representative(state: State, allPerms: readonly Permutation[], order: readonly number[]): State {
  const index = supportIndex(allPerms);
  if (index === null) return smallestImage(state, allPerms, order, undefined);
  let losers = losersByPerms.get(allPerms);
  if (losers === undefined) losersByPerms.set(allPerms, (losers = new Losers(index)));
  losers.clear();
  lookups.bitOfToken = index.bitOfToken;
  try {
    return smallestImage(state, permutationsActingOn(state, index), order, losers);
  } finally {
    lookups.perm = undefined;
  }
}

function smallestImage(state: State, perms: readonly Permutation[], order: readonly number[], losers: Losers | undefined): State {
  const n = state.length;
  let best: Permutation | undefined;
  // The best image's variables, by index; undefined until built for the current `best`.
  const bestVals: (Value | undefined)[] = state.slice();
  nextPerm: for (let k = 0; k < perms.length; k++) {
    const p = perms[k]!;
    if (losers !== undefined) {
      if (losers.has(p)) continue;
      lookups.perm = p;
      lookups.forward = 0;
      lookups.inverse = 0;
      lookups.everything = false;
    }
    for (let j = 0; j < n; j++) {
      const at = order[j]!;
      let m = bestVals[at];
      // (`permute` records no lookups: only comparisons of p's image do.)
      if (m === undefined) m = bestVals[at] = permute(state[at]!, best!);
      const c = comparePermuted(state[at]!, p, m);
      if (c > 0) {
        if (losers !== undefined && !lookups.everything) losers.add(p, lookups.forward, lookups.inverse);
        continue nextPerm;
      }
      if (c < 0) {
        // Variables before `at` are equal in both images, so their built values stay.
        best = p;
        for (let r = j; r < n; r++) bestVals[order[r]!] = undefined;
        continue nextPerm;
      }
    }
  }
  if (best === undefined) return state;
  for (let at = 0; at < n; at++) if (bestVals[at] === undefined) bestVals[at] = permute(state[at]!, best);
  return bestVals as Value[];
}
