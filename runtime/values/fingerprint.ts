// 64-bit hashing arithmetic, and nothing else: a stream of 32-bit words folded into
// two 32-bit lanes, finalised into a 64-bit fingerprint given as two signed 32-bit
// halves (`>>> 0` makes them the unsigned halves the seen set stores); four words
// hashed without an object (`mix4`); and an invertible 64-bit mixer (`seal`). No BigInt: the seen-set stores the halves in typed arrays, and BigInt keys
// measured several times slower (DEPENDENCIES.md).
//
// The mixing is MurmurHash3's x86 round (Austin Appleby, public domain) run on two
// lanes with different constants, the second lane also absorbing the first, and
// murmur's fmix32 avalanche at the end of each lane. TLC uses a Rabin fingerprint
// with a randomly chosen polynomial, so its fingerprint values are not reproducible
// anyway; what must match TLC is which values get equal fingerprints, and that is
// decided by what each value kind feeds (see `valueFingerprint.ts`).

/** The high and low halves (signed) written by `mix4`, `seal`, `unseal` (and `Fp64.finish`). */
export let outHi = 0;
export let outLo = 0;

/** A running hash. Reused across values (see `FpStack`); `reset` starts a new one. */
export class Fp64 {
  h1 = 0;
  h2 = 0;
  words = 0;

  reset(): void {
    this.h1 = SEED1;
    this.h2 = SEED2;
    this.words = 0;
  }

  /** Feeds one 32-bit word (any JS number; only its low 32 bits count). */
  word(x: number): void {
    const h1 = lane1(this.h1, x);
    this.h1 = h1;
    this.h2 = lane2(this.h2, h1, x);
    this.words++;
  }

  /** Feeds `x`, then `y` (a value's two words: a tag and a primitive, or fingerprint halves). */
  pair(x: number, y: number): void {
    const a = lane1(this.h1, x);
    const b = lane2(this.h2, a, x);
    const h1 = lane1(a, y);
    this.h1 = h1;
    this.h2 = lane2(b, h1, y);
    this.words += 2;
  }

  /** Feeds a string's length and its UTF-16 code units, two per word. */
  text(s: string): void {
    const n = s.length;
    this.word(n);
    let i = 0;
    for (; i + 1 < n; i += 2) this.word(s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16));
    if (i < n) this.word(s.charCodeAt(i));
  }

  /** The high half of the finished fingerprint (call `finish` first), as a signed 32-bit integer. */
  hi = 0;
  /** The low half of the finished fingerprint, signed. */
  lo = 0;

  /** Finalises into `hi` and `lo`. */
  finish(): void {
    finishLanes(this.h1, this.h2, this.words);
    this.hi = outHi;
    this.lo = outLo;
  }
}

/**
 * Hashes four 32-bit words into 64 bits (`outHi`, `outLo`): what `Fp64` gives for the
 * same four words, without an object. The hash of one (key, value) entry of a function
 * or of one variable of a state.
 */
export function mix4(a: number, b: number, c: number, d: number): void {
  let h1 = lane1(SEED1, a);
  let h2 = lane2(SEED2, h1, a);
  h1 = lane1(h1, b);
  h2 = lane2(h2, h1, b);
  h1 = lane1(h1, c);
  h2 = lane2(h2, h1, c);
  h1 = lane1(h1, d);
  h2 = lane2(h2, h1, d);
  finishLanes(h1, h2, 4);
}

/**
 * The two lanes after absorbing the words (`tag`, i) for i = 0 .. count - 1, at 2i and
 * 2i + 1: `mix2` then finishes `mix4(tag, i, c, d)` absorbing two words instead of four.
 * Most four-word hashes begin with a tag and a small integer (a tuple index, an integer
 * key, a variable's number), which is half of `mix4`'s mixing rounds.
 */
export function pairPrefixes(tag: number, count: number): Int32Array {
  const out = new Int32Array(2 * count);
  const a = lane1(SEED1, tag);
  const b = lane2(SEED2, a, tag);
  for (let i = 0; i < count; i++) {
    const h1 = lane1(a, i);
    out[2 * i] = h1;
    out[2 * i + 1] = lane2(b, h1, i);
  }
  return out;
}

/** Writes at `out[2i]`, `out[2i + 1]` the lanes after absorbing the words `a`, `b`: `mix2(out, i, c, d)` is then `mix4(a, b, c, d)`. */
export function pairPrefixInto(out: Int32Array, i: number, a: number, b: number): void {
  let h1 = lane1(SEED1, a);
  let h2 = lane2(SEED2, h1, a);
  h1 = lane1(h1, b);
  out[2 * i] = h1;
  out[2 * i + 1] = lane2(h2, h1, b);
}

/** `mix4(tag, i, c, d)` given the lanes `pairPrefixes(tag, _)` holds for i, at `prefixes[2i]`. */
export function mix2(prefixes: Int32Array, i: number, c: number, d: number): void {
  let h1 = prefixes[2 * i]!;
  let h2 = prefixes[2 * i + 1]!;
  h1 = lane1(h1, c);
  h2 = lane2(h2, h1, c);
  h1 = lane1(h1, d);
  h2 = lane2(h2, h1, d);
  finishLanes(h1, h2, 4);
}

/** Murmur's finalisation of both lanes after `words` words, into `outHi`, `outLo`. */
function finishLanes(h1: number, h2: number, words: number): void {
  h1 ^= words;
  h2 ^= words;
  h1 = (h1 + h2) | 0;
  h2 = (h2 + h1) | 0;
  h1 = fmix32(h1);
  h2 = fmix32(h2);
  h1 = (h1 + h2) | 0;
  outHi = h1;
  outLo = (h2 + h1) | 0;
}

const SEED1 = 0x9747b28c | 0;
const SEED2 = 0x2b5e7a13 | 0;

/** `Fp64.word`'s first lane: absorbs `x` into `h1`. */
function lane1(h1: number, x: number): number {
  let k1 = Math.imul(x, 0xcc9e2d51);
  k1 = (k1 << 15) | (k1 >>> 17);
  k1 = Math.imul(k1, 0x1b873593);
  h1 ^= k1;
  h1 = (h1 << 13) | (h1 >>> 19);
  return (Math.imul(h1, 5) + 0xe6546b64) | 0;
}

/** `Fp64.word`'s second lane: absorbs `x` and the first lane's new `h1` into `h2`. */
function lane2(h2: number, h1: number, x: number): number {
  let k2 = Math.imul(x, 0x85ebca6b);
  k2 = (k2 << 17) | (k2 >>> 15);
  k2 = Math.imul(k2, 0xc2b2ae35);
  h2 ^= k2;
  h2 = (h2 << 15) | (h2 >>> 17);
  h2 = (h2 + h1) | 0;
  return (Math.imul(h2, 5) + 0x38b34ae5) | 0;
}

// A three-round Feistel network on the two halves, each round function murmur's fmix32
// of the other half plus a round constant: every output bit depends on every input bit,
// and it is a bijection, so it adds no collision and `unseal` recovers the sums a
// fingerprint was sealed from (valueFingerprint.ts derives an EXCEPT's fingerprint from them).
const R0 = 0x3c6ef372 | 0;
const R1 = 0xa54ff53a | 0;
const R2 = 0x510e527f | 0;

/** Mixes the 64 bits (a, b) into `outHi`, `outLo`; `unseal` undoes it. */
export function seal(a: number, b: number): void {
  a ^= fmix32((b + R0) | 0);
  b ^= fmix32((a + R1) | 0);
  a ^= fmix32((b + R2) | 0);
  outHi = a | 0;
  outLo = b | 0;
}

/** The (a, b) that `seal` maps to (hi, lo), in `outHi`, `outLo`. */
export function unseal(hi: number, lo: number): void {
  hi ^= fmix32((lo + R2) | 0);
  lo ^= fmix32((hi + R1) | 0);
  hi ^= fmix32((lo + R0) | 0);
  outHi = hi | 0;
  outLo = lo | 0;
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
