// The language's own operators (runtime/modules/core.ts).

import test from "ava";
import * as core from "../../../runtime/modules/core.js";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as Naturals from "../../../runtime/modules/Naturals.js";
import * as Sequences from "../../../runtime/modules/Sequences.js";
import * as TLC from "../../../runtime/modules/TLC.js";
import { isStringFcn } from "../../../runtime/values/factory.js";
import { equals, fingerprintHex, Kind, printValue, seqSet, type Value } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

test("§4.1 equality: identities, model values, and TLC's errors for unrelated kinds", (t) => {
  const { ctx, v } = testContext(["m"]);
  t.true(core.eq(ctx, v("1..3"), v("{3, 2, 1}")));
  t.true(core.eq(ctx, v("<<4, 5>>"), v("(1 :> 4 @@ 2 :> 5)")));
  t.false(core.eq(ctx, v("<<>>"), v("[a |-> 1]")));
  t.true(core.neq(ctx, v("m"), 1));
  const e = evalError(() => core.eq(ctx, v("{}"), v("<<>>")));
  t.is(e?.code, "TT5002");
  // TLC's IntValue words it its own way (EqualityNonKind).
  t.is(evalError(() => core.eq(ctx, 1, v('"a"')))?.message, 'Attempted to check equality of integer 1 with non-integer:\n"a"');
});

test("membership is lazy for SUBSET, [S -> T], Nat and Seq(S); a non-set right side is an error", (t) => {
  const { ctx, v } = testContext();
  t.true(core.inSet(ctx, v("{1, 3}"), core.powerset(ctx, v("1..5"))));
  t.false(core.inSet(ctx, v("{1, 7}"), core.powerset(ctx, v("1..5"))));
  t.true(core.inSet(ctx, v("<<1, 2>>"), core.fcnSet(ctx, v("1..2"), v("1..2"))));
  t.true(core.inSet(ctx, 5, Naturals.Nat(ctx)));
  t.false(core.inSet(ctx, -5, Naturals.Nat(ctx)));
  t.true(core.inSet(ctx, v("<<1, 1, 2>>"), Sequences.Seq(ctx, v("{1, 2}"))));
  t.false(core.inSet(ctx, v("<<1, 3>>"), Sequences.Seq(ctx, v("{1, 2}"))));
  t.true(core.notInSet(ctx, 0, v("1..3")));
  // TLC's member() of the value's class (IntValue, RecordValue, TupleValue).
  const e = evalError(() => core.inSet(ctx, 1, 2));
  t.is(e?.code, "TT5346");
  t.is(e?.message, "Attempted to check if the value:\n1\nis an element of the integer 2");
  t.is(evalError(() => core.notInSet(ctx, 1, v("[a |-> 1]")))?.message, "Attempted to check if element:\n1\nis in the record:\n[a |-> 1]");
  t.is(evalError(() => core.inSet(ctx, 1, v("<<1>>")))?.message, "Attempted to check set membership in a tuple value.");
});

test("application finds every key of a large domain of tuples, numbers or mixed tuples, and no other", (t) => {
  const { ctx, v } = testContext(["a"]);
  // More than 8 keys: found by binary search in TLC's order (numbers, tuples of numbers first compared element by element).
  const pair = (p: Value): [Value, Value] => [core.apply(ctx, p, 1), core.apply(ctx, p, 2)];
  // Over the enumerated product: `[p \in S \X T |-> e]` itself stays lazy, as in TLC (lazyFcn.test.ts).
  const enumerated = (s: Value): Value => core.setOfArray(ctx, core.enumerateSorted(ctx, s).slice());
  const grid = core.fcnCons(ctx, enumerated(core.product(ctx, v("0..5"), v("0..5"))), (p) => (pair(p)[0] as number) * 10 + (pair(p)[1] as number));
  for (let x = 0; x <= 5; x++) for (let y = 0; y <= 5; y++) t.is(core.apply(ctx, grid, v(`<<${x}, ${y}>>`)), x * 10 + y);
  t.is(evalError(() => core.apply(ctx, grid, v("<<6, 0>>")))?.code, evalError(() => core.apply(ctx, grid, v("<<0, 0, 0>>")))?.code);
  const byNumber = core.fcnCons(ctx, v("-3..20"), (n) => (n as number) * (n as number));
  for (let n = -3; n <= 20; n++) t.is(core.apply(ctx, byNumber, n), n * n);
  t.truthy(evalError(() => core.apply(ctx, byNumber, 21)));
  // Tuples of a number and a model value or string: the general order from the first non-number on.
  const mixed = core.fcnCons(ctx, enumerated(core.product(ctx, v("1..4"), v('{a, "s", "t"}'))), (p) => pair(p)[0]);
  for (const key of ["<<1, a>>", '<<2, "s">>', '<<4, "t">>', "<<3, a>>"]) t.is(core.apply(ctx, mixed, v(key)), v(key.slice(2, 3)));
  t.truthy(evalError(() => core.apply(ctx, mixed, v('<<5, "s">>'))));
});

test("application finds a model value made by another run's intern table (the actions' bound process ids) by its token, not a string of its name", (t) => {
  const { ctx, v } = testContext(["a", "b", "c"]);
  const other = testContext(["a", "b", "c"]);
  const f = v('(a :> 1 @@ "a" :> 2 @@ b :> 3)');
  t.not(other.v("a"), v("a"));
  t.is(core.apply(ctx, f, other.v("a")), 1);
  t.is(core.apply(ctx, f, other.v("b")), 3);
  t.is(core.apply(ctx, f, other.v('"a"')), 2);
  t.is(core.apply(ctx, core.exceptKey(ctx, f, other.v("b"), 9, () => {}, 0), v("b")), 9);
  t.is(evalError(() => core.apply(ctx, f, other.v("c")))?.code, evalError(() => core.apply(ctx, f, v("c")))?.code);
});

test("EXCEPT on a one-field record gives one record per layout and new value; it equals, prints and fingerprints as a fresh copy", (t) => {
  const { ctx, v } = testContext(["other", "state"]);
  const warn = (): void => {};
  const a = core.record(ctx, ["state"], [v('"new"')]);
  const b = core.record(ctx, ["state"], [v('"old"')]);
  const running = v('"running"');
  const x = core.exceptKey(ctx, a, v('"state"'), running, warn, 0);
  const y = core.exceptKey(ctx, b, v('"state"'), running, warn, 0);
  t.is(x, y);
  t.is(printValue(x), '[state |-> "running"]');
  t.true(equals(x, v('[state |-> "running"]')));
  t.is(fingerprintHex(x), fingerprintHex(v('[state |-> "running"]')));
  t.not(core.exceptKey(ctx, a, v('"state"'), v('"done"'), warn, 0), x);
  // Nested, as `[t EXCEPT !.status.state = s2]`: the outer record is a new one, the inner shared.
  const t1 = core.record(ctx, ["other", "state"], [1, a]);
  const t2 = core.exceptKey2(ctx, t1, v('"state"'), v('"state"'), running, warn, 0);
  t.not(t2, t1);
  t.is(core.field(ctx, t2, ctx.intern.string("state")), x);
  t.is(printValue(t2), '[other |-> 1, state |-> [state |-> "running"]]');
  // A key outside the domain warns and leaves the record as it is.
  let warned = 0;
  t.is(core.exceptKey(ctx, a, v('"other"'), running, () => void warned++, 0), a);
  t.is(warned, 1);
  // A one-entry function of another domain is copied as before.
  const f = v("(2 :> 3)");
  const g = core.exceptKey(ctx, f, 2, 4, warn, 0);
  t.not(g, core.exceptKey(ctx, f, 2, 4, warn, 0));
  t.is(printValue(g), "(2 :> 4)");
  // A function on one string built by `:>` is TLC's FcnRcdValue, not a record: EXCEPT keeps it one.
  const h = TLC.singleton(ctx, v('"state"'), 1);
  const h2 = core.exceptKey(ctx, h, v('"state"'), running, warn, 0);
  t.true(isStringFcn(h2 as Parameters<typeof isStringFcn>[0]));
  t.not(h2, x);
  t.regex(evalError(() => core.apply(ctx, h2, v('"zz"')))?.message ?? "", /Attempted to apply function/);
  t.notRegex(evalError(() => core.apply(ctx, x, v('"zz"')))?.message ?? "", /Attempted to apply function/);
});

test("§8 function application and its three out-of-domain wordings", (t) => {
  const { ctx, v } = testContext(["a", "b"]);
  t.is(core.apply(ctx, v("<<5, 6, 7>>"), 2), 6);
  t.is(core.apply(ctx, v('[a |-> 1, b |-> 2]'), v('"b"')), 2);
  t.is(core.apply(ctx, v("(-1 :> 0 @@ 3 :> 9)"), 3), 9);
  t.is(core.applyN(ctx, v("(<<1, 2>> :> 7)"), 1, 2), 7);
  const tupleErr = evalError(() => core.apply(ctx, v("<<1, 2>>"), 3));
  t.is(tupleErr?.code, "TT5109");
  t.is(tupleErr?.message, "Attempted to access index 3 of tuple\n<<1, 2>>\nwhich is out of bounds.");
  // TLC's TupleValue.apply on a non-integer argument.
  t.is(evalError(() => core.apply(ctx, v("<<1, 2>>"), v("\"a\"")))?.message, 'Attempted to access tuple at a non integral index: "a"');
  const fcnErr = evalError(() => core.apply(ctx, v("(-1 :> 0 @@ 3 :> 9)"), 4));
  t.is(fcnErr?.message, "Attempted to apply function:\n(-1 :> 0 @@ 3 :> 9)\nto argument 4, which is not in the domain of the function.");
  const strErr = evalError(() => core.apply(ctx, v('"abc"'), 1));
  t.is(strErr?.code, "TT5111");
  t.is(strErr?.message, "A non-function (a string) was applied as a function.");
});

test("§8 record fields: selection and the nonexistent-field error", (t) => {
  const { ctx, v } = testContext(["a", "b"]);
  const r = v("[a |-> 1]");
  t.is(core.field(ctx, r, ctx.intern.string("a")), 1);
  const e = evalError(() => core.field(ctx, r, ctx.intern.string("b")));
  t.is(e?.code, "TT5110");
  t.is(e?.message, 'Attempted to select nonexistent field "b" from the record\n[a |-> 1]');
});

test("a field read from records of several layouts in turn finds each layout's own entry (the layout remembered by the name)", (t) => {
  const { ctx, v } = testContext(["a", "b", "c"]);
  const b = ctx.intern.string("b");
  const layouts = [core.record(ctx, ["b"], [1]), core.record(ctx, ["a", "b"], [2, 3]), core.record(ctx, ["c", "b", "a"], [4, 5, 6]), v("[b |-> 7, c |-> 8]")];
  for (let round = 0; round < 3; round++) t.deepEqual(layouts.map((r) => core.field(ctx, r, b)), [1, 3, 5, 7]);
  // A record of the same layout built later, and one whose layout lacks the field after a read that found it.
  t.is(core.field(ctx, core.record(ctx, ["c", "b", "a"], [9, 10, 11]), b), 10);
  t.is(evalError(() => core.field(ctx, v("[a |-> 1, c |-> 2]"), b))?.code, "TT5110");
  t.is(core.field(ctx, layouts[1]!, b), 3);
});

test("DOMAIN of a function is one set for it and for the functions EXCEPT makes from it, equal to the domain built afresh", (t) => {
  const { ctx, v, show } = testContext(["a", "b"]);
  const f = v("(1 :> 2 @@ 3 :> 4)");
  const d = core.domain(ctx, f);
  t.is(core.domain(ctx, f), d);
  const g = core.except(ctx, f, [3], () => 5);
  t.is(core.domain(ctx, g), d);
  t.is(show(core.domain(ctx, g)), "{1, 3}");
  const r1 = core.record(ctx, ["a", "b"], [1, 2]);
  const r2 = core.record(ctx, ["a", "b"], [3, 4]);
  t.is(core.domain(ctx, r1), core.domain(ctx, r2));
  t.true(core.eq(ctx, core.domain(ctx, r1), v('{"a", "b"}')));
});

test("a union, difference or intersection that leaves an enumerated set as it was gives that set itself", (t) => {
  const { ctx, v, show } = testContext();
  const s = v("{1, 2, 3}");
  t.true(core.union(ctx, s, v("{2}")) === s);
  t.true(core.union(ctx, s, v("{}")) === s);
  t.true(core.setMinus(ctx, s, v("{4, 5}")) === s);
  t.true(core.intersect(ctx, s, v("1..5")) === s);
  t.is(show(core.union(ctx, s, v("{0}"))), "{0, 1, 2, 3}");
  t.is(show(core.setMinus(ctx, s, v("{2}"))), "{1, 3}");
  t.is(show(core.intersect(ctx, s, v("{3, 4}"))), "{3}");
  // An interval is no enumerated set: the result is one.
  t.is(show(core.setMinus(ctx, v("1..3"), v("{7}"))), "{1, 2, 3}");
});

test("a field-read site (fieldAt) takes the index it remembers only for the domain array it found it in: layouts in turn, EXCEPT's records, a missing field, a non-record", (t) => {
  const { ctx, v } = testContext(["a", "b", "c"]);
  const b = ctx.intern.string("b");
  const [site] = core.fieldSites(1);
  const layouts = [core.record(ctx, ["b"], [1]), core.record(ctx, ["a", "b"], [2, 3]), core.record(ctx, ["c", "b", "a"], [4, 5, 6]), v("[b |-> 7, c |-> 8]")];
  for (let round = 0; round < 3; round++) t.deepEqual(layouts.map((r) => core.fieldAt(ctx, r, b, site!)), [1, 3, 5, 7]);
  const changed = core.except(ctx, layouts[2]!, [b], () => 50);
  t.is(core.fieldAt(ctx, layouts[2]!, b, site!), 5);
  t.is(core.fieldAt(ctx, changed, b, site!), 50);
  t.is(evalError(() => core.fieldAt(ctx, v("[a |-> 1, c |-> 2]"), b, site!))?.code, "TT5110");
  t.is(evalError(() => core.fieldAt(ctx, 3, b, site!))?.message, evalError(() => core.field(ctx, 3, b))?.message);
  t.is(core.fieldAt(ctx, core.record(ctx, ["c", "b", "a"], [9, 10, 11]), b, site!), 10);
});

test("§8 DOMAIN: records give their field names, tuples an interval, strings an error", (t) => {
  const { ctx, v, show } = testContext(["a", "b"]);
  t.is(show(core.domain(ctx, v("[a |-> 1, b |-> 2]"))), '{"a", "b"}');
  t.is(show(core.domain(ctx, v("<<5, 6, 7>>"))), "1..3");
  t.is(show(core.domain(ctx, v("<<>>"))), "{}");
  // TLC's Tool words it by the value's class (Value.getKindString), not as an argument error.
  t.is(evalError(() => core.domain(ctx, v('"abc"')))?.message, "Attempted to apply the operator DOMAIN to a non-function\n(a string)");
  t.is(evalError(() => core.domain(ctx, v("{1, 2}")))?.message, "Attempted to apply the operator DOMAIN to a non-function\n(a set of the form {e1, ... ,eN})");
});

test("§0.7/§8 EXCEPT: nested paths with @, and a key outside the domain leaves the value unchanged", (t) => {
  const { ctx, v, show } = testContext(["a", "b"]);
  const f = v("[a |-> <<1, 2>>, b |-> 0]");
  const updated = core.except(ctx, f, [ctx.intern.string("a"), 2], (old) => (old as number) + 10);
  t.is(show(updated), "[a |-> <<1, 12>>, b |-> 0]");
  t.is(show(f), "[a |-> <<1, 2>>, b |-> 0]");
  let warnings = 0;
  const same = core.except(ctx, v("<<1, 2>>"), [3], () => 9, () => warnings++);
  t.is(show(same), "<<1, 2>>");
  t.is(warnings, 1);
  const nestedMissing = core.except(ctx, f, [ctx.intern.string("a"), 5], () => 9, () => warnings++);
  t.true(core.eq(ctx, nestedMissing, f));
  t.is(warnings, 2);
  t.is(evalError(() => core.except(ctx, 3, [1], () => 0))?.code, "TT5118");
});

test("constructors: records in token order (printed as written until normalised), functions over sorted domains, tuples as sequences", (t) => {
  const { ctx, v, show } = testContext(["zeta", "alpha"]);
  const r = core.record(ctx, ["alpha", "zeta"], [1, 2]);
  t.true(typeof r === "object" && r.kind === Kind.Fcn && (r.domain[0] as { text: string }).text === "zeta");
  t.is(show(r), "[alpha |-> 1, zeta |-> 2]");
  t.true(core.eq(ctx, r, core.record(ctx, ["zeta", "alpha"], [2, 1])));
  t.is(show(r), "[zeta |-> 2, alpha |-> 1]");
  t.is(show(core.fcnCons(ctx, v("{3, 1, 2}"), (x) => (x as number) * 10)), "<<10, 20, 30>>");
  t.is(show(core.fcnCons(ctx, v("{0, 1}"), (x) => x)), "(0 :> 0 @@ 1 :> 1)");
  t.is(show(core.fcnConsN(ctx, [v("{1, 2}"), v("{3}")], (a, b) => (a as number) + (b as number))), "(<<1, 3>> :> 4 @@ <<2, 3>> :> 5)");
  t.is(show(core.tuple(ctx, 1, 2)), "<<1, 2>>");
  t.is(show(core.setEnum(ctx, 3, 1, 3)), "{1, 3}");
});

test("set operators", (t) => {
  const { ctx, v, show } = testContext();
  t.is(show(core.union(ctx, v("{1, 2}"), v("{2, 3}"))), "{1, 2, 3}");
  t.is(show(core.intersect(ctx, v("{1, 2}"), v("{2, 3}"))), "{2}");
  t.is(show(core.intersect(ctx, v("{-1, 2}"), Naturals.Nat(ctx))), "{2}");
  t.is(show(core.setMinus(ctx, v("{-1, 2}"), Naturals.Nat(ctx))), "{-1}");
  t.is(show(core.setMinus(ctx, v("1..4"), v("{2, 3}"))), "{1, 4}");
  t.true(core.subsetEq(ctx, v("{1}"), v("1..2")));
  t.false(core.subsetEq(ctx, v("{0}"), v("1..2")));
  t.is(show(core.bigUnion(ctx, v("{{1}, {2, 3}, {}}"))), "{1, 2, 3}");
  t.is(show(core.product(ctx, v("{1, 2}"), v("{3}"))), "{<<1, 3>>, <<2, 3>>}");
  t.is(FiniteSets.Cardinality(ctx, core.powerset(ctx, v("1..3"))), 8);
  t.is(evalError(() => core.union(ctx, 1, v("{}")))?.message, "The first argument of \\union should be a set, but instead it is:\n1");
});

test("§3.1 enumeration: sorted for quantifiers, raw for x \\in S; non-enumerable bounds are errors", (t) => {
  const { ctx, v, show } = testContext();
  const subsets = core.powerset(ctx, v("{1, 2, 3}"));
  t.is(core.enumerateRaw(ctx, subsets).map(show).join(" "), "{} {1} {2} {3} {1, 2} {1, 3} {2, 3} {1, 2, 3}");
  t.is(core.enumerateSorted(ctx, subsets).map(show).join(" "), "{} {1} {2} {3} {1, 2} {1, 3} {2, 3} {1, 2, 3}");
  t.is(core.enumerateRaw(ctx, core.product(ctx, v("{1, 2}"), v("{3, 4}"))).map(show).join(" "), "<<1, 3>> <<1, 4>> <<2, 3>> <<2, 4>>");
  const e = evalError(() => core.enumerateSorted(ctx, seqSet(v("{1}") as never)));
  t.is(e?.code, "TT5116");
  t.is(e?.message, "TLC encountered the non-enumerable quantifier bound\nSeq({1}).");
  t.is(evalError(() => core.enumerateRaw(ctx, Naturals.Nat(ctx)))?.code, "TT5006");
});

test("§2 CHOOSE walks the sorted order; no witness and unbounded CHOOSE are TLC's errors", (t) => {
  const { ctx, v, show } = testContext();
  t.is(core.choose(ctx, v("-3..3"), (x) => (x as number) * (x as number) === 4), -2);
  t.is(show(core.choose(ctx, core.powerset(ctx, v("{1, 2, 3}")), (s) => FiniteSets.Cardinality(ctx, s) === 2)), "{1, 2}");
  t.is(show(core.choose(ctx, v("{<<1, 2>>, <<9>>}"), () => true)), "<<9>>");
  t.is(
    show(core.choose(ctx, core.fcnSet(ctx, v("{1, 2}"), v("{7, 8}")), (f) => core.apply(ctx, f, 1) !== core.apply(ctx, f, 2))),
    "<<7, 8>>",
  );
  const e = evalError(() => core.choose(ctx, v("1..3"), () => false));
  t.is(e?.code, "TT5112");
  t.is(e?.message, "Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P.");
  t.is(evalError(() => core.chooseUnbounded(ctx))?.message, "TLC attempted to evaluate an unbounded CHOOSE.\nMake sure that the expression is of form CHOOSE x \\in S: P(x).");
  t.is(evalError(() => core.choose(ctx, v("1..3"), () => 1))?.code, "TT5101");
});

test("quantifiers, filters and maps", (t) => {
  const { ctx, v, show } = testContext();
  t.true(core.exists(ctx, v("1..5"), (x) => x === 4));
  t.false(core.forall(ctx, v("1..5"), (x) => (x as number) < 5));
  t.true(core.forall(ctx, v("{}"), () => false));
  t.is(show(core.setFilter(ctx, v("1..6"), (x) => (x as number) % 2 === 0)), "{2, 4, 6}");
  t.is(show(core.setMap(ctx, v("-2..2"), (x) => (x as number) * (x as number))), "{0, 1, 4}");
  const seen: Value[] = [];
  core.setMap(ctx, v("{3, 1, 2}"), (x) => (seen.push(x), x));
  t.deepEqual(seen, [1, 2, 3]);
});
