// Builds hand-written CompiledSpecs for checker tests: plain TypeScript functions for
// Init, the sub-actions and the predicates, with made-up source locations, so that
// each test can state TLC's exact answer for a spec small enough to enumerate by hand.

import { InternTable, type Value } from "../../../../runtime/values/index.js";
import type {
  ActionPredicate,
  CompiledSpec,
  ConstantPredicate,
  EvalContext,
  SourceLocation,
  State,
  StatePredicate,
} from "../../../../runtime/check/spec.js";

export function loc(module: string, line: number, column: number, endLine = line, endColumn = column + 10): SourceLocation {
  return { module, file: `${module}.tla`, line, column, endLine, endColumn };
}

export interface HandAction {
  readonly name: string;
  readonly location?: SourceLocation;
  /** Successors of `s`, in order. */
  readonly next: (s: State, ctx: EvalContext) => readonly State[];
}

export interface HandSpecInput {
  readonly module?: string;
  readonly variables: readonly string[];
  /** Intern table seeding (model values, strings) in TLC's order. */
  readonly seed?: readonly string[];
  readonly init: (ctx: EvalContext) => readonly State[];
  readonly actions: readonly HandAction[];
  readonly invariants?: Record<string, (s: State, ctx: EvalContext) => boolean>;
  readonly constraints?: Record<string, (s: State) => boolean>;
  readonly actionConstraints?: Record<string, (s: State, t: State) => boolean>;
  readonly actionProperties?: Record<string, (s: State, t: State) => boolean>;
  readonly assumptions?: Record<string, (ctx: EvalContext) => boolean>;
  readonly checkDeadlock?: boolean;
  readonly view?: (ctx: EvalContext, s: State) => Value;
  readonly symmetry?: (ctx: EvalContext) => Value;
  readonly alias?: CompiledSpec["alias"];
  readonly postcondition?: (ctx: EvalContext) => boolean;
  readonly printOrder?: readonly number[];
}

export function handSpec(input: HandSpecInput): CompiledSpec {
  const module = input.module ?? "M";
  let line = 10;
  const nextLoc = (): SourceLocation => loc(module, line++, 1);
  const statePreds = (r: Record<string, (s: State, ctx: EvalContext) => boolean> | undefined): StatePredicate[] =>
    Object.entries(r ?? {}).map(([name, f]) => ({ name, location: nextLoc(), test: (ctx, s) => f(s, ctx) }));
  const actionPreds = (r: Record<string, (s: State, t: State) => boolean> | undefined): ActionPredicate[] =>
    Object.entries(r ?? {}).map(([name, f]) => ({ name, location: nextLoc(), test: (_ctx, s, t) => f(s, t) }));
  const constPreds = (r: Record<string, (ctx: EvalContext) => boolean> | undefined): ConstantPredicate[] =>
    Object.entries(r ?? {}).map(([name, f]) => ({ name, location: nextLoc(), test: f }));
  const post = input.postcondition;
  return {
    module,
    variables: input.variables,
    createContext(print) {
      const intern = new InternTable();
      intern.seed(input.seed ?? []);
      return {
        intern,
        registers: new Map(),
        print,
        stats: { level: 0, distinct: 0, generated: 0, queue: 0, diameter: 0 },
      };
    },
    assumptions: constPreds(input.assumptions),
    init: {
      generate(ctx, emit) {
        for (const s of input.init(ctx)) emit(s);
      },
    },
    actions: input.actions.map((a) => ({
      name: a.name,
      location: a.location ?? nextLoc(),
      generate(ctx, s, emit) {
        for (const t of a.next(s, ctx)) emit(t);
      },
    })),
    invariants: statePreds(input.invariants),
    constraints: statePreds(input.constraints),
    actionConstraints: actionPreds(input.actionConstraints),
    actionProperties: actionPreds(input.actionProperties),
    checkDeadlock: input.checkDeadlock ?? true,
    ...(input.view ? { view: input.view } : {}),
    ...(input.symmetry ? { symmetry: input.symmetry } : {}),
    ...(input.alias ? { alias: input.alias } : {}),
    ...(input.printOrder ? { printOrder: input.printOrder } : {}),
    ...(post ? { postcondition: { name: "Post", location: nextLoc(), test: post } } : {}),
    warnings: [],
  };
}
