// Trace validation of log files on the SwarmKit seed, from code (readTrace + searchTrace,
// what `tla2ts validate` runs): a 1,000-step simulated behaviour logged with half the
// variables validates; one impossible value at line 500 is reported at that line with the
// variable that disagrees; ITF (our own output) reads the same; --max-gap; the bound; the
// located errors of unreadable lines; the mapping of field and action names.

import test from "ava";
import { toItf } from "../../../runtime/check/itf.js";
import { parseMapping, readTrace, type TraceMapping } from "../../../runtime/testing/traceFile.js";
import { searchTrace, TraceSearchTooLarge, type TraceSearchOptions } from "../../../runtime/testing/traceSearch.js";
import { sharedAvailable, sharedMissingMessage } from "../../support/shared.js";
import { impossibleTasks, ndjson, plainLog, swarmkitBehaviour, type SwarmkitRun } from "../../support/swarmkitLog.js";

const seed = 20261125;
let cached: Promise<SwarmkitRun> | undefined;
const run = (): Promise<SwarmkitRun> => (cached ??= swarmkitBehaviour(1001, seed));

function validate(r: SwarmkitRun, text: string, options: TraceSearchOptions = {}, mapping?: TraceMapping) {
  const ctx = r.spec.createContext(() => {});
  const trace = readTrace("run.ndjson", text, { spec: r.spec, shape: r.shape, intern: ctx.intern }, mapping);
  return { trace, result: trace.diagnostics.length > 0 ? undefined : searchTrace(r.spec, ctx, trace.lines, options) };
}

if (!sharedAvailable) {
  test("trace files on SwarmKit (skipped: no shared corpus)", (t) => {
    t.log(sharedMissingMessage());
    t.pass();
  });
} else {
  test("a 1,000-step SwarmKit behaviour logged with half the variables validates", async (t) => {
    const r = await run();
    const { trace, result } = validate(r, ndjson(plainLog(r)));
    t.deepEqual(trace.diagnostics, []);
    t.is(trace.lines.length, 1001);
    t.true(trace.lines.every((l) => l.variables.length === 2));
    t.like(result, { valid: true, lines: 1001 });
  });

  test("one impossible value at line 500 is reported at line 500 with the variable that disagrees", async (t) => {
    const r = await run();
    const lines = plainLog(r);
    lines[499] = impossibleTasks(lines[499]!);
    const { trace, result } = validate(r, ndjson(lines));
    t.false(result!.valid);
    if (result === undefined || result.valid) return;
    t.is(result.line, 499);
    t.is(trace.places[result.line]!.label, "line 500");
    t.true(result.candidates.length > 0);
    t.deepEqual(result.closest?.differing.map((k) => r.spec.variables[trace.lines[499]!.variables[k]!]), ["tasks"]);
  });

  test("ITF written by our own --itf reads as the same trace, whole states included", async (t) => {
    const r = await run();
    const itf = JSON.stringify(toItf(r.spec, { result: "ok", trace: [...r.behaviour] }), null, 2);
    const { trace, result } = validate(r, itf);
    t.is(trace.format, "itf");
    t.is(trace.lines.length, 1001);
    t.is(trace.places[3]!.label, "state 3");
    t.like(result, { valid: true });
    // A state changed in the ITF file is found at its index.
    const broken = toItf(r.spec, { result: "ok", trace: [...r.behaviour] });
    broken.states[700]!["nEvents"] = { "#bigint": "99" };
    const bad = validate(r, JSON.stringify(broken, null, 2));
    t.like(bad.result, { valid: false, line: 700 });
  });

  test("lines two steps apart: gap 1 fails, gap 2 passes", async (t) => {
    const r = await run();
    // Whole states, every other one: each pair is two spec steps apart.
    const everyOther = plainLog(r, r.spec.variables).filter((_, i) => i % 2 === 0);
    const text = ndjson(everyOther);
    t.like(validate(r, text).result, { valid: false });
    t.like(validate(r, text, { maxGap: 2 }).result, { valid: true });
  });

  test("more candidates than the bound is an error that names the line", async (t) => {
    const r = await run();
    const empty = "{}\n".repeat(30);
    const error = t.throws(() => validate(r, empty, { maxGap: 8, maxCandidates: 20 }), { instanceOf: TraceSearchTooLarge });
    t.regex(error.message, /more than 20 candidate states/);
    t.like(validate(r, empty, { maxGap: 1 }).result, { valid: true });
  });

  test("unreadable lines give located diagnostics; valid ones around them do not", async (t) => {
    const r = await run();
    const text = [
      `{"tasks": [], "nodes": {"n1": "up"}}`,
      `{"tasks": [], "nodes": {"n1": "up"},}`,
      `{"tasks": [], "nodes": {"n1": "sideways"}}`,
      `{"tasks": [], "node": {"n1": "up"}}`,
      `[1, 2]`,
      `{"state": {"nodes": {"n1": "up"}}, "action": "Fly"}`,
      `{"nodes": {"n1": "up"}, "#action": {"name": "Scheduler", "w": 1}}`,
    ].join("\n");
    const { trace } = validate(r, text);
    const at = (code: string) => trace.diagnostics.filter((d) => d.code === code).map((d) => [text.slice(0, d.range.start).split("\n").length, d.range.start - text.lastIndexOf("\n", d.range.start - 1)]);
    t.deepEqual(at("TT8001"), [[2, 37]]);
    t.deepEqual(at("TT8004"), [[3, 15]]);
    t.regex(trace.diagnostics.find((d) => d.code === "TT8004")!.message, /nodes\["n1"\]: expected one of "up", "down", found "sideways"/);
    t.deepEqual(at("TT8003"), [[4, 15]]);
    t.deepEqual(at("TT8002"), [[5, 1]]);
    t.deepEqual(at("TT8005"), [[6, 36]]);
    t.regex(trace.diagnostics.find((d) => d.code === "TT8005")!.message, /"Fly" is not an action of SwarmKit \(actions: CreateService, /);
    t.deepEqual(at("TT8006"), [[7, 25]]);
    t.is(trace.lines.length, 1);
  });

  test("a mapping renames log fields and actions, and ignores fields mapped to null", async (t) => {
    const r = await run();
    const parsed = parseMapping("map.json", JSON.stringify({ variables: { node_health: "nodes", ts: null }, actions: { schedule: "Scheduler" } }));
    t.deepEqual(parsed.diagnostics, []);
    const lines = plainLog(r, ["nodes"]).slice(0, 50).map((l, i) => ({ node_health: l["nodes"], ts: i }));
    t.like(validate(r, ndjson(lines), {}, parsed.mapping).result, { valid: true });
    const unmapped = validate(r, ndjson(lines));
    t.is(unmapped.trace.diagnostics[0]?.code, "TT8003");
    const scheduled = `{"state": {}, "action": "schedule"}\n`;
    t.is(validate(r, `{}\n${scheduled}`, {}, parsed.mapping).trace.lines[1]?.action?.name, "Scheduler");
    t.regex(parseMapping("map.json", `{"variables": {"a": 3}}`).diagnostics[0]!.message, /"variables"."a" must be a name or null/);
  });
}
