// What each kind of value feeds into the fingerprint (TLC-SEMANTICS §4.2). A set feeds
// a kind tag, its size, then its elements in canonical order; every set kind feeds what
// its sorted enumeration feeds. A function (tuple, record, function) is the sum, lane
// by lane, of one hash per (domain element, value) entry, tuple indices as integers,
// sealed with its size (`seal` in fingerprint.ts). Equal values therefore fingerprint
// equally whatever their representation (`1..3` and `{1, 2, 3}`; `<<4, 5>>` and
// `(1 :> 4 @@ 2 :> 5)`), which is what makes TLC's identities of §4.1 one state.
//
// A function's fingerprint being a sum over its entries is what makes EXCEPT cheap: the
// fingerprint of `[f EXCEPT ![k] = v]` is f's unsealed back to the sums, entry k's old
// hash out, its new one in, and sealed again (`deriveExcept` notes what that needs; it
// is done when the fingerprint is asked for), two entries hashed instead of all. So is
// Append: `Append(s, e)` is s's sums plus the one new entry (`deriveExtension`, also for
// `s \o t`, which hashes t's entries only). Tail cannot be had that way: every entry's
// index, so its hash, changes (a position-weighted sum could shift them all at once, but
// tuples would then hash unlike the functions they are, and queues are short). A state
// is the same sum over its variables, and `StateHasher` keeps each variable's hash while
// its value stays the same object, as UNCHANGED variables of one state's successors do.
//
// A compound value's fingerprint is computed from its children's fingerprints and
// cached on the value, so a value shared by many states is hashed once.

import { EvalError } from "./errors.js";
import { Fp64, FpStack, mix2, mix4, outHi, outLo, pairPrefixInto, pairPrefixes, seal, unseal } from "./fingerprint.js";
import { Kind, type BoxedValue, type FcnValue, type SetEnum, type StrValue, type Tuple, type Value } from "./kinds.js";
import { forceFcn } from "./lazyFcn.js";
import { expand } from "./sets.js";
import { printValue } from "./print.js";
import { dropWrittenOrder } from "./intern.js";

const TAG_INT = 0x1e7a0001;
const TAG_BOOL = 0x1e7a0002;
const TAG_STRING = 0x1e7a0003;
const TAG_MODEL = 0x1e7a0004;
const TAG_SET = 0x1e7a0005;
const TAG_FCN = 0x1e7a0006;
const TAG_STATE = 0x1e7a0007;
const TAG_VARIABLE = 0x1e7a0008;

/** `fpState` of a value whose fingerprint was not computed. */
export const FP_NONE = 0;
/** `fpState` of a value whose `fpHi`/`fpLo` are its fingerprint. */
export const FP_DONE = 1;
/** `fpState - FP_PENDING` is the entry at which the value `fpHi`/`fpLo` fingerprint held `fpOld` (tuples and functions). */
export const FP_PENDING = 2;
// A negative `fpState`, -m: `fpHi`/`fpLo` are the fingerprint of the tuple of the first m entries (Append, `\o`).

// Scratch hashers, one per nesting depth; reentrant because each level has its own.
const hashers = new FpStack();

/** Feeds `v` as an element of a larger value: primitives inline, boxed values by their fingerprint. */
function feed(h: Fp64, v: Value): void {
  if (typeof v === "number") {
    h.pair(TAG_INT, v);
  } else if (typeof v === "boolean") {
    h.pair(TAG_BOOL, v ? 1 : 0);
  } else {
    if (v.fpState !== FP_DONE) computeFingerprint(v);
    h.pair(v.fpHi, v.fpLo);
  }
}

/** The two words `v` contributes to an entry hash, set by `wordsOf`. */
let wordHi = 0;
let wordLo = 0;

/** Sets `wordHi`/`wordLo` to what `feed` would feed for `v`. */
function wordsOf(v: Value): void {
  if (typeof v === "number") {
    wordHi = TAG_INT;
    wordLo = v;
  } else if (typeof v === "boolean") {
    wordHi = TAG_BOOL;
    wordLo = v ? 1 : 0;
  } else {
    if (v.fpState !== FP_DONE) computeFingerprint(v);
    wordHi = v.fpHi;
    wordLo = v.fpLo;
  }
}

/** Integers below this hash as a key, tuple index or variable number from precomputed lanes (`mix2`). */
const SMALL = 256;
const INT_PREFIXES = pairPrefixes(TAG_INT, SMALL);
const VARIABLE_PREFIXES = pairPrefixes(TAG_VARIABLE, SMALL);

/** `mix4(TAG_INT, k, c, d)`: the hash of an entry of integer key (or tuple index) `k`. */
function intKeyed(k: number, c: number, d: number): void {
  if (k >= 0 && k < SMALL) mix2(INT_PREFIXES, k, c, d);
  else mix4(TAG_INT, k, c, d);
}

// A record's entries are keyed by strings, and a record made by EXCEPT hashes two of
// them: the lanes after a key string's two words are kept per string token (as
// `INT_PREFIXES` for small integers), so an entry hash absorbs the value's two words
// only. The string's fingerprint is kept beside its lanes and compared on each use: a
// token names one string per intern table, and a process may hold several tables.
/** Tokens up to this bound keep their key lanes; a string of a larger token is hashed by `mix4`. */
const KEYED_TOKENS = 1 << 16;
let keyLanes = new Int32Array(2 * 1024);
/** Per token, the string fingerprint its `keyLanes` were made from; valid where `keyMade` is 1. */
let keyFps = new Int32Array(2 * 1024);
let keyMade = new Uint8Array(1024);

/** `mix4(key's two words, c, d)`: the hash of a string-keyed entry, in `outHi`/`outLo`. */
function stringKeyed(key: StrValue, c: number, d: number): void {
  if (key.fpState !== FP_DONE) computeFingerprint(key);
  const hi = key.fpHi;
  const lo = key.fpLo;
  const t = key.token;
  if (!(t >= 0 && t < KEYED_TOKENS)) {
    mix4(hi, lo, c, d);
    return;
  }
  if (t >= keyMade.length) growKeyLanes(t);
  if (keyMade[t] === 0 || keyFps[2 * t] !== hi || keyFps[2 * t + 1] !== lo) {
    pairPrefixInto(keyLanes, t, hi, lo);
    keyFps[2 * t] = hi;
    keyFps[2 * t + 1] = lo;
    keyMade[t] = 1;
  }
  mix2(keyLanes, t, c, d);
}

function growKeyLanes(t: number): void {
  let n = keyMade.length;
  while (n <= t) n *= 2;
  const lanes = new Int32Array(2 * n);
  lanes.set(keyLanes);
  const fps = new Int32Array(2 * n);
  fps.set(keyFps);
  const made = new Uint8Array(n);
  made.set(keyMade);
  keyLanes = lanes;
  keyFps = fps;
  keyMade = made;
}

/** The hash of the entry (`key`, `v`) of a function, in `outHi`/`outLo`. */
function entryHash(key: Value, v: Value): void {
  wordsOf(v);
  if (typeof key === "number") {
    intKeyed(key, wordHi, wordLo);
    return;
  }
  if (typeof key === "object" && key.kind === Kind.String) {
    stringKeyed(key, wordHi, wordLo);
    return;
  }
  const vh = wordHi;
  const vl = wordLo;
  wordsOf(key);
  mix4(wordHi, wordLo, vh, vl);
}

/** The hash of entry `i` of a tuple or function, in `outHi`/`outLo`. */
function entryAt(f: FcnValue, i: number): void {
  if (f.kind === Kind.Tuple) {
    wordsOf(f.elems[i]!);
    intKeyed(i + 1, wordHi, wordLo);
  } else entryHash(f.domain[i]!, f.values[i]!);
}

/**
 * The pair added to the sums of a function of n entries (`TAG_FCN`) or a state of n
 * variables (`TAG_STATE`) before sealing, so that sizes differ: `deriveExcept` works on
 * unsealed sums with the pair in (EXCEPT keeps the size). Cached for n < 128, functions
 * at k = n and states at k = n + 128, in slots 2k and 2k + 1.
 */
const sizeTerms = new Int32Array(2 * 256);
const sizeTermsKnown = new Uint8Array(256);

/** The size pair `sizeTerm` sets. */
let termHi = 0;
let termLo = 0;

/** Sets `termHi`/`termLo` to the size pair of `n` entries or variables (see `sizeTerms`). */
function sizeTerm(tag: number, n: number): void {
  const k = tag === TAG_STATE ? n + 128 : n;
  if (n < 128) {
    if (sizeTermsKnown[k] === 0) {
      mix4(tag, n, tag, n);
      sizeTerms[2 * k] = outHi;
      sizeTerms[2 * k + 1] = outLo;
      sizeTermsKnown[k] = 1;
    }
    termHi = sizeTerms[2 * k]!;
    termLo = sizeTerms[2 * k + 1]!;
  } else {
    mix4(tag, n, tag, n);
    termHi = outHi;
    termLo = outLo;
  }
}

/** The fingerprint (`outHi`/`outLo`) of the tuple or function of `n` entries whose entry hashes sum to `a`, `b`. */
function sealSums(tag: number, a: number, b: number, n: number): void {
  sizeTerm(tag, n);
  seal((a + termHi) | 0, (b + termLo) | 0);
}

/** How many compound values are being fingerprinted inside each other on the JS stack. */
let nesting = 0;
/** Beyond this nesting the rest of the value is fingerprinted bottom-up with an explicit stack. */
const MAX_NESTING = 1000;

/** A lazy set fingerprints as its sorted expansion: that expansion, or undefined for other kinds. */
function lazyExpansion(v: BoxedValue): SetEnum | FcnValue | undefined {
  switch (v.kind) {
    case Kind.LazyFcn:
      return forceFcn(v);
    case Kind.Subset:
    case Kind.FcnSet:
    case Kind.RecordSet:
    case Kind.Product:
    case Kind.SetOp:
      return expand(v);
    case Kind.Infinite:
      throw new EvalError("NotEnumerable", { set: printValue(v) });
    default:
      return undefined;
  }
}

function computeFingerprint(v: BoxedValue): void {
  if (nesting >= MAX_NESTING) return fingerprintBottomUp(v);
  const e = lazyExpansion(v);
  if (e !== undefined) {
    if (e.fpState !== FP_DONE) computeFingerprint(e);
    v.fpHi = e.fpHi;
    v.fpLo = e.fpLo;
    v.fpState = FP_DONE;
    return;
  }
  if (v.kind === Kind.Tuple || v.kind === Kind.Fcn) {
    nesting++;
    try {
      fingerprintFcn(v);
    } finally {
      nesting--;
    }
    return;
  }
  const h = hashers.acquire();
  nesting++;
  try {
    switch (v.kind) {
      case Kind.String:
        h.word(TAG_STRING);
        h.text(v.text);
        break;
      case Kind.ModelValue:
        h.word(TAG_MODEL);
        h.text(v.name);
        break;
      case Kind.SetEnum: {
        const xs = v.elems;
        h.pair(TAG_SET, xs.length);
        for (let i = 0; i < xs.length; i++) feed(h, xs[i]!);
        break;
      }
      case Kind.Interval: {
        h.pair(TAG_SET, v.hi < v.lo ? 0 : v.hi - v.lo + 1);
        for (let i = v.lo; i <= v.hi; i++) {
          h.pair(TAG_INT, i);
        }
        break;
      }
    }
    h.finish();
    v.fpHi = h.hi;
    v.fpLo = h.lo;
    v.fpState = FP_DONE;
  } finally {
    nesting--;
    hashers.release();
  }
}

/**
 * Below this many entries a tuple or function made by EXCEPT is hashed in full: deriving
 * its fingerprint hashes two entries and unseals and seals, which costs about as much.
 */
const DERIVE_FROM = 3;

/**
 * A tuple's or function's fingerprint: the sum of its entries' hashes, sealed. For one
 * made by EXCEPT from a fingerprinted value (`deriveExcept`): that value's sums, minus
 * the old entry's hash, plus the new one's.
 */
function fingerprintFcn(f: FcnValue): void {
  const state = f.fpState;
  const n = f.kind === Kind.Tuple ? f.elems.length : f.values.length;
  if (state < 0) {
    // The entries past the prefix's m first (hashing them may use outHi/outLo), then the prefix's sums, its size pair out.
    const m = -state;
    let a = 0;
    let b = 0;
    for (let i = m; i < n; i++) {
      entryAt(f, i);
      a = (a + outHi) | 0;
      b = (b + outLo) | 0;
    }
    sizeTerm(TAG_FCN, m);
    unseal(f.fpHi, f.fpLo);
    sealSums(TAG_FCN, (outHi - termHi + a) | 0, (outLo - termLo + b) | 0, n);
  } else if (state >= FP_PENDING && n >= DERIVE_FROM) {
    const k = state - FP_PENDING;
    const old = f.fpOld!;
    // The new entry first: hashing it may fingerprint its value, which uses outHi/outLo.
    entryAt(f, k);
    const newHi = outHi;
    const newLo = outLo;
    if (f.kind === Kind.Tuple) {
      wordsOf(old);
      intKeyed(k + 1, wordHi, wordLo);
    } else entryHash(f.domain[k]!, old);
    const oldHi = outHi;
    const oldLo = outLo;
    unseal(f.fpHi, f.fpLo);
    seal((outHi - oldHi + newHi) | 0, (outLo - oldLo + newLo) | 0);
  } else {
    let a = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      entryAt(f, i);
      a = (a + outHi) | 0;
      b = (b + outLo) | 0;
    }
    sealSums(TAG_FCN, a, b, n);
  }
  f.fpHi = outHi;
  f.fpLo = outLo;
  f.fpState = FP_DONE;
  f.fpOld = undefined;
}

/**
 * Notes on `g`, made from `f` by replacing entry `i` (EXCEPT), what its fingerprint can
 * be derived from when asked for: `f`'s fingerprint and the value `f` held at `i`. Two
 * copies and no hashing, since most EXCEPT results are intermediate values never
 * fingerprinted. When `f`'s fingerprint is not at hand (or `f` itself awaits one for
 * another entry), `g` is hashed in full if ever needed.
 * @requires `g` equals `f` except at entry `i` (same domain, same other values)
 */
export function deriveExcept(g: FcnValue, f: FcnValue, i: number): void {
  const state = f.fpState;
  if (state === FP_DONE) {
    g.fpOld = f.kind === Kind.Tuple ? f.elems[i]! : f.values[i]!;
  } else if (state === FP_PENDING + i) {
    g.fpOld = f.fpOld;
  } else {
    // f's fingerprint was asked for, so TLC normalised it: g, its copy, is no longer a record in written order (intern.ts).
    if (state !== FP_NONE && g.kind === Kind.Fcn) dropWrittenOrder(g);
    return;
  }
  g.fpHi = f.fpHi;
  g.fpLo = f.fpLo;
  g.fpState = FP_PENDING + i;
}

/**
 * Notes on `g`, whose first entries are those of `prefix` (`Append(prefix, e)`,
 * `prefix \o t`), that its fingerprint is `prefix`'s sums plus its further entries' hashes,
 * when asked for. Nothing is noted when `prefix`'s fingerprint is not at hand, or when
 * the derivation would hash about as many entries as hashing `g` in full.
 * @requires `g.elems` starts with `prefix.elems`
 */
export function deriveExtension(g: Tuple, prefix: Tuple): void {
  const m = prefix.elems.length;
  if (prefix.fpState !== FP_DONE || m < DERIVE_FROM - 1 || 2 * m < g.elems.length) return;
  g.fpHi = prefix.fpHi;
  g.fpLo = prefix.fpLo;
  g.fpState = -m;
}

/**
 * Fingerprints a value nested deeper than the JS stack allows (a list of 100,000 nested
 * records built by a recursion): its parts are fingerprinted children first from an
 * explicit stack, so that each `computeFingerprint` below finds its children done.
 */
function fingerprintBottomUp(root: BoxedValue): void {
  const saved = nesting;
  nesting = 0;
  const stack: BoxedValue[] = [root];
  try {
    while (stack.length > 0) {
      const v = stack[stack.length - 1]!;
      if (v.fpState === FP_DONE) {
        stack.pop();
        continue;
      }
      const before = stack.length;
      pushUnfingerprinted(v, stack);
      if (stack.length === before) {
        stack.pop();
        computeFingerprint(v);
      }
    }
  } finally {
    nesting = saved;
  }
}

function pushUnfingerprinted(v: BoxedValue, stack: BoxedValue[]): void {
  switch (v.kind) {
    case Kind.SetEnum:
    case Kind.Tuple:
      pushEach(v.elems, stack);
      return;
    case Kind.Fcn:
      pushEach(v.domain, stack);
      pushEach(v.values, stack);
      return;
    default: {
      const e = lazyExpansion(v);
      if (e !== undefined && e.fpState !== FP_DONE) stack.push(e);
    }
  }
}

function pushEach(xs: readonly Value[], stack: BoxedValue[]): void {
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (typeof x === "object" && x.fpState !== FP_DONE) stack.push(x);
  }
}

/**
 * Writes the 64-bit fingerprint of `v` as two unsigned 32-bit halves, high first, at
 * `out[at]` and `out[at + 1]`.
 * @ensures equal values (`equals`) get equal fingerprints, whatever their representation
 * @throws EvalError for non-enumerable sets (Nat, Int, STRING)
 */
export function fingerprintInto(v: Value, out: Uint32Array | number[], at = 0): void {
  if (typeof v === "object") {
    if (v.fpState !== FP_DONE) computeFingerprint(v);
    out[at] = v.fpHi >>> 0;
    out[at + 1] = v.fpLo >>> 0;
    return;
  }
  const h = hashers.acquire();
  try {
    feed(h, v);
    h.finish();
    out[at] = h.hi >>> 0;
    out[at + 1] = h.lo >>> 0;
  } finally {
    hashers.release();
  }
}

/** The hash of variable `i` holding `v`, in `outHi`/`outLo`. */
function variableHash(i: number, v: Value): void {
  wordsOf(v);
  if (i < SMALL) mix2(VARIABLE_PREFIXES, i, wordHi, wordLo);
  else mix4(TAG_VARIABLE, i, wordHi, wordLo);
}

/**
 * Writes the fingerprint of a state, given its variables' values in declaration order:
 * the sum of one hash per variable, sealed with their number.
 * @ensures states with pairwise equal values get equal fingerprints
 */
export function fingerprintState(values: readonly Value[], out: Uint32Array | number[], at = 0): void {
  let a = 0;
  let b = 0;
  for (let i = 0; i < values.length; i++) {
    variableHash(i, values[i]!);
    a = (a + outHi) | 0;
    b = (b + outLo) | 0;
  }
  sealSums(TAG_STATE, a, b, values.length);
  out[at] = outHi >>> 0;
  out[at + 1] = outLo >>> 0;
}

/**
 * The fingerprint of the variables `vars` of `state` alone (`fingerprintState` of those
 * values), in `out[0]`, `out[1]`: what a predicate reading only them is a function of.
 * @throws EvalError as `fingerprintInto`
 */
export function fingerprintVariables(state: readonly Value[], vars: readonly number[], out: Uint32Array): void {
  let a = 0;
  let b = 0;
  for (let k = 0; k < vars.length; k++) {
    const i = vars[k]!;
    variableHash(i, state[i]!);
    a = (a + outHi) | 0;
    b = (b + outLo) | 0;
  }
  sealSums(TAG_STATE, a, b, vars.length);
  out[0] = outHi >>> 0;
  out[1] = outLo >>> 0;
}

/**
 * `fingerprintState` for a run of states of the same variables: a variable whose value
 * is the very object it held in the previous state (UNCHANGED, or a value the successors
 * of one state share) reuses its hash, so a successor costs one hash per changed variable.
 */
export class StateHasher {
  private last: (Value | undefined)[] = [];
  private hashes = new Int32Array(0);

  /** As `fingerprintState`. */
  fingerprint(values: readonly Value[], out: Uint32Array | number[], at = 0): void {
    const n = values.length;
    if (this.last.length !== n) {
      this.last = new Array<Value | undefined>(n).fill(undefined);
      this.hashes = new Int32Array(2 * n);
    }
    const last = this.last;
    const hashes = this.hashes;
    let a = 0;
    let b = 0;
    for (let i = 0; i < n; i++) {
      const v = values[i]!;
      if (v !== last[i]) {
        variableHash(i, v);
        hashes[2 * i] = outHi;
        hashes[2 * i + 1] = outLo;
        last[i] = v;
      }
      a = (a + hashes[2 * i]!) | 0;
      b = (b + hashes[2 * i + 1]!) | 0;
    }
    sealSums(TAG_STATE, a, b, n);
    out[at] = outHi >>> 0;
    out[at + 1] = outLo >>> 0;
  }
}

/** The fingerprint as 16 hex digits (for tests, traces and debugging; not for hot paths). */
export function fingerprintHex(v: Value): string {
  const out = [0, 0];
  fingerprintInto(v, out);
  return out[0]!.toString(16).padStart(8, "0") + out[1]!.toString(16).padStart(8, "0");
}
