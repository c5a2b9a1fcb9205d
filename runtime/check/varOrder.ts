// The order in which TLC lists a state's variables (TLC-SEMANTICS §6.2). SANY keeps
// the root module's symbols in a java.util.Hashtable and TLC lists the variables in
// the reverse of that table's enumeration; with the usual root context (at most 143
// symbols, capacity 191) that is: ascending by `(String.hashCode(name) & 0x7fffffff)
// mod 191`, ties in declaration order. A compiler that knows the whole symbol table
// can compute the exact order and pass it as `CompiledSpec.printOrder`.

/** Java's `String.hashCode` (a 32-bit int). */
export function javaStringHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  return h;
}

/** Variable indices (into declaration order) in TLC's print order. */
export function tlcVariableOrder(names: readonly string[], capacity = 191): number[] {
  const bucket = names.map((n) => (javaStringHash(n) & 0x7fffffff) % capacity);
  const order = names.map((_, i) => i);
  // Stable sort keeps declaration order within a bucket.
  order.sort((a, b) => bucket[a]! - bucket[b]!);
  return order;
}

/** Symbols every SANY root context holds before the module's own: the built-in operators. */
export const builtInSymbolCount = 72;

/**
 * The capacity of a `java.util.Hashtable` (initial capacity 11, load factor 0.75,
 * rehash to 2n+1 when an insertion finds `count >= threshold`) after `symbols`
 * insertions: 191 for 72 built-ins plus up to 71 module symbols, 383 up to 287 symbols.
 */
export function tlcSymbolTableCapacity(symbols: number): number {
  let capacity = 11;
  let threshold = Math.floor(capacity * 0.75);
  for (let count = 0; count < symbols; count++) {
    if (count >= threshold) {
      capacity = capacity * 2 + 1;
      threshold = Math.floor(capacity * 0.75);
    }
  }
  return capacity;
}
