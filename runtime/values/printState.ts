// A state as TLC prints it (TLC-SEMANTICS §6.2): `x = v` for a single variable, else
// one `/\ name = value` line per variable, each value laid out by TLC's 80-column
// pretty-printer. The caller passes the variables in TLC's print order (a Java
// Hashtable order that the checker computes), not necessarily declaration order.

import type { Value } from "./kinds.js";
import { prettyPrint } from "./prettyPrint.js";
import { printValue } from "./print.js";

export function printState(names: readonly string[], values: readonly Value[]): string {
  if (names.length === 1) return `${names[0]} = ${prettyPrint(printValue(values[0]!))}`;
  const lines: string[] = [];
  for (let i = 0; i < names.length; i++) lines.push(`/\\ ${names[i]} = ${prettyPrint(printValue(values[i]!))}`);
  return lines.join("\n");
}
