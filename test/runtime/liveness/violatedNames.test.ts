// TLC names every temporal property its counterexample violates, in .cfg order
// (docs/semantics.md); corpus/regressions/TemporalViolatedNames holds TLC's lines.

import test from "ava";
import { join } from "node:path";
import { temporalViolated } from "../../../runtime/check/report.js";
import { runModel } from "../../support/runModel.js";
import { projectRoot } from "../../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");

test("the lasso is checked against every property: those it violates are named, in .cfg order", async (t) => {
  const r = await runModel(join(dir, "TemporalViolatedNames.tla"), join(dir, "TemporalViolatedNames.cfg"));
  t.is(r.result?.result, "temporal");
  t.is(r.result?.violated, "Often0");
  t.deepEqual(r.result?.violatedProperties, ["Often0", "LeadsNowhere", "Often1"]);
  t.is(temporalViolated(r.result!.violatedProperties!), "Temporal properties Often0, LeadsNowhere, and Often1 were violated.");
});

test("a property the lasso satisfies is not named, though checked before the violated one", async (t) => {
  const r = await runModel(join(dir, "TemporalViolatedNames.tla"), join(dir, "TemporalViolatedNamesOne.cfg"));
  t.deepEqual(r.result?.violatedProperties, ["Often0"]);
  t.is(temporalViolated(r.result!.violatedProperties!), "Temporal property Often0 was violated.");
});

test("TLC's wording for two properties and for none", (t) => {
  t.is(temporalViolated(["A", "B"]), "Temporal properties A and B were violated.");
  t.is(temporalViolated([]), "Temporal properties were violated.");
});
