// TraceSearch's keepPaths (what `validate --html` shows): the behaviour returned for a
// valid log is a behaviour of the spec (an initial state, then each state a successor of
// the one before through the action it names) that matches every log line, in order,
// once; for an invalid log the path ends at the closest state, labelled with the line.
// On SwarmKit logs (every state, and every other state under --max-gap 2).

import test from "ava";
import { readTrace } from "../../../runtime/testing/traceFile.js";
import { agreesWith, TraceSearch, type PathStep } from "../../../runtime/testing/traceSearch.js";
import { fingerprintHex } from "../../../runtime/values/index.js";
import type { CompiledSpec, State } from "../../../runtime/check/spec.js";
import { sharedAvailable, sharedMissingMessage } from "../../support/shared.js";
import { impossibleTasks, ndjson, plainLog, swarmkitBehaviour, type SwarmkitRun } from "../../support/swarmkitLog.js";

const key = (s: State): string => s.map((v) => fingerprintHex(v)).join(",");

/** Checks that `path` is a behaviour of `spec`: each step's state among its action's successors of the state before. */
function isBehaviour(spec: CompiledSpec, path: readonly PathStep[]): string | undefined {
  const ctx = spec.createContext(() => {});
  const initial = new Set<string>();
  spec.init.generate(ctx, (s) => initial.add(key(s)));
  if (!initial.has(key(path[0]!.state))) return "the first state is not initial";
  for (let i = 1; i < path.length; i++) {
    const step = path[i]!;
    if (step.action === undefined) {
      if (key(step.state) !== key(path[i - 1]!.state)) return `step ${i}: a stutter that changes the state`;
      continue;
    }
    const next = new Set<string>();
    for (const a of spec.actions) if (a.name === step.action) a.generate(ctx, path[i - 1]!.state, (s) => next.add(key(s)));
    if (!next.has(key(step.state))) return `step ${i}: not a successor through ${step.action}`;
  }
  return undefined;
}

function search(run: SwarmkitRun, lines: readonly Record<string, unknown>[], maxGap: number) {
  const s = new TraceSearch(run.spec, undefined, { maxGap, keepPaths: true });
  const trace = readTrace("log.ndjson", ndjson(lines), { spec: run.spec, shape: run.shape, intern: s.context.intern });
  if (trace.diagnostics.length > 0) throw new Error(trace.diagnostics[0]!.message);
  return { result: s.run(trace.lines), lines: trace.lines };
}

if (!sharedAvailable) {
  test("TraceSearch keepPaths on SwarmKit (skipped: no shared corpus)", (t) => {
    t.log(sharedMissingMessage());
    t.pass();
  });
} else {
  for (const maxGap of [1, 2]) {
    test(`a valid log, max gap ${maxGap}: the behaviour is the spec's and matches every line in order`, async (t) => {
      const run = await swarmkitBehaviour(201, 5);
      const log = plainLog(run).filter((_, i) => i % maxGap === 0);
      const { result, lines } = search(run, log, maxGap);
      if (!result.valid) return t.fail(`invalid at line ${result.line + 1}`);
      const path = result.behaviour!;
      t.is(isBehaviour(run.spec, path), undefined);
      const matched = path.flatMap((p, i) => (p.line === undefined ? [] : [[p.line, i] as const]));
      t.deepEqual(
        matched.map(([l]) => l),
        lines.map((_, l) => l),
      );
      for (const [l, i] of matched) t.true(agreesWith(lines[l]!, path[i]!.state), `line ${l + 1}`);
      t.is(path.at(-1)!.line, lines.length - 1);
    });
  }

  test("an invalid log: the path ends at the closest state, labelled with the unreachable line", async (t) => {
    const run = await swarmkitBehaviour(201, 5);
    const log = plainLog(run);
    log[120] = impossibleTasks(log[120]!);
    const { result } = search(run, log, 1);
    if (result.valid) return t.fail("valid");
    t.is(result.line, 120);
    const path = result.closest!.path!;
    t.is(isBehaviour(run.spec, path), undefined);
    t.is(path.at(-1)!.state, result.closest!.state);
    t.is(path.at(-1)!.line, 120);
    t.is(path.at(-2)!.line, 119);
  });
}
