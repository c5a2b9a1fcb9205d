import test from "ava";
import { Relations } from "../../../runtime/alloy/relations.js";
import { formatInstance, instanceToJson, universe, type AlloyInstance } from "../../../runtime/alloy/instance.js";

const instance: AlloyInstance = {
  bitwidth: 4,
  sigs: [
    { sig: "A", atoms: ["A$0", "A$1", "A$2"] },
    { sig: "B", atoms: ["B$0", "B$1"] },
  ],
  fields: [
    { sig: "A", field: "f", tuples: [["A$0", "B$0"], ["A$1", "B$0"], ["A$1", "B$1"]] },
    { sig: "A", field: "next", tuples: [["A$0", "A$1"], ["A$1", "A$2"]] },
    { sig: "A", field: "n", tuples: [["A$0", "3"], ["A$1", "-2"]] },
  ],
  skolems: [{ name: "$show_a", tuples: [["A$1"]] }],
};

const r = new Relations(instance);
const A = r.sig("A");
const B = r.sig("B");
const f = r.field("A", "f", 2);
const next = r.field("A", "next", 2);
const atoms = (x: ReturnType<Relations["sig"]>) => r.tuples(x).map((t) => t.join("->"));

test("join, product and transpose follow Alloy's definitions", (t) => {
  t.deepEqual(atoms(r.join(r.fromTuples(1, [["A$1"]]), f)), ["B$0", "B$1"]);
  t.deepEqual(atoms(r.join(f, r.fromTuples(1, [["B$0"]]))), ["A$0", "A$1"]);
  t.deepEqual(atoms(r.join(A, f)), ["B$0", "B$1"]);
  t.is(r.product(A, B).keys.length, 6);
  t.deepEqual(atoms(r.transpose(f)), ["B$0->A$0", "B$0->A$1", "B$1->A$1"]);
  t.true(r.equal(r.transpose(r.transpose(f)), f));
  // A ternary relation joined on both sides.
  const t3 = r.product(f, A);
  t.is(t3.arity, 3);
  t.deepEqual(atoms(r.join(r.fromTuples(1, [["A$0"]]), r.join(t3, r.fromTuples(1, [["A$2"]])))), ["B$0"]);
});

test("closures, override and restrictions", (t) => {
  t.deepEqual(atoms(r.closure(next)), ["A$0->A$1", "A$0->A$2", "A$1->A$2"]);
  const star = r.reflexiveClosure(next);
  t.true(r.subset(r.iden, star));
  t.is(star.keys.length, r.size + 3);
  const g = r.fromTuples(2, [["A$1", "B$1"]]);
  t.deepEqual(atoms(r.override(f, g)), ["A$0->B$0", "A$1->B$1"]);
  t.deepEqual(atoms(r.domainRestrict(r.fromTuples(1, [["A$0"]]), f)), ["A$0->B$0"]);
  t.deepEqual(atoms(r.rangeRestrict(f, r.fromTuples(1, [["B$1"]]))), ["A$1->B$1"]);
  t.deepEqual(atoms(r.difference(A, r.join(f, B))), ["A$2"]);
  t.deepEqual(atoms(r.intersection(A, r.union(B, r.fromTuples(1, [["A$2"]])))), ["A$2"]);
});

test("integers wrap around at the bit width without overflow prevention", (t) => {
  const w = new Relations(instance, { preventOverflow: false });
  t.is(w.add(7, 1), -8);
  t.is(w.sub(-8, 1), 7);
  t.is(w.mul(4, 4), 0);
  t.is(w.mul(3, 3), -7);
  t.is(w.div(-7, 2), -3);
  t.is(w.rem(-7, 2), -1);
  t.is(w.div(5, 0), -1);
  t.is(w.div(-5, 0), 1);
  t.is(w.div(0, 0), 0);
  t.is(w.shl(3, 1), 6);
  t.is(w.shl(5, 1), -6);
  t.is(w.shl(1, 4), 1, "the amount's low two bits only, as Kodkod's shifter");
  t.is(w.sha(-4, 1), -2);
  t.is(w.shr(-4, 1), 6);
  t.is(w.count(w.product(w.sig("A"), w.ints)), w.wrap(48));
  t.is(w.toInt(w.join(w.sig("A"), w.field("A", "n", 2))), 1);
  t.deepEqual(atoms(w.toAtom(9)), ["-7"]);
});

test("with overflow prevention (the default) an overflowed integer is NaN and decides comparisons as the solver does", (t) => {
  t.true(r.preventOverflow);
  t.true(Number.isNaN(r.add(7, 1)));
  t.true(Number.isNaN(r.add(r.add(7, 1), -8)), "stays overflowed");
  t.is(r.add(7, -8), -1);
  t.true(Number.isNaN(r.neg(-8)));
  t.true(Number.isNaN(r.div(5, 0)));
  t.true(Number.isNaN(r.rem(5, 0)));
  t.true(Number.isNaN(r.shl(5, 1)));
  t.true(Number.isNaN(r.count(r.product(A, r.ints))));
  t.deepEqual(atoms(r.toAtom(r.add(7, 1))), [], "no Int atom");
  // Kodkod adds the integers of a set smallest first, halves split at the middle: {-8, -1, 7} sums
  // (-8 + -1) + 7 and the first partial sum overflows, though the total -2 fits.
  t.true(Number.isNaN(r.toInt(r.fromTuples(1, [["-8"], ["-1"], ["7"]]))));
  t.is(r.toInt(r.fromTuples(1, [["-8"], ["7"]])), -1);
  const over = r.add(7, 1);
  t.false(r.intCompare("<", over, 0), "outside negations: false");
  t.true(r.intCompare("<", over, 0, 1), "under a negation: true");
  t.true(r.intCompare("<", over, 0, 2), "a universal Int's overflow drops the binding: true");
  t.false(r.intCompare("<", over, 0, 3));
  t.true(r.intCompare("<", 1, 2));
});

test("bindings enumerate one, lone, some and set values", (t) => {
  t.is(r.bindings("one", A).length, 3);
  t.is(r.bindings("lone", A).length, 4);
  t.is(r.bindings("some", A).length, 7);
  t.is(r.bindings("set", A).length, 8);
  t.is(r.bindings("set", r.none(1)).length, 1);
  t.throws(() => r.bindings("set", r.product(r.ints, B)), { instanceOf: RangeError });
});

test("orderings follow the listed order of the sig's atoms", (t) => {
  t.deepEqual(atoms(r.first("A")), ["A$0"]);
  t.deepEqual(atoms(r.last("A")), ["A$2"]);
  t.deepEqual(atoms(r.next("A")), ["A$0->A$1", "A$1->A$2"]);
  t.deepEqual(atoms(r.prev("A")), ["A$1->A$0", "A$2->A$1"]);
});

test("instances print in the Alloy Analyzer's text form and as JSON", (t) => {
  const text = formatInstance(instance);
  t.true(text.startsWith("---INSTANCE---\nintegers={-8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7}\n"));
  t.true(text.includes("\nthis/A={A$0, A$1, A$2}\nthis/A<:f={A$0->B$0, A$1->B$0, A$1->B$1}\n"));
  t.true(text.includes("\nthis/A<:n={A$0->3, A$1->-2}\n"));
  t.true(text.includes("\nskolem $show_a={A$1}\n"));
  t.is(universe(instance).length, 21);
  const json = instanceToJson(instance);
  t.deepEqual(json.sigs["B"], ["B$0", "B$1"]);
  t.deepEqual(json.fields["A<:next"], [["A$0", "A$1"], ["A$1", "A$2"]]);
});
