// Alloy integers as two's-complement bit vectors of the command's bit width, least
// significant bit first. Every operation keeps the width and wraps around on
// overflow, as the Alloy Analyzer does by default (no overflow prevention).

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
    return {
      quotient: this.muxVector(c.xor(signA, signB), this.neg(quotient), quotient),
      remainder: this.muxVector(signA, this.neg(remainder), remainder),
    };
  }

  /** `<<`, `>>` (arithmetic) and `>>>` (logical) by a variable amount: a barrel shifter. */
  shift(a: BitVector, amount: BitVector, kind: "shl" | "sha" | "shr"): BitVector {
    const c = this.c;
    const w = this.width;
    const fill = kind === "sha" ? a[w - 1]! : FALSE;
    let cur: Lit[] = [...a];
    let stage = 0;
    for (; 2 ** stage < w && stage < w; stage++) {
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
    // Any higher amount bit set (or a negative amount) shifts everything out.
    const high: Lit[] = [];
    for (let i = stage; i < w; i++) high.push(amount[i]!);
    const overflow = c.orAll(high);
    return cur.map((l) => c.ite(overflow, kind === "shl" ? FALSE : fill, l));
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
    const live = lits.filter((l) => l !== FALSE);
    if (live.length === 0) return this.zero();
    let layer: BitVector[] = live.map((l) => {
      const v: Lit[] = new Array<Lit>(this.width).fill(FALSE);
      v[0] = l;
      return v;
    });
    while (layer.length > 1) {
      const next: BitVector[] = [];
      for (let i = 0; i + 1 < layer.length; i += 2) next.push(this.add(layer[i]!, layer[i + 1]!));
      if (layer.length % 2 === 1) next.push(layer[layer.length - 1]!);
      layer = next;
    }
    return layer[0]!;
  }

  sum(values: readonly BitVector[]): BitVector {
    let acc = this.zero();
    for (const v of values) acc = this.add(acc, v);
    return acc;
  }
}
