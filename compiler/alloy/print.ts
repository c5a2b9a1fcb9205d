// Prints a checked expression back in Alloy-like syntax with every decision the
// checker made visible: fields as `Owner.field` (which overload was chosen),
// variables as written, implicit conversions as `int[...]` / `Int[...]`, and full
// parenthesisation. For tests and debugging output; not meant to be re-parsed.

import type { Expr, VarDecl } from "./model.js";

export function printExpr(e: Expr): string {
  switch (e.kind) {
    case "sig":
      return e.sig.name;
    case "field":
      return `${e.field.owner.name}.${e.field.name}`;
    case "var":
      return e.variable.name;
    case "ordering":
      return e.relation;
    case "constant":
      return e.name;
    case "int":
      return String(e.value);
    case "unary":
      switch (e.op) {
        case "toInt":
          return `int[${printExpr(e.operand)}]`;
        case "toAtom":
          return `Int[${printExpr(e.operand)}]`;
        case "neg":
          return `negate[${printExpr(e.operand)}]`;
        case "!":
        case "#":
        case "~":
        case "^":
        case "*":
          return `${e.op}${printExpr(e.operand)}`;
        default:
          return `(${e.op} ${printExpr(e.operand)})`;
      }
    case "binary":
      if (e.op === "add" || e.op === "sub" || e.op === "mul" || e.op === "div" || e.op === "rem" || e.op === "shl" || e.op === "sha" || e.op === "shr") {
        return `${e.op}[${printExpr(e.left)}, ${printExpr(e.right)}]`;
      }
      return `(${printExpr(e.left)} ${e.op} ${printExpr(e.right)})`;
    case "compare":
      return `(${printExpr(e.left)} ${e.op} ${printExpr(e.right)})`;
    case "and":
    case "or":
      if (e.items.length === 0) return e.kind === "and" ? "{}" : "(none or)";
      return `(${e.items.map(printExpr).join(e.kind === "and" ? " && " : " || ")})`;
    case "ite":
      return `(${printExpr(e.cond)} => ${printExpr(e.then)} else ${printExpr(e.else)})`;
    case "let":
      return `(let ${e.variable.name} = ${printExpr(e.value)} | ${printExpr(e.body)})`;
    case "quant":
      return `(${e.quantifier} ${printDecls(e.decls)} | ${printExpr(e.body)})`;
    case "comprehension":
      return `{${printDecls(e.decls)} | ${printExpr(e.body)}}`;
    case "call":
      return `${e.func.name}[${e.args.map(printExpr).join(", ")}]`;
  }
}

function printDecls(decls: readonly VarDecl[]): string {
  return decls
    .map((d) => `${d.disjoint ? "disj " : ""}${d.variables.map((v) => v.name).join(", ")}: ${d.bound.multiplicity} ${printExpr(d.bound.expr)}`)
    .join(", ");
}
