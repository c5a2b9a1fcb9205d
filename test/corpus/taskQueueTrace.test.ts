// The worked example of trace validation (corpus/examples/taskqueue/logging.ts): the
// dispatcher's own log of a scenario, in its own field and event names, validates against
// TaskQueue.tla through trace-mapping.json; the seeded bug's log of the same scenario is
// reported at the crash that re-queues the wrong task. The logs in logs/ (what the README
// shows) are exactly what the two dispatchers write.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { Dispatcher } from "../../corpus/examples/taskqueue/dispatcher.js";
import { Dispatcher as BuggyDispatcher } from "../../corpus/examples/taskqueue/dispatcher-buggy.js";
import { runLogged, scenario } from "../../corpus/examples/taskqueue/logging.js";
import { projectRoot } from "../support/shared.js";

const example = join(projectRoot, "corpus", "examples");
const logs = join(example, "taskqueue", "logs");
const options = { maxCrashes: 1 };
const workers = new Set(["w1", "w2"]);

async function validate(log: string): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const args = ["validate", join(example, "TaskQueue.tla"), "--trace", join(logs, log), "--map", join(example, "taskqueue", "trace-mapping.json")];
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

test("the committed logs are the dispatchers' own", async (t) => {
  t.is(readFileSync(join(logs, "dispatcher.ndjson"), "utf8"), await runLogged(new Dispatcher(workers, ["t1", "t2", "t3"], options), scenario));
  t.is(readFileSync(join(logs, "dispatcher-buggy.ndjson"), "utf8"), await runLogged(new BuggyDispatcher(workers, ["t1", "t2", "t3"], options), scenario));
});

test("the dispatcher's log validates through the mapping", async (t) => {
  const r = await validate("dispatcher.ndjson");
  t.is(r.code, 0, r.out + r.err);
  t.regex(r.out, /^valid: the 9 lines of .*dispatcher\.ndjson agree with a behaviour of TaskQueue/);
});

test("the seeded bug's log is invalid at the crash, where queue differs", async (t) => {
  const r = await validate("dispatcher-buggy.ndjson");
  t.is(r.code, 12, r.err);
  t.regex(r.out, /^invalid: no behaviour of TaskQueue reaches line 4 \(.*dispatcher-buggy\.ndjson:4:1\): queue = <<t3, t2>>, done = \{\}, crashes = 1 after Crash\(w: w2\)$/m);
  t.regex(r.out, /^1 candidate state\(s\) after the line before:$/m);
  t.regex(r.out, /^closest reachable state \(after Crash\(w2\)\):$/m);
  t.regex(r.out, /^ {2}queue\[2\]: the spec has t1, the log has t2$/m);
});
