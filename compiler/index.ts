// The compiler's entry points for the CLI: a TLA+ spec and its TLC model file become
// one JavaScript module whose default export is a CompiledSpec (runtime/check/spec.ts).
// `compileToJs` is the fast path of `tla2ts check` (no ts-morph, no prettier);
// `compileToTs` is `tla2ts gen`. Both run the same emitter, so they cannot diverge.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, basename, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseCfg, summarizeCfg, type CfgFile, type CfgModel, type CfgName, type CfgValue } from "../grammar/cfg/index.js";
import type { SourceText } from "../grammar/source.js";
import type { Expr } from "../grammar/tla/ast.js";
import type { CompiledSpec } from "../runtime/check/spec.js";
import { diagnostic, internalErrorMessage, hasErrors, type Diagnostic } from "../runtime/diagnostics.js";
import { CfgBinding } from "./analyse/cfgBinding.js";
import { type InternSeed, internOrder } from "./analyse/internOrder.js";
import { withInvariantReads } from "./analyse/readSets.js";
import { LevelChecker, firstVariableUse, instanceLevelErrors, instanceParameterLevelErrors } from "./analyse/levels.js";
import { Level, Meanings, moduleScope, withLocals, type Scope } from "./analyse/scope.js";
import { behaviourParts, propertyParts, stateConjunctName, type BoxedPart, type ScopedExpr } from "./analyse/specParts.js";
import { recordFieldWarnings } from "./analyse/children.js";
import { tlcLocation } from "../runtime/check/report.js";
import { Natives } from "./emit/natives.js";
import { Program, locationModuleName } from "./emit/program.js";
import { tlcPrintOrder } from "./emit/printOrder.js";
import { tlcVariableOrder } from "../runtime/check/varOrder.js";
import { SpecEmitter, renderModule, type EmittedModule, type NamedPart, type SpecPlan } from "./emit/specEmitter.js";
import { ValueEmitter } from "./emit/valueEmitter.js";
import { resolve, type Resolved, type ResolvedModule } from "./resolve/index.js";
import type { InferredTypes } from "./types/infer.js";
import type { MachineShape } from "../runtime/machine/shape.js";
import { loadModuleTables } from "../runtime/modules/registry.js";
import { isShippedModuleFile } from "./resolve/standardModules.js";
import { injectWatches, type WatchInjection } from "./watchExpressions.js";
import { runEmittedSpec } from "./emittedRuntime.js";


/** TLC's words for a .cfg entry's role in "The ... X specified in the configuration file" (SPECIFICATION: "name"). */
const tlcRoles: Readonly<Record<string, string>> = {
  specification: "name",
  "next-state relation": "next state action",
  "symmetry set": "symmetry function",
  view: "view function",
};

export interface CompileOptions {
  /** The model file; default: the spec's name with `.cfg` beside it. */
  readonly config?: string;
  readonly libPaths?: readonly string[];
  /** Overrides CHECK_DEADLOCK of the model file. */
  readonly checkDeadlock?: boolean;
  /** `gen` only: import the runtime from this prefix (ending in `/`) instead of `tla2ts/runtime/`. */
  readonly runtimeImport?: string;
  /** `gen` only: how the machine module imports the compiled spec (default `./Spec.js`, the file written beside it). */
  readonly specImport?: string;
  /** No model file: constants are parameters of the emitted `createSpec` (set by `compile`). */
  readonly factory?: boolean;
  /** `--watch` expressions, compiled in the root module's scope into CompiledSpec.watches. */
  readonly watches?: readonly string[];
  /** `compileToJs`: also infer the typed machine's shapes (`validate` reads trace values with them). */
  readonly inferShapes?: boolean;
  /** Compile the slower module that records nested positions on an error (Program.frames). */
  readonly nestedPositions?: boolean;
}

/**
 * The model `gen` assumes without a .cfg: the behaviour `Spec` (or `Init` and `Next`),
 * every constant a parameter (bound here to a placeholder model value, replaced at
 * run time by `createSpec`'s argument), TypeOK-style invariants checked.
 */
function factoryModel(root: ResolvedModule): string {
  const defined = (name: string): boolean => {
    const v = root.visible.get(name);
    return v !== undefined && v.entity.kind === "operator" && v.entity.arity === 0;
  };
  const lines: string[] = [];
  if (defined("Spec")) lines.push("SPECIFICATION Spec");
  else {
    if (defined("Init")) lines.push("INIT Init");
    if (defined("Next")) lines.push("NEXT Next");
  }
  for (const p of root.parameters) if (p.kind === "constant" && p.arity === 0) lines.push(`CONSTANT ${p.name} = ${p.name}`);
  for (const name of ["TypeOK", "TypeInvariant", "TypeInv"]) if (defined(name)) lines.push(`INVARIANT ${name}`);
  return lines.join("\n") + "\n";
}

export interface CompileResult {
  /** JavaScript (ESM) whose default export is a CompiledSpec; undefined when an error was reported. */
  readonly code: string | undefined;
  /** `gen` only: the typed machine module (`Spec.machine.ts`) that goes beside `code`. */
  readonly machine?: string;
  /** With `inferShapes`: the shapes of the typed machine's plain values. */
  readonly shape?: MachineShape;
  /** The model file used: the one named, `Spec.cfg` beside the spec, `models/Spec.cfg`, or none (factory form). */
  readonly config?: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly sources: ReadonlyMap<string, SourceText>;
}

/** This package's compiled runtime folder, as a file URL prefix. */
function buildRuntimePrefix(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return pathToFileURL(join(here, "..", "runtime")).href + "/";
}

/**
 * The spec as JavaScript, in memory (`check`'s path). The operator tables of the standard
 * modules it uses must be loaded (`loadModuleTables`, as compileToJsAsync does); the
 * tests load all of them once.
 */
export function compileToJs(specPath: string, options: CompileOptions = {}): CompileResult {
  return jsResult(compile(specPath, options, buildRuntimePrefix(), new Program()), options);
}

/** As compileToJs, first loading the operator tables of the standard modules the spec uses (and only those). */
export async function compileToJsAsync(specPath: string, options: CompileOptions = {}): Promise<CompileResult> {
  const program = new Program();
  program.frames = options.nestedPositions === true;
  return jsResult(await compileLoadingNatives(specPath, options, buildRuntimePrefix(), program), options);
}

function jsResult({ code, diagnostics, sources, config, types }: Compiled, options: CompileOptions): CompileResult {
  return { code, diagnostics, sources, config, ...(options.inferShapes && types !== undefined ? { shape: loadedTyping().machineShape(types) } : {}) };
}

/**
 * TypeScript for `tla2ts gen`: the same emitted code with type annotations, assembled
 * with ts-morph and formatted with prettier (both imported only here, so `check` never
 * pays for them). Locations name files relative to the spec's folder (standard modules
 * by their name), so the output is the same wherever it is generated.
 */
export async function compileToTs(specPath: string, options: CompileOptions = {}): Promise<CompileResult> {
  const specDir = dirname(specPath);
  const fileOf = (m: ResolvedModule): string => (m.standard || isShippedModuleFile(m.file) ? `${m.name}.tla` : relative(specDir, m.file).split(sep).join("/"));
  const runtimePrefix = options.runtimeImport ?? "tla2ts/runtime/";
  const result = await compileLoadingNatives(specPath, options, runtimePrefix, new Program(true, fileOf));
  if (result.module === undefined) return result;
  const { typeScriptModule, machineTypeScriptModule } = await import("./emit/tsModule.js");
  const specImport = options.specImport ?? "./" + basename(specPath).replace(/\.tla$/, "") + ".js";
  const machine = result.types === undefined ? undefined : await machineTypeScriptModule(loadedTyping().machineModuleParts({ module: result.moduleName!, specImport, runtimePrefix, types: result.types, constantValues: result.constantValues, invariants: result.invariants ?? [] }));
  return { code: await typeScriptModule(result.module), machine, config: result.config, diagnostics: result.diagnostics, sources: result.sources };
}

/** The inferred types of a spec's typed machine API, without writing any TypeScript (for reports and tests). */
export function inferSpecTypes(specPath: string, options: CompileOptions = {}): { types: InferredTypes | undefined; diagnostics: readonly Diagnostic[] } {
  const result = compile(specPath, options, "tla2ts/runtime/", new Program(true));
  return { types: result.types, diagnostics: result.diagnostics };
}

/**
 * The model file of a spec when none is named: `Spec.cfg` beside it, else `models/Spec.cfg`
 * (the layout of the SwarmKit repository), else none. Only a file with the spec's own name
 * counts, so the choice is never ambiguous.
 */
export function defaultConfig(specPath: string): string | undefined {
  const name = basename(specPath).replace(/\.tla$/, "") + ".cfg";
  for (const candidate of [join(dirname(specPath), name), join(dirname(specPath), "models", name)]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/**
 * The text of the model file at `path`. TLC's ModelConfig reads a model file named `*.tla` as a module file holding
 * its configuration (util.MonolithSpecExtractor.config): the lines after the first one that is all
 * `-----* CONFIG <name> -----*`, where `<name>` is the path as given with ".tla" removed, up to a line starting
 * with `====`, trimmed; no such line gives an empty model. TLC's test model Github1191 (`-config Github1191.tla`).
 */
function modelFileText(path: string): string {
  const text = readFileSync(path, "utf8");
  if (!path.endsWith(".tla")) return text;
  const name = path.replaceAll(".tla", "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const header = new RegExp(`^-----*\\s*CONFIG\\s+${name}\\s*-----*$`);
  const lines: string[] = [];
  let inside = false;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (inside && /^====/.test(line)) break;
    if (inside) lines.push(line);
    else if (header.test(line)) inside = true;
  }
  return lines.join("\n").trim();
}

/** Runs emitted code in memory, linked to this process's runtime modules (emittedRuntime.ts), and returns its CompiledSpec. */
export async function loadCompiledSpec(code: string): Promise<CompiledSpec> {
  const linked = await runEmittedSpec(code, buildRuntimePrefix());
  if (linked !== undefined) return linked;
  const url = "data:text/javascript;base64," + Buffer.from(code, "utf8").toString("base64");
  const module = (await import(url)) as { default: CompiledSpec };
  return module.default;
}

type Compiled = CompileResult & { module?: EmittedModule; moduleName?: string; types?: InferredTypes; constantValues?: readonly CfgValue[]; invariants?: readonly string[] };

// -- start-up: type inference and the typed machine (gen, validate) are loaded on demand,
// as the standard modules' operator tables are: the asynchronous entry points load what a
// compile needs; the synchronous ones need it loaded before (the tests load it once).
type Typing = typeof import("./typing.js");
let typing: Typing | undefined;

export async function loadTyping(): Promise<void> {
  typing ??= await import("./typing.js");
}

function loadedTyping(): Typing {
  if (typing === undefined) throw new Error("type inference is not loaded (compiler/index.ts loadTyping)");
  return typing;
}

/** The spec's modules, parsed and name-bound, with the watch expressions injected into them. */
interface Resolution {
  readonly resolved: Resolved;
  readonly watch: WatchInjection | undefined;
}

function resolveSpec(specPath: string, options: CompileOptions): Resolution {
  const watch = options.watches !== undefined && options.watches.length > 0 ? injectWatches(specPath, options.watches) : undefined;
  const resolved = resolve(specPath, { libPaths: options.libPaths ?? [], ...(watch !== undefined ? { readFile: watch.readFile } : {}) });
  return { resolved, watch };
}

function compile(specPath: string, options: CompileOptions, runtimePrefix: string, program: Program): Compiled {
  return compileResolved(specPath, options, runtimePrefix, program, resolveSpec(specPath, options));
}

async function compileLoadingNatives(specPath: string, options: CompileOptions, runtimePrefix: string, program: Program): Promise<Compiled> {
  const resolution = resolveSpec(specPath, options);
  // By module name: a spec's own copy of a community module gets TLC's Java overrides too.
  await loadModuleTables(resolution.resolved.modules.map((m) => m.name));
  if (program.typed || options.inferShapes === true) await loadTyping();
  return compileResolved(specPath, options, runtimePrefix, program, resolution);
}

function compileResolved(specPath: string, options: CompileOptions, runtimePrefix: string, program: Program, { resolved, watch }: Resolution): Compiled {
  const result = compileWith(specPath, options, runtimePrefix, program, resolved, watch);
  if (watch === undefined) return result;
  return { ...result, diagnostics: watch.remap(result.diagnostics), sources: watch.sources(result.sources) };
}

function compileWith(specPath: string, options: CompileOptions, runtimePrefix: string, program: Program, resolved: Resolved, watch: WatchInjection | undefined): Compiled {
  const sources = new Map(resolved.sources);
  const diagnostics: Diagnostic[] = [...resolved.diagnostics];
  const found = options.config ?? defaultConfig(specPath);
  // `gen` without any model file writes the constants-parameterised factory.
  const factory = found === undefined && program.typed;
  const cfgPath = found ?? join(dirname(specPath), basename(specPath).replace(/\.tla$/, "") + ".cfg");
  // TLC reads and parses the model file before it parses the spec: a model file it cannot read or
  // parse is its only error (ConfigFileException, exit 255), whatever is wrong with the spec.
  const cfgFirst = (cfgDiagnostics: readonly Diagnostic[]): Compiled =>
    hasErrors(diagnostics) ? { code: undefined, diagnostics: [...cfgDiagnostics], sources } : { code: undefined, diagnostics: [...diagnostics, ...cfgDiagnostics], sources };
  if (!factory && !existsSync(cfgPath)) return cfgFirst([diagnostic("CfgNotFound", cfgPath, { start: 0, end: 0 }, { file: cfgPath })]);
  if (resolved.root === undefined && factory) return { code: undefined, diagnostics, sources };
  const parsed = parseCfg(cfgPath, factory ? factoryModel(resolved.root!) : modelFileText(cfgPath));
  // A model file that is a module's CONFIG section keeps the module's own text under that name.
  if (!factory && !sources.has(cfgPath)) sources.set(cfgPath, parsed.source);
  if (parsed.ast === undefined || hasErrors(parsed.diagnostics)) return cfgFirst(parsed.diagnostics);
  diagnostics.push(...parsed.diagnostics);
  if (resolved.root === undefined || hasErrors(diagnostics)) return { code: undefined, diagnostics, sources };

  try {
    // SANY lints the modules once they are processed, before TLC reads the model into the spec.
    diagnostics.push(...recordFieldWarnings(resolved));
    const compiled = compileModel(resolved, parsed.ast, cfgPath, { ...options, factory }, runtimePrefix, program, watch?.names ?? []);
    diagnostics.push(...compiled.diagnostics);
    if (hasErrors(diagnostics) || compiled.module === undefined) return { code: undefined, diagnostics, sources };
    const constantValues = factory ? undefined : compiled.constantValues;
    return { code: compiled.code, module: compiled.module, moduleName: resolved.root.name, types: compiled.types, constantValues, invariants: compiled.invariants, config: found, diagnostics, sources };
  } catch (error) {
    diagnostics.push(diagnostic("InternalError", specPath, { start: 0, end: 0 }, { message: internalErrorMessage(error) }));
    return { code: undefined, diagnostics, sources };
  }
}

/** Binds the model, plans the spec's parts and emits the module. */
export function compileModel(
  resolved: Resolved,
  cfgAst: CfgFile,
  cfgPath: string,
  options: CompileOptions,
  runtimePrefix: string,
  program: Program = new Program(),
  watchNames: readonly string[] = [],
): { code: string; module?: EmittedModule; types?: InferredTypes; constantValues?: readonly CfgValue[]; invariants?: readonly string[]; diagnostics: Diagnostic[] } {
  const root = resolved.root!;
  const model = summarizeCfg(cfgAst);
  const binding = new CfgBinding(resolved, model, cfgPath);
  const diagnostics: Diagnostic[] = [...binding.diagnostics];
  // Emitting against a broken binding would only repeat its errors.
  if (hasErrors(diagnostics)) return { code: "", diagnostics };
  const meanings = new Meanings(resolved, binding);
  for (const e of instanceLevelErrors(resolved.modules, meanings)) {
    diagnostics.push(diagnostic("InstanceSubstitutionLevel", e.module.file, e.range, { module: e.instantiated, name: e.name, max: e.max }));
  }
  for (const e of instanceParameterLevelErrors(resolved.modules, meanings)) {
    diagnostics.push(diagnostic("InstanceArgumentLevel", e.module.file, e.range, { operator: e.operator, argument: e.argument }));
  }
  if (hasErrors(diagnostics)) return { code: "", diagnostics };
  const levels = new LevelChecker(meanings);
  const loaded = new Set(resolved.modules.filter((m) => m.standard).map((m) => m.name));
  const values = new ValueEmitter(program, meanings, levels, new Natives(loaded));
  const planner = new Planner(resolved, root, model, meanings, levels, cfgPath, diagnostics);
  const plan = withInvariantReads(planner.plan(internOrder(resolved, cfgAst), options, watchNames), meanings);
  // The typed machine API (its operators compiled into the module too) is written by `gen` only (TypeScript output).
  const operators = program.typed ? loadedTyping().machineOperators(root, meanings, levels) : [];
  const module = new SpecEmitter(program, values, meanings, levels, binding).emitModule(plan, {
    runtimePrefix,
    constantsParameter: options.factory === true,
    operators: operators.filter((o) => o.evaluable),
  });
  diagnostics.push(...program.diagnostics);
  if ((!program.typed && !options.inferShapes) || hasErrors(diagnostics)) return { code: renderModule(module), module, diagnostics };
  const compiled = new Set(module.operators ?? []);
  const types = loadedTyping().inferTypes({
    resolved,
    meanings,
    levels,
    binding,
    variables: plan.variables,
    init: plan.init,
    next: plan.next,
    constantsFixed: options.factory !== true,
    operators: operators.map((o) => (o.evaluable && !compiled.has(o.name) ? { ...o, evaluable: false } : o)),
  });
  diagnostics.push(...types.diagnostics);
  return { code: renderModule(module), module, types, constantValues: binding.constants.map((c) => c.value), invariants: plan.invariants.map((i) => i.name), diagnostics };
}

/** Finds what the .cfg names (Init, Next, invariants, properties, ...) in the root module. */
class Planner {
  constructor(
    private readonly resolved: Resolved,
    private readonly root: ResolvedModule,
    private readonly model: CfgModel,
    private readonly meanings: Meanings,
    private readonly levels: LevelChecker,
    private readonly cfgPath: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  plan(internSeed: InternSeed, options: CompileOptions, watchNames: readonly string[]): SpecPlan {
    const m = this.model;
    const warnings: Diagnostic[] = [];
    let init: ScopedExpr[] = [];
    let next: ScopedExpr | undefined;
    const hypotheses: ScopedExpr[] = [];
    let specification: SpecPlan["specification"];
    // Whether the behaviour has an initial predicate and a next-state relation (one the .cfg names but that is
    // refused has its own error).
    let given = { init: m.init !== undefined, next: m.next !== undefined };
    const initOrNext = m.init ?? m.next;
    if (m.specification !== undefined && initOrNext !== undefined) {
      this.diagnostics.push(diagnostic("CfgSpecificationAndInitNext", this.cfgPath, initOrNext.range, {}));
    }
    if (m.specification !== undefined) {
      const spec = this.named(m.specification, "specification");
      given = { init: spec === undefined, next: spec === undefined };
      if (spec !== undefined) {
        // TLC's stuttering-counterexample warning names the definition (Liveness.printStutteringCounterExampleWarning).
        const def = spec.source?.entity;
        if (def?.node !== undefined) specification = { name: m.specification.name, location: tlcLocationOf(def.module, def.node) };
        const parts = behaviourParts(spec, this.meanings, this.levels);
        // TLC's processConfigSpec looks a conjunct that is a bare name up: a VARIABLE is no formula to it
        // (EC.TLC_CONFIG_OP_IS_EQUAL, exit 151), named with its declaration's location (TLC's Github715b).
        for (const c of parts.init) {
          const b = c.expr.kind === "Name" && c.expr.args.length === 0 ? this.meanings.resolved.references.get(c.expr) : undefined;
          if (b?.kind === "variable") {
            const decl = b.entity;
            this.diagnostics.push(diagnostic("CfgOperatorIsEqual", c.scope.module.file, c.expr.range, { name: decl.name, value: tlcLocationOf(decl.module, { range: decl.nameRange }), role: "spec" }));
          }
        }
        given = { init: parts.init.length > 0, next: parts.next.length > 0 };
        init = parts.init;
        const boxed = parts.next[0];
        next = boxed;
        // TLC's processConfigSpec warns of each variable its SubscriptCollector does not find in `[][Next]_e`.
        if (boxed !== undefined) {
          const found = new Set<string>();
          const constant = (body: Expr, scope: Scope): boolean => this.levels.of(body, scope) === Level.Constant;
          if (!subscriptVariables(boxed.subscript, boxed.scope, this.meanings, found, 0, constant)) {
            warnings.push(diagnostic("SubscriptUndetermined", this.cfgPath, m.specification.range, {}));
          } else {
            // In TLC's order of the variables (its state printing order).
            const variables = this.rootVariables();
            const order = tlcPrintOrder(this.root, variables) ?? tlcVariableOrder(variables);
            for (const i of order) if (!found.has(variables[i]!)) warnings.push(diagnostic("SubscriptMissingVariable", this.cfgPath, m.specification.range, { name: variables[i]! }));
          }
        }
        hypotheses.push(...parts.fairness);
        for (const extra of parts.next.slice(1)) {
          this.diagnostics.push(diagnostic("CfgBadSpecification", extra.scope.module.file, extra.expr.range, { name: m.specification.name, reason: "TLC can handle only specifications with one next-state relation [][Next]_vars" }));
        }
        for (const other of parts.other) {
          const box = other.expr;
          // TLC's SpecProcessor refuses a `[]P` conjunct with P a state predicate: "TLC cannot handle the temporal formula P".
          if (box.kind === "Prefix" && box.op === "[]" && this.levels.of(box.operand, other.scope) <= Level.State) {
            // Its Assert.fail at start-up: the one line, exit 255 (loadSpec.ts).
            this.diagnostics.push(diagnostic("SpecTemporalCannotHandle", other.scope.module.file, box.range, { location: tlcLocationOf(other.scope.module, box.operand) }));
            continue;
          }
          if (this.levels.of(other.expr, other.scope) === Level.Temporal) {
            hypotheses.push(other);
            continue;
          }
          this.diagnostics.push(diagnostic("CfgBadSpecification", other.scope.module.file, other.expr.range, { name: m.specification.name, reason: "this conjunct is neither the initial predicate, [][Next]_vars nor fairness" }));
        }
      }
    } else if (m.init !== undefined || m.next !== undefined) {
      const i = m.init === undefined ? undefined : this.named(m.init, "initial predicate");
      if (i !== undefined) init = [i];
      next = m.next === undefined ? undefined : this.named(m.next, "next-state relation");
      if (next !== undefined && this.levels.of(next.expr, next.scope) === Level.Constant) {
        // TLC's SpecProcessor refuses a constant NEXT before the search (a SPECIFICATION's [][FALSE]_v only deadlocks).
        this.diagnostics.push(diagnostic("CfgNextConstant", this.cfgPath, m.next!.range, { name: m.next!.name }));
        next = undefined;
      }
    }
    const invariants: NamedPart[] = m.invariants.flatMap((n) => this.stateLevelInvariant(n));
    const actionProperties: (NamedPart & { subscript: Expr; box?: Expr })[] = [];
    const temporalProperties: NamedPart[] = [];
    const initialProperties: NamedPart[] = [];
    let propertyDefinition: { readonly module: ResolvedModule; readonly node: Pick<Expr, "range"> } | undefined;
    for (const n of m.properties) {
      const part = this.named(n, "property");
      if (part === undefined) continue;
      const def = part.source?.entity;
      if (propertyDefinition === undefined && def?.node !== undefined) propertyDefinition = { module: def.module, node: def.node };
      // TLC warns at start-up of each PROPERTY whose definition is of state level (SpecProcessor.processConfig).
      if (this.levels.of(part.expr, part.scope) === Level.State) warnings.push(diagnostic("PropertyStateLevel", this.cfgPath, n.range, { name: n.name }));
      const parts = propertyParts(part, this.meanings, this.levels);
      // TLC reports a `[]P` or `[][A]_v` conjunct by the definition that is all of it, else by its location.
      const reported = (b: ScopedExpr & BoxedPart): string => b.definedAs ?? tlcLocationOf(b.scope.module, b.formula);
      for (const inv of parts.invariants) invariants.push({ ...inv, name: reported(inv) });
      for (const a of parts.actions) actionProperties.push({ ...a, name: reported(a) });
      for (const t of parts.temporal) {
        if (this.levels.of(t.expr, t.scope) === Level.Action) {
          this.diagnostics.push(this.actionLevelProperty(n, t));
          continue;
        }
        // TLC names a state-level conjunct as a `[]P` one: by the definition that is all of it, else by its location.
        if (this.levels.of(t.expr, t.scope) <= Level.State) {
          // A conjunct split off the named definition is evaluated alone, not as that definition (its `source`).
          const { source, ...conjunct } = t as typeof t & Pick<NamedPart, "source">;
          const own = t.expr === part.expr && source !== undefined ? { source } : {};
          initialProperties.push({ ...conjunct, ...own, name: reported({ ...t, formula: t.expr, definedAs: stateConjunctName(t, this.meanings) }) });
        }
        else temporalProperties.push({ ...t, name: n.name });
      }
    }
    const tautology = fairnessTautology(m, specification, hypotheses, propertyDefinition, this.cfgPath);
    if (tautology !== undefined) warnings.push(tautology);
    this.missingInitOrNext(given, invariants.length + actionProperties.length + temporalProperties.length, initialProperties.length);
    const single = (n: CfgName | undefined, role: string): ScopedExpr | undefined => (n === undefined ? undefined : this.named(n, role));
    const postcondition = single(m.postcondition, "postcondition");
    if (temporalProperties.length > 0) this.livenessWarnings(m, warnings);
    this.diagnostics.push(...warnings);
    return {
      root: this.root,
      variables: this.rootVariables(),
      init,
      next,
      invariants,
      constraints: m.constraints.flatMap((n) => this.cfgPart(n, "constraint")),
      actionConstraints: m.actionConstraints.flatMap((n) => this.cfgPart(n, "action constraint")),
      actionProperties,
      temporalProperties,
      initialProperties,
      hypotheses,
      assumptions: this.assumptions(),
      view: single(m.view, "view"),
      watches: this.watches(watchNames),
      alias: single(m.alias, "alias"),
      symmetry: this.constantSymmetry(m.symmetry),
      postcondition: postcondition === undefined ? undefined : { ...postcondition, name: m.postcondition!.name },
      checkDeadlock: options.checkDeadlock ?? m.checkDeadlock ?? true,
      noBehaviour: m.specification === undefined && m.init === undefined && m.next === undefined,
      fromSpecification: m.specification !== undefined,
      ...(specification !== undefined ? { specification } : {}),
      internSeed,
      warnings,
    };
  }

  /**
   * TLC's SpecProcessor refuses a behaviour (INIT/NEXT or SPECIFICATION's conjuncts) without an initial predicate
   * when the spec has variables or anything is to be checked, and one without a next-state relation when invariants
   * or properties are (a bare initial predicate is its run-time error, `CompiledSpec.noNext`).
   */
  private missingInitOrNext(given: { init: boolean; next: boolean }, checkedOverSteps: number, initialProperties: number): void {
    const start = { start: 0, end: 0 };
    if (!given.init && (this.rootVariables().length > 0 || checkedOverSteps + initialProperties > 0)) {
      this.diagnostics.push(diagnostic("CfgMissingInit", this.cfgPath, start, {}));
    } else if (!given.next && checkedOverSteps > 0) {
      this.diagnostics.push(diagnostic("CfgMissingNext", this.cfgPath, start, {}));
    }
  }

  /** The `--watch` definitions (watchExpressions.ts): state-level expressions only. */
  private watches(names: readonly string[]): ScopedExpr[] {
    return names.flatMap((name, i) => {
      const v = this.root.visible.get(name);
      const node = v?.entity.kind === "operator" ? v.entity.node : undefined;
      if (node === undefined || node.kind !== "OperatorDef") return [];
      const part: ScopedExpr = { expr: node.body, scope: moduleScope(this.root, []), definition: name };
      const level = this.levels.of(part.expr, part.scope);
      if (level > Level.State) {
        this.diagnostics.push(diagnostic("WatchNotStateLevel", this.root.file, node.body.range, { n: i + 1, level: level === Level.Action ? "an action" : "a temporal formula" }));
        return [];
      }
      return [part];
    });
  }

  /** The soundness traps of LIVENESS.md §4 that the .cfg sets. */
  private livenessWarnings(m: CfgModel, warnings: Diagnostic[]): void {
    if (m.symmetry !== undefined) warnings.push(diagnostic("LivenessWithSymmetry", this.cfgPath, m.symmetry.range, {}));
    if (m.view !== undefined) warnings.push(diagnostic("LivenessWithView", this.cfgPath, m.view.range, { view: m.view.name }));
    const cut = [...m.constraints.map((c) => `CONSTRAINT ${c.name}`), ...m.actionConstraints.map((c) => `ACTION_CONSTRAINT ${c.name}`)];
    const first = m.constraints[0] ?? m.actionConstraints[0];
    if (first !== undefined) warnings.push(diagnostic("LivenessWithConstraints", this.cfgPath, first.range, { what: cut.join(", ") }));
  }

  /**
   * An INVARIANT, CONSTRAINT or ACTION_CONSTRAINT the .cfg names, flagged when its body is
   * constant-level: TLC evaluates such a definition at start-up, drops it when TRUE and
   * stops otherwise (runtime/check/constantParts.ts).
   */
  private cfgPart(n: CfgName, role: string): NamedPart[] {
    const part = this.named(n, role);
    if (part === undefined) return [];
    return [{ ...part, name: n.name, ...(this.levels.of(part.expr, part.scope) === Level.Constant ? { constant: true } : {}) }];
  }

  /**
   * The SYMMETRY set, which TLC evaluates before there is a state: one that reads a
   * variable stops with TLC's "identifier ... undefined" at the variable (exit 151).
   */
  private constantSymmetry(n: CfgName | undefined): ScopedExpr | undefined {
    const part = n === undefined ? undefined : this.named(n, "symmetry set");
    if (part === undefined || this.levels.of(part.expr, part.scope) === Level.Constant) return part;
    const use = firstVariableUse(this.meanings, part.expr, part.scope);
    if (use === undefined) return part;
    this.diagnostics.push(diagnostic("CfgSymmetryReadsVariable", use.module.file, use.expr.range, { variable: use.name }));
    return undefined;
  }

  /** An INVARIANT the .cfg names; TLC refuses one with primes or temporal operators before it starts. */
  private stateLevelInvariant(n: CfgName): NamedPart[] {
    const parts = this.cfgPart(n, "invariant");
    if (parts.some((part) => this.levels.of(part.expr, part.scope) > Level.State)) {
      this.diagnostics.push(diagnostic("CfgInvariantNotStatePredicate", this.cfgPath, n.range, { name: n.name }));
      return [];
    }
    return parts;
  }

  private rootVariables(): string[] {
    return this.root.parameters.filter((p) => p.kind === "variable").map((p) => p.name);
  }

  /** TLC's refusal of an action-level PROPERTY conjunct, with its advice for `[A]_v`, `<<A>>_v` and any other action. */
  private actionLevelProperty(n: CfgName, t: ScopedExpr): Diagnostic {
    const location = tlcLocationOf(t.scope.module, t.expr);
    const name = t.whole === false || t.definition === undefined ? location : t.definition;
    const page = (p: number): string => `(compare page ${p} of Specifying Systems at https://lamport.azurewebsites.net/tla/book.html).`;
    const advice =
      t.expr.kind === "BoxAction"
        ? `To check that action ${name} holds in *every* step of the behavior, define a temporal property by applying the "always" temporal operator ([]) to the formula at ${location} ${page(90)}`
        : t.expr.kind === "AngleAction"
          ? `To check that infinitely many ${name} steps occur, define a temporal property by applying the "always eventually" temporal operator combination ([]<>) to the formula at ${location} ${page(91)}`
          : `To check that action ${name} holds in *every* step of the behavior, define a temporal property: Let A be the formula at ${location}; rewrite A as [][A]_v, where v is a state function (typically the tuple of variables) ${page(90)}`;
    return diagnostic("CfgActionLevelProperty", this.cfgPath, n.range, { name, location, advice });
  }

  /** The body of the root-module definition a .cfg line names (after .cfg replacement). */
  private named(n: CfgName, role: string): (ScopedExpr & Pick<NamedPart, "source">) | undefined {
    const v = this.root.visible.get(n.name);
    if (v === undefined || (v.entity.kind !== "operator" && v.entity.kind !== "function" && v.entity.kind !== "theorem")) {
      this.diagnostics.push(diagnostic("CfgUndefinedName", this.cfgPath, n.range, { role: tlcRoles[role] ?? role, name: n.name }));
      return undefined;
    }
    const meaning = this.meanings.definition(v.entity, v.via);
    if (meaning.kind !== "definition") {
      this.diagnostics.push(diagnostic("NotCompilable", this.cfgPath, n.range, { what: `${n.name} replaced by a value as the ${role}` }));
      return undefined;
    }
    const node = meaning.entity.node;
    const scope: Scope = moduleScope(meaning.entity.module, meaning.chain);
    if (node === undefined || node.kind === "FunctionDef" || (node.kind === "OperatorDef" && node.params.length > 0)) {
      this.diagnostics.push(diagnostic("NotCompilable", this.cfgPath, n.range, { what: `${n.name} (an operator with arguments or a function) as the ${role}` }));
      return undefined;
    }
    const expr = node.kind === "OperatorDef" ? node.body : node.kind === "Assumption" ? node.expr : node.body.kind === "AssumeProve" ? undefined : node.body;
    if (expr === undefined) return undefined;
    return { expr, scope, definition: meaning.entity.name, source: { entity: meaning.entity, chain: meaning.chain } };
  }

  /** ASSUME formulas of the root module and the (non-standard) modules it extends. */
  private assumptions(): ScopedExpr[] {
    const out: ScopedExpr[] = [];
    const seen = new Set<ResolvedModule>();
    const visit = (m: ResolvedModule): void => {
      if (seen.has(m) || m.standard) return;
      seen.add(m);
      for (const e of m.ast.extends) {
        const dep = this.resolved.modules.find((x) => x.name === e.name);
        if (dep !== undefined) visit(dep);
      }
      for (const u of m.ast.units) {
        if (u.kind === "Assumption") out.push({ expr: u.expr, scope: moduleScope(m, []), definition: undefined });
      }
    };
    visit(this.root);
    // SANY's levels: TLC evaluates `ASSUME TLCGet("revision") ...` too.
    const sany = new LevelChecker(this.meanings, true);
    return out.filter((a) => sany.of(a.expr, a.scope) === Level.Constant);
  }
}

/**
 * The variables TLC's SpecProcessor.SubscriptCollector finds in the subscript `e` of a SPECIFICATION's `[][Next]_e`:
 * a variable (through substitutions); the components of a tuple; the body of a definition applied (its parameters
 * given the arguments), of a LET, of a label. Any other operator (`f[y]`, `x + 1`, a record, IF) is not looked into,
 * so the variables under it count as missing (EC.TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR).
 */
function subscriptVariables(e: Expr, scope: Scope, meanings: Meanings, found: Set<string>, depth: number, constant: (body: Expr, scope: Scope) => boolean): boolean {
  if (depth > 64) return true;
  const inner = (x: Expr, sc: Scope): boolean => subscriptVariables(x, sc, meanings, found, depth + 1, constant);
  switch (e.kind) {
    case "Tuple":
      return e.elements.every((x) => inner(x, scope));
    case "Label":
    case "Let":
      return inner(e.body, scope);
    // A literal is no operator application to SANY: TLC's collector fails (EC.TLC_CANT_HANDLE_SUBSCRIPT) and
    // processConfigSpec warns that it could not determine the subscript's variables (EC 2139).
    case "Number":
    case "String":
      return false;
    case "Name": {
      const m = meanings.ofName(e, scope);
      if (m.kind === "variable") found.add(m.name);
      else if (m.kind === "local" && m.local.kind === "inline") return inner(m.local.expr, m.local.scope);
      else if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef" && m.entity.node.params.length === e.args.length && !m.entity.module.standard) {
        const node = m.entity.node;
        const sc = withLocals({ module: m.entity.module, chain: m.chain, locals: new Map(), ...(scope.instanceLocals ? { instanceLocals: scope.instanceLocals } : {}) }, node.params.map((p, i) => [p, { kind: "inline", expr: e.args[i]!, scope }] as const));
        // A constant definition without parameters was evaluated at start-up (Spec.processConstantDefns): TLC's
        // lookup gives its value, which the collector ignores as it does an overridden operator (TLC's Github702:
        // `x <- fizzbuzz`, `fizzbuzz == 1`, no warning).
        if (node.params.length === 0 && constant(node.body, sc)) return true;
        return inner(node.body, sc);
      }
      return true;
    }
    default:
      return true;
  }
}

/**
 * TLC's start-up warning EC.TLC_LIVE_FORMULA_AND_FAIRNESS_TAUTOLOGY (SpecProcessor.processConfig): a SPECIFICATION and
 * exactly one PROPERTY name, every temporal conjunct of the specification (its fairness) reached through a definition
 * of that name (processConfigSpec marks each whose walk passed a node whose syntax is the property's name): checking
 * the property can never fail. TLC still checks it.
 */
function fairnessTautology(
  model: CfgModel,
  specification: { readonly name: string; readonly location: string } | undefined,
  hypotheses: readonly ScopedExpr[],
  property: { readonly module: ResolvedModule; readonly node: Pick<Expr, "range"> } | undefined,
  cfgPath: string,
): Diagnostic | undefined {
  if (model.specification === undefined || specification === undefined || model.properties.length !== 1 || hypotheses.length === 0 || property === undefined) return undefined;
  const at = model.properties[0]!;
  if (!hypotheses.every((h) => h.via?.includes(at.name) === true)) return undefined;
  return diagnostic("PropertyFairnessTautology", cfgPath, at.range, { name: at.name, location: tlcLocationOf(property.module, property.node), spec: specification.name, specLocation: specification.location });
}

/** `line 8, col 16 to line 8, col 24 of module M`: how TLC names a formula that no definition names. */
function tlcLocationOf(module: ResolvedModule, e: Pick<Expr, "range">): string {
  const from = module.source.tlcPosition(e.range.start);
  const to = module.source.tlcPosition(Math.max(e.range.start, e.range.end - 1));
  return tlcLocation({ module: locationModuleName(module), file: module.file, line: from.line, column: from.column, endLine: to.line, endColumn: to.column });
}
