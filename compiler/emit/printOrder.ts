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
 * VARIABLEs are substituted, not added: TLC's print order with `I == INSTANCE M` shows it),
 * and so on down: an instance `C == INSTANCE N` inside M adds `I!C!op` for N's definitions
 * (PaxosHowToWinATuringAward's MCPaxos: `V == INSTANCE Voting`, Voting's `C == INSTANCE
 * Consensus`, whose FiniteSetTheorems and TLAPS definitions push the table past 383 buckets).
 */
export function rootSymbolCount(root: ResolvedModule): number {
  let count = builtInSymbolCount + root.visible.size;
  for (const v of root.visible.values()) if (v.entity.kind === "instance") count += instanceSymbolCount(v.entity.instantiation.module);
  return count;
}

/** The `I!op` symbols a named instance of `module` adds, its own instances' included. */
function instanceSymbolCount(module: ResolvedModule): number {
  let count = 0;
  for (const e of module.exports.values()) {
    if (e.entity.kind === "constant" || e.entity.kind === "variable") continue;
    count++;
    if (e.entity.kind === "instance") count += instanceSymbolCount(e.entity.instantiation.module);
  }
  return count;
}

/** Variable indices in TLC's print order, or undefined when the runtime's default rule already gives it. */
export function tlcPrintOrder(root: ResolvedModule, variables: readonly string[]): number[] | undefined {
  const capacity = tlcSymbolTableCapacity(rootSymbolCount(root));
  return capacity === usualCapacity ? undefined : tlcVariableOrder(variables, capacity);
}
