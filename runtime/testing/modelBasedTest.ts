// Model-based testing of an implementation against a spec's typed machine.
//
// Random mode: fast-check generates behaviours as lists of choice indices (behaviour.ts)
// rather than through its `commands` API. `commands` draws actions from a fixed list and
// drops those whose precondition fails, so a spec action with parameters would need one
// command per parameter value and shrinking would keep re-checking preconditions; a list
// of indices read against `machine.next` is valid for the spec whatever fast-check makes
// of it, and fast-check's array shrinking (remove elements, then lower the rest towards 0,
// i.e. towards the first enabled transition) reaches short behaviours directly.
//
// Coverage mode: every transition of the reachable state graph at least once
// (coverage.ts), for specs small enough to explore.

import fc from "fast-check";
import type { ActionLike, Machine } from "../machine/index.js";
import { runBehaviour, type Mismatch } from "./behaviour.js";
import { planCoverage } from "./coverage.js";
import { shortcut } from "./shortcut.js";
import type { Driver } from "./driver.js";
import { formatAction, formatPlain } from "./format.js";

export interface ModelBasedTestOptions {
  /** "random" (default): random walks with shrinking; "coverage": every transition of the state graph. */
  readonly mode?: "random" | "coverage";
  /** Random mode: number of behaviours (default 100). */
  readonly numRuns?: number;
  /** Random mode: most actions per behaviour (default 20). */
  readonly maxSteps?: number;
  /** Random mode: fast-check's seed, and `path` to replay one failing run (both printed on failure). */
  readonly seed?: number;
  readonly path?: string;
  /** Coverage mode: most reachable states to explore (default 100,000). */
  readonly maxStates?: number;
  /** Runs exactly this behaviour (the `choices` a failure prints) instead of generating any. */
  readonly choices?: readonly number[];
}

export interface ModelBasedTestFailure<S, A> extends Mismatch<S, A> {
  /** A readable account: the step, the action, the differences, the behaviour, how to replay. */
  readonly message: string;
}

export interface ModelBasedTestResult<S, A> {
  readonly ok: boolean;
  readonly mode: "random" | "coverage" | "replay";
  /** Behaviours run (in random mode, before shrinking). */
  readonly behaviours: number;
  readonly seed?: number;
  readonly path?: string;
  readonly numShrinks?: number;
  /** Coverage mode: the size of the state graph whose every transition was taken. */
  readonly coverage?: { readonly states: number; readonly transitions: number };
  readonly failure?: ModelBasedTestFailure<S, A>;
  /** A one-line summary when ok, else the failure's message. */
  readonly report: string;
}

export async function modelBasedTest<S, A extends ActionLike, I>(machine: Machine<S, A, unknown>, driver: Driver<S, A, I>, options: ModelBasedTestOptions = {}): Promise<ModelBasedTestResult<S, A>> {
  const inits = machine.init();
  if (options.choices !== undefined) {
    const mismatch = await runBehaviour(machine, driver, options.choices, inits);
    return finish(machine, { mode: "replay", behaviours: 1 }, mismatch, `replay of choices [${options.choices.join(", ")}]`);
  }
  if (options.mode === "coverage") {
    const plan = planCoverage(machine, inits, options.maxStates ?? 100_000);
    const coverage = { states: plan.states, transitions: plan.transitions };
    for (let i = 0; i < plan.behaviours.length; i++) {
      const mismatch = await runBehaviour(machine, driver, plan.behaviours[i]!, inits);
      if (mismatch === undefined) continue;
      return finish(machine, { mode: "coverage", behaviours: i + 1, coverage }, await shortcut(machine, driver, inits, mismatch), `coverage mode, behaviour ${i + 1} of ${plan.behaviours.length}`);
    }
    return finish(machine, { mode: "coverage", behaviours: plan.behaviours.length, coverage }, undefined, `${plan.transitions} transitions between ${plan.states} states`);
  }
  const maxSteps = options.maxSteps ?? 20;
  const behaviour = fc.array(fc.nat(), { minLength: 1, maxLength: maxSteps + 1 });
  const property = fc.asyncProperty(behaviour, async (choices) => (await runBehaviour(machine, driver, choices, inits)) === undefined);
  const details = await fc.check(property, { numRuns: options.numRuns ?? 100, seed: options.seed, path: options.path });
  const base = { mode: "random" as const, behaviours: details.numRuns, seed: details.seed, numShrinks: details.numShrinks };
  if (!details.failed) return finish(machine, base, undefined, `seed ${details.seed}`);
  const path = details.counterexamplePath ?? undefined;
  const choices = details.counterexample?.[0] ?? [];
  const mismatch = await runBehaviour(machine, driver, choices, inits);
  const how = `random walk shrunk ${details.numShrinks} times; seed ${details.seed}, path "${path}"`;
  if (mismatch !== undefined) {
    const shortest = await shortcut(machine, driver, inits, mismatch);
    return finish(machine, { ...base, path }, shortest, shortest === mismatch ? how : `${how}, then a shortest path to the failing transition`);
  }
  const error = details.errorInstance;
  const message = `Model-based test of ${machine.module}: a behaviour failed but passed when run again (a flaky implementation or driver?): choices [${choices.join(", ")}], ${how}${error !== null ? `\n${String(error)}` : ""}`;
  return { ...base, path, ok: false, report: message };
}

function finish<S, A extends ActionLike>(machine: Machine<S, A, unknown>, base: Omit<ModelBasedTestResult<S, A>, "ok" | "report">, mismatch: Mismatch<S, A> | undefined, how: string): ModelBasedTestResult<S, A> {
  if (mismatch === undefined) return { ...base, ok: true, report: `Model-based test of ${machine.module}: ${base.behaviours} behaviours agree with the spec (${how}).` };
  const message = describeMismatch(machine, mismatch, how, base);
  return { ...base, ok: false, failure: { ...mismatch, message }, report: message };
}

function describeMismatch<S, A extends ActionLike>(machine: Machine<S, A, unknown>, m: Mismatch<S, A>, how: string, base: { seed?: number; path?: string }): string {
  const where = m.action === undefined ? "in the initial state" : `at step ${m.step}, after ${formatAction(m.action)}`;
  const lines = [`Model-based test of ${machine.module}: the implementation disagrees with the spec ${where}.`];
  if (m.error !== undefined) lines.push(`  the driver or implementation threw: ${m.error instanceof Error ? (m.error.stack ?? m.error.message) : String(m.error)}`);
  for (const d of m.differences) for (const line of d.details) lines.push(`  ${line}`);
  lines.push(`Behaviour (${m.steps.length - 1} steps; ${how}):`);
  m.steps.forEach((s, i) => lines.push(`  ${String(i).padStart(2)}  ${s.action === undefined ? "initial state" : formatAction(s.action)}${i === m.step ? "   <-- fails here" : ""}`));
  const state = (s: object): string => Object.entries(s).map(([k, v]) => `${k} = ${formatPlain(v)}`).join(", ");
  if (m.steps.length > 1) lines.push(`Initial state: ${state(m.steps[0]!.state as object)}`);
  lines.push(`Expected:      ${state(m.expected as object)}`);
  if (m.actual !== undefined) lines.push(`Actual:        ${state(m.actual as object)}`);
  lines.push(`Replay: modelBasedTest(machine, driver, { choices: [${m.choices.join(", ")}] })`);
  if (base.seed !== undefined && base.path !== undefined) lines.push(`   or the search and its shrinking: modelBasedTest(machine, driver, { seed: ${base.seed}, path: "${base.path}" })`);
  return lines.join("\n");
}
