// TLCExt!CounterExample as TLC builds it for POSTCONDITION after a violation
// (tlc2/value/impl/CounterExample.java): a record with
//   state  |-> { <<i, s_i>> : each state of the trace }, and
//   action |-> { <<<<i, s_i>>, A, <<i+1, s_i+1>>>> : each step }, plus, for a lasso, the
//              step from the last state back to the state the cycle returns to (to itself
//              when the behaviour ends stuttering),
// where s_i is the state as a record of the variables (the ALIAS record when the spec has
// one) and A the action: [name, location |-> [beginLine, beginColumn, endLine, endColumn,
// module]], and `context |-> [p |-> v, ...]`, `parameters |-> <<"p", ...>>` for an action
// taken from an operator with parameters (its formal parameters only, not the `\E`
// variables bound inside it). TLCExt!ToTrace(ce) is the tuple of the states.

import * as core from "../modules/core.js";
import { EvalError, printValue, setOf, sortedElements, tuple, type SetValue, type Value } from "../values/index.js";
import type { TraceStep } from "./result.js";
import type { CompiledSpec, EvalContext, SourceLocation, State } from "./spec.js";

/** The values TLC's ToTrace accepts: those CounterExample evaluated to. */
const counterExamples = new WeakSet<object>();
/** The counterexample of a run without one, per context (its strings are the context's). */
const noCounterExample = new WeakMap<EvalContext, Value>();

function make(ctx: EvalContext, actions: readonly Value[], states: readonly Value[]): Value {
  // TLC prints the record with `action` first: intern the names in that order.
  const ce = core.builtRecord(ctx, ["action", "state"], [setOf(actions), setOf(states)]);
  counterExamples.add(ce as object);
  return ce;
}

/** `CounterExample` where no violation was found (ASSUME, invariants, a POSTCONDITION after a clean run). */
export function emptyCounterExample(ctx: EvalContext): Value {
  let ce = noCounterExample.get(ctx);
  if (ce === undefined) {
    ce = make(ctx, [], []);
    noCounterExample.set(ctx, ce);
  }
  return ce;
}

/** `ToTrace(ce)`: the states of a CounterExample value, in order. */
export function toTrace(ctx: EvalContext, ce: Value): Value {
  if (typeof ce !== "object" || !counterExamples.has(ce)) throw new EvalError("NotACounterExample", { value: printValue(ce) });
  const states = core.field(ctx, ce, ctx.intern.string("state")) as SetValue;
  return tuple(sortedElements(states).map((pair) => core.apply(ctx, pair, 2)));
}

/** How a lasso ends: back to the state with this (zero-based) index, or stuttering in the last one. */
export interface LassoEnd {
  readonly loopsBackTo: number;
  readonly stuttering?: boolean;
  readonly loopStep?: TraceStep;
}

/** The CounterExample value of a violation whose behaviour is `trace` (and, for a temporal property, its loop). */
export function counterExampleOf(spec: CompiledSpec, ctx: EvalContext, trace: readonly TraceStep[], loop?: LassoEnd): Value {
  const numbered = trace.map((step, i) => core.tuple(ctx, i + 1, step.alias ?? core.builtRecord(ctx, spec.variables, step.state)));
  const actions: Value[] = [];
  for (let i = 1; i < trace.length; i++) actions.push(core.tuple(ctx, numbered[i - 1]!, actionRecord(spec, ctx, trace[i]!), numbered[i]!));
  const last = trace.length - 1;
  if (loop !== undefined && last >= 0) {
    const step = loop.stuttering === true ? trace[last]! : loop.loopStep;
    const to = loop.stuttering === true ? last : loop.loopsBackTo;
    if (step !== undefined && step.action !== undefined) actions.push(core.tuple(ctx, numbered[last]!, actionRecord(spec, ctx, step), numbered[to]!));
  }
  return make(ctx, actions, numbered);
}

function locationRecord(ctx: EvalContext, l: SourceLocation): Value {
  return core.builtRecord(ctx, ["beginLine", "beginColumn", "endLine", "endColumn", "module"], [l.line, l.column, l.endLine, l.endColumn, ctx.intern.string(l.module)]);
}

/** TLC's RecordValue(Action): the operator's name without arguments, its location and its formal parameters' values. */
export function actionRecord(spec: CompiledSpec | undefined, ctx: EvalContext, step: TraceStep): Value {
  const label = step.action ?? "";
  const open = label.indexOf("(");
  const name = open < 0 ? label : label.slice(0, open);
  const names = ["name", "location"];
  const values: Value[] = [ctx.intern.string(name), step.location === undefined ? core.builtRecord(ctx, [], []) : locationRecord(ctx, step.location)];
  const formals = open < 0 || spec === undefined ? [] : formalParameters(spec, step, name);
  if (formals.length > 0) {
    names.push("context", "parameters");
    values.push(
      core.builtRecord(ctx, formals.map(([p]) => p), formals.map(([, v]) => v)),
      tuple(formals.map(([p]) => ctx.intern.string(p))),
    );
  }
  return core.builtRecord(ctx, names, values);
}

/**
 * The formal parameters of the operator a step's action comes from, with their values.
 * A generator's `params` lists them first, then the `\E` variables bound inside the
 * operator; the step's label `Op(v1,v2)` shows the formal ones, so their number is the
 * prefix of `params` that prints as the label.
 */
function formalParameters(spec: CompiledSpec, step: TraceStep, name: string): (readonly [string, Value])[] {
  const generator = spec.actions.find((a) => a.name === step.action && a.location === step.location && a.params !== undefined);
  const params = Object.entries(generator?.params ?? {});
  for (let k = params.length; k > 0; k--) {
    const shown = `${name}(${params.slice(0, k).map(([, v]) => printValue(v)).join(",")})`;
    if (shown === step.action) return params.slice(0, k);
  }
  return [];
}

/** The state a POSTCONDITION sees: reading any variable is TLC's "identifier is undefined" error. */
export function noState(variables: readonly string[]): State {
  return new Proxy([] as Value[], {
    get(target, key) {
      if (typeof key === "string" && /^[0-9]+$/.test(key)) throw new EvalError("VariableUndefined", { variable: variables[Number(key)] ?? key });
      return Reflect.get(target, key) as unknown;
    },
  });
}
