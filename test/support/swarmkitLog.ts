// Logs for trace validation's tests and benchmark: a long behaviour of the SwarmKit seed
// (SwarmKitSafety.cfg) walked by the seeded simulator, written as NDJSON lines in the
// typed API's plain form with only some variables, as an implementation would log it.
// SwarmKit does not deadlock under this model, so one behaviour of any length exists.

import { join } from "node:path";
import { compileToJsAsync, loadCompiledSpec } from "../../compiler/index.js";
import type { TraceStep } from "../../runtime/check/result.js";
import type { CompiledSpec } from "../../runtime/check/spec.js";
import { toPlain, type MachineShape } from "../../runtime/machine/index.js";
import { simulate } from "../../runtime/simulate/simulate.js";
import { sharedDir } from "./shared.js";

export const swarmkitDir = join(sharedDir, "corpus", "swarmkit");
export const swarmkitSpec = join(swarmkitDir, "SwarmKit.tla");
export const swarmkitConfig = join(swarmkitDir, "models", "SwarmKitSafety.cfg");
/** Half of SwarmKit's variables (tasks, services, nodes, nEvents): what the logs keep. */
export const loggedVariables = ["tasks", "nodes"] as const;

export interface SwarmkitRun {
  readonly spec: CompiledSpec;
  readonly shape: MachineShape;
  readonly behaviour: readonly TraceStep[];
}

/** A behaviour of `states` states, the same for the same seed. */
export async function swarmkitBehaviour(states: number, seed: number): Promise<SwarmkitRun> {
  const compiled = await compileToJsAsync(swarmkitSpec, { config: swarmkitConfig, inferShapes: true });
  if (compiled.code === undefined || compiled.shape === undefined) throw new Error(`SwarmKit does not compile: ${compiled.diagnostics.map((d) => d.message).join("; ")}`);
  const spec = await loadCompiledSpec(compiled.code);
  let behaviour: readonly TraceStep[] = [];
  simulate(spec, { depth: states, behaviours: 1, seed, checkDeadlock: false, progressIntervalMs: 0, onBehaviour: (b) => (behaviour = b) });
  if (behaviour.length !== states) throw new Error(`the simulated SwarmKit behaviour has ${behaviour.length} states, not ${states}`);
  return { spec, shape: compiled.shape, behaviour };
}

/** A plain value as JSON: sets as arrays, maps as [key, value] pairs. */
export function plainJson(plain: unknown): string {
  return JSON.stringify(plain, (_key, v: unknown) => (v instanceof Set ? [...v] : v instanceof Map ? [...v] : v));
}

/** The plain values of the logged variables of each state. */
export function plainLog(run: SwarmkitRun, variables: readonly string[] = loggedVariables): Record<string, unknown>[] {
  const index = variables.map((v) => run.spec.variables.indexOf(v));
  const shapes = variables.map((v) => run.shape.variables.find(([n]) => n === v)![1]);
  return run.behaviour.map((step) => Object.fromEntries(variables.map((v, k) => [v, toPlain(shapes[k]!, step.state[index[k]!]!)])));
}

/** NDJSON text of log lines. */
export function ndjson(lines: readonly unknown[]): string {
  return lines.map(plainJson).join("\n") + "\n";
}

/**
 * The line with a task in status `remove`, which SwarmKit's invariant Inv excludes from
 * every reachable state: the first task changed, or one added when there is none.
 */
export function impossibleTasks(line: Record<string, unknown>): Record<string, unknown> {
  const tasks = [...(line["tasks"] as Set<Record<string, unknown>>)];
  const first = tasks[0] ?? { id: "t1", service: "s1", desired_state: "remove", node: "unassigned", slot: 1 };
  return { ...line, tasks: new Set([{ ...first, status: { state: "remove" } }, ...tasks.slice(1)]) };
}
