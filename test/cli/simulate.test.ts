// `tla2ts simulate` as a user meets it: check's violation report and exit codes
// (12 invariant, 11 deadlock, 13 action property), the JSON object, reproducibility
// by --seed, ITF files, and exit 2 for bad options.

import test from "ava";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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

const lastJson = (out: string): Record<string, unknown> => JSON.parse(out.trim().split("\n").pop()!) as Record<string, unknown>;

/** Writes `Name.tla` and `Name.cfg` into a fresh folder; returns the .tla path. */
function spec(name: string, tla: string, cfg: string): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-simulate-"));
  writeFileSync(join(dir, `${name}.tla`), tla);
  writeFileSync(join(dir, `${name}.cfg`), cfg);
  return join(dir, `${name}.tla`);
}

const example = join(projectRoot, "corpus", "examples", "TaskQueue.tla");

const counter = (name: string, next: string, extra = ""): string =>
  `---- MODULE ${name} ----\nEXTENDS Naturals\nVARIABLE x\nInit == x = 0\nNext == ${next}\n${extra}====\n`;

test("a run without violation: TLC's closing lines, the seed, exit 0", async (t) => {
  const r = await run(["simulate", example, "--traces", "20", "--depth", "30", "--seed", "5", "--progress", "0"]);
  t.is(r.code, 0, r.err);
  // TLC's simulator (TLC 2026.04, -simulate): the number Init generated, once, then the count without a plural.
  t.regex(r.out, /^Computed 6 initial states\.\.\.\nFinished computing initial states: 6 distinct state generated at /m);
  t.regex(r.out, /^Simulation completed\. No error has been found in 20 behaviours \(580 steps; the longest has 30 states\)\.$/m);
  t.regex(r.out, /^The number of states generated: \d+$/m);
  t.regex(r.out, /^Simulation using seed 5\.$/m);
  t.regex(r.out, /^Progress: \d+ states checked, 20 traces generated \(trace length: mean=30, var\(x\)=0, sd=0\)$/m);
  t.regex(r.out, /Warning: simulate does not check temporal properties/);
});

test("--json: one object last on stdout with the counts and the seed", async (t) => {
  const a = lastJson((await run(["simulate", example, "--traces", "30", "--json", "--seed", "77"])).out);
  t.like(a, { result: "ok", behaviours: 30, steps: 30 * 99, depth: 100, meanLength: 100, seed: 77, violated: null, trace: null, error: null });
  t.is(a["statesGenerated"], 6 + 30 * 100);
});

test("the same --seed walks the same behaviour, another seed another", async (t) => {
  // Every behaviour reaches x >= 30 along a random path of +1 and +2 steps.
  const path = spec("Walk", counter("Walk", "x' = x + 1 \\/ x' = x + 2", "Small == x < 30\n"), "INIT Init\nNEXT Next\nINVARIANT Small\n");
  const traceOf = async (seed: string) => {
    const r = await run(["simulate", path, "--seed", seed, "--json"]);
    t.is(r.code, 12);
    return lastJson(r.out)["trace"] as { state: { x: string } }[];
  };
  const a = await traceOf("77");
  t.true(a.length >= 16, `${a.length}`);
  t.deepEqual(await traceOf("77"), a);
  t.notDeepEqual(await traceOf("78"), a);
});

test("an invariant violation is printed as check prints it; exit 12", async (t) => {
  const path = spec("Inv", counter("Inv", "x' = x + 1", "Small == x < 4\n"), "INIT Init\nNEXT Next\nINVARIANT Small\n");
  const r = await run(["simulate", path, "--seed", "1", "--traces", "3", "--progress", "0"]);
  t.is(r.code, 12, r.err);
  t.regex(r.out, /Error: Invariant Small is violated\.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\nx = 0\n\nState 2: <Next line 5, col 9 to line 5, col 18 of module Inv>\nx = 1\n/);
  t.regex(r.out, /State 5: <Next line 5, col 9 to line 5, col 18 of module Inv>\nx = 4\n/);
});

test("deadlock is found (exit 11) unless --deadlock turns it off; --depth bounds the behaviours", async (t) => {
  const path = spec("Dl", counter("Dl", "x < 3 /\\ x' = x + 1"), "INIT Init\nNEXT Next\n");
  const r = await run(["simulate", path, "--seed", "1", "--traces", "3", "--progress", "0"]);
  t.is(r.code, 11, r.err);
  t.regex(r.out, /Error: Deadlock reached\.\nError: The behavior up to this point is:\n/);
  t.regex(r.out, /State 4: <Next line 5, col 9 to line 5, col 27 of module Dl>\nx = 3\n\nThe number of states generated: 4\n/);
  const off = lastJson((await run(["simulate", path, "--seed", "1", "--traces", "3", "--deadlock", "--json"])).out);
  t.like(off, { result: "ok", behaviours: 3, depth: 4, steps: 9 });
  const short = lastJson((await run(["simulate", path, "--seed", "1", "--traces", "3", "--depth", "2", "--json"])).out);
  t.like(short, { result: "ok", behaviours: 3, depth: 2, steps: 3 });
});

test("an action property [][A]_v violated by a step is reported; exit 13", async (t) => {
  const path = spec(
    "Ap",
    counter("Ap", "x' = x + 1 \\/ x' = x + 2", "Spec == Init /\\ [][Next]_x\nProp == [][x' = x + 1]_x\n"),
    "SPECIFICATION Spec\nPROPERTY Prop\n",
  );
  const r = await run(["simulate", path, "--seed", "1", "--traces", "10", "--progress", "0"]);
  t.is(r.code, 13, r.err);
  t.regex(r.out, /Error: Action property Prop is violated\./);
  t.regex(r.out, /<Next line 5, col 23 to line 5, col 32 of module Ap>\nx = \d+\n\nThe number of states generated/);
});

test("--itf writes the violating behaviour; --itf-all every behaviour", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-itf-"));
  const path = spec("It", counter("It", "x' = x + 1", "Small == x < 2\n"), "INIT Init\nNEXT Next\nINVARIANT Small\n");
  const r = await run(["simulate", path, "--seed", "1", "--itf", join(dir, "v"), "--json"]);
  t.is(r.code, 12);
  const itf = JSON.parse(readFileSync(join(dir, "v", "It_1.itf.json"), "utf8")) as { "#meta": { status: string }; vars: string[]; states: { x: unknown }[] };
  t.is(itf["#meta"].status, "invariant");
  t.deepEqual(itf.vars, ["x"]);
  t.deepEqual(itf.states.map((s) => s.x), [{ "#bigint": "0" }, { "#bigint": "1" }, { "#bigint": "2" }]);

  const all = join(dir, "all");
  const ok = await run(["simulate", example, "--seed", "1", "--traces", "4", "--depth", "5", "--itf", all, "--itf-all", "--json"]);
  t.is(ok.code, 0);
  t.deepEqual(readdirSync(all).sort(), ["TaskQueue_1.itf.json", "TaskQueue_2.itf.json", "TaskQueue_3.itf.json", "TaskQueue_4.itf.json"]);
  const first = JSON.parse(readFileSync(join(all, "TaskQueue_1.itf.json"), "utf8")) as { states: unknown[]; "#meta": { status: string } };
  t.is(first.states.length, 5);
  t.is(first["#meta"].status, "ok");
});

test("bad options are usage errors with a clear message; exit 2", async (t) => {
  const cases: [string[], RegExp][] = [
    [["--depth", "0"], /--depth needs a whole number from 1/],
    [["--depth", "ten"], /--depth needs a whole number from 1 to \d+, not 'ten'/],
    [["--traces", "-3"], /--traces needs a whole number/],
    [["--seconds", "0"], /--seconds needs a positive number of seconds, not '0'/],
    [["--seed", "1.5"], /--seed needs a whole number from 0/],
    [["--traces", "3", "--seconds", "1"], /give --traces or --seconds, not both/],
    [["--itf-all"], /--itf-all needs --itf <folder>/],
    [["--bogus"], /Unknown argument: bogus/],
  ];
  for (const [extra, message] of cases) {
    const r = await run(["simulate", example, ...extra]);
    t.is(r.code, 2, extra.join(" "));
    t.regex(r.err, message);
    t.is(r.out, "", extra.join(" "));
  }
});

test("shared corpus: UpdateCluster's MCClusterNeverFails is violated under simulation; exit 12", async (t) => {
  if (!sharedAvailable) {
    t.log(sharedMissingMessage());
    t.pass();
    return;
  }
  const dir = join(sharedDir, "corpus", "updatecluster-final");
  if (!existsSync(join(dir, "MCClusterNeverFails.tla"))) return t.fail(`${dir} has no MCClusterNeverFails.tla`);
  const r = await run(["simulate", join(dir, "MCClusterNeverFails.tla"), "--seed", "7", "--traces", "1000", "--progress", "0"]);
  t.is(r.code, 12, r.err);
  t.regex(r.out, /Error: Invariant ClusterNeverFails is violated\.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/);
  t.regex(r.out, /^Simulation using seed 7\.$/m);
});

// TLC 2026.04 (-simulate num=5 -depth 20): "Progress: 14 states checked, 1 traces generated (trace length: mean=0,
// var(x)=0, sd=0)", "The number of states generated: 14", exit 0: the step that asked is finished (its successor
// counted), the behaviour counted among the traces but not among the lengths.
test('TLCSet("exit", TRUE) stops the simulation after the step that asked, as TLC\'s simulator (exit 0)', async (t) => {
  const tla = "---- MODULE SimExit ----\nEXTENDS Naturals, TLC\nVARIABLE x\nInit == x = 0\nNext == x' = x + 1 /\\ (x = 12 => TLCSet(\"exit\", TRUE))\n====\n";
  const r = await run(["simulate", spec("SimExit", tla, "INIT Init\nNEXT Next\n"), "--traces", "5", "--depth", "20", "--seed", "1", "--progress", "0"]);
  t.is(r.code, 0, r.out);
  t.regex(r.out, /^Computed 1 initial states\.\.\.$/m);
  t.regex(r.out, /^The number of states generated: 14$/m);
  t.regex(r.out, /^Progress: 14 states checked, 1 traces generated \(trace length: mean=0, var\(x\)=0, sd=0\)$/m);
  t.regex(r.out, /^Simulation stopped by TLCSet\("exit", TRUE\)/m);
});

