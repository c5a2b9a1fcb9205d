// String literals (Alloy 5's built-in `String`): every literal `"x"` used in the model is
// an atom of String, and String holds nothing else. They are given to the resolver as
// ordinary declarations, `abstract sig String {}` and one `one sig "x" extends String {}`
// per literal (a literal is the name of its sig, quotes included, so no user name can clash),
// with `fact { no String }` when the model names String but writes no literal. Bounds,
// translation, decoding and the emitted evaluator then need nothing special; the decoder
// names a literal's atom after the literal and the printer shows them as `String={"x"}`.
// As in the Analyzer, String holds, for each command, only the literals of the facts and of
// that command (called preds and funs included): the literal sigs are `lone`, and each
// command's formula says which exist (`withLiteralPresence`).

import type * as A from "../../grammar/alloy/ast.js";
import { formulaType, type Command, type Expr, type Fact, type Func, type Sig } from "./model.js";
import { syntheticName, syntheticSig } from "./syntax.js";
import * as Ty from "./types.js";

export function withStrings(ast: A.AlsModule): A.AlsModule {
  const literals = new Set<string>();
  let namesString = false;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record["kind"] === "Name" && typeof record["name"] === "string") {
      const name = record["name"];
      if (name.startsWith('"')) literals.add(name);
      else if (name === "String") namesString = true;
      return;
    }
    Object.values(record).forEach(walk);
  };
  walk(ast.paragraphs);
  if (literals.size === 0 && !namesString) return ast;
  const at = { start: 0, end: 0 };
  const added: A.AlsParagraph[] = [syntheticSig([syntheticName("String")], { isAbstract: true })];
  if (literals.size > 0) {
    const names = [...literals].sort().map(syntheticName);
    added.push(syntheticSig(names, { multiplicity: "lone", parent: { kind: "Extends", name: syntheticName("String"), range: at } }));
  } else {
    const empty: A.AlsExpr = { kind: "Unary", op: "no", operand: syntheticName("String"), range: at };
    added.push({ kind: "Fact", name: undefined, body: { kind: "Block", items: [empty], range: at }, range: at });
  }
  return { ...ast, paragraphs: [...added, ...ast.paragraphs] };
}

/** Keys of expression nodes that lead to model objects (with cycles), not to sub-expressions. */
const notExpressions = new Set(["type", "range", "variable", "variables", "field", "ordering", "sig", "func"]);

/** The command with its formula saying which literals' atoms exist: those its facts and formula use. */
export function withLiteralPresence(command: Command, facts: readonly Fact[], sigs: readonly Sig[]): Command {
  const literalSigs = sigs.filter((s) => s.name.startsWith('"'));
  if (literalSigs.length === 0) return command;
  const used = new Set<Sig>();
  const seen = new Set<Func>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record["kind"] === "sig") {
      const sig = record["sig"] as Sig;
      if (sig.name.startsWith('"')) used.add(sig);
      return;
    }
    if (record["kind"] === "call") {
      const func = record["func"] as Func;
      if (!seen.has(func)) {
        seen.add(func);
        walk(func.body);
      }
      return walk(record["args"]);
    }
    for (const [key, value] of Object.entries(record)) if (!notExpressions.has(key)) walk(value);
  };
  for (const f of facts) if (f.origin === "fact" || f.origin === "signature") walk(f.body);
  walk(command.formula);
  const range = command.range;
  const presence: Expr[] = literalSigs.map((sig) => ({
    kind: "unary",
    op: used.has(sig) ? "some" : "no",
    operand: { kind: "sig", sig, type: Ty.sigType(sig), range },
    type: formulaType,
    range,
  }));
  return { ...command, formula: { kind: "and", items: [command.formula, ...presence], type: formulaType, range } };
}
