// The set of fingerprints of every distinct state found so far (TLC's FPSet). A
// fingerprint is 64 bits given as two unsigned 32-bit halves; the table stores them
// interleaved in one Uint32Array with open addressing and linear probing, so a
// million states cost 16 MB of table (at most 0.75 full, doubling when it would be
// fuller) and no per-entry object. No BigInt anywhere (DEPENDENCIES.md).
//
// The all-zero fingerprint marks an empty slot; the one real state whose fingerprint
// is zero is remembered in a flag instead, so no fingerprint is conflated with another.
// Entries are numbered in insertion order (`size` before an `add` that returns true
// is the new entry's index), which is how parent links identify states.
//
// Most generated states are states generated a moment ago (of the repeats, 83 % on
// MCLamportMutex and 55 % on SwarmKitLarge are among the last 4,096 fingerprints looked
// up), while a lookup in a table of millions is a cache miss. So `add` first looks in
// `recent`, a small direct-mapped table of fingerprints known to be in the set (each
// lookup writes its fingerprint there, new or not): a fingerprint found there is a
// repeat. Only for a set that is not indexed, whose `add` needs no entry index.
//
// With a memory budget (`spillTo`), a table that would grow beyond it is instead sorted
// and merged into a file on disk (diskFingerprints.ts, TLC's DiskFPSet) and emptied; a
// fingerprint missing from the table is then looked up there. Without one, nothing but a
// field test on the path of a new fingerprint differs.

import { readFileSync, writeFileSync } from "node:fs";
import { SortedFingerprintFile, linkOrCopy as linkOrCopyInto, sortFingerprints } from "./diskFingerprints.js";

const INITIAL_CAPACITY = 1 << 12;
/**
 * Entries of the table of recent fingerprints: 32 KB, which stays in the processor's
 * nearest caches (a 512 KB one caught more repeats, 92 % and 69 %, but each lookup was
 * then about as slow as one in the big table).
 */
const RECENT = 1 << 12;

export interface FingerprintSetLike {
  /** Adds the fingerprint; true when it was not in the set before. */
  add(hi: number, lo: number): boolean;
  has(hi: number, lo: number): boolean;
  readonly size: number;
}

export class FingerprintSet implements FingerprintSetLike {
  private slots: Uint32Array;
  /** Slot count minus one (the capacity is a power of two). */
  private mask: number;
  private count = 0;
  /** Entries in the table (the rest are on disk). */
  private used = 0;
  private growAt: number;
  private disk: SortedFingerprintFile | undefined;
  /** The table's largest size in bytes when spilling. */
  private maxTableBytes = Infinity;
  private hasZero = false;
  /** Per slot, the entry's index; kept only when the set is indexed (liveness needs edge targets). */
  private ids: Int32Array | undefined;
  private zeroId = 0;
  /** Fingerprints known to be in the set, by home slot modulo RECENT (hi, lo pairs; none when indexed). */
  private readonly recent: Int32Array | undefined;

  constructor(expected = 0, indexed = false) {
    let capacity = INITIAL_CAPACITY;
    while (capacity * 0.75 < expected) capacity *= 2;
    this.slots = new Uint32Array(capacity * 2);
    this.mask = capacity - 1;
    this.growAt = Math.floor(capacity * 0.75);
    if (indexed) this.ids = new Int32Array(capacity);
    else this.recent = new Int32Array(2 * RECENT);
  }

  get size(): number {
    return this.count;
  }

  /** Fingerprints held on disk. */
  get onDisk(): number {
    return this.disk?.size ?? 0;
  }

  /**
   * From now on, keep the table below `maxTableBytes` and put what does not fit into a
   * sorted file in `dir`. Not for an indexed set: a file lookup cannot give the index.
   */
  spillTo(dir: string, maxTableBytes: number): void {
    if (this.ids !== undefined) throw new Error("an indexed fingerprint set cannot spill to disk");
    this.disk ??= new SortedFingerprintFile(dir);
    this.maxTableBytes = maxTableBytes;
  }

  /** Removes the disk part's file (the set is unusable afterwards). */
  close(): void {
    this.disk?.close();
  }

  /** Writes every fingerprint, sorted, to `file` (a checkpoint); whether the zero fingerprint is in the set. */
  writeSorted(file: string): boolean {
    const disk = this.disk;
    if (disk !== undefined) {
      // As TLC does, a checkpoint flushes the table: the file is then complete.
      this.flush();
      linkOrCopyInto(disk.file, file);
      return this.hasZero;
    }
    writeFileSync(file, this.sortedTable());
    return this.hasZero;
  }

  /**
   * Adds every fingerprint of `file` (written by `writeSorted`) to this empty set, in the
   * table when it fits the budget, else as the disk part.
   */
  load(file: string, count: number, hasZero: boolean, dir: string): void {
    const inFile = count - (hasZero ? 1 : 0);
    if (inFile * 16 > this.maxTableBytes) {
      this.spillTo(dir, this.maxTableBytes);
      this.disk!.adopt(file);
    } else {
      const bytes = readFileSync(file);
      const words = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      for (let i = 0; i < words.length; i += 2) this.add(words[i + 1]!, words[i]!);
    }
    if (hasZero) this.add(0, 0);
    this.count = count;
  }

  /** Over budget: the table's entries go to disk and the table starts empty again. */
  private flush(): void {
    this.disk!.merge(this.sortedTable());
    this.slots.fill(0);
    this.used = 0;
  }

  /** The table's entries as sorted [lo, hi] pairs (the zero fingerprint is kept apart). */
  private sortedTable(): Uint32Array {
    const slots = this.slots;
    const out = new Uint32Array(this.used * 2);
    let w = 0;
    for (let at = 0; at < slots.length; at += 2) {
      const h = slots[at]!;
      const l = slots[at + 1]!;
      if (h === 0 && l === 0) continue;
      out[w++] = l;
      out[w++] = h;
    }
    const pairs = out.subarray(0, w);
    sortFingerprints(pairs);
    return pairs;
  }

  /** Bytes held by the table (for statistics and the memory bench). */
  get bytes(): number {
    return this.slots.byteLength + (this.ids?.byteLength ?? 0);
  }

  /** Adds the fingerprint; true when it was not in the set before. */
  add(hi: number, lo: number): boolean {
    const recent = this.recent;
    if (recent === undefined || (hi | lo) === 0) return this.addOrIndex(hi, lo) < 0;
    const home = slotOf(hi, lo);
    const r = (home & (RECENT - 1)) << 1;
    hi |= 0;
    lo |= 0;
    if (recent[r] === hi && recent[r + 1] === lo) return false;
    recent[r] = hi;
    recent[r + 1] = lo;
    return this.insert(hi >>> 0, lo >>> 0, home) < 0;
  }

  /**
   * Adds the fingerprint and returns -1 when it is new (its index is the previous
   * `size`); otherwise the index it was added with, when the set is indexed (0 when not).
   */
  addOrIndex(hi: number, lo: number): number {
    hi >>>= 0;
    lo >>>= 0;
    if (hi === 0 && lo === 0) {
      if (this.hasZero) return this.zeroId;
      this.hasZero = true;
      this.zeroId = this.count++;
      return -1;
    }
    return this.insert(hi, lo, slotOf(hi, lo));
  }

  /** `addOrIndex` of a fingerprint other than zero, its halves unsigned, `home` its `slotOf`. */
  private insert(hi: number, lo: number, home: number): number {
    const slots = this.slots;
    const mask = this.mask;
    const ids = this.ids;
    let i = home & mask;
    for (;;) {
      const at = i << 1;
      const h = slots[at]!;
      const l = slots[at + 1]!;
      if (h === 0 && l === 0) {
        if (this.disk !== undefined && this.disk.has(hi, lo)) return 0;
        slots[at] = hi;
        slots[at + 1] = lo;
        if (ids !== undefined) ids[i] = this.count;
        this.count++;
        if (++this.used > this.growAt) this.grow();
        return -1;
      }
      if (h === hi && l === lo) return ids === undefined ? 0 : ids[i]!;
      i = (i + 1) & mask;
    }
  }

  /** The index the fingerprint was added with (an indexed set in memory), -1 when absent. */
  indexOf(hi: number, lo: number): number {
    hi >>>= 0;
    lo >>>= 0;
    if (hi === 0 && lo === 0) return this.hasZero ? this.zeroId : -1;
    const i = this.slotIndex(hi, lo);
    return i < 0 || this.ids === undefined ? -1 : this.ids[i]!;
  }

  has(hi: number, lo: number): boolean {
    hi >>>= 0;
    lo >>>= 0;
    if (hi === 0 && lo === 0) return this.hasZero;
    return this.slotIndex(hi, lo) >= 0 || (this.disk !== undefined && this.disk.has(hi, lo));
  }

  /** The slot holding a fingerprint other than zero, its halves unsigned; -1 when not in memory. */
  private slotIndex(hi: number, lo: number): number {
    const slots = this.slots;
    const mask = this.mask;
    let i = slotOf(hi, lo) & mask;
    for (;;) {
      const at = i << 1;
      const h = slots[at]!;
      const l = slots[at + 1]!;
      if (h === 0 && l === 0) return -1;
      if (h === hi && l === lo) return i;
      i = (i + 1) & mask;
    }
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    if (this.disk !== undefined && capacity * 8 > this.maxTableBytes) {
      this.flush();
      return;
    }
    const slots = new Uint32Array(capacity * 2);
    const mask = capacity - 1;
    const oldIds = this.ids;
    const ids = oldIds === undefined ? undefined : new Int32Array(capacity);
    for (let at = 0; at < old.length; at += 2) {
      const h = old[at]!;
      const l = old[at + 1]!;
      if (h === 0 && l === 0) continue;
      let i = slotOf(h, l) & mask;
      while (slots[i << 1] !== 0 || slots[(i << 1) + 1] !== 0) i = (i + 1) & mask;
      slots[i << 1] = h;
      slots[(i << 1) + 1] = l;
      if (ids !== undefined) ids[i] = oldIds![at >> 1]!;
    }
    this.slots = slots;
    this.ids = ids;
    this.mask = mask;
    this.growAt = Math.floor(capacity * 0.75);
  }
}

/**
 * The home slot. Real fingerprints are already well mixed, but linear probing
 * degrades badly on structured keys (a weak hash varying one half in small steps
 * packs long runs), so both halves go through a short avalanche first.
 */
export function slotOf(hi: number, lo: number): number {
  let h = Math.imul(hi ^ (hi >>> 16), 0x7feb352d) ^ lo;
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}
