// What a run of the safety checker takes and gives back: options, the structured
// events it emits while running (the CLI turns them into text; tests assert on
// them), and the final result with counts and, on a violation, the trace.

import type { Value } from "../values/index.js";
import type { SearchObserver } from "./searchObserver.js";
import type { SourceLocation, State } from "./spec.js";

export interface CheckOptions {
  /** Overrides the spec's CHECK_DEADLOCK (the CLI's --deadlock sets false). */
  readonly checkDeadlock?: boolean;
  /** Stop once this many distinct states were found (result "limit"). */
  readonly maxStates?: number;
  /** Milliseconds between progress events; 0 or absent for none. */
  readonly progressIntervalMs?: number;
  /** Receives the run's events in order. */
  readonly onEvent?: (event: CheckEvent) => void;
  /** Print/PrintT output; defaults to discarding it. */
  readonly print?: (text: string) => void;
  /** Told of every generated state (the state-graph dump, coverage); absent on plain runs. */
  readonly observer?: SearchObserver;
  /**
   * Memory budget in bytes: beyond it the seen set, the queue and the parent links go
   * to files in `spillDir` (TLC's DiskFPSet, DiskStateQueue, trace file). Absent: no limit.
   */
  readonly maxMemoryBytes?: number;
  /** Where spilled files go (a fresh folder in the OS temp dir when absent); emptied at the end. */
  readonly spillDir?: string;
  /** Write checkpoints (safety checking only). */
  readonly checkpoint?: CheckpointOptions;
  /** Resume from the checkpoint in this directory instead of starting with Init. */
  readonly recover?: string;
  /** Identifies the model (spec, modules, model file, options): a checkpoint of another model is refused. */
  readonly modelHash?: string;
}

export interface CheckpointOptions {
  readonly dir: string;
  /** Milliseconds between checkpoints. */
  readonly everyMs?: number;
  /** Also write one each time this many more distinct states were found (for tests). */
  readonly everyStates?: number;
}

export interface Counts {
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
  readonly depth: number;
}

export type CheckEvent =
  | ({ readonly code: "init-done"; readonly seconds: number } & Counts)
  /** TLC's "Computed n initial states...": Init produced a further state after n, a power of two from 2. */
  | { readonly code: "init-computed"; readonly count: number }
  | ({ readonly code: "progress"; readonly seconds: number } & Counts)
  /** Resumed from a checkpoint: the counts it holds. */
  | ({ readonly code: "recovered"; readonly seconds: number; readonly dir: string } & Counts)
  | { readonly code: "checkpoint"; readonly seconds: number; readonly dir: string }
  | { readonly code: "done"; readonly result: CheckResult };

export interface TraceStep {
  /** The sub-action that produced the state; undefined for an initial state. */
  readonly action: string | undefined;
  readonly location?: SourceLocation;
  readonly state: State;
  /** The ALIAS record for this step, when the spec has one. */
  readonly alias?: Value;
  /**
   * The ALIAS failed to evaluate on this step: TLC's message (with the location its
   * RuntimeExceptions append), printed as a last `_ALIASEvalError` line after the variables.
   */
  readonly aliasError?: string;
  /** aliasError ends with a location the run knows only coarsely: a replay in position-recording mode has the exact one. */
  readonly aliasErrorReplay?: true;
}

export type ErrorPhase =
  | "assumption"
  | "init"
  | "next"
  | "constraint"
  | "action-constraint"
  | "invariant"
  | "action-property"
  | "fingerprint"
  | "symmetry"
  | "postcondition"
  | "trace"
  | "temporal"
  | "checkpoint";

/** An evaluation error that stopped the run. */
export interface CheckError {
  /** Catalogue code of the cause (TT5xxx, TT9xxx for internal errors). */
  readonly code: string;
  readonly message: string;
  /** The innermost TLA+ expression being evaluated, when known. */
  readonly location?: SourceLocation;
  /** The nested expressions being evaluated, outermost first, ending with `location` (TLC's "nested expressions at the following positions"). */
  readonly positions?: readonly SourceLocation[];
  /** What the replay that found `positions` printed (TLC prints its replay's output before the positions). */
  readonly replayOutput?: readonly string[];
  /** The arguments of the cause's catalogue entry (a report may word it as TLC does in its context). */
  readonly args?: Readonly<Record<string, string>>;
  /** What kind of formula was being evaluated. */
  readonly phase: ErrorPhase;
  /** Its name: the invariant, action, constraint, assumption, ... ("" when it has none). */
  readonly name: string;
  /** Not an EvalError: TLC would print "TLC threw an unexpected exception". */
  readonly internal: boolean;
  /**
   * Raised while the temporal properties are processed at start-up (their constant parts evaluated,
   * TLC's Liveness.processLiveness in the ModelChecker's constructor): TLC.process prints EC.GENERAL with
   * the Java exception's class and message, no positions and no counts.
   */
  readonly startup?: true;
  /**
   * The replay raised it inside a value built from a source expression (a set or record literal, ...):
   * TLC's FingerprintException, printed as "TLC was unable to fingerprint" with `positions`, exit 75.
   */
  readonly replayFingerprint?: true;
  /** Raised building a lazy function a state stores: TLC's "TLC was unable to fingerprint" (docs/semantics.md, "Lazy functions"). */
  readonly fingerprinting?: true;
  /**
   * Raised by a CONSTRAINT or an invariant checked on an initial state: TLC checks them while Init
   * computes the states, so it prints no behaviour and its positions start with Init's.
   */
  readonly onInitialState?: true;
  /**
   * Raised by a temporal property's tableau predicate on a new initial state (TLC's DoInitFunctor calls
   * LiveCheck.addInitState): TLC's replay of Init skips the states it has seen, so its positions (and its
   * counts) come from the next new initial state that raises it (runtime/check/nestedPositions.ts).
   */
  readonly livenessInitial?: true;
  /**
   * TLC's replay raised nothing (`livenessInitial`): no positions are printed, only what the replay
   * printed, and TLC exits 0 (observed with TLC 2026.04).
   */
  readonly replayClean?: true;
  /**
   * Raised by an invariant or a CONSTRAINT on an initial state in simulation: TLC's Simulator catches it as
   * EC.TLC_INITIAL_STATE: the cause, "While working on the initial state:" and the state; no positions,
   * no progress line, exit 255.
   */
  readonly simulatorInitialState?: true;
  /**
   * Raised in Next's sub-action of a definition that a WF/SF names, liveness being checked: TLC evaluates
   * it through the fairness's reference (the first position) and exits 255 (its generic status).
   */
  readonly inFairnessAction?: true;
  /**
   * Raised labelling the behaviour graph during the search (a fairness's ENABLED, a property's state or
   * action predicate on the state just expanded and its successors): TLC's Worker.doNextCheckLiveness
   * replays it with a CallStackTool and prints the positions FIRST, then doNextFailed's message, the
   * behaviour, the counts and the outdegree line (docs/semantics.md, sweep6).
   */
  readonly labelling?: true;
  /**
   * A labelling error at a state whose expansion stopped on a deadlock, a violation or an error, reported after it
   * (CheckResult.followedBy): TLC's error state is already set, so only the CallStackTool replay's positions are
   * printed (bfs.ts `labelledAfterStop`, `deadlockBeforeLabelling`).
   */
  readonly afterStop?: true;
  /**
   * An error at a state whose labelling raised after it (bfs.ts `labelledAfterStop`): TLC's Worker printed the
   * labelling's positions and dropped the replay of this error's own (keepCallStack false): none printed here, and a
   * RuntimeException in Next exits 255 (the error state's EC.GENERAL), not 75.
   */
  readonly labellingAfter?: true;
}

export type ResultKind =
  | "ok"
  | "invariant"
  | "deadlock"
  | "action-property"
  | "assumption"
  | "postcondition"
  | "error"
  | "limit"
  /** A temporal property (liveness, or a state-level PROPERTY on an initial state) is violated: TLC exit 13. */
  | "temporal"
  /** Stopped by the caller (SIGINT in the CLI) before the search ended. */
  | "interrupted";

export interface CheckResult extends Counts {
  readonly result: ResultKind;
  /** Name of the violated invariant, action property, assumption or postcondition. */
  readonly violated?: string;
  /** A temporal violation: every property its counterexample violates, in .cfg order (`violated` is the first found). */
  readonly violatedProperties?: readonly string[];
  /** Location of the violated (or failing) assumption or postcondition (TLC names assumptions by location). */
  readonly violatedLocation?: SourceLocation;
  /** True when an initial state violated an invariant (TLC prints no counts then). */
  readonly byInitialState?: boolean;
  /**
   * A "temporal" violation TLC finds during the search: a finite behaviour that violates
   * the property however it continues (no fairness); TLC prints it without a loop and exits 12.
   */
  readonly finitePrefix?: true;
  /**
   * A violation the same expansion found after this one, printed after it (before the counts):
   * a deadlocked state whose stuttering step completes a finite-prefix temporal violation (TLC).
   */
  readonly followedBy?: CheckResult;
  readonly seconds: number;
  readonly trace?: readonly TraceStep[];
  /**
   * For a safety violation: what Print/PrintT printed while the replay recovered each step of
   * `trace` (Init's for the first, the actions' from the previous state for the others).
   */
  readonly replayPrinted?: readonly (readonly string[])[];
  readonly error?: CheckError;
  /** Successors new and in model, per expanded state (TLC's outdegree statistics). */
  readonly outdegree?: OutdegreeSummary;
  /**
   * For a "temporal" violation with a lasso: the 0-based index into `trace` of the state
   * the cycle returns to after the last state (TLC's "Back to state k" is k = index + 1).
   * When the cycle is the last state stuttering (TLC's "State n: Stuttering"), it is the
   * last index and `stuttering` is true.
   */
  readonly loopsBackTo?: number;
  readonly stuttering?: boolean;
  /** The step closing the cycle (its state is `trace[loopsBackTo]`); absent when stuttering. */
  readonly loopStep?: TraceStep;
  /** TLC's warning after "State n: Stuttering" (bfs.ts `stutteringWarning`). */
  readonly stutteringWarning?: readonly string[];
  /** Warnings found while checking (printed after the result, as TLC prints its own). */
  readonly warnings?: readonly string[];
  /** Liveness statistics when temporal properties were checked. */
  readonly liveness?: LivenessSummary;
  /** What went to disk when a memory budget was set. */
  readonly spill?: SpillSummary;
  /** The directory of the last checkpoint written, if any. */
  readonly checkpointDir?: string;
  /** POSTCONDITION evaluated after a violation, as TLC does (with TLCExt!CounterExample bound to it). */
  readonly postcondition?: PostconditionAfterViolation;
}

/** What the POSTCONDITION said after a violation: TLC prints it after the behaviour. */
export interface PostconditionAfterViolation {
  readonly name: string;
  readonly location: SourceLocation;
  /** What it printed (Print, PrintT), shown after the behaviour. */
  readonly output: readonly string[];
  /** FALSE, or evaluating it failed (`error`). */
  readonly holds: boolean;
  readonly error?: CheckError;
}

export interface SpillSummary {
  /** Fingerprints in the sorted file at the end. */
  readonly fingerprintsOnDisk: number;
  /** Queue pages written over the run. */
  readonly queuePagesWritten: number;
  /** Parent links in the file at the end. */
  readonly parentLinksOnDisk: number;
}

export interface LivenessSummary {
  /** Temporal properties checked (after splitting conjunctions and quantifiers). */
  readonly properties: number;
  /** Nodes and edges of the behaviour graph (states; transitions incl. stuttering). */
  readonly graphNodes: number;
  readonly graphEdges: number;
  /** Strongly connected components examined, over all properties. */
  readonly sccs: number;
  /** Time spent in the liveness search after the safety search (seconds). */
  readonly seconds: number;
  /** Time spent during the safety search evaluating liveness predicates (seconds). */
  readonly labellingSeconds: number;
}

export interface OutdegreeSummary {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  readonly percentile95: number;
}
