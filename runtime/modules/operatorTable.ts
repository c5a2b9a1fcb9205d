// An operator constant given pointwise in the model file (`CONSTANT F(0) = 1  F(1) = 2`):
// TLC's OpRcdValue, a table of argument lists and results. Applied to arguments no row
// lists, TLC stops with the table and the arguments (its RuntimeException's text).

import type { EvalContext } from "../check/spec.js";
import type { Value } from "../values/index.js";
import { EvalError } from "../values/errors.js";
import { printValue } from "../values/print.js";
import { eq } from "./core.js";

interface Row {
  readonly args: readonly Value[];
  readonly value: Value;
}

class OperatorTable {
  constructor(readonly rows: readonly Row[]) {}
}

/** The table of `rows`, each its arguments then its result; held in a constant slot, only ever applied. */
export function operatorTable(_ctx: EvalContext, ...rows: (readonly Value[])[]): Value {
  return new OperatorTable(rows.map((r) => ({ args: r.slice(0, -1), value: r[r.length - 1]! }))) as unknown as Value;
}

export function applyTable(ctx: EvalContext, table: Value, ...args: Value[]): Value {
  const t = table as unknown as OperatorTable;
  for (const row of t.rows) {
    if (row.args.length === args.length && row.args.every((a, i) => eq(ctx, a, args[i]!))) return row.value;
  }
  const shown = `{ ${t.rows.map((r) => `<${[...r.args, r.value].map((v) => printValue(v)).join(", ")}>`).join(", ")}}`;
  throw new EvalError("OperatorTableUndefined", { table: shown, args: args.map((v) => printValue(v)).join(", ") });
}
