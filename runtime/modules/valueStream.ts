// TLC's binary value format (tlc2.value.ValueOutputStream / ValueInputStream), which
// IOUtils' IOSerialize writes and IODeserialize reads, so that files pass between TLC and
// tla2ts in both directions. Big-endian; one kind byte per value:
//   0 boolean (1 byte)            1 integer (int32)
//   3 string: tok, loc, length (int32 each), one byte per UTF-16 unit (its low 8 bits)
//   4 record: count (int32, negative when not normalized); per field a name (a string's
//     tok/loc/length/bytes after byte 3, or byte 26 and a handle) then its value
//   5 set: count (int32, negative when not normalized), elements
//   7 tuple: count (nat), elements
//   9 function: count (nat), a flag byte; flag 0: lo, hi (int32) and the values of lo..hi;
//     otherwise domain element and value pairs (flag 1 when normalized)
//  21 model value: its index in TLC's table (int16)    23 interval: lo, hi (int32)
//  26 a value written before: its handle (nat)
// A nat is an int16 when it is at most 0x7fff, else the negated int32. Strings, records,
// sets, tuples and functions (and each record field name) take the next handle, in the
// order they start. The reader ignores a string's tok and loc (they index TLC's intern
// table of the writing run); it interns the text.
//
// Writing: field names are shared through handles as TLC does (one UniqueString per
// name); other values are written out each time. Sets, records and functions are
// written as not normalized, so the reader sorts them in its own order (TLC's string
// order depends on its run). Lazy sets are written as their elements.

import { gunzipSync, gzipSync } from "node:zlib";
import { Kind, fcn, forceFcn, interval, printValue, setOf, sortedElements, tuple, type InternTable, type StrValue, type Value } from "../values/index.js";

const BOOL = 0;
const INT = 1;
const STRING = 3;
const RECORD = 4;
const SET = 5;
const TUPLE = 7;
const FCN = 9;
const MODEL = 21;
const INTERVAL = 23;
const HANDLE = 26;

/** A value the format cannot hold, or a byte stream that is not one. */
export class ValueStreamError extends Error {}

class ByteWriter {
  private buf = Buffer.alloc(256);
  private len = 0;

  private room(n: number): void {
    if (this.len + n <= this.buf.length) return;
    const next = Buffer.alloc(Math.max(this.buf.length * 2, this.len + n));
    this.buf.copy(next, 0, 0, this.len);
    this.buf = next;
  }
  byte(b: number): void {
    this.room(1);
    this.buf.writeUInt8(b & 0xff, this.len++);
  }
  short(n: number): void {
    this.room(2);
    this.buf.writeInt16BE(n, this.len);
    this.len += 2;
  }
  int(n: number): void {
    this.room(4);
    this.buf.writeInt32BE(n | 0, this.len);
    this.len += 4;
  }
  nat(n: number): void {
    if (n > 0x7fff) this.int(-n);
    else this.short(n);
  }
  /** Java's deprecated `String.getBytes(int, int, byte[], int)`: the low byte of each UTF-16 unit. */
  text(s: string): void {
    this.room(s.length);
    for (let i = 0; i < s.length; i++) this.buf[this.len++] = s.charCodeAt(i) & 0xff;
  }
  bytes(): Buffer {
    return this.buf.subarray(0, this.len);
  }
}

/** The index TLC's reader gives a model value; `modelIndex` answers it for ours. */
export interface ModelValueTable {
  modelIndex(name: string): number;
  modelAt(index: number): Value | undefined;
}

function uniqueString(w: ByteWriter, tok: number, text: string): void {
  w.int(tok);
  w.int(-1);
  w.int(text.length);
  w.text(text);
}

/** The contiguous integer range `domain` covers, if it is one. */
function intRange(domain: readonly Value[]): { lo: number; hi: number } | undefined {
  if (domain.length === 0 || typeof domain[0] !== "number") return undefined;
  const lo = domain[0];
  for (let i = 1; i < domain.length; i++) if (domain[i] !== lo + i) return undefined;
  return { lo, hi: lo + domain.length - 1 };
}

function isStr(x: Value): x is StrValue {
  return typeof x === "object" && x.kind === Kind.String;
}

/** A record's field name, queued before the field's value. */
class FieldName {
  constructor(readonly name: StrValue) {}
}

/** `v` in TLC's binary value format. Values are visited from an explicit stack, so nesting depth is no limit. */
export function encodeValue(v: Value, models: ModelValueTable): Buffer {
  const w = new ByteWriter();
  let handles = 0;
  const nameHandles = new Map<string, number>();
  const todo: (Value | FieldName)[] = [v];
  const pushReversed = (xs: readonly Value[]): void => {
    for (let i = xs.length - 1; i >= 0; i--) todo.push(xs[i]!);
  };
  while (todo.length > 0) {
    const x = todo.pop()!;
    if (typeof x === "boolean") {
      w.byte(BOOL);
      w.byte(x ? 1 : 0);
      continue;
    }
    if (typeof x === "number") {
      w.byte(INT);
      w.int(x);
      continue;
    }
    if (x instanceof FieldName) {
      const known = nameHandles.get(x.name.text);
      if (known !== undefined) {
        w.byte(HANDLE);
        w.nat(known);
      } else {
        nameHandles.set(x.name.text, handles++);
        w.byte(STRING);
        uniqueString(w, x.name.token, x.name.text);
      }
      continue;
    }
    switch (x.kind) {
      case Kind.String:
        handles++;
        w.byte(STRING);
        uniqueString(w, x.token, x.text);
        break;
      case Kind.ModelValue:
        w.byte(MODEL);
        w.short(models.modelIndex(x.name));
        break;
      case Kind.Interval:
        w.byte(INTERVAL);
        w.int(x.lo);
        w.int(x.hi);
        break;
      case Kind.Tuple:
        handles++;
        w.byte(TUPLE);
        w.nat(x.elems.length);
        pushReversed(x.elems);
        break;
      case Kind.Fcn: {
        handles++;
        const n = x.domain.length;
        if (x.domain.every(isStr)) {
          w.byte(RECORD);
          w.int(-n);
          for (let i = n - 1; i >= 0; i--) todo.push(x.values[i]!, new FieldName(x.domain[i] as StrValue));
          break;
        }
        w.byte(FCN);
        w.nat(n);
        const range = intRange(x.domain);
        if (range !== undefined) {
          w.byte(0);
          w.int(range.lo);
          w.int(range.hi);
          pushReversed(x.values);
        } else {
          w.byte(2);
          for (let i = n - 1; i >= 0; i--) todo.push(x.values[i]!, x.domain[i]!);
        }
        break;
      }
      case Kind.LazyFcn:
        todo.push(forceFcn(x));
        break;
      case Kind.Infinite:
        throw new ValueStreamError(`ValueOutputStream: Can not pickle the value\n${printValue(x)}`);
      default: {
        const elems = sortedElements(x);
        handles++;
        w.byte(SET);
        w.int(-elems.length);
        pushReversed(elems);
      }
    }
  }
  return w.bytes();
}

class ByteReader {
  private pos = 0;
  constructor(private readonly buf: Buffer) {}

  private need(n: number): void {
    if (this.pos + n > this.buf.length) throw new ValueStreamError("java.io.EOFException");
  }
  byte(): number {
    this.need(1);
    return this.buf.readInt8(this.pos++);
  }
  short(): number {
    this.need(2);
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  int(): number {
    this.need(4);
    const v = this.buf.readInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  nat(): number {
    const first = this.short();
    if (first >= 0) return first;
    return -((first << 16) | (this.short() & 0xffff));
  }
  text(n: number): string {
    this.need(n);
    let s = "";
    for (let i = 0; i < n; i++) s += String.fromCharCode(this.buf[this.pos++]!);
    return s;
  }
}

/** A composite value being read: its parts so far and how many remain. */
interface Frame {
  readonly kind: typeof RECORD | typeof SET | typeof TUPLE | typeof FCN;
  readonly handle: number;
  readonly count: number;
  /** A function written as values of lo..hi. */
  readonly lo: number | undefined;
  readonly parts: Value[];
}

/** The value in `bytes` (TLC's binary format), read with an explicit stack. */
export function decodeValue(bytes: Buffer, intern: InternTable, models: ModelValueTable): Value {
  const r = new ByteReader(bytes);
  const handles: (Value | undefined)[] = [];
  const stack: Frame[] = [];
  const partsWanted = (f: Frame): number => (f.kind === RECORD || (f.kind === FCN && f.lo === undefined) ? 2 * f.count : f.count);
  const uniqueText = (): string => {
    r.int();
    r.int();
    const n = r.int();
    if (n < 0) throw new ValueStreamError(`java.lang.NegativeArraySizeException: ${n}`);
    return r.text(n);
  };
  for (;;) {
    // The next value: a scalar, a handle, or the start of a composite (pushed, then filled).
    let done: Value | undefined;
    const top = stack[stack.length - 1];
    if (top !== undefined && top.kind === RECORD && top.parts.length % 2 === 0 && top.parts.length < partsWanted(top)) {
      // A field name: a handle of an earlier name, or a new name.
      const b = r.byte();
      if (b === HANDLE) done = handles[r.nat()];
      else {
        const index = handles.length;
        handles.push(undefined);
        done = handles[index] = intern.string(uniqueText());
      }
      if (done === undefined || !isStr(done)) throw new ValueStreamError("a record field name refers to a value that is not one");
    } else if (top !== undefined && top.parts.length === partsWanted(top)) {
      stack.pop();
      done = finish(top);
      handles[top.handle] = done;
    } else {
      const kind = r.byte();
      switch (kind) {
        case BOOL:
          done = r.byte() !== 0;
          break;
        case INT:
          done = r.int();
          break;
        case STRING: {
          const s = intern.string(uniqueText());
          handles.push(s);
          done = s;
          break;
        }
        case MODEL: {
          const index = r.short();
          done = models.modelAt(index);
          if (done === undefined) throw new ValueStreamError(`java.lang.ArrayIndexOutOfBoundsException: Index ${index} out of bounds`);
          break;
        }
        case INTERVAL: {
          const lo = r.int();
          done = interval(lo, r.int());
          break;
        }
        case HANDLE: {
          const index = r.nat();
          done = handles[index];
          if (done === undefined) throw new ValueStreamError(`handle ${index} names no value read before`);
          break;
        }
        case RECORD:
        case SET: {
          const handle = handles.push(undefined) - 1;
          stack.push({ kind, handle, count: Math.abs(r.int()), lo: undefined, parts: [] });
          break;
        }
        case TUPLE: {
          const handle = handles.push(undefined) - 1;
          stack.push({ kind, handle, count: r.nat(), lo: undefined, parts: [] });
          break;
        }
        case FCN: {
          const handle = handles.push(undefined) - 1;
          const count = r.nat();
          const flag = r.byte();
          let lo: number | undefined;
          if (flag === 0) {
            lo = r.int();
            r.int();
          }
          stack.push({ kind, handle, count, lo, parts: [] });
          break;
        }
        default:
          throw new ValueStreamError(`ValueInputStream: Can not unpickle a value of kind ${kind}`);
      }
    }
    if (done === undefined) continue;
    const parent = stack[stack.length - 1];
    if (parent === undefined) return done;
    parent.parts.push(done);
  }
}

function finish(f: Frame): Value {
  switch (f.kind) {
    case SET:
      return setOf(f.parts);
    case TUPLE:
      return tuple(f.parts);
    default: {
      if (f.lo !== undefined) return fcn(f.parts.map((_, i) => f.lo! + i), f.parts);
      const domain: Value[] = [];
      const values: Value[] = [];
      for (let i = 0; i < f.parts.length; i += 2) {
        domain.push(f.parts[i]!);
        values.push(f.parts[i + 1]!);
      }
      return fcn(domain, values);
    }
  }
}

/** IOSerialize's bytes, gzip-compressed when asked. */
export function serialize(v: Value, compress: boolean, models: ModelValueTable): Buffer {
  const bytes = encodeValue(v, models);
  return compress ? gzipSync(bytes) : bytes;
}

/** IODeserialize's value from a file's bytes, gzip-compressed when said. */
export function deserialize(bytes: Buffer, compressed: boolean, intern: InternTable, models: ModelValueTable): Value {
  let raw: Buffer;
  try {
    raw = compressed ? gunzipSync(bytes) : bytes;
  } catch {
    throw new ValueStreamError("Not in GZIP format");
  }
  return decodeValue(raw, intern, models);
}
