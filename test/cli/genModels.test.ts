// Where `tla2ts Spec.tla` finds its model: `Spec.cfg` beside the spec, else
// `models/Spec.cfg` (SwarmKit's layout); with neither it writes the factory form, whose
// `createMachine(constants)` takes the constants as typed parameters.

import test from "ava";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { compileToTs } from "../../compiler/index.js";
import type { Machine } from "../../runtime/machine/index.js";
import { importGeneratedMachine, typeCheckFile } from "../support/generatedModule.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

test("tla2ts SwarmKit.tla uses models/SwarmKit.cfg, and without any model writes the factory", async (t) => {
  if (!sharedAvailable) {
    t.log(sharedMissingMessage());
    t.pass();
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-models-"));
  cpSync(join(sharedDir, "corpus", "swarmkit"), dir, { recursive: true });
  const withModel = await run([join(dir, "SwarmKit.tla")]);
  t.is(withModel.code, 0, withModel.err);
  t.notRegex(withModel.out, /no model file/);
  t.regex(readFileSync(join(dir, "SwarmKit.machine.ts"), "utf8"), /export const machine: Machine<SwarmKitState, SwarmKitAction, SwarmKitConstants, "TypeOK" \| "Inv", SwarmKitOperators>/);
  rmSync(join(dir, "models"), { recursive: true });
  const without = await run([join(dir, "SwarmKit.tla")]);
  t.is(without.code, 0, without.err);
  t.regex(without.out, /no model file: writing the factory form/);
  t.regex(readFileSync(join(dir, "SwarmKit.machine.ts"), "utf8"), /export function createMachine\(\s*constants: SwarmKitConstants,?\s*\)/);
});

test("the factory form of TaskQueue, given the .cfg's constants, reaches TLC's 116 states", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-factory-"));
  copyFileSync(join(projectRoot, "corpus", "examples", "TaskQueue.tla"), join(dir, "TaskQueue.tla"));
  const compiled = await compileToTs(join(dir, "TaskQueue.tla"));
  t.is(compiled.config, undefined);
  t.truthy(compiled.code && compiled.machine, compiled.diagnostics.map((d) => d.message).join("\n"));
  t.false(existsSync(join(dir, "TaskQueue.cfg")));
  type M = Machine<{ readonly done: ReadonlySet<string> }, { readonly name: string }, unknown>;
  const { createMachine } = await importGeneratedMachine<{ createMachine: (c: object) => M }>(compiled.code!, compiled.machine!, "TaskQueue");
  const machine = createMachine({ Workers: new Set(["w1", "w2"]), Tasks: new Set(["t1", "t2", "t3"]), MaxCrashes: 1 });
  const seen = new Set<string>();
  const queue = machine.init();
  for (const s of queue) seen.add(machine.key(s));
  for (let i = 0; i < queue.length; i++) {
    for (const { state } of machine.next(queue[i]!)) {
      if (seen.has(machine.key(state))) continue;
      seen.add(machine.key(state));
      queue.push(state);
    }
  }
  t.is(seen.size, 116);
  t.true(queue.some((s) => s.done.size === 3));
  // The factory's TypeScript passes tsc --strict (runtime imports pointing at the runtime sources).
  const typed = await compileToTs(join(dir, "TaskQueue.tla"), { runtimeImport: join(projectRoot, "runtime") + "/" });
  writeFileSync(join(dir, "TaskQueue.ts"), typed.code!);
  writeFileSync(join(dir, "TaskQueue.machine.ts"), typed.machine!);
  const checked = typeCheckFile(join(dir, "TaskQueue.machine.ts"));
  t.is(checked.status, 0, checked.output);
  // Other constants, another machine: one worker, one task, no crash.
  const small = createMachine({ Workers: new Set(["w"]), Tasks: new Set(["t"]), MaxCrashes: 0 });
  t.is(small.init().length, 1);
});
