// TLA2TS_PARALLEL_STATS's time asleep per thread (coordinator.ts, SleepLog): over each level,
// wall time less CPU time less time spent runnable but waiting for a core; the first
// report of a thread only sets its starting point.

import test from "ava";
import { SleepLog } from "../../../runtime/check/parallel/coordinator.js";

test("a thread's time asleep in a level is its wall time less CPU and waiting for a core", (t) => {
  const log = new SleepLog();
  log.record(3, [
    { cpuMs: 100, waitMs: 10, wallMs: 1000 },
    { cpuMs: 50, waitMs: 0, wallMs: 1000 },
  ]);
  t.deepEqual(log.totals, []);
  log.record(4, [
    { cpuMs: 180, waitMs: 15, wallMs: 1100 },
    { cpuMs: 90, waitMs: 20, wallMs: 1100 },
  ]);
  log.record(5, [{ cpuMs: 200, waitMs: 15, wallMs: 1130 }, undefined]);
  t.deepEqual(log.totals, [
    { sleepMs: 15 + 10, cpuMs: 100, waitMs: 5 },
    { sleepMs: 40, cpuMs: 40, waitMs: 20 },
  ]);
  t.deepEqual(log.levels, ["level 4: 0: cpu 80 asleep 15 runnable 5, 1: cpu 40 asleep 40 runnable 20", "level 5: 0: cpu 20 asleep 10 runnable 0"]);
  t.is(log.line(), "coordinator's thread cpu 100 asleep 25 runnable 5; thread 1 cpu 40 asleep 40 runnable 20");
});
