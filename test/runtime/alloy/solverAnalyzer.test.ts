// The solver against the Alloy Analyzer's own results (shared/conformance-alloy):
// with Kodkod's symmetry breaking the enumeration yields the Analyzer's instance
// counts; symmetry breaking never changes a verdict; and a command over its timeout
// answers `unknown` with the CNF's size instead of hanging.
import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy, checkAlloyText } from "../../../compiler/alloy/index.js";
import { solveCommand } from "../../../runtime/alloy/index.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";

interface ManifestModel {
  readonly name: string;
  readonly file: string;
  readonly commands: readonly { index: number; label: string; expect: string; instanceCount?: number }[];
}

const conformance = join(sharedDir, "conformance-alloy");

function model(path: string) {
  const checked = checkAlloy(path);
  const error = checked.diagnostics.find((d) => d.severity === "error");
  return error === undefined ? checked.model : undefined;
}

test("a command over its timeout is unknown, with the CNF's size, and returns promptly", (t) => {
  // Pigeonhole 9 into 8 without symmetry breaking: far beyond 0.2 s of search.
  const { model: m } = checkAlloyText(
    "sig Pigeon { hole: one Hole }\nsig Hole {}\nrun { all disj p, q: Pigeon | p.hole != q.hole } for exactly 9 Pigeon, exactly 8 Hole\n",
    "pigeons.als",
  );
  const started = performance.now();
  const r = solveCommand(m!, m!.commands[0]!, { symmetryBreaking: false, timeout: 0.2 });
  t.is(r.result, "unknown");
  t.deepEqual(r.instances, []);
  t.is(r.primaryVariables, 72);
  t.true(r.clauses > 0 && r.variables >= 72, `${r.variables} variables, ${r.clauses} clauses`);
  t.true(performance.now() - started < 3000, `returned after ${Math.round(performance.now() - started)} ms`);
  // The same problem with symmetry breaking and no timeout is decided.
  t.is(solveCommand(m!, m!.commands[0]!, {}).result, "no-instance");
});

test("the timeout also stops a long grounding of quantifiers: unknown before any CNF exists", (t) => {
  const { model: m } = checkAlloyText(
    "sig A { r: set A }\nrun { all a, b, c, d, e: A | a->b in r implies (c->d in r or d->e in r) } for 12\n",
    "grounding.als",
  );
  const started = performance.now();
  const r = solveCommand(m!, m!.commands[0]!, { timeout: 0.05 });
  t.is(r.result, "unknown");
  t.is(r.clauses, 0);
  t.is(r.primaryVariables, 12 + 144);
  t.true(performance.now() - started < 3000, `returned after ${Math.round(performance.now() - started)} ms`);
});

test("like the Analyzer, a command that says `expect 1` breaks no symmetries by default", (t) => {
  const { model: m } = checkAlloyText(
    "sig Pigeon { hole: one Hole }\nsig Hole {}\npred injective { all disj p, q: Pigeon | p.hole != q.hole }\n" +
      "run injective for 3 expect 1\nrun injective for 3\n",
    "inject.als",
  );
  const [expected, plain] = m!.commands;
  const count = (c: typeof expected, symmetryBreaking?: boolean) =>
    solveCommand(m!, c!, { maxInstances: 10_000, symmetryBreaking }).instances.length;
  t.is(count(expected), count(expected, false));
  t.true(count(plain) < count(plain, false));
  t.true(count(expected, true) < count(expected));
});

if (!sharedAvailable) {
  console.log(sharedMissingMessage());
  test.skip("the Analyzer's conformance results (shared folder missing)", () => {});
} else {
  const manifest = JSON.parse(readFileSync(join(conformance, "manifest.json"), "utf8")) as ManifestModel[];

  // Commands whose full enumeration under Kodkod's symmetry breaking we reproduce.
  const pinned: [string, string, number][] = [
    ["book-appendixA-prison", "show", 761],
    ["book-appendixA-undirected", "acyclic", 138],
  ];
  for (const [name, label, count] of pinned) {
    test(`${name} ${label}: the Analyzer's ${count} instances with symmetry breaking`, (t) => {
      const entry = manifest.find((e) => e.name === name)!;
      const want = entry.commands.find((c) => c.label === label)!;
      t.is(want.instanceCount, count, "the manifest's count");
      const m = model(join(conformance, entry.file));
      if (!m) return t.fail(`${entry.file} does not check`);
      const r = solveCommand(m, m.commands[want.index - 1]!, { maxInstances: count + 100 });
      t.is(r.instances.length, count);
    });
  }

  test("every conformance command the front end accepts: the Analyzer's verdict, with and without symmetry breaking", (t) => {
    let compared = 0;
    for (const entry of manifest) {
      const m = model(join(conformance, entry.file));
      if (!m) continue;
      for (const want of entry.commands) {
        const command = m.commands[want.index - 1]!;
        // The conformance test's limit: firewire's NoOverflow takes about 12 s on an idle 2-core machine.
        const on = solveCommand(m, command, { timeout: 60 });
        t.is<string, string>(on.result, want.expect, `${entry.name} ${want.label}`);
        const off = solveCommand(m, command, { symmetryBreaking: false, timeout: 30 });
        if (off.result !== "unknown") t.is<string, string>(off.result, want.expect, `${entry.name} ${want.label} without symmetry breaking`);
        compared++;
      }
    }
    t.log(`${compared} commands compared`);
    t.true(compared >= 10);
  });
}
