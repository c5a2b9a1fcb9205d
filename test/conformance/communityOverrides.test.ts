// The CommunityModules side by side with TLC (tlc2.overrides.* and the modules on its
// classpath). corpus/community/CommunityOverrides.tla prints every operator TLC overrides
// in Java, on a few inputs; it runs with the modules' own files from the oracle's jar
// (read in place from ../shared) as a library, so the overrides replace the definitions
// of files the spec loads, as in TLC. BundledModules.tla prints the operators of the
// modules tla2ts ships (compiler/stdlib/community) and runs with no library at all.
// SvgLayout.tla lays out 55 graphs with SVG!NodesOfDirectedMultiGraph's tree layout;
// SvgLayered.tla 160 random forests of directed paths with the layered layouts
// (test/tools/svgLayeredFixture.ts wrote it and ran TLC under two fingerprint polynomials);
// SvgDags.tla 160 random DAG forests (two-layer ones, trees, layered DAGs) with Sugiyama, whose
// layouts depend on TLC's polynomial (TLC's output under -fp 0, tla2ts's default);
// SvgLongEdges.tla 160 random DAGs whose edges span layers (virtual vertices, bends) and whose
// crossing-reduction rounds differ, with Sugiyama (TLC's output under -fp 0);
// SvgCycles.tla: random graphs with cycles (2-cycles, rings, random edges) with Sugiyama,
// after jungrapht's cycle removal (test/tools/svgCyclesFixture.ts, TLC under -fp 0);
// SvgEiglsperger.tla: the same tool's graphs with Eiglsperger (and layered DAGs of 3 to 6
// layers with crossings, COFFMAN_GRAHAM on parallel chains), every edge spanning at most
// two layers (TLC under -fp 0); SvgLargeSizes.tla: the same tool's graphs with both
// algorithms and node and view sizes up to 2^31 - 1 (Java's int sums wrap, its casts saturate; "forests"
// of many components, whose widths add up past it);
// SvgModelValueTokens.tla: layered layouts of TLCModelValue vertices (TLC's intern tokens).
// SvgModelValueRuntime.tla: the same of model values whose names are built at run time, numbered
// after TLC's set-up names (its override classes', constant definitions', TLCGet's, ...).
// SvgEdgeOrder.tla: a graph whose layout follows the order the override reads the edges in.
// SvgWrittenOrder.tla: graphs whose set literals and set maps are built inside operators with
// arguments in an order not TLC's sorted one, which the override reads as built (and zero-arity
// definitions of them, normalised at start-up).
// SvgSegments.tla: Eiglsperger on graphs whose edges span three or more layers (segments and
// containers; the same tool with algo Segments, TLC under -fp 0).
// TlcHash.tla prints DotDiGraph's node ids, TLC's value fingerprints, under -fp 1 (--fp 1).
// Each `.out` is what TLC printed; with java present TLC is run again and must still
// print it.

import test, { type ExecutionContext } from "ava";
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot, sharedDir } from "../support/shared.js";

const specDir = join(projectRoot, "corpus", "community");
const spec = join(specDir, "CommunityOverrides.tla");
const recorded = (name: string): string => readFileSync(join(specDir, `${name}.out`), "utf8");
const jar = join(sharedDir, "oracles", "CommunityModules-deps.jar");
const tlc = join(sharedDir, "oracles", "tlc");

function has(command: string): boolean {
  return spawnSync(command, ["-h"], { stdio: "ignore" }).error === undefined;
}

/** The lines a run printed before its first line of progress or error. */
function printed(stdout: string, stop: RegExp): string {
  const lines = stdout.split("\n");
  const end = lines.findIndex((l) => stop.test(l));
  return lines.slice(0, end < 0 ? lines.length : end).join("\n") + "\n";
}

/** Runs `body` with a folder holding the community modules' .tla files from the oracle's jar, or skips. */
function withCommunityModules(t: ExecutionContext, body: (lib: string) => void): void {
  if (!existsSync(jar) || !has("unzip")) {
    t.log(`\n!!! SKIPPED: needs ${jar} and unzip (to read the community modules' .tla files from it).\n`);
    t.pass();
    return;
  }
  const lib = mkdtempSync(join(tmpdir(), "tla2ts-community-"));
  try {
    const unzip = spawnSync("unzip", ["-q", "-o", jar, "*.tla", "-d", lib], { encoding: "utf8" });
    t.is(unzip.status, 0, unzip.stderr);
    body(lib);
  } finally {
    rmSync(lib, { recursive: true, force: true });
  }
}

function check(spec: string, ...options: string[]): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", join(specDir, spec), ...options], { cwd: specDir, encoding: "utf8" });
}

test("tla2ts prints what TLC printed for every overridden community operator", (t) => {
  withCommunityModules(t, (lib) => {
    const run = check("CommunityOverrides.tla", "--lib", lib);
    t.is(run.stderr, "");
    t.is(printed(run.stdout, /^(Finished computing|Error:)/), recorded("CommunityOverrides"));
  });
});

for (const name of ["SvgLayout", "SvgLayered", "SvgDags", "SvgLongEdges", "SvgCycles", "SvgEiglsperger", "SvgLargeSizes", "SvgSegments", "SvgModelValueTokens", "SvgModelValueRuntime", "SvgEdgeOrder", "SvgWrittenOrder"]) {
  test(`NodesOfDirectedMultiGraph lays out ${name}.tla's graphs where TLC did (SVG from the oracle's jar)`, (t) => {
    withCommunityModules(t, (lib) => {
      const run = check(`${name}.tla`, "--lib", lib);
      t.is(run.stderr, "");
      t.is(printed(run.stdout, /^(Finished computing|Error:)/), recorded(name));
    });
  });
}

test("CausalOrder orders concurrent lines as TLC's override walks its HashMap of nodes (CausalOrderHashMap.tla, TLC -fp 0)", (t) => {
  const run = check("CausalOrderHashMap.tla");
  t.is(run.stderr, "");
  t.is(printed(run.stdout, /^(Finished computing|Error:)/), recorded("CausalOrderHashMap"));
  // Another polynomial, other hash codes, another order of the nodes.
  t.not(printed(check("CausalOrderHashMap.tla", "--fp", "5").stdout, /^(Finished computing|Error:)/), recorded("CausalOrderHashMap"));
});

test("DotDiGraph names nodes by TLC's fingerprints under the polynomial chosen with --fp (TlcHash.tla, TLC -fp 1)", (t) => {
  withCommunityModules(t, (lib) => {
    const run = check("TlcHash.tla", "--lib", lib, "--fp", "1");
    t.is(run.stderr, "");
    t.is(printed(run.stdout, /^(Finished computing|Error:)/), recorded("TlcHash"));
    // Another polynomial, other ids: the option is what picks them.
    t.not(printed(check("TlcHash.tla", "--lib", lib, "--fp", "0").stdout, /^(Finished computing|Error:)/), recorded("TlcHash"));
  });
});

test("the community modules shipped with tla2ts print what TLC's print (no library, no java)", (t) => {
  const run = check("BundledModules.tla");
  t.is(run.stderr, "");
  t.is(printed(run.stdout, /^(Finished computing|Error:)/), recorded("BundledModules"));
});

test("an overridden operator in an action is one value, as TLC never descends into a Java override (TLC: 4 distinct, 8 generated, depth 4)", (t) => {
  withCommunityModules(t, (lib) => {
    const run = check("OverridesInActions.tla", "--lib", lib, "--json");
    const result = JSON.parse(run.stdout.trim().split("\n").pop()!) as { result: string; distinctStates: number; statesGenerated: number; depth: number };
    t.like(result, { result: "ok", distinctStates: 4, statesGenerated: 8, depth: 4 });
  });
});

/** What TLC printed for corpus/community/`name`.tla run in `dir` (the folder's modules first, then its classpath). */
function tlcPrinted(t: ExecutionContext, dir: string, name: string, ...options: string[]): string {
  const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
  try {
    const run = spawnSync(tlc, ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", ...options, "-config", `${name}.cfg`, `${name}.tla`], { cwd: dir, encoding: "utf8" });
    const out = run.stdout.split("\n");
    const start = out.findIndex((l) => l.startsWith("Starting..."));
    t.true(start >= 0, run.stdout + run.stderr);
    return printed(out.slice(start + 1).join("\n"), /^(Computing initial states|Error:)/);
  } finally {
    rmSync(meta, { recursive: true, force: true });
  }
}

function javaMissing(t: ExecutionContext, what: string): boolean {
  if (existsSync(tlc) && has("java")) return false;
  t.log(`\n!!! SKIPPED: java or ${tlc} is missing; ${what} was not checked against TLC.\n`);
  t.pass();
  return true;
}

for (const name of ["CommunityOverrides", "BundledModules", "SvgLayout", "SvgLayered", "SvgDags", "SvgLongEdges", "SvgCycles", "SvgEiglsperger", "SvgLargeSizes", "SvgSegments", "SvgModelValueTokens", "SvgModelValueRuntime", "SvgEdgeOrder", "SvgWrittenOrder", "CausalOrderHashMap"]) {
  test(`TLC still prints ${name}.out (differential, needs java)`, (t) => {
    if (javaMissing(t, `${name}.out`)) return;
    // -fp 0: TLC's layouts of SvgDags.tla and SvgLongEdges.tla depend on the polynomial, tla2ts's default is 0.
    t.is(tlcPrinted(t, specDir, name, "-fp", "0"), recorded(name));
  });
}

test("TLC -fp 1 still prints TlcHash.out (differential, needs java)", (t) => {
  if (javaMissing(t, "TlcHash.out")) return;
  t.is(tlcPrinted(t, specDir, "TlcHash", "-fp", "1"), recorded("TlcHash"));
});

test("TLC given tla2ts's own community modules prints BundledModules.out too (differential, needs java)", (t) => {
  if (javaMissing(t, "compiler/stdlib/community")) return;
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-bundled-"));
  try {
    const shipped = join(projectRoot, "compiler", "stdlib", "community");
    for (const f of readdirSync(shipped)) copyFileSync(join(shipped, f), join(dir, f));
    for (const ext of [".tla", ".cfg"]) copyFileSync(join(specDir, `BundledModules${ext}`), join(dir, `BundledModules${ext}`));
    t.is(tlcPrinted(t, dir, "BundledModules"), recorded("BundledModules"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// IOSerialize/IODeserialize: files pass between TLC and tla2ts both ways. One spec writes
// values with one tool; a second reads them back with the other and prints them.
const serialized = '<<{[a |-> 1, b |-> "x"], [a |-> -70000, b |-> "y"]}, <<1..4, {}, (2 :> TRUE @@ 7 :> FALSE), <<"s", "s">>, M>>, [i \\in 1..3 |-> i * i]>>';

function ioSpec(name: string, dir: string, body: string): void {
  writeFileSync(join(dir, `${name}.tla`), `---- MODULE ${name} ----\nEXTENDS IOUtils, TLC, Integers\nCONSTANT M\nVARIABLE x\n${body}\nInit == x = 0\nNext == UNCHANGED x\n====\n`);
  writeFileSync(join(dir, `${name}.cfg`), "CONSTANT M = M\nINIT Init\nNEXT Next\n");
}

test("a value IOSerialize wrote in one tool is what IODeserialize reads in the other (differential, needs java)", (t) => {
  if (javaMissing(t, "IOSerialize/IODeserialize")) return;
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-ioserialize-"));
  try {
    const file = (who: string, gz: boolean): string => JSON.stringify(join(dir, `${who}${gz ? ".gz" : ""}.bin`));
    const write = (who: string): string => [false, true].map((gz) => `ASSUME IOSerialize(V, ${file(who, gz)}, ${gz ? "TRUE" : "FALSE"})`).join("\n");
    const read = (who: string): string => [false, true].map((gz) => `ASSUME PrintT(IODeserialize(${file(who, gz)}, ${gz ? "TRUE" : "FALSE"}) = V)\nASSUME PrintT(IODeserialize(${file(who, gz)}, ${gz ? "TRUE" : "FALSE"}))`).join("\n");
    ioSpec("WriteOurs", dir, `V == ${serialized}\n${write("ours")}`);
    ioSpec("WriteTlc", dir, `V == ${serialized}\n${write("tlc")}`);
    ioSpec("ReadOurs", dir, `V == ${serialized}\n${read("ours")}`);
    ioSpec("ReadTlc", dir, `V == ${serialized}\n${read("tlc")}`);
    const ours = (name: string): SpawnSyncReturns<string> =>
      spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", join(dir, `${name}.tla`)], { cwd: dir, encoding: "utf8" });
    t.is(ours("WriteOurs").status, 0);
    tlcPrinted(t, dir, "WriteTlc");
    const tlcRead = tlcPrinted(t, dir, "ReadOurs");
    const oursRead = printed(ours("ReadTlc").stdout, /^(Finished computing|Error:)/);
    t.is(oursRead, tlcRead);
    t.is(tlcRead.split("\n").filter((l) => l === "TRUE").length, 2, tlcRead);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
