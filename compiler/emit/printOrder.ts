// The order TLC prints a state's variables in (TLC-SEMANTICS §6.2) depends on the size
// of SANY's root symbol table, a java.util.Hashtable: the runtime's default assumes the
// usual capacity of 191 buckets; a root module that sees more symbols (SwarmKit: 208)
// has a larger table, and the compiler, which knows the symbols, passes the order.

import { builtInSymbolCount, tlcSymbolTableCapacity, tlcVariableOrder } from "../../runtime/check/varOrder.js";
import type { ResolvedModule } from "../resolve/index.js";

const usualCapacity = 191;

/**
 * The number of symbols in SANY's context for `root`: built-ins, every visible name, and
 * `I!op` for each definition of a named instance `I`'s module (its CONSTANTs and
 * VARIABLEs are substituted, not added: TLC's print order with `I == INSTANCE M` shows it).
 */
export function rootSymbolCount(root: ResolvedModule): number {
  let count = builtInSymbolCount + root.visible.size;
  for (const v of root.visible.values()) {
    if (v.entity.kind !== "instance") continue;
    for (const e of v.entity.instantiation.module.exports.values()) if (e.entity.kind !== "constant" && e.entity.kind !== "variable") count++;
  }
  return count;
}

/** Variable indices in TLC's print order, or undefined when the runtime's default rule already gives it. */
export function tlcPrintOrder(root: ResolvedModule, variables: readonly string[]): number[] | undefined {
  const capacity = tlcSymbolTableCapacity(rootSymbolCount(root));
  return capacity === usualCapacity ? undefined : tlcVariableOrder(variables, capacity);
}
