// Hand-written specs with TLC answers known from TLC-SEMANTICS.md, shared by the
// checker and report tests.

import type { State } from "../../../../runtime/check/spec.js";
import { setOf, type SetEnum, type Value } from "../../../../runtime/values/index.js";
import { loc, type HandSpecInput } from "./handSpec.js";

const num = (s: State, i = 0): number => s[i] as number;

// §5.3, spec T1: CONSTANT R = {r2, r1}, Submit(r) == x < 3 /\ x' = x+1 /\ y' = y \cup {r},
// Next == (\E r \in R : Submit(r)) \/ Reset, INVARIANT Cardinality(y) < 2.
export function t1Spec(): HandSpecInput {
  return {
    module: "T1",
    variables: ["x", "y"],
    seed: ["r2", "r1"],
    init: () => [[0, setOf([])]],
    actions: ["r2", "r1"]
      .map((r) => ({
        name: `Submit(${r})`,
        location: loc("T1", 6, 14, 6, 51),
        next: (s: State, ctx: { intern: { modelValue(n: string): Value } }): State[] =>
          num(s) < 3 ? [[num(s) + 1, setOf([...(s[1] as SetEnum).elems, ctx.intern.modelValue(r)])]] : [],
      }))
      .concat([{ name: "Reset", location: loc("T1", 8, 10, 8, 40), next: (s: State) => (num(s) === 3 ? [[0, setOf([])]] : []) }]),
    invariants: { Inv: (s) => (s[1] as SetEnum).elems.length < 2 },
  };
}

// DieHard (Specifying Systems' water jugs): big (5 gal) and small (3 gal).
export function dieHard(): HandSpecInput {
  const min = Math.min;
  const jug = (s: State): [number, number] => [num(s, 0), num(s, 1)];
  return {
    module: "DieHard",
    variables: ["big", "small"],
    init: () => [[0, 0]],
    actions: [
      { name: "FillSmallJug", next: (s) => [[jug(s)[0], 3]] },
      { name: "FillBigJug", next: (s) => [[5, jug(s)[1]]] },
      { name: "EmptySmallJug", next: (s) => [[jug(s)[0], 0]] },
      { name: "EmptyBigJug", next: (s) => [[0, jug(s)[1]]] },
      {
        name: "SmallToBig",
        next: (s) => {
          const [b, sm] = jug(s);
          const b2 = min(b + sm, 5);
          return [[b2, sm - (b2 - b)]];
        },
      },
      {
        name: "BigToSmall",
        next: (s) => {
          const [b, sm] = jug(s);
          const s2 = min(b + sm, 3);
          return [[b - (s2 - sm), s2]];
        },
      },
    ],
    invariants: { NotSolved: (s) => num(s, 0) !== 4 },
  };
}
