// Which permutations need trying when choosing a state's SYMMETRY representative
// (symmetry.ts `representative`). Two facts leave most of them out without changing
// the representative, since each only skips images that cannot be the smallest:
//
// - A permutation's image of a state depends only on what it does to the model values
//   occurring in the state (its support): permutations that agree there give the very
//   same image, and one that fixes the support gives the state itself
//   (`permutationsActingOn`).
// - A comparison that finds a permutation's image larger than the best so far read
//   only some model values' images and preimages (permutedCompare.ts `lookups`); every
//   permutation that maps those model values alike makes the same comparison and
//   loses as well, against that best or any smaller one (`Losers`). On FastPaxos (143
//   permutations of four replicas and three values) a comparison is mostly settled by
//   the messages about values, whatever the permutation does to the replicas.
//
// Sets of moved model values are bitmasks; the partitions of the permutations by
// what they do on such a set are worked out once per set.

import { Kind, type ModelValue, type Value } from "../values/index.js";
import type { Permutation } from "./symmetry.js";

/** The moved model values numbered by bit, and what was worked out per set of them. */
export interface SupportIndex {
  /** Bit number per moved model value's intern token. */
  readonly bitOfToken: readonly (number | undefined)[];
  /** Per bit, the moved model value's token. */
  readonly tokenOfBit: readonly number[];
  /** Every moved model value's bit. */
  readonly full: number;
  readonly perms: readonly Permutation[];
  /** Per support mask, one permutation per different action on it, none that fixes it. */
  readonly acting: Map<number, readonly Permutation[]>;
  /** Per mask, the class of each permutation (by `id`): one class per different action on the mask. */
  readonly classes: Map<number, { readonly classOf: Int32Array; readonly count: number }>;
}

/** Masks are 31-bit numbers; more moved model values than that keep every permutation. */
const MAX_MOVED = 30;
/** Nesting walked for the support; a deeper state keeps every permutation. */
const MAX_NESTING = 200;

/** Null when nothing can be left out (some permutation is not a bijection of model values, or too many move). */
const indexes = new WeakMap<readonly Permutation[], SupportIndex | null>();

/** The index of `perms` (as `permutationsOf` made them), or null when nothing can be left out. */
export function supportIndex(perms: readonly Permutation[]): SupportIndex | null {
  let index = indexes.get(perms);
  if (index === undefined) {
    index = indexOf(perms);
    indexes.set(perms, index);
  }
  return index;
}

function indexOf(perms: readonly Permutation[]): SupportIndex | null {
  const bitOfToken: number[] = [];
  const tokenOfBit: number[] = [];
  for (let i = 0; i < perms.length; i++) {
    const p = perms[i]!;
    if (p.inverse === undefined || p.id !== i) return null;
    p.byToken.forEach((to, token) => {
      if (to !== undefined && bitOfToken[token] === undefined) {
        bitOfToken[token] = tokenOfBit.length;
        tokenOfBit.push(token);
      }
    });
  }
  if (tokenOfBit.length > MAX_MOVED) return null;
  return { bitOfToken, tokenOfBit, full: 2 ** tokenOfBit.length - 1, perms, acting: new Map(), classes: new Map() };
}

/**
 * The permutations of `index.perms` whose images of `state` can differ from each
 * other and from `state`: one per different action on the model values in `state`.
 */
export function permutationsActingOn(state: readonly Value[], index: SupportIndex): readonly Permutation[] {
  let mask = 0;
  for (let i = 0; i < state.length && mask !== index.full; i++) mask = supportOf(state[i]!, index, mask, 0);
  if (mask === index.full) return index.perms;
  let acting = index.acting.get(mask);
  if (acting === undefined) {
    const { classOf, count } = classesOn(mask, index);
    const taken = new Uint8Array(count);
    // Class 0 is the identity's action (see classesOn): those images are the state itself.
    taken[0] = 1;
    const kept: Permutation[] = [];
    for (const p of index.perms) {
      if (taken[classOf[p.id]!] === 1) continue;
      taken[classOf[p.id]!] = 1;
      kept.push(p);
    }
    index.acting.set(mask, (acting = kept));
  }
  return acting;
}

/** `mask` with the bits of the moved model values occurring in `v`; `index.full` when that cannot be told. */
function supportOf(v: Value, index: SupportIndex, mask: number, depth: number): number {
  if (typeof v !== "object") return mask;
  if (depth >= MAX_NESTING) return index.full;
  switch (v.kind) {
    case Kind.ModelValue: {
      const bit = index.bitOfToken[v.token];
      return bit === undefined ? mask : mask | (1 << bit);
    }
    case Kind.String:
    case Kind.Interval:
    case Kind.Infinite:
      return mask;
    case Kind.SetEnum:
    case Kind.Tuple: {
      const xs = v.elems;
      for (let i = 0; i < xs.length && mask !== index.full; i++) mask = supportOf(xs[i]!, index, mask, depth + 1);
      return mask;
    }
    case Kind.Fcn: {
      const d = v.domain;
      // A domain of strings or numbers (records, functions on numbers) holds no model
      // value: untyped model values sort before every other kind, so the first tells.
      const d0 = d[0];
      if (typeof d0 === "object" && d0.kind !== Kind.String) {
        for (let i = 0; i < d.length && mask !== index.full; i++) mask = supportOf(d[i]!, index, mask, depth + 1);
      }
      const vs = v.values;
      for (let i = 0; i < vs.length && mask !== index.full; i++) mask = supportOf(vs[i]!, index, mask, depth + 1);
      return mask;
    }
    default:
      // Lazy sets: what they hold is not walked here.
      return index.full;
  }
}

/** The image's token of the moved model value with token `t` under `p` (a bijection of model values). */
function imageToken(p: Permutation, t: number): number {
  return (p.byToken[t] as ModelValue | undefined)?.token ?? t;
}

/** The permutations partitioned by what they do on the model values of `mask`; class 0 is the identity's. */
function classesOn(mask: number, index: SupportIndex): { readonly classOf: Int32Array; readonly count: number } {
  let found = index.classes.get(mask);
  if (found !== undefined) return found;
  const tokens = index.tokenOfBit.filter((_, bit) => (mask & (1 << bit)) !== 0);
  const ids = new Map<string, number>([[tokens.join(","), 0]]);
  const classOf = new Int32Array(index.perms.length);
  for (const p of index.perms) {
    const key = tokens.map((t) => imageToken(p, t)).join(",");
    let c = ids.get(key);
    if (c === undefined) ids.set(key, (c = ids.size));
    classOf[p.id] = c;
  }
  found = { classOf, count: ids.size };
  index.classes.set(mask, found);
  return found;
}

/** The permutations known to lose while one state's representative is chosen (see the header). */
export class Losers {
  private readonly masks: number[] = [];
  private readonly classOf: Int32Array[] = [];
  private readonly lost: Uint8Array[] = [];

  constructor(private readonly index: SupportIndex) {}

  /** Forgets the previous state's losers. */
  clear(): void {
    this.masks.length = 0;
    this.classOf.length = 0;
    this.lost.length = 0;
  }

  /** Whether `p` maps alike the model values that settled an earlier loss. */
  has(p: Permutation): boolean {
    for (let i = 0; i < this.masks.length; i++) if (this.lost[i]![this.classOf[i]![p.id]!] === 1) return true;
    return false;
  }

  /**
   * Records that `p` lost in a comparison that read the images under `p` of the model
   * values in `forward` and the preimages of those in `inverse` (bitmasks).
   */
  add(p: Permutation, forward: number, inverse: number): void {
    const index = this.index;
    // Reading p's preimage of u is reading p at that preimage: q agrees there when q(p⁻¹(u)) = u.
    let points = forward;
    for (let bit = 0; inverse !== 0; bit++, inverse >>>= 1) {
      if ((inverse & 1) === 0) continue;
      const pre = imageToken(p.inverse!, index.tokenOfBit[bit]!);
      points |= 1 << index.bitOfToken[pre]!;
    }
    // Every permutation acts differently on all moved model values: nothing to share.
    if (points === index.full) return;
    let i = this.masks.indexOf(points);
    if (i < 0) {
      const { classOf, count } = classesOn(points, index);
      i = this.masks.length;
      this.masks.push(points);
      this.classOf.push(classOf);
      this.lost.push(new Uint8Array(count));
    }
    this.lost[i]![this.classOf[i]![p.id]!] = 1;
  }
}
