// A compact, deterministic binary form of runtime values and states, for everything
// that moves states out of the JS heap: queue pages spilled to disk, checkpoints, and
// messages between worker threads. TLC serialises its states the same way for its
// DiskStateQueue and checkpoints (each Value writes itself to a stream with a tag byte).
//
// Layout: one tag byte per value, then
// - integers as zig-zag varints (they are Java ints, so at most 5 bytes);
// - strings and model values by their text (UTF-8 with a varint length), never by intern
//   token: tokens depend on the order strings were first built in, which differs between
//   runs and between workers; decoding interns the text in the reader's table;
// - enumerated sets, tuples and functions element by element in their canonical order;
// - SUBSET, [S -> T], record sets, products, intervals, Nat/Int/STRING/Seq(S) by their
//   parts, as they print differently from their expansion;
// - the lazy set operations ({x \in S : P}, \cup, \, \cap) by their expansion: a state
//   holding one is fingerprinted, compared and printed by its elements, so nothing can
//   tell the two apart. One that cannot be enumerated (a filter of Nat) has no byte form;
// - with `shareRepeats` (the parallel search's hand-overs), each set, tuple and function is
//   followed by 0, or by 1 and its fingerprint's halves, and one written before is a Ref tag
//   and its number instead (ValueWriter).
// Decoding rebuilds values through the factory, which re-sorts: the reader's intern table
// may order strings differently from the writer's, and sorted input costs n - 1 compares.
// The arrays it builds are packed, as the evaluator's states, tuples and domains are: a
// decoded state (one a worker thread received) then has the hidden classes of the states
// the spec's code has seen, and does not send that code back to be deoptimised and
// compiled again ("wrong map"), which cost the parallel search several seconds of CPU.

import {
  EvalError,
  Kind,
  expand,
  compare,
  fcn,
  fcnSet,
  fcnSorted,
  interval,
  isEnumerable,
  printValue,
  product,
  recordSet,
  seqSet,
  setOfOwned,
  subset,
  tuple,
  tlcFcnClass,
  withTlcFcnClass,
  isStringFcn,
  INT,
  NAT,
  STRING,
  recordOn,
  type InternTable,
  type SetValue,
  type Value,
} from "../values/index.js";
import type * as V from "../values/index.js";
import type { State } from "./spec.js";

const enum Tag {
  False = 0,
  True = 1,
  Int = 2,
  String = 3,
  ModelValue = 4,
  SetEnum = 5,
  Interval = 6,
  Tuple = 7,
  Fcn = 8,
  Subset = 9,
  FcnSet = 10,
  RecordSet = 11,
  Product = 12,
  Nat = 13,
  Int_ = 14,
  StringSet = 15,
  Seq = 16,
  /** A set, tuple or function written before by the same writer (`shareRepeats`): its number, in the order their writing ended. */
  Ref = 17,
  /** Before a tuple or function TLC holds as a FcnRcdValue (factory.ts tlcFcnClass): 1 on an interval, 2 with a domain array, 3 on strings (StringFcn). */
  FcnClass = 18,
}

/** `fpState` of a value whose fingerprint is not known, and of one whose `fpHi`/`fpLo` are its fingerprint (valueFingerprint.ts). */
const FP_NONE = 0;
const FP_DONE = 1;

/** Nesting written and read by recursion; deeper values go from an explicit stack (100,000 levels deep work). */
const MAX_NESTING = 1000;

/** The tags of values with nested values, which the explicit-stack reader reads part by part. */
const COMPOSITE_TAGS: ReadonlySet<number> = new Set([Tag.SetEnum, Tag.Tuple, Tag.Fcn, Tag.Subset, Tag.FcnSet, Tag.RecordSet, Tag.Product, Tag.Seq]);

/** A composite value being read from a stack: its tag, how many parts it has (a function: twice `count`), those read so far. */
interface Reading {
  readonly tag: number;
  readonly count: number;
  readonly parts: Value[];
  /** A record set's field names, each read before its set. */
  readonly names: string[];
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * Appends values and states to a growing byte buffer.
 *
 * With `shareRepeats`, a set, tuple or function object met again (below MAX_NESTING) is
 * written as a reference to the first one, and a reader made with `shareRepeats` gives
 * back one object for both; each such object is followed by its fingerprint when it was
 * computed, which the reader's object then holds (a value's fingerprint depends on the
 * value alone, and the threads of a parallel search compare theirs in one shared table). The states a thread hands another share most of their values
 * (siblings keep their parent's, their parents their ancestors'); decoded one by one, each
 * would get copies of its own, which cost the receiving thread what identity saves the
 * sender: the fingerprints each value caches, the memos and membership tables that find
 * values by identity (operatorMemo.ts, sets.ts), memory and collections (the parallel
 * search's hand-overs, levelExpander.ts).
 */
export class ValueWriter {
  private buf: Uint8Array;
  private at = 0;
  /** With `shareRepeats`: the sets, tuples and functions written, by their number. */
  private readonly written: Map<Value, number> | undefined;

  constructor(initialBytes = 1 << 12, shareRepeats = false) {
    this.buf = new Uint8Array(initialBytes);
    this.written = shareRepeats ? new Map() : undefined;
  }

  /** Bytes written so far. */
  get length(): number {
    return this.at;
  }

  /** A view of the bytes written so far (valid until the next write or `reset`). */
  get bytes(): Uint8Array {
    return this.buf.subarray(0, this.at);
  }

  /** Forgets what was written, keeping the buffer. */
  reset(): void {
    this.at = 0;
  }

  /**
   * Forgets what was written and the values it shared (`shareRepeats`): the next batch starts
   * afresh, as with a new writer. One writer kept for every batch keeps its optimised code: the
   * parallel search hands states over in bursts, and code optimised for a writer that then died
   * was thrown away at the next collection and optimised again (docs/process.md).
   */
  clear(): void {
    this.at = 0;
    this.written?.clear();
  }

  state(s: State): void {
    this.uint(s.length);
    for (let i = 0; i < s.length; i++) this.value(s[i]!);
  }

  /** An unsigned integer below 2^53 as a varint. */
  uint(n: number): void {
    this.room(8);
    const buf = this.buf;
    while (n >= 0x80) {
      buf[this.at++] = (n % 0x80) | 0x80;
      n = Math.floor(n / 0x80);
    }
    buf[this.at++] = n;
  }

  /** Writes `v`; `depth` is its nesting below the value written first (past MAX_NESTING, from a stack). */
  value(v: Value, depth = 0): void {
    if (typeof v === "number") {
      this.byte(Tag.Int);
      this.uint(((v << 1) ^ (v >> 31)) >>> 0);
      return;
    }
    if (typeof v === "boolean") {
      this.byte(v ? Tag.True : Tag.False);
      return;
    }
    if (depth >= MAX_NESTING) return this.valueDeep(v);
    const written = this.written;
    if (written !== undefined && (v.kind === Kind.SetEnum || v.kind === Kind.Tuple || v.kind === Kind.Fcn)) {
      const ref = written.get(v);
      if (ref !== undefined) {
        this.byte(Tag.Ref);
        this.uint(ref);
        return;
      }
      this.composite(v, depth);
      this.fingerprint(v);
      // Numbered once written, children first: the order the reader builds them in.
      written.set(v, written.size);
      return;
    }
    switch (v.kind) {
      case Kind.String:
        this.byte(Tag.String);
        this.text(v.text);
        return;
      case Kind.ModelValue:
        this.byte(Tag.ModelValue);
        this.text(v.name);
        return;
      case Kind.SetEnum:
      case Kind.Tuple:
      case Kind.Fcn:
        this.composite(v, depth);
        return;
      case Kind.Interval:
        this.byte(Tag.Interval);
        this.value(v.lo);
        this.value(v.hi);
        return;
      case Kind.Subset:
        this.byte(Tag.Subset);
        this.value(v.base, depth + 1);
        return;
      case Kind.FcnSet:
        this.byte(Tag.FcnSet);
        this.value(v.domain, depth + 1);
        this.value(v.range, depth + 1);
        return;
      case Kind.RecordSet:
        this.byte(Tag.RecordSet);
        this.uint(v.names.length);
        for (let i = 0; i < v.names.length; i++) {
          this.text(v.names[i]!.text);
          this.value(v.sets[i]!, depth + 1);
        }
        return;
      case Kind.Product:
        this.byte(Tag.Product);
        this.list(v.sets, depth);
        return;
      case Kind.Infinite:
        if (v.name === "Seq") {
          this.byte(Tag.Seq);
          this.value(v.base!, depth + 1);
        } else this.byte(v.name === "Nat" ? Tag.Nat : v.name === "Int" ? Tag.Int_ : Tag.StringSet);
        return;
      case Kind.SetOp:
        if (!isEnumerable(v)) {
          // Fingerprinting the state would have failed the same way.
          throw new EvalError("NotEnumerable", { set: printValue(v) });
        }
        this.value(expand(v), depth + 1);
        return;
    }
  }

  /** A set, tuple or function, in full. */
  private composite(v: V.SetEnum | V.Tuple | V.Fcn, depth: number): void {
    if (v.kind !== Kind.SetEnum) this.fcnClass(v);
    if (v.kind === Kind.Fcn) {
      this.byte(Tag.Fcn);
      this.list(v.domain, depth);
      for (let i = 0; i < v.values.length; i++) this.value(v.values[i]!, depth + 1);
      return;
    }
    this.byte(v.kind === Kind.SetEnum ? Tag.SetEnum : Tag.Tuple);
    this.list(v.elems, depth);
  }

  /**
   * Tag.FcnClass and the class of a tuple or function TLC holds as a FcnRcdValue (its apply errors differ), else
   * nothing: 3 for a function on strings that is no record (StringFcn).
   */
  private fcnClass(v: V.Tuple | V.Fcn): void {
    const cls = tlcFcnClass(v);
    if (cls === "tuple") return;
    if (cls === "array" && v.kind === Kind.Fcn) {
      if (!isStringFcn(v)) return;
      this.byte(Tag.FcnClass);
      this.byte(3);
      return;
    }
    this.byte(Tag.FcnClass);
    this.byte(cls === "interval" ? 1 : 2);
  }

  /** 1 and the fingerprint's halves (little-endian int32s) when `v`'s is known, else 0. */
  private fingerprint(v: V.SetEnum | V.Tuple | V.Fcn): void {
    this.room(9);
    const buf = this.buf;
    if (v.fpState !== FP_DONE) {
      buf[this.at++] = 0;
      return;
    }
    buf[this.at++] = 1;
    this.int32(v.fpHi);
    this.int32(v.fpLo);
  }

  private int32(n: number): void {
    const buf = this.buf;
    buf[this.at++] = n & 0xff;
    buf[this.at++] = (n >>> 8) & 0xff;
    buf[this.at++] = (n >>> 16) & 0xff;
    buf[this.at++] = (n >>> 24) & 0xff;
  }

  private list(xs: readonly Value[], depth: number): void {
    this.uint(xs.length);
    for (let i = 0; i < xs.length; i++) this.value(xs[i]!, depth + 1);
  }

  /**
   * `value` from an explicit stack of pending parts (values, and record set field names
   * as JS strings), for values nested deeper than MAX_NESTING: the same bytes.
   */
  private valueDeep(root: Value): void {
    const todo: (Value | string)[] = [root];
    const next = (xs: readonly Value[]): void => {
      for (let i = xs.length - 1; i >= 0; i--) todo.push(xs[i]!);
    };
    while (todo.length > 0) {
      const v = todo.pop()!;
      if (typeof v === "string") {
        this.text(v);
        continue;
      }
      if (typeof v !== "object") {
        this.value(v);
        continue;
      }
      switch (v.kind) {
        case Kind.SetEnum:
        case Kind.Tuple:
          if (v.kind === Kind.Tuple) this.fcnClass(v);
          this.byte(v.kind === Kind.SetEnum ? Tag.SetEnum : Tag.Tuple);
          this.uint(v.elems.length);
          next(v.elems);
          break;
        case Kind.Fcn:
          this.fcnClass(v);
          this.byte(Tag.Fcn);
          this.uint(v.domain.length);
          next(v.values);
          next(v.domain);
          break;
        case Kind.Subset:
          this.byte(Tag.Subset);
          todo.push(v.base);
          break;
        case Kind.FcnSet:
          this.byte(Tag.FcnSet);
          todo.push(v.range, v.domain);
          break;
        case Kind.RecordSet:
          this.byte(Tag.RecordSet);
          this.uint(v.names.length);
          for (let i = v.names.length - 1; i >= 0; i--) todo.push(v.sets[i]!, v.names[i]!.text);
          break;
        case Kind.Product:
          this.byte(Tag.Product);
          this.uint(v.sets.length);
          next(v.sets);
          break;
        case Kind.Infinite:
          if (v.name !== "Seq") this.value(v);
          else {
            this.byte(Tag.Seq);
            todo.push(v.base!);
          }
          break;
        case Kind.SetOp:
          if (!isEnumerable(v)) throw new EvalError("NotEnumerable", { set: printValue(v) });
          todo.push(expand(v));
          break;
        default:
          // Strings, model values, intervals: no nested values.
          this.value(v);
      }
    }
  }

  private text(s: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(5 + s.length * 3);
    let ascii = true;
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) {
      this.uint(s.length);
      const buf = this.buf;
      for (let i = 0; i < s.length; i++) buf[this.at++] = s.charCodeAt(i);
      return;
    }
    const bytes = utf8.encode(s);
    this.uint(bytes.length);
    this.buf.set(bytes, this.at);
    this.at += bytes.length;
  }

  private byte(b: number): void {
    this.room(1);
    this.buf[this.at++] = b;
  }

  private room(n: number): void {
    if (this.at + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.at + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.at));
    this.buf = next;
  }
}

/**
 * Reads back what a ValueWriter wrote, interning strings and model values in `table`; with
 * `shareRepeats` exactly when the writer had it.
 */
export class ValueReader {
  private at: number;
  /** With `shareRepeats`: the sets, tuples and functions read, by their number (ValueWriter). */
  private readonly read: Value[] | undefined;

  constructor(
    private buf: Uint8Array,
    private readonly table: InternTable,
    start = 0,
    shareRepeats = false,
  ) {
    this.at = start;
    this.read = shareRepeats ? [] : undefined;
  }

  /** Reads `bytes` from their start next, as a new reader would (forgetting the values read: ValueWriter.clear). */
  restart(bytes: Uint8Array): this {
    this.buf = bytes;
    this.at = 0;
    if (this.read !== undefined) this.read.length = 0;
    return this;
  }

  /** Whether every byte was read. */
  get done(): boolean {
    return this.at >= this.buf.length;
  }

  get offset(): number {
    return this.at;
  }

  state(): State {
    const n = this.uint();
    const s: Value[] = [];
    for (let i = 0; i < n; i++) s.push(this.value());
    return s;
  }

  uint(): number {
    const buf = this.buf;
    let n = 0;
    let scale = 1;
    for (;;) {
      if (this.at >= buf.length) throw truncated();
      const b = buf[this.at++]!;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
  }

  /** Reads a value; `depth` is its nesting below the value read first (past MAX_NESTING, from a stack). */
  value(depth = 0): Value {
    if (this.at >= this.buf.length) throw truncated();
    if (depth >= MAX_NESTING && COMPOSITE_TAGS.has(this.buf[this.at]!)) return this.valueDeep();
    const tag = this.buf[this.at++]!;
    switch (tag) {
      case Tag.False:
        return false;
      case Tag.True:
        return true;
      case Tag.Int: {
        const z = this.uint();
        return (z >>> 1) ^ -(z & 1);
      }
      case Tag.String:
        return this.table.string(this.text());
      case Tag.ModelValue:
        return this.table.modelValue(this.text());
      case Tag.SetEnum:
        return this.numbered(setOfOwned(this.list(depth)));
      case Tag.Ref: {
        const v = this.read?.[this.uint()];
        if (v === undefined) throw new EvalError("InternalError", { message: `a reference to a value not read before at byte ${this.at} of a stored state` });
        return v;
      }
      case Tag.Interval: {
        const lo = this.value() as number;
        return interval(lo, this.value() as number);
      }
      case Tag.Tuple:
        return this.numbered(tuple(this.list(depth)));
      case Tag.FcnClass: {
        const tag = this.buf[this.at++];
        const cls = tag === 1 ? "interval" : tag === 3 ? "string" : "array";
        const plain = this.value(depth) as V.FcnValue;
        const f = withTlcFcnClass(plain, cls);
        // The number the plain value took (`numbered`) is the class's: a later Ref means it.
        const read = this.read;
        if (read !== undefined && read[read.length - 1] === plain) read[read.length - 1] = f;
        return f;
      }
      case Tag.Fcn: {
        const domain = this.list(depth);
        const values: Value[] = new Array<Value>(domain.length);
        for (let i = 0; i < domain.length; i++) values[i] = this.value(depth + 1);
        if (!ascending(domain)) return this.numbered(fcn(domain, values));
        // A record takes the element array of this thread's records of the same fields (InternTable.recordDomain).
        const known = this.table.recordDomain(domain);
        return this.numbered(known !== undefined ? recordOn(known, values) : fcnSorted(domain, values));
      }
      case Tag.Subset:
        return subset(this.value(depth + 1) as SetValue);
      case Tag.FcnSet: {
        const domain = this.value(depth + 1) as SetValue;
        return fcnSet(domain, this.value(depth + 1) as SetValue);
      }
      case Tag.RecordSet: {
        const n = this.uint();
        const fields: [string, SetValue][] = [];
        for (let i = 0; i < n; i++) {
          const name = this.text();
          fields.push([name, this.value(depth + 1) as SetValue]);
        }
        return recordSet(this.table, fields);
      }
      case Tag.Product:
        return product(this.list(depth) as SetValue[]);
      case Tag.Nat:
        return NAT;
      case Tag.Int_:
        return INT;
      case Tag.StringSet:
        return STRING;
      case Tag.Seq:
        return seqSet(this.value(depth + 1) as SetValue);
      default:
        throw new EvalError("InternalError", { message: `unknown value tag ${tag} at byte ${this.at - 1} of a stored state` });
    }
  }

  /** The set, tuple or function `v` just read: when sharing repeats, given the fingerprint that follows and numbered as the writer numbered it. */
  private numbered(v: Value): Value {
    const read = this.read;
    if (read === undefined) return v;
    if (this.at >= this.buf.length) throw truncated();
    if (this.buf[this.at++] === 1) {
      if (this.at + 8 > this.buf.length) throw truncated();
      const hi = this.int32();
      const lo = this.int32();
      // An empty set or tuple may be a shared constant: its fingerprint is the same anyway.
      if (typeof v === "object" && v.fpState === FP_NONE) {
        v.fpHi = hi;
        v.fpLo = lo;
        v.fpState = FP_DONE;
      }
    }
    read.push(v);
    return v;
  }

  private int32(): number {
    const buf = this.buf;
    const at = this.at;
    this.at = at + 4;
    return buf[at]! | (buf[at + 1]! << 8) | (buf[at + 2]! << 16) | (buf[at + 3]! << 24);
  }

  private list(depth: number): Value[] {
    const n = this.uint();
    const xs: Value[] = [];
    for (let i = 0; i < n; i++) xs.push(this.value(depth + 1));
    return xs;
  }

  /** `value` from an explicit stack of values being read, for values nested deeper than MAX_NESTING. */
  private valueDeep(): Value {
    const stack: Reading[] = [];
    for (;;) {
      const top = stack[stack.length - 1];
      if (top !== undefined && top.tag === Tag.RecordSet) top.names.push(this.text());
      let v: Value;
      if (this.at < this.buf.length && COMPOSITE_TAGS.has(this.buf[this.at]!)) {
        const tag = this.buf[this.at++]!;
        const n = tag === Tag.Subset || tag === Tag.Seq ? 1 : tag === Tag.FcnSet ? 2 : this.uint();
        const reading: Reading = { tag, count: n, parts: [], names: [] };
        if ((tag === Tag.Fcn ? 2 * n : n) > 0) {
          stack.push(reading);
          continue;
        }
        v = this.built(reading);
      } else v = this.value();
      // Hand the value to the values being read, completing those it was the last part of.
      for (;;) {
        const r = stack[stack.length - 1];
        if (r === undefined) return v;
        r.parts.push(v);
        if (r.parts.length < (r.tag === Tag.Fcn ? 2 * r.count : r.count)) break;
        stack.pop();
        v = this.built(r);
      }
    }
  }

  private built(r: Reading): Value {
    const p = r.parts;
    switch (r.tag) {
      case Tag.SetEnum:
        return setOfOwned(p);
      case Tag.Tuple:
        return tuple(p);
      case Tag.Fcn:
        return fcn(p.slice(0, r.count), p.slice(r.count));
      case Tag.Subset:
        return subset(p[0] as SetValue);
      case Tag.FcnSet:
        return fcnSet(p[0] as SetValue, p[1] as SetValue);
      case Tag.RecordSet:
        return recordSet(
          this.table,
          r.names.map((name, i) => [name, p[i] as SetValue]),
        );
      case Tag.Product:
        return product(p as SetValue[]);
      default:
        return seqSet(p[0] as SetValue);
    }
  }

  private text(): string {
    const n = this.uint();
    const buf = this.buf;
    const end = this.at + n;
    if (end > buf.length) throw truncated();
    let ascii = true;
    for (let i = this.at; i < end; i++) {
      if (buf[i]! >= 0x80) {
        ascii = false;
        break;
      }
    }
    let s: string;
    if (ascii && n <= 64) {
      s = "";
      for (let i = this.at; i < end; i++) s += String.fromCharCode(buf[i]!);
    } else s = utf8Decoder.decode(buf.subarray(this.at, end));
    this.at = end;
    return s;
  }
}

function truncated(): EvalError {
  return new EvalError("InternalError", { message: "a stored state ends early (the file is truncated or corrupt)" });
}

/** The bytes of one state. */
export function encodeState(s: State): Uint8Array {
  const w = new ValueWriter(64);
  w.state(s);
  return w.bytes.slice();
}

/** The state `encodeState` wrote, its strings and model values interned in `table`. */
export function decodeState(bytes: Uint8Array, table: InternTable): State {
  return new ValueReader(bytes, table).state();
}

/** The bytes of one value. */
export function encodeValue(v: Value): Uint8Array {
  const w = new ValueWriter(64);
  w.value(v);
  return w.bytes.slice();
}

/** The value `encodeValue` wrote. */
export function decodeValue(bytes: Uint8Array, table: InternTable): Value {
  return new ValueReader(bytes, table).value();
}

/** Whether `xs` is strictly ascending (a function's domain as written, read with the writer's string order). */
function ascending(xs: readonly Value[]): boolean {
  for (let i = 1; i < xs.length; i++) if (compare(xs[i - 1]!, xs[i]!) >= 0) return false;
  return true;
}
