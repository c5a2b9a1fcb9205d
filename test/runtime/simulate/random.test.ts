// The simulator's PRNG against the published reference outputs of SplitMix64 and
// xoshiro128**, and its bounded integers for bias.

import test from "ava";
import { SplitMix64, Xoshiro128 } from "../../../runtime/simulate/random.js";

test("SplitMix64 from seed 0 gives the reference outputs", (t) => {
  const g = new SplitMix64(0n);
  t.deepEqual([g.next(), g.next(), g.next()], [0xe220a8397b1dcdafn, 0x6e789e6aa1b965f4n, 0x06c45d188009454fn]);
});

test("xoshiro128** from the state (1, 2, 3, 4) gives the reference outputs", (t) => {
  const g = Xoshiro128.fromState(1, 2, 3, 4);
  t.deepEqual(
    Array.from({ length: 6 }, () => g.nextUint32()),
    [11520, 0, 5927040, 70819200, 2031721883, 1637235492],
  );
});

test("equal seeds give equal streams, different seeds different ones", (t) => {
  const stream = (seed: number): number[] => {
    const g = new Xoshiro128(seed);
    return Array.from({ length: 8 }, () => g.nextUint32());
  };
  t.deepEqual(stream(12345), stream(12345));
  t.notDeepEqual(stream(12345), stream(12346));
  t.notDeepEqual(stream(0), stream(1));
});

test("below(n) stays in range and is close to uniform", (t) => {
  const g = new Xoshiro128(7);
  for (const n of [1, 2, 3, 7, 1000, 2 ** 32]) {
    for (let i = 0; i < 1000; i++) {
      const x = g.below(n);
      if (!(Number.isInteger(x) && x >= 0 && x < n)) return t.fail(`below(${n}) gave ${x}`);
    }
  }
  const counts = new Array<number>(6).fill(0);
  const draws = 60000;
  for (let i = 0; i < draws; i++) counts[g.below(6)]!++;
  // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
  const expected = draws / 6;
  const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  t.true(chi2 < 20.5, `chi-square ${chi2} for ${counts.join(", ")}`);
});
