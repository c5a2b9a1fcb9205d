// Alloy integers as two's-complement bit vectors of the command's bit width, least
// significant bit first. Every operation keeps the width and wraps around; the
// `...Overflow` methods give the literal that is true when the exact result does not
// fit the width, which the translation uses for the Analyzer's "prevent overflows"
// (Kodkod's overflow circuits: docs/alloy-solver.md, Integers).

import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";

export type BitVector = readonly Lit[];

export function constant(value: number, width: number): BitVector {
  const bits: Lit[] = new Array<Lit>(width);
  for (let i = 0; i < width; i++) bits[i] = Math.floor(value / 2 ** i) & 1 ? TRUE : FALSE;
  return bits;
}

/** The value of a constant vector read back as a signed integer. */
export function signedValue(bits: readonly boolean[]): number {
  const width = bits.length;
  let v = 0;
  for (let i = 0; i < width; i++) if (bits[i]) v += 2 ** i;
  return bits[width - 1] ? v - 2 ** width : v;
}

export class BitVectors {
  constructor(
    private readonly c: Circuit,
    readonly width: number,
  ) {}

  constant(value: number): BitVector {
    return constant(value, this.width);
  }

  zero(): BitVector {
    return constant(0, this.width);
  }

  add(a: BitVector, b: BitVector, carryIn: Lit = FALSE): BitVector {
    const c = this.c;
    const out: Lit[] = new Array<Lit>(this.width);
    let carry = carryIn;
    for (let i = 0; i < this.width; i++) {
      const x = a[i]!;
      const y = b[i]!;
      const xy = c.xor(x, y);
      out[i] = c.xor(xy, carry);
      carry = c.or(c.and(x, y), c.and(carry, xy));
    }
    return out;
  }

  not(a: BitVector): BitVector {
    return a.map((l) => -l);
  }

  neg(a: BitVector): BitVector {
    return this.add(this.not(a), this.zero(), TRUE);
  }

  sub(a: BitVector, b: BitVector): BitVector {
    return this.add(a, this.not(b), TRUE);
  }

  mul(a: BitVector, b: BitVector): BitVector {
    let acc = this.zero();
    for (let i = 0; i < this.width; i++) {
      const shifted: Lit[] = new Array<Lit>(this.width);
      for (let j = 0; j < this.width; j++) shifted[j] = j < i ? FALSE : this.c.and(a[j - i]!, b[i]!);
      acc = this.add(acc, shifted);
    }
    return acc;
  }

  /** Signed division truncating toward zero and its remainder (sign of the dividend), as Java's `/` and `%`. */
  divRem(a: BitVector, b: BitVector): { quotient: BitVector; remainder: BitVector } {
    const c = this.c;
    const w = this.width;
    const signA = a[w - 1]!;
    const signB = b[w - 1]!;
    const absA = this.muxVector(signA, this.neg(a), a);
    const absB = this.muxVector(signB, this.neg(b), b);
    // Restoring division on w+1 bits so that |−2^(w−1)| fits.
    let rem: Lit[] = new Array<Lit>(w + 1).fill(FALSE);
    const quotient: Lit[] = new Array<Lit>(w).fill(FALSE);
    const divisor = [...absB, FALSE];
    const wide = new BitVectors(c, w + 1);
    for (let i = w - 1; i >= 0; i--) {
      rem = [absA[i]!, ...rem.slice(0, w)];
      const diff = wide.sub(rem, divisor);
      const fits = -diff[w]!; // rem >= divisor (non-negative difference)
      quotient[i] = fits;
      rem = rem.map((r, k) => c.ite(fits, diff[k]!, r));
    }
    const remainder = rem.slice(0, w);
    // Kodkod's non-restoring divider gives 0 / 0 = 0 (and -1 / 1 for other dividends by 0, as this one).
    const zeroByZero = c.and(this.eq(a, this.zero()), this.eq(b, this.zero()));
    const signed = this.muxVector(c.xor(signA, signB), this.neg(quotient), quotient);
    return {
      quotient: this.muxVector(zeroByZero, this.zero(), signed),
      remainder: this.muxVector(signA, this.neg(remainder), remainder),
    };
  }

  /**
   * `<<`, `>>` (arithmetic) and `>>>` (logical) by a variable amount: a barrel shifter with
   * one stage per bit of the amount below ceil(log2(width)), as Kodkod's; the amount's higher
   * bits (and its sign) are ignored, so at width 4 `1 << 4` is 1 (amount taken modulo 4).
   */
  shift(a: BitVector, amount: BitVector, kind: "shl" | "sha" | "shr"): BitVector {
    const c = this.c;
    const w = this.width;
    const fill = kind === "sha" ? a[w - 1]! : FALSE;
    let cur: Lit[] = [...a];
    for (let stage = 0; 2 ** stage < w; stage++) {
      const by = 2 ** stage;
      const s = amount[stage]!;
      const moved: Lit[] = new Array<Lit>(w);
      for (let i = 0; i < w; i++) {
        const from = kind === "shl" ? i - by : i + by;
        const src = from < 0 ? FALSE : from >= w ? fill : cur[from]!;
        moved[i] = c.ite(s, src, cur[i]!);
      }
      cur = moved;
    }
    return cur;
  }

  /**
   * Kodkod's overflow of `a << amount`: for each bit i of the amount (all of them, the sign
   * too), when it is set, some bit pushed out by that stage's 2^i positions differs from its
   * right neighbour, looking at the value shifted by the stages before.
   */
  shlOverflow(a: BitVector, amount: BitVector): Lit {
    const c = this.c;
    const w = this.width;
    let cur: Lit[] = [...a];
    const parts: Lit[] = [];
    const at = (i: number): Lit => (i < 0 ? FALSE : cur[i]!);
    for (let stage = 0; stage < w; stage++) {
      const by = 2 ** stage;
      const s = amount[stage]!;
      for (let x = 0; x < by && x <= w; x++) parts.push(c.and(s, c.xor(at(w - x - 1), at(w - x - 2))));
      if (2 ** stage < w) {
        const moved: Lit[] = new Array<Lit>(w);
        for (let i = 0; i < w; i++) moved[i] = c.ite(s, i < by ? FALSE : cur[i - by]!, cur[i]!);
        cur = moved;
      }
    }
    return c.orAll(parts);
  }

  /** The exact a + b (given the wrapped sum) does not fit: equal signs in, another sign out. */
  addOverflow(a: BitVector, b: BitVector, sum: BitVector): Lit {
    const w = this.width - 1;
    return this.c.and(this.c.iff(a[w]!, b[w]!), this.c.xor(sum[w]!, a[w]!));
  }

  /** The exact a - b does not fit: different signs in, the difference's sign differs from a's. */
  subOverflow(a: BitVector, b: BitVector, difference: BitVector): Lit {
    const w = this.width - 1;
    return this.c.and(this.c.xor(a[w]!, b[w]!), this.c.xor(difference[w]!, a[w]!));
  }

  /** The exact a * b does not fit: its double-width product's high bits are not all the sign. */
  mulOverflow(a: BitVector, b: BitVector): Lit {
    const w = this.width;
    const wide = new BitVectors(this.c, 2 * w);
    const extend = (v: BitVector): BitVector => [...v, ...new Array<Lit>(w).fill(v[w - 1]!)];
    const product = wide.mul(extend(a), extend(b));
    const parts: Lit[] = [];
    for (let i = w; i < 2 * w; i++) parts.push(this.c.xor(product[i - 1]!, product[i]!));
    return this.c.orAll(parts);
  }

  /** Division overflows (Kodkod): by zero, or the smallest integer by -1. */
  divOverflow(a: BitVector, b: BitVector): Lit {
    const min = this.constant(-(2 ** (this.width - 1)));
    return this.c.or(this.eq(b, this.zero()), this.c.and(this.eq(a, min), this.eq(b, this.constant(-1))));
  }

  /** Remainder overflows (Kodkod): by zero only. */
  remOverflow(b: BitVector): Lit {
    return this.eq(b, this.zero());
  }

  eq(a: BitVector, b: BitVector): Lit {
    const parts: Lit[] = new Array<Lit>(this.width);
    for (let i = 0; i < this.width; i++) parts[i] = this.c.iff(a[i]!, b[i]!);
    return this.c.andAll(parts);
  }

  /** Signed a < b. */
  lt(a: BitVector, b: BitVector): Lit {
    const c = this.c;
    const w = this.width;
    // Unsigned comparison with the sign bits swapped, from the least significant bit up.
    let less: Lit = FALSE;
    for (let i = 0; i < w; i++) {
      const x = i === w - 1 ? -a[i]! : a[i]!;
      const y = i === w - 1 ? -b[i]! : b[i]!;
      less = c.ite(c.iff(x, y), less, c.and(-x, y));
    }
    return less;
  }

  lte(a: BitVector, b: BitVector): Lit {
    return -this.lt(b, a);
  }

  muxVector(cond: Lit, then: BitVector, otherwise: BitVector): BitVector {
    const out: Lit[] = new Array<Lit>(then.length);
    for (let i = 0; i < then.length; i++) out[i] = this.c.ite(cond, then[i]!, otherwise[i]!);
    return out;
  }

  /** Number of true literals, wrapping at the width (Alloy's `#`): a balanced adder tree. */
  count(lits: readonly Lit[]): BitVector {
    return this.countWithOverflow(lits).bits;
  }

  /** `#` with the literal that the count exceeds the largest integer (some partial sum overflowed). */
  countWithOverflow(lits: readonly Lit[]): { bits: BitVector; overflow: Lit } {
    const live = lits.filter((l) => l !== FALSE);
    if (live.length === 0) return { bits: this.zero(), overflow: FALSE };
    return this.pairwiseSum(
      live.map((l) => {
        const v: Lit[] = new Array<Lit>(this.width).fill(FALSE);
        v[0] = l;
        return { bits: v, overflow: FALSE };
      }),
    );
  }

  sum(values: readonly BitVector[]): BitVector {
    let acc = this.zero();
    for (const v of values) acc = this.add(acc, v);
    return acc;
  }

  /**
   * Kodkod's sum of a list of integers: neighbours added pairwise, level by level (an odd last one
   * carried up), each addition's overflow or-ed with its operands'. The shape matters: with
   * prevention an overflowing partial sum marks the total even when the total fits.
   */
  pairwiseSum(values: readonly { bits: BitVector; overflow: Lit }[]): { bits: BitVector; overflow: Lit } {
    if (values.length === 0) return { bits: this.zero(), overflow: FALSE };
    let layer = values.slice();
    while (layer.length > 1) {
      const next: { bits: BitVector; overflow: Lit }[] = [];
      for (let i = 0; i + 1 < layer.length; i += 2) next.push(this.plus(layer[i]!, layer[i + 1]!));
      if (layer.length % 2 === 1) next.push(layer[layer.length - 1]!);
      layer = next;
    }
    return layer[0]!;
  }

  /** Kodkod's sum of integers in a fixed order (the `int[e]` cast): halves split at the middle, recursively. */
  splitSum(values: readonly { bits: BitVector; overflow: Lit }[]): { bits: BitVector; overflow: Lit } {
    const go = (low: number, high: number): { bits: BitVector; overflow: Lit } => {
      if (low > high) return { bits: this.zero(), overflow: FALSE };
      if (low === high) return values[low]!;
      const mid = (low + high) >> 1;
      return this.plus(go(low, mid), go(mid + 1, high));
    };
    return go(0, values.length - 1);
  }

  /** a + b with a's and b's overflow literals and the addition's own. */
  plus(
    a: { bits: BitVector; overflow: Lit },
    b: { bits: BitVector; overflow: Lit },
  ): { bits: BitVector; overflow: Lit } {
    const bits = this.add(a.bits, b.bits);
    return { bits, overflow: this.c.orAll([a.overflow, b.overflow, this.addOverflow(a.bits, b.bits, bits)]) };
  }
}
