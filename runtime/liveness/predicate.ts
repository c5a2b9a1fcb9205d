// A temporal-free formula (a conjunct of a `<>[]X` filter or a `[]<>X` condition)
// evaluated on a step of the behaviour graph from the recorded bits: state atoms are
// read at the step's source, action atoms on the step itself.

import type { Atom } from "./formula.js";
import type { StepGraph } from "./graph.js";
import type { Nnf } from "./normalize.js";

/** Whether the step `e` (an edge index, or `-1 - s` for the stuttering step of s) from state `s` satisfies the formula. */
export type StepTest = (s: number, e: number) => boolean;

export interface AtomIndex {
  readonly state: ReadonlyMap<Atom, number>;
  readonly action: ReadonlyMap<Atom, number>;
}

export function compileStepTest(f: Nnf, g: StepGraph, atoms: AtomIndex): StepTest {
  switch (f.k) {
    case "true":
      return () => true;
    case "false":
      return () => false;
    case "lit": {
      if (f.atom.level === "state") {
        const i = atoms.state.get(f.atom)!;
        return f.pos ? (s) => g.stateBit(s, i) : (s) => !g.stateBit(s, i);
      }
      const i = atoms.action.get(f.atom)!;
      return f.pos ? (_s, e) => g.actionBit(e, i) : (_s, e) => !g.actionBit(e, i);
    }
    case "and": {
      const xs = f.xs.map((x) => compileStepTest(x, g, atoms));
      return (s, e) => xs.every((x) => x(s, e));
    }
    case "or": {
      const xs = f.xs.map((x) => compileStepTest(x, g, atoms));
      return (s, e) => xs.some((x) => x(s, e));
    }
    default:
      throw new Error("a temporal operator inside a step predicate");
  }
}

/** Every atom of `f`, for registering with the graph. */
export function atomsOf(f: Nnf, out: Set<Atom>): void {
  if (f.k === "lit") out.add(f.atom);
  else if (f.k === "and" || f.k === "or") f.xs.forEach((x) => atomsOf(x, out));
  else if (f.k === "always" || f.k === "eventually") atomsOf(f.x, out);
}
