// A check result as TLC prints it (TLC-SEMANTICS §5.1, §5.5, §6.2, §6.3): the error or
// success message, the behavior (states with `/\ name = value` lines in TLC's variable
// order), the counts and depth lines and "Finished in". Text only; the CLI decides
// where it goes. Timestamps are passed in so that golden files can use TLC's `NOW`.

import { catalogue } from "../diagnostics.js";
import { EvalError, Kind, prettyPrint, printState, printValue, quoteString, type Value } from "../values/index.js";
import { writtenShape } from "../values/intern.js";
import type { CheckError, CheckResult, Counts, LivenessSummary, PostconditionAfterViolation, TraceStep } from "./result.js";
import type { CompiledSpec, SourceLocation } from "./spec.js";
import { isTlcRuntimeException, tlcMessage } from "./tlcExceptions.js";
import { tlcVariableOrder } from "./varOrder.js";

export interface ReportOptions {
  /** What TLC prints for a timestamp: `2026-11-22 05:28:09`, or `NOW` as with -Dtlc2.output.MP.noTimestamps. */
  readonly timestamp: string;
  /** `-coverage`'s block (runtime/check/actionCoverage.ts), printed where TLC prints it: before the counts. */
  readonly coverage?: readonly string[];
}

/** `line 6, col 14 to line 6, col 51 of module T1`, as in trace labels and assumption messages. */
export function tlcLocation(l: SourceLocation): string {
  return `line ${l.line}, col ${l.column} to line ${l.endLine}, col ${l.endColumn} of module ${l.module}`;
}

/** The line TLC prints when the initial states are computed (§5.1). */
export function initDoneLine(e: Pick<Counts, "statesGenerated" | "distinctStates">, timestamp: string): string {
  if (e.statesGenerated === e.distinctStates) {
    const n = e.distinctStates;
    return `Finished computing initial states: ${n} distinct state${n === 1 ? "" : "s"} generated at ${timestamp}.`;
  }
  return `Finished computing initial states: ${e.statesGenerated} states generated, with ${e.distinctStates} of them distinct at ${timestamp}.`;
}

/** One trace state as TLC prints it: the ALIAS record's fields when there is one, else the variables. */
export function printTraceState(spec: CompiledSpec, step: TraceStep): string {
  const alias = step.alias;
  if (alias !== undefined && typeof alias === "object" && alias.kind === Kind.Fcn) {
    const names: string[] = [];
    const values: Value[] = [];
    for (let i = 0; i < alias.domain.length; i++) {
      const d = alias.domain[i]!;
      names.push(typeof d === "object" && d.kind === Kind.String ? d.text : printValue(d));
      values.push(alias.values[i]!);
    }
    const shape = writtenShape(alias);
    // A record TLC has not normalised yet: its constructor's order (runtime/values/intern.ts), wherever it was built.
    if (shape !== undefined) return printState(shape.names, shape.inverse.map((k) => alias.values[k]!));
    const written = spec.aliasFields;
    if (written !== undefined && written.length === names.length && written.every((n) => names.includes(n))) {
      // TLC keeps a record constructor's fields in the order written (it does not normalize the alias).
      return printState(written, written.map((n) => values[names.indexOf(n)]!));
    }
    return printState(names, values);
  }
  const order = spec.printOrder ?? tlcVariableOrder(spec.variables);
  if (step.aliasError !== undefined) {
    // TLC's Tool.evalAlias on an error: the variables as a record, plus the message as a string field.
    const lines = order.map((i) => `/\\ ${spec.variables[i]!} = ${prettyPrint(printValue(step.state[i]!))}`);
    return [...lines, `/\\ _ALIASEvalError = ${prettyPrint(quoteString(step.aliasError))}`].join("\n");
  }
  // A successor that leaves variables unassigned (TT5201): TLC prints them as `null`.
  if (order.some((i) => step.state[i] === undefined)) {
    const lines = order.map((i) => (step.state[i] === undefined ? `${spec.variables[i]!} = null` : printState([spec.variables[i]!], [step.state[i]!])));
    return lines.length === 1 ? lines[0]! : lines.map((l) => `/\\ ${l}`).join("\n");
  }
  return printState(
    order.map((i) => spec.variables[i]!),
    order.map((i) => step.state[i]!),
  );
}

/** The step printed as its variables, where TLC prints the state itself rather than its ALIAS. */
function withoutAlias(step: TraceStep): TraceStep {
  const { alias: _alias, ...state } = step;
  return state;
}

/** The `State n: <label>` blocks, each followed by a blank line. */
export function printBehavior(spec: CompiledSpec, trace: readonly TraceStep[]): string[] {
  const lines: string[] = [];
  trace.forEach((step, i) => {
    lines.push(`State ${i + 1}: ${stepLabel(step)}`, printTraceState(spec, step), "");
  });
  return lines;
}

/**
 * A safety violation's behaviour with what Print/PrintT printed while TLC recovered it
 * (TLCTrace.printTrace(s1, s2)): the states before s1 are recovered first (getTrace(s1):
 * Init, then the actions from each), before the header; s1's and s2's actions are run
 * again as each is printed (Tool.getState, for the label), none for an initial s1. The
 * last `tail` states are s1 (and s2). TLC then recovers the whole behaviour once more
 * (for TLCExt!CounterExample), printing everything again after it.
 */
function replayLines(lines: string[], states: readonly string[], printed: readonly (readonly string[])[], tail: number): void {
  const m = printed.length;
  const s1 = m - tail;
  for (let i = 0; i < s1; i++) appendAll(lines, printed[i]!);
  lines.push("Error: The behavior up to this point is:");
  for (let i = 0; i < m; i++) {
    if (i >= s1 && i > 0) appendAll(lines, printed[i]!);
    appendAll(lines, states.slice(3 * i, 3 * i + 3));
  }
  for (const p of printed) appendAll(lines, p);
}

/** Appends `xs` one by one: a trace can have more lines than a call can take arguments (`push(...xs)`). */
function appendAll(lines: string[], xs: readonly string[]): void {
  for (const x of xs) lines.push(x);
}

/** `<Initial predicate>` or `<Action line L, col C to ... of module M>`. */
export function stepLabel(step: TraceStep): string {
  if (step.action === undefined) return "<Initial predicate>";
  return step.location === undefined ? `<${step.action}>` : `<${step.action} ${tlcLocation(step.location)}>`;
}

/** What the temporal check cost, apart from safety (ours; TLC prints only its start and end). */
export function livenessLine(l: LivenessSummary): string {
  return (
    `Temporal properties: ${l.properties} checked on a behaviour graph of ${l.graphNodes} states and ${l.graphEdges} steps ` +
    `(stuttering included), ${l.sccs} strongly connected components examined; ` +
    `${l.labellingSeconds.toFixed(2)}s labelling during the search, ${l.seconds.toFixed(2)}s searching for fair cycles.`
  );
}

/** TLC's duration format: `00s`, `01min 05s`, `02h 10min`. */
export function tlcDuration(seconds: number): string {
  const s = Math.floor(seconds);
  const two = (n: number): string => String(n).padStart(2, "0");
  if (s < 60) return `${two(s)}s`;
  if (s < 3600) return `${two(Math.floor(s / 60))}min ${two(s % 60)}s`;
  return `${two(Math.floor(s / 3600))}h ${two(Math.floor((s % 3600) / 60))}min`;
}

/** A double as Java's `Double.toString` prints it (for the collision estimate). */
export function javaDouble(x: number): string {
  if (x === 0) return "0.0";
  if (Math.abs(x) >= 1e-3 && Math.abs(x) < 1e7) {
    const t = String(x);
    return t.includes(".") || t.includes("e") ? t : `${t}.0`;
  }
  const [mantissa, exponent] = x.toExponential().split("e") as [string, string];
  const m = mantissa.includes(".") ? mantissa : `${mantissa}.0`;
  return `${m}E${exponent.startsWith("+") ? exponent.slice(1) : exponent}`;
}

/** TLC's "calculated (optimistic)" probability of a fingerprint collision (§4.2), to two significant digits. */
export function collisionEstimate(distinct: number, generated: number): string {
  const p = (distinct * (generated - distinct)) / 2 ** 64;
  return javaDouble(Number(p.toPrecision(2)));
}

/** TLC's two closing count lines. */
export function countsLines(r: Counts): string[] {
  return [
    `${r.statesGenerated} states generated, ${r.distinctStates} distinct states found, ${r.queueLeft} states left on queue.`,
    `The depth of the complete state graph search is ${r.depth}.`,
  ];
}

/** What a report says about a violation: the fields of a check (or simulation) result it reads. */
export type Verdict = Pick<
  CheckResult,
  "result" | "violated" | "violatedProperties" | "violatedLocation" | "byInitialState" | "trace" | "replayPrinted" | "stutteringWarning" | "error" | "loopsBackTo" | "stuttering" | "loopStep" | "postcondition"
>;

/**
 * TLC's error message and behavior for a violation or an evaluation error (nothing for
 * "ok" and "limit"); `counts` is false where TLC prints no counts after it.
 */
export function violationLines(spec: CompiledSpec, r: Verdict): { lines: string[]; counts: boolean } {
  const lines: string[] = [];
  const behavior = (): void => {
    if (r.trace !== undefined && r.trace.length > 0) {
      // TLC's printTrace prints an initial state without a successor (a deadlock or an error in Next there) as it is, without ALIAS.
      const states = printBehavior(spec, r.trace.length === 1 ? [withoutAlias(r.trace[0]!)] : r.trace);
      if (r.replayPrinted === undefined) {
        lines.push("Error: The behavior up to this point is:");
        appendAll(lines, states);
      } else replayLines(lines, states, r.replayPrinted, r.result === "deadlock" ? 1 : 2);
    }
  };
  let counts = true;
  switch (r.result) {
    case "ok":
    case "limit":
    case "interrupted":
      break;
    case "invariant":
      if (r.byInitialState) {
        lines.push(`Error: Invariant ${r.violated} is violated by the initial state:`, printTraceState(spec, r.trace![0]!), "");
        counts = false;
      } else {
        lines.push(`Error: Invariant ${r.violated} is violated.`);
        behavior();
      }
      break;
    case "action-property":
      lines.push(`Error: Action property ${r.violated} is violated.`);
      behavior();
      break;
    case "deadlock":
      lines.push("Error: Deadlock reached.");
      behavior();
      break;
    case "temporal":
      if (r.byInitialState) {
        lines.push(`Error: Property ${r.violated} is violated by the initial state:`, printTraceState(spec, r.trace![0]!), "");
        counts = false;
        break;
      }
      lines.push(`Error: ${temporalViolated(r.violatedProperties ?? [r.violated ?? ""])}`, "");
      if (r.trace !== undefined) {
        lines.push("Error: The following behavior constitutes a counter-example:", "");
        appendAll(lines, printBehavior(spec, r.trace));
        if (r.stuttering) {
          lines.push(`State ${r.trace.length + 1}: Stuttering`);
          appendAll(lines, r.stutteringWarning ?? []);
        }
        else if (r.loopStep !== undefined) lines.push(`Back to state ${r.loopsBackTo! + 1}: ${stepLabel(r.loopStep)}`, "");
      }
      break;
    case "assumption":
      lines.push(`Error: Assumption ${r.violatedLocation ? tlcLocation(r.violatedLocation) : r.violated} is false.`);
      counts = false;
      break;
    case "postcondition":
      lines.push(postconditionFalse(r.violated!, r.violatedLocation));
      break;
    case "error": {
      // TLC's wording (tlc2/output/MP.java): the formula that failed, then the cause.
      const e = r.error!;
      if (e.afterStop === true) {
        // After the report that stopped the run TLC prints only the labelling replay's call stack (none after a stack overflow).
        if (e.location !== undefined && e.code !== catalogue.RecursionTooDeep.code) appendPositions(lines, e);
        break;
      }
      if (e.code === catalogue.InitIncomplete.code && r.trace !== undefined && r.trace.length === 1) {
        // TLC's EC.TLC_INITIAL_STATE: the state as it is, no positions, no counts.
        lines.push("Error: current state is not a legal state", "While working on the initial state:", printTraceState(spec, r.trace[0]!), "");
        counts = false;
        break;
      }
      if (e.simulatorInitialState === true && r.trace !== undefined && r.trace.length === 1) {
        // TLC's Simulator: EC.TLC_INITIAL_STATE with the cause's message, whatever was being evaluated.
        const [cause, ...more] = tlcMessage(e, tlcLocation);
        lines.push(`Error: ${cause!}`, ...more, "While working on the initial state:", printTraceState(spec, r.trace[0]!), "");
        break;
      }
      if (e.code === catalogue.TemporalCannotHandle.code) {
        // TLC's start-up refusal of a temporal formula: the one line naming the subformula, no counts.
        lines.push(`Error: ${e.message}`);
        counts = false;
        break;
      }
      if (e.code === catalogue.CfgDefinitionNotTrue.code || e.code === catalogue.NoNextStateActions.code || e.phase === "checkpoint") {
        // Found while reading the .cfg: TLC prints the one line, no counts.
        lines.push(`Error: ${e.message}`);
        counts = false;
        break;
      }
      if (e.phase === "postcondition") {
        // TLC names the formula by its location and prints the cause, without the positions.
        const where = r.violatedLocation ?? e.location;
        lines.push(`Error: Evaluating postcondition ${e.name}${where ? ` at ${tlcLocation(where)}` : ""} failed.`, e.message);
        break;
      }
      if (e.startup === true && !e.internal) {
        const [first, ...rest] = tlcMessage(e, tlcLocation);
        lines.push(
          "Error: TLC threw an unexpected exception.",
          "This was probably caused by an error in the spec or model.",
          "See the User Output or TLC Console for clues to what happened.",
          `The exception was a ${isTlcRuntimeException(e) ? "java.lang.RuntimeException" : "tlc2.tool.EvalException"}`,
          `: ${first!}`,
        );
        appendAll(lines, rest);
        counts = false;
        break;
      }
      if (e.phase === "assumption") {
        const where = r.violatedLocation ?? e.location;
        lines.push(`Error: Evaluating assumption ${where ? tlcLocation(where) : e.name} failed.`);
      } else if (e.phase === "invariant") {
        lines.push(`Error: Evaluating invariant ${e.name} failed.`);
      } else if (e.phase === "action-property") {
        lines.push(`Error: Evaluating action property ${e.name} failed.`);
      } else if (e.phase === "temporal" && e.code === "TT4120") {
        lines.push(`Error: The temporal property ${e.name || "of the specification"} cannot be checked, as in TLC:`);
      }
      // A Java RuntimeException (tlcExceptions.ts) is unexpected to TLC while it computes
      // successors (TLC's EC.GENERAL).
      const javaException =
        isTlcRuntimeException(e) && e.onInitialState !== true && (e.phase === "next" || e.phase === "constraint" || e.phase === "action-constraint" || e.phase === "symmetry" || e.labelling === true);
      // TLC's Worker.doNextCheckLiveness prints the replay's call stack before doNextFailed prints the message and the behaviour.
      // Not a StackOverflowError: that catch lets it through to doNextFailed, no call stack printed.
      const positionsFirst = e.labelling === true && e.location !== undefined && e.code !== catalogue.RecursionTooDeep.code;
      if (positionsFirst) appendPositions(lines, e);
      const [first, ...rest] = e.code === catalogue.SuccessorIncomplete.code ? incompleteMessage(spec, e) : tlcMessage(e, tlcLocation);
      if (javaException) {
        lines.push(
          "Error: TLC threw an unexpected exception.",
          "This was probably caused by an error in the spec or model.",
          "See the User Output or TLC Console for clues to what happened.",
          "The exception was a java.lang.RuntimeException",
          `: ${first!}`,
        );
      } else {
        if (e.internal) lines.push("Error: TLC threw an unexpected exception.");
        // TLC prints the cause of a failed assumption or invariant on its own line, without positions.
        lines.push(`${e.phase === "assumption" || e.phase === "invariant" || e.phase === "action-property" ? "" : "Error: "}${first!}`);
      }
      appendAll(lines, rest);
      if (e.phase === "symmetry") {
        // TLC reads the SYMMETRY set before the search: no positions, no counts.
        counts = false;
        break;
      }
      if (e.onInitialState === true && r.trace !== undefined) {
        // TLC's DoInitFunctor records the state only for its RuntimeExceptions (EC.TLC_INITIAL_STATE); an
        // EvalException leaves it unrecorded (EC.GENERAL). Either way no behaviour: the positions start with Init's.
        if (isTlcRuntimeException(e)) lines.push("While working on the initial state:", printTraceState(spec, withoutAlias(r.trace[0]!)), "");
      } else behavior();
      if (e.labellingAfter === true) {
        // The state's labelling raised after this error: its positions follow (r.followedBy), not this error's.
      } else if (e.fingerprinting === true && e.location !== undefined) {
        const l = e.location;
        lines.push(
          "Error: TLC was unable to fingerprint.",
          "",
          "Fingerprint Stack Trace:",
          `0. Line ${l.line}, column ${l.column} to line ${l.endLine}, column ${l.endColumn} in ${l.module}`,
          "",
          "",
          "Reason:",
          e.message,
        );
      } else if (e.replayClean === true) {
        // TLC's replay of Init met no error again (a liveness predicate on an initial state): what it printed, no positions.
        appendAll(lines, e.replayOutput ?? []);
      } else if (e.replayFingerprint === true && e.positions !== undefined) {
        // TLC's replay caught a FingerprintException (ModelChecker doInit/doNextFailed): the call stack, then the root cause.
        appendAll(lines, e.replayOutput ?? []);
        lines.push("Error: TLC was unable to fingerprint.", "", "Fingerprint Stack Trace:");
        e.positions.forEach((l, i) => lines.push(`${i}. Line ${l.line}, column ${l.column} to line ${l.endLine}, column ${l.endColumn} in ${l.module}`));
        lines.push("", "", "Reason:", first!, ...rest);
      } else if (e.code === catalogue.RecursionTooDeep.code) {
        // TLC's StackOverflowError keeps no call stack: it says so for Init and prints nothing while computing successors.
        if (e.phase === "init") lines.push("Error: The error occurred when TLC was evaluating the nested", "expressions at the following positions:", "    The error call stack is empty.", "");
      } else if (!positionsFirst && e.location !== undefined && e.phase !== "assumption" && e.phase !== "invariant" && e.code !== catalogue.SuccessorIncomplete.code) {
        appendPositions(lines, e);
      }
      counts = e.phase !== "assumption";
      break;
    }
  }
  if (r.postcondition !== undefined) appendPostcondition(lines, r.postcondition);
  return { lines, counts };
}

/** What the replay printed, then TLC's EC.TLC_NESTED_EXPRESSION: the positions, outermost first. */
function appendPositions(lines: string[], e: CheckError): void {
  appendAll(lines, e.replayOutput ?? []);
  lines.push("Error: The error occurred when TLC was evaluating the nested", "expressions at the following positions:");
  // The replay's error passed no frame (a constraint's value tested after it returned): TLC's empty call stack.
  if (e.positions !== undefined && e.positions.length === 0) {
    lines.push("    The error call stack is empty.", "");
    return;
  }
  (e.positions ?? [e.location!]).forEach((l, i) => lines.push(`${i}. Line ${l.line}, column ${l.column} to line ${l.endLine}, column ${l.endColumn} in ${l.module}`));
  // TLC's call stack text ends with an empty line, and its message with another.
  lines.push("", "");
}

/** TLC's text for a successor that leaves variables unassigned: worded for one sub-action or several, then an empty line. */
function incompleteMessage(spec: CompiledSpec, e: CheckError): string[] {
  const only = spec.actions.length === 1 && e.args !== undefined;
  return [only ? new EvalError("SuccessorIncompleteOnlyAction", e.args!).message : e.message, ""];
}

function postconditionFalse(name: string, location: SourceLocation | undefined): string {
  return `Error: Postcondition ${name}${location ? ` at ${tlcLocation(location)}` : ""} is false.`;
}

/** POSTCONDITION after a violation: what it printed, then TLC's message when it is FALSE or fails. */
function appendPostcondition(lines: string[], p: PostconditionAfterViolation): void {
  appendAll(lines, p.output);
  if (p.error !== undefined) lines.push(`Error: Evaluating postcondition ${p.name} at ${tlcLocation(p.location)} failed.`, p.error.message);
  else if (!p.holds) lines.push(postconditionFalse(p.name, p.location));
}

/** The text TLC prints from the verdict to "Finished in …". */
export function formatTlcResult(spec: CompiledSpec, r: CheckResult, options: ReportOptions): string {
  const { lines, counts } = violationLines(spec, r);
  if (r.followedBy !== undefined) lines.push(...violationLines(spec, r.followedBy).lines);
  if (r.result === "ok") {
    lines.push(
      "Model checking completed. No error has been found.",
      "  Estimates of the probability that TLC did not check all reachable states",
      "  because two distinct states had the same fingerprint:",
      `  calculated (optimistic):  val = ${collisionEstimate(r.distinctStates, r.statesGenerated)}`,
    );
  } else if (r.result === "limit") {
    lines.push(`Stopped after ${r.distinctStates} distinct states: the state limit was reached.`);
  } else if (r.result === "interrupted") {
    lines.push(
      r.checkpointDir !== undefined
        ? `Interrupted: the search was stopped; a checkpoint is in ${r.checkpointDir} (resume with --recover ${r.checkpointDir}).`
        : `Interrupted: the search was stopped; no checkpoint was written (--checkpoint DIR writes one).`,
    );
  }
  if (r.warnings !== undefined) lines.push(...r.warnings);
  if (r.liveness !== undefined && r.result !== "error") lines.push(livenessLine(r.liveness));
  if (options.coverage !== undefined) lines.push(...options.coverage);
  if (counts) lines.push(...countsLines(r));
  if (r.outdegree !== undefined) {
    const o = r.outdegree;
    lines.push(
      `The average outdegree of the complete state graph is ${o.mean} (minimum is ${o.min}, the maximum ${o.max} and the 95th percentile is ${o.percentile95}).`,
    );
  }
  lines.push(`Finished in ${tlcDuration(r.seconds)} at (${options.timestamp})`);
  return lines.join("\n");
}

/**
 * TLC's line for a temporal violation: it names every property its counterexample
 * violates, in .cfg order ("A", "A and B", "A, B, and C"), none when it can tell of none.
 */
export function temporalViolated(names: readonly string[]): string {
  if (names.length === 0) return "Temporal properties were violated.";
  if (names.length === 1) return `Temporal property ${names[0]} was violated.`;
  const listed = names.length === 2 ? `${names[0]} and ${names[1]}` : `${names.slice(0, -1).join(", ")}, and ${names[names.length - 1]}`;
  return `Temporal properties ${listed} were violated.`;
}
