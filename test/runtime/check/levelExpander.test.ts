// The coordinator's thread expands its share of a level in slices (crew.ts, LocalCrew),
// returning to the event loop between them: an expansion cut into slices of a few
// states claims the same successors, counts the same and keeps the same states as one
// done in one go.

import test from "ava";
import { join } from "node:path";
import { compileToJsAsync, loadCompiledSpec } from "../../../compiler/index.js";
import { settleConstantParts } from "../../../runtime/check/constantParts.js";
import { LevelExpander } from "../../../runtime/check/parallel/levelExpander.js";
import { SharedSeenTable } from "../../../runtime/check/parallel/sharedSeen.js";
import { withActionsOver, type State } from "../../../runtime/check/spec.js";
import { StateFingerprinter } from "../../../runtime/check/stateFingerprint.js";
import { tlcVariableOrder } from "../../../runtime/check/varOrder.js";
import { projectRoot } from "../../support/shared.js";

async function expanderOnSecondLevel(): Promise<LevelExpander> {
  const dir = join(projectRoot, "corpus", "parallel");
  const compiled = await compileToJsAsync(join(dir, "WideLevel.tla"), { config: join(dir, "WideLevel.cfg") });
  const loaded = await loadCompiledSpec(compiled.code!);
  const ctx = loaded.createContext(() => {});
  const settled = settleConstantParts(withActionsOver(loaded, ctx), ctx);
  if (!("spec" in settled)) throw new Error("WideLevel's constants do not settle");
  const spec = settled.spec;
  const fp = new StateFingerprinter(ctx, spec.view, spec.symmetry?.(ctx), spec.printOrder ?? tlcVariableOrder(spec.variables));
  const expander = new LevelExpander(spec, ctx, fp, SharedSeenTable.create(1 << 16), true);
  const initial: State[] = [];
  spec.init.generate(ctx, (s: State) => initial.push(s));
  expander.take(initial, Int32Array.from(initial, (_, i) => i));
  expander.expand();
  const kept = expander.resolve();
  expander.adopt(Int32Array.from({ length: kept.keys.length / 4 }, (_, i) => 1 + i));
  return expander;
}

test("an expansion in slices gives what one in one go gives", async (t) => {
  const whole = await expanderOnSecondLevel();
  const sliced = await expanderOnSecondLevel();
  const once = whole.expand();
  sliced.beginExpansion();
  let slices = 1;
  // A clock already past: each call expands up to 64 states.
  while (!sliced.expandSome(-1)) slices++;
  t.true(slices > 50, `${slices} slices`);
  t.deepEqual(sliced.expansion(), once);
  t.deepEqual(Array.from(sliced.resolve().keys), Array.from(whole.resolve().keys));
  t.is(sliced.tally(3000), whole.tally(3000));
});
