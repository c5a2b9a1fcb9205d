// The on-disk part of a fingerprint set that outgrew its memory budget (TLC's DiskFPSet):
// one file of fingerprints sorted ascending, with an in-memory index holding the first
// fingerprint of every page, so that a lookup is a binary search of the index, one read
// of one page, and a binary search of that page. When the in-memory table is full, its
// entries are sorted and merged with the file into a new file that replaces it; the file
// is never changed in place, so a checkpoint may link it instead of copying it.
//
// A fingerprint is stored as one little-endian 64-bit word (low half first), which lets
// a BigUint64Array view sort a batch natively; no BigInt value is ever made.

import { closeSync, linkSync, copyFileSync, openSync, readSync, rmSync, writeSync, fstatSync } from "node:fs";
import { join } from "node:path";

/** Fingerprints per page: one 4 KB read per lookup. */
const PAGE = 512;
/** Fingerprints per read or write while merging (8 MB). */
const BLOCK = 1 << 20;

export class SortedFingerprintFile {
  private fd = -1;
  private path = "";
  private generation = 0;
  private count = 0;
  /** First fingerprint of every page, as (hi, lo) pairs. */
  private index: Uint32Array = new Uint32Array(0);
  private readonly page = new Uint32Array(PAGE * 2);

  constructor(private readonly dir: string) {}

  get size(): number {
    return this.count;
  }

  /** The file holding every fingerprint in order (empty when none was flushed). */
  get file(): string {
    return this.path;
  }

  has(hi: number, lo: number): boolean {
    const n = this.count;
    if (n === 0) return false;
    const index = this.index;
    // The last page whose first fingerprint is <= (hi, lo).
    let a = 0;
    let b = index.length / 2 - 1;
    if (less(hi, lo, index[0]!, index[1]!)) return false;
    while (a < b) {
      const m = (a + b + 1) >>> 1;
      if (less(hi, lo, index[2 * m]!, index[2 * m + 1]!)) b = m - 1;
      else a = m;
    }
    const first = a * PAGE;
    const len = Math.min(PAGE, n - first);
    const page = this.page;
    readSync(this.fd, page, 0, len * 8, first * 8);
    let lo2 = 0;
    let hi2 = len - 1;
    while (lo2 <= hi2) {
      const m = (lo2 + hi2) >>> 1;
      const h = page[2 * m + 1]!;
      const l = page[2 * m]!;
      if (h === hi && l === lo) return true;
      if (h < hi || (h === hi && l < lo)) lo2 = m + 1;
      else hi2 = m - 1;
    }
    return false;
  }

  /**
   * Merges `batch` (little-endian 64-bit fingerprints as [lo, hi] pairs, sorted ascending,
   * none already in the file) into a new file that replaces the old one.
   */
  merge(batch: Uint32Array): void {
    const target = join(this.dir, `fingerprints-${++this.generation}.bin`);
    const out = openSync(target, "w");
    const total = this.count + batch.length / 2;
    const index = new Uint32Array(Math.ceil(total / PAGE) * 2);
    const outBuf = new Uint32Array(BLOCK * 2);
    const inBuf = new Uint32Array(BLOCK * 2);
    let outAt = 0;
    let written = 0;
    let inLen = 0;
    let inAt = 0;
    let fileRead = 0;
    let b = 0;
    const refill = (): void => {
      const take = Math.min(BLOCK, this.count - fileRead);
      if (take > 0) readSync(this.fd, inBuf, 0, take * 8, fileRead * 8);
      fileRead += take;
      inLen = take;
      inAt = 0;
    };
    const emit = (lo: number, hi: number): void => {
      if (written % PAGE === 0) {
        index[(written / PAGE) * 2] = hi;
        index[(written / PAGE) * 2 + 1] = lo;
      }
      outBuf[outAt++] = lo;
      outBuf[outAt++] = hi;
      written++;
      if (outAt === outBuf.length) {
        writeAll(out, outBuf, outAt);
        outAt = 0;
      }
    };
    refill();
    while (inAt < inLen || b < batch.length) {
      const fromFile =
        inAt < inLen && (b >= batch.length || less(inBuf[2 * inAt + 1]!, inBuf[2 * inAt]!, batch[b + 1]!, batch[b]!));
      if (fromFile) {
        emit(inBuf[2 * inAt]!, inBuf[2 * inAt + 1]!);
        if (++inAt === inLen) refill();
      } else {
        emit(batch[b]!, batch[b + 1]!);
        b += 2;
      }
    }
    writeAll(out, outBuf, outAt);
    this.replace(out, target, total, index);
  }

  /** Takes `file` (sorted fingerprints, as `merge` writes them) as the whole disk part. */
  adopt(file: string): void {
    const target = join(this.dir, `fingerprints-${++this.generation}.bin`);
    linkOrCopy(file, target);
    const fd = openSync(target, "r");
    const total = fstatSync(fd).size / 8;
    const index = new Uint32Array(Math.ceil(total / PAGE) * 2);
    const one = new Uint32Array(2);
    for (let p = 0; p * PAGE < total; p++) {
      readSync(fd, one, 0, 8, p * PAGE * 8);
      index[2 * p] = one[1]!;
      index[2 * p + 1] = one[0]!;
    }
    this.replace(fd, target, total, index);
  }

  /** Removes the file. */
  close(): void {
    if (this.fd >= 0) {
      closeSync(this.fd);
      rmSync(this.path, { force: true });
    }
    this.fd = -1;
    this.count = 0;
    this.index = new Uint32Array(0);
  }

  private replace(fd: number, path: string, count: number, index: Uint32Array): void {
    this.close();
    // Reopen read-only: the handle `merge` wrote through is write-only.
    closeSync(fd);
    this.fd = openSync(path, "r");
    this.path = path;
    this.count = count;
    this.index = index;
  }
}

/** (h1, l1) < (h2, l2) as unsigned 64-bit numbers. */
function less(h1: number, l1: number, h2: number, l2: number): boolean {
  return h1 < h2 || (h1 === h2 && l1 < l2);
}

function writeAll(fd: number, buf: Uint32Array, words: number): void {
  let done = 0;
  const bytes = words * 4;
  while (done < bytes) done += writeSync(fd, buf, done, bytes - done);
}

/** A hard link when source and target share a file system (the file is never changed), else a copy. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Sorts `pairs` ([lo, hi] little-endian 64-bit words) ascending, in place. */
export function sortFingerprints(pairs: Uint32Array): void {
  new BigUint64Array(pairs.buffer, pairs.byteOffset, pairs.length / 2).sort();
}
