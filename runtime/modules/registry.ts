// The compiler's table of natively implemented operators: module name → TLA+
// operator name (as written in the module, synonyms listed separately) → the
// exported function implementing it. Emitted code imports the module file and calls
// `<Module>.<export>(ctx, ...args)`.

import type { EvalContext } from "../check/spec.js";
import type { Value } from "../values/index.js";
import * as Bags from "./Bags.js";
import * as FiniteSets from "./FiniteSets.js";
import * as FiniteSetsExt from "./FiniteSetsExt.js";
import * as Folds from "./Folds.js";
import * as Functions from "./Functions.js";
import * as Integers from "./Integers.js";
import * as IOUtils from "./IOUtils.js";
import * as Json from "./Json.js";
import * as Naturals from "./Naturals.js";
import * as Sequences from "./Sequences.js";
import * as SequencesExt from "./SequencesExt.js";
import * as TLC from "./TLC.js";
import * as TLCExt from "./TLCExt.js";

// Operator functions take ctx then Values, or JS functions for operator parameters.
export type OperatorFn = (ctx: EvalContext, ...args: any[]) => Value;

export interface OperatorEntry {
  /** Number of TLA+ arguments (not counting ctx). */
  readonly arity: number;
  readonly fn: OperatorFn;
  /** The name `fn` is exported under in the module's file. */
  readonly export: string;
  /**
   * Zero-based indices of arguments passed as JS functions: operator parameters
   * (`SortSeq(s, Op(_, _))` gets `(a, b) => Value`) and, for `AssertError`, the
   * expression as a thunk `() => Value`. Every other argument is an evaluated Value.
   */
  readonly operatorArgs?: readonly number[];
}

export type ModuleOperators = Readonly<Record<string, OperatorEntry>>;

export const standardModules: Readonly<Record<string, ModuleOperators>> = {
  Naturals: Naturals.operators,
  Integers: Integers.operators,
  Sequences: Sequences.operators,
  FiniteSets: FiniteSets.operators,
  Bags: Bags.operators,
  TLC: TLC.operators,
  TLCExt: TLCExt.operators,
  Functions: Functions.operators,
  Folds: Folds.operators,
  FiniteSetsExt: FiniteSetsExt.operators,
  SequencesExt: SequencesExt.operators,
  Json: Json.operators,
  IOUtils: IOUtils.operators,
};

/**
 * Modules whose natives replace the definitions of a spec's own copy of the module, as
 * TLC's Java overrides do by module name: IOUtils defines IOEnv and atoi as CHOOSEs over
 * infinite sets that only the override gives a value. Other community modules' TLA+
 * definitions are their meaning, so a spec's copy of them is evaluated as written.
 */
export const overridingModules: ReadonlySet<string> = new Set(["IOUtils"]);

/**
 * The implementation of `module`'s operator `name` in a spec that loads
 * `loadedModules`, or undefined when it has no native implementation. TLC's Java
 * override of Integers replaces the `\div` that Integers inherits from Naturals, and
 * since that is one definition, every use of `\div` floors once Integers is loaded
 * anywhere; Naturals' own `\div` applies only to specs that never load Integers.
 */
export function operatorFor(loadedModules: ReadonlySet<string>, module: string, name: string): OperatorEntry | undefined {
  if (module === "Naturals" && loadedModules.has("Integers")) {
    return Integers.operators[name] ?? Naturals.operators[name];
  }
  return standardModules[module]?.[name];
}
