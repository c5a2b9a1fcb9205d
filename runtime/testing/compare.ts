// Compares an implementation's projection with the spec's state, variable by variable,
// with TLA+ equality (through the machine's conversion to runtime values, so that e.g.
// a set built in another order or a mutable array still compares equal).

import * as V from "../values/index.js";
import type { ActionLike, Machine } from "../machine/index.js";
import { diffPlain } from "./format.js";

export interface VariableDifference {
  readonly variable: string;
  readonly expected: unknown;
  readonly actual: unknown;
  /** One line per differing place inside the value. */
  readonly details: readonly string[];
}

/** The projected variables whose value differs from the spec's; empty when they all agree. */
export function compareProjection<S, A extends ActionLike>(machine: Machine<S, A, unknown>, expected: S, actual: Partial<S>): VariableDifference[] {
  const spec = machine.toValue(expected);
  const expectedRec = expected as Record<string, unknown>;
  const actualRec = actual as Record<string, unknown>;
  const out: VariableDifference[] = [];
  // All projected variables converted at once; one at a time only to locate a value of the wrong type.
  let merged: readonly V.Value[] | undefined;
  try {
    merged = machine.toValue({ ...expected, ...actual } as S);
  } catch {
    merged = undefined;
  }
  for (const key of Object.keys(actualRec)) {
    const index = machine.variables.indexOf(key as keyof S & string);
    const value = actualRec[key];
    if (index < 0) {
      out.push({ variable: key, expected: undefined, actual: value, details: [`${key}: the spec has no variable ${key}`] });
      continue;
    }
    let same: boolean;
    let problem: string | undefined;
    try {
      same = V.equals(spec[index]!, (merged ?? machine.toValue({ ...expected, [key]: value } as S))[index]!);
    } catch (e) {
      same = false;
      problem = `${key}: not a value of the spec's type (${e instanceof Error ? e.message : String(e)})`;
    }
    if (same) continue;
    const details = problem !== undefined ? [problem] : diffPlain(key, expectedRec[key], value);
    out.push({ variable: key, expected: expectedRec[key], actual: value, details: details.length > 0 ? details : [`${key}: differs from the spec's value`] });
  }
  return out;
}
