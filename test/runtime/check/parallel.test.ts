// The parallel search gives what the one-worker search gives: the verdict, distinct
// states, states generated, depth, states left on the queue and the very same trace,
// on specs of our own built so that the first parent of a state, the first violation
// of a level and the state kept for a VIEW depend on the order (corpus/parallel, TLC's
// figures in its expected.json) and on a spread of the shared conformance models
// (safety violations, SYMMETRY, no error). A spec that builds strings while checking
// runs with one worker and says why; so does one with temporal properties.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../../compiler/index.js";
import { check } from "../../../runtime/check/bfs.js";
import { checkInParallel, type ParallelOptions } from "../../../runtime/check/parallel/coordinator.js";
import { readManifest, type CorpusExpected } from "../../support/manifest.js";
import { checkOutcome } from "../../support/checkOutcome.js";
import type { CompiledSpec, EvalContext, State, StatePredicate } from "../../../runtime/check/spec.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";


async function both(spec: string, config: string, parallel: ParallelOptions = { workers: 2, startAfterMs: 0, waitForThreads: true }) {
  const compiled = compileToJs(spec, { config });
  if (compiled.code === undefined) throw new Error(`${spec} does not compile`);
  const loaded = await loadCompiledSpec(compiled.code);
  const one = check(loaded, {});
  const many = await checkInParallel(loaded, compiled.code, parallel, {});
  return { one, many };
}

const dir = join(projectRoot, "corpus", "parallel");
const expected = JSON.parse(readFileSync(join(dir, "expected.json"), "utf8")) as Record<string, CorpusExpected>;

for (const [name, e] of Object.entries(expected)) {
  test(`${name}: two workers give what one gives, and TLC's ${e.result} with ${e.distinctStates} distinct, ${e.statesGenerated} generated, depth ${e.depth}`, async (t) => {
    const { one, many } = await both(join(dir, e.spec), join(dir, e.config));
    t.deepEqual(checkOutcome(many.result), checkOutcome(one));
    t.is(one.result as string, e.result);
    t.deepEqual([one.distinctStates, one.statesGenerated, one.depth], [e.distinctStates, e.statesGenerated, e.depth]);
    if (name === "StringsWhileChecking") {
      t.is(many.workers, 1);
      t.regex(many.note ?? "", /builds strings while checking/);
    } else t.is(many.workers, 2, many.note);
  });
}


test("a level that overfills the fingerprint table is expanded again on a larger one, with the same outcome", async (t) => {
  const { one, many } = await both(join(dir, "WideLevel.tla"), join(dir, "WideLevel.cfg"), { workers: 2, startAfterMs: 0, waitForThreads: true, tableEntries: 1 });
  t.true((many.levelReruns ?? 0) > 0);
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
});

test("threads that join after the table moved to a larger one claim in the new one", async (t) => {
  // Started at level 1, they join at level 3, after the table grew for level 2 (5,000 times as wide
  // as level 1) and had room left for level 3 in the old one: the counts are the one worker's only
  // if they claim in the table the coordinator's thread uses (threads started early, while the
  // first levels run alone, met this: 18,601 distinct states instead of 15,001).
  const { one, many } = await both(join(dir, "WideLevel.tla"), join(dir, "WideLevel.cfg"), { workers: 2, startAfterMs: 0, waitForThreads: true, joinLevelsLater: 2 });
  t.is(many.workers, 2);
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
});

test("a small state space is searched in the coordinator's thread alone", async (t) => {
  const { one, many } = await both(join(dir, "GridDeadlock.tla"), join(dir, "GridDeadlock.cfg"), { workers: 2 });
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
  t.is(many.workers, 1);
  t.is(many.note, undefined);
});

const conformance = [
  "tower_of_hanoi-Model_1-MC",
  "N-Queens-Queens-FourQueens-MC",
  "spanning-MC_spanning",
  "Chameneos-Chameneos",
  "SimplifiedFastPaxos-Paxos",
  "Paxos-MCPaxos",
];

for (const name of conformance) {
  test(`conformance ${name}: two workers give what one gives`, async (t) => {
    if (!sharedAvailable) return t.log(sharedMissingMessage()) as unknown as void;
    const entry = readManifest().find((m) => m.name === name)!;
    const base = join(sharedDir, "conformance", entry.dir);
    const { one, many } = await both(join(base, entry.spec), join(base, entry.config));
    t.is(many.workers, 2, many.note);
    t.deepEqual(checkOutcome(many.result), checkOutcome(one));
    t.is(one.distinctStates, entry.expected.distinctStates);
    t.is(one.statesGenerated, entry.expected.statesGenerated);
  });
}

test("a run hands its frontier to three worker threads after some levels, with the same outcome", async (t) => {
  if (!sharedAvailable) return t.log(sharedMissingMessage()) as unknown as void;
  const base = join(sharedDir, "conformance", "Chameneos-Chameneos");
  const { one, many } = await both(join(base, "Chameneos.tla"), join(base, "Chameneos.cfg"), { workers: 3, startAfterMs: 1, waitForThreads: true });
  t.is(many.workers, 3);
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
});

test("a spec reading TLCGet is checked with one worker (TLC's counters and levels with -workers 1), and the note says why", async (t) => {
  if (!sharedAvailable) return t.log(sharedMissingMessage()) as unknown as void;
  const base = join(sharedDir, "conformance", "DieHard-MCDieHardest");
  const { one, many } = await both(join(base, "MCDieHardest.tla"), join(base, "MCDieHardest.cfg"));
  t.is(many.workers, 1);
  t.regex(many.note ?? "", /TLCGet/);
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
});

test("temporal properties are checked with one worker, and the note says why", async (t) => {
  if (!sharedAvailable) return t.log(sharedMissingMessage()) as unknown as void;
  const entry = readManifest().find((m) => m.name === "FiniteMonotonic-MCDistributedReplicatedLog")!;
  const base = join(sharedDir, "conformance", entry.dir);
  const { one, many } = await both(join(base, entry.spec), join(base, entry.config));
  t.is(many.workers, 1);
  t.regex(many.note ?? "", /temporal properties/);
  t.deepEqual(checkOutcome(many.result), checkOutcome(one));
});

/** `spec` with the evaluations of each invariant and of each of its conjuncts counted in `counts`, by name. */
function countingInvariants(spec: CompiledSpec, counts: Record<string, number>): CompiledSpec {
  const counting = <P extends StatePredicate>(p: P, name: string): P => {
    counts[name] = 0;
    return { ...p, test: (ctx: EvalContext, s: State) => (counts[name]!++, p.test(ctx, s)) };
  };
  const invariants = spec.invariants.map((inv) => ({
    ...counting(inv, inv.name),
    ...(inv.conjuncts !== undefined ? { conjuncts: inv.conjuncts.map((c, i) => counting(c, `${inv.name}/${i}`)) } : {}),
  }));
  return { ...spec, invariants };
}

// The parallel engine skips invariants as the one-worker search does (runtime/check/invariantSkip.ts): by the
// parent's objects, conjunct by conjunct and by the values a conjunct held on. In the coordinator's thread alone it
// meets the new states in one worker's order, so it evaluates exactly what one worker evaluates (on a spec whose
// invariant holds: after a failure the parallel engine checks the level's new states again, in order).
for (const name of ["InvariantSkipByValue"]) {
  test(`${name}: the parallel engine evaluates the invariants and their conjuncts as often as one worker`, async (t) => {
    const compiled = compileToJs(join(dir, `${name}.tla`), { config: join(dir, `${name}.cfg`) });
    const loaded = await loadCompiledSpec(compiled.code!);
    const oneCounts: Record<string, number> = {};
    const manyCounts: Record<string, number> = {};
    const one = check(countingInvariants(loaded, oneCounts), {});
    const many = await checkInParallel(countingInvariants(loaded, manyCounts), compiled.code!, { workers: 2, startAfterMs: 1e9 }, {});
    t.is(many.workers, 1);
    t.deepEqual(checkOutcome(many.result), checkOutcome(one));
    t.deepEqual(manyCounts, oneCounts);
    t.true(Object.values(oneCounts).some((n) => n > 0));
  });
}
