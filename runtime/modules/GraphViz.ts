// GraphViz (community module). TLC's override of DotDiGraph(G, VL, EL) writes the DOT
// text `digraph MyGraph {id[label="…"];…id->id[label="…"];}`: nodes then edges in TLC's
// order, labels VL(n) and EL(e) (a string's text, `"` escaped). TLC names each node by
// its value fingerprint (FP64, signed decimal) under the polynomial TLC's -fp picks (at
// random per run unless given); tla2ts writes the same ids as TLC under check's --fp
// (default 0, runtime/values/tlcHash.ts), and its own fingerprint for the values whose
// TLC fingerprint it cannot compute (model values, integers beyond 32 bits).

import type { EvalContext } from "../check/spec.js";
import { fingerprintHex, printValue, type Value } from "../values/index.js";
import { tlcFingerprint, UnknownHash } from "../values/tlcHash.js";
import { isString } from "./args.js";
import { apply, enumerateSorted, field } from "./core.js";
import type { ModuleOperators } from "./registry.js";

function id(ctx: EvalContext, v: Value): string {
  try {
    return tlcFingerprint(v, undefined, ctx.intern).toString();
  } catch (e) {
    if (!(e instanceof UnknownHash)) throw e;
    return BigInt.asIntN(64, BigInt(`0x${fingerprintHex(v)}`)).toString();
  }
}

const label = (v: Value): string => (isString(v) ? v.text : printValue(v)).replace(/\\/g, "\\\\").replace(/"/g, '\\"');

export function DotDiGraph(ctx: EvalContext, g: Value, vl: (n: Value) => Value, el: (e: Value) => Value): Value {
  let out = "digraph MyGraph {";
  for (const n of enumerateSorted(ctx, field(ctx, g, ctx.intern.string("node")))) out += `${id(ctx, n)}[label="${label(vl(n))}"];`;
  for (const e of enumerateSorted(ctx, field(ctx, g, ctx.intern.string("edge")))) {
    out += `${id(ctx, apply(ctx, e, 1))}->${id(ctx, apply(ctx, e, 2))}[label="${label(el(e))}"];`;
  }
  return ctx.intern.string(out + "}");
}

export const operators: ModuleOperators = {
  DotDiGraph: { arity: 3, fn: DotDiGraph, export: "DotDiGraph", operatorArgs: [1, 2] },
};
