// An evaluation error located in the specification: what went wrong (an EvalError
// from the value layer or a runtime module, or any other exception, which is then an
// internal error) and the TLA+ expression whose evaluation raised it. Emitted code
// wraps errors at the innermost expression that has a location; the checker adds
// the trace that led to the state.

import { EvalError } from "../values/errors.js";
import type { SourceLocation } from "./spec.js";

export class SpecEvalError extends Error {
  constructor(
    readonly location: SourceLocation,
    override readonly cause: EvalError | Error,
    /** Raised while building a lazy function a state stores: TLC's "TLC was unable to fingerprint". */
    readonly fingerprinting = false,
  ) {
    super(cause.message);
    this.name = "SpecEvalError";
  }

  /** This error, raised while building a lazy function to store it in a state. */
  whileFingerprinting(): SpecEvalError {
    return new SpecEvalError(this.location, this.cause, true);
  }

  /** Wraps `e` unless it already carries a (more precise, inner) location. */
  static at(location: SourceLocation, e: unknown): SpecEvalError {
    if (e instanceof SpecEvalError) return e;
    if (isStackOverflow(e)) return new SpecEvalError(location, new EvalError("RecursionTooDeep", {}));
    return new SpecEvalError(location, e instanceof Error ? e : new Error(String(e)));
  }

  get isInternal(): boolean {
    return !(this.cause instanceof EvalError);
  }
}

/**
 * The engine's stack overflow: a recursion left on the JS stack (its arguments have no
 * fingerprint) that never ends. TLC reports its own stack overflow as a spec error.
 */
function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && e.message === "Maximum call stack size exceeded";
}
