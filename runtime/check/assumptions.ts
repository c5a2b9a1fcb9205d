// ASSUME, checked before anything else by every kind of run (TLC: before Init).

import { toCheckError } from "./bfs.js";
import type { CheckError } from "./result.js";
import type { CompiledSpec, EvalContext, SourceLocation } from "./spec.js";

export interface FailedAssumption {
  readonly kind: "assumption" | "error";
  readonly violated: string;
  readonly violatedLocation: SourceLocation;
  readonly error?: CheckError;
}

/** The first assumption that is false or cannot be evaluated, in order; undefined when all hold. */
export function failedAssumption(spec: CompiledSpec, ctx: EvalContext): FailedAssumption | undefined {
  for (const a of spec.assumptions) {
    let holds: boolean;
    try {
      holds = a.test(ctx);
    } catch (e) {
      return { kind: "error", violated: a.name, violatedLocation: a.location, error: toCheckError(e, "assumption", a.name, a.location) };
    }
    if (!holds) return { kind: "assumption", violated: a.name, violatedLocation: a.location };
  }
  return undefined;
}
