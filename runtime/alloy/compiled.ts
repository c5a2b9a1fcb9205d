// What a module written by `tla2ts gen Model.als` exports by default: the model's
// constraints and commands as functions over a decoded instance (through the
// relational operations of ./relations.ts), so that any instance — one the solver
// found, or one a test built by hand — can be checked against the model.

import type { AlloyInstance } from "./instance.js";
import { Relations } from "./relations.js";

export type FactOrigin = "fact" | "signature" | "field" | "hierarchy";

export interface CompiledFact {
  readonly name: string;
  /** `fact` paragraphs, signature facts, declaration constraints of fields, sig hierarchy. */
  readonly origin: FactOrigin;
  holds(r: Relations): boolean;
}

export interface CompiledScope {
  /** `for N`; undefined when the command gives none (Alloy's default 3 applies). */
  readonly overall: number | undefined;
  readonly bitwidth: number;
  readonly sigs: readonly { readonly sig: string; readonly count: number; readonly exactly: boolean }[];
}

export interface CompiledCommand {
  readonly name: string;
  readonly kind: "run" | "check";
  readonly scope: CompiledScope;
  readonly expect: number | undefined;
  /** The formula an instance of the command satisfies besides the facts (for `check`: the negated assertion). */
  formula(r: Relations): boolean;
}

export interface CompiledAlloyModel {
  readonly name: string;
  readonly facts: readonly CompiledFact[];
  readonly commands: readonly CompiledCommand[];
}

/** How integers are evaluated: `preventOverflow` as the solver's option of that name (default on). */
export interface EvaluationOptions {
  readonly preventOverflow?: boolean;
}

/** The names of the facts an instance violates (empty: every constraint holds). */
export function violatedFacts(
  model: CompiledAlloyModel,
  instance: AlloyInstance,
  options: EvaluationOptions = {},
): string[] {
  const r = new Relations(instance, options);
  return model.facts.filter((f) => !f.holds(r)).map((f) => `${f.origin} ${f.name}`);
}

/** Whether the instance is one of the command's: every fact and the command's formula hold. */
export function isInstanceOf(
  model: CompiledAlloyModel,
  command: CompiledCommand,
  instance: AlloyInstance,
  options: EvaluationOptions = {},
): boolean {
  const r = new Relations(instance, options);
  for (const f of model.facts) if (!f.holds(r)) return false;
  return command.formula(r);
}
