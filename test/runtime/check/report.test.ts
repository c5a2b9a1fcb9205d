// TLC-shaped text (TLC-SEMANTICS §5.1, §5.5, §6.2, §6.3), the CLI's JSON object and
// ITF traces, from real check results of hand-written specs.

import test from "ava";
import { check } from "../../../runtime/check/bfs.js";
import { toItf, toItfValue } from "../../../runtime/check/itf.js";
import {
  collisionEstimate,
  formatTlcResult,
  initDoneLine,
  javaDouble,
  tlcDuration,
} from "../../../runtime/check/report.js";
import { toJsonResult } from "../../../runtime/check/reportJson.js";
import type { CheckEvent } from "../../../runtime/check/result.js";
import type { State } from "../../../runtime/check/spec.js";
import { javaStringHash, tlcVariableOrder } from "../../../runtime/check/varOrder.js";
import { EvalError, InternTable, fcn, interval, record, setOf, str, tuple } from "../../../runtime/values/index.js";
import { SpecEvalError } from "../../../runtime/check/specEvalError.js";
import { handSpec, loc } from "./support/handSpec.js";
import { dieHard, t1Spec } from "./support/specs.js";

const TS = { timestamp: "2026-11-22 05:28:09" };
const num = (s: State): number => s[0] as number;

test("invariant violation: TLC's text for spec T1, character for character (§6.3)", (t) => {
  const spec = handSpec(t1Spec());
  const r = check(spec);
  t.is(
    formatTlcResult(spec, { ...r, seconds: 0.4 }, TS),
    [
      "Error: Invariant Inv is violated.",
      "Error: The behavior up to this point is:",
      "State 1: <Initial predicate>",
      "/\\ x = 0",
      "/\\ y = {}",
      "",
      "State 2: <Submit(r2) line 6, col 14 to line 6, col 51 of module T1>",
      "/\\ x = 1",
      "/\\ y = {r2}",
      "",
      "State 3: <Submit(r1) line 6, col 14 to line 6, col 51 of module T1>",
      "/\\ x = 2",
      "/\\ y = {r2, r1}",
      "",
      "5 states generated, 5 distinct states found, 2 states left on queue.",
      "The depth of the complete state graph search is 3.",
      "Finished in 00s at (2026-11-22 05:28:09)",
    ].join("\n"),
  );
});

test("variables print in TLC's Hashtable order, not declaration order (§6.2)", (t) => {
  t.is(javaStringHash("alpha"), 92909918);
  t.deepEqual(tlcVariableOrder(["zed", "alpha"]), [1, 0]);
  // zz, bf, np share bucket 84: declaration order among them.
  t.deepEqual(tlcVariableOrder(["np", "zz", "bf"]), [0, 1, 2]);
  t.deepEqual(tlcVariableOrder(["small", "big"]), [1, 0]);
  const spec = handSpec({ variables: ["zed", "alpha"], init: () => [[1, 2]], actions: [], invariants: { Inv: () => false } });
  t.is(formatTlcResult(spec, check(spec), TS), "Error: Invariant Inv is violated by the initial state:\n/\\ alpha = 2\n/\\ zed = 1\n\nFinished in 00s at (2026-11-22 05:28:09)");
});

test("a single variable prints as `x = v`; deadlock text ends in the deadlocked state", (t) => {
  const spec = handSpec({ variables: ["x"], init: () => [[0]], actions: [{ name: "Inc", location: loc("D", 4, 8, 4, 30), next: (s) => (num(s) < 1 ? [[1]] : []) }] });
  t.is(
    formatTlcResult(spec, check(spec), { timestamp: "NOW" }),
    [
      "Error: Deadlock reached.",
      "Error: The behavior up to this point is:",
      "State 1: <Initial predicate>",
      "x = 0",
      "",
      "State 2: <Inc line 4, col 8 to line 4, col 30 of module D>",
      "x = 1",
      "",
      "2 states generated, 2 distinct states found, 0 states left on queue.",
      "The depth of the complete state graph search is 2.",
      "Finished in 00s at (NOW)",
    ].join("\n"),
  );
});

test("success: the collision estimate, counts, depth and outdegree lines (§5.5, §6.3)", (t) => {
  const input = dieHard();
  const spec = handSpec({ ...input, invariants: {} });
  const text = formatTlcResult(spec, check(spec), TS);
  t.is(
    text,
    [
      "Model checking completed. No error has been found.",
      "  Estimates of the probability that TLC did not check all reachable states",
      "  because two distinct states had the same fingerprint:",
      // 16 × 81 / 2^64 = 7.03E-17, to two significant digits.
      "  calculated (optimistic):  val = 7.0E-17",
      "97 states generated, 16 distinct states found, 0 states left on queue.",
      "The depth of the complete state graph search is 8.",
      // 15 new states over 16 expanded ones; (0,0) finds two, the most; 95% of 16 samples
      // is 15, and only the whole histogram (up to 2) exceeds 15.
      "The average outdegree of the complete state graph is 1 (minimum is 0, the maximum 2 and the 95th percentile is 2).",
      "Finished in 00s at (2026-11-22 05:28:09)",
    ].join("\n"),
  );
});

test("Java number and duration formats used by the final lines", (t) => {
  t.is(javaDouble(4.3e-18), "4.3E-18");
  t.is(javaDouble(4e-18), "4.0E-18");
  t.is(javaDouble(0), "0.0");
  t.is(javaDouble(0.25), "0.25");
  t.is(collisionEstimate(5, 5), "0.0");
  t.is(collisionEstimate(16, 97), "7.0E-17");
  t.is(collisionEstimate(1000, 2000), "5.4E-14");
  t.is(tlcDuration(0.4), "00s");
  t.is(tlcDuration(65), "01min 05s");
  t.is(tlcDuration(7500), "02h 05min");
});

test("the initial-states line: singular, plural, and with duplicates (§5.1)", (t) => {
  const ev = (g: number, d: number): Extract<CheckEvent, { code: "init-done" }> =>
    ({ code: "init-done", seconds: 0, statesGenerated: g, distinctStates: d, queueLeft: d, depth: 1 });
  t.is(initDoneLine(ev(1, 1), "NOW"), "Finished computing initial states: 1 distinct state generated at NOW.");
  t.is(initDoneLine(ev(3, 3), "NOW"), "Finished computing initial states: 3 distinct states generated at NOW.");
  t.is(initDoneLine(ev(11, 5), "NOW"), "Finished computing initial states: 11 states generated, with 5 of them distinct at NOW.");
});

test("evaluation error: the message, the trace, and the position of the failing expression (§6.3)", (t) => {
  const where = loc("R1", 5, 9, 6, 21);
  const spec = handSpec({
    module: "R1",
    variables: ["x"],
    init: () => [[0]],
    actions: [{
      name: "Next",
      location: loc("R1", 5, 9, 6, 21),
      next: (s) => {
        if (num(s) === 1) throw new SpecEvalError(where, new EvalError("IntegerOverflow", { expression: "2147483647+1" }));
        return [[1]];
      },
    }],
  });
  t.is(
    formatTlcResult(spec, check(spec), TS),
    [
      "Error: Overflow when computing 2147483647+1",
      "Error: The behavior up to this point is:",
      "State 1: <Initial predicate>",
      "x = 0",
      "",
      "State 2: <Next line 5, col 9 to line 6, col 21 of module R1>",
      "x = 1",
      "",
      "Error: The error occurred when TLC was evaluating the nested",
      "expressions at the following positions:",
      "0. Line 5, column 9 to line 6, column 21 in R1",
      "",
      "",
      "2 states generated, 2 distinct states found, 0 states left on queue.",
      "The depth of the complete state graph search is 2.",
      "Finished in 00s at (2026-11-22 05:28:09)",
    ].join("\n"),
  );
});

test("assumption failure names the assumption by location and prints no counts", (t) => {
  const spec = handSpec({ module: "A", variables: ["x"], init: () => [[0]], actions: [], assumptions: { A: () => false } });
  t.is(formatTlcResult(spec, check(spec), TS), "Error: Assumption line 10, col 1 to line 10, col 11 of module A is false.\nFinished in 00s at (2026-11-22 05:28:09)");
});

test("JSON result: verdict, counts, and states as variable -> printed value in TLC's order", (t) => {
  const spec = handSpec(t1Spec());
  const j = toJsonResult(spec, check(spec));
  t.like(j, { result: "invariant", violated: "Inv", distinctStates: 5, statesGenerated: 5, queueLeft: 2, depth: 3, loopsBackTo: null, error: null });
  t.deepEqual(j.trace!.map((s) => s.action), [null, "Submit(r2)", "Submit(r1)"]);
  t.deepEqual(j.trace![2]!.state, { x: "2", y: "{r2, r1}" });
  t.deepEqual(Object.keys(j.trace![2]!.state), ["x", "y"]);
  t.deepEqual(j.trace![1]!.location, loc("T1", 6, 14, 6, 51));
  // Round-trips through JSON text.
  t.deepEqual(JSON.parse(JSON.stringify(j)), j);
});

test("ITF: value encodings and the trace shape", (t) => {
  const table = new InternTable();
  const mv = table.modelValue("p1");
  t.deepEqual(toItfValue(5), { "#bigint": "5" });
  t.is(toItfValue(true), true);
  t.is(toItfValue(str(table, "hi")), "hi");
  t.is(toItfValue(mv), "p1");
  t.deepEqual(toItfValue(setOf([2, 1])), { "#set": [{ "#bigint": "1" }, { "#bigint": "2" }] });
  t.deepEqual(toItfValue(interval(1, 2)), { "#set": [{ "#bigint": "1" }, { "#bigint": "2" }] });
  t.deepEqual(toItfValue(tuple([1, true])), { "#tup": [{ "#bigint": "1" }, true] });
  t.deepEqual(toItfValue(record(table, [["a", 1], ["b", setOf([])]])), { a: { "#bigint": "1" }, b: { "#set": [] } });
  t.deepEqual(toItfValue(fcn([mv], [0])), { "#map": [["p1", { "#bigint": "0" }]] });

  const spec = handSpec(t1Spec());
  const itf = toItf(spec, check(spec));
  t.like(itf["#meta"], { format: "ITF", source: "T1", status: "invariant" });
  t.deepEqual(itf.vars, ["x", "y"]);
  t.is(itf.states.length, 3);
  t.deepEqual(itf.states[2], { "#meta": { index: 2 }, x: { "#bigint": "2" }, y: { "#set": ["r2", "r1"] } });
});

test("with ALIAS, trace states print the alias record's fields instead of the variables", (t) => {
  const spec = handSpec({
    variables: ["x"],
    seed: ["double", "x"],
    init: () => [[0]],
    actions: [{ name: "Inc", location: loc("M", 3, 1, 3, 9), next: (s) => [[num(s) + 1]] }],
    invariants: { Inv: (s) => num(s) < 1 },
    alias: (ctx, s) => record(ctx.intern, [["x", s[0]!], ["double", 2 * num(s)]]),
  });
  const text = formatTlcResult(spec, check(spec), TS);
  t.true(text.includes("State 2: <Inc line 3, col 1 to line 3, col 9 of module M>\n/\\ double = 2\n/\\ x = 1\n"), text);
});

test("an invariant that fails to evaluate: TLC's 'Evaluating invariant … failed.' then the cause on its own line and the trace, no positions", (t) => {
  const where = loc("M", 7, 5, 7, 20);
  const spec = handSpec({
    variables: ["x"],
    init: () => [[0]],
    actions: [{ name: "Inc", location: loc("M", 3, 1, 3, 9), next: (s) => [[num(s) + 1]] }],
    invariants: { Inv: (s) => { if (num(s) === 1) throw new SpecEvalError(where, new EvalError("CardinalityUndefined", { set: "Nat" })); return true; } },
  });
  const text = formatTlcResult(spec, check(spec), TS);
  // TLC 2026.04.29 on `Inv == x < 1 \/ Cardinality(Nat) = 1`.
  t.true(text.startsWith("Error: Evaluating invariant Inv failed.\nAttempted to compute cardinality of the value\nNat\nError: The behavior up to this point is:\nState 1: <Initial predicate>\nx = 0\n\nState 2: <Inc line 3, col 1 to line 3, col 9 of module M>\nx = 1\n\n2 states generated, 2 distinct states found, 0 states left on queue."), text);
  t.false(text.includes("0. Line 7, column 5"), text);
});

test("an assumption that fails to evaluate is named by its own location, with no counts", (t) => {
  const spec = handSpec({
    module: "A",
    variables: ["x"],
    init: () => [[0]],
    actions: [],
    assumptions: { A: () => { throw new SpecEvalError(loc("A", 3, 12, 3, 20), new EvalError("DivisionByZero", {})); } },
  });
  t.is(
    formatTlcResult(spec, check(spec), TS),
    "Error: Evaluating assumption line 10, col 1 to line 10, col 11 of module A failed.\nThe second argument of \\div is 0.\nFinished in 00s at (2026-11-22 05:28:09)",
  );
});
