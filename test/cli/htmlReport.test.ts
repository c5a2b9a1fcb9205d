// `check --html` / `simulate --html` (issue 14): the report's facts (verdict, counts,
// coverage, search shape, trace cards, watch values, the small state graph), escaping of
// everything a spec can put in it, byte-for-byte determinism apart from the time
// figures, and located errors for bad `--watch` expressions. The browser side is in
// htmlReportBrowser.test.ts.

import test from "ava";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

const regressions = join(projectRoot, "corpus", "regressions");
const hostile = join(regressions, "HtmlHostileStrings.tla");
const tmp = (): string => mkdtempSync(join(tmpdir(), "html-report-"));

/** The report without its time figures (the only part allowed to differ between runs). */
const withoutTime = (html: string): string => html.replace(/<span class="time">[^<]*<\/span>/, "");

test("strings, constants and record keys of a spec stay text: no markup or script escapes", async (t) => {
  const file = join(tmp(), "report.html");
  const r = await run(["check", hostile, "--html", file, "--progress", "0"]);
  t.is(r.code, 12, r.err);
  const html = readFileSync(file, "utf8");
  t.is(html.match(/<script/g)?.length, 1, "only the page's own script");
  t.false(html.includes("<img"));
  t.false(html.includes("<b>"));
  t.false(/-->(?!<)/.test(html.replace(/<!--[^]*?-->/g, "")), "no stray comment end");
  t.true(html.includes("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"));
  t.true(html.includes("Greeting = &quot;&lt;script&gt;alert(2)&lt;/script&gt;&quot;"));
  t.regex(html, /data-result="invariant">Invariant Short is violated</);
});

test("the same run gives the same bytes, except the time figures", async (t) => {
  const dir = tmp();
  const a = join(dir, "a.html");
  const b = join(dir, "b.html");
  for (const file of [a, b]) await run(["check", join(regressions, "CoverageNeverEnabled.tla"), "--html", file, "--progress", "0"]);
  t.is(withoutTime(readFileSync(a, "utf8")), withoutTime(readFileSync(b, "utf8")));
});

test("coverage is TLC's -coverage (distinct:generated), and the never-enabled action is flagged", async (t) => {
  const file = join(tmp(), "report.html");
  const r = await run(["check", join(regressions, "CoverageNeverEnabled.tla"), "--html", file, "--progress", "0"]);
  t.is(r.code, 0, r.err);
  t.false(r.out.includes("coverage statistics"), "--html alone does not print coverage");
  const html = readFileSync(file, "utf8");
  // TLC 2026.04 -coverage: Init 2:2, Inc 2:3, Reset 0:3, Jump 0:0 (never enabled).
  const rows = [...html.matchAll(/<tr( class="never")?><td><a [^>]*>(\w+)<\/a>.*?<\/td><td class="n">(\d+)<\/td><td class="n">(\d+)<\/td>/g)].map((m) => `${m[2]} ${m[4]}:${m[3]}${m[1] ? " never" : ""}`);
  t.deepEqual(rows, ["Inc 2:3", "Reset 0:3", "Jump 0:0 never"]);
  t.regex(html, /<td>Init<\/td><td class="n">2<\/td><td class="n">2<\/td>/);
  t.false(html.includes('id="trace"'), "no counterexample, no trace section");
});

test("watch expressions are evaluated on every state; a failing one shows its message", async (t) => {
  const file = join(tmp(), "report.html");
  // Each --watch takes one argument: the spec after it is not a second watch.
  const r = await run(["check", "--watch", "Len(msg)", hostile, "--html", file, "--progress", "0", "--watch", 'tags["<b>"] * 10', "--watch", "1 \\div tags[\"<b>\"]"]);
  t.is(r.code, 12, r.err);
  const html = readFileSync(file, "utf8");
  const cells = (n: number): string[] => [...html.matchAll(new RegExp(`<tr data-var="watch-${n}"[^>]*><td class="name">[^<]*</td><td>(?:<span class="v[^"]*">)?([^<]*)`, "g"))].map((m) => m[1]!);
  t.deepEqual(cells(1), ["37", "62"]);
  t.deepEqual(cells(2), ["0", "10"]);
  t.deepEqual(cells(3), ["The second argument of \\div is 0.", "1"]);
  t.regex(html, /<tr data-var="watch-1" class="watch changed">/);
});

test("a bad --watch is a located error in the expression itself, before any checking", async (t) => {
  const undefinedName = await run(["check", hostile, "--html", join(tmp(), "r.html"), "--watch", "Len(msg) + nope"]);
  t.is(undefinedName.code, 150);
  t.regex(undefinedName.err, /^--watch 1:1:12: error TT2004: nope is not defined\n> 1 \| Len\(msg\) \+ nope\n/);
  const primed = await run(["check", hostile, "--html", join(tmp(), "r.html"), "--watch", "Len(msg)", "--watch", "msg' = msg"]);
  t.is(primed.code, 150);
  t.regex(primed.err, /^--watch 2:1:1: error TT4130: --watch expression 2 is an action/);
  t.is(primed.out, "");
});

test("simulate --html reports the violating behaviour with the seed", async (t) => {
  const file = join(tmp(), "report.html");
  const r = await run(["simulate", hostile, "--seed", "7", "--html", file, "--progress", "0", "--watch", "Len(msg)"]);
  t.is(r.code, 12, r.err);
  const html = readFileSync(file, "utf8");
  t.regex(html, /seed 7/);
  t.is(html.match(/<div class="card[^"]*" id="state-\d+"/g)?.length, 2);
  t.false(html.includes('id="coverage"'), "a simulation has no coverage");
});

if (!sharedAvailable) {
  test.skip("MCClusterNeverFails report (shared corpus missing)", (t) => t.log(sharedMissingMessage()));
} else {
  test("MCClusterNeverFails: the 6-state trace, the search's shape and the state graph with the trace marked, in a small file", async (t) => {
    const file = join(tmp(), "report.html");
    const r = await run(["check", join(sharedDir, "corpus", "updatecluster-final", "MCClusterNeverFails.tla"), "--html", file, "--progress", "0"]);
    t.is(r.code, 12, r.err);
    const html = readFileSync(file, "utf8");
    t.is(html.match(/<div class="card[^"]*" id="state-\d+"/g)?.length, 6);
    // TLC stopped after 317 distinct states: the levels sum to them.
    const levels = html.slice(html.indexOf("histogram levels"), html.indexOf("histogram outdegree"));
    const counts = [...levels.matchAll(/<td class="n">\d+<\/td><td class="n">([\d,]+)<\/td>/g)].map((m) => Number(m[1]!.replace(/,/g, "")));
    t.is(counts.reduce((a, b) => a + b, 0), 317);
    t.is(html.match(/class="node ontrace"/g)?.length, 6);
    t.true(statSync(file).size < 300_000, `report is ${statSync(file).size} bytes`);
  });
}

test("--watch without --html, and a report path that cannot be written, are usage errors before any checking", async (t) => {
  const noHtml = await run(["check", hostile, "--watch", "Len(msg)"]);
  t.is(noHtml.code, 2);
  t.regex(noHtml.err, /--watch needs --html <file>/);
  const unwritable = await run(["check", hostile, "--html", join(tmp(), "no", "such", "folder", "r.html")]);
  t.is(unwritable.code, 2);
  t.regex(unwritable.err, /^tla2ts: cannot write the HTML report to .*r\.html: ENOENT/);
  t.is(unwritable.out, "");
});
