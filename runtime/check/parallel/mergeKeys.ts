// The merge of the workers' lists of kept successors into one worker's discovery order.

export interface MergedKeys {
  readonly keys: readonly Int32Array[];
  readonly counts: readonly number[];
  /** Per new state in the one-worker order: the worker holding it and its index in that worker's list. */
  readonly worker: Int32Array;
  readonly index: Int32Array;
}

/** Merges the workers' key lists (each sorted by owner id, then successor number). */
export function mergeKeys(keys: readonly Int32Array[]): MergedKeys {
  const counts = keys.map((k) => k.length / 4);
  const total = counts.reduce((a, b) => a + b, 0);
  const worker = new Int32Array(total);
  const index = new Int32Array(total);
  const at = new Array<number>(keys.length).fill(0);
  for (let i = 0; i < total; i++) {
    let best = -1;
    for (let w = 0; w < keys.length; w++) {
      const j = at[w]!;
      if (j >= counts[w]!) continue;
      if (best < 0) {
        best = w;
        continue;
      }
      const k = keys[w]!;
      const b = keys[best]!;
      const bj = at[best]!;
      if (k[4 * j]! < b[4 * bj]! || (k[4 * j] === b[4 * bj] && k[4 * j + 1]! < b[4 * bj + 1]!)) best = w;
    }
    worker[i] = best;
    index[i] = at[best]!;
    at[best]!++;
  }
  return { keys, counts, worker, index };
}
