// The order in which TLC's intern table first sees names (TLC-SEMANTICS §1.2), which
// decides how strings and model values compare and, where TLC's table is replayed in
// full (tlcInternList, compiler/analyse/tlcInterns.ts), the tokens TLC's hash codes of
// model values are built from. Without TLC's vocabulary for one of the modules TLC
// would read from its jars, an approximation keeps the phases' order: (1) the .cfg's
// values in file order, (2) four of SANY's built-in names, (3) every token image of the
// root module, (4) those of the other modules in the order TLC parses their files
// (parseOrder below), (5) the contents of string literals module by module,
// dependencies first and the root last. Runtime strings (phase 6) are interned when built.

import type { CfgFile, CfgValue } from "../../grammar/cfg/index.js";
import { decodeString, lexTla } from "../../grammar/tla/lexer.js";
import type { Resolved, ResolvedModule } from "../resolve/index.js";
import { isShippedModuleFile } from "../resolve/standardModules.js";
import { cfgValueNames } from "./cfgBinding.js";
import { type InternModule, type ModuleUses, moduleInternsAndUses, sanyOperatorName, sanyParseOrder, tlcInternNames } from "./tlcInterns.js";
import { tlcModuleVocabulary, tlcOverrideNames } from "./tlcVocabulary.generated.js";

const builtinNames = ["TRUE", "FALSE", "BOOLEAN", "STRING"];

/** The names the runtime's intern table starts with; `tlc`: TLC's whole table, each name at TLC's own token. */
export interface InternSeed {
  readonly names: readonly string[];
  readonly tlc: boolean;
  /** Seeded names whose place TLC's JVM decides run by run (tlcOverrideBlocks): their tokens are not known. */
  readonly uncertain?: readonly string[];
}

export function internOrder(resolved: Resolved, cfg: CfgFile | undefined): InternSeed {
  const tlc = tlcTable(resolved, cfg);
  const seed: InternSeed = tlc === undefined ? { names: approximateOrder(resolved, cfg), tlc: false } : { names: tlc.names, tlc: true, uncertain: tlc.uncertain };
  // The parse's tokens (SourceText.tokens) are read here only: the run need not keep them.
  for (const m of resolved.modules) m.source.tokens = undefined;
  return seed;
}

/** Without TLC's vocabulary for one of its modules: cfg values, four built-ins, token images and string contents in TLC's phase order. */
function approximateOrder(resolved: Resolved, cfg: CfgFile | undefined): string[] {
  const out: string[] = [...cfgNames(cfg)];
  out.push(...builtinNames);
  const files = parseOrder(resolved);
  const stringsByFile = new Map<string, string[]>();
  for (const m of files) {
    const lexed = { tokens: m.source.tokens ?? lexTla(m.file, m.source.text).tokens };
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

/** The values a .cfg writes, in file order: what TLC interns first. */
function cfgNames(cfg: CfgFile | undefined): string[] {
  if (cfg === undefined) return [];
  const values: CfgValue[] = [];
  for (const s of cfg.statements) {
    if (s.kind !== "Constants") continue;
    for (const e of s.entries) if (e.kind === "Assignment") values.push(...e.args, e.value);
  }
  return cfgValueNames(values);
}

type LoadedModule = InternModule & { readonly uses: ModuleUses };

/**
 * TLC's intern table once SANY is done, in token order (compiler/analyse/tlcInterns.ts):
 * the spec's own modules from their text, the ones TLC reads from its jars from their
 * vocabulary; undefined when a module TLC would read has none.
 */
export function tlcInternList(resolved: Resolved, cfg: CfgFile | undefined): string[] | undefined {
  return tlcTable(resolved, cfg)?.names;
}

/**
 * TLC's table before it evaluates anything, and the names whose tokens are uncertain: a
 * Java override class's method names are interned in the order getDeclaredMethods lists
 * them, which HotSpot decides anew in every run (measured: TLCExt's assertError moves
 * between runs of one spec), so where one class adds two names or more, which of its block's
 * tokens each gets is not known; the block's size, and so every later token, is.
 */
function tlcTable(resolved: Resolved, cfg: CfgFile | undefined): { names: string[]; uncertain: string[] } | undefined {
  const root = resolved.root;
  if (root === undefined) return undefined;
  const own = new Map<string, ResolvedModule>();
  for (const m of resolved.modules) if (m.enclosing === undefined && !m.standard && !isShippedModuleFile(m.file) && !own.has(m.name)) own.set(m.name, m);
  // TLC's jar modules EXTEND and INSTANCE what the jar's texts say, which tla2ts's copies may not.
  const modules = new Map<string, LoadedModule>();
  const load = (name: string): LoadedModule | undefined => {
    let found = modules.get(name);
    if (found !== undefined) return found;
    const m = own.get(name) ?? (name === root.name ? root : undefined);
    if (m !== undefined) {
      const { interns, uses } = moduleInternsAndUses(m.file, m.source.text, m.ast, m.source.tokens);
      const defs = new Map(m.instantiations.flatMap((i) => (i.moduleDef === undefined ? [] : [[i.moduleDef.range.start, i] as const])));
      const instanceNames = interns.instanceAt.map((at) => {
        const i = defs.get(at.offset);
        return i === undefined ? [] : exportedNames(i.module, i.moduleDef!.name.name + "!");
      });
      found = { interns, instanceNames, uses };
    } else {
      const known = tlcModuleVocabulary[name];
      if (known === undefined) return undefined;
      const interns = { parse: known.parse, parseOffsets: [], strings: known.semantic, firstExpressionEnd: -1, afterHeader: 0, instanceAt: [] };
      found = { interns, instanceNames: [], uses: known.uses };
    }
    modules.set(name, found);
    return found;
  };
  const parseNames = sanyParseOrder(root.name, (name) => load(name)?.uses);
  if (parseNames === undefined) return undefined;
  // "Semantic processing" order: every module after the modules it names.
  const semanticNames: string[] = [];
  const done = new Set<string>();
  const post = (name: string): void => {
    if (done.has(name)) return;
    done.add(name);
    const uses = modules.get(name)!.uses;
    for (const u of [...uses.extends, ...uses.instances]) post(u);
    semanticNames.push(name);
  };
  post(root.name);
  const parsed = parseNames.map((n) => modules.get(n)!);
  const list = tlcInternNames(cfgNames(cfg), parsed, semanticNames.map((n) => parseNames.indexOf(n)));
  // SpecProcessor.processSpec then loads the Strings class and every module's Java override
  // class (tlc2.module.<M>, in the module table's order, the semantic order), interning the
  // names of their static methods before anything is evaluated.
  const seen = new Set(list);
  const uncertain: string[] = [];
  for (const m of ["Strings", ...semanticNames]) {
    const block = (tlcOverrideNames[m] ?? []).filter((n) => !seen.has(n));
    for (const n of block) seen.add(n);
    list.push(...block);
    if (block.length > 1) uncertain.push(...block);
  }
  return { names: list, uncertain };
}

/** What a named INSTANCE of `m` interns: `prefix` and each definition `m` exports, nested instances' too. */
function exportedNames(m: ResolvedModule, prefix: string): string[] {
  const out: string[] = [];
  for (const [name, v] of m.exports) {
    const e = v.entity;
    if (e.kind === "constant" || e.kind === "variable") continue;
    out.push(prefix + sanyOperatorName(name));
    if (e.kind === "instance") out.push(...exportedNames(e.instantiation.module, prefix + name + "!"));
  }
  return out;
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
