// `tla2ts validate --html`: the TaskQueue example's logs (corpus/examples/taskqueue/logs)
// give a valid report whose cards are the log's lines 1..9 in order and an invalid one
// whose cards lead to line 4, with the variable the JSON result names as different marked
// and the logged value shown; a SwarmKit log with every other state, under --max-gap 2,
// shows the unlogged states between lines. Reports are the same bytes apart from the time.

import test from "ava";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { projectRoot, sharedAvailable, sharedMissingMessage } from "../support/shared.js";
import { ndjson, plainLog, swarmkitBehaviour, swarmkitConfig, swarmkitSpec } from "../support/swarmkitLog.js";

/** Runs `tla2ts` (validate has no --progress, so not reportPages' runCli). */
async function runCli(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main([...args], { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), "tla2ts-validate-html-"));
const example = join(projectRoot, "corpus", "examples");
const taskQueue = ["validate", join(example, "TaskQueue.tla"), "--map", join(example, "taskqueue", "trace-mapping.json")];
const log = (name: string): string => join(example, "taskqueue", "logs", name);

/** Runs validate with --html and --json; the page, the JSON result and the exit code. */
async function report(name: string, args: readonly string[]): Promise<{ html: string; json: Record<string, unknown>; code: number }> {
  const file = join(dir, `${name}.html`);
  const r = await runCli([...args, "--html", file, "--json"]);
  return { html: readFileSync(file, "utf8"), json: JSON.parse(r.out) as Record<string, unknown>, code: r.code };
}

interface Card {
  readonly classes: string;
  readonly line: string | undefined;
  readonly title: string;
  readonly body: string;
}

function cards(html: string): Card[] {
  const parts = html.split(/(?=<div class="card[^"]*" id="state-)/).slice(1);
  return parts.map((p) => {
    const m = /^<div class="([^"]*)" id="state-\d+" data-state="\d+"(?: data-line="([^"]*)")?><h3>([^<]*)/.exec(p)!;
    return { classes: m[1]!, line: m[2], title: m[3]!, body: p };
  });
}

const withoutTime = (html: string): string => html.replace(/<span class="time">[^<]*<\/span>/g, "");

test("a valid log: the verdict, a card per log line in order, each with its action; the same bytes apart from the time", async (t) => {
  const args = [...taskQueue, "--trace", log("dispatcher.ndjson"), "--watch", "Len(queue)"];
  const { html, json, code } = await report("valid", args);
  t.is(code, 0);
  t.like(json, { valid: true, lines: 9 });
  t.regex(html, /<span class="verdict good" id="verdict" data-result="valid">valid: 9 lines agree with a behaviour of TaskQueue<\/span>/);
  const cs = cards(html);
  t.deepEqual(
    cs.map((c) => c.line),
    Array.from({ length: 9 }, (_, i) => `line ${i + 1}`),
  );
  t.deepEqual(
    cs.map((c) => c.title),
    Array.from({ length: 9 }, (_, i) => `Line ${i + 1}`),
  );
  t.regex(cs[0]!.body, /<span class="action">Initial predicate<\/span>/);
  for (const c of cs.slice(1)) t.regex(c.body, /<span class="action"><a href="#span-\d+" class="source-link"[^>]*>(Dispatch|Finish|Crash|Recover)\b/, c.title);
  t.is(html.match(/<tr data-var="watch-1" class="watch( changed)?">/g)?.length, 9, "the watch expression in every card");
  t.notRegex(html, /<tr [^>]*class="[^"]*\bdiffers\b/);
  const again = await report("valid-again", args);
  t.is(withoutTime(again.html), withoutTime(html));
});

test("an invalid log: the verdict names line 4, the cards lead to it, the differing variable marked with the logged value", async (t) => {
  const { html, json, code } = await report("invalid", [...taskQueue, "--trace", log("dispatcher-buggy.ndjson")]);
  t.is(code, 12);
  t.regex(html, /data-result="invalid">invalid: no behaviour of TaskQueue reaches line 4<\/span>/);
  t.regex(html, /1 candidate state\(s\) after line 3/);
  const cs = cards(html);
  t.deepEqual(
    cs.map((c) => c.line),
    ["line 1", "line 2", "line 3", "line 4"],
  );
  const last = cs[3]!;
  t.is(last.title, "Line 4: not reached");
  t.true(last.classes.split(" ").includes("mismatch"));
  for (const c of cs.slice(0, 3)) t.notRegex(c.body, /class="[^"]*\b(differs|mismatch)\b/, c.title);
  const differences = (json["closest"] as { differences: { variable: string }[] }).differences.map((d) => d.variable);
  const marked = [...last.body.matchAll(/<tr data-var="([^"]*)" class="[^"]*\bdiffers\b/g)].map((m) => m[1]);
  t.deepEqual(marked, differences);
  t.deepEqual(marked, ["queue"]);
  t.regex(last.body, /<tr data-var="queue"[^>]*><td class="name">queue<\/td><td><span class="v changed">&lt;&lt;t3, t1&gt;&gt;<\/span><div class="logged"><span class="note">the log has<\/span> <span class="v">&lt;&lt;t3, t2&gt;&gt;<\/span>/);
  t.regex(last.body, /source-link[^>]*>Crash\(w2\)</);
});

test("--watch without --html is a usage error", async (t) => {
  const r = await runCli([...taskQueue, "--trace", log("dispatcher.ndjson"), "--watch", "queue"]);
  t.is(r.code, 2);
  t.regex(r.err, /--watch needs --html/);
});

if (!sharedAvailable) {
  test("validate --html with gaps on SwarmKit (skipped: no shared corpus)", (t) => {
    t.log(sharedMissingMessage());
    t.pass();
  });
} else {
  test("--max-gap 2 on every other SwarmKit state: each log line's card in order, unlogged states between them", async (t) => {
    const run = await swarmkitBehaviour(41, 11);
    const path = join(dir, "gap.ndjson");
    writeFileSync(path, ndjson(plainLog(run, run.spec.variables).filter((_, i) => i % 2 === 0)));
    const { html, code } = await report("gap", ["validate", swarmkitSpec, "--config", swarmkitConfig, "--trace", path, "--max-gap", "2"]);
    t.is(code, 0);
    const cs = cards(html);
    t.deepEqual(
      cs.filter((c) => c.line !== undefined).map((c) => c.line),
      Array.from({ length: 21 }, (_, i) => `line ${i + 1}`),
    );
    const unlogged = cs.filter((c) => c.line === undefined);
    t.true(unlogged.length > 0);
    for (const c of unlogged) t.is(c.title, "Unlogged step");
    t.is(cs[0]!.line, "line 1");
  });
}
