// Alloy modules: `open path[args] as alias` loads another module and instantiates it
// with the arguments for its parameters. The instances are flattened into one syntax
// tree that the resolver checks as a single module:
//   - each instance gets a prefix (`graph`, `pg`, or `pg/rel` for a module opened by an
//     opened module); its sigs, preds, funs, facts and asserts are renamed `prefix/name`;
//   - inside the instance, its parameters are replaced by the argument sigs, its own
//     names by their prefixed spelling, and `alias/x` of the modules it opens by their
//     prefixes; names bound locally (parameters, quantified and let variables) are left alone;
//   - the same module opened twice with the same arguments is one instance (Alloy's rule);
//   - commands of opened modules are dropped (only the root module's commands run).
// Unqualified names of opened modules stay usable from the root: the resolver keeps the
// bare name of every module sig and function as an alias (`bareNames`), overloaded when
// several instances define it, and chooses between them by argument types.
//
// Where a module is found (as the Analyzer does): `util/X` among the shipped library
// modules (compiler/alloy/library/util/X.als) unless the model provides its own; any
// other path relative to the root module's declared root (its folder minus one level per
// `/` in its `module` name), then relative to the model's folder.
// `util/ordering` is not instantiated from source: the resolver and the solver implement it
// directly (an ordering's `next` is fixed by the solver, as Kodkod's totalOrder predicate does).

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import type * as A from "../../grammar/alloy/ast.js";
import { parseAlloy } from "../../grammar/alloy/parse.js";
import { diagnostic, hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { syntheticName } from "./syntax.js";

/** Modules the resolver implements itself rather than from their source. */
export const builtinModules = new Set(["util/ordering"]);

const libraryDir = resolvePath(dirname(fileURLToPath(import.meta.url)), "../../../compiler/alloy/library");

export interface FlatModule {
  /** The root module's header and paragraphs followed by every instance's renamed paragraphs. */
  readonly ast: A.AlsModule;
  /** Opens the resolver handles itself (util/ordering, util/integer), arguments renamed. */
  readonly builtinOpens: readonly A.AlsOpen[];
  /** Unqualified names of instance sigs and functions → their prefixed spellings. */
  readonly bareNames: ReadonlyMap<string, readonly string[]>;
  /**
   * The text of every instance. An instance is parsed as if it followed the root text and the
   * instances before it (at offset `base`), so every range of the flat tree says which file it is in.
   */
  readonly segments: readonly ModuleSegment[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface ModuleSegment {
  readonly file: string;
  readonly text: string;
  /** Where the file's offset 0 is in the flat tree's ranges. */
  readonly base: number;
}

interface Instance {
  readonly prefix: string;
}

/**
 * A model that declares anything `seq X` opens util/sequniv as `seq` (the Analyzer does the
 * same), so `s.first`, `#s`, `s.elems`, `seq/Int` and the rest mean what they mean there.
 */
export function withSequences(root: A.AlsModule): A.AlsModule {
  if (!usesSeq(root.paragraphs) || root.opens.some((o) => o.path.name === "util/sequniv")) return root;
  const open: A.AlsOpen = {
    kind: "Open",
    isPrivate: false,
    path: syntheticName("util/sequniv"),
    args: [],
    alias: syntheticName("seq"),
    range: { start: 0, end: 0 },
  };
  return { ...root, opens: [...root.opens, open] };
}

/** Whether a `seq` bound occurs anywhere below `node` (a generic walk over the syntax tree). */
function usesSeq(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesSeq);
  if (node === null || typeof node !== "object") return false;
  const record = node as Record<string, unknown>;
  if (record["kind"] === "Bound" && record["multiplicity"] === "seq") return true;
  return Object.values(record).some(usesSeq);
}

export function flattenModules(root: A.AlsModule, file: string, rootLength: number): FlatModule {
  const diagnostics: Diagnostic[] = [];
  const segments: ModuleSegment[] = [];
  let nextBase = rootLength + 1;
  const paragraphs: A.AlsParagraph[] = [];
  const builtinOpens: A.AlsOpen[] = [];
  const bareNames = new Map<string, string[]>();
  const instances = new Map<string, Instance>();
  const searchRoots = rootFolders(root, file);
  let depth = 0;

  /** Instantiates the module at `path` with `args` (already renamed); its prefix. */
  const instantiate = (open: A.AlsOpen, path: string, args: readonly string[], prefix: string, openerFile: string): string | undefined => {
    const key = `${path}[${args.join(",")}]`;
    const existing = instances.get(key);
    if (existing !== undefined) return existing.prefix;
    const found = locate(path, searchRoots);
    if (found === undefined) {
      diagnostics.push(diagnostic("AlloyUnknownModule", openerFile, open.path.range, { path }));
      return undefined;
    }
    const base = nextBase;
    nextBase += found.text.length + 1;
    const parsed = parseAlloy(" ".repeat(base) + found.text, found.file);
    if (hasErrors(parsed.diagnostics)) {
      diagnostics.push(...parsed.diagnostics.map((d) => ({ ...d, range: { start: d.range.start - base, end: d.range.end - base } })));
      return undefined;
    }
    segments.push({ file: found.file, text: found.text, base });
    const m = parsed.ast;
    const params = m.header?.params ?? [];
    if (params.length !== args.length) {
      diagnostics.push(
        diagnostic("AlloyModuleArgs", openerFile, open.range, { path, expected: params.length, given: args.length }),
      );
      return undefined;
    }
    instances.set(key, { prefix });
    if (++depth > 20) {
      diagnostics.push(diagnostic("AlloyModuleArgs", openerFile, open.range, { path, expected: params.length, given: args.length }));
      return prefix;
    }
    const renames = new Map<string, string>();
    params.forEach((p, i) => renames.set(p.name.name, args[i]!));
    for (const name of declaredNames(m)) {
      renames.set(name, `${prefix}/${name}`);
      const list = bareNames.get(name) ?? [];
      if (!list.includes(`${prefix}/${name}`)) list.push(`${prefix}/${name}`);
      bareNames.set(name, list);
    }
    const aliases = openModules(m, renames, prefix, found.file);
    const r = new Renamer(renames, aliases);
    for (const p of m.paragraphs) if (p.kind !== "Command") paragraphs.push(r.paragraph(p, prefix));
    depth--;
    return prefix;
  };

  /** Opens of one module: instances made, and alias → prefix for its qualified names. */
  const openModules = (m: A.AlsModule, renames: ReadonlyMap<string, string>, prefix: string, moduleFile: string): Map<string, string> => {
    const aliases = new Map<string, string>();
    for (const o of m.opens) {
      const path = o.path.name;
      const args = o.args.map((a) => renameName(a.name, renames, aliases));
      const local = o.alias?.name ?? lastSegment(path);
      if (builtinModules.has(path)) {
        // Inside an instance, `ord/next` must reach this instance's ordering, not the root's.
        const alias = prefix === "" ? o.alias : { ...(o.alias ?? o.path), name: `${prefix}/${local}` };
        if (prefix !== "") aliases.set(local, `${prefix}/${local}`);
        builtinOpens.push({ ...o, args: o.args.map((a, i) => ({ ...a, name: args[i]! })), alias });
        continue;
      }
      const made = instantiate(o, path, args, prefix === "" ? (o.alias?.name ?? path) : `${prefix}/${local}`, moduleFile);
      if (made === undefined) continue;
      aliases.set(local, made);
      aliases.set(path, made);
    }
    return aliases;
  };

  const rootAliases = openModules(root, new Map(), "", file);
  const r = new Renamer(new Map(), rootAliases);
  const rootParagraphs = root.paragraphs.map((p) => r.paragraph(p, ""));
  return {
    ast: { ...root, opens: [], paragraphs: [...rootParagraphs, ...paragraphs] },
    builtinOpens,
    bareNames,
    segments,
    diagnostics,
  };
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The folders a module path is looked up in, most specific first. */
function rootFolders(root: A.AlsModule, file: string): string[] {
  const folder = dirname(resolvePath(file));
  const declared = root.header?.name.name;
  const levels = declared === undefined ? 0 : declared.split("/").length - 1;
  let base = folder;
  for (let i = 0; i < levels; i++) base = dirname(base);
  return base === folder ? [folder] : [base, folder];
}

function locate(path: string, roots: readonly string[]): { file: string; text: string } | undefined {
  const candidates = roots.map((r) => join(r, `${path}.als`));
  if (path.startsWith("util/")) candidates.push(join(libraryDir, `${path}.als`));
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    try {
      return { file: c, text: readFileSync(c, "utf8") };
    } catch {
      continue;
    }
  }
  return undefined;
}

/** Sigs (and enum values), preds, funs and named facts/asserts of a module. */
function declaredNames(m: A.AlsModule): string[] {
  const out: string[] = [];
  for (const p of m.paragraphs) {
    switch (p.kind) {
      case "Sig":
        for (const n of p.names) out.push(stripThis(n.name));
        break;
      case "Enum":
        out.push(p.name.name, ...p.values.map((v) => v.name));
        break;
      case "Pred":
      case "Fun":
      case "Macro":
        out.push(p.name.name);
        break;
      case "Assert":
      case "Fact":
        if (p.name !== undefined) out.push(p.name.name);
        break;
      default:
        break;
    }
  }
  return out;
}

function stripThis(name: string): string {
  return name.startsWith("this/") ? name.slice(5) : name;
}

/** `name` as spelled inside an instance: a parameter's argument, a prefixed own name, or an opened module's. */
function renameName(name: string, renames: ReadonlyMap<string, string>, aliases: ReadonlyMap<string, string>): string {
  const bare = stripThis(name);
  const own = renames.get(bare);
  if (own !== undefined) return own;
  const slash = name.lastIndexOf("/");
  if (slash > 0) {
    const alias = aliases.get(name.slice(0, slash));
    if (alias !== undefined) return `${alias}/${name.slice(slash + 1)}`;
  }
  return name;
}

/** Rewrites names of one module's paragraphs, leaving locally bound names alone. */
class Renamer {
  constructor(
    private readonly renames: ReadonlyMap<string, string>,
    private readonly aliases: ReadonlyMap<string, string>,
  ) {}

  private rename(n: A.AlsName, bound: ReadonlySet<string>): A.AlsName {
    if (bound.has(n.name)) return n;
    const name = renameName(n.name, this.renames, this.aliases);
    return name === n.name ? n : { ...n, name };
  }

  paragraph(p: A.AlsParagraph, prefix: string): A.AlsParagraph {
    const none = new Set<string>();
    const own = (n: A.AlsName): A.AlsName => (prefix === "" ? n : { ...n, name: `${prefix}/${stripThis(n.name)}` });
    switch (p.kind) {
      case "Sig": {
        const fieldNames = new Set(p.fields.flatMap((d) => d.names.map((n) => n.name)));
        const parent: A.AlsSigParent | undefined =
          p.parent === undefined
            ? undefined
            : p.parent.kind === "Extends"
              ? { ...p.parent, name: this.rename(p.parent.name, none) }
              : { ...p.parent, names: p.parent.names.map((n) => this.rename(n, none)) };
        return {
          ...p,
          names: p.names.map(own),
          parent,
          fields: p.fields.map((d) => this.decl(d, none)),
          fact: p.fact === undefined ? undefined : (this.expr(p.fact, fieldNames) as A.AlsBlock),
        };
      }
      case "Enum":
        return { ...p, name: own(p.name), values: p.values.map(own) };
      case "Fact":
      case "Assert":
        return { ...p, name: p.name === undefined ? undefined : own(p.name), body: this.expr(p.body, none) as A.AlsBlock };
      case "Pred":
      case "Fun": {
        const bound = new Set<string>();
        const params = p.params.map((d) => {
          const out = this.decl(d, bound);
          for (const n of d.names) bound.add(n.name);
          return out;
        });
        const receiver = p.receiver === undefined ? undefined : this.rename(p.receiver, none);
        if (p.kind === "Pred") return { ...p, name: own(p.name), receiver, params, body: this.expr(p.body, bound) as A.AlsBlock };
        return { ...p, name: own(p.name), receiver, params, result: this.bound(p.result, bound), body: this.expr(p.body, bound) };
      }
      case "Macro":
        return { ...p, name: own(p.name), body: this.expr(p.body, new Set(p.params.map((n) => n.name))) };
      case "Command":
        return p;
    }
  }

  private decl(d: A.AlsDecl, bound: ReadonlySet<string>): A.AlsDecl {
    return { ...d, bound: this.bound(d.bound, bound) };
  }

  private bound(b: A.AlsBound, bound: ReadonlySet<string>): A.AlsBound {
    return { ...b, expr: this.expr(b.expr, bound) };
  }

  /** Declarations in order, each bound seeing the names declared before it. */
  private decls(ds: readonly A.AlsDecl[], bound: ReadonlySet<string>): { decls: A.AlsDecl[]; bound: Set<string> } {
    const inner = new Set(bound);
    const decls = ds.map((d) => {
      const out = this.decl(d, inner);
      for (const n of d.names) inner.add(n.name);
      return out;
    });
    return { decls, bound: inner };
  }

  expr(e: A.AlsExpr, bound: ReadonlySet<string>): A.AlsExpr {
    if (this.renames.size === 0 && this.aliases.size === 0) return e;
    switch (e.kind) {
      case "Name":
        return this.rename(e, bound);
      case "Number":
      case "Constant":
        return e;
      case "Unary":
        return { ...e, operand: this.expr(e.operand, bound) };
      case "Binary":
      case "Arrow":
      case "Compare":
        return { ...e, left: this.expr(e.left, bound), right: this.expr(e.right, bound) };
      case "Box":
        return { ...e, target: this.expr(e.target, bound), args: e.args.map((a) => this.expr(a, bound)) };
      case "IfElse":
        return { ...e, cond: this.expr(e.cond, bound), then: this.expr(e.then, bound), else: this.expr(e.else, bound) };
      case "Let": {
        const inner = new Set(bound);
        const bindings = e.bindings.map((b) => {
          const value = this.expr(b.value, inner);
          inner.add(b.name.name);
          return { ...b, value };
        });
        return { ...e, bindings, body: this.expr(e.body, inner) };
      }
      case "Quant":
      case "Comprehension": {
        const d = this.decls(e.decls, bound);
        return { ...e, decls: d.decls, body: this.expr(e.body, d.bound) };
      }
      case "Block":
        return { ...e, items: e.items.map((x) => this.expr(x, bound)) };
      case "Paren":
        return { ...e, expr: this.expr(e.expr, bound) };
    }
  }
}
