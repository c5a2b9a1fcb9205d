// The order in which TLC's intern table first sees names (TLC-SEMANTICS §1.2), which
// decides how strings and model values compare: (1) the .cfg's values in file order,
// (3) every token image of the root module, (4) those of the other modules in the
// order TLC parses their files (parseOrder below), (5) the contents of string literals
// module by module, dependencies first and the root last. Phase 2 (SANY's built-in names) is approximated by the
// four built-in constants; runtime strings (phase 6) are interned when built.

import type { CfgFile, CfgValue } from "../../grammar/cfg/index.js";
import { decodeString, lexTla } from "../../grammar/tla/lexer.js";
import type { Resolved, ResolvedModule } from "../resolve/index.js";
import { cfgValueNames } from "./cfgBinding.js";

const builtinNames = ["TRUE", "FALSE", "BOOLEAN", "STRING"];

export function internOrder(resolved: Resolved, cfg: CfgFile | undefined): string[] {
  const out: string[] = [];
  if (cfg !== undefined) {
    const values: CfgValue[] = [];
    for (const s of cfg.statements) {
      if (s.kind !== "Constants") continue;
      for (const e of s.entries) if (e.kind === "Assignment") values.push(...e.args, e.value);
    }
    out.push(...cfgValueNames(values));
  }
  out.push(...builtinNames);
  const files = parseOrder(resolved);
  const stringsByFile = new Map<string, string[]>();
  for (const m of files) {
    const lexed = lexTla(m.file, m.source.text);
    const strings: string[] = [];
    for (const t of lexed.tokens) {
      const type = t.tokenType.name;
      if (type === "String") strings.push(decodeString(t.image).value);
      else if (type !== "UnterminatedString") out.push(t.image);
    }
    stringsByFile.set(m.file, strings);
  }
  // Phase 5: string contents, dependencies first, root last.
  const semanticOrder = [...resolved.modules.filter((m) => m !== resolved.root && m.enclosing === undefined), ...(resolved.root ? [resolved.root] : [])];
  const seenFiles = new Set<string>();
  for (const m of semanticOrder) {
    if (seenFiles.has(m.file)) continue;
    seenFiles.add(m.file);
    out.push(...(stringsByFile.get(m.file) ?? []));
  }
  return dedupe(out);
}

/**
 * Top-level modules (one per file) in TLC's "Parsing file" order. SANY parses a module's
 * EXTENDS names together, then descends into each of them in turn, then parses and
 * descends into its INSTANCEs one at a time: for R EXTENDS A, B with A EXTENDS C, the
 * order is R, A, B, C (not R, A, C, B).
 */
function parseOrder(resolved: Resolved): ResolvedModule[] {
  const root = resolved.root;
  if (root === undefined) return [];
  const byName = new Map<string, ResolvedModule>();
  for (const m of resolved.modules) if (!byName.has(m.name)) byName.set(m.name, m);
  const order: ResolvedModule[] = [];
  const parsed = new Set<string>();
  const visited = new Set<string>();
  const parse = (m: ResolvedModule): void => {
    if (parsed.has(m.file)) return;
    parsed.add(m.file);
    order.push(m);
  };
  const known = (name: string): ResolvedModule[] => {
    const m = byName.get(name);
    return m === undefined ? [] : [m];
  };
  const visit = (m: ResolvedModule): void => {
    if (visited.has(m.file)) return;
    visited.add(m.file);
    const extended = m.ast.extends.flatMap((e) => known(e.name));
    for (const d of extended) parse(d);
    for (const d of extended) visit(d);
    for (const i of m.instantiations) {
      for (const d of known(i.module.name)) {
        parse(d);
        visit(d);
      }
    }
  };
  parse(root);
  visit(root);
  for (const m of resolved.modules) {
    parse(m);
    visit(m);
  }
  return order;
}

function dedupe(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    if (seen.has(n)) continue;
    seen.add(n);
    out.push(n);
  }
  return out;
}
