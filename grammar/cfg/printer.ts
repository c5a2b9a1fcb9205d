// Prints an AST back as a .cfg file that parses to the same AST (ranges aside).
// Layout is fixed: single-name statements on one line, lists and constants one
// item per indented line, so generated model files diff well.

import type { CfgFile, CfgStatement, CfgValue, ConstantEntry } from "./ast.js";

const indent = "    ";

export function printCfg(ast: CfgFile): string {
  return ast.statements.map(printStatement).join("\n") + (ast.statements.length > 0 ? "\n" : "");
}

function printStatement(s: CfgStatement): string {
  switch (s.kind) {
    case "Invariants":
    case "Properties":
    case "Constraints":
    case "ActionConstraints":
      return [s.keyword, ...s.names.map((n) => indent + n.name)].join("\n");
    case "Constants":
      return [s.keyword, ...s.entries.map((e) => indent + printEntry(e))].join("\n");
    case "CheckDeadlock":
      return `${s.keyword} ${s.value ? "TRUE" : "FALSE"}`;
    default:
      return `${s.keyword} ${s.name.name}`;
  }
}

export function printEntry(e: ConstantEntry): string {
  const scope = e.module === undefined ? "" : `[${e.module.name}] `;
  if (e.kind === "Override") return `${e.name.name} <- ${scope}${e.definition.name}`;
  const args = e.args.length === 0 ? "" : `(${e.args.map(printValue).join(", ")})`;
  return `${e.name.name}${args} = ${scope}${printValue(e.value)}`;
}

export function printValue(v: CfgValue): string {
  switch (v.kind) {
    case "Int":
      return v.value;
    case "Str":
      return `"${v.value}"`;
    case "Bool":
      return v.value ? "TRUE" : "FALSE";
    case "ModelValue":
      return v.name;
    case "Set":
      return `{${v.elements.map(printValue).join(", ")}}`;
  }
}
