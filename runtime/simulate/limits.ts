// The simulator's limits, apart from the simulator: the command line names them in its
// help text and should not load the simulator (nor node:crypto) to do so.

/** TLC's -depth default. */
export const DEFAULT_DEPTH = 100;

/** The largest seed accepted: seeds are JSON numbers, so safe integers. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;
