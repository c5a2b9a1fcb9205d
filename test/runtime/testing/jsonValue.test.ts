// Logged JSON values as runtime values (runtime/testing/jsonValue.ts): the typed API's plain
// form and ITF's form read to the same TLA+ value under a shape; errors name the place
// inside the value; without a shape strings are model values only when the model has one.

import test from "ava";
import { jsonToValue, JsonValueError } from "../../../runtime/testing/jsonValue.js";
import type { Shape } from "../../../runtime/machine/shape.js";
import { InternTable, printValue } from "../../../runtime/values/index.js";

const node: Shape = { t: "scalar", models: ["n1", "n2"] };
const task: Shape = { t: "record", fields: { id: node, slot: { t: "scalar", int: true, strings: ["global"] } } };

function read(shape: Shape, json: unknown, intern = new InternTable()): string {
  return printValue(jsonToValue(shape, json, intern, "v"));
}

test("plain and ITF forms read to the same value", (t) => {
  const set: Shape = { t: "set", of: task };
  // One intern table: strings and model values print in the order it first met them.
  const intern = new InternTable();
  const r = (shape: Shape, json: unknown): string => read(shape, json, intern);
  t.is(r(set, [{ id: "n2", slot: 1 }, { id: "n1", slot: "global" }]), r(set, { "#set": [{ id: "n1", slot: "global" }, { id: "n2", slot: { "#bigint": "1" } }] }));
  const seq: Shape = { t: "seq", of: node };
  t.is(r(seq, ["n1", "n2"]), "<<n1, n2>>");
  t.is(r(seq, { "#tup": ["n1", "n2"] }), "<<n1, n2>>");
  const byNode: Shape = { t: "fn", dom: node, rng: { t: "scalar", strings: ["up", "down"] }, object: true };
  t.is(r(byNode, { n1: "up", n2: "down" }), r(byNode, { "#map": [["n2", "down"], ["n1", "up"]] }));
  const byInt: Shape = { t: "fn", dom: { t: "scalar", int: true }, rng: node, object: false };
  t.is(r(byInt, { "1": "n1", "2": "n2" }), "<<n1, n2>>");
  t.is(r(byInt, [[3, "n1"]]), "(3 :> n1)");
  t.is(r(byInt, { "#tup": [] }), "<<>>");
});

test("a value of another type names its place and what was expected", (t) => {
  const set: Shape = { t: "set", of: task };
  const e = t.throws(() => read(set, [{ id: "n1", slot: 1 }, { id: "n3", slot: 1 }]), { instanceOf: JsonValueError });
  t.is(e.path, "v[1].id");
  t.is(e.reason, 'expected one of "n1", "n2", found "n3"');
  t.is(t.throws(() => read(task, { id: "n1" }), { instanceOf: JsonValueError }).reason, "missing field slot");
  t.is(t.throws(() => read(task, { id: "n1", slot: 1, extra: 2 }), { instanceOf: JsonValueError }).path, "v.extra");
  t.regex(t.throws(() => read({ t: "scalar", int: true }, { "#bigint": "99999999999" }), { instanceOf: JsonValueError }).reason, /not an integer in TLC's range/);
  t.regex(t.throws(() => read({ t: "tuple", of: [node, node] }, ["n1"]), { instanceOf: JsonValueError }).reason, /expected a tuple of 2 elements, found 1/);
});

test("without a shape: strings are model values when the model has one of that name", (t) => {
  const intern = new InternTable();
  intern.modelValue("p1");
  const v: Shape = { t: "value" };
  t.is(read(v, ["p1", "p2"], intern), '<<p1, "p2">>');
  t.is(read(v, { "#set": [{ "#bigint": "2" }, 1] }, intern), "{1, 2}");
  t.regex(t.throws(() => read(v, { "#set": [{ a: 1 }, 2] }, intern), { instanceOf: JsonValueError }).reason, /its elements are values TLC cannot compare/);
  t.is(read(v, { "#map": [[2, true]] }, intern), "(2 :> TRUE)");
});
