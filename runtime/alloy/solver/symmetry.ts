// Lex-leader symmetry breaking, as Kodkod does it. Atoms that every bound treats
// alike (same sigs' lower and upper bounds, not integers, not ordered by
// util/ordering) are interchangeable: swapping two of them maps instances to
// instances. For each pair of neighbouring interchangeable atoms we require the
// relations' entries, read in a fixed order, to be lexicographically no greater than
// their image under the swap, which keeps at least one instance of every orbit.
// Like Kodkod: the relations (skolems included) are read by arity, then name; relations the bounds fix
// and relations that never mention the class are skipped; entries a swap leaves in
// place and mirrors of pairs already compared are skipped; and the comparison stops at the
// first relation that starts once `maxLength` pairs have been collected (so a
// relation is always compared whole). Kodkod's default length, which the Analyzer
// uses, is 20.
import type { Bounds } from "./bounds.js";
import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";
import type { Matrix } from "./matrix.js";

/** How many variable pairs each lex-leader constraint compares at most. */
export const DEFAULT_LEX_LENGTH = 20;

/** Classes of interchangeable atoms (each with at least two atoms, ascending). */
export function interchangeableClasses(bounds: Bounds, orderedSigIds: ReadonlySet<number>): number[][] {
  const signature = new Map<number, string[]>();
  const excluded = new Set<number>();
  for (const b of bounds.sigs) {
    const lower = new Set(b.lower);
    for (const atom of b.upper) {
      let parts = signature.get(atom);
      if (!parts) signature.set(atom, (parts = []));
      parts.push(`${b.sig.id}${lower.has(atom) ? "L" : "U"}`);
      if (orderedSigIds.has(b.sig.id)) excluded.add(atom);
    }
  }
  const classes = new Map<string, number[]>();
  for (let atom = bounds.integerCount; atom < bounds.size; atom++) {
    if (excluded.has(atom)) continue;
    const key = (signature.get(atom) ?? []).join(",");
    let list = classes.get(key);
    if (!list) classes.set(key, (list = []));
    list.push(atom);
  }
  return [...classes.values()].filter((c) => c.length > 1);
}

/** A relation's entries as the symmetry breaker reads them. */
export interface SymmetryRelation {
  /** Kodkod's name for the relation (`this/Sig`, `this/Sig.field`): the reading order is by arity, then name. */
  readonly name: string;
  readonly matrix: Matrix;
}

/** The lex-leader constraints for the given relations. */
export function lexLeader(
  circuit: Circuit,
  bounds: Bounds,
  relations: readonly SymmetryRelation[],
  classes: readonly (readonly number[])[],
  maxLength: number = DEFAULT_LEX_LENGTH,
): Lit {
  const n = bounds.size;
  const ordered = relations
    .filter((r) => [...r.matrix.entries.values()].some((lit) => lit !== TRUE))
    .sort((a, b) => a.matrix.arity - b.matrix.arity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((r) => ({ matrix: r.matrix, keys: [...r.matrix.entries.keys()].sort((x, y) => x - y) }));
  const atomsOf = (key: number, arity: number): number[] => {
    const atoms: number[] = [];
    for (let col = 0; col < arity; col++, key = Math.floor(key / n)) atoms.push(key % n);
    return atoms;
  };
  const constraints: Lit[] = [];
  for (const cls of classes) {
    const members = new Set(cls);
    const touching = ordered.filter((r) => r.keys.some((k) => atomsOf(k, r.matrix.arity).some((a) => members.has(a))));
    for (let i = 0; i + 1 < cls.length; i++) {
      const a = cls[i]!;
      const b = cls[i + 1]!;
      const original: Lit[] = [];
      const permuted: Lit[] = [];
      const pairs = new Set<string>();
      for (const r of touching) {
        if (original.length >= maxLength) break;
        for (const key of r.keys) {
          let image = 0;
          let scale = 1;
          for (const atom of atomsOf(key, r.matrix.arity)) {
            image += (atom === a ? b : atom === b ? a : atom) * scale;
            scale *= n;
          }
          if (image === key) continue;
          const x = r.matrix.get(key);
          const y = r.matrix.get(image);
          // The mirror of a pair already compared adds nothing.
          if (pairs.has(`${y},${x}`)) continue;
          pairs.add(`${x},${y}`);
          original.push(x);
          permuted.push(y);
        }
      }
      constraints.push(lexLessOrEqual(circuit, original, permuted));
    }
  }
  return circuit.andAll(constraints);
}

/** xs ≤ ys lexicographically (most significant first). */
function lexLessOrEqual(circuit: Circuit, xs: readonly Lit[], ys: readonly Lit[]): Lit {
  const parts: Lit[] = [];
  let prefixEqual: Lit = TRUE;
  for (let i = 0; i < xs.length && prefixEqual !== FALSE; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    parts.push(circuit.implies(prefixEqual, circuit.implies(x, y)));
    // x ≤ y is required where the prefix is equal, so there x = y is just y → x:
    // one gate instead of an if-and-only-if's three.
    prefixEqual = circuit.and(prefixEqual, circuit.implies(y, x));
  }
  return circuit.andAll(parts);
}
