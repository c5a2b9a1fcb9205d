// The seen set shared by the parallel checker's workers: open addressing with linear
// probing over one SharedArrayBuffer, four Int32 words a slot:
//   status (0 empty, 1 being written, 2 written), fingerprint high half, low half, owner.
// A worker takes an empty slot by compareExchange on its status, writes the fingerprint
// and then publishes it with an atomic store; a reader that meets a slot being written
// waits the few instructions until it is published. No lock is ever held.
//
// `owner` makes the level's result independent of timing. While a level is expanded it
// holds, for a state first reached in this level, the smallest id of the states that
// generated it (lowered with compareExchange): the state one worker would have reached
// it from first, as the frontier is expanded in id order. At the level's end the worker
// that expanded that state keeps the successor, and marks it settled (-1). States
// of earlier levels are settled.
//
// The shared count of entries is added to in batches (`flushCount`), not per insert:
// an atomic add per new state on one cache line that every core writes made the cores
// take that line from each other for every state. A batch is small enough that the
// entries not yet counted cannot fill the slots between HARD_LOAD and full.
//
// Most generated states were generated a moment ago (seen.ts, `recent`), and a look-up in
// a table of millions is a cache miss, which the other core's writes to the same lines make
// worse. So each thread first looks in its own small table of the fingerprints it claimed
// lately, each with the id it claimed it from: after `claim(f, from)` the owner of f is at
// most `from` (or settled), and owners only go down, so a later claim of f from an id not
// below `from` is known to return -1 without reading the shared table. The ids a thread
// claims from only rise within a level (its share in id order; a stolen tail is the
// exception, and an entry of a larger id simply does not answer) and from level to level.
// The small table belongs to this object: a table that moves (a new SharedSeenTable in
// every thread) starts without it, which is what an abandoned level's claims need.
//
// The table never grows while a level runs: the coordinator sizes it before each level
// and, if a level fills it past `HARD_LOAD`, the level is abandoned, the settled states
// are moved to a larger table and the level runs again (claims of an abandoned level
// are the unsettled slots, dropped by the move).

import { slotOf } from "../seen.js";

export const SETTLED = -1;
const WORDS = 4;
/** A level that fills the table past this share is abandoned and rerun on a larger one. */
export const HARD_LOAD = 0.85;

/** Control words shared beside the table. */
export const enum Control {
  /** Entries in the table, counted in batches (`flushCount`; alone in its cache line). */
  Count = 0,
  /** Non-zero when a worker found the table too full: every worker stops the level. */
  Abandon = 16,
  /** The smallest id of a frontier state whose expansion stopped the search (workers skip larger ones). */
  StopAt = 17,
  /**
   * Non-zero when an invariant checked as a new state was claimed failed or could not be
   * evaluated: then every worker checks its kept states again in `resolve`, in the
   * one-worker order (levelExpander.ts). Cleared before each level.
   */
  Recheck = 18,
  Words = 32,
}

/** Threads that may insert at once without the uncounted entries filling the table (see `batch`). */
const MAX_THREADS = 256;
/** The largest batch of inserts counted with one atomic add. */
const MAX_BATCH = 64;

/**
 * Entries of a thread's table of recent claims (three Int32 words each: 48 KB, within the
 * core's own caches). seen.ts found 4,096 the best size for its own recent table.
 */
const RECENT = 1 << 12;
/** An id no claim is made from: the `from` word of an empty entry of the recent table. */
const NO_ID = 0x7fffffff;

/** The load a table is sized for; a level that fills it past HARD_LOAD runs again on a larger one. */
export const PLANNED_LOAD = 0.67;

export class SharedSeenTable {
  readonly words: Int32Array;
  readonly control: Int32Array;
  readonly capacity: number;
  private readonly mask: number;
  private readonly hardLimit: number;
  /** Inserts counted with one atomic add: MAX_THREADS batches fit between HARD_LOAD and full. */
  private readonly batch: number;
  /** This thread's inserts not yet added to the shared count. */
  private uncounted = 0;
  /** Whether the last `claim` that returned a slot took an empty one (the state is new to the table). */
  created = false;
  /** This thread's recent claims by home slot modulo RECENT: fingerprint halves and the id claimed from (see above). */
  private readonly recent = new Int32Array(3 * RECENT).fill(NO_ID);

  constructor(
    readonly buffer: SharedArrayBuffer,
    readonly controlBuffer: SharedArrayBuffer,
  ) {
    this.words = new Int32Array(buffer);
    this.control = new Int32Array(controlBuffer);
    this.capacity = this.words.length / WORDS;
    this.mask = this.capacity - 1;
    this.hardLimit = Math.floor(this.capacity * HARD_LOAD);
    this.batch = Math.max(1, Math.min(MAX_BATCH, Math.floor((this.capacity - this.hardLimit) / MAX_THREADS)));
  }

  /** A table with room for at least `entries` at PLANNED_LOAD (a power of two of slots). */
  static create(entries: number, controlBuffer?: SharedArrayBuffer): SharedSeenTable {
    let capacity = 1 << 12;
    while (capacity * PLANNED_LOAD < entries) capacity *= 2;
    const control = controlBuffer ?? new SharedArrayBuffer(Control.Words * 4);
    const table = new SharedSeenTable(new SharedArrayBuffer(capacity * WORDS * 4), control);
    Atomics.store(table.control, Control.Count, 0);
    Atomics.store(table.control, Control.StopAt, 0x7fffffff);
    return table;
  }

  /** Entries in the table, once every thread inserting has called `flushCount`. */
  get size(): number {
    return Atomics.load(this.control, Control.Count);
  }

  /** Adds this thread's uncounted inserts to the shared count; false when that fills the table past HARD_LOAD (the level is abandoned). */
  flushCount(): boolean {
    const n = this.uncounted;
    if (n === 0) return true;
    this.uncounted = 0;
    if (Atomics.add(this.control, Control.Count, n) + n > this.hardLimit) {
      Atomics.store(this.control, Control.Abandon, 1);
      return false;
    }
    return true;
  }

  /**
   * Records that the frontier state `from` generated the state with this fingerprint.
   * Returns the slot when `from` is now its owner (the state is new, or `from` is
   * smaller than its previous owner); -1 otherwise (known, or owned by a smaller id).
   * Returns -2 when the table is too full: the level is abandoned.
   */
  claim(hi: number, lo: number, from: number): number {
    // The words are signed: compare the halves as int32.
    hi |= 0;
    lo |= 0;
    const home = slotOf(hi, lo);
    const recent = this.recent;
    const r = 3 * (home & (RECENT - 1));
    if (recent[r] === hi && recent[r + 1] === lo && recent[r + 2]! <= from) return -1;
    recent[r] = hi;
    recent[r + 1] = lo;
    recent[r + 2] = from;
    const w = this.words;
    let i = home & this.mask;
    for (;;) {
      const at = i * WORDS;
      let status = Atomics.load(w, at);
      if (status === 0) {
        if (Atomics.compareExchange(w, at, 0, 1) === 0) {
          w[at + 1] = hi;
          w[at + 2] = lo;
          w[at + 3] = from;
          Atomics.store(w, at, 2);
          this.created = true;
          if (++this.uncounted >= this.batch && !this.flushCount()) return -2;
          return i;
        }
        status = Atomics.load(w, at);
      }
      while (status === 1) status = Atomics.load(w, at);
      if (w[at + 1] === hi && w[at + 2] === lo) {
        for (;;) {
          const owner = Atomics.load(w, at + 3);
          if (owner === SETTLED || owner <= from) return -1;
          if (Atomics.compareExchange(w, at + 3, owner, from) === owner) {
            this.created = false;
            return i;
          }
        }
      }
      i = (i + 1) & this.mask;
    }
  }

  ownerOf(slot: number): number {
    return Atomics.load(this.words, slot * WORDS + 3);
  }

  settle(slot: number): void {
    Atomics.store(this.words, slot * WORDS + 3, SETTLED);
  }

  /** Adds a settled entry (initial states, moving to a larger table); false when it was there. */
  addSettled(hi: number, lo: number): boolean {
    return this.claim(hi, lo, SETTLED) >= 0;
  }

  /** A table with room for `entries` holding this one's settled entries (called between levels). */
  grownTo(entries: number): SharedSeenTable {
    const next = SharedSeenTable.create(entries, this.controlBuffer);
    this.copySettled(next, 0, 1);
    Atomics.store(this.control, Control.Abandon, 0);
    return next;
  }

  /**
   * Adds the settled entries of part `part` of `parts` of this table's slots to `into` (a larger
   * table made by `create`, sharing this one's control words), and counts them. Threads may copy
   * the parts at once: `into` takes concurrent inserts as it does during a level.
   */
  copySettled(into: SharedSeenTable, part: number, parts: number): void {
    const w = this.words;
    const end = Math.floor((this.capacity * (part + 1)) / parts) * WORDS;
    for (let at = Math.floor((this.capacity * part) / parts) * WORDS; at < end; at += WORDS) {
      if (w[at] === 2 && w[at + 3] === SETTLED) into.addSettled(w[at + 1]!, w[at + 2]!);
    }
    into.flushCount();
  }
}
