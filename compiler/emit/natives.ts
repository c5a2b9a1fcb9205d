// Which JS function implements a standard-module operator: looked up at compile time
// in runtime/modules/registry.ts, so a misspelt or missing operator is a compile
// diagnostic and never a failure in the middle of a run.

import { hasNativeModule, isTlcOverride, moduleOperators, operatorFor, type OperatorEntry } from "../../runtime/modules/registry.js";
import { mangle } from "./names.js";

export interface NativeOperator {
  /** The runtime module file (`runtime/modules/<file>.js`) exporting the function. */
  readonly file: string;
  readonly entry: OperatorEntry;
}

export class Natives {
  constructor(private readonly loadedModules: ReadonlySet<string>) {}

  find(module: string, name: string): NativeOperator | undefined {
    const entry = operatorFor(this.loadedModules, module, name);
    if (entry === undefined) return undefined;
    // The flooring `\div` of Integers replaces Naturals' everywhere once Integers is loaded.
    const file = module === "Naturals" && this.loadedModules.has("Integers") && moduleOperators("Integers")![name] !== undefined ? "Integers" : module;
    return { file, entry };
  }

  static hasModule(module: string): boolean {
    return hasNativeModule(module);
  }
}

/**
 * Whether a use of the definition runs a native function rather than its TLA+ body:
 * every operator of a standard module, and a community module's operator that TLC
 * overrides in Java (when the definition has the Java method's arity: TLC keeps a
 * definition whose arity does not match). Such a call is one value to the action
 * compiler too: TLC does not descend into a Java override when it enumerates successors.
 */
export function evaluatedNatively(entity: { readonly name: string; readonly arity: number; readonly module: { readonly name: string; readonly standard: boolean } }): boolean {
  if (entity.module.standard) return true;
  return isTlcOverride(entity.module.name, entity.name) && moduleOperators(entity.module.name)?.[entity.name]?.arity === entity.arity;
}

/** The JS namespace name an emitted module imports a runtime module file under. */
export function moduleAlias(file: string): string {
  return mangle("M", file);
}

/** Standard modules whose every operator is a function of its arguments alone. */
const effectFreeModules: ReadonlySet<string> = new Set([
  "Naturals", "Integers", "Sequences", "FiniteSets", "Bags", "Functions", "Folds", "FiniteSetsExt", "SequencesExt",
  "BagsExt", "Bitwise", "Combinatorics", "DyadicRationals", "Graphs", "UndirectedGraphs", "VectorClocks",
]);
/** TLC's operators of that kind (Print, TLCGet, TLCSet, RandomElement, JavaTime are not). */
const effectFreeTlc: ReadonlySet<string> = new Set([":>", "@@", "Assert", "Permutations", "SortSeq", "ToString", "TLCEval"]);

/**
 * Whether the native operator `name` of `file` computes its value from its arguments
 * alone, with no effect (output, registers, counters, randomness, I/O): a call of a
 * constant-level definition built from such operators may be remembered (`$memo1`).
 */
export function nativeIsEffectFree(file: string, name: string): boolean {
  return effectFreeModules.has(file) || (file === "TLC" && effectFreeTlc.has(name));
}
