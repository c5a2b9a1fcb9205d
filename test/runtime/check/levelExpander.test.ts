// The coordinator's thread expands its share of a level in slices (crew.ts, LocalCrew),
// returning to the event loop between them: an expansion cut into slices of a few
// states claims the same successors, counts the same and keeps the same states as one
// done in one go. A member asked on the work board for its tail mid-level gives half of
// what it has left, and the member that expands those states after its own keeps their
// successors in the one-worker order: together the two keep what one expander keeps.

import test from "ava";
import { join } from "node:path";
import { compileToJsAsync, loadCompiledSpec } from "../../../compiler/index.js";
import { settleConstantParts } from "../../../runtime/check/constantParts.js";
import { Board, BOARD_STRIDE, LevelExpander } from "../../../runtime/check/parallel/levelExpander.js";
import { mergeKeys } from "../../../runtime/check/parallel/mergeKeys.js";
import { SharedSeenTable } from "../../../runtime/check/parallel/sharedSeen.js";
import { withActionsOver, type State } from "../../../runtime/check/spec.js";
import { StateFingerprinter } from "../../../runtime/check/stateFingerprint.js";
import { tlcVariableOrder } from "../../../runtime/check/varOrder.js";
import { projectRoot } from "../../support/shared.js";

/** States on WideLevel's second level (ids 1, 2, ...). */
let secondLevel = 0;

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
  secondLevel = kept.keys.length / 4;
  expander.adopt(Int32Array.from({ length: secondLevel }, (_, i) => 1 + i));
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

test("a tail handed over mid-level is expanded by another member, which keeps its successors in the one-worker order", async (t) => {
  const whole = await expanderOnSecondLevel();
  const once = whole.expand();
  const wholeKeys = Array.from(whole.resolve().keys);
  const victim = await expanderOnSecondLevel();
  const thief = await expanderOnSecondLevel();
  thief.table = victim.table;
  // The victim has the first half of the level (the smaller ids), the thief the second.
  const secondHalf = victim.give(secondLevel - (secondLevel >> 1));
  thief.give(secondLevel);
  thief.takeEncoded(secondHalf.states, secondHalf.ids);
  const board = new Int32Array(2 * BOARD_STRIDE);
  let spare: { states: Uint8Array; ids: Int32Array } | undefined;
  victim.joinBoard(board, 0, (states, ids) => void (spare = { states, ids }));
  thief.joinBoard(board, 1, () => t.fail("the thief was not asked for its tail"));
  thief.expand();
  victim.beginExpansion();
  t.false(victim.expandSome(-1));
  Atomics.store(board, Board.Want, 1);
  while (!victim.expandSome(-1));
  t.is(Atomics.load(board, Board.Want), 0);
  t.true(spare !== undefined && spare.ids.length > 1000, `${spare?.ids.length} states handed over`);
  // The handed-over ids are smaller than the thief's own, which it expanded first.
  t.true(spare!.ids[spare!.ids.length - 1]! < secondHalf.ids[0]!);
  thief.steal(spare!.states, spare!.ids);
  t.true(thief.expandSome(Infinity));
  t.is(victim.expansion().generated + thief.expansion().generated, once.generated);
  t.is(victim.tally(3000) + thief.tally(3000), whole.tally(3000));
  const merged = mergeKeys([victim.resolve().keys, thief.resolve().keys]);
  const keys: number[] = [];
  for (let i = 0; i < merged.worker.length; i++) {
    const k = merged.keys[merged.worker[i]!]!;
    const j = merged.index[i]!;
    keys.push(k[4 * j]!, k[4 * j + 1]!, k[4 * j + 2]!, k[4 * j + 3]!);
  }
  t.deepEqual(keys, wholeKeys);
});
