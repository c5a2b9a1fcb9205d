// A compact, range-free rendering of TLA+ expressions for test assertions:
// `a + b * c` → `(+ a (* b c))`. Parentheses in the source leave no trace in the AST,
// so they leave none here either.

import type { Bound, Expr, ExceptPathStep } from "../../../grammar/tla/ast.js";

function bound(b: Bound): string {
  const names = b.names.map((n) => n.name).join(" ");
  return `${b.tuple ? `<<${names}>>` : names} \\in ${sexp(b.set)}`;
}

function step(s: ExceptPathStep): string {
  return s.kind === "FieldStep" ? `.${s.name.name}` : `[${s.args.map(sexp).join(" ")}]`;
}

export function sexp(e: Expr): string {
  switch (e.kind) {
    case "Name": {
      const path = e.prefix.map((p) => p.name + (p.args.length ? `(${p.args.map(sexp).join(" ")})` : "") + "!").join("");
      return path + e.name + (e.args.length ? `(${e.args.map(sexp).join(" ")})` : "");
    }
    case "Number":
      return e.text;
    case "String":
      return JSON.stringify(e.value);
    case "At":
      return "@";
    case "StepRef":
      return e.label;
    case "Prefix":
    case "Postfix":
      return `(${e.op} ${sexp(e.operand)})`;
    case "Infix":
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case "Times":
      return `(${e.op} ${e.sets.map(sexp).join(" ")})`;
    case "Junction":
      return `[${e.op} ${e.items.map(sexp).join(" | ")}]`;
    case "Quant":
      return `(${e.op} ${e.bounds.map(bound).join(", ")} : ${sexp(e.body)})`;
    case "UnboundedQuant":
      return `(${e.op} ${e.names.map((n) => n.name).join(" ")} : ${sexp(e.body)})`;
    case "Choose":
      return `(CHOOSE ${e.tuple ? "<<" : ""}${e.names.map((n) => n.name).join(" ")}${e.tuple ? ">>" : ""}${e.set ? " \\in " + sexp(e.set) : ""} : ${sexp(e.body)})`;
    case "SetEnum":
      return `{${e.elements.map(sexp).join(" ")}}`;
    case "SetFilter":
      return `{${bound(e.bound)} : ${sexp(e.predicate)}}`;
    case "SetMap":
      return `{${sexp(e.element)} : ${e.bounds.map(bound).join(", ")}}`;
    case "FunctionCtor":
      return `[${e.bounds.map(bound).join(", ")} |-> ${sexp(e.body)}]`;
    case "FunctionSet":
      return `[${sexp(e.domain)} -> ${sexp(e.range_)}]`;
    case "RecordCtor":
      return `[${e.fields.map((f) => `${f.name.name} |-> ${sexp(f.value)}`).join(", ")}]`;
    case "RecordSet":
      return `[${e.fields.map((f) => `${f.name.name} : ${sexp(f.value)}`).join(", ")}]`;
    case "Except":
      return `[${sexp(e.target)} EXCEPT ${e.updates.map((u) => `!${u.path.map(step).join("")} = ${sexp(u.value)}`).join(", ")}]`;
    case "Tuple":
      return `<<${e.elements.map(sexp).join(" ")}>>`;
    case "FunctionApp":
      return `(app ${sexp(e.fn)} ${e.args.map(sexp).join(" ")})`;
    case "RecordField":
      return `(. ${sexp(e.record)} ${e.field.name})`;
    case "If":
      return `(IF ${sexp(e.cond)} ${sexp(e.then)} ${sexp(e.else_)})`;
    case "Case":
      return `(CASE ${e.arms.map((a) => `${sexp(a.guard)} -> ${sexp(a.body)}`).join(" [] ")}${e.other ? " [] OTHER -> " + sexp(e.other) : ""})`;
    case "Let":
      return `(LET ${e.defs.map((d) => (d.kind === "RecursiveDecl" ? "RECURSIVE" : d.name.name)).join(" ")} IN ${sexp(e.body)})`;
    case "Lambda":
      return `(LAMBDA ${e.params.map((p) => p.name).join(" ")} : ${sexp(e.body)})`;
    case "BoxAction":
      return `([]_ ${sexp(e.action)} ${sexp(e.subscript)})`;
    case "AngleAction":
      return `(<>_ ${sexp(e.action)} ${sexp(e.subscript)})`;
    case "Fairness":
      return `(${e.op} ${sexp(e.subscript)} ${sexp(e.action)})`;
    case "Label":
      return `(${e.name.name}${e.params.length ? "(" + e.params.map((p) => p.name).join(" ") + ")" : ""}:: ${sexp(e.body)})`;
  }
}
