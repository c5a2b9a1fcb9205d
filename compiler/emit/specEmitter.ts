// Assembles the emitted module: imports, helpers, the location and string tables,
// `createContext` (intern table seeded in TLC's order, .cfg constants), Init, the
// next-state relation split into actions as TLC splits it (TLC-SEMANTICS §3.2),
// and the predicates the .cfg names. The default export is a CompiledSpec.

import type { CfgValue } from "../../grammar/cfg/index.js";
import type { Expr, Let, NameExpr } from "../../grammar/tla/ast.js";
import type { Diagnostic } from "../../runtime/diagnostics.js";
import type { CfgBinding } from "../analyse/cfgBinding.js";
import type { LevelChecker } from "../analyse/levels.js";
import { Level, withLocals, type DefinitionEntity, type LocalMeaning, type Meanings } from "../analyse/scope.js";
import { specInitBody, type ScopedExpr } from "../analyse/specParts.js";
import type { Elementwise } from "../analyse/readSets.js";
import type { Instantiation, ResolvedModule } from "../resolve/index.js";
import { ActionEmitter, type Kont } from "./actionEmitter.js";
import { jsString, jsonLiteral, mangle } from "./names.js";
import { evaluatedNatively, moduleAlias } from "./natives.js";
import { isShippedModuleFile } from "../resolve/standardModules.js";
import type { Program } from "./program.js";
import { flatBounds, js, type EmitScope, type ValueEmitter } from "./valueEmitter.js";
import { T } from "./tsTypes.js";
import { importedHelpers, locatedHelperNames, NON_BOOLEAN } from "../../runtime/check/emitted.js";
import { tlcPrintOrder } from "./printOrder.js";
import { TemporalEmitter } from "./temporalEmitter.js";

/** An action's parameters: name, and the JS variable holding its value. */
type ActionParams = readonly (readonly [string, string])[];

export interface NamedPart extends ScopedExpr {
  readonly name: string;
  /** A zero-arity constant-level definition named in the .cfg (TLC evaluates it at start-up). */
  readonly constant?: boolean;
  /** The definition `expr` is the body of. */
  readonly source?: { readonly entity: DefinitionEntity; readonly chain: readonly Instantiation[] };
  /** An invariant's variables (compiler/analyse/readSets.ts); absent: it may read any. */
  readonly reads?: readonly number[];
  /** An invariant's conjuncts, each with its `reads` (compiler/analyse/readSets.ts). */
  readonly conjuncts?: readonly NamedPart[];
  /** An invariant part's test of the elements a successor adds to a set (compiler/analyse/readSets.ts). */
  readonly elementwise?: Elementwise;
}

export interface SpecPlan {
  readonly root: ResolvedModule;
  readonly variables: readonly string[];
  readonly init: readonly ScopedExpr[];
  readonly next: ScopedExpr | undefined;
  readonly invariants: readonly NamedPart[];
  readonly constraints: readonly NamedPart[];
  readonly actionConstraints: readonly NamedPart[];
  readonly actionProperties: readonly (NamedPart & { readonly subscript: Expr; readonly box?: Expr })[];
  /** PROPERTY parts for the liveness checker (neither `[]P` nor `[][A]_v`). */
  readonly temporalProperties: readonly NamedPart[];
  /** State-level PROPERTY parts, checked on the initial states only. */
  readonly initialProperties: readonly NamedPart[];
  /** Temporal conjuncts of SPECIFICATION: fairness and any other assumption. */
  readonly hypotheses: readonly ScopedExpr[];
  readonly assumptions: readonly ScopedExpr[];
  readonly view: ScopedExpr | undefined;
  /** `--watch` expressions, evaluated by reports on each trace state. */
  readonly watches?: readonly ScopedExpr[];
  readonly alias: ScopedExpr | undefined;
  readonly symmetry: ScopedExpr | undefined;
  readonly postcondition: NamedPart | undefined;
  readonly checkDeadlock: boolean;
  /** No SPECIFICATION, INIT or NEXT: only the assumptions are checked (no initial state). */
  readonly noBehaviour: boolean;
  /** The behaviour is SPECIFICATION's (not INIT and NEXT). */
  readonly fromSpecification: boolean;
  /** SPECIFICATION's name and its definition's location in TLC's words. */
  readonly specification?: { readonly name: string; readonly location: string };
  /** The intern table's first names (compiler/analyse/internOrder.ts); `tlc`: at TLC's own tokens. */
  readonly internSeed: { readonly names: readonly string[]; readonly tlc: boolean; readonly uncertain?: readonly string[] };
  readonly warnings: readonly Diagnostic[];
}

/** One import of an emitted module: `import * as namespace` or `import [type] { named }`. */
export interface EmittedImport {
  readonly namespace?: string;
  readonly named?: readonly string[];
  readonly typeOnly?: boolean;
  readonly from: string;
}

/** An emitted module in parts, so that `tla2ts gen` can assemble it with ts-morph. */
export interface EmittedModule {
  readonly comment: string;
  readonly imports: readonly EmittedImport[];
  /** Every top-level statement after the imports. */
  readonly body: string;
  /** The operators the module's `operators` evaluates (EmitTarget.operators that compiled without error). */
  readonly operators?: readonly string[];
}

/** The module as JavaScript (or TypeScript) text. */
export function renderModule(m: EmittedModule): string {
  const imports = m.imports.map((i) => {
    const what = i.namespace !== undefined ? `* as ${i.namespace}` : `{ ${i.named!.join(", ")} }`;
    return `import ${i.typeOnly ? "type " : ""}${what} from ${jsString(i.from)};`;
  });
  return [`// ${m.comment}`, ...imports, m.body].join("\n");
}

/** Where emitted code imports the runtime from: a directory URL/path prefix ending in `/`. */
export interface EmitTarget {
  readonly runtimePrefix: string;
  /**
   * No .cfg: the module exports `createSpec(bind)` instead of a default CompiledSpec, and
   * `bind(intern)` gives the constants' values in slot order (the machine factory's form).
   */
  readonly constantsParameter?: boolean;
  /** Root-module definitions to compile into the module's `operators`, by name (the typed machine's). */
  readonly operators?: readonly { readonly name: string; readonly entity: DefinitionEntity }[];
}

export class SpecEmitter {
  private readonly actions: ActionEmitter;
  private readonly temporal: TemporalEmitter;

  constructor(
    private readonly program: Program,
    private readonly values: ValueEmitter,
    private readonly meanings: Meanings,
    private readonly levels: LevelChecker,
    private readonly cfg: CfgBinding,
  ) {
    this.actions = new ActionEmitter(values, true);
    this.temporal = new TemporalEmitter(program, values, meanings, levels);
  }

  emit(plan: SpecPlan, target: EmitTarget): string {
    return renderModule(this.emitModule(plan, target));
  }

  emitModule(plan: SpecPlan, target: EmitTarget): EmittedModule {
    const p = this.program;
    // TypeScript (`p.typed`): the callbacks take the emitted module's own context type,
    // and code without a state gets `$st(undefined)` (constant-level code never reads it).
    const a = (type: string): string => p.ann(type);
    const noState = p.typed ? "$st(undefined)" : "undefined";
    const ctxParam = `ctx${a(T.ctx)}`;
    const nv = plan.variables.length;
    this.values.variableCount = nv;
    const sc = (part: ScopedExpr): EmitScope => ({ ...part.scope, primed: false, init: false });

    const initCode = this.initCode(plan, nv);
    const buildActions = plan.next === undefined ? "" : this.splitNext(plan.next, sc(plan.next), nv);
    const constant = (part: NamedPart): string => (part.constant ? "constant: true, " : "");
    // A constant part's value, settled once at start-up whatever its kind (runtime/check/constantParts.ts).
    const constantValue = (part: NamedPart, params: string, value: () => string, prefix = ""): string =>
      part.constant ? `value: (${ctxParam}, ${params}) => { ${prefix}${this.values.guard(sc(part), part.expr, `return ${value()};`)} }, ` : "";
    // TLC tests an invariant's, constraint's or assumption's value itself (EC.TLC_EXPECTED_VALUE naming the whole
    // predicate); a conjunct tested apart is part of a /\ to TLC, so it keeps the generic test.
    // Position-recording mode: the test comes after the predicate's evaluation returned, off TLC's call stack
    // (an initial state's invariant is checked inside Init: Init's frames locate the error, see $bt).
    const tested = (value: string, part: ScopedExpr, whole: boolean): string => {
      if (!whole) return this.values.guard(sc(part), part.expr, `return $b(${value});`);
      const loc = `$L[${p.location(part.scope.module, part.expr)}]`;
      if (!p.frames) return this.values.guard(sc(part), part.expr, `return $bt(${value}, ${NON_BOOLEAN.body}, ${loc});`);
      return `let $v; ${this.values.guard(sc(part), part.expr, `$v = ${value};`)} return $bt($v, ${NON_BOOLEAN.body}, undefined, ${loc});`;
    };
    const statePred = (part: NamedPart, whole = true): string => {
      const head = `{ name: ${jsString(part.name)}, location: $L[${p.location(part.scope.module, part.expr)}], ${constant(part)}${constantValue(part, `s${a(T.state)}`, () => this.statePredicateValue(part), `${ENTER_PREDICATE}const n = undefined; `)}${readsProperty(part.reads)}`;
      const rest = `${part.conjuncts === undefined ? "" : `conjuncts: [${part.conjuncts.map((c) => statePred(c, false)).join(", ")}], `}test: (${ctxParam}, s${a(T.state)}) => { ${ENTER_PREDICATE}const n = undefined; ${tested(this.statePredicateValue(part), part, whole)} } }`;
      // Compiled last: the names the rest takes stay those it took without it.
      return `${head}${this.elementwiseProperty(part)}${rest}`;
    };
    const actionPred = (part: NamedPart, subscript?: Expr, box?: Expr): string => {
      const s0 = sc(part);
      const value = subscript === undefined ? constantValue(part, `s${a(T.state)}, n${a(T.next)}`, () => this.values.val(part.expr, s0)) : "";
      let test: string;
      if (subscript === undefined) test = tested(this.values.val(part.expr, s0), part, true);
      else {
        let body = `($b(${this.values.val(part.expr, s0)}) || ${this.values.stepUnchanged(subscript, s0)})`;
        // TLC evaluates the whole `[A]_v` (Tool.eval OPCODE_sa): it is the first of the positions it lists.
        if (box !== undefined && p.frames) body = `$fr(${p.location(part.scope.module, box)}, () => ${body})`;
        test = box !== undefined && p.frames ? `return ${body};` : this.values.guard(s0, part.expr, `return ${body};`);
      }
      return `{ name: ${jsString(part.name)}, location: $L[${p.location(part.scope.module, part.expr)}], ${constant(part)}${value}test: (${ctxParam}, s${a(T.state)}, n${a(T.next)}) => { ${test} } }`;
    };
    const invariants = plan.invariants.map((x) => statePred(x));
    const constraints = plan.constraints.map((x) => statePred(x));
    const actionConstraints = plan.actionConstraints.map((c) => actionPred(c));
    const actionProperties = plan.actionProperties.map((c) => actionPred(c, c.subscript, c.box));
    const assumptions = plan.assumptions.map((x) => {
      const loc = p.location(x.scope.module, x.expr);
      return `{ name: "ASSUME", location: $L[${loc}], test: (${ctxParam}) => { const s = ${noState}, n = undefined; ${tested(this.values.val(x.expr, sc(x)), x, true)} } }`;
    });
    const optional: string[] = [];
    if (plan.initialProperties.length > 0) optional.push(`initialProperties: [${plan.initialProperties.map((x) => statePred(x)).join(", ")}],`);
    if (plan.temporalProperties.length > 0) {
      const setup = `const s = ${noState}, n = undefined; void s; void n;`;
      const hypotheses = plan.hypotheses.map((h) => this.temporal.formula(h.expr, sc(h)));
      const properties = plan.temporalProperties.map(
        (t) => `{ name: ${jsString(t.name)}, location: $L[${p.location(t.scope.module, t.expr)}], formula(${ctxParam})${a("LT.Temporal")} { ${setup} return ${this.temporal.formula(t.expr, sc(t))}; } }`,
      );
      const specification = plan.specification === undefined ? "" : ` specification: { name: ${jsString(plan.specification.name)}, location: ${jsString(plan.specification.location)} },`;
      optional.push(`liveness: { hypotheses(${ctxParam})${a("LT.Temporal[]")} { ${setup} return [${hypotheses.join(", ")}]; }, properties: [${properties.join(", ")}],${specification} },`);
      // Only the position-recording module needs them (runtime/check/nestedPositions.ts): goldens stay as they are.
      if (p.frames) {
        const named: string[] = [];
        for (const h of plan.hypotheses) for (const [f, n] of fairnessActions(h.expr)) named.push(`[$L[${p.location(h.scope.module, f)}], $L[${p.location(h.scope.module, n)}]]`);
        if (named.length > 0) optional.push(`fairnessActions: [${named.join(", ")}],`);
      }
    }
    // These are function-typed properties of CompiledSpec (not methods), so a callback taking
    // the narrower `Ctx` is asserted to the property's type.
    const fnProperty = (name: string, fn: string): string => (p.typed ? `${name}: (${fn}) as NonNullable<CompiledSpec[${jsString(name)}]>,` : `${name}: ${fn},`);
    if (plan.next === undefined) optional.push(`noNext: true,`);
    const printOrder = tlcPrintOrder(plan.root, plan.variables);
    if (printOrder !== undefined) optional.push(`printOrder: ${jsonLiteral(printOrder)},`);
    if (plan.view !== undefined) optional.push(fnProperty("view", `(${ctxParam}, s${a(T.state)})${a(T.value)} => { const n = undefined; ${this.values.guard(sc(plan.view), plan.view.expr, `return ${this.values.val(plan.view.expr, sc(plan.view))};`)} }`));
    if (plan.watches !== undefined && plan.watches.length > 0) {
      const watch = (w: ScopedExpr): string => `(${ctxParam}, s${a(T.state)})${a(T.value)} => { const n = undefined; ${this.values.guard(sc(w), w.expr, `return ${this.values.val(w.expr, sc(w))};`)} }`;
      optional.push(`watches: [${plan.watches.map(watch).join(", ")}],`);
    }
    const aliasFields = plan.alias === undefined ? undefined : recordCtorFields(plan.alias.expr);
    if (aliasFields !== undefined) optional.push(`aliasFields: ${jsonLiteral(aliasFields)},`);
    if (plan.alias !== undefined) optional.push(fnProperty("alias", `(${ctxParam}, s${a(T.state)}, n${a(T.next)})${a(T.value)} => { ${this.values.guard(sc(plan.alias), plan.alias.expr, `return ${this.values.val(plan.alias.expr, sc(plan.alias))};`)} }`));
    if (plan.symmetry !== undefined) optional.push(`symmetryArguments: [${this.symmetryArguments(plan.symmetry, ctxParam, noState).join(", ")}],`);
    if (plan.symmetry !== undefined) optional.push(fnProperty("symmetry", `(${ctxParam})${a(T.value)} => { const s = ${noState}, n = undefined; ${this.values.guard(sc(plan.symmetry), plan.symmetry.expr, `return ${this.values.val(plan.symmetry.expr, sc(plan.symmetry))};`)} }`));
    if (plan.postcondition !== undefined) {
      const pc = plan.postcondition;
      optional.push(`postcondition: { name: ${jsString(pc.name)}, location: $L[${p.location(pc.scope.module, pc.expr)}], test: (${ctxParam}, s${a(T.state)}) => { const n = undefined; ${this.values.guard(sc(pc), pc.expr, `return $b(${this.values.val(pc.expr, sc(pc))});`)} } },`);
    }
    const tlcConstants = plan.internSeed.tlc ? this.tlcConstants() : undefined;
    if (tlcConstants !== undefined) optional.push(`tlcConstants: ${tlcConstants},`);
    const operators = this.operators(target.operators ?? []);
    if (operators.entries.length > 0) optional.push(`operators: { ${operators.entries.join(", ")} },`);
    if (p.readsState) optional.push(`usesTrace: true,`);
    // The simulator's Trace names the initial predicate in each state's `_action` (TLC: RecordValue(state, action)).
    if (p.readsSearch) {
      optional.push(`readsSearch: true,`);
      // TLCGet("spec") lists the variables with their declarations.
      const declared = plan.variables.map((name) => {
        const v = plan.root.visible.get(name)?.entity;
        return v?.kind === "variable" ? `$L[${p.location(v.module, v.ident)}]` : "undefined";
      });
      optional.push(`variableLocations: [${declared.join(", ")}],`);
      // TLC locates a (action) constraint at its whole definition, not its body.
      const defined = [...plan.constraints, ...plan.actionConstraints].flatMap((c) =>
        c.source?.entity.node === undefined ? [] : [`${jsString(c.name)}: $L[${p.location(c.source.entity.module, c.source.entity.node)}]`],
      );
      optional.push(`definitionLocations: { ${defined.join(", ")} },`);
      // TLCGet("spec")'s inits and temporals: TLC's Actions for the conjuncts of the behaviour.
      const inits = plan.init.map((c) => this.specConjunct(c, plan.fromSpecification ? undefined : (c.definition ?? "Init")));
      optional.push(`specInits: [${inits.join(", ")}],`);
      optional.push(`temporals: [${plan.hypotheses.map((c) => this.specConjunct(c, "UnnamedAction")).join(", ")}],`);
    }
    // TLCGet("spec") lists it among the inits.
    if ((p.readsState || p.readsSearch) && plan.init.length > 0) {
      const first = plan.init[0]!;
      const last = plan.init[plan.init.length - 1]!;
      const span = { range: { ...first.expr.range, end: last.expr.range.end } };
      optional.push(`initAction: { name: ${jsString(first.definition ?? "Init")}, location: $L[${p.location(first.scope.module, span)}] },`);
    }
    // Strings named by the spec get their tokens after every lexer-phase name (§1.2 phase 5).
    const constants = this.cfg.constants.map((c) =>
      c.table === undefined ? this.cfgValue(c.value) : `core.operatorTable(ctx${c.table.map((row) => `, [${[...row.args, row.value].map((v) => this.cfgValue(v)).join(", ")}]`).join("")})`,
    );

    const imports: EmittedImport[] = [
      { namespace: "V", from: target.runtimePrefix + "values/index.js" },
      { named: [...importedHelpers, "locatedHelpers"], from: target.runtimePrefix + "check/emitted.js" },
      { namespace: "core", from: target.runtimePrefix + "modules/core.js" },
      ...[...p.imports].sort().map((m) => ({ namespace: moduleAlias(m), from: `${target.runtimePrefix}modules/${m}.js` })),
    ];
    if (p.entryAtImports.size > 0) imports.push({ named: [...p.entryAtImports].sort(), from: target.runtimePrefix + "values/entryAt.js" });
    if (plan.temporalProperties.length > 0) imports.push({ namespace: "LT", from: target.runtimePrefix + "liveness/formula.js" });
    if (p.typed) {
      imports.push({ named: ["ActionGenerator", "CompiledSpec", "SourceLocation", "State"], typeOnly: true, from: target.runtimePrefix + "check/spec.js" });
      imports.push({ named: ["EmittedContext", "Next"], typeOnly: true, from: target.runtimePrefix + "check/emitted.js" });
    }
    const strings = `readonly string[]`;
    const tables = [
      "",
      `const $L${a("readonly SourceLocation[]")} = ${jsonLiteral(p.locations)};`,
      `const $SEED${a(strings)} = ${jsonLiteral(plan.internSeed.names)};`,
      `const $STRINGS${a(strings)} = ${jsonLiteral(p.strings)};`,
      `const $VARS${a(strings)} = ${jsonLiteral(plan.variables)};`,
      ...(p.fieldSites > 0 ? [`const $FS${a("core.FieldSite[]")} = core.fieldSites(${p.fieldSites});`] : []),
      ...(p.pairSites > 0 ? [`const $PS${a("core.PairSite[]")} = core.pairSites(${p.pairSites});`] : []),
      `const { ${locatedHelperNames.filter((h) => p.frames || (h !== "$fr" && h !== "$fa" && h !== "$src" && h !== "$fp")).join(", ")} } = locatedHelpers($L);`,
    ];
    const definitions = [
      ...p.functions,
      "",
      `function createContext(print${a("(text: string) => void")})${a(T.ctx)} {`,
      `  const intern = new V.InternTable();`,
      `  intern.seed($SEED${plan.internSeed.tlc ? `, true${plan.internSeed.uncertain !== undefined && plan.internSeed.uncertain.length > 0 ? `, ${jsonLiteral(plan.internSeed.uncertain)}` : ""}` : ""});`,
      `  const ctx${a(T.ctx)} = { intern, registers: new Map(), print, stats: { level: 0, distinct: 0, generated: 0, queue: 0, diameter: 0 }, C: [], S: [], K: [], M: [], warned: new Set(), R: $newRecursion(), A: $stateCache(${this.values.stateSlots}), P: $stateCache(${this.values.stateSlots}) };`,
      `  ctx.S = $STRINGS.map((t) => intern.string(t));`,
      target.constantsParameter ? `  ctx.C = $bind(intern);` : `  ctx.C = [${constants.join(", ")}];`,
      `  return ctx;`,
      `}`,
      "",
      `function buildActions(${ctxParam})${a("ActionGenerator[]")} { const s = ${noState}, n = undefined; const $A${a("ActionGenerator[]")} = []; ${buildActions} return $A; }`,
      "",
      `const spec${a("CompiledSpec")} = {`,
      `  module: ${jsString(plan.root.name)},`,
      `  variables: $VARS,`,
      `  createContext,`,
      `  buildActions,`,
      `  assumptions: [${assumptions.join(", ")}],`,
      `  init: { generate(${ctxParam}, emit${a(`(s: ${T.state}) => void`)}) { const s = ${noState}; const n${a(`(${T.value} | undefined)[]`)} = ${unassignedState(nv)}; ${initCode} } },`,
      `  actions: buildActions(createContext(() => {})),`,
      `  invariants: [${invariants.join(", ")}],`,
      `  constraints: [${constraints.join(", ")}],`,
      `  actionConstraints: [${actionConstraints.join(", ")}],`,
      `  actionProperties: [${actionProperties.join(", ")}],`,
      `  checkDeadlock: ${plan.checkDeadlock},`,
      ...optional.map((o) => "  " + o),
      `  warnings: [],`,
      `};`,
    ];
    const assembled = target.constantsParameter
      ? [...tables, `/** The compiled spec with the constants \`$bind\` gives, in slot order. */`, `export function createSpec($bind${a(`(intern: V.InternTable) => ${T.value}[]`)})${a("CompiledSpec")} {`, ...definitions, `return spec;`, `}`, ""].join("\n")
      : [...tables, ...definitions, `export default spec;`, ""].join("\n");
    // Known only now that every definition is compiled: whether any is cached per state.
    const cached = this.values.stateSlots > 0;
    const body = assembled.replaceAll(ENTER_ACTION, cached ? "$enterState(ctx.A, s); " : "").replaceAll(ENTER_PREDICATE, cached ? "$enterState(ctx.P, s); " : "");
    return { comment: `Generated by tla2ts from module ${plan.root.name}. Do not edit.`, imports, body, operators: operators.names };
  }

  /**
   * A conjunct of the behaviour as TLC's TLCGet("spec") gives it, `[name, location]`: the
   * application of a definition is located at the definition's body and, in SPECIFICATION
   * and without parameters, named by it; any other conjunct is located where it is and
   * named `name` (TLC's "UnnamedAction" for conjuncts of SPECIFICATION).
   */
  private specConjunct(c: ScopedExpr, name: string | undefined): string {
    const meaning = c.expr.kind === "Name" ? this.meanings.ofName(c.expr, c.scope) : undefined;
    const node = meaning?.kind === "definition" ? meaning.entity.node : undefined;
    if (meaning?.kind === "definition" && node?.kind === "OperatorDef" && !meaning.entity.module.standard) {
      const label = name ?? (node.params.length === 0 ? meaning.entity.name : "UnnamedAction");
      return `{ name: ${jsString(label)}, location: $L[${this.program.location(meaning.entity.module, node.body)}] }`;
    }
    return `{ name: ${jsString(name ?? "UnnamedAction")}, location: $L[${this.program.location(c.scope.module, c.expr)}] }`;
  }

  /**
   * `tlcConstants` (runtime/check/spec.ts): the zero-arity constant-level definitions TLC
   * evaluates before checking (SpecProcessor.processConstantDefns: module by module in its
   * module table's order, dependencies first and the root last, each in text order; not
   * the ones the .cfg replaces, nor those of a module that is instantiated with
   * parameters), so that the run can replay the names that interns. Only for specs that
   * load SVG: its layered layouts are what absolute intern tokens decide (model values'
   * hash codes), and replaying costs an evaluation of every constant definition. Compiled
   * like `operators`: one tla2ts cannot compile leaves the list incomplete. TLC normalises
   * each value it computes (a function constructor's too: an unused `[i \in 1..2 |->
   * TLCModelValue("f" \o ToString(i))]` interns f1 and f2), as tla2ts's cached constants
   * are forced (`core.constantValue`). The modules TLC reads from its jars are left out:
   * their constant definitions build no new names.
   */
  private tlcConstants(): string | undefined {
    const resolved = this.cfg.resolved;
    if (!resolved.modules.some((m) => m.name === "SVG")) return undefined;
    const own = resolved.modules.filter((m) => !m.standard && !isShippedModuleFile(m.file) && m.enclosing === undefined);
    const byName = new Map(own.map((m) => [m.name, m] as const));
    const instantiated = new Set(own.flatMap((m) => m.instantiations.map((i) => i.module.name)));
    const order: ResolvedModule[] = [];
    const visited = new Set<ResolvedModule>();
    const visit = (m: ResolvedModule): void => {
      if (visited.has(m)) return;
      visited.add(m);
      for (const d of [...m.ast.extends.map((e) => e.name), ...m.instantiations.map((i) => i.module.name)]) {
        const dm = byName.get(d);
        if (dm !== undefined) visit(dm);
      }
      order.push(m);
    };
    const root = resolved.root;
    if (root === undefined) return undefined;
    visit(root);
    const p = this.program;
    const defs: string[] = [];
    let complete = true;
    for (const m of order) {
      if (instantiated.has(m.name) && m.parameters.length > 0) continue;
      for (const u of m.ast.units) {
        if (u.kind !== "OperatorDef" || u.params.length > 0) continue;
        const entity = m.visible.get(u.name.name)?.entity;
        if (entity?.kind !== "operator" || entity.node !== u || entity.module !== m || this.cfg.replacementOf(entity) !== undefined) continue;
        if (evaluatedNatively(entity)) continue;
        const before = p.diagnostics.length;
        const fn = this.values.definitionFn(entity, []);
        if (p.diagnostics.splice(before).length > 0) {
          complete = false;
          continue;
        }
        if (!this.values.isConstantFn(fn)) continue;
        defs.push(`(ctx) => ${fn}(${p.typed ? `ctx as ${T.ctx}, $st(undefined)` : "ctx, undefined"}, undefined)`);
      }
    }
    // TLC interns "UnnamedAction" when it makes its first Action, which a .cfg without a behaviour or anything to check on it never asks for.
    const m = this.cfg.model;
    const action = m.init !== undefined || m.specification !== undefined || m.invariants.length > 0 || m.properties.length > 0;
    return `{ defs: [${defs.join(", ")}], complete: ${complete}, action: ${action} }`;
  }

  /**
   * `operators` entries: each definition compiled as the checker compiles a reached one,
   * called with the state and the arguments. Compiled after everything the checker runs,
   * so that a definition nothing else reaches and this compiler cannot handle only drops
   * out of the typed API (its diagnostics are withdrawn) instead of failing `gen`.
   */
  private operators(ops: readonly { readonly name: string; readonly entity: DefinitionEntity }[]): { entries: string[]; names: string[] } {
    const p = this.program;
    const entries: string[] = [];
    const names: string[] = [];
    for (const { name, entity } of ops) {
      if (evaluatedNatively(entity)) continue;
      const before = p.diagnostics.length;
      const fn = this.values.definitionFn(entity, []);
      if (p.diagnostics.splice(before).length > 0) continue;
      const arity = entity.node?.kind === "OperatorDef" ? entity.node.params.length : 0;
      const args = Array.from({ length: arity }, (_, i) => `, a[${i}]${p.typed ? "!" : ""}`).join("");
      // Computed, so that a definition named `__proto__` is a property, not the prototype.
      const key = name === "__proto__" ? `[${jsString(name)}]` : jsString(name);
      // Typed by CompiledSpec's `operators`, whose context the module's own extends.
      entries.push(`${key}: (ctx, s${arity > 0 ? ", a" : ""}) => ${fn}(${p.typed ? `ctx as ${T.ctx}` : "ctx"}, s, undefined${args})`);
      names.push(name);
    }
    return { entries, names };
  }

  /**
   * The value of an invariant or constraint: a call of its definition when that is
   * cached per state, so that `Inv == TypeOK /\ ...` reads the value the invariant
   * TypeOK computed on the same state; else its body compiled in place.
   */
  /**
   * TLC's Tool.getSymmetryPerms names the operands of the SYMMETRY definition's body (an
   * OpApplNode's arguments) by their syntax-tree image, the tokens without spaces, with a
   * leading `Permutations(` ... `)` cut off and a name the .cfg overrides with it (`Acceptor <-
   * MCAcceptor`) put back; an operand `Permutations(S)` with S a name also gives S's value.
   */
  private symmetryArguments(part: ScopedExpr, ctxParam: string, noState: string): string[] {
    const e = part.expr;
    const operands: readonly Expr[] = e.kind === "Infix" ? [e.left, e.right] : e.kind === "Prefix" ? [e.operand] : e.kind === "Name" ? e.args : e.kind === "SetEnum" ? e.elements : [];
    const text = part.scope.module.source.text;
    return operands.map((arg) => {
      let image = text.slice(arg.range.start, arg.range.end).replace(/\s+/g, "");
      if (image.startsWith("Permutations")) image = image.slice("Permutations".length + 1, image.length - 1);
      let name = image;
      for (const [lhs, o] of this.cfg.model.overrides) if (o.definition.name === image) name = lhs;
      const inner = arg.kind === "Name" && arg.name === "Permutations" && arg.prefix.length === 0 && arg.args.length === 1 ? arg.args[0]! : undefined;
      const set =
        inner !== undefined && inner.kind === "Name" && inner.args.length === 0
          ? `, set: (${ctxParam})${this.program.ann(T.value)} => { const s = ${noState}, n = undefined; return ${this.values.val(inner, { ...part.scope, primed: false, init: false })}; }`
          : "";
      return `{ name: ${jsString(name)}${set} }`;
    });
  }

  /**
   * `elementwise: { over, each, pair }, ` of an invariant part (runtime/check/invariantSkip.ts):
   * `each(ctx, s, x)` is TRUE when the part's body holds for x (`x \in S` for `v \in SUBSET S`),
   * `pair(ctx, s, x, y)` when its pairwise conjuncts hold for the old x and the new y.
   * Anything but TRUE (FALSE, a non-boolean) is "not known": the part is then evaluated whole.
   * Not in the position-recording replay, which evaluates as written.
   */
  private elementwiseProperty(part: NamedPart): string {
    const ew = part.elementwise;
    if (ew === undefined || this.program.frames) return "";
    const a = (type: string): string => this.program.ann(type);
    const base = { ...ew.scope, primed: false, init: false } as EmitScope;
    const fn = (params: string, body: string): string => `(ctx${a(T.ctx)}, s${a(T.state)}, ${params})${a("boolean")} => { ${ENTER_PREDICATE}const n = undefined; return ${body}; }`;
    const x = `$ex${a(T.value)}`;
    if (ew.subsetOf !== undefined) return `elementwise: { over: ${ew.over}, each: ${fn(x, `core.inSet(ctx, $ex, ${this.values.val(ew.subsetOf, base)})`)} }, `;
    const withX = withLocals(base, [[ew.bound!, js("$ex", Level.Constant)]]) as EmitScope;
    const each = fn(x, `${this.values.val(ew.body!, withX)} === true`);
    const pairs = ew.pairs ?? [];
    if (pairs.length === 0) return `elementwise: { over: ${ew.over}, each: ${each} }, `;
    const tests = pairs.map((q) => `${this.values.val(q.body, withLocals(withX, [[q.bound, js("$ey", Level.Constant)]]) as EmitScope)} === true`);
    return `elementwise: { over: ${ew.over}, each: ${each}, pair: ${fn(`${x}, $ey${a(T.value)}`, tests.join(" && "))} }, `;
  }

  private statePredicateValue(part: NamedPart): string {
    const scope = { ...part.scope, primed: false, init: false };
    const source = part.source;
    if (source !== undefined && this.values.isStateCached(source.entity, scope)) return `${this.values.definitionFn(source.entity, source.chain)}(ctx, s, n)`;
    return this.values.val(part.expr, scope);
  }

  private initCode(plan: SpecPlan, nv: number): string {
    if (plan.noBehaviour) return "";
    const done = (): string => `$completeInit(n, emit, $VARS);`;
    if (plan.init.length === 0) return done();
    const step = (i: number): string => {
      if (i === plan.init.length) return done();
      // TLC evaluates the body of SPECIFICATION's `Init`, not the reference to it (specParts.ts `specInitBody`).
      const part = plan.fromSpecification ? specInitBody(plan.init[i]!, this.meanings) : plan.init[i]!;
      return this.actions.act(part.expr, { ...part.scope, primed: false, init: true }, () => step(i + 1));
    };
    return this.actions.fromUnassigned(nv, () => step(0));
  }

  /**
   * Builder code pushing the actions of `e` onto `$A` (TLC-SEMANTICS §3.2): disjuncts,
   * constant-level `\E` per binding, applications with constant arguments descended
   * into (label `Name(args)`), LET and labels descended; anything else one action.
   */
  /**
   * TLC's getActions does not look into a SubstInNode with substitutions (the body of a
   * definition reached through an INSTANCE that substitutes constants or variables): all of it
   * is one action, named by the definition through which it was reached (SANY's name, `I!Next`,
   * with its arguments) or "Action" when there is none (a SPECIFICATION's `[][Next]_v` found
   * inside such an instance), located at the INSTANCE statement. tla2ts still splits it (the
   * successors, their order and counts are the same), but names and locates every part so.
   */
  private fixedLabel: { readonly label: string; readonly labelArgs: readonly string[]; readonly loc: number } | undefined;

  private splitNext(next: ScopedExpr, sc: EmitScope, nv: number): string {
    const inst = next.scope.chain.find((i) => i.substitutions.size > 0);
    if (inst === undefined) return this.split(next.expr, sc, next.definition ?? "Action", [], nv);
    return this.withFixedLabel(next.definition ?? "Action", [], inst, () => this.split(next.expr, sc, "Action", [], nv));
  }

  private withFixedLabel(label: string, labelArgs: readonly string[], inst: Instantiation, body: () => string): string {
    if (this.fixedLabel !== undefined) return body();
    this.fixedLabel = { label, labelArgs, loc: this.program.location(inst.from, inst.moduleDef ?? inst.instance) };
    try {
      return body();
    } finally {
      this.fixedLabel = undefined;
    }
  }

  private split(e: Expr, sc: EmitScope, label: string, labelArgs: readonly string[], nv: number, lets: readonly Let[] = [], params: ActionParams = []): string {
    const p = this.program;
    if (e.kind === "Junction" && e.op === "\\/") return e.items.map((it) => this.split(it, sc, label, labelArgs, nv, lets, params)).join(" ");
    if (e.kind === "Infix") {
      const b = this.meanings.resolved.operators.get(e);
      if (b?.kind === "builtin" && b.name === "\\/") return this.split(e.left, sc, label, labelArgs, nv, lets, params) + " " + this.split(e.right, sc, label, labelArgs, nv, lets, params);
    }
    if (e.kind === "Label") return this.split(e.body, sc, label, labelArgs, nv, lets, params);
    if (e.kind === "Let") {
      // Declared here for constant-level bounds below, and again inside each action
      // (where they can read the state).
      const { decls, scope } = this.values.letDefs(e, sc);
      return `{ ${decls} ${this.split(e.body, scope, label, labelArgs, nv, [...lets, e], params)} }`;
    }
    if (e.kind === "Quant" && (e.op === "\\E" || e.op === "\\exists") && e.bounds.every((b) => this.levels.of(b.set, sc) === Level.Constant)) {
      const count = p.fresh("$n");
      const bound = (inner: EmitScope): ActionParams => flatBounds(e.bounds).flatMap((b) => b.names.map((id) => [id.name, (inner.locals.get(id) as { js: string }).js] as const));
      const loop = this.values.loopCode(e.bounds, sc, "sorted", (inner) => `${count}++; ${this.split(e.body, inner, label, labelArgs, nv, lets, [...params, ...bound(inner)])}`, p.location(sc.module, e)).code;
      // An empty bound set still gives one (never enabled) action, as in TLC.
      const f = this.fixedLabel;
      const emptyLabel = f === undefined ? this.labelCode(label, labelArgs) : this.labelCode(f.label, f.labelArgs);
      return `let ${count} = 0; ${loop} if (${count} === 0) $A.push($action(${emptyLabel}, ${f?.loc ?? p.location(sc.module, e.body)}, () => {}));`;
    }
    if (e.kind === "Name") {
      const m = this.meanings.ofName(e, sc);
      if (m.kind === "local" && m.local.kind === "inline" && this.meanings.appliedArgs(e).length === 0) {
        return this.split(m.local.expr, { ...m.local.scope, primed: false, init: false }, label, labelArgs, nv, lets, params);
      }
      // Through a parameterized instance (`J(4)!Next`) the path's arguments are bound by the value emitter: one action there.
      const viaArguments = e.prefix.some((seg) => seg.args.length > 0);
      if (m.kind === "definition" && !viaArguments && !evaluatedNatively(m.entity) && m.entity.node?.kind === "OperatorDef" && e.args.every((a) => this.levels.of(a, sc) === Level.Constant)) {
        const node = m.entity.node;
        let decls = "";
        const names: string[] = [];
        const own: [string, string][] = [];
        const entries: [typeof node.params[number], LocalMeaning][] = [];
        node.params.forEach((param, i) => {
          const arg = e.args[i]!;
          if (param.arity > 0) {
            entries.push([param, { kind: "inline", expr: arg, scope: sc }]);
            return;
          }
          const t = p.fresh(mangle("a", param.name.name));
          decls += `const ${t} = ${this.values.val(arg, sc)}; `;
          names.push(t);
          own.push([param.name.name, t]);
          entries.push([param, js(t, Level.Constant)]);
        });
        const inner = withLocals(this.values.scopeFor(m.entity.module, m.chain), entries) as EmitScope;
        const binding = this.meanings.resolved.references.get(e);
        const inst = binding !== undefined && "via" in binding ? binding.via.find((i) => i.substitutions.size > 0) : undefined;
        if (inst !== undefined && e.prefix.every((seg) => seg.args.length === 0)) {
          const via = (binding as { via: readonly Instantiation[] }).via;
          const sany = [...via.flatMap((i) => (i.moduleDef === undefined ? [] : [i.moduleDef.name.name])), m.entity.name].join("!");
          return `{ ${decls}${this.withFixedLabel(sany, names, inst, () => this.split(node.body, inner, m.entity.name, names, nv, [], own))} }`;
        }
        return `{ ${decls}${this.split(node.body, inner, m.entity.name, names, nv, [], own)} }`;
      }
      // `J(4)!Next` through an instance that substitutes: TLC's `<J!Next(4) ...>` at the INSTANCE (see `fixedLabel`).
      const through = this.meanings.resolved.references.get(e);
      const substituting = through !== undefined && "via" in through ? through.via.find((i) => i.substitutions.size > 0) : undefined;
      const args = [...e.prefix.flatMap((seg) => seg.args), ...e.args];
      if (viaArguments && substituting !== undefined && m.kind === "definition" && args.every((a) => this.levels.of(a, sc) === Level.Constant)) {
        const via = (through as { via: readonly Instantiation[] }).via;
        const sany = [...via.flatMap((i) => (i.moduleDef === undefined ? [] : [i.moduleDef.name.name])), m.entity.name].join("!");
        const names = args.map(() => p.fresh("$a"));
        const decls = args.map((a, i) => `const ${names[i]} = ${this.values.val(a, sc)}; `).join("");
        return `{ ${decls}${this.withFixedLabel(sany, names, substituting, () => this.leaf(e, sc, sany, names, nv, lets, params))} }`;
      }
      // An operator applied to state-level arguments: one action named after it, at the call site.
      if (m.kind === "definition" && !evaluatedNatively(m.entity) && m.entity.node?.kind === "OperatorDef") {
        return this.leaf(e, sc, m.entity.name, [], nv, lets);
      }
    }
    return this.leaf(e, sc, label, labelArgs, nv, lets, params);
  }

  private labelCode(label: string, args: readonly string[]): string {
    if (args.length === 0) return jsString(label);
    return `${jsString(label + "(")} + [${args.join(", ")}].map((v) => V.printValue(v)).join(",") + ")"`;
  }

  private leaf(e: Expr, sc: EmitScope, label: string, labelArgs: readonly string[], nv: number, lets: readonly Let[], params: ActionParams = []): string {
    const fixed = this.fixedLabel;
    if (fixed !== undefined) {
      label = fixed.label;
      labelArgs = fixed.labelArgs;
    }
    const loc = fixed?.loc ?? this.program.location(sc.module, e);
    const labelVar = this.program.fresh("$label");
    let scope = sc;
    let letDecls = "";
    for (const l of lets) {
      const declared = this.values.letDefs(l, scope);
      letDecls += declared.decls;
      scope = declared.scope;
    }
    const composedBefore = this.actions.compositions;
    // Where every variable is known to be assigned, the successor is complete without looking.
    // A next state declared right here, just before the emit, is this successor's own array: handed on without a copy.
    const complete = (): string => {
      const stored = this.actions.nextPending() ? "$storedFresh" : "$stored";
      return this.actions.withNext(() => (this.actions.allAssigned() === true ? `emit(${stored}(n));` : `$completeNext(n, emit, $VARS, ${labelVar}, ${loc});`));
    };
    const declare = (keyword: string) => (slots: readonly string[]) => `${keyword} n${this.program.ann(`(${T.value} | undefined)[]`)} = [${slots.join(", ")}];`;
    const act = (terminal: Kont): string => this.actions.fromUnassigned(nv, () => this.actions.act(e, scope, terminal));
    // The next state is declared past the action's leading guards (ActionEmitter.deferringNext); LETs around the action, declared first, may read it.
    const walk = (keyword: string, terminal: Kont): { code: string; hoisted: boolean } =>
      lets.length > 0 ? { code: `${declare(keyword)(new Array<string>(nv).fill("undefined"))} ${letDecls}${act(terminal)}`, hoisted: false } : this.actions.deferringNext(nv, declare(keyword), () => act(terminal));
    let body = walk("const", complete);
    // An action with an in-place composition swaps `n` and ends in a terminal that also accepts intermediate states: compiled again for it.
    const composes = this.actions.compositions > composedBefore;
    if (composes) body = walk("let", () => this.actions.withNext(() => `$completeStep(n, emit, $VARS, ${labelVar}, ${loc});`));
    // Position-recording mode: TLC's Action of an instance that substitutes is the SubstInNode itself, so the
    // INSTANCE statement is the first position of an error anywhere in the action (see `fixedLabel`).
    if (fixed !== undefined && this.program.frames) body = { ...body, code: `try { ${body.code} } catch ($e) { throw $fa(${fixed.loc}, $e); }` };
    // The parameters' values name the action in the typed machine API (compiler/types/actionShapes.ts).
    const named = params.length === 0 ? "" : `, { ${params.map(([name, v]) => `${jsString(name)}: ${v}`).join(", ")} }`;
    // Guards compiled before the next state is declared see the undefined of a state predicate.
    const unallocated = body.hoisted ? "const n = undefined; " : "";
    return `{ const ${labelVar} = ${this.labelCode(label, labelArgs)}; $A.push($action(${labelVar}, ${loc}, (ctx, s, emit) => { ${ENTER_ACTION}${unallocated}${body.code} }${named})); }`;
  }

  private cfgValue(v: CfgValue): string {
    switch (v.kind) {
      case "Int":
        return String(Number(v.value));
      case "Str":
        return `intern.string(${jsString(v.value)})`;
      case "Bool":
        return String(v.value);
      case "ModelValue":
        return `intern.modelValue(${jsString(v.name)})`;
      case "Set":
        return `core.setEnum(ctx${v.elements.map((x) => ", " + this.cfgValue(x)).join("")})`;
    }
  }
}

/**
 * Where actions and state predicates enter their state into the per-state cache of
 * definitions (runtime/check/emitted.ts, `$stateMemo`): markers (spec text never
 * holds a raw control character, see `jsString`) replaced once the module is compiled.
 */
const ENTER_ACTION = "\u0002A\u0002";
const ENTER_PREDICATE = "\u0002P\u0002";

/**
 * A next state with its `count` variables unassigned, as an array literal: every action
 * call allocates one, and V8 builds a literal about three times faster than
 * `new Array(count).fill(undefined)`.
 */
function unassignedState(count: number): string {
  return `[${Array.from({ length: count }, () => "undefined").join(", ")}]`;
}

/**
 * An invariant's read set in the emitted spec (`StatePredicate.reads`): the `reads: [...], `
 * property, or nothing when it may read any variable. The checker skips the invariant on a
 * successor whose read variables are its parent's (runtime/check/invariantSkip.ts).
 */
function readsProperty(reads: readonly number[] | undefined): string {
  return reads === undefined ? "" : `reads: [${reads.join(", ")}], `;
}

/**
 * The field names of a record constructor, in the order written (through LET bodies):
 * TLC prints an ALIAS record built by one in that order, not normalized.
 */
function recordCtorFields(e: Expr): string[] | undefined {
  if (e.kind === "Let") return recordCtorFields(e.body);
  return e.kind === "RecordCtor" ? e.fields.map((f) => f.name.name) : undefined;
}

/**
 * The WF/SF of the specification with their action: a definition's name (`WF_v(A)`, `\A p \in P : SF_v(A(p))`)
 * or an expression (`SF_v(\E p \in S : A(p))`): TLC's ENABLED of that action, evaluated when it checks liveness,
 * has the reference (the expression) on its call stack first.
 */
function fairnessActions(e: Expr): (readonly [Expr, Expr])[] {
  // An action written out (`SF_v(\E p \in S : A(p))`) is on the stack as itself (difftest --rich seed 947).
  if (e.kind === "Fairness") return e.action.kind !== "Name" || e.action.prefix.length === 0 ? [[e, e.action]] : [];
  if (e.kind === "Quant" && (e.op === "\\A" || e.op === "\\forall")) return fairnessActions(e.body);
  if (e.kind === "Junction" && e.op === "/\\") return e.items.flatMap(fairnessActions);
  return [];
}
