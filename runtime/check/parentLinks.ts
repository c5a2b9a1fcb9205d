// Per distinct state (by insertion index): the index of the state it was first
// reached from (-1 for an initial state) and its fingerprint. 12 bytes a state in
// typed arrays that double when full; no state is kept, so a trace is rebuilt by
// re-running the spec along the recorded fingerprints (see trace.ts), as TLC does.
//
// With a memory budget (`spillTo`), arrays that would grow beyond it are appended to a
// file of 12-byte records instead (TLC's trace file) and reused for the states that
// follow: the arrays then hold the records from `base` on. Only traces read the file,
// which is appended to and so always copied, never linked, into a checkpoint.

import { closeSync, copyFileSync, openSync, readSync, rmSync, writeSync, fstatSync } from "node:fs";
import { join } from "node:path";

const RECORD = 12;

export class ParentLinks {
  private parents = new Int32Array(1 << 12);
  private fpHi = new Uint32Array(1 << 12);
  private fpLo = new Uint32Array(1 << 12);
  private count = 0;
  /** Index of the first record held in the arrays; those before it are in the file. */
  private base = 0;
  private fd = -1;
  private path = "";
  private maxBytes = Infinity;
  private readonly record = new Int32Array(3);

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.parents.byteLength + this.fpHi.byteLength + this.fpLo.byteLength;
  }

  /** Records on disk. */
  get onDisk(): number {
    return this.base;
  }

  /** From now on, keep the arrays below `maxBytes` and append older records to a file in `dir`. */
  spillTo(dir: string, maxBytes: number): void {
    if (this.fd < 0) {
      this.path = join(dir, "parents.bin");
      this.fd = openSync(this.path, "w+");
    }
    this.maxBytes = maxBytes;
  }

  /** Removes the file. */
  close(): void {
    if (this.fd >= 0) {
      closeSync(this.fd);
      rmSync(this.path, { force: true });
      this.fd = -1;
    }
  }

  /** Records the next distinct state; its index is the previous `size`. */
  push(parent: number, hi: number, lo: number): void {
    if (this.count - this.base === this.parents.length) this.grow();
    const i = this.count++ - this.base;
    this.parents[i] = parent;
    this.fpHi[i] = hi;
    this.fpLo[i] = lo;
  }

  parentOf(i: number): number {
    return i >= this.base ? this.parents[i - this.base]! : this.read(i)[0]!;
  }

  hiOf(i: number): number {
    return i >= this.base ? this.fpHi[i - this.base]! : this.read(i)[1]! >>> 0;
  }

  loOf(i: number): number {
    return i >= this.base ? this.fpLo[i - this.base]! : this.read(i)[2]! >>> 0;
  }

  /** Indices from an initial state to `i`, inclusive. */
  pathTo(i: number): number[] {
    const path: number[] = [];
    for (let k = i; k !== -1; k = this.parentOf(k)) path.push(k);
    return path.reverse();
  }

  /** Writes every record to `file` (a checkpoint). */
  writeAll(file: string): void {
    if (this.fd >= 0) {
      this.flush();
      copyFileSync(this.path, file);
      return;
    }
    const fd = openSync(file, "w");
    try {
      this.writeWindow(fd, 0);
    } finally {
      closeSync(fd);
    }
  }

  /** Reads the records `writeAll` wrote into this empty set of links (the file is adopted when it does not fit). */
  load(file: string, dir: string): void {
    const count = fstatSize(file) / RECORD;
    if (count * RECORD > this.maxBytes) {
      this.spillTo(dir, this.maxBytes);
      closeSync(this.fd);
      rmSync(this.path, { force: true });
      copyFileSync(file, this.path);
      this.fd = openSync(this.path, "r+");
      this.count = this.base = count;
      return;
    }
    const fd = openSync(file, "r");
    const buf = new Int32Array(3 * 4096);
    for (let at = 0; at < count; at += 4096) {
      const n = Math.min(4096, count - at);
      readSync(fd, buf, 0, n * RECORD, at * RECORD);
      for (let k = 0; k < n; k++) this.push(buf[3 * k]!, buf[3 * k + 1]! >>> 0, buf[3 * k + 2]! >>> 0);
    }
    closeSync(fd);
  }

  private read(i: number): Int32Array {
    readSync(this.fd, this.record, 0, RECORD, i * RECORD);
    return this.record;
  }

  /** Appends the records in the arrays to the file (it must be open) and empties the arrays. */
  private flush(): void {
    this.writeWindow(this.fd, this.base);
    this.base = this.count;
  }

  /** Writes the records in the arrays to `fd`, the first at record position `at0`. */
  private writeWindow(fd: number, at0: number): void {
    const n = this.count - this.base;
    const buf = new Int32Array(3 * Math.min(n, 1 << 16));
    for (let at = 0; at < n; at += 1 << 16) {
      const m = Math.min(n - at, 1 << 16);
      for (let k = 0; k < m; k++) {
        buf[3 * k] = this.parents[at + k]!;
        buf[3 * k + 1] = this.fpHi[at + k]!;
        buf[3 * k + 2] = this.fpLo[at + k]!;
      }
      let done = 0;
      while (done < m * RECORD) done += writeSync(fd, buf, done, m * RECORD - done, (at0 + at) * RECORD + done);
    }
  }

  private grow(): void {
    if (this.fd >= 0 && this.bytes * 2 > this.maxBytes) {
      this.flush();
      return;
    }
    const n = this.parents.length * 2;
    const p = new Int32Array(n);
    p.set(this.parents);
    const h = new Uint32Array(n);
    h.set(this.fpHi);
    const l = new Uint32Array(n);
    l.set(this.fpLo);
    this.parents = p;
    this.fpHi = h;
    this.fpLo = l;
  }
}

function fstatSize(file: string): number {
  const fd = openSync(file, "r");
  try {
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}
