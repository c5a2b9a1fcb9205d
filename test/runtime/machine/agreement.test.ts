// The typed machine API agrees with the checker: exploring the reachable states through
// `machine.next` from `machine.init()` gives TLC's distinct-state count, and from every
// reachable state the machine's successors are exactly the compiled spec's (the
// generators the checker runs, kept to the model's constraints), each converted to a
// plain value and back without loss, each reproduced by `step` with its action.

import test from "ava";
import { join } from "node:path";
import { compileToTs } from "../../../compiler/index.js";
import type { Machine } from "../../../runtime/machine/index.js";
import type { State } from "../../../runtime/check/spec.js";
import * as V from "../../../runtime/values/index.js";
import { importGeneratedMachine } from "../../support/generatedModule.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";

type AnyMachine = Machine<object, { readonly name: string }, unknown>;

/** TLC's distinct states: ../shared/corpus/expected.json, and for TaskQueue a TLC run (116). */
const models = [
  { name: "TaskQueue", spec: join(projectRoot, "corpus/examples/TaskQueue.tla"), config: join(projectRoot, "corpus/examples/TaskQueue.cfg"), distinct: 116, shared: false },
  { name: "SwarmKit", spec: join(sharedDir, "corpus/swarmkit/SwarmKit.tla"), config: join(sharedDir, "corpus/swarmkit/models/SwarmKitSafety.cfg"), distinct: 5190, shared: true },
  { name: "UpdateCluster", spec: join(sharedDir, "corpus/updatecluster-final/UpdateCluster.tla"), config: join(sharedDir, "corpus/updatecluster-final/UpdateCluster.cfg"), distinct: 2909, shared: true },
  { name: "UpdateCluster", spec: join(sharedDir, "corpus/updatecluster/UpdateCluster.tla"), config: join(sharedDir, "corpus/updatecluster/UpdateCluster.cfg"), distinct: 16892, shared: true },
  // About a minute: skipped with the other large models under TLA2TS_SKIP_LARGE=1.
  ...(process.env["TLA2TS_SKIP_LARGE"] === "1" ? [] : [{ name: "MCResourceBarrier", spec: join(sharedDir, "corpus/rebalanser/MCResourceBarrier.tla"), config: join(sharedDir, "corpus/rebalanser/MCResourceBarrier.cfg"), distinct: 56724, shared: true }]),
];

function rawSuccessors(m: AnyMachine, ctx: ReturnType<AnyMachine["spec"]["createContext"]>, cur: State): Set<string> {
  const out = new Set<string>();
  for (const a of m.spec.actions) {
    a.generate(ctx, cur, (next) => {
      if (m.spec.constraints.every((c) => c.test(ctx, next)) && m.spec.actionConstraints.every((c) => c.test(ctx, cur, next))) {
        out.add(next.map((v) => V.printValue(v, V.normalizedPrintOptions)).join(" /\\ "));
      }
    });
  }
  return out;
}

for (const model of models) {
  test.serial(`${model.spec.replace(sharedDir, "shared").replace(projectRoot, ".")}: machine.next reaches TLC's ${model.distinct} distinct states, successors equal the checker's`, async (t) => {
    if (model.shared && !sharedAvailable) {
      t.log(sharedMissingMessage());
      t.pass();
      return;
    }
    const compiled = await compileToTs(model.spec, { config: model.config, runtimeImport: "tla2ts/runtime/" });
    t.truthy(compiled.code && compiled.machine, compiled.diagnostics.map((d) => d.message).join("\n"));
    const { machine } = await importGeneratedMachine<{ machine: AnyMachine }>(compiled.code!, compiled.machine!, model.name);
    const ctx = machine.spec.createContext(() => {});
    const seen = new Map<string, object>();
    const queue: object[] = [];
    for (const s of machine.init()) {
      if (!seen.has(machine.key(s))) {
        seen.set(machine.key(s), s);
        queue.push(s);
      }
    }
    let checkedSteps = 0;
    for (let i = 0; i < queue.length; i++) {
      const s = queue[i]!;
      const raw = machine.toValue(s);
      // Plain form and back: the same runtime value, variable by variable.
      const again = machine.toValue(rebuild(s));
      if (!raw.every((v, k) => V.equals(v, again[k]!))) t.fail(`state ${machine.key(s)} does not survive the plain-value round trip`);
      const transitions = machine.next(s);
      const viaMachine = new Set(transitions.map((tr) => machine.key(tr.state)));
      const viaChecker = rawSuccessors(machine, ctx, raw);
      if (viaMachine.size !== viaChecker.size || [...viaChecker].some((k) => !viaMachine.has(k))) {
        t.fail(`successors of ${machine.key(s)} differ: machine ${viaMachine.size}, checker ${viaChecker.size}`);
        return;
      }
      // Every labelled transition is reproduced by step() with its own action (sampled: one per state).
      const first = transitions[0];
      if (first !== undefined) {
        const stepped = machine.step(s, first.action).map((x) => machine.key(x));
        if (!stepped.includes(machine.key(first.state)) || !machine.enabled(s, first.action)) t.fail(`step(${JSON.stringify(first.action)}) misses a successor of ${machine.key(s)}`);
        checkedSteps++;
      }
      for (const tr of transitions) {
        const k = machine.key(tr.state);
        if (!seen.has(k)) {
          seen.set(k, tr.state);
          queue.push(tr.state);
        }
      }
    }
    t.is(seen.size, model.distinct);
    t.true(checkedSteps > 0);
  });
}

/** A structurally equal copy of a plain state that the machine has never seen (no cached runtime value). */
function rebuild(s: object): object {
  const copy = (x: unknown): unknown => {
    if (x instanceof Set) return new Set([...x].map(copy));
    if (x instanceof Map) return new Map([...x].map(([k, v]) => [copy(k), copy(v)]));
    if (Array.isArray(x)) return x.map(copy);
    if (typeof x === "object" && x !== null && !("kind" in x)) return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, copy(v)]));
    return x;
  };
  return copy(s) as object;
}
