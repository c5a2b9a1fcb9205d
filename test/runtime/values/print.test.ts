// TLC's printing (TLC-SEMANTICS §6): one-line forms of each kind, and the 80-column
// layout. The state lines are copied from TLC's dumps (corpus/tlc-states) and built
// by hand here; dumps.test.ts reprints every state of both dumps.

import test from "ava";
import {
  equals,
  fcn,
  fcnSet,
  InternTable,
  interval,
  modelValue,
  NAT,
  prettyPrint,
  printState,
  printValue,
  record,
  setOf,
  str,
  subset,
  tuple,
} from "../../../runtime/values/index.js";

test("scalars, strings and model values", (t) => {
  const table = new InternTable();
  t.is(printValue(true), "TRUE");
  t.is(printValue(false), "FALSE");
  t.is(printValue(-1), "-1");
  t.is(printValue(str(table, 'a"b\\c')), '"a\\"b\\\\c"');
  t.is(printValue(str(table, "t\tn\nf\fr\r")), '"t\\tn\\nf\\fr\\r"');
  t.is(printValue(modelValue(table, "a_1")), "a_1");
});

test("sets, intervals, tuples, records and other functions", (t) => {
  const table = new InternTable();
  table.seed(["n1", "n2", "a b", "c"]);
  t.is(printValue(setOf([])), "{}");
  t.is(printValue(interval(2, 4)), "2..4");
  t.is(printValue(interval(1, 0)), "{}");
  t.is(printValue(tuple([])), "<<>>");
  // TLC prints a record of no fields (JSON's {}) `[]`, and the empty function `<<>>`.
  t.is(printValue(record(table, [])), "[]");
  t.is(printValue(fcn([], [])), "<<>>");
  t.true(equals(record(table, []), tuple([])));
  t.is(printValue(fcn([3, 2, 1], [9, 4, 1])), "<<1, 4, 9>>");
  t.is(printValue(record(table, [["x", 0], ["y", 0]])), "[x |-> 0, y |-> 0]");
  t.is(printValue(fcn([0, -1], [0, 0])), "(-1 :> 0 @@ 0 :> 0)");
  t.is(printValue(fcn([str(table, "c"), str(table, "a b")], [1, 1])), '("a b" :> 1 @@ "c" :> 1)');
  t.is(printValue(fcn([str(table, "WF_x")], [1])), '("WF_x" :> 1)');
  const n1 = modelValue(table, "n1");
  const n2 = modelValue(table, "n2");
  t.is(printValue(fcn([n2, n1], [n2, n1])), "(n1 :> n1 @@ n2 :> n2)");
  t.is(printValue(fcn([tuple([1, 2])], [1])), "(<<1, 2>> :> 1)");
});

test("lazy sets print expanded when small, symbolically when large or infinite", (t) => {
  t.is(printValue(subset(setOf([1, 2]))), "{{}, {1}, {2}, {1, 2}}");
  t.is(printValue(subset(interval(1, 7))), "SUBSET (1..7)");
  t.is(printValue(fcnSet(setOf([1]), setOf([5, 6]))), "{<<5>>, <<6>>}");
  t.is(printValue(fcnSet(interval(1, 3), NAT)), "[1..3 -> Nat]");
  t.is(printValue(NAT), "Nat");
});

test("real lines from TLC's state dumps", (t) => {
  const table = new InternTable();
  table.seed(["n1", "up", "s1", "replicas", "global", "remove", "service", "desired_state", "id", "slot", "status", "node"]);
  table.seed(["running", "t1", "state", "new"]);
  const s1 = modelValue(table, "s1");
  const n1 = modelValue(table, "n1");
  // swarmkit-safety.states, state 2
  t.is(
    printState(
      ["tasks", "nodes", "services", "nEvents"],
      [
        setOf([]),
        fcn([n1], [str(table, "up")]),
        fcn([s1], [record(table, [["remove", false], ["replicas", modelValue(table, "global")]])]),
        0,
      ],
    ),
    [
      "/\\ tasks = {}",
      '/\\ nodes = (n1 :> "up")',
      "/\\ services = (s1 :> [replicas |-> global, remove |-> FALSE])",
      "/\\ nEvents = 0",
    ].join("\n"),
  );
  // swarmkit-safety.states, state 13: wider than 80 columns but never broken, because
  // TLC's pretty-printer cannot parse the field name desired_state.
  const task = record(table, [
    ["node", modelValue(table, "unassigned")],
    ["status", record(table, [["state", str(table, "new")]])],
    ["slot", 1],
    ["id", modelValue(table, "t1")],
    ["desired_state", str(table, "running")],
    ["service", s1],
  ]);
  t.is(
    prettyPrint(printValue(setOf([task]))),
    '{[service |-> s1, desired_state |-> "running", id |-> t1, slot |-> 1, status |-> [state |-> "new"], node |-> unassigned]}',
  );
  // updatecluster-final.states, state 1
  const uc = new InternTable();
  uc.seed(["r1", "r2", "r3", "w1", "w2", "NULL", "st", "v", "waiting"]);
  const waiting = record(uc, [["v", modelValue(uc, "NULL")], ["st", str(uc, "waiting")]]);
  const requests = fcn(
    ["r3", "r1", "r2"].map((r) => modelValue(uc, r)),
    [waiting, waiting, waiting],
  );
  t.is(
    prettyPrint(printValue(requests)),
    '( r1 :> [st |-> "waiting", v |-> NULL] @@\n  r2 :> [st |-> "waiting", v |-> NULL] @@\n  r3 :> [st |-> "waiting", v |-> NULL] )',
  );
  const workers = fcn([modelValue(uc, "w2"), modelValue(uc, "w1")], [waiting, waiting]);
  t.is(prettyPrint(printValue(workers)), '(w1 :> [st |-> "waiting", v |-> NULL] @@ w2 :> [st |-> "waiting", v |-> NULL])');
});

test("the 80-column layout of TLC-SEMANTICS §6.1", (t) => {
  const table = new InternTable();
  table.seed(["alpha", "beta", "gamma"]);
  const long = str(table, "some long string value");
  const v = record(table, [
    ["alpha", setOf([1000000, 2000000, 3000000])],
    ["beta", tuple([long, long, long])],
    ["gamma", fcn([0, 1], [str(table, "x".repeat(27)), str(table, "y".repeat(33))])],
  ]);
  t.is(
    prettyPrint(printValue(v)),
    [
      "[ alpha |-> {1000000, 2000000, 3000000},",
      "  beta |->",
      '      << "some long string value",',
      '         "some long string value",',
      '         "some long string value" >>,',
      "  gamma |->",
      `      ( 0 :> "${"x".repeat(27)}" @@`,
      `        1 :> "${"y".repeat(33)}" ) ]`,
    ].join("\n"),
  );
});

test("a single variable prints without the conjunction bullet", (t) => {
  t.is(printState(["x"], [1]), "x = 1");
});
