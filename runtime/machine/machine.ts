// The typed, plain-value face of a compiled spec (what `tla2ts gen` writes in
// `Spec.machine.ts`): initial states, successors labelled with their action and its
// parameters, one action's successors, invariants, all over plain immutable values.
// It runs the same generators as the checker, in the same order, and keeps to the
// model the same way (successors failing a CONSTRAINT or ACTION_CONSTRAINT are not
// offered), so exploring it from `init()` through `next` visits exactly the states
// the checker counts as distinct (without VIEW or SYMMETRY, which merge states).

import * as V from "../values/index.js";
import type { Value } from "../values/index.js";
import { withActionsOver, type CompiledSpec, type EvalContext, type State } from "../check/spec.js";
import { toPlain, toValue } from "./convert.js";
import type { MachineShape, Shape } from "./shape.js";

/** Every action is a record with its name and its parameters' values. */
export interface ActionLike {
  readonly name: string;
}

export interface Transition<S, A> {
  readonly action: A;
  readonly state: S;
}

export interface Machine<S, A extends ActionLike, C, I extends string = string, O extends object = object> {
  /** The root module's name. */
  readonly module: string;
  /** The constants the machine was made with, as plain values. */
  readonly constants: C;
  readonly variables: readonly (keyof S & string)[];
  /** The action names, in the order the next-state relation lists them. */
  readonly actionNames: readonly A["name"][];
  /** The initial states (distinct, in the checker's order). */
  init(): S[];
  /** Every successor of `s`, with the action that leads to it, in the checker's order. */
  next(s: S): Transition<S, A>[];
  /** The successors of `s` through one action with given parameters. */
  step(s: S, action: A): S[];
  /** Whether `action` has a successor from `s`. */
  enabled(s: S, action: A): boolean;
  /** The model's invariants, by name: true when `s` satisfies it. */
  readonly invariants: Readonly<Record<I, (s: S) => boolean>>;
  /**
   * The root module's constant- and state-level operators on plain values, by name: a
   * constant-level one without parameters is its value (computed on first read), a
   * state-level one takes the state first, then the parameters.
   */
  readonly operators: O;
  /** Structural equality of states (TLA+ equality of every variable). */
  equals(a: S, b: S): boolean;
  /** A string that identifies the state: equal for equal states, stable across runs. */
  key(s: S): string;
  /** The checker's representation of a state. */
  toValue(s: S): State;
  fromValue(state: State): S;
  /** The compiled spec underneath, for the checker and other tools. */
  readonly spec: CompiledSpec;
  /** The shapes of the plain values (how tools such as trace validation convert them). */
  readonly shape: MachineShape;
}

/** An action parameter named `name` is `name_` in the plain action (the discriminant is `name`). */
export function actionField(param: string): string {
  return param === "name" ? "name_" : param;
}

export interface MachineOptions {
  /** Where Print/PrintT output goes (default: dropped). */
  readonly print?: (text: string) => void;
}

export function createMachine<S, A extends ActionLike, C, I extends string = string, O extends object = object>(compiled: CompiledSpec, shape: MachineShape, constants: C, options: MachineOptions = {}): Machine<S, A, C, I, O> {
  const ctx: EvalContext = compiled.createContext(options.print ?? (() => {}));
  const spec = withActionsOver(compiled, ctx);
  const intern = ctx.intern;
  const varShapes: readonly Shape[] = shape.variables.map(([, s]) => s);
  const names = shape.variables.map(([n]) => n) as (keyof S & string)[];
  const runtimeOf = new WeakMap<object, State>();

  const fromValue = (state: State): S => {
    const out: Record<string, unknown> = {};
    names.forEach((n, i) => (out[n] = toPlain(varShapes[i]!, state[i]!)));
    const plain = Object.freeze(out) as S;
    runtimeOf.set(plain as object, state);
    return plain;
  };
  const toState = (s: S): State => {
    const known = runtimeOf.get(s as object);
    if (known !== undefined) return known;
    const rec = s as Record<string, unknown>;
    return names.map((n, i) => toValue(varShapes[i]!, rec[n], intern));
  };
  const keyOf = (state: State): string => state.map((v) => V.printValue(v, V.normalizedPrintOptions)).join(" /\\ ");

  // One plain action per generator: its name (the label up to its arguments) and parameters.
  const actionShapes = new Map(shape.actions.map((a) => [a.name + "(" + a.params.map(([p]) => p).join(",") + ")", a]));
  const actions = spec.actions.map((g) => {
    const name = g.name.split("(")[0]!;
    const params = g.params ?? {};
    const a = actionShapes.get(name + "(" + Object.keys(params).join(",") + ")");
    const plain: Record<string, unknown> = { name };
    if (a !== undefined) for (const [p, s] of a.params) plain[actionField(p)] = toPlain(s, params[p]!);
    return { generator: g, plain: Object.freeze(plain) as unknown as A, key: actionKey(name, Object.values(params)) };
  });
  const plainActionKey = (action: A): string => {
    const a = shape.actions.find((x) => x.name === action.name && x.params.every(([p]) => actionField(p) in action));
    if (a === undefined) return actionKey(action.name, []);
    const rec = action as unknown as Record<string, unknown>;
    return actionKey(action.name, a.params.map(([p, s]) => toValue(s, rec[actionField(p)], intern)));
  };

  const inModel = (cur: State | undefined, next: State): boolean => {
    for (const c of spec.constraints) if (!c.test(ctx, next)) return false;
    if (cur !== undefined) for (const c of spec.actionConstraints) if (!c.test(ctx, cur, next)) return false;
    return true;
  };
  const successors = (s: S, which: (i: number) => boolean): Transition<S, A>[] => {
    const cur = toState(s);
    const out: Transition<S, A>[] = [];
    const seen = new Set<string>();
    actions.forEach((a, i) => {
      if (!which(i)) return;
      a.generator.generate(ctx, cur, (next) => {
        if (!inModel(cur, next)) return;
        const k = a.key + "\n" + keyOf(next);
        if (seen.has(k)) return;
        seen.add(k);
        out.push({ action: a.plain, state: fromValue(next) });
      });
    });
    return out;
  };

  const invariants: Record<string, (s: S) => boolean> = {};
  for (const inv of spec.invariants) {
    const previous = invariants[inv.name];
    invariants[inv.name] = (s) => (previous === undefined || previous(s)) && inv.test(ctx, toState(s));
  }

  const operators: Record<string, unknown> = {};
  for (const op of shape.operators ?? []) {
    const fn = spec.operators?.[op.name];
    if (fn === undefined) continue;
    const call = (state: State, args: readonly unknown[]): unknown => toPlain(op.result, fn(ctx, state, op.params.map((p, i) => toValue(p, args[i], intern))));
    // Defined, not assigned: a spec may name an operator `__proto__`.
    const define = (d: PropertyDescriptor): void => void Object.defineProperty(operators, op.name, { enumerable: true, ...d });
    if (op.state) define({ value: (s: S, ...args: unknown[]) => call(toState(s), args) });
    else if (op.params.length > 0) define({ value: (...args: unknown[]) => call([], args) });
    else {
      let computed: { v: unknown } | undefined;
      define({ get: () => (computed ??= { v: call([], []) }).v });
    }
  }

  return {
    module: spec.module,
    constants,
    variables: names,
    actionNames: [...new Set(shape.actions.map((a) => a.name))] as A["name"][],
    init(): S[] {
      const out: S[] = [];
      const seen = new Set<string>();
      spec.init.generate(ctx, (state) => {
        const k = keyOf(state);
        if (seen.has(k) || !inModel(undefined, state)) return;
        seen.add(k);
        out.push(fromValue(state));
      });
      return out;
    },
    next: (s) => successors(s, () => true),
    step(s, action) {
      const k = plainActionKey(action);
      return successors(s, (i) => actions[i]!.key === k).map((t) => t.state);
    },
    enabled(s, action) {
      return this.step(s, action).length > 0;
    },
    invariants: Object.freeze(invariants) as Readonly<Record<I, (s: S) => boolean>>,
    operators: Object.freeze(operators) as O,
    equals: (a, b) => keyOf(toState(a)) === keyOf(toState(b)),
    key: (s) => keyOf(toState(s)),
    toValue: toState,
    fromValue,
    spec: compiled,
    shape,
  };
}

function actionKey(name: string, params: readonly Value[]): string {
  return name + "(" + params.map((v) => V.printValue(v, V.normalizedPrintOptions)).join(",") + ")";
}

/** The constants of a machine made without a .cfg, in the compiled spec's slot order. */
export function constantValues(shape: MachineShape, constants: object, intern: V.InternTable): Value[] {
  const rec = constants as Record<string, unknown>;
  return shape.constants.map(([name, s]) => toValue(s, rec[name], intern));
}
