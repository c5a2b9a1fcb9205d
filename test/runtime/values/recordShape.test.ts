// Record layouts (InternTable.recordShape, recordOf): a record literal evaluated again and
// again is built on one layout, with the same value, order and fingerprint as a record
// built and sorted in full.

import test from "ava";
import * as core from "../../../runtime/modules/core.js";
import {
  compare,
  emptyRecord,
  equals,
  fingerprintHex,
  InternTable,
  Kind,
  printValue,
  record,
  recordOf,
  str,
  tuple,
  type Value,
} from "../../../runtime/values/index.js";
import { testContext } from "../modules/support/context.js";

test("a layout is made once per list of names, its domain the names' strings in token order", (t) => {
  const table = new InternTable();
  table.seed(["clock", "type"]);
  const shape = table.recordShape(["type", "clock"])!;
  t.is(table.recordShape(["type", "clock"]), shape);
  // A list built at run time with the same names finds the same layout.
  t.is(table.recordShape(["ty" + "pe", "clock"]), shape);
  t.deepEqual(
    shape.domain.map((s) => s.text),
    ["clock", "type"],
  );
  t.is(shape.domain[0], str(table, "clock"));
  t.deepEqual(shape.order, [1, 0]);
  t.not(table.recordShape(["type"]), shape);
  t.not(table.recordShape(["type", "clock", "x"]), shape);
});

test("recordOf gives the record `record` gives: same order, equality, comparison and fingerprint, one domain array", (t) => {
  const table = new InternTable();
  table.seed(["b", "a"]);
  const shape = table.recordShape(["a", "b", "c"])!;
  const cases: Value[][] = [
    [1, 2, 3],
    [str(table, "x"), tuple([1, 2]), true],
  ];
  for (const values of cases) {
    const fast = recordOf(shape, values);
    const full = record(table, [
      ["a", values[0]!],
      ["b", values[1]!],
      ["c", values[2]!],
    ]);
    // Fields written out of token order: printed so until TLC would normalise the record (intern.ts, `writtenShape`)...
    t.not(printValue(fast), printValue(full));
    t.true(printValue(fast).startsWith("[a |-> "));
    t.true(equals(fast, full));
    // ... which comparing it does, in place.
    t.is(printValue(fast), printValue(full));
    t.is(compare(fast, full), 0);
    t.is(fingerprintHex(fast), fingerprintHex(full));
  }
  const r1 = recordOf(shape, [1, 2, 3]);
  const r2 = recordOf(shape, [1, 2, 4]);
  t.true(r1.kind === Kind.Fcn && r2.kind === Kind.Fcn && r1.domain === r2.domain);
  t.true(compare(r1, r2) < 0);
  // `b` comes first (token order), so <<b, a>> decides before c does.
  t.true(compare(recordOf(shape, [9, 1, 0]), recordOf(shape, [0, 2, 0])) < 0);
});

test("a repeated name has no layout, and past eight layouts for one first name records are built in full", (t) => {
  const table = new InternTable();
  t.is(table.recordShape(["a", "b", "a"]), undefined);
  const made = [];
  for (let i = 0; i < 8; i++) made.push(table.recordShape(["a", `f${i}`]));
  t.true(made.every((s) => s !== undefined));
  t.is(table.recordShape(["a", "f8"]), undefined);
  // Known layouts are still found.
  t.is(table.recordShape(["a", "f3"]), made[3]);
  const { ctx } = testContext();
  for (let i = 0; i < 10; i++) t.is(printValue(core.record(ctx, ["a", `f${i}`], [1, i])), `[a |-> 1, f${i} |-> ${i}]`);
});

test("core.record: records of one literal share their domain, and the record of no fields is TLC's empty record (prints [], equals <<>>)", (t) => {
  const { ctx, v } = testContext(["state", "task"]);
  const a = core.record(ctx, ["task", "state"], [1, v('"idle"')]);
  const b = core.record(ctx, ["task", "state"], [2, v('"busy"')]);
  // A fresh record prints its fields as written (TLC's RecordValue before normalize()), once compared in token order.
  t.is(printValue(a), '[task |-> 1, state |-> "idle"]');
  t.true(a.kind === Kind.Fcn && b.kind === Kind.Fcn && a.domain === b.domain);
  t.true(equals(a, v('[state |-> "idle", task |-> 1]')));
  t.is(printValue(a), '[state |-> "idle", task |-> 1]');
  t.is(core.record(ctx, [], []), emptyRecord);
  t.is(printValue(core.record(ctx, [], [])), "[]");
  t.true(equals(core.record(ctx, [], []), tuple([])));
  t.is(evalCode(() => core.record(ctx, ["a", "a"], [1, 2])), "TT9001");
});

function evalCode(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
}
