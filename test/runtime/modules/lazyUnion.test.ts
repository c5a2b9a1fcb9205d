// `S \cup T` and `UNION S` with a part that cannot be enumerated stay lazy, as TLC's
// SetCupValue and UnionValue: membership works (`r \in [f : UNION {[0..1 -> Int \cup {NULL}]}]`,
// the Disruptor's TypeOk), enumeration and cardinality are TLC's errors. Unions of
// enumerable sets are computed as before.

import test from "ava";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as core from "../../../runtime/modules/core.js";
import { INT, Kind, NAT } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext(["NULL"]);

test("Int \\cup {NULL} answers membership without enumerating", (t) => {
  const s = core.union(ctx, INT, v("{NULL}"));
  t.true(core.inSet(ctx, 3, s));
  t.true(core.inSet(ctx, v("NULL"), s));
  t.false(core.inSet(ctx, -1, core.union(ctx, NAT, v("{NULL}"))));
  // As TLC: a string is neither in Int nor not in it.
  t.truthy(evalError(() => core.inSet(ctx, v('"a"'), s)));
  // Tool's OPCODE_cup asks the Reducible operand to cup the other: SetCupValue({NULL}, Int), printed in that order.
  t.is(show(s), "({NULL} \\union Int)");
  t.truthy(evalError(() => FiniteSets.Cardinality(ctx, s)));
});

test("UNION of sets of functions into Int answers membership member set by member set", (t) => {
  const fns = core.fcnSet(ctx, v("0..1"), core.union(ctx, INT, v("{NULL}")));
  const u = core.bigUnion(ctx, core.setEnum(ctx, fns));
  t.true(core.inSet(ctx, v("<<5, NULL>>"), core.fcnSet(ctx, v("1..2"), core.union(ctx, INT, v("{NULL}")))));
  t.true(core.inSet(ctx, v("(0 :> 5 @@ 1 :> NULL)"), u));
  t.false(core.inSet(ctx, v("(0 :> 5 @@ 2 :> NULL)"), u));
  t.truthy(evalError(() => core.subsetEq(ctx, u, v("{}"))));
});

test("unions of enumerable sets are still enumerated sets", (t) => {
  const s = core.union(ctx, v("{1, 3}"), v("{2, 3}"));
  t.is(typeof s === "object" && s.kind === Kind.SetEnum, true);
  t.is(show(s), "{1, 2, 3}");
  t.is(show(core.bigUnion(ctx, v("{{1}, {2, 3}}"))), "{1, 2, 3}");
});

test("UNION of one set is that set, still lazy: membership in UNION {[0..9 -> 0..9]} builds none of its 10^10 functions", (t) => {
  const fns = core.fcnSet(ctx, v("0..9"), v("0..9"));
  const u = core.bigUnion(ctx, core.setEnum(ctx, fns));
  t.is(u, fns);
  t.false(core.inSet(ctx, v("(0 :> 1)"), u));
  const identity = Array.from({ length: 10 }, (_, i) => `${i} :> ${i}`).join(" @@ ");
  t.true(core.inSet(ctx, v(`(${identity})`), u));
});
