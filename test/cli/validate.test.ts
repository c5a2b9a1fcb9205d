// `tla2ts validate` as a user meets it, on the SwarmKit seed: a simulated 1,000-step
// behaviour logged with half the variables is valid (exit 0); one impossible value at
// line 500 is reported at line 500 (exit 12) with the candidates and the closest state's
// differences, also as JSON; an ITF file written by `tla2ts simulate --itf` is accepted;
// --max-gap; the bound (exit 152); a malformed line (exit 150, file:line:col); --map; a value nested
// 100,000 deep in a log line (read, matched and told apart from explicit stacks; long lines windowed).

import test from "ava";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { sharedAvailable, sharedMissingMessage } from "../support/shared.js";
import { impossibleTasks, ndjson, plainLog, swarmkitBehaviour, swarmkitConfig, swarmkitSpec, type SwarmkitRun } from "../support/swarmkitLog.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), "tla2ts-validate-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const validate = (trace: string, ...more: string[]) => run(["validate", swarmkitSpec, "--config", swarmkitConfig, "--trace", trace, ...more]);

const seed = 424242;
let cached: Promise<SwarmkitRun> | undefined;
const behaviour = (): Promise<SwarmkitRun> => (cached ??= swarmkitBehaviour(1001, seed));

if (!sharedAvailable) {
  test("tla2ts validate on SwarmKit (skipped: no shared corpus)", (t) => {
    t.log(sharedMissingMessage());
    t.pass();
  });
} else {
  test("a simulated 1,000-step behaviour logged with half the variables is valid: exit 0", async (t) => {
    const r = await validate(file("good.ndjson", ndjson(plainLog(await behaviour()))));
    t.is(r.code, 0, r.err);
    t.regex(r.out, /^valid: the 1001 lines of .*good\.ndjson agree with a behaviour of SwarmKit/);
  });

  test("one impossible value at line 500: exit 12, the line, the candidates, the closest state's differences", async (t) => {
    const lines = plainLog(await behaviour());
    lines[499] = impossibleTasks(lines[499]!);
    const path = file("bad.ndjson", ndjson(lines));
    const r = await validate(path);
    t.is(r.code, 12, r.err);
    t.regex(r.out, /^invalid: no behaviour of SwarmKit reaches line 500 \(.*bad\.ndjson:500:1\): tasks = .*status \|-> \[state \|-> "remove"\]/);
    t.regex(r.out, /^\d+ candidate state\(s\) after the line before/m);
    t.regex(r.out, /^ {2}candidate 1:\n {4}\/\\ tasks = /m);
    t.regex(r.out, /^closest reachable state/m);
    t.regex(r.out, /^ {2}tasks: /m);
    t.notRegex(r.out, /^ {2}nodes: /m);
    const j = JSON.parse((await validate(path, "--json")).out) as Record<string, unknown>;
    t.like(j, { valid: false, format: "ndjson", place: "line 500", line: 500, index: 499 });
    const closest = j["closest"] as { differences: { variable: string; details: string[] }[] };
    t.deepEqual(
      closest.differences.map((d) => d.variable),
      ["tasks"],
    );
    t.true(closest.differences[0]!.details.length > 0);
  });

  test("an ITF file written by tla2ts simulate --itf is accepted", async (t) => {
    const itfDir = join(dir, "itf");
    const sim = await run(["simulate", swarmkitSpec, "--config", swarmkitConfig, "--depth", "300", "--traces", "1", "--seed", "3", "--itf", itfDir, "--itf-all", "--progress", "0"]);
    t.is(sim.code, 0, sim.err);
    const [written] = readdirSync(itfDir);
    const r = await validate(join(itfDir, written!), "--json");
    t.is(r.code, 0, r.err);
    t.like(JSON.parse(r.out), { valid: true, format: "itf", lines: 300 });
  });

  test("--max-gap: whole states two steps apart fail with gap 1 and pass with gap 2", async (t) => {
    const run = await behaviour();
    const path = file("gap.ndjson", ndjson(plainLog(run, run.spec.variables).filter((_, i) => i % 2 === 0)));
    t.is((await validate(path)).code, 12);
    const r = await validate(path, "--max-gap", "2");
    t.is(r.code, 0, r.out + r.err);
  });

  test("more states than --max-candidates: exit 152 with the line", async (t) => {
    const path = file("empty.ndjson", "{}\n".repeat(20));
    const r = await validate(path, "--max-gap", "8", "--max-candidates", "20");
    t.is(r.code, 152);
    t.regex(r.err, /empty\.ndjson:\d+:1: error TT8010: more than 20 candidate states between this line and the one before/);
    t.is((await validate(path, "--max-gap", "0")).code, 2);
  });

  test("a malformed line: exit 150 and file:line:col with a code frame", async (t) => {
    const path = file("broken.ndjson", `{"nodes": {"n1": "up"}}\n\n{"nodes": {"n1": "up"}\n`);
    const r = await validate(path);
    t.is(r.code, 150);
    t.regex(r.err, /broken\.ndjson:3:23: error TT8001: this trace line is not JSON: /);
    t.regex(r.err, /> 3 \| \{"nodes": \{"n1": "up"\}\n/);
    const j = JSON.parse((await validate(path, "--json")).out) as { error: Record<string, unknown> };
    t.like(j.error, { code: "TT8001", line: 3, column: 23 });
  });

  test("--map renames log fields; a bad mapping file is a located error", async (t) => {
    const lines = plainLog(await behaviour(), ["nodes"]).slice(0, 100).map((l, i) => ({ health: l["nodes"], at: i }));
    const trace = file("mapped.ndjson", ndjson(lines));
    const map = file("map.json", JSON.stringify({ variables: { health: "nodes", at: null } }));
    t.is((await validate(trace, "--map", map)).code, 0);
    const unmapped = await validate(trace);
    t.is(unmapped.code, 150);
    t.regex(unmapped.err, /mapped\.ndjson:1:2: error TT8003: "health" is not a variable of SwarmKit \(variables: tasks, nEvents, nodes, services\)/);
    t.is(unmapped.err.match(/TT8003/g)?.length, 2, "each unknown field once");
    const bad = await validate(trace, "--map", file("badmap.json", `{"fields": {}}`));
    t.is(bad.code, 150);
    t.regex(bad.err, /badmap\.json:1:2: error TT8008: invalid mapping file: unknown key "fields"/);
  });
}

test("an evaluation error while matching names the trace line and the spec's expression: exit 75", async (t) => {
  const spec = file("Div.tla", "---- MODULE Div ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 1\nNext == x' = 2 \\div (1 - x)\n====\n");
  file("Div.cfg", "INIT Init\nNEXT Next\n");
  const r = await run(["validate", spec, "--trace", file("div.ndjson", `{"x": 1}\n{"x": 2}\n`)]);
  t.is(r.code, 75);
  t.regex(r.err, /evaluating the spec failed while matching line 2 \(.*div\.ndjson:2:1\): The second argument of \\div is 0\.\n {2}at line 5, col 14 to line 5, col 27 of module Div/);
});

test("a logged value nested 100,000 deep: read and matched, its difference located, malformed JSON a located error", async (t) => {
  const spec = file("DeepLog.tla", "---- MODULE DeepLog ----\nEXTENDS Naturals\nRECURSIVE Nest(_)\nNest(n) == IF n = 0 THEN <<>> ELSE <<Nest(n - 1)>>\nVARIABLES x, i\nInit == x = <<>> /\\ i = 0\nNext == i < 1 /\\ i' = i + 1 /\\ x' = Nest(100000)\n====\n");
  file("DeepLog.cfg", "INIT Init\nNEXT Next\n");
  const nested = (n: number): string => "[".repeat(n) + "]".repeat(n);
  const log = (x: string): string => `{"x": [], "i": 0}\n{"x": ${x}, "i": 1}\n`;
  const good = await run(["validate", spec, "--trace", file("deep-good.ndjson", log(nested(100_001)))]);
  t.is(good.code, 0, good.err);
  t.regex(good.out, /^valid: the 2 lines/);
  const off = file("deep-off.ndjson", log(nested(100_000)));
  const bad = await run(["validate", spec, "--trace", off]);
  t.is(bad.code, 12, bad.err);
  t.regex(bad.out, /^ {2}x\[1\]\[1\].*….*\[1\]: in the spec's value \(<<>>\), not in the log's$/m);
  const json = await run(["validate", spec, "--trace", off, "--json"]);
  t.is(json.code, 12, json.err);
  t.like(JSON.parse(json.out), { valid: false, line: 2 });
  const malformed = await run(["validate", spec, "--trace", file("deep-malformed.ndjson", log("[".repeat(100_000) + "]".repeat(99_999)))]);
  t.is(malformed.code, 150);
  t.regex(malformed.err, /deep-malformed\.ndjson:2:200011: error TT8001: this trace line is not JSON/);
  // The code frame shows a window of the 200,000-character line around the error, the caret under it.
  const frame = malformed.err.slice(malformed.err.indexOf("TT8001")).split("\n").filter((l) => l.startsWith("> 2 |") || l.startsWith("    |"));
  t.true(frame.every((l) => l.length < 220), "a window of the long line");
  t.is(frame[0]![frame[1]!.indexOf("^")], ":");
});
