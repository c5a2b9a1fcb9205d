// Written order (runtime/values/intern.ts): a record built by a constructor whose fields are
// not in token order, and (in a spec that loads SVG) a set literal or set map built out of
// TLC's order, are read in the order built by the printers and SVG's override until an event
// TLC normalises on; every other operation sees the canonical value. Pinned against TLC by
// corpus/regressions/WrittenOrderPrint, WrittenOrderInitConstraint and
// corpus/community/SvgWrittenOrder.

import test from "ava";
import * as core from "../../../runtime/modules/core.js";
import { PrintT } from "../../../runtime/modules/TLC.js";
import { compare, equals, fingerprintHex, Kind, printValue, setWritten, tuple, type Value } from "../../../runtime/values/index.js";
import { normalizeDeep, writtenElements, writtenShape } from "../../../runtime/values/intern.js";
import { testContext } from "../modules/support/context.js";

/** A context whose table has `alpha` before `zeta`, and the record [zeta |-> n, alpha |-> n + 1] as a constructor builds it. */
function setup() {
  const { ctx, v } = testContext(["alpha", "zeta"]);
  const mk = (n: number): Value => core.record(ctx, ["zeta", "alpha"], [n, n + 1]);
  return { ctx, v, mk };
}

test("a constructor's record prints as written; comparing, equality, a fingerprint or a constant definition normalise it in place", (t) => {
  const { ctx, mk } = setup();
  const fresh = mk(1);
  t.is(printValue(fresh), "[zeta |-> 1, alpha |-> 2]");
  // Every operation but printing sees the canonical record.
  t.true(typeof fresh === "object" && fresh.kind === Kind.Fcn && (fresh.domain[0] as { text: string }).text === "alpha");
  const a = mk(1);
  t.true(equals(a, mk(1)));
  t.is(printValue(a), "[alpha |-> 2, zeta |-> 1]");
  const b = mk(2);
  t.true(compare(b, mk(3)) < 0);
  t.is(printValue(b), "[alpha |-> 3, zeta |-> 2]");
  const c = mk(4);
  fingerprintHex(c);
  t.is(printValue(c), "[alpha |-> 5, zeta |-> 4]");
  const d = tuple([mk(5)]);
  t.is(core.constantValue(ctx, d), d);
  t.is(printValue(d), "<<[alpha |-> 6, zeta |-> 5]>>");
});

test("EXCEPT copies the order of the record it is made from: written while that one is, token order once it was fingerprinted", (t) => {
  const { ctx, v, mk } = setup();
  const warn = (): void => {};
  const r = mk(1);
  t.is(printValue(core.exceptKey(ctx, r, v('"zeta"'), 9, warn, 0)), "[zeta |-> 9, alpha |-> 2]");
  fingerprintHex(r);
  const once = core.exceptKey(ctx, r, v('"zeta"'), 9, warn, 0);
  t.is(printValue(once), "[alpha |-> 2, zeta |-> 9]");
  // Two EXCEPTs on different fields: the fingerprint cannot be derived, the normalisation is kept.
  t.is(printValue(core.exceptKey(ctx, once, v('"alpha"'), 7, warn, 0)), "[alpha |-> 7, zeta |-> 9]");
});

test("a set of two or more prints its records normalised; a singleton and a tuple keep the written order; PrintT prints a normalised copy", (t) => {
  const { ctx, mk } = setup();
  t.is(printValue(core.setEnum(ctx, mk(1))), "{[zeta |-> 1, alpha |-> 2]}");
  t.is(printValue(core.setEnum(ctx, mk(1), mk(2))), "{[alpha |-> 2, zeta |-> 1], [alpha |-> 3, zeta |-> 2]}");
  const r = mk(3);
  const printed: string[] = [];
  const ctx2 = { ...ctx, print: (s: string) => void printed.push(s) };
  PrintT(ctx2, tuple([r]));
  t.deepEqual(printed, ["<<[alpha |-> 4, zeta |-> 3]>>"]);
  // The copy was normalised, not the record.
  t.is(printValue(r), "[zeta |-> 3, alpha |-> 4]");
  t.not(writtenShape(r as never), undefined);
});

test("DOMAIN of a written record and a function over it are canonical values, not records in written order", (t) => {
  const { ctx, mk } = setup();
  const r = mk(1);
  const dom = core.domain(ctx, r);
  t.is(printValue(dom), '{"alpha", "zeta"}');
  const f = core.fcnCons(ctx, dom, () => 0);
  t.is(printValue(f), "[alpha |-> 0, zeta |-> 0]");
  t.is(printValue(core.builtRecord(ctx, ["zeta", "alpha"], [1, 2])), "[alpha |-> 2, zeta |-> 1]");
});

test("a set built out of order remembers the order built, duplicates included, until fingerprinted or normalised", (t) => {
  const s = setWritten([3, 1, 2, 1]);
  t.deepEqual(s.elems, [1, 2, 3]);
  t.deepEqual(writtenElements(s), [3, 1, 2, 1]);
  t.is(writtenElements(setWritten([1, 2, 3])), undefined);
  fingerprintHex(s);
  t.is(writtenElements(s), undefined);
  const u = setWritten([tuple([2, 1]), tuple([1, 2])]);
  t.is(writtenElements(u)?.length, 2);
  normalizeDeep(tuple([u]));
  t.is(writtenElements(u), undefined);
});
