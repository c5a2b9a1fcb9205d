// The state of one resolve() run: the side tables being filled, the diagnostics,
// the modules loaded so far, and the lookup of a module name from a given module
// (submodules, other modules of the same file, files, standard modules), with
// cycle detection.

import type { Ident, Module, NameExpr, Infix, Postfix, Prefix } from "../../grammar/tla/ast.js";
import { diagnostic, type Diagnostic, type DiagnosticName, type Range } from "../../runtime/diagnostics.js";
import type { DefinitionBinder } from "./definitionBinder.js";
import type { ExprBinder } from "./exprBinder.js";
import type { FileLoader, LoadedFile } from "./files.js";
import type { Binding, ConstantEntity, Instantiation, ResolvedModule, VariableEntity, Visible } from "./model.js";
import { closestName } from "./suggest.js";
import { entryLocation, isLocalName, type Scope, type ScopeEntry } from "./scope.js";
import { symbolKey } from "./operatorNames.js";

/** A module being resolved or resolved; the mutable side of ResolvedModule. */
export class ModuleRecord implements ResolvedModule {
  readonly visible = new Map<string, Visible>();
  readonly exports = new Map<string, Visible>();
  readonly parameters: (ConstantEntity | VariableEntity)[] = [];
  readonly instantiations: Instantiation[] = [];
  /** Submodules defined so far, by name. */
  readonly submodules = new Map<string, ModuleRecord>();
  /** Names of instances whose module could not be loaded: uses of them are not reported again. */
  readonly failedInstances = new Set<string>();
  /** Set when a module it EXTENDS or INSTANCEs could not be loaded: its unknown names are then not reported (they likely live there). */
  incomplete = false;
  done = false;

  constructor(
    readonly name: string,
    readonly ast: Module,
    readonly loaded: LoadedFile,
    readonly enclosing: ModuleRecord | undefined,
  ) {}

  get file(): string {
    return this.loaded.path;
  }
  get source(): LoadedFile["source"] {
    return this.loaded.source;
  }
  get standard(): boolean {
    return this.loaded.standard;
  }
}

/** How a name reaches a module from another: EXTENDS, or an unnamed INSTANCE. */
export type ImportKind = "extends" | "instance";

/**
 * SANY's rule for a name imported into a module that already has it (from an earlier
 * import, or for INSTANCE also its own earlier definition): two definitions (operators,
 * functions) or two theorems are only a warning, and the first binding is kept. Through
 * EXTENDS (Context.mergeExtendContext) any two nodes of the same Java class merge so; through
 * an unnamed INSTANCE (SymbolTable.addSymbol) they must also have the same arity. Anything
 * else (a definition against a declaration, a parameter or a bound name) is an error. Declarations
 * (CONSTANT, VARIABLE) and named instances stay errors here: two distinct ones of one name would
 * make two parameters of one name.
 */
function mergesSilently(existing: Visible, entry: Visible, importedBy: ImportKind): boolean {
  const kindOf = (v: Visible): string | undefined =>
    v.entity.kind === "operator" || v.entity.kind === "function" ? "definition" : v.entity.kind === "theorem" ? "theorem" : undefined;
  const kind = kindOf(existing);
  if (kind === undefined || kind !== kindOf(entry)) return false;
  return importedBy === "extends" || existing.entity.arity === entry.entity.arity;
}

export class Session {
  readonly references = new Map<NameExpr, Binding>();
  readonly operators = new Map<Prefix | Infix | Postfix, Binding>();
  readonly diagnostics: Diagnostic[] = [];
  /** Every module finished, dependencies first. */
  readonly modules: ModuleRecord[] = [];
  private readonly records = new Map<Module, ModuleRecord>();
  /** Modules whose units are being read, outermost first: a request for one of them is a cycle. */
  private readonly inProgress: ModuleRecord[] = [];

  // Set right after construction (the binders and the session refer to each other).
  exprs!: ExprBinder;
  definitions!: DefinitionBinder;

  constructor(
    readonly loader: FileLoader,
    private readonly bindModuleUnits: (record: ModuleRecord) => void,
  ) {}

  report(name: DiagnosticName, module: ResolvedModule, range: Range, args: Record<string, string | number> = {}): void {
    this.diagnostics.push(diagnostic(name, module.file, range, args));
  }

  /** Whether a missing name may just be one of a module that failed to load (so reporting it would only add noise). */
  mayBeFromMissingModule(name: string, scope: Scope): boolean {
    for (let m: ModuleRecord | undefined = scope.module as ModuleRecord; m !== undefined; m = m.enclosing) {
      if (m.incomplete || m.failedInstances.has(name)) return true;
    }
    return false;
  }

  reportUnknownName(name: string, scope: Scope, range: Range): void {
    if (this.mayBeFromMissingModule(name, scope)) return;
    const suggestion = closestName(name, scope.names());
    if (suggestion === undefined) this.report("UnknownName", scope.module, range, { name });
    else this.report("UnknownNameSuggestion", scope.module, range, { name, suggestion });
  }

  /**
   * Adds a name to the innermost frame of `scope`, unless it is already visible: TLA+
   * allows no redefinition or shadowing. Importing the very same definition twice
   * (EXTENDS Integers, Sequences both bring Naturals' `+`) is not a clash.
   */
  declare(scope: Scope, name: string, range: Range, entry: ScopeEntry, key = symbolKey(name, "ident"), importedBy?: ImportKind): boolean {
    const existing = scope.lookup(key);
    if (existing !== undefined) {
      if (!isLocalName(existing) && !isLocalName(entry) && existing.entity === entry.entity) return false;
      const previous = entryLocation(existing, scope.module);
      const position = previous.module.source.position(previous.range.start);
      const at = `${previous.module.file}:${position.line}:${position.column}`;
      const merged = importedBy !== undefined && !isLocalName(existing) && !isLocalName(entry) && mergesSilently(existing, entry, importedBy);
      this.report(merged ? "DuplicateImport" : "DuplicateDefinition", scope.module, range, { name, previous: at });
      return false;
    }
    scope.declare(key, entry);
    const module = scope.module as ModuleRecord;
    if (!isLocalName(entry) && !entry.local && scope.isModuleLevel) module.exports.set(key, entry);
    return true;
  }

  /** The module a name in EXTENDS or INSTANCE denotes, resolved; undefined (reported) when missing or cyclic. */
  moduleNamed(ident: Ident, from: ModuleRecord): ModuleRecord | undefined {
    const name = ident.name;
    for (let m: ModuleRecord | undefined = from; m !== undefined; m = m.enclosing) {
      const sub = m.submodules.get(name);
      if (sub !== undefined) return this.ready(sub, ident, from);
    }
    const sameFile = from.loaded.modules.find((m) => m.name.name === name);
    if (sameFile !== undefined) return this.ready(this.recordFor(sameFile, from.loaded), ident, from);
    const { file, tried } = this.loader.findModuleFile(name, from.loaded);
    const module = file?.modules.find((m) => m.name.name === name) ?? file?.modules[0];
    if (file === undefined) {
      this.report("ModuleNotFound", from, ident.range, { name, file: tried });
      from.incomplete = true;
      return undefined;
    }
    if (module === undefined || file.parseFailed) {
      // The file exists but has syntax errors: its parse diagnostics say why.
      from.incomplete = true;
      return undefined;
    }
    return this.ready(this.recordFor(module, file), ident, from);
  }

  /** Resolves a top-level module (the root, or one found by name). */
  topLevel(module: Module, file: LoadedFile): ModuleRecord {
    const record = this.recordFor(module, file);
    if (!record.done && !this.inProgress.includes(record)) this.bind(record);
    return record;
  }

  /** Resolves a submodule where it appears in its enclosing module. */
  submodule(module: Module, enclosing: ModuleRecord): ModuleRecord {
    const record = new ModuleRecord(module.name.name, module, enclosing.loaded, enclosing);
    this.records.set(module, record);
    this.bind(record);
    enclosing.submodules.set(record.name, record);
    return record;
  }

  private recordFor(module: Module, file: LoadedFile): ModuleRecord {
    let record = this.records.get(module);
    if (record === undefined) {
      record = new ModuleRecord(module.name.name, module, file, undefined);
      this.records.set(module, record);
    }
    return record;
  }

  private ready(record: ModuleRecord, ident: Ident, from: ModuleRecord): ModuleRecord | undefined {
    if (record.done) return record;
    const at = this.inProgress.indexOf(record);
    if (at >= 0) {
      const cycle = [...this.inProgress.slice(at).map((m) => m.name), record.name].join(" -> ");
      this.report("ModuleCycle", from, ident.range, { name: record.name, cycle });
      from.incomplete = true;
      return undefined;
    }
    this.bind(record);
    return record;
  }

  private bind(record: ModuleRecord): void {
    this.inProgress.push(record);
    try {
      this.bindModuleUnits(record);
    } finally {
      this.inProgress.pop();
    }
    record.done = true;
    this.modules.push(record);
  }
}
