// SYMMETRY reduction as TLC does it (tlc2/tool/TLCStateMut.java, fingerPrint): for a
// state, apply every permutation of model values from the SYMMETRY set to all its
// variables, keep the permuted state that is smallest in TLC's value order compared
// variable by variable in TLC's variable order, and fingerprint that one. States in
// one orbit therefore share a fingerprint. The state itself (not the representative)
// is what gets queued and printed, as in TLC.

import { EvalError, Kind, compare, expand, fcnSorted, isSet, printValue, setOf, sortedElements, tuple } from "../values/index.js";
import type { ModelValue, Value } from "../values/index.js";
import type { State } from "./spec.js";

/**
 * One permutation: model value (by name) → model value, identity entries left out.
 * Keyed by name, not object: model values made while the actions were built (constant
 * `\E` bounds) come from another intern table than the run's, so one model value may
 * be two objects.
 */
export type Permutation = ReadonlyMap<string, Value>;

/** The non-identity permutations of a SYMMETRY set value. */
export function permutationsOf(symmetrySet: Value): Permutation[] {
  if (!isSet(symmetrySet)) {
    throw new EvalError("SymmetryNotPermutations", { what: "the definition", value: printValue(symmetrySet) });
  }
  const out: Permutation[] = [];
  for (const f of sortedElements(symmetrySet)) {
    if (typeof f !== "object" || f.kind !== Kind.Fcn && f.kind !== Kind.Tuple) {
      throw new EvalError("SymmetryNotPermutations", { what: "one of its elements", value: printValue(f) });
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
function subgroupOf(generators: readonly Permutation[]): Permutation[] {
  const key = (p: Permutation): string =>
    [...p.entries()]
      .map(([d, v]) => `${d}>${printValue(v)}`)
      .sort()
      .join(",");
  const seen = new Map<string, Permutation>();
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
function compose(p: Permutation, q: Permutation): Permutation {
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

/** `v` with every model value renamed by `p`; `v` itself when nothing changes. */
export function permute(v: Value, p: Permutation): Value {
  if (typeof v !== "object") return v;
  switch (v.kind) {
    case Kind.ModelValue:
      return p.get(v.name) ?? v;
    case Kind.String:
    case Kind.Interval:
    case Kind.Infinite:
      return v;
    case Kind.SetEnum: {
      const xs = v.elems;
      const ys = permuteAll(xs, p);
      return ys === xs ? v : setOf(ys);
    }
    case Kind.Tuple: {
      const ys = permuteAll(v.elems, p);
      return ys === v.elems ? v : tuple(ys);
    }
    case Kind.Fcn: {
      const d = permuteAll(v.domain, p);
      const vs = permuteAll(v.values, p);
      if (d === v.domain && vs === v.values) return v;
      if (d === v.domain) return fcnSorted(d, vs);
      // A renamed domain must be re-sorted: build it as a set of pairs' order.
      const order = d.map((_, i) => i).sort((a, b) => compare(d[a]!, d[b]!));
      return fcnSorted(
        order.map((i) => d[i]!),
        order.map((i) => vs[i]!),
      );
    }
    default: {
      const e = expand(v);
      const r = permute(e, p);
      return r === e ? v : r;
    }
  }
}

function permuteAll(xs: readonly Value[], p: Permutation): readonly Value[] {
  let out: Value[] | undefined;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = permute(x, p);
    if (y !== x && out === undefined) out = xs.slice(0, i);
    if (out !== undefined) out.push(y);
  }
  return out ?? xs;
}

/**
 * The representative of `state`'s orbit: the smallest of the state and its
 * permutations, comparing variables in `order` (TLC's variable order).
 */
export function representative(state: State, perms: readonly Permutation[], order: readonly number[]): State {
  let min: State = state;
  const n = state.length;
  nextPerm: for (let k = 0; k < perms.length; k++) {
    const p = perms[k]!;
    // Permute lazily, in comparison order: most permutations lose on the first variable.
    const vals: Value[] = new Array<Value>(n);
    for (let j = 0; j < n; j++) {
      const at = order[j]!;
      const v = permute(state[at]!, p);
      vals[at] = v;
      const c = compare(v, min[at]!);
      if (c > 0) continue nextPerm;
      if (c < 0) {
        for (let r = j + 1; r < n; r++) vals[order[r]!] = permute(state[order[r]!]!, p);
        min = vals;
        continue nextPerm;
      }
    }
  }
  return min;
}
