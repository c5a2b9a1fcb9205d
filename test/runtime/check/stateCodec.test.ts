// The binary state codec: random values of every kind survive encode → decode equal,
// with the same fingerprint, the same printed form and the same bytes when encoded
// again; lazy set operations come back as their elements; a non-enumerable one and a
// truncated buffer are refused with a catalogue error.

import test from "ava";
import {
  BOOLEAN,
  INT,
  NAT,
  STRING,
  EvalError,
  InternTable,
  equals,
  fcn,
  fcnSet,
  fingerprintHex,
  interval,
  kindName,
  lazyCap,
  lazyDiff,
  lazyFilter,
  lazyUnion,
  modelValue,
  printValue,
  product,
  record,
  recordSet,
  seqSet,
  setOf,
  str,
  subset,
  tuple,
  constructedFcn,
  enumeratedFcn,
  tlcFcnClass,
  Kind,
  compare,
  expand,
  type Fcn,
  type SetValue,
  type Value,
} from "../../../runtime/values/index.js";
import { ValueReader, ValueWriter, decodeState, decodeValue, encodeState, encodeValue } from "../../../runtime/check/stateCodec.js";
import { seededRandom } from "../../support/random.js";

const NAMES = ["a", "b", "héllo", "", "long field name", "x"];
const MODEL_VALUES = ["m1", "m2", "m3"];

/**
 * Up to three values of one shape: sets and function domains must hold comparable
 * values (TLC refuses to order an integer against a string).
 */
function sameShape(rand: () => number, table: InternTable, depth: number): Value[] {
  const one = shape(rand, table, depth);
  return Array.from({ length: Math.floor(rand() * 4) }, one);
}

/** A maker of values of one shape (a tuple's elements share the shape too). */
function shape(rand: () => number, table: InternTable, depth: number): () => Value {
  switch (Math.floor(rand() * (depth > 0 ? 6 : 4))) {
    case 0:
      return () => Math.floor(rand() * 300) - 150;
    case 1:
      return () => str(table, NAMES[Math.floor(rand() * NAMES.length)]!);
    case 2:
      return () => modelValue(table, MODEL_VALUES[Math.floor(rand() * MODEL_VALUES.length)]!);
    case 3:
      return () => rand() < 0.5;
    case 4: {
      const inner = shape(rand, table, depth - 1);
      const n = Math.floor(rand() * 3);
      return () => tuple(Array.from({ length: n }, inner));
    }
    default: {
      const inner = shape(rand, table, depth - 1);
      return () => setOf(Array.from({ length: Math.floor(rand() * 3) }, inner));
    }
  }
}

/** A random value of depth at most `depth` from every kind a state can hold. */
function randomValue(rand: () => number, table: InternTable, depth: number): Value {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const int = (): number => pick([0, 1, -1, 127, 128, -129, 2147483647, -2147483648, Math.floor(rand() * 2000) - 1000]);
  const kinds = depth <= 0 ? 4 : 14;
  const many = (): Value[] => Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, table, depth - 1));
  const smallSet = (): SetValue => setOf(sameShape(rand, table, depth - 1));
  switch (Math.floor(rand() * kinds)) {
    case 0:
      return int();
    case 1:
      return rand() < 0.5;
    case 2:
      return str(table, pick(NAMES));
    case 3:
      return modelValue(table, pick(MODEL_VALUES));
    case 4:
      return smallSet();
    case 5:
      return tuple(many());
    case 6: {
      const unique = setOf(sameShape(rand, table, depth - 1)).elems;
      return fcn(unique, unique.map(() => randomValue(rand, table, depth - 1)));
    }
    case 7:
      return record(table, [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(NAMES)))].map((n) => [n, randomValue(rand, table, depth - 1)] as const));
    case 8: {
      const lo = Math.floor(rand() * 10) - 5;
      return interval(lo, lo + Math.floor(rand() * 12) - 2);
    }
    case 9:
      return rand() < 0.5 ? subset(smallSet()) : fcnSet(smallSet(), smallSet());
    case 10:
      return rand() < 0.5 ? recordSet(table, [["a", smallSet()], ["b", BOOLEAN]]) : product([smallSet(), interval(1, 3)]);
    case 11:
      return pick([NAT, INT, STRING, seqSet(BOOLEAN)]);
    case 12: {
      const s = setOf(Array.from({ length: Math.floor(rand() * 4) }, () => Math.floor(rand() * 8)));
      return pick([lazyUnion([s, interval(1, 2)]), lazyDiff(interval(0, 5), s), lazyCap(interval(0, 5), s)]);
    }
    default:
      return lazyFilter(interval(1, 8), (x) => (x as number) % 2 === 0);
  }
}

test("random values round-trip: equal, same fingerprint, same text, same bytes again", (t) => {
  const seed = 2026;
  const rand = seededRandom(seed);
  const table = new InternTable();
  for (let i = 0; i < 3000; i++) {
    const v = randomValue(rand, table, 3);
    const bytes = encodeValue(v);
    const back = decodeValue(bytes, table);
    const where = `seed ${seed}, value ${i}: ${printValue(v)}`;
    t.true(equals(back, v), where);
    t.is(printValue(back), printValue(v), where);
    t.is(kindName(back), kindName(v), where);
    // Infinite sets cannot be fingerprinted; everything else must agree.
    const fp = (x: Value): string => {
      try {
        return fingerprintHex(x);
      } catch (e) {
        return e instanceof EvalError ? e.code : "throws";
      }
    };
    t.is(fp(back), fp(v), where);
    t.deepEqual(encodeValue(back), bytes, where);
  }
});

test("states round-trip, and many states share one buffer in order", (t) => {
  const rand = seededRandom(11);
  const table = new InternTable();
  const states = Array.from({ length: 200 }, () => Array.from({ length: 1 + Math.floor(rand() * 5) }, () => randomValue(rand, table, 2)));
  const w = new ValueWriter(16);
  for (const s of states) w.state(s);
  const r = new ValueReader(w.bytes.slice(), table);
  for (const s of states) {
    const back = r.state();
    t.is(back.length, s.length);
    s.forEach((v, i) => t.true(equals(back[i]!, v)));
  }
  t.true(r.done);
  t.true(equals(tuple(decodeState(encodeState(states[0]!), table)), tuple(states[0]!)));
});

test("decoding in a fresh table interns the texts: strings and typed model values come back as such", (t) => {
  const a = new InternTable();
  const v = tuple([setOf([str(a, "zeta"), str(a, "alpha")]), modelValue(a, "p_1"), record(a, [["f", 1], ["g", str(a, "ü")]])]);
  const b = new InternTable();
  b.seed(["zeta", "alpha", "p_1", "f", "g", "ü"]);
  const back = decodeValue(encodeValue(v), b);
  t.is(printValue(back), printValue(v));
  t.true(printValue(back).includes('"ü"'));
  // The same text in another table is another object, equal by text.
  t.is(decodeValue(encodeValue(str(a, "zeta")), b), b.string("zeta"));
  t.is(b.modelValue("p_1").typeChar, "p");
});

test("a function comes back with its domain ascending in the reader's order, whichever order the writer's table had", (t) => {
  const a = new InternTable();
  const v = record(a, [["f", 1], ["g", 2], ["h", setOf([3])]]) as Fcn;
  const pairs = (f: Fcn): string[] => f.domain.map((k, i) => `${printValue(k)}=${printValue(f.values[i]!)}`).sort();
  for (const order of [["f", "g", "h"], ["h", "g", "f"]]) {
    const b = new InternTable();
    b.seed(order);
    const back = decodeValue(encodeValue(v), b) as Fcn;
    t.is(back.kind, Kind.Fcn);
    t.true(back.domain.every((k, i) => i === 0 || compare(back.domain[i - 1]!, k) < 0), order.join());
    t.deepEqual(pairs(back), pairs(v));
  }
});

test("a lazy set operation is stored as its elements; one that cannot be enumerated is refused", (t) => {
  const table = new InternTable();
  const evens = lazyFilter(interval(1, 6), (x) => (x as number) % 2 === 0);
  const back = decodeValue(encodeValue(evens), table);
  t.is(printValue(back), "{2, 4, 6}");
  const err = t.throws(() => encodeValue(lazyFilter(NAT, () => true)), { instanceOf: EvalError });
  t.is(err.code, "TT5006");
});

test("a truncated buffer is a catalogue error, not a wrong value", (t) => {
  const table = new InternTable();
  const bytes = encodeValue(tuple([str(table, "abc"), 300, setOf([1, 2])]));
  for (let cut = 0; cut < bytes.length; cut++) {
    const err = t.throws(() => decodeValue(bytes.subarray(0, cut), table), { instanceOf: EvalError });
    t.is(err.code, "TT9001");
  }
  t.true(equals(decodeValue(bytes, table), tuple([str(table, "abc"), 300, setOf([1, 2])])));
});

/** `v`'s fingerprint (computing it), or "cannot" for a value that has none (holding an infinite set). */
function fp(v: Value): string {
  try {
    return fingerprintHex(v);
  } catch (e) {
    if (e instanceof EvalError) return "cannot";
    throw e;
  }
}

/** The objects of `v` (sets, tuples, functions) by identity, in a walk that meets a repeated one again; a lazy set operation as its elements. */
function composites(v: Value, out: Value[] = []): Value[] {
  if (typeof v !== "object") return out;
  if (v.kind === Kind.SetOp) composites(expand(v), out);
  else if (v.kind === Kind.SetEnum || v.kind === Kind.Tuple) {
    out.push(v);
    for (const x of v.elems) composites(x, out);
  } else if (v.kind === Kind.Fcn) {
    out.push(v);
    for (const x of v.domain) composites(x, out);
    for (const x of v.values) composites(x, out);
  }
  return out;
}

test("with shareRepeats, states read back equal and an object written twice is read back as one object, in fewer bytes", (t) => {
  const rand = seededRandom(29);
  const table = new InternTable();
  // States that share values as a search's do: each keeps some of an earlier state's values.
  const states: Value[][] = [];
  for (let i = 0; i < 300; i++) {
    const before = states.length > 0 ? states[Math.floor(rand() * states.length)]! : undefined;
    states.push(Array.from({ length: 3 }, (_, k) => (before !== undefined && rand() < 0.6 ? before[k]! : randomValue(rand, table, 3))));
  }
  // The fingerprints known (those of every other state) travel with the values.
  const fingerprinted = new Set<Value>();
  states.forEach((s, i) => {
    if (i % 2 === 0) for (const v of s) if (fp(v) !== "cannot") for (const c of composites(v)) fingerprinted.add(c);
  });
  const shared = new ValueWriter(16, true);
  const plain = new ValueWriter(16);
  for (const s of states) {
    shared.state(s);
    plain.state(s);
  }
  t.true(shared.length < plain.length);
  const r = new ValueReader(shared.bytes.slice(), table, 0, true);
  const back = states.map(() => r.state());
  t.true(r.done);
  states.forEach((s, i) => s.forEach((v, k) => t.true(equals(back[i]![k]!, v), `state ${i} variable ${k}: ${printValue(v)}`)));
  // The same sharing: two places hold one object in the written states exactly when they do in the read ones.
  const written = composites(tuple(states.map((s) => tuple(s))));
  const read = composites(tuple(back.map((s) => tuple(s))));
  t.is(read.length, written.length);
  const firstWritten = new Map<Value, number>();
  const firstRead = new Map<Value, number>();
  let repeats = 0;
  for (let i = 0; i < written.length; i++) {
    const w = firstWritten.get(written[i]!) ?? i;
    firstWritten.set(written[i]!, w);
    const q = firstRead.get(read[i]!) ?? i;
    firstRead.set(read[i]!, q);
    if (w !== i) repeats++;
    const c = read[i] as Value & { fpState: number };
    if (fingerprinted.has(written[i]!)) {
      t.is(c.fpState, 1, `composite ${i}`);
      t.is(fp(c), fp(written[i]!));
    }
    // A lazy set operation is written as a set built for the occasion: only the written objects' repeats must come back.
    if (w !== i) t.is(q, w, `composite ${i}`);
  }
  t.true(repeats > 100);
});

test("a record read back has the element array of the reader's records with the same fields, whatever order they were written in", (t) => {
  const a = new InternTable();
  const written = tuple([record(a, [["f", 1], ["g", 2]]), record(a, [["g", 3], ["f", 4]])]);
  const b = new InternTable();
  b.seed(["f", "g"]);
  const fg = b.recordShape(["f", "g"])!;
  const gf = b.recordShape(["g", "f"])!;
  // Layouts of one set of fields share one domain array, and its DOMAIN set.
  t.is(gf.domain, fg.domain);
  t.is(fg.domainSet.elems, fg.domain);
  for (const share of [false, true]) {
    const w = new ValueWriter(16, share);
    w.value(written);
    const v = new ValueReader(w.bytes.slice(), b, 0, share).value() as Value & { elems: readonly Fcn[] };
    for (const r of v.elems) {
      t.is(r.domain, fg.domain);
      t.is(r.domainSet, fg.domainSet);
    }
    t.true(equals(v, written));
  }
});

test("a writer cleared and a reader restarted start each batch afresh: what both batches share is written again, and read back equal", (t) => {
  const rand = seededRandom(31);
  const table = new InternTable();
  const common = Array.from({ length: 3 }, () => randomValue(rand, table, 3));
  const batches = [0, 1].map(() => Array.from({ length: 20 }, () => common.map((v) => (rand() < 0.5 ? v : randomValue(rand, table, 3)))));
  const w = new ValueWriter(16, true);
  const r = new ValueReader(new Uint8Array(0), table, 0, true);
  for (const batch of batches) {
    w.clear();
    for (const s of batch) w.state(s);
    const bytes = w.bytes.slice();
    // The same bytes as a new writer's: no reference back to the batch before.
    const fresh = new ValueWriter(16, true);
    for (const s of batch) fresh.state(s);
    t.deepEqual(bytes, fresh.bytes.slice());
    r.restart(bytes);
    const back = batch.map(() => r.state());
    t.true(r.done);
    batch.forEach((s, i) => s.forEach((v, k) => t.true(equals(back[i]![k]!, v), `state ${i} variable ${k}: ${printValue(v)}`)));
  }
});

test("a tuple or function TLC holds as a FcnRcdValue comes back of its class (its apply errors differ), shared or nested deep", (t) => {
  const table = new InternTable();
  const onInterval = constructedFcn([1, 2], [7, 8], true);
  const onArray = enumeratedFcn(tuple([7, 8]));
  const emptyArray = constructedFcn([], [], false);
  const fromZero = constructedFcn([0, 1], [7, 8], true);
  const values: Value[] = [onInterval, onArray, emptyArray, fromZero, tuple([7, 8]), fcn([0, 1], [7, 8])];
  const classes = values.map((v) => tlcFcnClass(v as Fcn));
  t.deepEqual(classes, ["interval", "array", "array", "interval", "tuple", "array"]);
  for (const shareRepeats of [false, true]) {
    const w = new ValueWriter(16, shareRepeats);
    // Each twice in the state: with shareRepeats the second is a reference to the first.
    w.state([...values, ...values]);
    const back = new ValueReader(w.bytes.slice(), table, 0, shareRepeats).state();
    t.deepEqual(
      back.map((v) => tlcFcnClass(v as Fcn)),
      [...classes, ...classes],
    );
    back.forEach((v, i) => t.true(equals(v, [...values, ...values][i]!)));
  }
  // Nested deeper than the recursive writer goes: the explicit-stack writer and reader keep the class too.
  let deep: Value = onInterval;
  for (let i = 0; i < 1500; i++) deep = tuple([deep]);
  let v = decodeValue(encodeValue(deep), table);
  for (let i = 0; i < 1500; i++) v = (v as { elems: readonly Value[] }).elems[0]!;
  t.is(tlcFcnClass(v as Fcn), "interval");
});
