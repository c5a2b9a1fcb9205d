// TLC's own hashing of values, which Java collections inside TLC's Java overrides see:
// `Value.hashCode()` is the value's FP64 fingerprint (`tlc2.util.FP64`, a Rabin
// fingerprint modulo one of FP64's 131 irreducible polynomials, the one TLC's `-fp`
// option picks) folded to 32 bits, high word xor low word. Only the layouts of
// SVG!NodesOfDirectedMultiGraph (jungrapht keeps vertices in HashSets) and the node ids
// of GraphViz!DotDiGraph (the fingerprints themselves) need it, so it
// is written for clarity with BigInt, not speed. Not tla2ts's state fingerprint
// (fingerprint.ts), which never has to equal TLC's. Also here: the iteration order of a
// Java HashSet of such values (`javaHashOrder`).
//
// What each value kind feeds (TLC's fingerPrint methods; kind bytes from ValueConstants):
// - Boolean: byte 0, then the character 't' or 'f';
// - integer: byte 1, then the int's four bytes, low first;
// - string: byte 3, its length as an int, then each UTF-16 unit's low byte;
// - model value: byte 21, then the int token of its name in TLC's intern table, which
//   tla2ts knows for the names its compiler seeds from the cfg file (`TlcTokens`, the
//   run's InternTable): other model values have no hash here (`UnknownHash`);
// - set (every representation, intervals included): byte 5, its size, then the elements
//   in TLC's order;
// - function, tuple or record: byte 9, its size, then key and value for each entry in
//   domain order (tuple indices and record field names fingerprinted as the integer or
//   string they are).

import { Kind, type Value } from "./kinds.js";
import { forceFcn } from "./lazyFcn.js";
import { expand } from "./sets.js";

/** Where TLC's intern token of a model value's name comes from: the run's InternTable. */
export interface TlcTokens {
  /** TLC's token for `name`, or undefined where tla2ts does not know it. */
  tlcToken(name: string): number | undefined;
}

/** A value whose TLC hash code is not modelled here; `what` names it. */
export class UnknownHash extends Error {
  constructor(readonly what: string) {
    super(`TLC's hash code of ${what} is not modelled`);
  }
}

/** FP64.Polys: TLC's irreducible polynomials, `-fp N` picks entry N. */
const POLYS = [
  "911498AE0E66BAD6", "da8a0ba66dae0181", "c02f176b8f268d9f", "d617bb1220fc7812", "c6fd951ad34f9f74", "dd1897bd991704d4",
  "f5394c541cbfd343", "b1dded37b5c7b8f7", "b713ff61039dc632", "dfb340cb2fb03d43", "bc3e7e4c5ecb76a3", "dbb4b1349cd7058a",
  "f53e9dcb9e915cdf", "ca5f58e90dd01848", "80e7ff4406891aa1", "ab541bf881fa8571", "bf274e07ac5499d5", "939b1ea933040a4e",
  "b791a595448d75b1", "8bf88d6ef85563a2", "ecb33ec339513a53", "fa2d3e722db5208a", "b4e2058aac479d24", "afbd6474e7213b82",
  "98c1694d14ffaeef", "e188fb5c0a125e24", "fa71cc3865487d80", "891135f7c1c94569", "cf77cdd16d22e3e6", "eb5e3a1d2e2bb4b5",
  "92f7f5b69cd00c55", "a9fbbe40ca3b9ae9", "84a7b33d85295bde", "ebd4680dbb6fdee2", "a31fc46a0583b4d0", "a792c94f15de3e49",
  "d9d60a9feff4521a", "9227ba31dfdda04b", "fb4c89c607ce162d", "a89b3b2e01479cc0", "b35a0c2a28b89f7d", "91d0b700b99d9ec2",
  "f0646bbda05020b0", "cb5d5f63ce043056", "d276b6a04f42a1b8", "bc1a7a7dbfeb47a3", "e138acff7a963036", "ed860223c1557ee7",
  "9b2491e980150ab6", "e7e03dd8a5b4e59e", "aaa3f5eac516783c", "fe78cc267a724180", "c22519a21edfac64", "cdb2941933fec60f",
  "c5f485551ef38aa1", "a19293d250bd3335", "a4d4c215a50b7afe", "c1155176406a5070", "ecadaa8200e123ec", "bacfe629d58b2f08",
  "ded991082148cb42", "9a0ccbe5deaa88db", "9a83246f342061bb", "b71482842297ab05", "f2407eeb997592bd", "b7b43d4b5c4c4bcc",
  "b339a2568221ffe7", "db4b6b379446ef9e", "e43c205bb5c0b2b6", "e8e1d141f19d6db0", "d19e8710a4ea1c86", "9704cecfa8d6d07b",
  "b0a35716162c3f26", "a2a68c0cf56390ac", "e4a74bc601c95b46", "e668fff675595e56", "e0ea77ebe06fabbb", "a8bb94f585279523",
  "beb667b42b684f21", "d7b65410189e28af", "85722037beffc5b9", "e7e7c5f773426204", "a5fd0cc8e060c6f4", "b8f91ee9065dcf95",
  "b4047008040f8b50", "ecb9ab6291c8cfcc", "e08bb9b70caad6df", "d6e086a301d95d56", "f6a808f5f3fb9da3", "fa74b8a8ef86fbc5",
  "a0b6b33ba9e6381c", "8c78703427873dbb", "c5516ea423011021", "b075cce8528ae7e2", "92e4a37979e2b13b", "afc9ab000ed81026",
  "f1873f2a861a518a", "f885d6b35770192c", "d2a82f27f71f5f7e", "d5e7a4dd8beb2d9f", "bab9e7e65dc23e0f", "d5fc877c0bdf5b85",
  "ab428169b9f31c02", "b7b1351f9266d3ea", "fad564914328f635", "9623ecb1000db9bd", "88d371ec6644c892", "d0a71270573e271c",
  "bd200d763f9d81b4", "8484fd96374bf2ea", "e0d0810749432294", "8ebe9dadc88658ba", "f6268c58993ae542", "d6cc88fed0d359c9",
  "bcaddb8d40a16690", "92817c6db421cbf6", "ac63721120a371b5", "d6cc137fdced0820", "f1c5fbaebb617bd7", "ac35d78c765237a5",
  "bd0a471fa9a23116", "943a7031b946a5ae", "e4e83520cb1aaebb", "e92a4b73246dd124", "afc1e070787c4c86", "dfe84d42cf06286b",
  "8b29ec962e4b964b", "807eb5de812ede0f", "a3cd71299c8b3bfd", "845b8031ef886f35", "91f5a5fa9c5515a5",
];

/** How many polynomials TLC's `-fp` chooses from (0 to this - 1). */
export const FP_POLYNOMIAL_COUNT = POLYS.length;

const MASK64 = (1n << 64n) - 1n;

/** One polynomial's fingerprinting: FP64's seed (the polynomial) and its byte table. */
class Fp64Poly {
  readonly seed: bigint;
  private readonly table: bigint[] = [];

  constructor(poly: bigint) {
    this.seed = poly;
    // x^0 is the top bit; multiplying by x shifts right, reducing by the polynomial.
    const powers: bigint[] = [];
    let t = 1n << 63n;
    for (let i = 0; i < 72; i++) {
      powers.push(t);
      t = (t >> 1n) ^ (t & 1n ? poly : 0n);
    }
    for (let j = 0; j < 256; j++) {
      let v = 0n;
      for (let k = 0; k < 8; k++) if (j & (1 << k)) v ^= powers[127 - 56 - k]!;
      this.table.push(v);
    }
  }

  byte(fp: bigint, b: number): bigint {
    return (fp >> 8n) ^ this.table[Number((BigInt(b & 0xff) ^ fp) & 0xffn)]!;
  }

  int(fp: bigint, x: number): bigint {
    for (let i = 0; i < 4; i++) fp = this.byte(fp, (x >>> (8 * i)) & 0xff);
    return fp;
  }

  chars(fp: bigint, s: string): bigint {
    for (let i = 0; i < s.length; i++) fp = this.byte(fp, s.charCodeAt(i));
    return fp;
  }

  value(fp: bigint, v: Value, tokens: TlcTokens | undefined): bigint {
    if (typeof v === "number") {
      // TLC keeps larger integers in another value class (BigIntValue).
      if (v !== (v | 0)) throw new UnknownHash(`the integer ${v}`);
      return this.int(this.byte(fp, 1), v);
    }
    if (typeof v === "boolean") return this.byte(this.byte(fp, 0), v ? 0x74 : 0x66);
    switch (v.kind) {
      case Kind.String:
        return this.chars(this.int(this.byte(fp, 3), v.text.length), v.text);
      case Kind.ModelValue: {
        // TLC feeds the name's UniqueString token, numbered by TLC's own intern table.
        const token = tokens?.tlcToken(v.name);
        if (token === undefined) throw new UnknownHash(`the model value ${v.name}`);
        return this.int(this.byte(fp, 21), token);
      }
      case Kind.Tuple: {
        fp = this.int(this.byte(fp, 9), v.elems.length);
        v.elems.forEach((e, i) => (fp = this.value(this.int(this.byte(fp, 1), i + 1), e, tokens)));
        return fp;
      }
      case Kind.Fcn: {
        fp = this.int(this.byte(fp, 9), v.domain.length);
        v.domain.forEach((k, i) => (fp = this.value(this.value(fp, k, tokens), v.values[i]!, tokens)));
        return fp;
      }
      case Kind.LazyFcn:
        return this.value(fp, forceFcn(v), tokens);
      case Kind.Infinite:
        throw new UnknownHash(`the infinite set ${v.name}`);
      default: {
        const elems = expand(v).elems;
        fp = this.int(this.byte(fp, 5), elems.length);
        for (const e of elems) fp = this.value(fp, e, tokens);
        return fp;
      }
    }
  }
}

const polys = new Map<number, Fp64Poly>();

function poly(index: number): Fp64Poly {
  let p = polys.get(index);
  if (p === undefined) {
    p = new Fp64Poly(BigInt(`0x${POLYS[index]!}`));
    polys.set(index, p);
  }
  return p;
}

/** TLC's default polynomial here: TLC picks one at random per run unless given `-fp`. */
export const DEFAULT_FP_POLYNOMIAL = 0;
let selected = DEFAULT_FP_POLYNOMIAL;

/** Chooses the polynomial, as TLC's `-fp N` does (check's `--fp N`); every later hash uses it. */
export function setTlcPolynomial(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= POLYS.length) throw new RangeError(`no fingerprint polynomial ${index}`);
  selected = index;
}

/** The polynomial chosen by `setTlcPolynomial` (default `DEFAULT_FP_POLYNOMIAL`). */
export function tlcPolynomial(): number {
  return selected;
}

/**
 * TLC's `v.fingerPrint(FP64.New())` under polynomial `fpIndex` (default: the chosen one),
 * a signed 64-bit integer; throws `UnknownHash` for a value whose fingerprint needs what
 * tla2ts does not know (a model value's token not in `tokens`, an infinite set).
 */
export function tlcFingerprint(v: Value, fpIndex = selected, tokens?: TlcTokens): bigint {
  const p = poly(fpIndex);
  return BigInt.asIntN(64, p.value(p.seed, v, tokens) & MASK64);
}

/** TLC's `Value.hashCode()`: the fingerprint's high and low words xor-ed (throws as `tlcFingerprint`). */
export function tlcHashCode(v: Value, fpIndex = selected, tokens?: TlcTokens): number {
  const fp = tlcFingerprint(v, fpIndex, tokens);
  return Number(BigInt.asIntN(32, fp >> 32n) ^ BigInt.asIntN(32, fp));
}

/** java.util.HashMap's spreading of a key's hashCode before it picks a bucket. */
const spread = (h: number): number => (h ^ (h >>> 16)) | 0;

/**
 * The order in which a `java.util.HashSet` (or `HashMap` keys) built by the default
 * constructor and filled by `add` in the given order iterates elements with these hash
 * codes (all distinct elements): buckets in index order, each in insertion order. The
 * table starts at 16 buckets and doubles whenever the size passes three quarters of it,
 * or when a bucket reaches 9 entries while the table has fewer than 64 buckets (Java's
 * treeifyBin); undefined where Java would turn a bucket into a tree (9 entries in a
 * table of 64 or more), whose order this does not model.
 */
export function javaHashOrder(hashes: readonly number[]): number[] | undefined {
  let capacity = 16;
  const bucketSize = new Map<number, number>();
  const bucketOf = (i: number): number => spread(hashes[i]!) & (capacity - 1);
  const recount = (n: number): void => {
    bucketSize.clear();
    for (let i = 0; i < n; i++) bucketSize.set(bucketOf(i), (bucketSize.get(bucketOf(i)) ?? 0) + 1);
  };
  for (let i = 0; i < hashes.length; i++) {
    const b = bucketOf(i);
    const size = (bucketSize.get(b) ?? 0) + 1;
    bucketSize.set(b, size);
    if (size >= 9) {
      if (capacity >= 64) return undefined;
      capacity *= 2;
      recount(i + 1);
    }
    if (i + 1 > capacity * 0.75) {
      capacity *= 2;
      recount(i + 1);
    }
  }
  const order = hashes.map((_, i) => i);
  // Stable: equal buckets keep insertion order, as Java's resize splits keep it.
  return order.sort((a, b) => bucketOf(a) - bucketOf(b));
}

/**
 * The iteration order of a default `java.util.HashMap` whose keys (these hash codes, all
 * distinct keys) were added in this order by `computeIfAbsent`, which differs from `put`:
 * it resizes BEFORE adding when the map already holds more than three quarters of its
 * buckets, and puts a new key at the HEAD of its bucket (so colliding keys iterate last
 * added first); a bucket already holding 7 keys is "treeified" after the add, which below
 * 64 buckets doubles the table. Resizes keep each bucket's order. Undefined where Java
 * would build a tree bucket (64 buckets or more), whose order this does not model.
 */
export function javaComputeIfAbsentOrder(hashes: readonly number[]): number[] | undefined {
  let table: number[][] = Array.from({ length: 16 }, () => []);
  const resize = (): void => {
    const next: number[][] = Array.from({ length: table.length * 2 }, () => []);
    for (const bin of table) for (const i of bin) next[spread(hashes[i]!) & (next.length - 1)]!.push(i);
    table = next;
  };
  for (let i = 0; i < hashes.length; i++) {
    if (i > table.length * 0.75) resize();
    const bin = table[spread(hashes[i]!) & (table.length - 1)]!;
    const before = bin.length;
    bin.unshift(i);
    if (before >= 7) {
      if (table.length >= 64) return undefined;
      resize();
    }
  }
  return table.flat();
}
