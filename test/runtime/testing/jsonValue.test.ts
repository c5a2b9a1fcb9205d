// Logged JSON values as runtime values (runtime/testing/jsonValue.ts): the typed API's plain
// form and ITF's form read to the same TLA+ value under a shape; errors name the place
// inside the value; without a shape strings are model values only when the model has one.
// Values nested 100,000 deep are read, and told apart by diffValues, from explicit stacks.

import test from "ava";
import { jsonToValue, JsonValueError } from "../../../runtime/testing/jsonValue.js";
import type { Shape } from "../../../runtime/machine/shape.js";
import { diffValues } from "../../../runtime/testing/valueDiff.js";
import { InternTable, equals, printValue, record, tuple, type Value } from "../../../runtime/values/index.js";

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

test("without a shape: every form read from a stack; shallow values and error paths as before", (t) => {
  const intern = new InternTable();
  const v: Shape = { t: "value" };
  t.is(read(v, { a: [1, { "#tup": [true] }], b: { "#map": [[{ "#set": [] }, "x"]] } }, intern), '[a |-> <<1, <<TRUE>>>>, b |-> ({} :> "x")]');
  // `{}` is a record of no fields, which TLC prints `[]` (it equals <<>>).
  t.is(read(v, [[], {}, { "#set": [] }, { "#map": [] }], intern), "<<<<>>, [], {}, <<>>>>");
  t.is(t.throws(() => read(v, [1, { a: [2, null] }], intern), { instanceOf: JsonValueError }).path, "v[1].a[1]");
  t.is(t.throws(() => read(v, { "#map": [[1, 2], [3]] }, intern), { instanceOf: JsonValueError }).path, "v[1]");
  const bad = t.throws(() => read(v, { "#map": [["k", [null]]] }, intern), { instanceOf: JsonValueError });
  t.is(bad.path, 'v["k"][0]');
  t.regex(bad.reason, /cannot read null as a TLA\+ value/);
});

test("without a shape: a value nested 100,000 deep is read; an error at its bottom names a shortened path", (t) => {
  const intern = new InternTable();
  const depth = 100_000;
  let j: unknown = { "#bigint": "7" };
  for (let i = 0; i < depth; i++) j = i % 2 === 0 ? [j] : { n: j };
  const value = jsonToValue({ t: "value" }, j, intern, "v");
  let expected: Value = 7;
  for (let i = 0; i < depth; i++) expected = i % 2 === 0 ? tuple([expected]) : record(intern, [["n", expected]]);
  t.true(equals(value, expected));
  let broken: unknown = { "#bigint": "seven" };
  for (let i = 0; i < depth; i++) broken = { n: [broken] };
  const e = t.throws(() => jsonToValue({ t: "value" }, broken, intern, "v"), { instanceOf: JsonValueError });
  t.true(e.path.startsWith("v.n[0].n[0]"));
  t.true(e.path.endsWith(".n[0]"));
  t.true(e.path.length < 200);
  t.regex(e.reason, /needs a string of digits, found "seven"/);
});

test("diffValues: the place where values nested 100,000 deep differ, in one line", (t) => {
  const intern = new InternTable();
  const nest = (n: number, leaf: Value): Value => {
    let v = leaf;
    for (let i = 0; i < n; i++) v = record(intern, [["next", v], ["k", i]]);
    return v;
  };
  const lines = diffValues("x", nest(100_000, 1), nest(100_000, 2));
  t.is(lines.length, 1);
  t.regex(lines[0]!, /^x\.next\.next.*….*\.next: the spec has 1, the log has 2$/);
  // Shallow differences as before: one line per place, in the order of the places.
  const a = record(intern, [["p", 1], ["q", tuple([1, 2])], ["r", 3]]);
  const b = record(intern, [["p", 2], ["q", tuple([1, 5])], ["s", 3]]);
  t.deepEqual(diffValues("y", a, b), ["y.p: the spec has 1, the log has 2", "y.q[2]: the spec has 2, the log has 5", "y.r: in the spec's value (3), not in the log's", "y.s: in the log's value (3), not in the spec's"]);
  t.deepEqual(diffValues("z", a, a), []);
});
