// The README's bundled example, corpus/examples/TaskQueue.tla with TaskQueue.cfg, has
// its expected result computed here by an independent brute-force enumeration of the
// same state machine, written by hand in plain TypeScript (no tla2ts code involved),
// then compared with what `tla2ts check` finds.

import test from "ava";
import { join } from "node:path";
import { runModel } from "../support/runModel.js";
import { projectRoot } from "../support/shared.js";

const workers = ["w1", "w2"];
const tasks = ["t1", "t2", "t3"];
const maxCrashes = 1;
const idle = "idle";

interface Worker {
  readonly state: "idle" | "busy";
  readonly task: string;
}
interface TQState {
  readonly queue: readonly string[];
  readonly worker: readonly Worker[];
  readonly done: readonly string[];
  readonly crashes: number;
}

const key = (s: TQState) => JSON.stringify(s);
const withWorker = (s: TQState, i: number, w: Worker) => s.worker.map((x, j) => (j === i ? w : x));

function permutations(xs: readonly string[]): string[][] {
  if (xs.length === 0) return [[]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Every successor of `s`, once per satisfied disjunct of Next (as TLC counts them). */
function successors(s: TQState): TQState[] {
  const out: TQState[] = [];
  workers.forEach((_, i) => {
    const w = s.worker[i]!;
    if (w.state === "idle" && s.queue.length > 0) {
      out.push({ ...s, worker: withWorker(s, i, { state: "busy", task: s.queue[0]! }), queue: s.queue.slice(1) });
    }
    if (w.state === "busy") {
      const done = [...new Set([...s.done, w.task])].sort();
      out.push({ ...s, done, worker: withWorker(s, i, { state: "idle", task: idle }) });
    }
    if (w.state === "busy" && s.crashes < maxCrashes) {
      out.push({ ...s, queue: [...s.queue, w.task], worker: withWorker(s, i, { state: "idle", task: idle }), crashes: s.crashes + 1 });
    }
  });
  if (s.done.length === tasks.length) out.push(s);
  return out;
}

function bruteForce(): { distinct: number; generated: number; depth: number; deadlocks: number } {
  const init = permutations(tasks).map(
    (queue): TQState => ({ queue, worker: workers.map(() => ({ state: "idle", task: idle })), done: [], crashes: 0 }),
  );
  const seen = new Set(init.map(key));
  let frontier = init;
  let generated = init.length;
  let depth = 1;
  let deadlocks = 0;
  for (;;) {
    const next: TQState[] = [];
    for (const s of frontier) {
      const succ = successors(s);
      if (succ.length === 0) deadlocks++;
      generated += succ.length;
      for (const t of succ) {
        const k = key(t);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(t);
        }
      }
    }
    if (next.length === 0) break;
    frontier = next;
    depth++;
  }
  return { distinct: seen.size, generated, depth, deadlocks };
}

test("TaskQueue: tla2ts check agrees with an independent brute-force enumeration", async (t) => {
  const expected = bruteForce();
  t.is(expected.deadlocks, 0, "the example is meant to have no deadlock");
  const dir = join(projectRoot, "corpus", "examples");
  const r = await runModel(join(dir, "TaskQueue.tla"), join(dir, "TaskQueue.cfg"));
  t.is(r.result?.result, "ok");
  t.deepEqual(
    { distinct: r.result?.distinctStates, generated: r.result?.statesGenerated, depth: r.result?.depth },
    { distinct: expected.distinct, generated: expected.generated, depth: expected.depth },
  );
  t.log(`brute force: ${expected.distinct} distinct, ${expected.generated} generated, depth ${expected.depth}`);
});
