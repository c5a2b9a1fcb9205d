// CSV (community module). Its TLA+ definitions are TRUE or CHOOSEs; TLC's overrides do
// the file I/O. Values are written as TLC prints them (strings in quotes), each call
// appending one line; CSVRead splits lines on `delimiter` (a regular expression, as
// Java's String.split, trailing empty fields dropped) into records of strings keyed by
// `columns`; CSVRecords counts lines, 0 for a missing file.

import { appendFileSync, existsSync, readFileSync } from "node:fs";
import type { EvalContext } from "../check/spec.js";
import { force, Kind, printValue, record, tuple, type Value } from "../values/index.js";
import { argumentError, boolArg, isString, overrideFailed } from "./args.js";
import { format } from "./IOUtils.js";
import type { ModuleOperators } from "./registry.js";

function text(v: Value, op: string, position: "first" | "second" | "third" | "fourth"): string {
  if (isString(v)) return v.text;
  return argumentError(op, position, "a string", v);
}

function lines(file: string): string[] {
  if (!existsSync(file)) return [];
  const content = readFileSync(file, "utf8");
  const all = content.split(/\r?\n/);
  if (all[all.length - 1] === "") all.pop();
  return all;
}

export function CSVWrite(_ctx: EvalContext, template: Value, val: Value, file: Value): boolean {
  val = force(val);
  if (typeof val !== "object" || val.kind !== Kind.Tuple) return argumentError("CSVWrite", "second", "a sequence", val);
  appendFileSync(text(file, "CSVWrite", "third"), format(text(template, "CSVWrite", "first"), val.elems.map((v) => printValue(v))) + "\n");
  return true;
}

export function CSVWriteRecord(_ctx: EvalContext, rec: Value, delim: Value, headers: Value, file: Value): boolean {
  rec = force(rec);
  if (typeof rec !== "object" || rec.kind !== Kind.Fcn) return argumentError("CSVWriteRecord", "first", "a record", rec);
  const sep = text(delim, "CSVWriteRecord", "second");
  const path = text(file, "CSVWriteRecord", "fourth");
  let out = "";
  if (boolArg(headers, "CSVWriteRecord", "third")) out += rec.domain.map((k) => (isString(k) ? k.text : printValue(k))).join(sep) + "\n";
  out += rec.values.map((v) => printValue(v)).join(sep) + "\n";
  appendFileSync(path, out);
  return true;
}

export function CSVRead(ctx: EvalContext, columns: Value, delimiter: Value, file: Value): Value {
  columns = force(columns);
  if (typeof columns !== "object" || columns.kind !== Kind.Tuple) return argumentError("CSVRead", "first", "a sequence", columns);
  const names = columns.elems.map((c) => text(c, "CSVRead", "first"));
  const split = new RegExp(text(delimiter, "CSVRead", "second"));
  const rows = lines(text(file, "CSVRead", "third")).map((line) => {
    const fields = line.split(split);
    while (fields.length > 0 && fields[fields.length - 1] === "") fields.pop();
    if (fields.length < names.length) overrideFailed("public static tlc2.value.impl.Value tlc2.module.TLC.PrintT(tlc2.value.impl.Value)", `Index ${fields.length} out of bounds for length ${fields.length}`);
    return record(
      ctx.intern,
      names.map((n, i) => [n, ctx.intern.string(fields[i]!)] as const),
    );
  });
  return tuple(rows);
}

export function CSVRecords(_ctx: EvalContext, file: Value): number {
  return lines(text(file, "CSVRecords", "first")).length;
}

export const operators: ModuleOperators = {
  CSVWrite: { arity: 3, fn: CSVWrite, export: "CSVWrite" },
  CSVWriteRecord: { arity: 4, fn: CSVWriteRecord, export: "CSVWriteRecord" },
  CSVRead: { arity: 3, fn: CSVRead, export: "CSVRead" },
  CSVRecords: { arity: 1, fn: CSVRecords, export: "CSVRecords" },
};
