// Alloy's relational types: a type is a union of products of sigs, and the
// operators combine them column by column. Two sigs overlap when one extends
// (transitively) the other or one of them is `univ`; a subset sig is typed by the
// sigs it is declared `in` (so it never needs a case here). An empty product list
// with a non-zero arity is the type of an expression known to be empty (`none`).
//
// These functions only compute; reporting (and choosing between overloaded
// fields by which candidate types) is the resolver's job.

import type { ExprType, RelationType, Sig } from "./model.js";

export function relationType(arity: number, products: readonly (readonly Sig[])[]): RelationType {
  return { kind: "relation", arity, products: dedupe(products) };
}

export function sigType(sig: Sig): RelationType {
  if (sig.isSubset) return relationType(1, sig.subsetOf.flatMap((p) => sigType(p).products));
  return { kind: "relation", arity: 1, products: [[sig]] };
}

function isAncestorOrSelf(ancestor: Sig, sig: Sig): boolean {
  for (let s: Sig | undefined = sig; s !== undefined; s = s.parent) if (s === ancestor) return true;
  return false;
}

/** The more specific of two overlapping sigs, or undefined when their atoms never meet. */
export function meetSigs(a: Sig, b: Sig): Sig | undefined {
  if (a === b) return a;
  if (a.builtin && a.name === "univ") return b;
  if (b.builtin && b.name === "univ") return a;
  if (isAncestorOrSelf(a, b)) return b;
  if (isAncestorOrSelf(b, a)) return a;
  return undefined;
}

function dedupe(products: readonly (readonly Sig[])[]): (readonly Sig[])[] {
  const out: (readonly Sig[])[] = [];
  const seen = new Set<string>();
  for (const p of products) {
    const key = p.map((s) => s.id).join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(p);
  }
  return out;
}

export function isEmptyType(t: RelationType): boolean {
  return t.products.length === 0;
}

export function union(a: RelationType, b: RelationType): RelationType {
  return relationType(a.arity, [...a.products, ...b.products]);
}

/** Column-wise meet of every pair of products. */
export function intersect(a: RelationType, b: RelationType): RelationType {
  const out: Sig[][] = [];
  for (const pa of a.products) {
    for (const pb of b.products) {
      const row: Sig[] = [];
      let ok = true;
      for (let i = 0; i < pa.length && ok; i++) {
        const m = meetSigs(pa[i]!, pb[i]!);
        if (m === undefined) ok = false;
        else row.push(m);
      }
      if (ok) out.push(row);
    }
  }
  return relationType(a.arity, out);
}

/** The type of `a.b`: products whose inner columns meet; arity a + b - 2. */
export function join(a: RelationType, b: RelationType): RelationType {
  const out: Sig[][] = [];
  for (const pa of a.products) {
    for (const pb of b.products) {
      if (meetSigs(pa[pa.length - 1]!, pb[0]!) === undefined) continue;
      out.push([...pa.slice(0, -1), ...pb.slice(1)]);
    }
  }
  return relationType(a.arity + b.arity - 2, out);
}

export function product(a: RelationType, b: RelationType): RelationType {
  const out: Sig[][] = [];
  for (const pa of a.products) for (const pb of b.products) out.push([...pa, ...pb]);
  return relationType(a.arity + b.arity, out);
}

/**
 * The type of `*r`: r's type plus the identity on the sigs of its columns (`iden` is
 * typed by what it can meet, so `x.*r` of an unrelated x is still seen as irrelevant,
 * which lets an overloaded r be resolved by its neighbours).
 */
export function reflexiveClosure(a: RelationType): RelationType {
  const out: (readonly Sig[])[] = [...a.products];
  for (const p of a.products) out.push([p[0]!, p[0]!], [p[1]!, p[1]!]);
  return relationType(2, out);
}

export function transpose(a: RelationType): RelationType {
  return relationType(2, a.products.map((p) => [p[1]!, p[0]!]));
}

/** `s <: r`: the rows of r whose first column meets s. */
export function domainRestrict(s: RelationType, r: RelationType): RelationType {
  const out: Sig[][] = [];
  for (const ps of s.products) {
    for (const pr of r.products) {
      const m = meetSigs(ps[0]!, pr[0]!);
      if (m !== undefined) out.push([m, ...pr.slice(1)]);
    }
  }
  return relationType(r.arity, out);
}

/** `r :> s`: the rows of r whose last column meets s. */
export function rangeRestrict(r: RelationType, s: RelationType): RelationType {
  const out: Sig[][] = [];
  for (const pr of r.products) {
    for (const ps of s.products) {
      const m = meetSigs(pr[pr.length - 1]!, ps[0]!);
      if (m !== undefined) out.push([...pr.slice(0, -1), m]);
    }
  }
  return relationType(r.arity, out);
}

/** Whether some atom of type `t` can be an Int atom (a unary type with Int or univ). */
export function mayHoldInts(t: RelationType, intSig: Sig): boolean {
  return t.arity === 1 && t.products.some((p) => meetSigs(p[0]!, intSig) !== undefined);
}

/** How a type reads in messages: `Pod->Time`, `{Pod->Image, ReplicaSet->Image}`, `a formula`. */
export function describeType(t: ExprType): string {
  if (t.kind === "formula") return "a formula";
  if (t.kind === "int") return "an integer";
  if (t.products.length === 0) return `an empty relation of arity ${t.arity}`;
  const rows = t.products.map((p) => p.map((s) => s.name).join("->"));
  return rows.length === 1 ? rows[0]! : `{${rows.join(", ")}}`;
}

export function describeKind(t: ExprType): string {
  if (t.kind === "formula") return "a formula";
  if (t.kind === "int") return "an integer expression";
  return t.arity === 1 ? `a set (${describeType(t)})` : `a relation of arity ${t.arity} (${describeType(t)})`;
}
