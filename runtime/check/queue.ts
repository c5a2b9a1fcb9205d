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

import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { InternTable } from "../values/index.js";
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
