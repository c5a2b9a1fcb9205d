// What names mean inside instantiated modules (compiler/analyse/scope.ts).

import test from "ava";
import { compileText, firstInit, load, successors, show } from "../emit/support.js";

test("a submodule uses its enclosing module's variables, constants and definitions, which are not its parameters", async (t) => {
  const tla = `---- MODULE Outer ----
EXTENDS Naturals
CONSTANT Limit
VARIABLE x
Below == x < Limit
---- MODULE Inner ----
Inc == Below /\\ x' = x + Limit
====
INSTANCE Inner
Init == x = 0
Next == Inc
====
`;
  const compiled = compileText("Outer", tla, "CONSTANT Limit = 2\nINIT Init\nNEXT Next\n");
  t.deepEqual(compiled.diagnostics.filter((d) => d.severity === "error").map((d) => d.message), []);
  const spec = await load("Outer", tla, "CONSTANT Limit = 2\nINIT Init\nNEXT Next\n");
  const init = firstInit(spec);
  t.is(show(spec, init), "x=0");
  t.deepEqual(successors(spec, init), ["Inc: x=2"]);
});

test("a parameter an INSTANCE of a top-level module leaves out is still reported", async (t) => {
  // P has a constant C that the instantiating module neither declares nor substitutes.
  const tla = `---- MODULE Host ----
VARIABLE x
I == INSTANCE P
Init == x = 0
Next == x' = I!Get
====
`;
  const compiled = compileText("Host", tla, "INIT Init\nNEXT Next\n", { "P.tla": "---- MODULE P ----\nCONSTANT C\nGet == C\n====\n" });
  t.true(compiled.diagnostics.some((d) => d.severity === "error"));
});
