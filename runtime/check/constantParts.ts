// TLC evaluates every zero-arity constant-level definition once at start-up
// (SpecProcessor.processConstantDefns). An INVARIANT, CONSTRAINT or ACTION_CONSTRAINT
// named in the .cfg whose definition thereby became a value is no longer checked per
// state (processConfigInvariants, processModelConstraints, processActionConstraints):
// TRUE drops it (an invariant with TLC's warning, EC.TLC_INVARIANT_CONSTANT_LEVEL);
// anything else, a non-boolean too, stops the run before ASSUME with "The invariant of
// Inv is equal to FALSE" (TLC's exit 151). A definition that fails to evaluate stays a
// definition (TLC swallows the error), so it fails again on the first state.

import { EvalError, printValue, type Value } from "../values/index.js";
import type { CheckError, ErrorPhase } from "./result.js";
import type { ActionPredicate, CompiledSpec, EvalContext, State, StatePredicate } from "./spec.js";

type Settled = { readonly spec: CompiledSpec; readonly error?: undefined } | { readonly error: CheckError };

/**
 * The spec with its constant-level invariants and constraints evaluated away, or TLC's
 * start-up error. `warn`: print TLC's warning for a TRUE invariant (not again in a worker).
 */
export function settleConstantParts(spec: CompiledSpec, ctx: EvalContext, warn = true): Settled {
  const none: State = [];
  // TLC's order: invariants, then constraints, then action constraints, each in .cfg order.
  const warnTrue = warn ? (p: StatePredicate) => ctx.print(constantInvariantWarning(p.name)) : undefined;
  const invariants = settle(spec.invariants, (p) => valueOf(p.value?.(ctx, none), () => p.test(ctx, none)), "invariant", "invariant", warnTrue);
  if ("code" in invariants) return { error: invariants };
  const constraints = settle(spec.constraints, (p) => valueOf(p.value?.(ctx, none), () => p.test(ctx, none)), "constraint", "constraint");
  if ("code" in constraints) return { error: constraints };
  const actionConstraints = settle(spec.actionConstraints, (p) => valueOf(p.value?.(ctx, none, none), () => p.test(ctx, none, none)), "action-constraint", "action constraint");
  if ("code" in actionConstraints) return { error: actionConstraints };
  return { spec: { ...spec, invariants, constraints, actionConstraints } };
}

/** TLC's EC.TLC_INVARIANT_CONSTANT_LEVEL, printed for an invariant settled as TRUE. */
export function constantInvariantWarning(name: string): string {
  return (
    `Warning: The invariant ${name} is a constant-level formula (i.e., it contains no variables, primes, or temporal operators) and evaluates to TRUE. ` +
    "To assert constant-level formulas in your spec, use ASSUME ConstInv. If you optionally want to give the assumption a name, write ASSUME YourAssumption == ConstInv instead. " +
    "See https://explain.tlapl.us/assumptions-and-invariants for additional details.\n(Use the -nowarning option to disable this warning.)"
  );
}

/** The part's value; a spec compiled without `value` functions gives its boolean test. */
function valueOf(value: Value | undefined, test: () => boolean): Value {
  return value ?? test();
}

/** The parts still to check per state, or the error for the first constant one that is not TRUE. */
function settle<P extends StatePredicate | ActionPredicate>(parts: readonly P[], valueOfPart: (p: P) => Value, phase: ErrorPhase, role: string, warnTrue?: (p: P) => void): readonly P[] | CheckError {
  if (!parts.some((p) => p.constant)) return parts;
  const keep: P[] = [];
  for (const p of parts) {
    let value: Value | undefined;
    if (p.constant) {
      try {
        value = valueOfPart(p);
      } catch {
        value = undefined;
      }
    }
    if (value === undefined) keep.push(p);
    else if (value === true) warnTrue?.(p);
    else {
      const e = new EvalError("CfgDefinitionNotTrue", { role, name: p.name, value: printValue(value) });
      return { code: e.code, message: e.message, location: p.location, phase, name: p.name, internal: false };
    }
  }
  return keep;
}
