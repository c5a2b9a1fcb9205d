// Alloy 4's macros (`let name[a, b] = expr`, `let name[a, b] { formulas }` at the top level,
// as util/time declares them): expanded on the syntax tree before names are resolved. A call
// `name[x, y]` (or `x.name[y]`, or `name` for a macro without parameters) is replaced by the
// body with each parameter name replaced by its argument as written, so an argument may be
// anything, a predicate's name included (`cond[t]` in util/time's `while`). Expansion
// repeats inside the result, up to a depth that stops runaway recursion.

import type * as A from "../../grammar/alloy/ast.js";
import { mapChildren } from "./syntax.js";

const maxDepth = 64;

export function expandMacros(ast: A.AlsModule): A.AlsModule {
  const macros = new Map<string, A.AlsMacro>();
  for (const p of ast.paragraphs) if (p.kind === "Macro") macros.set(p.name.name, p);
  // A module's macro is also called by its bare name (`dynamic[x]` after `open util/time`).
  for (const p of ast.paragraphs) {
    if (p.kind !== "Macro") continue;
    const bare = p.name.name.slice(p.name.name.lastIndexOf("/") + 1);
    if (!macros.has(bare)) macros.set(bare, p);
  }
  if (macros.size === 0) return ast;
  const expander = new Expander(macros);
  const paragraphs = ast.paragraphs.filter((p) => p.kind !== "Macro").map((p) => expander.paragraph(p));
  return { ...ast, paragraphs };
}

class Expander {
  constructor(private readonly macros: ReadonlyMap<string, A.AlsMacro>) {}

  paragraph(p: A.AlsParagraph): A.AlsParagraph {
    const e = (x: A.AlsExpr): A.AlsExpr => this.expr(x, 0);
    const decl = (d: A.AlsDecl): A.AlsDecl => ({ ...d, bound: { ...d.bound, expr: e(d.bound.expr) } });
    switch (p.kind) {
      case "Sig":
        return { ...p, fields: p.fields.map(decl), fact: p.fact === undefined ? undefined : (e(p.fact) as A.AlsBlock) };
      case "Fact":
      case "Assert":
        return { ...p, body: e(p.body) as A.AlsBlock };
      case "Pred":
        return { ...p, params: p.params.map(decl), body: e(p.body) as A.AlsBlock };
      case "Fun":
        return { ...p, params: p.params.map(decl), result: { ...p.result, expr: e(p.result.expr) }, body: e(p.body) };
      case "Command":
        return p.target.kind === "Block" ? { ...p, target: e(p.target) as A.AlsBlock } : p;
      default:
        return p;
    }
  }

  /** `name[args]` of a macro, with the receiver of `x.name[...]` as the first argument. */
  private call(e: A.AlsExpr): { macro: A.AlsMacro; args: readonly A.AlsExpr[] } | undefined {
    if (e.kind === "Name" && !e.at) {
      const macro = this.macros.get(e.name);
      return macro !== undefined && macro.params.length === 0 ? { macro, args: [] } : undefined;
    }
    if (e.kind === "Box") {
      const t = e.target;
      if (t.kind === "Name" && !t.at) {
        const macro = this.macros.get(t.name);
        if (macro !== undefined) return { macro, args: e.args };
      }
      if (t.kind === "Binary" && t.op === "." && t.right.kind === "Name") {
        const macro = this.macros.get(t.right.name);
        if (macro !== undefined) return { macro, args: [t.left, ...e.args] };
      }
    }
    if (e.kind === "Binary" && e.op === "." && e.right.kind === "Name") {
      const macro = this.macros.get(e.right.name);
      if (macro !== undefined && macro.params.length === 1) return { macro, args: [e.left] };
    }
    return undefined;
  }

  expr(e: A.AlsExpr, depth: number): A.AlsExpr {
    const call = depth < maxDepth ? this.call(e) : undefined;
    if (call !== undefined) {
      const { macro, args } = call;
      // A macro without parameters may name another (`let while = while3`): the arguments go on to it.
      if (macro.params.length === 0 && args.length > 0 && e.kind === "Box") return this.expr({ ...e, target: macro.body }, depth + 1);
      if (macro.params.length === args.length) {
        const values = new Map(macro.params.map((p, i) => [p.name, args[i]!]));
        return this.expr(substitute(macro.body, values), depth + 1);
      }
    }
    return mapChildren(e, (y) => this.expr(y, depth));
  }
}

/** The body with every name that is a parameter replaced by its argument. */
function substitute(e: A.AlsExpr, values: ReadonlyMap<string, A.AlsExpr>): A.AlsExpr {
  if (e.kind !== "Name") return mapChildren(e, (y) => substitute(y, values));
  const v = e.at ? undefined : values.get(e.name);
  return v === undefined ? e : v.kind === "Name" || v.kind === "Number" || v.kind === "Constant" ? v : { kind: "Paren", expr: v, range: v.range };
}
