// TLC's lazy set values (issue 9): `{x \in S : P}` over a set that is not an enumerated
// set or interval is a SetPredValue, `\cup`, `\cap`, `\` and UNION with such operands are
// SetCupValue, SetCapValue, SetDiffValue and UnionValue. Membership, cardinality of the
// lazy constructors, and quantifier refusals are decided without enumerating: every set
// below has more elements than could be listed (2^64, 20^20, infinitely many).

import test from "ava";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as core from "../../../runtime/modules/core.js";
import { INT, Kind, NAT, compare, rawElements, sortedElements, type Value } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext();

const isLazy = (s: Value): boolean => typeof s === "object" && s.kind === Kind.SetOp;

/** `\A a, b \in DP : a # b => a \cap b = {}` with a count of its evaluations. */
function disjointPredicate(): { pred: (dp: Value) => boolean; calls: () => number } {
  let calls = 0;
  return {
    pred: (dp) => {
      calls++;
      const parts = sortedElements(dp as never);
      for (const a of parts) for (const b of parts) if (a !== b && sortedElements(core.intersect(ctx, a, b) as never).length > 0) return false;
      return true;
    },
    calls: () => calls,
  };
}

test("{x \\in SUBSET SUBSET D : P} answers membership by testing x \\in SUBSET SUBSET D and P (SetPredValue)", (t) => {
  const { pred, calls } = disjointPredicate();
  const partitions = core.setFilter(ctx, core.powerset(ctx, core.powerset(ctx, v("1..8"))), pred);
  t.true(isLazy(partitions));
  t.true(core.inSet(ctx, v("{{1, 2}, {3}}"), partitions));
  t.false(core.inSet(ctx, v("{{1, 2}, {2}}"), partitions));
  // Not a subset of SUBSET (1..8): P is not even evaluated.
  t.false(core.inSet(ctx, v("{{9}}"), partitions));
  t.is(calls(), 2);
});

test("{x \\in S : P} over an enumerated set or interval is computed at once, in S's order", (t) => {
  const s = core.setFilter(ctx, v("1..10"), (x) => (x as number) % 3 === 0);
  t.false(isLazy(s));
  t.is(show(s), "{3, 6, 9}");
});

test("a lazy filter enumerates its base's raw order filtered, and equals, counts and CHOOSEs like its elements", (t) => {
  const records = core.recordSet(ctx, ["a", "b"], [v("1..3"), v("1..3")]);
  const lt = core.setFilter(ctx, records, (r) => (core.field(ctx, r, ctx.intern.string("a")) as number) < (core.field(ctx, r, ctx.intern.string("b")) as number));
  t.true(isLazy(lt));
  t.is(FiniteSets.Cardinality(ctx, lt), 3);
  t.is(show(core.enumerateSorted(ctx, lt)[0]!), "[a |-> 1, b |-> 2]");
  t.true(core.eq(ctx, lt, v("{[a |-> 1, b |-> 2], [a |-> 1, b |-> 3], [a |-> 2, b |-> 3]}")));
  t.is(show(lt), "{[a |-> 1, b |-> 2], [a |-> 1, b |-> 3], [a |-> 2, b |-> 3]}");
});

test("a filter's predicate must be a boolean, as in TLC", (t) => {
  const s = core.setFilter(ctx, core.powerset(ctx, v("1..3")), () => 7);
  t.truthy(evalError(() => core.inSet(ctx, v("{1}"), s)));
});

test("[1..20 -> 1..20] and SUBSET (1..25): membership and cardinality from their components", (t) => {
  const fns = core.fcnSet(ctx, v("1..20"), v("1..20"));
  const f = core.fcnCons(ctx, v("1..20"), (i) => 21 - (i as number));
  t.true(core.inSet(ctx, f, fns));
  t.false(core.inSet(ctx, f, core.fcnSet(ctx, v("1..20"), v("1..19"))));
  t.is(FiniteSets.Cardinality(ctx, core.powerset(ctx, v("1..25"))), 33554432);
});

test("x \\in [S -> Nat \\ {0}]: a difference with a lazy left operand is a SetDiffValue", (t) => {
  const positive = core.setMinus(ctx, NAT, v("{0}"));
  t.true(isLazy(positive));
  const fns = core.fcnSet(ctx, v("{1, 2, 3}"), positive);
  t.true(core.inSet(ctx, v("<<1, 5, 7>>"), fns));
  t.false(core.inSet(ctx, v("<<1, 0, 7>>"), fns));
  t.is(show(positive), "(Nat \\ {0})");
  // TLC: the SetDiffValue's enumeration error inside Cardinality's override wrapper (checked with TLC).
  t.is(
    evalError(() => FiniteSets.Cardinality(ctx, positive))?.message,
    "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.IntValue tlc2.module.FiniteSets.Cardinality(tlc2.value.impl.Value),\nbut it produced the following error:\nAttempted to enumerate S \\ T when S:\nNat\nis not enumerable.",
  );
});

test("\\A x \\in Nat and \\E x \\in Nat \\ {0} are refused as TLC refuses them", (t) => {
  t.is(evalError(() => core.enumerateSorted(ctx, NAT))?.code, "TT5116");
  // A lazy set is Enumerable to TLC's Tool and fails in its own Enumerator, in its class's words.
  t.is(evalError(() => core.enumerateSorted(ctx, core.setMinus(ctx, NAT, v("{0}"))))?.message, "Attempted to enumerate S \\ T when S:\nNat\nis not enumerable.");
  t.is(evalError(() => core.enumerateRaw(ctx, core.setFilter(ctx, INT, () => true)))?.message, "Attempted to enumerate { x \\in S : p(x) } when S:\nInt\nis not enumerable");
});

test("\\cap and \\ filter their enumerated operand by membership in the other", (t) => {
  t.is(show(core.intersect(ctx, v("{-1, 2}"), NAT)), "{2}");
  t.is(show(core.intersect(ctx, NAT, v("{-1, 2}"))), "{2}");
  t.is(show(core.setMinus(ctx, v("1..5"), NAT)), "{}");
  const both = core.intersect(ctx, core.setMinus(ctx, NAT, v("{0}")), core.setMinus(ctx, INT, v("{5}")));
  t.true(isLazy(both));
  t.true(core.inSet(ctx, 3, both));
  t.false(core.inSet(ctx, 5, both));
  t.false(core.inSet(ctx, 0, both));
});

test("S \\cup T with a lazy operand lists S then T, duplicates included (SetCupValue), and sorts for \\E", (t) => {
  const cup = core.union(ctx, core.fcnSet(ctx, v("{1}"), v("{1, 2}")), core.fcnSet(ctx, v("{1}"), v("{2, 3}")));
  t.true(isLazy(cup));
  t.deepEqual(core.enumerateRaw(ctx, cup).map(show), ["<<1>>", "<<2>>", "<<2>>", "<<3>>"]);
  t.deepEqual(core.enumerateSorted(ctx, cup).map(show), ["<<1>>", "<<2>>", "<<3>>"]);
  t.is(FiniteSets.Cardinality(ctx, cup), 3);
  // An empty enumerated operand gives the other operand itself.
  const subsets = core.powerset(ctx, v("1..3"));
  t.is(core.union(ctx, v("{}"), subsets), subsets);
});

test("UNION of lazy sets is lazy, member set by member set (UnionValue)", (t) => {
  const u = core.bigUnion(ctx, core.setEnum(ctx, core.powerset(ctx, v("1..3")), v("{{7}}")));
  t.true(isLazy(u));
  t.true(core.inSet(ctx, v("{1, 3}"), u));
  t.true(core.inSet(ctx, v("{7}"), u));
  t.false(core.inSet(ctx, v("{4}"), u));
  t.is(FiniteSets.Cardinality(ctx, u), 9);
  t.is(rawElements(u as never).length, 9);
});

test("SUBSET values compare and \\subseteq by their bases, never expanded (SubsetValue)", (t) => {
  const small = core.powerset(ctx, v("1..40"));
  const large = core.powerset(ctx, v("1..41"));
  t.true(core.subsetEq(ctx, small, large));
  t.false(core.subsetEq(ctx, large, small));
  t.true(compare(small, large) < 0);
  t.true(core.eq(ctx, small, core.powerset(ctx, v("1..40"))));
});
