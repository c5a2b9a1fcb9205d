// Process exit codes. Where TLC has an equivalent (tlc2.output.EC.ExitStatus) we use
// its number, so scripts written against TLC keep working.
export const ExitCode = {
  ok: 0,
  assumptionViolated: 10,
  deadlock: 11,
  invariantViolated: 12,
  propertyViolated: 13,
  evaluationError: 75,
  invariantEvaluationError: 76,
  /**
   * TLC's generic ExitStatus.ERROR: an action property that fails to evaluate, an EvalException
   * with its own error code while computing successors (other than Assert's), its
   * StackOverflowError there, an initial state left incomplete, an error while labelling the
   * liveness graph.
   */
  error: 255,
  /** Assert's EvalException while computing successors exits with Assert's status (EC.ExitStatus). */
  assertFailedInNext: 14,
  /** TLC's EC.TLC_LIVE_FORMULA_TAUTOLOGY: a PROPERTY whose negation is unsatisfiable. */
  temporalTautology: 77,
  specParseError: 150,
  configParseError: 151,
  usage: 2,
  internalError: 153,
  // -- tla2ts validate: an invalid trace is a violation (TLC's 12); a search past its bound is TLC's "state space too large".
  traceInvalid: 12,
  traceSearchTooLarge: 152,
  traceUnreadable: 150,
  /** Stopped by SIGINT (128 + the signal's number, the shell's convention). */
  interrupted: 130,
} as const;
