// What each kind of value feeds into the fingerprint (TLC-SEMANTICS §4.2): a kind
// tag, the size, then the elements in canonical order. Every set kind feeds what its
// sorted enumeration feeds (set tag, size, elements), and every function kind (tuple,
// record, function) feeds one function tag, size, and (domain element, value) pairs in
// domain order, tuple indices as integers. Equal values therefore fingerprint
// equally whatever their representation (`1..3` and `{1, 2, 3}`; `<<4, 5>>` and
// `(1 :> 4 @@ 2 :> 5)`), which is what makes TLC's identities of §4.1 one state.
//
// A compound value's fingerprint is computed from its children's fingerprints and
// cached on the value, so a value shared by many states is hashed once.

import { EvalError } from "./errors.js";
import { Fp64, FpStack } from "./fingerprint.js";
import { Kind, type BoxedValue, type SetEnum, type Value } from "./kinds.js";
import { expand } from "./sets.js";
import { printValue } from "./print.js";

const TAG_INT = 0x1e7a0001;
const TAG_BOOL = 0x1e7a0002;
const TAG_STRING = 0x1e7a0003;
const TAG_MODEL = 0x1e7a0004;
const TAG_SET = 0x1e7a0005;
const TAG_FCN = 0x1e7a0006;
const TAG_STATE = 0x1e7a0007;

// Scratch hashers, one per nesting depth; reentrant because each level has its own.
const hashers = new FpStack();

/** Feeds `v` as an element of a larger value: primitives inline, boxed values by their fingerprint. */
function feed(h: Fp64, v: Value): void {
  if (typeof v === "number") {
    h.word(TAG_INT);
    h.word(v);
  } else if (typeof v === "boolean") {
    h.word(TAG_BOOL);
    h.word(v ? 1 : 0);
  } else {
    if (!v.fpDone) computeFingerprint(v);
    h.word(v.fpHi);
    h.word(v.fpLo);
  }
}

/** How many compound values are being fingerprinted inside each other on the JS stack. */
let nesting = 0;
/** Beyond this nesting the rest of the value is fingerprinted bottom-up with an explicit stack. */
const MAX_NESTING = 1000;

/** A lazy set fingerprints as its sorted expansion: that expansion, or undefined for other kinds. */
function lazyExpansion(v: BoxedValue): SetEnum | undefined {
  switch (v.kind) {
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
    if (!e.fpDone) computeFingerprint(e);
    v.fpHi = e.fpHi;
    v.fpLo = e.fpLo;
    v.fpDone = true;
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
        h.word(TAG_SET);
        h.word(xs.length);
        for (let i = 0; i < xs.length; i++) feed(h, xs[i]!);
        break;
      }
      case Kind.Interval: {
        h.word(TAG_SET);
        h.word(v.hi < v.lo ? 0 : v.hi - v.lo + 1);
        for (let i = v.lo; i <= v.hi; i++) {
          h.word(TAG_INT);
          h.word(i);
        }
        break;
      }
      case Kind.Tuple: {
        const xs = v.elems;
        h.word(TAG_FCN);
        h.word(xs.length);
        for (let i = 0; i < xs.length; i++) {
          h.word(TAG_INT);
          h.word(i + 1);
          feed(h, xs[i]!);
        }
        break;
      }
      case Kind.Fcn: {
        const d = v.domain;
        const xs = v.values;
        h.word(TAG_FCN);
        h.word(d.length);
        for (let i = 0; i < d.length; i++) {
          feed(h, d[i]!);
          feed(h, xs[i]!);
        }
        break;
      }
    }
    h.finish();
    v.fpHi = h.hi;
    v.fpLo = h.lo;
    v.fpDone = true;
  } finally {
    nesting--;
    hashers.release();
  }
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
      if (v.fpDone) {
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
  const push = (xs: readonly Value[]): void => {
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      if (typeof x === "object" && !x.fpDone) stack.push(x);
    }
  };
  switch (v.kind) {
    case Kind.SetEnum:
    case Kind.Tuple:
      push(v.elems);
      return;
    case Kind.Fcn:
      push(v.domain);
      push(v.values);
      return;
    default: {
      const e = lazyExpansion(v);
      if (e !== undefined && !e.fpDone) stack.push(e);
    }
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
    if (!v.fpDone) computeFingerprint(v);
    out[at] = v.fpHi;
    out[at + 1] = v.fpLo;
    return;
  }
  const h = hashers.acquire();
  try {
    feed(h, v);
    h.finish();
    out[at] = h.hi;
    out[at + 1] = h.lo;
  } finally {
    hashers.release();
  }
}

/**
 * Writes the fingerprint of a state, given its variables' values in declaration order.
 * @ensures states with pairwise equal values get equal fingerprints
 */
export function fingerprintState(values: readonly Value[], out: Uint32Array | number[], at = 0): void {
  const h = hashers.acquire();
  try {
    h.word(TAG_STATE);
    h.word(values.length);
    for (let i = 0; i < values.length; i++) feed(h, values[i]!);
    h.finish();
    out[at] = h.hi;
    out[at + 1] = h.lo;
  } finally {
    hashers.release();
  }
}

/** The fingerprint as 16 hex digits (for tests, traces and debugging; not for hot paths). */
export function fingerprintHex(v: Value): string {
  const out = [0, 0];
  fingerprintInto(v, out);
  return out[0]!.toString(16).padStart(8, "0") + out[1]!.toString(16).padStart(8, "0");
}
