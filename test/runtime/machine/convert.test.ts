// Plain values ⇄ runtime values: each shape round-trips to an equal runtime value, a
// plain string becomes a string or a model value as the shape says, and a value of
// the wrong type is refused with a ShapeError instead of being silently converted.

import test from "ava";
import { ShapeError, toPlain, toValue, type Shape } from "../../../runtime/machine/index.js";
import * as V from "../../../runtime/values/index.js";

const intern = new V.InternTable();
const str = (s: string) => intern.string(s);
const mv = (s: string) => intern.modelValue(s);

const node: Shape = { t: "scalar", models: ["n1", "n2"], strings: ["none"] };
const cases: [string, Shape, V.Value][] = [
  ["int or model value", { t: "scalar", int: true, models: ["global"] }, mv("global")],
  ["model value vs literal string", { t: "set", of: node }, V.setOf([mv("n1"), str("none")])],
  ["sequence", { t: "seq", of: { t: "scalar", int: true } }, V.tuple([3, 1, 2])],
  ["tuple", { t: "tuple", of: [{ t: "scalar", bool: true }, node] }, V.tuple([true, mv("n2")])],
  ["record", { t: "record", fields: { on: { t: "scalar", bool: true }, at: node } }, V.record(intern, [["on", false], ["at", mv("n1")]])],
  ["function keyed by model values (object)", { t: "fn", dom: node, rng: { t: "scalar", int: true }, object: true }, V.fcn([mv("n1"), mv("n2")], [1, 2])],
  ["function on integers (Map, a tuple at run time)", { t: "fn", dom: { t: "scalar", int: true }, rng: node, object: false }, V.fcn([1, 2], [mv("n1"), str("none")])],
  ["function keyed by tuples (Map)", { t: "fn", dom: { t: "tuple", of: [node, { t: "scalar", int: true }] }, rng: { t: "scalar", bool: true }, object: false }, V.fcn([V.tuple([mv("n1"), 1])], [true])],
  [
    "variant with a tag field",
    { t: "set", of: { t: "variant", tag: "type", cases: [{ fields: { type: { t: "scalar", strings: ["req"] }, from: node } }, { fields: { type: { t: "scalar", strings: ["ack"] }, ok: { t: "scalar", bool: true } } }] } },
    V.setOf([V.record(intern, [["type", str("req")], ["from", mv("n2")]]), V.record(intern, [["type", str("ack")], ["ok", true]])]),
  ],
  ["general value", { t: "value" }, V.setOf([str("y"), str("x")])],
];

for (const [name, shape, value] of cases) {
  test(`round trip: ${name}`, (t) => {
    const plain = toPlain(shape, value);
    const back = toValue(shape, plain, intern);
    t.true(V.equals(back, value), `${V.printValue(value)} came back as ${V.printValue(back)}`);
  });
}

test("plain forms: strings for strings and model values, frozen objects, Sets and Maps", (t) => {
  t.deepEqual(toPlain({ t: "set", of: node }, V.setOf([mv("n1"), str("none")])), new Set(["n1", "none"]));
  const rec = toPlain({ t: "record", fields: { on: { t: "scalar", bool: true } } }, V.record(intern, [["on", true]]));
  t.deepEqual(rec, { on: true });
  t.true(Object.isFrozen(rec));
  t.deepEqual(toPlain({ t: "fn", dom: { t: "scalar", int: true }, rng: { t: "scalar", int: true }, object: false }, V.tuple([5, 6])), new Map([[1, 5], [2, 6]]));
  t.is(toValue({ t: "scalar", models: ["n1"], strings: ["n1x"] }, "n1", intern), mv("n1"));
  t.is(toValue({ t: "scalar", models: ["n1"], strings: ["n1x"] }, "n1x", intern), str("n1x"));
});

test("values of the wrong type are refused", (t) => {
  t.throws(() => toValue(node, "n3", intern), { instanceOf: ShapeError });
  t.throws(() => toValue({ t: "scalar", int: true }, 2 ** 40, intern), { instanceOf: ShapeError });
  t.throws(() => toValue({ t: "scalar", int: true }, 1.5, intern), { instanceOf: ShapeError });
  t.throws(() => toValue({ t: "record", fields: { on: { t: "scalar", bool: true } } }, {}, intern), { instanceOf: ShapeError });
  t.throws(() => toPlain({ t: "seq", of: { t: "value" } }, V.setOf([1])), { instanceOf: ShapeError });
});
