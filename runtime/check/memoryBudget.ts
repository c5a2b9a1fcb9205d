// The checker's memory budget (`--max-memory`): how a size is written, the default,
// and how the budget is shared. The seen set's table and the parent links are typed
// arrays of known size, so they get fixed shares; the queue holds JS objects of
// unknown size, so it spills when the process as a whole runs short (resident size
// near the budget, or the JS heap near its own limit), checked once per 4096 states.

import { totalmem } from "node:os";
import { getHeapStatistics } from "node:v8";

/** Without --max-memory: half of physical memory (the rest for the OS, the JS heap's garbage and other programs). */
export const DEFAULT_MEMORY_SHARE = 0.5;
/** Share of the budget for the seen set's hash table (the rest of the fingerprints are on disk). */
const FINGERPRINT_SHARE = 0.25;
/** Share for the parent links kept in memory. */
const PARENT_LINK_SHARE = 0.1;
/** The queue spills once the resident size passes this share of the budget... */
const RSS_SHARE = 0.8;
/** ...or the JS heap this share of its limit. */
const HEAP_SHARE = 0.7;

/**
 * Bytes for a size written `2GB`, `512MB`, `1.5G`, `800K`, a plain number of bytes, or
 * `60%` of physical memory; undefined when the text is none of these.
 */
export function parseMemorySize(text: string, physicalBytes = totalmem()): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%|[kmgt]i?b?|b)?\s*$/i.exec(text);
  if (m === null) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? "b").toLowerCase();
  if (unit === "%") return n > 0 && n <= 100 ? Math.floor((physicalBytes * n) / 100) : undefined;
  const scale = { b: 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 }[unit[0] as "b" | "k" | "m" | "g" | "t"];
  const bytes = Math.floor(n * scale);
  return bytes > 0 ? bytes : undefined;
}

export function defaultMemoryBudget(physicalBytes = totalmem()): number {
  return Math.floor(physicalBytes * DEFAULT_MEMORY_SHARE);
}

export interface MemoryPlan {
  readonly fingerprintTableBytes: number;
  readonly parentLinkBytes: number;
  /** Whether the queue should write its next full chunk to disk. */
  readonly queueShouldSpill: () => boolean;
}

export function planMemory(budgetBytes: number): MemoryPlan {
  const heapLimit = getHeapStatistics().heap_size_limit;
  return {
    fingerprintTableBytes: Math.floor(budgetBytes * FINGERPRINT_SHARE),
    parentLinkBytes: Math.floor(budgetBytes * PARENT_LINK_SHARE),
    queueShouldSpill: () => process.memoryUsage.rss() > budgetBytes * RSS_SHARE || getHeapStatistics().used_heap_size > heapLimit * HEAP_SHARE,
  };
}
