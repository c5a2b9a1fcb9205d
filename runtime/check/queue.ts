// The breadth-first frontier: a FIFO of states, each with its distinct-state index
// (for parent links). Chunked rather than one growing array so that memory follows
// the frontier's size: a chunk is dropped as soon as it has been consumed, and no
// shifting or copying ever happens.

import type { State } from "./spec.js";

const CHUNK = 4096;

class Chunk {
  readonly states: (State | undefined)[] = new Array<State | undefined>(CHUNK);
  readonly ids = new Int32Array(CHUNK);
  next: Chunk | undefined = undefined;
}

export class StateQueue {
  private head: Chunk = new Chunk();
  private tail: Chunk = this.head;
  /** Next slot to read in `head`. */
  private readAt = 0;
  /** Next slot to write in `tail`. */
  private writeAt = 0;
  private count = 0;
  /** Index of the state most recently dequeued (read after `dequeue`). */
  lastId = -1;

  get size(): number {
    return this.count;
  }

  enqueue(state: State, id: number): void {
    if (this.writeAt === CHUNK) {
      const c = new Chunk();
      this.tail.next = c;
      this.tail = c;
      this.writeAt = 0;
    }
    this.tail.states[this.writeAt] = state;
    this.tail.ids[this.writeAt] = id;
    this.writeAt++;
    this.count++;
  }

  /** The oldest state, its index in `lastId`; undefined when empty. */
  dequeue(): State | undefined {
    if (this.count === 0) return undefined;
    if (this.readAt === CHUNK) {
      this.head = this.head.next!;
      this.readAt = 0;
    }
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
}
