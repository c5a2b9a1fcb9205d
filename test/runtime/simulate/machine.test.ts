// simulate() takes a typed machine as well as a CompiledSpec: the machine is simulated
// through the CompiledSpec it wraps, so one seed walks the same behaviours either way.

import test from "ava";
import { join } from "node:path";
import { compileToTs } from "../../../compiler/index.js";
import type { Machine } from "../../../runtime/machine/index.js";
import { simulate } from "../../../runtime/simulate/index.js";
import { importGeneratedMachine } from "../../support/generatedModule.js";
import { projectRoot } from "../../support/shared.js";

test("simulate(machine) walks the behaviours simulate(machine.spec) walks with the same seed", async (t) => {
  const spec = join(projectRoot, "corpus/examples/TaskQueue.tla");
  const compiled = await compileToTs(spec, { config: join(projectRoot, "corpus/examples/TaskQueue.cfg"), runtimeImport: "tla2ts/runtime/" });
  t.truthy(compiled.code && compiled.machine);
  const { machine } = await importGeneratedMachine<{ machine: Machine<object, { readonly name: string }, unknown> }>(compiled.code!, compiled.machine!, "TaskQueue");
  const seen: string[][] = [[], []];
  const run = (subject: Parameters<typeof simulate>[0], into: string[]) =>
    simulate(subject, { seed: 7, behaviours: 5, depth: 12, onBehaviour: (b) => into.push(JSON.stringify(b)) });
  const a = run(machine, seen[0]!);
  const b = run(machine.spec, seen[1]!);
  t.is(a.result, b.result);
  t.is(a.steps, b.steps);
  t.true(a.steps > 5);
  t.deepEqual(seen[0], seen[1]);
});
