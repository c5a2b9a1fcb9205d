// Trace validation from code: does some behaviour of the spec explain a log of the
// implementation? Each line gives the values of some variables after one step (the others
// are free), and optionally the action taken, in the typed machine's plain values. The
// lines are converted once to runtime values and searched for over the compiled spec's
// states (traceSearch.ts, the same search as `tla2ts validate`): a line may be reached
// from a candidate of the line before by 1 to `maxGap` spec steps, or by none (stuttering,
// when the line names no action). The first line is an initial state or one up to
// `maxGap - 1` steps after it.

import type { InternTable, Value } from "../values/index.js";
import { actionField, type ActionLike, type Machine } from "../machine/index.js";
import { ShapeError, toValue } from "../machine/convert.js";
import type { VariableDifference } from "./compare.js";
import { diffPlain, formatAction, formatPlain } from "./format.js";
import { mismatchReport, PRINTED_CANDIDATES } from "./traceReport.js";
import { TraceSearch, TraceSearchTooLarge, type LoggedAction, type LoggedLine, type TraceSearchOptions } from "./traceSearch.js";

export { TraceSearchTooLarge };

export interface TraceLine<S, A extends ActionLike> {
  /** The values of the logged variables after the step. */
  readonly state: Partial<S>;
  /** The action of the step (its name; parameters too when given). */
  readonly action?: Partial<A> & ActionLike;
}

export type ValidateTraceOptions = TraceSearchOptions;

export type ValidateTraceResult<S> =
  | { readonly valid: true; readonly lines: number; readonly report: string }
  | {
      readonly valid: false;
      /** The first line no behaviour of the spec reaches (1-based). */
      readonly line: number;
      /** The candidate states after the line before it (for the first line: the initial states). */
      readonly candidates: readonly S[];
      /** The reachable state that disagrees with the line on the fewest variables. */
      readonly closest?: { readonly state: S; readonly action?: string; readonly differences: readonly VariableDifference[] };
      readonly report: string;
    };

/** A line that is not a state of the machine: an unknown variable or action, a value of the wrong type. */
export class TraceInputError extends Error {
  constructor(
    /** 1-based. */
    readonly line: number,
    message: string,
  ) {
    super(`trace line ${line}: ${message}`);
    this.name = "TraceInputError";
  }
}

/**
 * @throws TraceSearchTooLarge when more than `maxCandidates` states are held between two lines
 * @throws TraceInputError for a line the machine cannot read
 */
export function validateTrace<S, A extends ActionLike>(machine: Machine<S, A, unknown>, lines: readonly TraceLine<S, A>[], options: ValidateTraceOptions = {}): ValidateTraceResult<S> {
  const search = new TraceSearch(machine.spec, undefined, options);
  const logged = lines.map((line, n) => loggedLine(machine, line, n + 1, search.context.intern));
  const result = search.run(logged);
  if (result.valid) return { valid: true, lines: lines.length, report: `valid: ${lines.length} lines agree with a behaviour of ${machine.module}` };

  const line = lines[result.line]!;
  const candidates = result.candidates.map((s) => machine.fromValue(s));
  const plainState = (s: object): string => Object.entries(s).map(([k, v]) => `${k} = ${formatPlain(v)}`).join(", ");
  let closest: { state: S; action?: string; differences: VariableDifference[] } | undefined;
  if (result.closest !== undefined) {
    const state = machine.fromValue(result.closest.state);
    const expected = state as Record<string, unknown>;
    const actual = line.state as Record<string, unknown>;
    const differences = result.closest.differing.map((k): VariableDifference => {
      const variable = machine.variables[logged[result.line]!.variables[k]!]!;
      return { variable, expected: expected[variable], actual: actual[variable], details: diffPlain(variable, expected[variable], actual[variable]) };
    });
    closest = { state, ...(result.closest.action === undefined ? {} : { action: result.closest.action }), differences };
  }
  const report = mismatchReport({
    module: machine.module,
    where: `line ${result.line + 1}`,
    logged: plainState(line.state as object),
    ...(line.action === undefined ? {} : { loggedAction: formatAction(line.action) }),
    first: result.line === 0,
    candidateCount: candidates.length,
    candidates: candidates.slice(0, PRINTED_CANDIDATES).map((c) => plainState(c as object)),
    ...(closest === undefined
      ? {}
      : { closest: { state: plainState(closest.state as object), ...(closest.action === undefined ? {} : { action: closest.action }), actionDiffers: result.closest!.actionDiffers, details: closest.differences.flatMap((d) => d.details) } }),
  });
  return { valid: false, line: result.line + 1, candidates, ...(closest === undefined ? {} : { closest }), report };
}

function loggedLine<S, A extends ActionLike>(machine: Machine<S, A, unknown>, line: TraceLine<S, A>, n: number, intern: InternTable): LoggedLine {
  const variables: number[] = [];
  const values: Value[] = [];
  for (const [name, plain] of Object.entries(line.state as object)) {
    const index = machine.variables.indexOf(name as keyof S & string);
    if (index < 0) throw new TraceInputError(n, `${machine.module} has no variable ${name} (variables: ${machine.variables.join(", ")})`);
    variables.push(index);
    values.push(converted(n, name, () => toValue(machine.shape.variables[index]![1], plain, intern)));
  }
  return { variables, values, ...(line.action === undefined ? {} : { action: loggedAction(machine, line.action, n, intern) }) };
}

function loggedAction<S, A extends ActionLike>(machine: Machine<S, A, unknown>, action: ActionLike, n: number, intern: InternTable): LoggedAction {
  const shapes = machine.shape.actions.filter((a) => a.name === action.name);
  if (shapes.length === 0) throw new TraceInputError(n, `${machine.module} has no action ${action.name} (actions: ${machine.actionNames.join(", ")})`);
  const params: [string, Value][] = [];
  for (const [field, plain] of Object.entries(action)) {
    if (field === "name") continue;
    const param = shapes.flatMap((a) => a.params).find(([p]) => actionField(p) === field);
    if (param === undefined) throw new TraceInputError(n, `action ${action.name} has no parameter ${field}`);
    params.push([param[0], converted(n, `${action.name}.${field}`, () => toValue(param[1], plain, intern))]);
  }
  return { name: action.name, params };
}

function converted(n: number, what: string, convert: () => Value): Value {
  try {
    return convert();
  } catch (e) {
    if (e instanceof ShapeError) throw new TraceInputError(n, `${what}: not a value of the spec's type (${e.message})`);
    throw e;
  }
}
