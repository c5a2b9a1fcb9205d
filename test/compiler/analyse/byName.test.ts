// Which operator parameters take their arguments by name (compiler/analyse/byName.ts;
// docs/semantics.md, "Operator arguments are substituted").

import test from "ava";
import { resolve, moduleOf } from "../../../compiler/resolve/index.js";
import { ByNameParameters } from "../../../compiler/analyse/byName.js";
import { writeSpec } from "../emit/support.js";

const tla = `---- MODULE Params ----
EXTENDS Naturals
VARIABLE x
Set(q) == q' = q + 1
Plain(q, r) == q + r > 0
Keep(p, q) == UNCHANGED <<p, q>>
Via(q) == Set(q)
Guarded(q, r) == q > 0 /\\ Set(r)
En(q) == ENABLED (q > 0)
Sub(q, r) == [r > 0]_q
Angle(q) == <<x' = q>>_x
Apply(Op(_), v) == Op(v)
LetPrimed(q) == LET a == q + 1 IN a' = 2
LetPlain(q) == LET a == q + 1 IN a > 2
Fair(q) == WF_q(x' = 1)
Later(q) == <>(q = 1)
Lam(q) == Apply(LAMBDA v : v + q, 1)
Infix(q) == q + x > 0
a \\prec b == a' < b
Cmp(q, r) == q \\prec r
LetRec(q) == LET RECURSIVE F(_)
                 F(n) == IF n = 0 THEN q ELSE F(n - 1)
             IN F(2)' = 1
RECURSIVE Rec(_, _)
Rec(q, n) == IF n = 0 THEN q' = 0 ELSE Rec(q, n - 1)
====
`;

const resolved = resolve(writeSpec("Params", tla, "").spec);
const byName = new ByNameParameters(resolved);

function byNameOf(name: string): string[] {
  const entity = moduleOf(resolved, "Params")!.visible.get(name)?.entity;
  if (entity?.kind !== "operator" || entity.node?.kind !== "OperatorDef") throw new Error(`no operator ${name}`);
  const found = byName.of(entity.node);
  return entity.node.params.filter((p) => found.has(p)).map((p) => p.name.name);
}

const cases: readonly [string, string[], string][] = [
  ["Set", ["q"], "a primed parameter"],
  ["Plain", [], "parameters only read in the current state"],
  ["Keep", ["p", "q"], "UNCHANGED <<p, q>>"],
  ["Via", ["q"], "an argument for another operator's by-name parameter"],
  ["Guarded", ["r"], "only the parameter that reaches a prime"],
  ["En", ["q"], "inside ENABLED"],
  ["Sub", ["q"], "the subscript of [A]_e, not the action"],
  ["Angle", [], "a parameter read unprimed inside <<A>>_e's action"],
  ["Apply", ["v"], "an argument of a higher-order parameter"],
  ["LetPrimed", ["q"], "inside a LET definition that is primed"],
  ["LetPlain", [], "inside a LET definition read unprimed"],
  ["Fair", ["q"], "a fairness subscript"],
  ["Later", ["q"], "under a temporal operator"],
  ["Lam", ["q"], "inside a LAMBDA"],
  ["Infix", [], "an operand of a standard operator"],
  ["Cmp", ["q"], "an operand of a user-defined infix operator that primes it"],
  ["Rec", ["q"], "a recursive operator"],
  ["LetRec", ["q"], "inside a recursive LET operator that is primed"],
];

for (const [name, expected, why] of cases) {
  test(`${name}: ${why} → by name: ${expected.length === 0 ? "none" : expected.join(", ")}`, (t) => {
    t.deepEqual(byNameOf(name), expected);
  });
}
