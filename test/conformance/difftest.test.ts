// Differential tests against TLC on random specs (test/support/difftest): a handful of
// seeds per run, so CI stays fast; `npm run difftest -- --count N --seed S` runs many.
// The specs are generated without call-by-name operators (`Assign(v, e) == v' = e`),
// whose expansion is being fixed separately; everything else must match TLC exactly.

import test, { type ExecutionContext } from "ava";
import { compareSeed, difference, periodicCheckOutcome } from "../support/difftest/compare.js";
import { generateSpec } from "../support/difftest/generate.js";
import { generateModel } from "../support/difftest/generateModel.js";
import { generatePlusCal } from "../support/difftest/generatePlusCal.js";
import { behaviorText, errorText, parseTlcOutput, tlcAvailable } from "../support/difftest/tlc.js";

/** Seeds whose specs give a constant invariant that is FALSE, successes, invariant violations, deadlocks and an evaluation error (as of their choice). */
const seeds = [13, 20, 36, 48, 82, 95, 102, 145];

test("a seed gives one spec, always the same, and different seeds differ", (t) => {
  const a = generateSpec(42);
  t.deepEqual(generateSpec(42), a);
  t.not(generateSpec(43).tla, a.tla);
  t.regex(a.tla, /^---- MODULE Diff ----/);
  t.regex(a.cfg, /^INIT Init$/m);
});

test("without call-by-name operators a seed's spec is the same spec with the calls written out", (t) => {
  for (let seed = 1; seed <= 50; seed++) {
    const byName = generateSpec(seed);
    const plain = generateSpec(seed, { callByName: false });
    t.false(/\b(Assign|Keep|Bump|Changed)\(/.test(plain.tla), `seed ${seed}`);
    t.is(plain.cfg, byName.cfg);
    const withoutDefinitions = byName.tla.replace(/^(Assign|Keep|Bump|Changed)\(.*\n/gm, "");
    if (!byName.features.includes("call-by-name")) t.is(plain.tla, withoutDefinitions);
  }
});

test("TLC's output is read for verdict, violated name, counts and depth", (t) => {
  const out = [
    "Finished computing initial states: 2 distinct states generated at 2026-11-25 13:37:34.",
    "Error: Invariant Inv is violated.",
    "Error: The behavior up to this point is:",
    "State 1: <Initial predicate>",
    "x = 1",
    "",
    "State 2: <Next line 5, col 9 to line 5, col 24 of module T>",
    "x = 2",
    "",
    "6 states generated, 5 distinct states found, 0 states left on queue.",
    "The depth of the complete state graph search is 4.",
  ].join("\n");
  t.like(parseTlcOutput(out, 12), { result: "invariant", violated: "Inv", traceLength: 2, statesGenerated: 6, distinctStates: 5, depth: 4, initialStates: 2 });
  t.like(parseTlcOutput("Error: The constraint of Extra is equal to FALSE\n", 151), { result: "error" });
  t.like(parseTlcOutput("Error: Deadlock reached.\n1,234 states generated, 1,000 distinct states found, 3 states left on queue.\n", 11), {
    result: "deadlock",
    statesGenerated: 1234,
    distinctStates: 1000,
  });
  t.like(parseTlcOutput("Model checking completed. No error has been found.\n", 0), { result: "ok" });
});

test("a seed gives one model (--models), always the same, with a SPECIFICATION", (t) => {
  const a = generateModel(7);
  t.deepEqual(generateModel(7), a);
  t.not(generateModel(8).tla, a.tla);
  t.regex(a.tla, /^Spec == Init \/\\ \[\]\[Next\]_vars/m);
  t.regex(a.cfg, /^SPECIFICATION Spec$/m);
});

/**
 * Over seeds 1..300, the models that drew `shape`: every action from `from` to Next assigns or keeps each
 * variable (`assignedElsewhere`: assigned inside an instance's action); returns the features drawn and the count.
 */
function checkShapes(
  t: ExecutionContext,
  shape: string,
  from: string,
  assignedElsewhere: (line: string, v: string) => boolean,
  each: (m: ReturnType<typeof generateModel>, seed: number) => void = () => {},
): { drawn: Set<string>; models: number } {
  const drawn = new Set<string>();
  let models = 0;
  for (let seed = 1; seed <= 300; seed++) {
    const m = generateModel(seed);
    if (!m.features.includes(shape)) continue;
    models++;
    for (const f of m.features) drawn.add(f);
    const vars = /^VARIABLES (.*)$/m.exec(m.tla)![1]!.split(", ");
    const body = m.tla.slice(m.tla.indexOf(from), m.tla.indexOf("\nNext =="));
    for (const line of body.split("\n").filter((l) => /^\w+(\(p\))? == /.test(l) && l.includes("'"))) {
      const kept = [...line.matchAll(/UNCHANGED <<([^>]*)>>/g)].flatMap((u) => u[1]!.split(", "));
      for (const v of vars) t.true(line.includes(`${v}' `) || assignedElsewhere(line, v) || kept.includes(v), `seed ${seed}: ${v} in ${line}`);
    }
    each(m, seed);
  }
  return { drawn, models };
}

test("a model with protocol shapes (--models) assigns or keeps every variable in every action, and its shapes are drawn", (t) => {
  const { drawn, models } = checkShapes(t, "protocol shapes", "\nInitNet ==", () => false);
  t.true(models > 50);
  for (const f of ["FIFO channels", "message bag as a function to counts", "message bag (Bags)", "network of records of several shapes", "SUBSET quorums", "CHOOSE in Init", "consensus refinement through INSTANCE WITH", "SF on a protocol action"]) {
    t.true(drawn.has(f), f);
  }
});

test("a model with state shapes (--models) assigns or keeps every variable in every action, and its shapes are drawn", (t) => {
  // Tally's Cnt!PStep assigns ca and cb inside the instance.
  const { drawn, models } = checkShapes(
    t,
    "state shapes",
    "\nInit ==",
    (line, v) => line.includes("Cnt!PStep") && (v === "ca" || v === "cb"),
    (m, seed) => {
      if (m.features.includes("nested INSTANCE")) t.truthy(m.extraFiles?.["Pair.tla"] && m.extraFiles["Counter.tla"], `seed ${seed}`);
    },
  );
  t.true(models > 60);
  for (const f of ["function of functions, nested EXCEPT", "sequence of records", "function into strings chosen from a set of functions", "nested INSTANCE", "CHOOSE over a set of records", "RECURSIVE operator invariant"]) {
    t.true(drawn.has(f), f);
  }
});

test("a seed gives one PlusCal-shaped spec (--pluscal), always the same; its shapes are drawn", (t) => {
  t.deepEqual(generatePlusCal(7), generatePlusCal(7));
  t.not(generatePlusCal(8).tla, generatePlusCal(7).tla);
  const drawn = new Set<string>();
  for (let seed = 1; seed <= 200; seed++) {
    const m = generatePlusCal(seed);
    for (const f of m.features) drawn.add(f);
    t.regex(m.tla, /^Spec == \/\\ Init \/\\ \[\]\[Next\]_vars/m, `seed ${seed}`);
    t.regex(m.cfg, /^SPECIFICATION Spec$/m);
    // The cfg gives Procs as an enumerated set (TLC's model file takes no `1..3`).
    t.regex(m.cfg, /^ {2}Procs = \{[^}]*\}$/m);
  }
  for (const f of ["main process", "procedure with a race", "atomic procedure", "either statement", "with statement", "await barrier", "assert", "no Terminating (deadlock when done)", "WF per process", "SF per process", "Termination", "SYMMETRY"]) {
    t.true(drawn.has(f), f);
  }
});

test("TLC's lasso found by a timed periodic check before its search reached our later deadlock is allowed; before an earlier one it is not", (t) => {
  const tlc = { result: "temporal", exitCode: 13, queueLeft: 49, statesGenerated: 2617, distinctStates: 884 } as const;
  t.is(difference({ result: "deadlock", statesGenerated: 2681, distinctStates: 892 }, tlc)?.[0], periodicCheckOutcome);
  t.is(difference({ result: "deadlock", statesGenerated: 100, distinctStates: 50 }, tlc)?.[0], "verdict deadlock vs TLC temporal");
  t.is(difference({ result: "deadlock", statesGenerated: 2681, distinctStates: 892 }, { ...tlc, queueLeft: 0 })?.[0], "verdict deadlock vs TLC temporal");
});

test("TLC's temporal, action-property and postcondition verdicts, its printed lasso and its error text are read", (t) => {
  const lasso = [
    "Error: Temporal property Live was violated.",
    "",
    "Error: The following behavior constitutes a counter-example:",
    "",
    "State 1: <Initial predicate>",
    "x = 0",
    "",
    "State 2: <Next line 5, col 9 to line 5, col 24 of module T>",
    "x = 1",
    "",
    "Back to state 1: <Next line 5, col 9 to line 5, col 24 of module T>",
    "",
    "4 states generated, 2 distinct states found, 0 states left on queue.",
  ].join("\n");
  t.like(parseTlcOutput(lasso, 13), { result: "temporal", traceLength: 2, statesGenerated: 4 });
  t.is(
    behaviorText(lasso),
    "Error: Temporal property Live was violated.\nState 1: <Initial predicate>\nx = 0\nState 2: <Next line 5, col 9 to line 5, col 24 of module T>\nx = 1\nBack to state 1: <Next line 5, col 9 to line 5, col 24 of module T>",
  );
  t.like(parseTlcOutput("Error: Action property Steps is violated.\n", 13), { result: "action-property", violated: "Steps" });
  const postcondition = "Error: Postcondition Post at line 3, col 9 to line 3, col 20 of module T is false.\n";
  t.like(parseTlcOutput(postcondition, 10), { result: "postcondition" });
  t.like(parseTlcOutput(`${lasso}\n${postcondition}`, 13), { result: "temporal" }, "the violation, then the POSTCONDITION TLC still evaluates");
  const failed = ["Error: Attempted to apply function:", "<<1>>", "to argument 2.", "Error: The behavior up to this point is:", "State 1: <Initial predicate>"].join("\n");
  t.is(errorText(failed), "Error: Attempted to apply function:\n<<1>>\nto argument 2.");
});

if (!tlcAvailable()) {
  console.warn("\n!!! SKIPPED: differential tests against TLC need java on PATH and ../shared/oracles/tlc; they did NOT run.\n");
  test.skip("differential tests against TLC (java or the TLC oracle missing)", () => {});
} else {
  for (const seed of seeds) {
    test.serial(`difftest seed ${seed}: our verdict and counts equal TLC's`, async (t) => {
      const c = await (await compareSeed(seed, { callByName: false }))();
      t.log(`TLC: ${c.tlc?.result} ${c.tlc?.distinctStates ?? "-"} distinct; ours: ${c.ours.result} ${c.ours.distinctStates ?? "-"} distinct`);
      t.is(c.outcome, "match", `${c.detail}\n${c.spec.tla}\n${c.spec.cfg}`);
    });
  }
}
