// The direct subexpressions of an expression, for passes that only need to walk
// (level computation, string-literal collection). Binders and definitions inside
// LET are included so that nothing a definition mentions is missed.

import type { Expr, Let } from "../../grammar/tla/ast.js";

export function childExprs(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case "Name": {
      const out: Expr[] = [];
      for (const p of e.prefix) out.push(...p.args);
      out.push(...e.args);
      return out;
    }
    case "Number":
    case "String":
    case "At":
    case "StepRef":
      return [];
    case "Prefix":
    case "Postfix":
      return [e.operand];
    case "Infix":
      return [e.left, e.right];
    case "Times":
      return e.sets;
    case "Junction":
      return e.items;
    case "Quant":
      return [...e.bounds.map((b) => b.set), e.body];
    case "UnboundedQuant":
      return [e.body];
    case "Choose":
      return e.set === undefined ? [e.body] : [e.set, e.body];
    case "SetEnum":
    case "Tuple":
      return e.elements;
    case "SetFilter":
      return [e.bound.set, e.predicate];
    case "SetMap":
      return [...e.bounds.map((b) => b.set), e.element];
    case "FunctionCtor":
      return [...e.bounds.map((b) => b.set), e.body];
    case "FunctionSet":
      return [e.domain, e.range_];
    case "RecordCtor":
    case "RecordSet":
      return e.fields.map((f) => f.value);
    case "Except": {
      const out: Expr[] = [e.target];
      for (const u of e.updates) {
        for (const step of u.path) if (step.kind === "IndexStep") out.push(...step.args);
        out.push(u.value);
      }
      return out;
    }
    case "FunctionApp":
      return [e.fn, ...e.args];
    case "RecordField":
      return [e.record];
    case "If":
      return [e.cond, e.then, e.else_];
    case "Case": {
      const out: Expr[] = [];
      for (const arm of e.arms) out.push(arm.guard, arm.body);
      if (e.other !== undefined) out.push(e.other);
      return out;
    }
    case "Let":
      return [...letBodies(e), e.body];
    case "Lambda":
      return [e.body];
    case "BoxAction":
    case "AngleAction":
      return [e.action, e.subscript];
    case "Fairness":
      return [e.subscript, e.action];
    case "Label":
      return [e.body];
  }
}

function letBodies(e: Let): Expr[] {
  const out: Expr[] = [];
  for (const d of e.defs) {
    if (d.kind === "OperatorDef") out.push(d.body);
    else if (d.kind === "FunctionDef") out.push(...d.bounds.map((b) => b.set), d.body);
  }
  return out;
}
