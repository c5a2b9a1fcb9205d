// 64-bit hashing arithmetic, and nothing else: a stream of 32-bit words folded into
// two 32-bit lanes, finalised into a 64-bit fingerprint given as two unsigned 32-bit
// halves. No BigInt: the seen-set stores the halves in typed arrays, and BigInt keys
// measured several times slower (DEPENDENCIES.md).
//
// The mixing is MurmurHash3's x86 round (Austin Appleby, public domain) run on two
// lanes with different constants, the second lane also absorbing the first, and
// murmur's fmix32 avalanche at the end of each lane. TLC uses a Rabin fingerprint
// with a randomly chosen polynomial, so its fingerprint values are not reproducible
// anyway; what must match TLC is which values get equal fingerprints, and that is
// decided by what each value kind feeds (see `valueFingerprint.ts`).

/** A running hash. Reused across values (see `FpStack`); `reset` starts a new one. */
export class Fp64 {
  h1 = 0;
  h2 = 0;
  words = 0;

  reset(): void {
    this.h1 = 0x9747b28c;
    this.h2 = 0x2b5e7a13;
    this.words = 0;
  }

  /** Feeds one 32-bit word (any JS number; only its low 32 bits count). */
  word(x: number): void {
    let k1 = Math.imul(x, 0xcc9e2d51);
    k1 = (k1 << 15) | (k1 >>> 17);
    k1 = Math.imul(k1, 0x1b873593);
    let h1 = this.h1 ^ k1;
    h1 = (h1 << 13) | (h1 >>> 19);
    h1 = (Math.imul(h1, 5) + 0xe6546b64) | 0;
    this.h1 = h1;

    let k2 = Math.imul(x, 0x85ebca6b);
    k2 = (k2 << 17) | (k2 >>> 15);
    k2 = Math.imul(k2, 0xc2b2ae35);
    let h2 = this.h2 ^ k2;
    h2 = (h2 << 15) | (h2 >>> 17);
    h2 = (h2 + h1) | 0;
    h2 = (Math.imul(h2, 5) + 0x38b34ae5) | 0;
    this.h2 = h2;
    this.words++;
  }

  /** Feeds a string's length and its UTF-16 code units, two per word. */
  text(s: string): void {
    const n = s.length;
    this.word(n);
    let i = 0;
    for (; i + 1 < n; i += 2) this.word(s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16));
    if (i < n) this.word(s.charCodeAt(i));
  }

  /** The high half of the finished fingerprint (call `finish` first). */
  hi = 0;
  /** The low half of the finished fingerprint. */
  lo = 0;

  /** Finalises into `hi` and `lo` (unsigned 32-bit numbers). */
  finish(): void {
    let h1 = this.h1 ^ this.words;
    let h2 = this.h2 ^ this.words;
    h1 = (h1 + h2) | 0;
    h2 = (h2 + h1) | 0;
    h1 = fmix32(h1);
    h2 = fmix32(h2);
    h1 = (h1 + h2) | 0;
    h2 = (h2 + h1) | 0;
    this.hi = h1 >>> 0;
    this.lo = h2 >>> 0;
  }
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/**
 * One `Fp64` per nesting depth, so that fingerprinting a value that contains values
 * not yet fingerprinted needs no allocation once the stack is deep enough.
 */
export class FpStack {
  private readonly hashers: Fp64[] = [];
  private depth = 0;

  /** A reset hasher for the next nesting level; pair with `release`. */
  acquire(): Fp64 {
    let h = this.hashers[this.depth];
    if (h === undefined) {
      h = new Fp64();
      this.hashers.push(h);
    }
    this.depth++;
    h.reset();
    return h;
  }

  release(): void {
    this.depth--;
  }
}
