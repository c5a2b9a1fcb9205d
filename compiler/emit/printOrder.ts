// The order TLC prints a state's variables in (TLC-SEMANTICS §6.2) depends on the size
// of SANY's root symbol table, a java.util.Hashtable: the runtime's default assumes the
// usual capacity of 191 buckets; a root module that sees more symbols (SwarmKit: 208)
// has a larger table, and the compiler, which knows the symbols, passes the order.

import { builtInSymbolCount, javaStringHash, tlcSymbolTableCapacity, tlcVariableOrder } from "../../runtime/check/varOrder.js";
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
  const total = rootSymbolCount(root);
  const capacity = tlcSymbolTableCapacity(total);
  if (capacity === usualCapacity) return undefined;
  // When the table grew after the variables went in, variables sharing a bucket are listed
  // in an order their rehashes decide (barriers/Barriers: gate_2 before lock).
  const insertedAt = new Map<string, number>();
  let count = builtInSymbolCount;
  for (const [name, v] of root.visible) {
    if (v.entity.kind === "variable") insertedAt.set(name, count);
    count++;
    if (v.entity.kind === "instance") count += instanceSymbolCount(v.entity.instantiation.module);
  }
  if (variables.some((name) => !insertedAt.has(name))) return tlcVariableOrder(variables, capacity);
  return hashtableOrder(variables, variables.map((name) => insertedAt.get(name)!), total);
}

/**
 * TLC's listing (the reverse of java.util.Hashtable's enumeration: buckets from the last,
 * each chain from its head) of the variables, the k-th of which was the `at[k]`-th of `total`
 * insertions: an insertion goes to the head of its bucket, after a rehash to 2n+1 buckets
 * when the table holds its threshold (0.75 n) already; a rehash walks the old buckets from
 * the last, each chain from its head, putting each entry at the head of its new bucket. The
 * other symbols only decide when the rehashes happen.
 */
function hashtableOrder(variables: readonly string[], at: readonly number[], total: number): number[] {
  const hash = variables.map((name) => javaStringHash(name) & 0x7fffffff);
  const insertedBy = new Map<number, number>();
  at.forEach((k, i) => insertedBy.set(k, i));
  let capacity = 11;
  let threshold = Math.floor(capacity * 0.75);
  let table: number[][] = [];
  for (let k = 0; k < total; k++) {
    if (k >= threshold) {
      const grown = capacity * 2 + 1;
      const next: number[][] = [];
      for (let b = capacity - 1; b >= 0; b--) for (const i of table[b] ?? []) (next[hash[i]! % grown] ??= []).unshift(i);
      table = next;
      capacity = grown;
      threshold = Math.floor(capacity * 0.75);
    }
    const i = insertedBy.get(k);
    if (i !== undefined) (table[hash[i]! % capacity] ??= []).unshift(i);
  }
  const enumeration: number[] = [];
  for (let b = capacity - 1; b >= 0; b--) enumeration.push(...(table[b] ?? []));
  return enumeration.reverse();
}
