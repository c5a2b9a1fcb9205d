// TLC's one-line printing of values (the `toString` of each class in TLC's
// `tlc2/value/impl/`, TLC-SEMANTICS §6.1). Breaking long values over lines is
// `prettyPrint.ts`'s job, applied on top of this text exactly as TLC applies its
// pretty-printer to `toString` output.

import { EvalError } from "./errors.js";
import { Kind, type Fcn, type SetValue, type Value } from "./kinds.js";
import { dropWrittenOrder, writtenFcnOrder, writtenShape } from "./intern.js";
import { forceFcn } from "./lazyFcn.js";
import { isEnumerable, sizeBelow, sortedElements } from "./sets.js";

export interface PrintOptions {
  /**
   * Lazy sets `[S -> T]`, `[a : S]` and `S \X T` print expanded when they have fewer
   * elements than this (TLC's `enumBound`, default 2,000,000), else symbolically.
   */
  readonly enumBound: number;
  /**
   * Every record in token order: TLC's Print and PrintT print a deep-normalised copy. Else
   * a record TLC has not normalised prints in its constructor's order, as RecordValue.toString
   * does (intern.ts, `writtenShape`).
   */
  readonly normalized?: boolean;
}

export const defaultPrintOptions: PrintOptions = { enumBound: 2_000_000 };

/** Every record in token order, whatever order its constructor wrote: Print's and PrintT's text, and keys that equal values must share. */
export const normalizedPrintOptions: PrintOptions = { ...defaultPrintOptions, normalized: true };

/** The TLC text of `v` on one line. */
export function printValue(v: Value, options: PrintOptions = defaultPrintOptions): string {
  const out: string[] = [];
  write(v, out, options);
  return out.join("");
}

/** A string literal as TLC prints it: `"` and `\` escaped, and tab, newline, form feed, CR as `\t \n \f \r`. */
export function quoteString(text: string): string {
  let s = '"';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    switch (c) {
      case '"':
        s += '\\"';
        break;
      case "\\":
        s += "\\\\";
        break;
      case "\t":
        s += "\\t";
        break;
      case "\n":
        s += "\\n";
        break;
      case "\f":
        s += "\\f";
        break;
      case "\r":
        s += "\\r";
        break;
      default:
        s += c;
    }
  }
  return s + '"';
}

/**
 * Whether a function prints as a record: every domain element is a string that
 * looks like an identifier (letters, digits, `_`, at least one letter) and does not
 * start with `WF_` or `SF_`.
 */
function printsAsRecord(f: Fcn): boolean {
  for (const d of f.domain) {
    if (typeof d !== "object" || d.kind !== Kind.String) return false;
    const t = d.text;
    if (!/^[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*$/.test(t)) return false;
    if (t.startsWith("WF_") || t.startsWith("SF_")) return false;
  }
  return true;
}

/** `open x1, x2, ... close` as pieces. */
function list(xs: readonly Value[], open: string, close: string): (Value | string)[] {
  const pieces: (Value | string)[] = [open];
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) pieces.push(", ");
    pieces.push(xs[i]!);
  }
  pieces.push(close);
  return pieces;
}

/** The size of a lazy set if TLC would expand it for printing, or -1. */
function sizeIfBelow(s: SetValue, bound: number): number {
  try {
    const n = sizeBelow(s, bound);
    return n < bound ? n : -1;
  } catch (e) {
    if (e instanceof EvalError) return -1;
    throw e;
  }
}

/**
 * Writes `root` from an explicit stack of pending pieces (values still to write and
 * literal text), so that no nesting depth overflows the JS stack.
 */
function write(root: Value, out: string[], o: PrintOptions): void {
  const todo: (Value | string)[] = [root];
  const then = (pieces: readonly (Value | string)[]): void => {
    for (let i = pieces.length - 1; i >= 0; i--) todo.push(pieces[i]!);
  };
  while (todo.length > 0) {
    const v = todo.pop()!;
    if (typeof v === "string") out.push(v);
    else if (typeof v === "number") out.push(String(v));
    else if (typeof v === "boolean") out.push(v ? "TRUE" : "FALSE");
    else then(pieces(v, o));
  }
}

/** What `v` prints as: its text, or pieces of text and component values to write in turn. */
function pieces(v: Exclude<Value, number | boolean>, o: PrintOptions): (Value | string)[] {
  switch (v.kind) {
    case Kind.String:
      return [quoteString(v.text)];
    case Kind.ModelValue:
      return [v.name];
    case Kind.SetEnum:
      // TLC's toString normalises the set: sorting two or more elements compares, so normalises, each record among them.
      if (v.elems.length >= 2 && o.normalized !== true) for (let i = 0; i < v.elems.length; i++) dropWrittenOrder(v.elems[i]!);
      return list(v.elems, "{", "}");
    case Kind.Interval:
      return [v.hi < v.lo ? "{}" : `${v.lo}..${v.hi}`];
    case Kind.Tuple:
      return list(v.elems, "<<", ">>");
    case Kind.Fcn: {
      const shape = o.normalized === true ? undefined : writtenShape(v);
      if (shape !== undefined && printsAsRecord(v)) {
        // A record TLC has not normalised yet prints its fields in the constructor's order (intern.ts).
        const out: (Value | string)[] = ["["];
        for (let j = 0; j < shape.names.length; j++) out.push(j > 0 ? ", " : "", shape.names[j]!, " |-> ", v.values[shape.inverse[j]!]!);
        out.push("]");
        return out;
      }
      const record = printsAsRecord(v);
      // An `@@` result TLC has not normalised yet prints its domain in the order CombineFcn built it (intern.ts).
      const held = o.normalized === true ? undefined : writtenFcnOrder(v);
      const out: (Value | string)[] = [record ? "[" : "("];
      for (let k = 0; k < v.domain.length; k++) {
        const i = held === undefined ? k : held[k]!;
        if (record) out.push(k > 0 ? ", " : "", (v.domain[i] as { text: string }).text, " |-> ", v.values[i]!);
        else out.push(k > 0 ? " @@ " : "", v.domain[i]!, " :> ", v.values[i]!);
      }
      out.push(record ? "]" : ")");
      return out;
    }
    case Kind.Subset:
      // SubsetValue expands when the base has fewer than 7 elements.
      if (sizeIfBelow(v.base, 7) >= 0) return list(sortedElements(v), "{", "}");
      return v.base.kind === Kind.Interval ? ["SUBSET ", "(", v.base, ")"] : ["SUBSET ", v.base];
    case Kind.FcnSet:
      if (sizeIfBelow(v, o.enumBound) >= 0) return list(sortedElements(v), "{", "}");
      return ["[", v.domain, " -> ", v.range, "]"];
    case Kind.RecordSet: {
      if (sizeIfBelow(v, o.enumBound) >= 0) return list(sortedElements(v), "{", "}");
      const out: (Value | string)[] = ["["];
      // SetOfRcdsValue.toString: `[a: S, b: T]`, no space before the colon.
      for (let i = 0; i < v.names.length; i++) out.push(i > 0 ? ", " : "", v.names[i]!.text, ": ", v.sets[i]!);
      out.push("]");
      return out;
    }
    case Kind.Product: {
      if (sizeIfBelow(v, o.enumBound) >= 0) return list(sortedElements(v), "{", "}");
      // SetOfTuplesValue.toString: `(S \X T)`, parenthesised.
      const out: (Value | string)[] = ["("];
      for (let i = 0; i < v.sets.length; i++) out.push(i > 0 ? " \\X " : "", v.sets[i]!);
      out.push(")");
      return out;
    }
    case Kind.LazyFcn:
      // Built, as TLC does to print one (PrintT fails when building fails).
      return [forceFcn(v)];
    case Kind.Infinite:
      return v.base !== undefined ? ["Seq(", v.base, ")"] : v.name === "NonSet" ? [v.raw!] : [v.name];
    case Kind.SetOp: {
      if (isEnumerable(v)) return list(sortedElements(v), "{", "}");
      if (v.op === "filter") return ["{x \\in ", v.parts[0]!, " : <predicate>}"];
      const sep = v.op === "union" ? " \\union " : v.op === "diff" ? " \\ " : " \\cap ";
      const out: (Value | string)[] = ["("];
      v.parts.forEach((p, i) => out.push(i > 0 ? sep : "", p));
      out.push(")");
      return out;
    }
  }
}
