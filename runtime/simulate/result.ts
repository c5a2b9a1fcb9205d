// What a simulation takes and gives back. The verdict fields are those of a check
// result (runtime/check/result.ts), so that the same report code prints both.

import type { CheckError, ResultKind, TraceStep } from "../check/result.js";
import type { SourceLocation } from "../check/spec.js";

export interface SimulateOptions {
  /** The PRNG seed, a safe non-negative integer; absent: a fresh one (reported in the result). */
  readonly seed?: number;
  /** At most this many states in a behaviour (TLC's -depth, default 100). */
  readonly depth?: number;
  /** Stop after this many behaviours (TLC's -simulate num=K). */
  readonly behaviours?: number;
  /** Stop after this many seconds. Neither limit: run until a violation, as TLC does. */
  readonly seconds?: number;
  /** Overrides the spec's CHECK_DEADLOCK (the CLI's --deadlock sets false). */
  readonly checkDeadlock?: boolean;
  /** Milliseconds between progress events; 0 or absent for none. */
  readonly progressIntervalMs?: number;
  readonly onEvent?: (event: SimulateEvent) => void;
  /**
   * Receives every behaviour that ended without a violation, numbered from 1 (a violating
   * behaviour is the result's trace). The array is the caller's to keep.
   */
  readonly onBehaviour?: (behaviour: readonly TraceStep[], index: number) => void;
  /** Print/PrintT output; defaults to discarding it. */
  readonly print?: (text: string) => void;
}

export interface SimulateCounts {
  /** Behaviours generated, a violating one included. */
  readonly behaviours: number;
  /** Steps taken: a behaviour of n states has n - 1 (a violating successor is the last). */
  readonly steps: number;
  /** Initial states plus every successor generated (TLC's "states checked"). */
  readonly statesGenerated: number;
  /** The most states in one behaviour. */
  readonly depth: number;
}

export type SimulateEvent =
  /** Init has generated `count` states, before they are checked (TLC's simulator: once, "Computed n initial states..."). */
  | { readonly code: "init-computed"; readonly count: number }
  | { readonly code: "init-done"; readonly seconds: number; readonly initialStates: number }
  | ({ readonly code: "progress"; readonly seconds: number; readonly meanLength: number; readonly lengthVariance: number } & SimulateCounts)
  | { readonly code: "done"; readonly result: SimulateResult };

export interface SimulateResult extends SimulateCounts {
  /** "ok" when no violation was found within the limits. */
  readonly result: ResultKind;
  readonly violated?: string;
  readonly violatedLocation?: SourceLocation;
  /** An initial state violated an invariant or a state-level property. */
  readonly byInitialState?: boolean;
  /** The violating behaviour, its last state the one that violates (or deadlocks). */
  readonly trace?: readonly TraceStep[];
  readonly error?: CheckError;
  /** "ok" because the spec evaluated TLCSet("exit", TRUE). */
  readonly exited?: true;
  readonly warnings?: readonly string[];
  readonly seed: number;
  /** Mean and variance of the behaviours' lengths in states. */
  readonly meanLength: number;
  readonly lengthVariance: number;
  readonly seconds: number;
}
