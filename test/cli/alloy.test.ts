// The Alloy command line: `tla2ts gen Model.als` / `tla2ts Model.als` write the typed
// module (which tsc --strict accepts); `tla2ts run` prints Alloy's verdicts and
// instances, `--command`, `--all N`, `--json`, `--dot` with a theme's projection,
// `--no-prevent-overflows`;
// bad models give located diagnostics. Also the theme reader and the DOT writer.

import test from "ava";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { parseTheme } from "../../compiler/cli/alloyTheme.js";
import { instanceToDot } from "../../compiler/cli/alloyDot.js";
import type { AlloyInstance } from "../../runtime/alloy/instance.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";
import { typeCheckFile } from "../support/generatedModule.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

function corpusCopy(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-cli-"));
  for (const n of names) copyFileSync(join(projectRoot, "corpus", "alloy", n), join(dir, n));
  return dir;
}

/** The JSON object printed last on stdout. */
function lastJson(out: string): unknown {
  const lines = out.trimEnd().split("\n");
  return JSON.parse(lines[lines.length - 1]!);
}

test("tla2ts Model.als writes Model.ts, a module tsc --strict accepts; gen --check then exits 0", async (t) => {
  const dir = corpusCopy("family.als");
  const model = join(dir, "family.als");
  const written = await run([model]);
  t.is(written.code, 0, written.err);
  const target = join(dir, "family.ts");
  t.is(written.out, `wrote ${target}\n`);
  const text = readFileSync(target, "utf8");
  t.regex(text, /export type Person = \$rt\.Atom & \{ readonly "sig:Person": true \};/);
  t.regex(text, /export type Man = Person & \{ readonly "sig:Man": true \};/);
  t.regex(text, /readonly Person_parents: \$rt\.Rel<\[Person, Person\]>;/);
  t.regex(text, /export function pred_ownGrandparent\(\$r: \$rt\.Relations, v\d+_p: \$rt\.Rel, \$neg = false\): boolean/);
  t.regex(text, /export function assert_noSelfAncestor\(\$r: \$rt\.Relations\): boolean/);
  t.is((await run(["gen", model, "--check"])).code, 0);
  // Type-check as a user's project would, with the runtime imports pointing at the sources.
  const checkable = join(dir, "family.check.ts");
  writeFileSync(checkable, text.replaceAll("tla2ts/runtime/", `${join(projectRoot, "runtime")}/`));
  const tsc = typeCheckFile(checkable);
  t.is(tsc.status, 0, tsc.output);
});

test("run prints each command's verdict and instance in the Analyzer's words", async (t) => {
  const dir = corpusCopy("pigeonhole.als");
  const r = await run(["run", join(dir, "pigeonhole.als")]);
  t.is(r.code, 0, r.err);
  t.regex(r.out, /Executing "Run injective for exactly 2 Pigeon, exactly 2 Hole"\n/);
  t.regex(r.out, /Instance found\. Predicate is consistent\./);
  t.regex(r.out, /Executing "Run crowded for 4"\n[^\n]*\n {3}No instance found\. Predicate may be inconsistent\./);
  t.regex(r.out, /No counterexample found\. Assertion may be valid\./);
  t.regex(r.out, /---INSTANCE---\n/);
  t.regex(r.out, /this\/Pigeon<:hole=\{Pigeon\$0->Hole\$\d, Pigeon\$1->Hole\$\d\}/);
});

test("run --json ends stdout with one object per the contract; --command picks one; --all N enumerates", async (t) => {
  const dir = corpusCopy("addressBook.als", "pigeonhole.als");
  const one = await run(["run", join(dir, "addressBook.als"), "--command", "delUndoesAddWrong", "--json"]);
  t.is(one.code, 0, one.err);
  const o = lastJson(one.out) as Record<string, unknown>;
  t.is(o["result"], "counterexample");
  t.is(o["command"], "delUndoesAddWrong");
  t.true(Array.isArray(o["instances"]) && (o["instances"] as unknown[]).length === 1);
  for (const k of ["seconds", "variables", "clauses"]) t.is(typeof o[k], "number", k);
  const all = await run(["run", join(dir, "pigeonhole.als"), "--json"]);
  const list = lastJson(all.out) as Record<string, unknown>[];
  t.deepEqual(
    list.map((c) => c["result"]),
    ["instance", "no-instance", "no-counterexample"],
  );
  // Two bijections between 2 pigeons and 2 holes; symmetry breaking keeps one of them.
  const every = await run(["run", join(dir, "pigeonhole.als"), "--command", "injective", "--all", "10", "--no-symmetry", "--json"]);
  t.is(((lastJson(every.out) as Record<string, unknown>)["instances"] as unknown[]).length, 2);
  t.regex(every.out, /Instance found\. Predicate is consistent\. 2 instances\./);
  // `injective` says `expect 1`: like the Analyzer, no symmetry breaking by default there.
  const expected = await run(["run", join(dir, "pigeonhole.als"), "--command", "injective", "--all", "10", "--json"]);
  t.is(((lastJson(expected.out) as Record<string, unknown>)["instances"] as unknown[]).length, 2);
  const unknown = await run(["run", join(dir, "pigeonhole.als"), "--command", "nope"]);
  t.is(unknown.code, 2);
  t.regex(unknown.err, /no command named 'nope' \(commands: injective, crowded, sharedHole\)/);
});

test("run follows the Analyzer's 'Prevent overflows' by default; --no-prevent-overflows wraps integers around", async (t) => {
  const dir = corpusCopy("overflow.als");
  const model = join(dir, "overflow.als");
  const prevented = await run(["run", model, "--command", "plusGrows", "--json"]);
  t.is((lastJson(prevented.out) as Record<string, unknown>)["result"], "no-counterexample");
  const wrapped = await run(["run", model, "--command", "plusGrows", "--no-prevent-overflows", "--json"]);
  t.is((lastJson(wrapped.out) as Record<string, unknown>)["result"], "counterexample");
  // Enumeration under each setting: the Analyzer's counts with symmetry 20 (16 and 32, oracle).
  const count = async (...extra: string[]) => {
    const r = await run(["run", model, "--command", "fewAs", "--all", "1000", "--json", ...extra]);
    return ((lastJson(r.out) as Record<string, unknown>)["instances"] as unknown[]).length;
  };
  t.is(await count(), 16);
  t.is(await count("--no-prevent-overflows"), 32);
});

test("a malformed model gives a located diagnostic and exit code 150", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-bad-"));
  const model = join(dir, "bad.als");
  writeFileSync(model, "sig A { f: B }\nrun {} for 2\n");
  const r = await run(["run", model]);
  t.is(r.code, 150);
  t.regex(r.err, new RegExp(`^${model.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:1:12: error TT7\\d{3}: `));
});

test("the theme reader takes projection, node and edge settings", (t) => {
  const theme = parseTheme(`<?xml version="1.0"?><alloy><view>
<projection> <type name="Time"/> </projection>
<node hideunconnected="yes" style="Dashed"><type name="Pod"/></node>
<node color="White"><type name="univ"/></node>
<edge visible="no" attribute="yes"><relation name="label"> <type name="Pod"/> <type name="Identifier"/> </relation></edge>
</view></alloy>`);
  t.deepEqual(theme.projection, ["Time"]);
  t.is(theme.nodes.get("Pod")?.style, "Dashed");
  t.true(theme.nodes.get("Pod")?.hideUnconnected);
  t.is(theme.nodes.get("univ")?.color, "White");
  t.deepEqual(theme.edges.get("label"), { color: undefined, style: undefined, visible: false, attribute: true });
  t.false(theme.nodes.has("Identifier"), "types inside a relation are not node settings");
});

test("DOT with a projection on Time draws one picture per time step", (t) => {
  const instance: AlloyInstance = {
    bitwidth: 4,
    sigs: [
      { sig: "Time", atoms: ["Time$0", "Time$1"] },
      { sig: "Pod", atoms: ["Pod$0", "Pod$1"] },
      { sig: "Node", atoms: ["Node$0"] },
      { sig: "Identifier", atoms: ["Identifier$0"] },
    ],
    fields: [
      { sig: "Pod", field: "scheduledOn", tuples: [["Pod$0", "Node$0", "Time$1"]] },
      { sig: "Pod", field: "label", tuples: [["Pod$0", "Identifier$0"], ["Pod$1", "Identifier$0"]] },
    ],
    skolems: [],
  };
  const theme = parseTheme(
    `<alloy><view><projection><type name="Time"/></projection><edge visible="no" attribute="yes"><relation name="label"><type name="Pod"/><type name="Identifier"/></relation></edge></view></alloy>`,
  );
  const dot = instanceToDot(instance, { theme });
  const pictures = dot.trim().split("\n\n");
  t.is(pictures.length, 2);
  t.regex(pictures[0]!, /^digraph "Time Time0 \(Time\$0\)" \{/);
  t.notRegex(pictures[0]!, /scheduledOn/);
  t.regex(pictures[1]!, /"Pod\$0" -> "Node\$0" \[label="scheduledOn"\];/);
  t.regex(pictures[1]!, /"Pod\$0" \[label="Pod0\\nlabel: Identifier"/);
  t.notRegex(dot, /-> "Identifier\$0"/, "attribute relations are not drawn as arcs");
  t.notRegex(dot, /"Time\$0" \[/, "the projected sig's atoms are not nodes");
  const hiding = parseTheme(`<alloy><view><projection><type name="Time"/></projection><node hideunconnected="yes"><type name="Node"/></node></view></alloy>`);
  const [before, after] = instanceToDot(instance, { theme: hiding }).trim().split("\n\n");
  t.notRegex(before!, /"Node\$0" \[/, "no arc reaches Node$0 at Time$0: hidden");
  t.regex(after!, /"Node\$0" \[/);
  const plain = instanceToDot(instance);
  t.is(plain.trim().split("\n\n").length, 1);
  // Without a projection a ternary tuple is an arc from its first to its last atom, labelled with the middle one.
  t.regex(plain, /"Pod\$0" -> "Time\$1" \[label="scheduledOn\[Node\]"\];/);
});

if (sharedAvailable) {
  test("run --dot on Kubernetes honours Kubernetes.thm: one picture per Time atom", async (t) => {
    const r = await run(["run", join(sharedDir, "corpus", "kubernetes", "Kubernetes.als"), "--dot"]);
    t.is(r.code, 0, r.err);
    t.regex(r.out, /Instance found/);
    t.is((r.out.match(/^digraph /gm) ?? []).length, 6);
    t.notRegex(r.out, /label="(pre|post)"\]/, "pre/post become sets under the projection, not arcs");
  });

  test("run --timeout: a command over the limit prints Unknown with its CNF size and the run exits 3; the others their verdict", async (t) => {
    // firewire.als from the Analyzer's examples, with a check far beyond what a SAT solver settles in 2 s.
    const source = join(sharedDir, "conformance-alloy", "examples-case_studies-firewire", "examples", "case_studies", "firewire.als");
    const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-timeout-"));
    const model = join(dir, "firewire.als");
    writeFileSync(model, readFileSync(source, "utf8") + "\nhard: check NoOverflow for 7 Op, 2 Msg, 5 Node, 10 Link, 8 Queue, 16 State\n");
    const slow = await run(["run", model, "--command", "hard", "--timeout", "2", "--json"]);
    t.is(slow.code, 3, slow.err);
    t.regex(slow.out, /Executing "Check hard for 7 Op, 2 Msg, 5 Node, 10 Link, 8 Queue, 16 State"\n   \d+ vars\. \d+ primary vars\. \d+ clauses\. \d+ms\.\n   Unknown: no answer within the time limit \(--timeout\)\.\n/);
    t.like(lastJson(slow.out) as object, { result: "unknown", command: "hard", instances: [] });
    const fast = await run(["run", model, "--command", "AtMostOneElected", "--timeout", "120"]);
    t.is(fast.code, 0, fast.err);
    t.regex(fast.out, /No counterexample found\. Assertion may be valid\./);
  });
} else {
  console.error(sharedMissingMessage());
  test.skip("run --dot on Kubernetes (needs the shared corpus)", () => {});
}
