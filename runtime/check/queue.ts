// The breadth-first frontier: a FIFO of states, each with its distinct-state index
// (for parent links). Chunked rather than one growing array so that memory follows
// the frontier's size: a chunk is dropped as soon as it has been consumed, and no
// shifting or copying ever happens.
//
// With a spill directory (`spillTo`), a full tail chunk is written to a page file
// (stateCodec.ts) instead of being kept when memory is short (`spillWhen` says so) or
// when pages are already waiting: the FIFO order is then the chunks before the pages,
// the pages in order, and the tail chunk. TLC's DiskStateQueue works the same way with
// its enqueue and dequeue buffers. The checks happen once per chunk, so the per-state
// path is the same with or without a spill directory.
//
// `Canonicalizer` (at the end) makes the states the queue keeps share their equal values: kept
// here rather than in a module of its own (test/cli/startupModules.test.ts caps `check`'s modules).

import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InternTable } from "../values/index.js";
import { Fcn, FcnTuple, Kind, SetEnum, Tuple, type Value } from "../values/kinds.js";
import { FP_DONE } from "../values/valueFingerprint.js";
import type { State } from "./spec.js";
import { ValueReader, ValueWriter } from "./stateCodec.js";

const CHUNK = 4096;

class Chunk {
  readonly states: (State | undefined)[] = new Array<State | undefined>(CHUNK);
  readonly ids = new Int32Array(CHUNK);
  next: Chunk | undefined = undefined;
}

/** Where pages go and when to write one. */
interface Spill {
  readonly dir: string;
  readonly table: InternTable;
  readonly shouldSpill: () => boolean;
  /** Page numbers on disk, oldest first (`first` is the next to read). */
  first: number;
  next: number;
  readonly writer: ValueWriter;
}

export class StateQueue {
  private head: Chunk = new Chunk();
  private tail: Chunk = this.head;
  /** Next slot to read in `head`. */
  private readAt = 0;
  /** Next slot to write in `tail`. */
  private writeAt = 0;
  private count = 0;
  private spill: Spill | undefined;
  /** Pages written since the start (a statistic). */
  pagesWritten = 0;
  /** Index of the state most recently dequeued (read after `dequeue`). */
  lastId = -1;

  get size(): number {
    return this.count;
  }

  /** States held in page files. */
  get onDisk(): number {
    const s = this.spill;
    return s === undefined ? 0 : (s.next - s.first) * CHUNK;
  }

  /**
   * Lets full chunks go to page files in `dir` when `shouldSpill()` says memory is short;
   * `table` interns the strings of the states read back.
   */
  spillTo(dir: string, table: InternTable, shouldSpill: () => boolean): void {
    this.spill ??= { dir, table, shouldSpill, first: 0, next: 0, writer: new ValueWriter(1 << 16) };
  }

  /** Removes the page files. */
  close(): void {
    const s = this.spill;
    if (s === undefined) return;
    for (let p = s.first; p < s.next; p++) rmSync(pagePath(s, p), { force: true });
    s.first = s.next;
  }

  enqueue(state: State, id: number): void {
    if (this.writeAt === CHUNK) this.newTail();
    this.tail.states[this.writeAt] = state;
    this.tail.ids[this.writeAt] = id;
    this.writeAt++;
    this.count++;
  }

  /** The oldest state, its index in `lastId`; undefined when empty. */
  dequeue(): State | undefined {
    if (this.count === 0) return undefined;
    if (this.readAt === CHUNK) this.nextHead();
    const h = this.head;
    const s = h.states[this.readAt]!;
    h.states[this.readAt] = undefined;
    this.lastId = h.ids[this.readAt]!;
    this.readAt++;
    this.count--;
    if (this.count === 0) {
      // Reuse the one remaining chunk from its start.
      this.head = this.tail;
      this.readAt = 0;
      this.writeAt = 0;
      this.head.next = undefined;
    }
    return s;
  }

  /** Writes every queued state with its index, in FIFO order, to `file` (a checkpoint); the queue is unchanged. */
  writeAll(file: string): void {
    const w = new ValueWriter(1 << 16);
    const parts: Uint8Array[] = [];
    const s = this.spill;
    const chunkTo = (c: Chunk, from: number, to: number): void => {
      for (let i = from; i < to; i++) {
        w.uint(c.ids[i]!);
        w.state(c.states[i]!);
      }
    };
    let c: Chunk | undefined = this.head;
    let from = this.readAt;
    if (this.count > 0) {
      // Chunks before the pages (the tail is written last).
      while (c !== this.tail) {
        chunkTo(c!, from, CHUNK);
        from = 0;
        c = c!.next;
      }
      parts.push(w.bytes.slice());
      w.reset();
      if (s !== undefined) for (let p = s.first; p < s.next; p++) parts.push(readFileSync(pagePath(s, p)));
      chunkTo(this.tail, this.head === this.tail ? this.readAt : 0, this.writeAt);
      parts.push(w.bytes.slice());
    }
    writeFileSync(file, Buffer.concat(parts));
  }

  /** Enqueues the states of a file `writeAll` wrote, interning strings in `table`. */
  readAll(file: string, table: InternTable): void {
    const bytes = readFileSync(file);
    const r = new ValueReader(bytes, table);
    while (!r.done) {
      const id = r.uint();
      this.enqueue(r.state(), id);
    }
  }

  private newTail(): void {
    const s = this.spill;
    if (s !== undefined && this.tail !== this.head && (s.next > s.first || s.shouldSpill())) {
      // The full tail becomes a page, and the chunk is reused for what follows.
      const w = s.writer;
      w.reset();
      const t = this.tail;
      for (let i = 0; i < CHUNK; i++) {
        w.uint(t.ids[i]!);
        w.state(t.states[i]!);
        t.states[i] = undefined;
      }
      writeFileSync(pagePath(s, s.next++), w.bytes);
      this.pagesWritten++;
      this.writeAt = 0;
      return;
    }
    const c = new Chunk();
    this.tail.next = c;
    this.tail = c;
    this.writeAt = 0;
  }

  private nextHead(): void {
    const s = this.spill;
    const after = this.head.next;
    if (s !== undefined && after === this.tail && s.next > s.first) {
      // The pages come before the tail chunk.
      const page = pagePath(s, s.first++);
      const r = new ValueReader(readFileSync(page), s.table);
      rmSync(page);
      const c = new Chunk();
      for (let i = 0; i < CHUNK; i++) {
        c.ids[i] = r.uint();
        c.states[i] = r.state();
      }
      c.next = this.tail;
      this.head = c;
    } else this.head = after!;
    this.readAt = 0;
  }
}

function pagePath(s: Spill, page: number): string {
  return join(s.dir, `queue-${page}.bin`);
}

// Hash-consing the values of NEW states (issue 13 item 4).
//
// Different interleavings build equal sub-values as separate objects: on SwarmKit the
// task records of one state's `tasks` set are rebuilt by every action that touches a task,
// and the queued states then hold thousands of copies of the same few hundred records.
// What queued states keep is what each scavenge copies (docs/process.md, "What the
// scavenges copy"), and a record met for the first time costs its first reader a cache
// miss, while a shared one is hot and identity-equal for the operator memos.
//
// So once the seen set says a successor is new (about 1 successor in 5), each variable
// value that is not the parent's very object is walked a few levels down, bottom-up, and
// every sub-value equal to one met before is replaced by that first object (the canonical
// one). The table is keyed by the fingerprints the state's fingerprinting just computed,
// and bounded: past `CAPACITY / 2` entries nothing more is inserted (swarm10's TRAP: a
// table of per-state values keeps them alive past scavenges), and a level whose look-ups
// rarely hit stops inserting (per-state values such as a whole `tasks` set never repeat).
//
// Why a replacement is invisible. Values are immutable; only caches change. Two values are
// merged only when TLC could not tell them apart either:
// - same JavaScript class (Fcn vs StringFcn vs IntervalFcn, Tuple vs FcnTuple with the same
//   `intv`): TLC's RecordValue vs FcnRcdValue, TupleValue vs FcnRcdValue differ in errors;
// - no written-order mark on either (a record whose DOMAIN set is a marking copy or an
//   `@@` HeldDomain, values/intern.ts): TLC would still print its fields as written;
// - both fingerprinted (`fpState` FP_DONE): their written order is gone in TLC too (its
//   fingerprint normalises), and a set's remembered written order is no longer read;
// - the same elements / domain / values, compared by identity once the children were
//   made canonical, else structurally by the same rules (`same`), never by fingerprint alone.
// Identity readers: the invariant skipper (inv7) skips elements identical (===) to the
// parent's: a replacement can only make a new element identical to an EQUAL one the parent's
// invariant already accepted, on pure definitions, so more skips stay sound. Operator memos
// keyed by identity answer for equal arguments only. Fingerprint caches: only FP_DONE values
// are touched, so no `fpOld` chain reads a replaced entry's identity (a value derived from one
// whose entry is replaced reads `fpOld`'s fingerprint, which equals the canonical's).
// Replacing is done in the arrays of the values being walked (elements, values, tuple
// entries) and in the state's own slots: an array shared with another value holds an equal,
// indistinguishable value at that index afterwards, which nothing can observe.

/** Slots of the open-addressing table (a power of two); at most half are filled. */
const CAPACITY = 1 << 16;
/** How deep below a variable's value the walk goes (0: the value itself). */
export const MAX_LEVEL = 3;
/** Look-ups per level before its hit rate is judged, and the rate under which the level stops inserting. */
const WINDOW = 1 << 14;
const MIN_HIT_RATE = 0.1;

/** Whether `v` carries a written-order mark (its DOMAIN set's elements are not its domain: intern.ts `marked`). */
function marked(f: Fcn): boolean {
  const d = f.domainSet;
  return d !== undefined && d.elems !== f.domain;
}

/** The kinds hash-consed: enumerated sets, tuples and functions (records included). */
function consable(v: Value): v is SetEnum | Tuple | Fcn {
  if (typeof v !== "object") return false;
  const k = v.kind;
  return (k === Kind.SetEnum || k === Kind.Tuple || k === Kind.Fcn) && v.fpState === FP_DONE && (k !== Kind.Fcn || !marked(v as Fcn));
}

/**
 * Whether `a` and `b` are the same value TLC could not tell apart: identical, or equal
 * integers/booleans, or hash-consable values of the same class, same fingerprint and the
 * same children by these rules. Strings and model values are one object per name already.
 */
export function same(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (!consable(a) || !consable(b)) return false;
  if (a.constructor !== b.constructor || a.fpHi !== b.fpHi || a.fpLo !== b.fpLo) return false;
  if (a.kind === Kind.Fcn) {
    const f = b as Fcn;
    return sameArrays(a.domain, f.domain) && sameArrays(a.values, f.values);
  }
  if (a instanceof FcnTuple && a.intv !== (b as FcnTuple).intv) return false;
  return sameArrays(a.elems, (b as SetEnum | Tuple).elems);
}

function sameArrays(a: readonly Value[], b: readonly Value[]): boolean {
  if (a === b) return true;
  const n = a.length;
  if (b.length !== n) return false;
  for (let i = 0; i < n; i++) if (!same(a[i]!, b[i]!)) return false;
  return true;
}

export class Canonicalizer {
  private readonly his = new Int32Array(CAPACITY);
  private readonly los = new Int32Array(CAPACITY);
  private readonly values: (Value | undefined)[] = new Array<Value | undefined>(CAPACITY).fill(undefined);
  private size = 0;
  get filled(): number {
    return this.size;
  }
  /** Per level: look-ups, hits (an equal value found, identical or not), replacements (found, not identical). */
  readonly lookups = new Array<number>(MAX_LEVEL + 1).fill(0);
  readonly hits = new Array<number>(MAX_LEVEL + 1).fill(0);
  readonly replaced = new Array<number>(MAX_LEVEL + 1).fill(0);
  /** Per level: children not looked up, being the parent's (`children`). */
  readonly skipped = new Array<number>(MAX_LEVEL + 1).fill(0);
  /** Per level: whether a miss there is inserted (judged after every WINDOW look-ups). */
  private readonly inserting = new Array<boolean>(MAX_LEVEL + 1).fill(true);
  private readonly windowLookups = new Array<number>(MAX_LEVEL + 1).fill(0);
  private readonly windowHits = new Array<number>(MAX_LEVEL + 1).fill(0);

  /** Replaces, in `next`, the values not the parent's very objects by their canonical equals (see the comment above). */
  state(next: State, parent: State): void {
    for (let i = 0; i < next.length; i++) {
      const v = next[i]!;
      if (v === parent[i] || typeof v !== "object") continue;
      const c = this.value(v, 0, parent[i]);
      if (c !== v) (next as Value[])[i] = c;
    }
  }

  /**
   * `v`'s canonical equal, after making its children (down to MAX_LEVEL) canonical. `old`: the
   * value at the same place in the parent state, whose children were made canonical when it was new.
   */
  value(v: Value, level: number, old: Value | undefined): Value {
    if (!consable(v)) return v;
    const mask = CAPACITY - 1;
    const hi = v.fpHi;
    const lo = v.fpLo;
    let at = lo & mask;
    let found: Value | undefined;
    for (;;) {
      const e = this.values[at];
      if (e === undefined) break;
      if (this.his[at] === hi && this.los[at] === lo) {
        found = e;
        break;
      }
      at = (at + 1) & mask;
    }
    this.lookups[level]!++;
    this.windowLookups[level]!++;
    if (found === v) return this.hit(level, v);
    if (found !== undefined && same(v, found)) {
      this.replaced[level]!++;
      return this.hit(level, found);
    }
    if (level < MAX_LEVEL) this.children(v, level + 1, old);
    // An entry of the same fingerprint that is not `same`: a collision, or equal values with a child
    // compared by identity only (a lazy set, a value not fingerprinted): v stays, nothing inserted.
    if (found !== undefined) {
      this.judge(level);
      return v;
    }
    if (this.inserting[level] === true) {
      if (this.size >= CAPACITY >>> 1) {
        this.judge(level);
        return v;
      }
      // The children's insertions may have taken the slot the probe ended at.
      while (this.values[at] !== undefined) at = (at + 1) & mask;
      this.values[at] = v;
      this.his[at] = hi;
      this.los[at] = lo;
      this.size++;
    }
    this.judge(level);
    return v;
  }

  private hit(level: number, v: Value): Value {
    this.hits[level]!++;
    this.windowHits[level]!++;
    this.judge(level);
    return v;
  }

  /** After each WINDOW look-ups at `level`: a level whose look-ups rarely find an equal stops inserting. */
  private judge(level: number): void {
    if (this.windowLookups[level]! < WINDOW) return;
    this.inserting[level] = this.windowHits[level]! >= MIN_HIT_RATE * this.windowLookups[level]!;
    this.windowLookups[level] = 0;
    this.windowHits[level] = 0;
  }

  /**
   * Makes `v`'s elements or values canonical. Those identical to the parent's value's at the same index
   * (or one beside it: a set with one element added or removed) are the parent's, made canonical when
   * the parent was new, and are not looked up again.
   */
  private children(v: SetEnum | Tuple | Fcn, level: number, old: Value | undefined): void {
    const xs = (v.kind === Kind.Fcn ? v.values : v.elems) as Value[];
    let olds: readonly Value[] | undefined;
    if (typeof old === "object" && old.kind === v.kind) olds = old.kind === Kind.Fcn ? old.values : (old as SetEnum | Tuple).elems;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      if (typeof x !== "object") continue;
      let o: Value | undefined;
      if (olds !== undefined) {
        o = olds[i];
        if (x === o || (i > 0 && x === olds[i - 1]) || (i + 1 < olds.length && x === olds[i + 1])) {
          this.skipped[level]!++;
          continue;
        }
      }
      const c = this.value(x, level, o);
      if (c !== x) xs[i] = c;
    }
  }
}
