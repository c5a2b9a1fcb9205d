// TLC's one-line printing of values (the `toString` of each class in TLC's
// `tlc2/value/impl/`, TLC-SEMANTICS §6.1). Breaking long values over lines is
// `prettyPrint.ts`'s job, applied on top of this text exactly as TLC applies its
// pretty-printer to `toString` output.

import { EvalError } from "./errors.js";
import { Kind, type Fcn, type SetValue, type Value } from "./kinds.js";
import { isEnumerable, sizeBelow, sortedElements } from "./sets.js";

export interface PrintOptions {
  /**
   * Lazy sets `[S -> T]`, `[a : S]` and `S \X T` print expanded when they have fewer
   * elements than this (TLC's `enumBound`, default 2,000,000), else symbolically.
   */
  readonly enumBound: number;
}

export const defaultPrintOptions: PrintOptions = { enumBound: 2_000_000 };

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

function writeList(xs: readonly Value[], open: string, close: string, out: string[], o: PrintOptions): void {
  out.push(open);
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) out.push(", ");
    write(xs[i]!, out, o);
  }
  out.push(close);
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

function write(v: Value, out: string[], o: PrintOptions): void {
  if (typeof v === "number") {
    out.push(String(v));
    return;
  }
  if (typeof v === "boolean") {
    out.push(v ? "TRUE" : "FALSE");
    return;
  }
  switch (v.kind) {
    case Kind.String:
      out.push(quoteString(v.text));
      return;
    case Kind.ModelValue:
      out.push(v.name);
      return;
    case Kind.SetEnum:
      writeList(v.elems, "{", "}", out, o);
      return;
    case Kind.Interval:
      out.push(v.hi < v.lo ? "{}" : `${v.lo}..${v.hi}`);
      return;
    case Kind.Tuple:
      writeList(v.elems, "<<", ">>", out, o);
      return;
    case Kind.Fcn:
      if (printsAsRecord(v)) {
        out.push("[");
        for (let i = 0; i < v.domain.length; i++) {
          if (i > 0) out.push(", ");
          out.push((v.domain[i] as { text: string }).text, " |-> ");
          write(v.values[i]!, out, o);
        }
        out.push("]");
      } else {
        out.push("(");
        for (let i = 0; i < v.domain.length; i++) {
          if (i > 0) out.push(" @@ ");
          write(v.domain[i]!, out, o);
          out.push(" :> ");
          write(v.values[i]!, out, o);
        }
        out.push(")");
      }
      return;
    case Kind.Subset:
      // SubsetValue expands when the base has fewer than 7 elements.
      if (sizeIfBelow(v.base, 7) >= 0) {
        writeList(sortedElements(v), "{", "}", out, o);
      } else {
        out.push("SUBSET ");
        if (v.base.kind === Kind.Interval) {
          out.push("(");
          write(v.base, out, o);
          out.push(")");
        } else write(v.base, out, o);
      }
      return;
    case Kind.FcnSet:
      if (sizeIfBelow(v, o.enumBound) >= 0) {
        writeList(sortedElements(v), "{", "}", out, o);
      } else {
        out.push("[");
        write(v.domain, out, o);
        out.push(" -> ");
        write(v.range, out, o);
        out.push("]");
      }
      return;
    case Kind.RecordSet:
      if (sizeIfBelow(v, o.enumBound) >= 0) {
        writeList(sortedElements(v), "{", "}", out, o);
      } else {
        out.push("[");
        for (let i = 0; i < v.names.length; i++) {
          if (i > 0) out.push(", ");
          out.push(v.names[i]!.text, " : ");
          write(v.sets[i]!, out, o);
        }
        out.push("]");
      }
      return;
    case Kind.Product:
      if (sizeIfBelow(v, o.enumBound) >= 0) {
        writeList(sortedElements(v), "{", "}", out, o);
      } else {
        for (let i = 0; i < v.sets.length; i++) {
          if (i > 0) out.push(" \\X ");
          write(v.sets[i]!, out, o);
        }
      }
      return;
    case Kind.Infinite:
      if (v.base !== undefined) {
        out.push("Seq(");
        write(v.base, out, o);
        out.push(")");
      } else out.push(v.name);
      return;
    case Kind.SetOp:
      if (isEnumerable(v)) {
        writeList(sortedElements(v), "{", "}", out, o);
      } else if (v.op === "filter") {
        out.push("{x \\in ");
        write(v.parts[0]!, out, o);
        out.push(" : <predicate>}");
      } else {
        const sep = v.op === "union" ? " \\union " : v.op === "diff" ? " \\ " : " \\cap ";
        out.push("(");
        v.parts.forEach((p, i) => {
          if (i > 0) out.push(sep);
          write(p, out, o);
        });
        out.push(")");
      }
      return;
  }
}
