// From a satisfying assignment back to an instance: atoms that belong to no sig are
// dropped, and the rest are renamed after the most specific sig they belong to,
// numbered in universe order (`Pod$0`, `Pod$1`, `Time$3`), as the Alloy Analyzer
// names them. Ordered sigs own fixed atoms in order, so `Time$i` is the i-th time.

import type { AlloyModel } from "../../../compiler/alloy/model.js";
import type { AlloyInstance, FieldTuples, SigAtoms, SkolemTuples, Tuple } from "../instance.js";
import type { Bounds } from "./bounds.js";
import { FALSE, TRUE, type Lit } from "./circuit.js";
import type { Matrix } from "./matrix.js";

export interface Skolem {
  readonly name: string;
  readonly matrix: Matrix;
}

/** Reads a primary literal's value in the solver's model. */
export type LiteralValue = (lit: Lit) => boolean;

export function decodeInstance(
  model: AlloyModel,
  bounds: Bounds,
  sigMatrices: readonly Matrix[],
  fieldMatrices: readonly Matrix[],
  skolems: readonly Skolem[],
  value: LiteralValue,
): AlloyInstance {
  const holds = (lit: Lit): boolean => (lit === TRUE ? true : lit === FALSE ? false : value(lit));
  const members: boolean[][] = sigMatrices.map((m) => {
    const out = new Array<boolean>(bounds.size).fill(false);
    for (const [atom, lit] of m.entries) out[atom] = holds(lit);
    return out;
  });

  // Most specific sig per atom: sigs come parents first, so a descendant overwrites.
  const owner = new Array<number>(bounds.size).fill(-1);
  for (const sig of model.sigs) {
    if (sig.isSubset) continue;
    const m = members[sig.id]!;
    for (let atom = bounds.integerCount; atom < bounds.size; atom++) if (m[atom]) owner[atom] = sig.id;
  }
  const names: string[] = [];
  for (let i = 0; i < bounds.integerCount; i++) names.push(String(bounds.minInt + i));
  const counters = new Array<number>(model.sigs.length).fill(0);
  for (let atom = bounds.integerCount; atom < bounds.size; atom++) {
    const o = owner[atom]!;
    const name = o < 0 ? "" : model.sigs[o]!.name;
    // A string literal's sig has one atom, named by the literal itself (`"x"`), as in Alloy.
    names.push(o < 0 ? "" : name.startsWith('"') ? name : `${name}$${counters[o]!++}`);
  }

  const sigs: SigAtoms[] = model.sigs.map((sig) => {
    const atoms: string[] = [];
    const m = members[sig.id]!;
    for (let atom = 0; atom < bounds.size; atom++) if (m[atom] && names[atom] !== "") atoms.push(names[atom]!);
    return { sig: sig.name, atoms };
  });

  const tuplesOf = (m: Matrix): Tuple[] => {
    const keys = [...m.entries.keys()].filter((k) => holds(m.get(k))).sort((a, b) => a - b);
    return keys.map((key) => {
      const tuple: string[] = new Array<string>(m.arity);
      let rest = key;
      for (let col = m.arity - 1; col >= 0; col--) {
        tuple[col] = names[rest % bounds.size]!;
        rest = Math.floor(rest / bounds.size);
      }
      return tuple;
    });
  };

  const fields: FieldTuples[] = model.fields.map((f) => ({
    sig: f.owner.name,
    field: f.name,
    tuples: tuplesOf(fieldMatrices[f.id]!),
  }));
  const skolemTuples: SkolemTuples[] = skolems.map((s) => ({ name: s.name, tuples: tuplesOf(s.matrix) }));
  return { bitwidth: bounds.bitwidth, maxseq: bounds.maxseq, sigs, fields, skolems: skolemTuples };
}
