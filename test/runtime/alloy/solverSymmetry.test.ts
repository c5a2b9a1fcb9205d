// Symmetry breaking must be sound: every isomorphism class of instances found with
// it off must still be represented with it on (lex-leader keeps one member of each
// orbit), and it must actually remove instances. Classes are computed by brute
// force: the least serialisation of sigs and fields (skolems are witnesses, not part
// of what tells instances apart) over all renamings of atoms within each sig.
import test from "ava";
import type { AlloyModel, Command } from "../../../compiler/alloy/model.js";
import { solveCommand } from "../../../runtime/alloy/index.js";
import type { AlloyInstance } from "../../../runtime/alloy/instance.js";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../../../compiler/alloy/index.js";
import { projectRoot } from "../../support/shared.js";
import { ModelBuilder, x } from "./solverModel.js";

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)])) out.push([item, ...rest]);
  });
  return out;
}

function canonical(instance: AlloyInstance): string {
  const groups = new Map<string, string[]>();
  for (const s of instance.sigs) {
    for (const atom of s.atoms) {
      const prefix = atom.slice(0, atom.lastIndexOf("$"));
      const list = groups.get(prefix) ?? [];
      if (!list.includes(atom)) list.push(atom);
      groups.set(prefix, list);
    }
  }
  let renamings: Map<string, string>[] = [new Map()];
  for (const atoms of groups.values()) {
    const next: Map<string, string>[] = [];
    for (const r of renamings) {
      for (const p of permutations(atoms)) {
        const m = new Map(r);
        atoms.forEach((a, i) => m.set(a, p[i]!));
        next.push(m);
      }
    }
    renamings = next;
  }
  let best: string | undefined;
  for (const r of renamings) {
    const ren = (a: string): string => r.get(a) ?? a;
    const text = JSON.stringify([
      instance.sigs.map((s) => s.atoms.map(ren).sort()),
      instance.fields.map((f) => f.tuples.map((t) => t.map(ren).join("->")).sort()),
    ]);
    if (best === undefined || text < best) best = text;
  }
  return best!;
}

function classes(
  model: AlloyModel,
  command: Command,
  symmetryBreaking: boolean,
  limit = 5000,
): { count: number; classes: Set<string> } {
  const r = solveCommand(model, command, { maxInstances: limit, symmetryBreaking });
  return { count: r.instances.length, classes: new Set(r.instances.map(canonical)) };
}

function assertSound(t: import("ava").ExecutionContext, model: AlloyModel, command: Command): void {
  const off = classes(model, command, false);
  const on = classes(model, command, true);
  t.true(off.count < 5000, "enumeration finished");
  t.deepEqual([...on.classes].sort(), [...off.classes].sort());
  t.true(on.count < off.count, `symmetry breaking removed instances (${on.count} of ${off.count})`);
}

test("a binary relation between two sigs", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  m.field(a, "r", [b], "set");
  const model = m.build();
  assertSound(t, model, m.run("show", x.and(), { overall: 2 }));
});

test("a sig hierarchy with a partial function", (t) => {
  const m = new ModelBuilder();
  const p = m.sig("P", { abstract: true });
  const q = m.sig("Q", { parent: p });
  m.sig("R", { parent: p });
  m.field(q, "to", [p], "lone");
  const model = m.build();
  assertSound(t, model, m.run("show", x.un("some", x.sig(q)), { overall: 3 }));
});

test("a graph with ordering on another sig", (t) => {
  const m = new ModelBuilder();
  const n = m.sig("N");
  const time = m.sig("T");
  m.ordering(time);
  m.field(n, "at", [time], "lone");
  m.field(n, "e", [n], "set");
  const model = m.build();
  assertSound(
    t,
    model,
    m.run("show", x.and(), {
      sigs: [
        [n, 2, false],
        [time, 2, false],
      ],
    }),
  );
});

test("every corpus/alloy command: symmetry breaking keeps a member of every isomorphism class", (t) => {
  const dir = join(projectRoot, "corpus", "alloy");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".als"))
    .sort();
  t.true(files.length >= 15, `${files.length} corpus models`);
  const limit = 1000;
  let compared = 0;
  let reduced = 0;
  for (const file of files) {
    const { model } = checkAlloy(join(dir, file));
    if (!model) {
      t.fail(`${file} does not check`);
      continue;
    }
    for (const command of model.commands) {
      const off = classes(model, command, false, limit);
      // Commands with more instances than the limit would make the comparison partial.
      if (off.count >= limit) continue;
      const on = classes(model, command, true, limit);
      t.deepEqual([...on.classes].sort(), [...off.classes].sort(), `${file} ${command.name}`);
      t.true(on.count <= off.count);
      compared++;
      if (on.count < off.count) reduced++;
    }
  }
  t.log(`${compared} commands compared, ${reduced} with fewer instances under symmetry breaking`);
  t.true(compared >= 30);
  t.true(reduced >= 5);
});
