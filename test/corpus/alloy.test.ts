// Our Alloy corpus (corpus/alloy/*.als) against corpus/alloy/expected.json: every
// command's outcome from the solver; every instance the solver reports confirmed by
// the emitted TypeScript (all facts and the command's formula hold on it); and, for
// small commands, the number of instances counted by an independent brute-force
// enumerator equal both to the expected count and to the solver's count with
// symmetry breaking off; where expected.json gives a `wrap` outcome, all of it again without
// overflow prevention. Also the Kubernetes acceptance test from the shared corpus.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../../compiler/alloy/index.js";
import { emitAlloyModule } from "../../compiler/alloy/emit.js";
import type { AlloyModel } from "../../compiler/alloy/model.js";
import { solveCommand } from "../../runtime/alloy/index.js";
import { isInstanceOf, violatedFacts, type CompiledAlloyModel } from "../../runtime/alloy/compiled.js";
import { Relations } from "../../runtime/alloy/relations.js";
import { countInstances } from "../support/alloyEnumerate.js";
import { importAlloyModule } from "../support/alloyModule.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

interface Outcome {
  readonly result: "instance" | "no-instance" | "counterexample" | "no-counterexample";
  /** Instances with symmetry breaking off, when small enough to enumerate. */
  readonly count?: number;
}

interface ExpectedCommand extends Outcome {
  readonly name: string;
  /** The outcome without overflow prevention (integers wrap around), where the model pins it. */
  readonly wrap?: Outcome;
}

const corpusDir = join(projectRoot, "corpus", "alloy");
const expected = JSON.parse(readFileSync(join(corpusDir, "expected.json"), "utf8")) as {
  readonly models: Record<string, { readonly commands: readonly ExpectedCommand[] }>;
};

async function load(path: string, name: string): Promise<{ model: AlloyModel; compiled: CompiledAlloyModel }> {
  const checked = checkAlloy(path);
  if (checked.model === undefined || checked.diagnostics.some((d) => d.severity === "error")) {
    throw new Error(`${path}: ${checked.diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`);
  }
  const compiled = await importAlloyModule(await emitAlloyModule(checked.model), name);
  return { model: checked.model, compiled };
}

test("the corpus has at least 15 models, each with its expected outcomes", (t) => {
  const names = Object.keys(expected.models);
  t.true(names.length >= 15, `${names.length} models`);
  for (const n of names) t.true(expected.models[n]!.commands.length > 0, n);
});

for (const [file, entry] of Object.entries(expected.models)) {
  test(`corpus/alloy/${file}: outcomes, instances confirmed by the emitted predicates, brute-force counts`, async (t) => {
    const { model, compiled } = await load(join(corpusDir, file), file.replace(/\.als$/, ""));
    t.is(model.commands.length, entry.commands.length, "commands in the file vs expected.json");
    for (let i = 0; i < entry.commands.length; i++) {
      const want = entry.commands[i]!;
      const command = model.commands[i]!;
      const compiledCommand = compiled.commands[i]!;
      t.is(command.name, want.name);
      const settings: [Outcome, boolean][] = [[want, true]];
      if (want.wrap !== undefined) settings.push([want.wrap, false]);
      for (const [outcome, preventOverflow] of settings) {
        const mode = preventOverflow ? "" : " (integers wrapping)";
        const evaluation = { preventOverflow };
        const solved = solveCommand(model, command, { maxInstances: 1, preventOverflow });
        t.is(solved.result, outcome.result, `${file} ${command.name}${mode}`);
        if (command.expect !== undefined && preventOverflow) {
          t.is(solved.instances.length > 0 ? 1 : 0, Math.min(command.expect, 1), `${command.name}: the file's expect`);
        }
        for (const inst of solved.instances) {
          t.deepEqual(violatedFacts(compiled, inst, evaluation), [], `${command.name}${mode}: facts on the solver's instance`);
          t.true(
            compiledCommand.formula(new Relations(inst, evaluation)),
            `${command.name}${mode}: the command's formula on the solver's instance`,
          );
        }
        if (outcome.count !== undefined) {
          const brute = countInstances(model, command, compiled, undefined, preventOverflow);
          t.is(brute.count, outcome.count, `${command.name}${mode}: brute-force count (${brute.candidates} candidates)`);
          const all = solveCommand(model, command, { maxInstances: outcome.count + 5, symmetryBreaking: false, preventOverflow });
          t.is(all.instances.length, outcome.count, `${command.name}${mode}: solver count with symmetry breaking off`);
          for (const inst of all.instances) t.true(isInstanceOf(compiled, compiledCommand, inst, evaluation));
        }
      }
    }
  });
}

if (sharedAvailable) {
  test("Kubernetes: scenario has an instance in its scopes, and the emitted predicates confirm every fact and scenario on it", async (t) => {
    const path = join(sharedDir, "corpus", "kubernetes", "Kubernetes.als");
    const { model, compiled } = await load(path, "Kubernetes");
    const index = model.commands.findIndex((c) => c.name === "scenario");
    t.true(index >= 0);
    const solved = solveCommand(model, model.commands[index]!, { maxInstances: 1 });
    t.is(solved.result, "instance");
    const inst = solved.instances[0]!;
    t.truthy(inst);
    t.deepEqual(violatedFacts(compiled, inst), []);
    t.true(compiled.facts.length > 10, `${compiled.facts.length} facts checked`);
    t.true(compiled.commands[index]!.formula(new Relations(inst)), "scenario holds");
    // The declared scopes are respected: 6 times (exact: ordered), at most 5 events, 4 containers.
    const atoms = (sig: string) => inst.sigs.find((s) => s.sig === sig)?.atoms.length ?? 0;
    t.is(atoms("Time"), 6);
    t.true(atoms("Event") <= 5);
    t.true(atoms("Container") <= 4);
    // The check is not vacuous: an instance without the replica count breaks `replicas: Int` (exactly one),
    // and one where no container runs at the last time breaks `completed[last]`.
    const withoutReplicas = { ...inst, fields: inst.fields.map((f) => (f.field === "replicas" ? { ...f, tuples: [] } : f)) };
    t.true(violatedFacts(compiled, withoutReplicas).length > 0);
    const idle = { ...inst, fields: inst.fields.map((f) => (f.field === "runningOn" ? { ...f, tuples: [] } : f)) };
    t.false(compiled.facts.every((f) => f.holds(new Relations(idle))) && compiled.commands[index]!.formula(new Relations(idle)));
    t.log(`Kubernetes: ${solved.variables} variables, ${solved.primaryVariables} primary, ${solved.clauses} clauses, ${solved.seconds.toFixed(2)} s`);
  });
} else {
  console.error(sharedMissingMessage());
  test.skip("Kubernetes: scenario has an instance in its scopes (needs the shared corpus)", () => {});
}
