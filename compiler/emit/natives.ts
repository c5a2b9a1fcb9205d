// Which JS function implements a standard-module operator: looked up at compile time
// in runtime/modules/registry.ts, so a misspelt or missing operator is a compile
// diagnostic and never a failure in the middle of a run.

import { isTlcOverride, operatorFor, standardModules, type OperatorEntry } from "../../runtime/modules/registry.js";
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
    const file = module === "Naturals" && this.loadedModules.has("Integers") && standardModules["Integers"]![name] !== undefined ? "Integers" : module;
    return { file, entry };
  }

  /** Whether a spec's own definition of `module`'s `name` gives way to the native one (TLC's Java override). */
  overrides(module: string, name: string): boolean {
    return isTlcOverride(module, name) && standardModules[module]?.[name] !== undefined;
  }

  static hasModule(module: string): boolean {
    return standardModules[module] !== undefined;
  }
}

/** The JS namespace name an emitted module imports a runtime module file under. */
export function moduleAlias(file: string): string {
  return mangle("M", file);
}
