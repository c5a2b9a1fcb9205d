// An evaluation error located in the specification: what went wrong (an EvalError
// from the value layer or a runtime module, or any other exception, which is then an
// internal error) and the TLA+ expression whose evaluation raised it. Emitted code
// wraps errors at the innermost expression that has a location; each enclosing
// expression with a location that the error unwinds through adds its own, so that the
// report lists the nested positions as TLC does. Only the error path does this work:
// emitted code already catches at those expressions, and nothing runs unless an error
// is thrown. The checker adds the trace that led to the state.

import { EvalError } from "../values/errors.js";
import type { Value } from "../values/index.js";
import type { SourceLocation } from "./spec.js";

export class SpecEvalError extends Error {
  /** The enclosing expressions the error unwound through, innermost first (consecutive repeats dropped). */
  readonly enclosing: SourceLocation[];
  /** A successor that leaves variables unassigned (TT5201): the state TLC prints as the trace's last, `null` for those. */
  incomplete?: readonly (Value | undefined)[];

  constructor(
    readonly location: SourceLocation,
    override readonly cause: EvalError | Error,
    /** Raised while building a lazy function a state stores: TLC's "TLC was unable to fingerprint". */
    readonly fingerprinting = false,
    enclosing: readonly SourceLocation[] = [],
  ) {
    super(cause.message);
    this.name = "SpecEvalError";
    this.enclosing = enclosing.slice();
  }

  /** This error, raised while building a lazy function to store it in a state. */
  whileFingerprinting(): SpecEvalError {
    return new SpecEvalError(this.location, this.cause, true, this.enclosing);
  }

  /** This error with another cause, at the same positions. */
  withCause(cause: EvalError | Error): SpecEvalError {
    return new SpecEvalError(this.location, cause, this.fingerprinting, this.enclosing);
  }

  /** Wraps `e` at `location`, or, when it already carries a (more precise, inner) location, records `location` as enclosing it. */
  static at(location: SourceLocation, e: unknown): SpecEvalError {
    if (isStackOverflow(e)) return new SpecEvalError(location, new EvalError("RecursionTooDeep", {}));
    if (e instanceof SpecEvalError) {
      const last = e.enclosing.length === 0 ? e.location : e.enclosing[e.enclosing.length - 1]!;
      if (!sameLocation(last, location)) e.enclosing.push(location);
      return e;
    }
    return new SpecEvalError(location, e instanceof Error ? e : new Error(String(e)));
  }

  /** The positions TLC lists, outermost first, ending with the innermost expression. */
  get positions(): SourceLocation[] {
    const out = this.enclosing.slice().reverse();
    out.push(this.location);
    return out;
  }

  get isInternal(): boolean {
    return !(this.cause instanceof EvalError);
  }
}

function sameLocation(a: SourceLocation, b: SourceLocation): boolean {
  return a === b || (a.line === b.line && a.column === b.column && a.endLine === b.endLine && a.endColumn === b.endColumn && a.module === b.module);
}

/**
 * The engine's stack overflow: a recursion left on the JS stack (its arguments have no
 * fingerprint) that never ends. TLC reports its own stack overflow as a spec error.
 */
function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && e.message === "Maximum call stack size exceeded";
}
