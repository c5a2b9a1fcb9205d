// Runs one behaviour of the spec against the implementation. A behaviour is a list of
// choice indices read against the machine at run time: the first picks an initial state
// (modulo their number), each next one an enabled transition of `machine.next(s)`, so
// every list is a valid behaviour of the spec, whatever its length or values. When a
// state has no successor the behaviour ends there.

import type { ActionLike, Machine, Transition } from "../machine/index.js";
import { isDeepStrictEqual } from "node:util";
import { compareProjection, type VariableDifference } from "./compare.js";
import type { Driver } from "./driver.js";

export interface Step<S, A> {
  /** Undefined for the initial state. */
  readonly action?: A;
  /** The spec's state after the step. */
  readonly state: S;
}

export interface Mismatch<S, A> {
  /** 0 for the initial state, then the number of actions performed. */
  readonly step: number;
  readonly action?: A;
  /** The spec's behaviour up to and including the failing step (its expected states). */
  readonly steps: readonly Step<S, A>[];
  readonly expected: S;
  readonly actual?: Partial<S>;
  readonly differences: readonly VariableDifference[];
  /** What the driver or the implementation threw, when that is the failure. */
  readonly error?: unknown;
  /** The choices that replay the behaviour up to the failing step. */
  readonly choices: readonly number[];
}

export async function runBehaviour<S, A extends ActionLike, I>(machine: Machine<S, A, unknown>, driver: Driver<S, A, I>, choices: readonly number[], inits: readonly S[] = machine.init()): Promise<Mismatch<S, A> | undefined> {
  if (inits.length === 0 || choices.length === 0) return undefined;
  let state: S = inits[choices[0]! % inits.length]!;
  const steps: Step<S, A>[] = [{ state }];
  // The choices as indices actually taken, so that a failure prints its behaviour plainly.
  const used = [choices[0]! % inits.length];
  const fail = (rest: Omit<Mismatch<S, A>, "steps" | "choices" | "step">): Mismatch<S, A> => ({ step: steps.length - 1, steps, choices: used, ...rest });
  let impl: I;
  try {
    impl = await driver.create(state);
  } catch (error) {
    return fail({ expected: state, differences: [], error });
  }
  try {
    let actual: Partial<S>;
    try {
      actual = await driver.project(impl);
    } catch (error) {
      return fail({ expected: state, differences: [], error });
    }
    const initial = compareProjection(machine, state, actual);
    if (initial.length > 0) return fail({ expected: state, actual, differences: initial });
    for (let i = 1; i < choices.length; i++) {
      const moves = machine.next(state);
      if (moves.length === 0) break;
      const chosen = moves[choices[i]! % moves.length]!;
      used.push(choices[i]! % moves.length);
      try {
        await driver.apply(impl, chosen.action);
        actual = await driver.project(impl);
      } catch (error) {
        steps.push(chosen);
        return fail({ action: chosen.action, expected: chosen.state, differences: [], error });
      }
      // One action may have several successors: the implementation may take any of them
      // (the chosen one first); the behaviour goes on from the one it took.
      const taken = [chosen, ...moves.filter((m) => m !== chosen && isDeepStrictEqual(m.action, chosen.action))].find((m: Transition<S, A>) => compareProjection(machine, m.state, actual).length === 0);
      steps.push(taken ?? chosen);
      if (taken === undefined) return fail({ action: chosen.action, expected: chosen.state, actual, differences: compareProjection(machine, chosen.state, actual) });
      state = taken.state;
    }
    return undefined;
  } finally {
    await driver.dispose?.(impl);
  }
}
