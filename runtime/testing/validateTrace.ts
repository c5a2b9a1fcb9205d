// Trace validation from code: does some behaviour of the spec explain a log of the
// implementation? Each line gives the values of some variables after one step (the others
// are free), and optionally the action taken. The search keeps, line by line, the set of
// spec states consistent with the log so far: a line may be reached from a candidate of
// the line before by 1 to `maxGap` spec steps, or by none (stuttering, when the line names
// no action). The first line is an initial state or one up to `maxGap - 1` steps after it.

import { isDeepStrictEqual } from "node:util";
import type { ActionLike, Machine, Transition } from "../machine/index.js";
import { compareProjection, type VariableDifference } from "./compare.js";
import { formatAction, formatPlain } from "./format.js";

export interface TraceLine<S, A extends ActionLike> {
  /** The values of the logged variables after the step. */
  readonly state: Partial<S>;
  /** The action of the step (its name; parameters too when given). */
  readonly action?: Partial<A> & ActionLike;
}

export interface ValidateTraceOptions {
  /** Most spec steps between two lines (default 1). */
  readonly maxGap?: number;
  /** Most states explored between two lines (default 100,000). */
  readonly maxCandidates?: number;
}

export type ValidateTraceResult<S> =
  | { readonly valid: true; readonly lines: number; readonly report: string }
  | {
      readonly valid: false;
      /** The first line no behaviour of the spec reaches (1-based). */
      readonly line: number;
      /** The candidate states after the line before it. */
      readonly candidates: readonly S[];
      /** The reachable state that disagrees with the line on the fewest variables. */
      readonly closest?: { readonly state: S; readonly differences: readonly VariableDifference[] };
      readonly report: string;
    };

export class TraceSearchTooLarge extends Error {}

export function validateTrace<S, A extends ActionLike>(machine: Machine<S, A, unknown>, lines: readonly TraceLine<S, A>[], options: ValidateTraceOptions = {}): ValidateTraceResult<S> {
  const maxGap = options.maxGap ?? 1;
  const maxCandidates = options.maxCandidates ?? 100_000;
  let candidates: S[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const reached = n === 0 ? reachFromInit(machine, maxGap - 1, maxCandidates) : reachFrom(machine, candidates, line.action === undefined, maxGap, maxCandidates);
    const next = new Map<string, S>();
    let closest: { state: S; differences: VariableDifference[] } | undefined;
    for (const { action, state } of reached) {
      const differences = compareProjection(machine, state, line.state);
      const actionAgrees = line.action === undefined || (action !== undefined && actionMatches(action, line.action));
      if (differences.length === 0 && actionAgrees) next.set(machine.key(state), state);
      else if (actionAgrees && (closest === undefined || differences.length < closest.differences.length)) closest = { state, differences };
    }
    if (next.size === 0) return invalid(machine, n + 1, line, candidates, closest);
    candidates = [...next.values()];
  }
  return { valid: true, lines: lines.length, report: `valid: ${lines.length} lines agree with a behaviour of ${machine.module}` };
}

/** A state reached between two lines, with the action of its last step (none for a stutter or an initial state). */
interface Reached<S, A> {
  readonly action?: A;
  readonly state: S;
}

function reachFromInit<S, A extends ActionLike>(machine: Machine<S, A, unknown>, steps: number, bound: number): Reached<S, A>[] {
  const inits = machine.init();
  return [...inits.map((state) => ({ state })), ...reachFrom(machine, inits, false, steps, bound)];
}

/** The states 1..`steps` spec steps after `from` (and `from` itself when `stutter`), deduplicated per step count. */
function reachFrom<S, A extends ActionLike>(machine: Machine<S, A, unknown>, from: readonly S[], stutter: boolean, steps: number, bound: number): Reached<S, A>[] {
  const out: Reached<S, A>[] = stutter ? from.map((state) => ({ state })) : [];
  let layer: readonly S[] = from;
  for (let d = 1; d <= steps && layer.length > 0; d++) {
    const seen = new Map<string, Transition<S, A>>();
    for (const s of layer) {
      for (const t of machine.next(s)) {
        const key = machine.key(t.state) + "\n" + JSON.stringify(t.action);
        if (seen.has(key)) continue;
        seen.set(key, t);
        if (out.length + seen.size > bound) {
          throw new TraceSearchTooLarge(`trace validation: more than ${bound} candidate states between two lines; log more variables, lower maxGap or raise maxCandidates`);
        }
      }
    }
    out.push(...seen.values());
    layer = [...new Map([...seen.values()].map((t) => [machine.key(t.state), t.state])).values()];
  }
  return out;
}

function actionMatches(action: ActionLike, logged: ActionLike): boolean {
  const rec = action as unknown as Record<string, unknown>;
  return Object.entries(logged).every(([k, v]) => isDeepStrictEqual(rec[k], v));
}

function invalid<S, A extends ActionLike>(machine: Machine<S, A, unknown>, line: number, logged: TraceLine<S, A>, candidates: readonly S[], closest: { state: S; differences: VariableDifference[] } | undefined): ValidateTraceResult<S> {
  const state = (s: object): string => Object.entries(s).map(([k, v]) => `${k} = ${formatPlain(v)}`).join(", ");
  const lines = [`invalid: no behaviour of ${machine.module} reaches line ${line}: ${state(logged.state as object)}${logged.action === undefined ? "" : ` after ${formatAction(logged.action)}`}`];
  lines.push(`${candidates.length} candidate state(s) after line ${line - 1}${candidates.length > 3 ? ", the first 3" : ""}:`);
  for (const c of candidates.slice(0, 3)) lines.push(`  ${state(c as object)}`);
  if (closest !== undefined) {
    lines.push(`closest reachable state: ${state(closest.state as object)}`);
    for (const d of closest.differences) for (const detail of d.details) lines.push(`  ${detail}`);
  }
  return { valid: false, line, candidates, ...(closest === undefined ? {} : { closest }), report: lines.join("\n") };
}
