// A compact, stable digest of what each module of a file declares: the text shown by
// `tla2ts parse` and kept as golden files, so a parser change that alters what a
// module defines shows up as a readable line diff.

import { assertNever, type Module, type OpDecl, type SourceFileAst } from "./ast.js";

export interface DeclaredName {
  readonly name: string;
  readonly arity: number;
}

export interface DefinitionSummary extends DeclaredName {
  readonly kind: "operator" | "function" | "instance";
  readonly local: boolean;
}

export interface InstanceSummary {
  /** The name of `I == INSTANCE M`, undefined for a bare `INSTANCE M`. */
  readonly name: string | undefined;
  readonly module: string;
  /** The targets of `WITH a <- e, ...`, in source order. */
  readonly substituted: readonly string[];
  readonly local: boolean;
}

export interface ModuleSummary {
  /** Qualified for submodules: `Outer!Inner`. */
  readonly name: string;
  readonly extends: readonly string[];
  readonly constants: readonly DeclaredName[];
  readonly variables: readonly string[];
  readonly definitions: readonly DefinitionSummary[];
  readonly instances: readonly InstanceSummary[];
  readonly assumptions: number;
  readonly theorems: number;
}

/** One summary per module, each submodule listed right after its parent (depth first). */
export function summarizeFile(ast: SourceFileAst): ModuleSummary[] {
  const out: ModuleSummary[] = [];
  for (const m of ast.modules) summarizeModule(m, undefined, out);
  return out;
}

function declaredName(d: OpDecl): DeclaredName {
  return { name: d.name.name, arity: d.arity };
}

function summarizeModule(m: Module, parent: string | undefined, out: ModuleSummary[]): void {
  const name = parent === undefined ? m.name.name : `${parent}!${m.name.name}`;
  const constants: DeclaredName[] = [];
  const variables: string[] = [];
  const definitions: DefinitionSummary[] = [];
  const instances: InstanceSummary[] = [];
  const submodules: Module[] = [];
  let assumptions = 0;
  let theorems = 0;
  for (const u of m.units) {
    switch (u.kind) {
      case "VariableDecl":
        for (const v of u.names) variables.push(v.name);
        break;
      case "ConstantDecl":
        for (const d of u.decls) constants.push(declaredName(d));
        break;
      case "RecursiveDecl":
        // Only announces definitions that follow; they are counted where defined.
        break;
      case "OperatorDef":
        definitions.push({ name: u.name.name, arity: u.params.length, kind: "operator", local: u.local });
        break;
      case "FunctionDef": {
        let arity = 0;
        for (const b of u.bounds) arity += b.tuple ? 1 : b.names.length;
        definitions.push({ name: u.name.name, arity, kind: "function", local: u.local });
        break;
      }
      case "ModuleDef":
        definitions.push({ name: u.name.name, arity: u.params.length, kind: "instance", local: u.local });
        instances.push({
          name: u.name.name,
          module: u.instance.module.name,
          substituted: u.instance.substitutions.map((s) => s.target.name),
          local: u.local,
        });
        break;
      case "InstanceUnit":
        instances.push({
          name: undefined,
          module: u.instance.module.name,
          substituted: u.instance.substitutions.map((s) => s.target.name),
          local: u.local,
        });
        break;
      case "Assumption":
        assumptions++;
        break;
      case "Theorem":
        theorems++;
        break;
      case "UseOrHide":
        break;
      case "Module":
        submodules.push(u);
        break;
      default:
        assertNever(u);
    }
  }
  out.push({
    name,
    extends: m.extends.map((e) => e.name),
    constants,
    variables,
    definitions,
    instances,
    assumptions,
    theorems,
  });
  for (const sub of submodules) summarizeModule(sub, name, out);
}

function formatDefinition(d: DefinitionSummary): string {
  const local = d.local ? "LOCAL " : "";
  const kind = d.kind === "operator" ? "" : ` (${d.kind})`;
  return `${local}${d.name}/${d.arity}${kind}`;
}

function formatInstance(i: InstanceSummary): string {
  const local = i.local ? "LOCAL " : "";
  const head = i.name === undefined ? i.module : `${i.name} == ${i.module}`;
  const withPart = i.substituted.length === 0 ? "" : ` WITH ${i.substituted.join(", ")}`;
  return `${local}${head}${withPart}`;
}

/** `  label (n): a, b, c`, or `  label (0)` when empty. */
function listLine(label: string, items: readonly string[], separator = ", "): string {
  return items.length === 0 ? `  ${label} (0)` : `  ${label} (${items.length}): ${items.join(separator)}`;
}

/** One line per category per module; modules separated by a blank line; ends with a newline. */
export function formatSummary(summaries: readonly ModuleSummary[]): string {
  const blocks: string[] = [];
  for (const s of summaries) {
    const lines = [
      s.extends.length === 0 ? `module ${s.name}` : `module ${s.name} extends ${s.extends.join(", ")}`,
      listLine("constants", s.constants.map((c) => `${c.name}/${c.arity}`)),
      listLine("variables", s.variables),
      listLine("definitions", s.definitions.map(formatDefinition)),
      listLine("instances", s.instances.map(formatInstance), "; "),
      `  assumptions: ${s.assumptions}`,
      `  theorems: ${s.theorems}`,
    ];
    blocks.push(lines.join("\n"));
  }
  return blocks.join("\n\n") + "\n";
}
