// The simulator's one source of randomness: xoshiro128** (Blackman and Vigna,
// https://prng.di.unimi.it/), 128 bits of state in four 32-bit words, so that every
// operation is a 32-bit integer operation V8 runs without allocating. Its state is
// filled from the user's seed by SplitMix64, the seeding the authors recommend (a
// seed of 0 or 1 still gives a well-mixed state). Same seed, same numbers, on every
// platform: a simulation is reproduced by giving its seed again.

import { randomInt } from "node:crypto";

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 (Steele, Lea and Flood): a 64-bit generator used only to fill the state. */
export class SplitMix64 {
  private x: bigint;

  constructor(seed: bigint) {
    this.x = BigInt.asUintN(64, seed);
  }

  next(): bigint {
    this.x = (this.x + 0x9e3779b97f4a7c15n) & MASK64;
    let z = this.x;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  }
}

export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** The generator in exactly this state (for tests against the reference vectors). */
  static fromState(s0: number, s1: number, s2: number, s3: number): Xoshiro128 {
    const g = new Xoshiro128(0);
    g.s0 = s0 >>> 0;
    g.s1 = s1 >>> 0;
    g.s2 = s2 >>> 0;
    g.s3 = s3 >>> 0;
    return g;
  }

  /** @param seed a non-negative safe integer */
  constructor(seed: number) {
    const mix = new SplitMix64(BigInt(seed));
    const a = mix.next();
    const b = mix.next();
    this.s0 = Number(a & 0xffffffffn);
    this.s1 = Number(a >> 32n);
    this.s2 = Number(b & 0xffffffffn);
    this.s3 = Number(b >> 32n);
    // The all-zero state is xoshiro's one fixed point; SplitMix64 never gives it, but be sure.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** The next 32 random bits as an unsigned integer. */
  nextUint32(): number {
    const s1 = this.s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /**
   * A uniformly distributed integer in [0, n), 1 <= n <= 2^32: rejection of the top
   * `2^32 mod n` values removes the bias of a plain remainder.
   */
  below(n: number): number {
    if (n <= 1) return 0;
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

export { MAX_SEED } from "./limits.js";

/** A fresh seed for a run the user gave none (printed, so the run can be repeated). */
export function freshSeed(): number {
  return randomInt(0, 2 ** 48 - 1);
}
