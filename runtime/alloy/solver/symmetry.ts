// Lex-leader symmetry breaking. Atoms that every bound treats alike (same sigs'
// lower and upper bounds, not integers, not ordered by util/ordering) are
// interchangeable: swapping two of them maps instances to instances. For each pair
// of neighbouring interchangeable atoms we require the primary variables, read in a
// fixed order, to be lexicographically no greater than their image under the swap,
// which keeps at least one instance of every orbit. As in Kodkod, only a prefix of
// the variable vector is compared, trading completeness for a small circuit.

import type { Bounds } from "./bounds.js";
import { Circuit, TRUE, type Lit } from "./circuit.js";
import type { Matrix } from "./matrix.js";

/** How many variable pairs each lex-leader constraint compares at most. */
export const DEFAULT_LEX_LENGTH = 30;

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

/** The lex-leader constraints for the given relations (in the order they are read). */
export function lexLeader(
  circuit: Circuit,
  bounds: Bounds,
  relations: readonly Matrix[],
  classes: readonly (readonly number[])[],
  maxLength: number = DEFAULT_LEX_LENGTH,
): Lit {
  const n = bounds.size;
  const constraints: Lit[] = [];
  const sortedKeys = relations.map((m) => [...m.entries.keys()].sort((x, y) => x - y));
  for (const cls of classes) {
    for (let i = 0; i + 1 < cls.length; i++) {
      const a = cls[i]!;
      const b = cls[i + 1]!;
      const swap = (atom: number): number => (atom === a ? b : atom === b ? a : atom);
      let prefixEqual: Lit = TRUE;
      const parts: Lit[] = [];
      let compared = 0;
      for (let r = 0; r < relations.length && compared < maxLength; r++) {
        const m = relations[r]!;
        for (const key of sortedKeys[r]!) {
          if (compared >= maxLength) break;
          let image = 0;
          let rest = key;
          let scale = 1;
          for (let col = 0; col < m.arity; col++) {
            image += swap(rest % n) * scale;
            rest = Math.floor(rest / n);
            scale *= n;
          }
          const x = m.get(key);
          const y = m.get(image);
          if (x === y) continue;
          parts.push(circuit.implies(prefixEqual, circuit.implies(x, y)));
          prefixEqual = circuit.and(prefixEqual, circuit.iff(x, y));
          compared++;
        }
      }
      constraints.push(circuit.andAll(parts));
    }
  }
  return circuit.andAll(constraints);
}
