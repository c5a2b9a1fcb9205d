// Checks that a lasso counterexample is a behaviour of the spec, independently of the
// liveness checker: its first state is an initial state, every step is produced by
// some sub-action from its predecessor, and (unless the cycle is a stutter) so is the
// step from the last state back to `loopsBackTo`. States are compared by the identity
// the checker uses (StateFingerprinter: full state, or its VIEW, or its SYMMETRY
// representative), because with VIEW or SYMMETRY a lasso only exists up to that
// identity (LIVENESS.md §5.5).

import { StateFingerprinter } from "../../runtime/check/stateFingerprint.js";
import type { CompiledSpec, State } from "../../runtime/check/spec.js";
import { tlcVariableOrder } from "../../runtime/check/varOrder.js";

export interface Lasso {
  readonly states: readonly State[];
  readonly loopsBackTo: number | undefined;
  readonly stuttering: boolean | undefined;
}

/** The problems found (empty when the lasso is a behaviour of `spec`). */
export function lassoProblems(spec: CompiledSpec, lasso: Lasso): string[] {
  const problems: string[] = [];
  const { states, loopsBackTo, stuttering } = lasso;
  const last = states.length - 1;
  if (states.length === 0) return ["the trace is empty"];
  if (loopsBackTo === undefined || !Number.isInteger(loopsBackTo) || loopsBackTo < 0 || loopsBackTo > last) {
    return [`loopsBackTo ${String(loopsBackTo)} is not an index of the ${states.length}-state trace`];
  }
  if (stuttering === true && loopsBackTo !== last) {
    problems.push(`a stuttering lasso must loop back to its last state (${last}), not to ${loopsBackTo}`);
  }

  const ctx = spec.createContext(() => {});
  const fingerprinter = new StateFingerprinter(ctx, spec.view, spec.symmetry?.(ctx), spec.printOrder ?? tlcVariableOrder(spec.variables));
  const identity = (s: State): string => {
    fingerprinter.compute(s);
    return `${fingerprinter.hi}:${fingerprinter.lo}`;
  };
  const successorIdentities = (s: State): Set<string> => {
    const found = new Set<string>();
    for (const action of spec.actions) action.generate(ctx, s, (t) => found.add(identity(t)));
    return found;
  };

  const initial = new Set<string>();
  spec.init.generate(ctx, (s) => initial.add(identity(s)));
  if (!initial.has(identity(states[0]!))) problems.push("trace[0] is not an initial state");

  for (let i = 1; i <= last; i++) {
    if (!successorIdentities(states[i - 1]!).has(identity(states[i]!))) {
      problems.push(`no action leads from trace[${i - 1}] to trace[${i}]`);
    }
  }
  // The stutter loop is always a step of [][Next]_vars; a real loop-back edge must be a Next step.
  if (stuttering !== true && !successorIdentities(states[last]!).has(identity(states[loopsBackTo]!))) {
    problems.push(`no action leads from the last state trace[${last}] back to trace[${loopsBackTo}]`);
  }
  return problems;
}
