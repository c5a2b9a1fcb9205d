// TLC evaluates every zero-arity constant-level definition once at start-up
// (SpecProcessor.processConstantDefns). An INVARIANT, CONSTRAINT or ACTION_CONSTRAINT
// named in the .cfg whose definition thereby became a value is no longer checked per
// state (processConfigInvariants, processModelConstraints, processActionConstraints):
// TRUE drops it; anything else stops the run before ASSUME with "The invariant of Inv
// is equal to FALSE" (TLC's exit 151). A definition that fails to evaluate stays a
// definition (TLC swallows the error), so it fails again on the first state.

import { EvalError } from "../values/index.js";
import type { CheckError, ErrorPhase } from "./result.js";
import type { ActionPredicate, CompiledSpec, EvalContext, State, StatePredicate } from "./spec.js";

type Settled = { readonly spec: CompiledSpec; readonly error?: undefined } | { readonly error: CheckError };

/** The spec with its constant-level invariants and constraints evaluated away, or TLC's start-up error. */
export function settleConstantParts(spec: CompiledSpec, ctx: EvalContext): Settled {
  const none: State = [];
  // TLC's order: invariants, then constraints, then action constraints, each in .cfg order.
  const invariants = settle(spec.invariants, (p) => p.test(ctx, none), "invariant", "invariant");
  if ("code" in invariants) return { error: invariants };
  const constraints = settle(spec.constraints, (p) => p.test(ctx, none), "constraint", "constraint");
  if ("code" in constraints) return { error: constraints };
  const actionConstraints = settle(spec.actionConstraints, (p) => p.test(ctx, none, none), "action-constraint", "action constraint");
  if ("code" in actionConstraints) return { error: actionConstraints };
  return { spec: { ...spec, invariants, constraints, actionConstraints } };
}

/** The parts still to check per state, or the error for the first constant one that is not TRUE. */
function settle<P extends StatePredicate | ActionPredicate>(parts: readonly P[], holds: (p: P) => boolean, phase: ErrorPhase, role: string): readonly P[] | CheckError {
  if (!parts.some((p) => p.constant)) return parts;
  const keep: P[] = [];
  for (const p of parts) {
    let value: boolean | undefined;
    if (p.constant) {
      try {
        value = holds(p);
      } catch {
        value = undefined;
      }
    }
    if (value === false) {
      const e = new EvalError("CfgDefinitionNotTrue", { role, name: p.name, value: "FALSE" });
      return { code: e.code, message: e.message, location: p.location, phase, name: p.name, internal: false };
    }
    if (value === undefined) keep.push(p);
  }
  return keep;
}
