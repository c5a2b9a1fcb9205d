// From the syntax tree of an Alloy module to the checked model (model.ts):
//   1. sigs (and enums) are declared, then their `extends`/`in` parents found, cycles
//      and extensions of subset sigs reported, and sigs ordered parents first;
//   2. `open util/ordering[S]` marks S ordered;
//   3. fields get their types (owner column first) from their bounds;
//   4. pred/fun signatures, then every body, fact, sig fact and assert are resolved
//      and type-checked (expressions.ts), recursion is reported;
//   5. declarations become facts (declarationFacts.ts) and commands get their scopes
//      and formulas (commands.ts).
// Every problem is a located diagnostic; the model is returned only without errors.

import type * as A from "../../grammar/alloy/ast.js";
import type { SourceText } from "../../grammar/source.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { resolveCommands } from "./commands.js";
import { ModelContext, type FieldBuild, type FuncBuild, type SigBuild } from "./context.js";
import { DeclarationFacts } from "./declarationFacts.js";
import { ExprResolver, withVars, type Env } from "./expressions.js";
import { flattenModules, withSequences } from "./modules.js";
import { withLiteralPresence, withStrings } from "./strings.js";
import { expandMacros } from "./macros.js";
import { syntheticSig } from "./syntax.js";
import type { AlloyModel, Assert, Bound, Expr, Fact, Func, RelationType, Sig, Variable } from "./model.js";
import * as Ty from "./types.js";

export interface ResolveResult {
  readonly model: AlloyModel | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

function builtinSig(name: string, id: number): SigBuild {
  return {
    id,
    name,
    builtin: true,
    isAbstract: false,
    multiplicity: undefined,
    parent: undefined,
    subsetOf: [],
    isSubset: false,
    children: [],
    fields: [],
    isEnum: false,
    ordered: false,
    range: { start: 0, end: 0 },
    thisVar: { id: -1, name: "this", kind: "this", type: { kind: "formula" }, range: { start: 0, end: 0 } },
  };
}

export function resolveAlloy(root: A.AlsModule, source: SourceText): ResolveResult {
  let ast = root;
  const univ = builtinSig("univ", -1);
  const intSig = builtinSig("Int", -2);
  const ctx = new ModelContext(source.path, source, univ, intSig);
  const exprs = new ExprResolver(ctx);
  const declFacts = new DeclarationFacts(ctx, exprs);
  exprs.arrowConstraints = (bound, value, env, out) => declFacts.arrowConstraints(bound, value, env, out);
  const emptyEnv: Env = { vars: new Map(), thisVar: undefined, thisSig: undefined, func: undefined };

  const flat = flattenModules(withSequences(withParameterSigs(ast)), source.path, source.text.length);
  ctx.diagnostics.push(...flat.diagnostics);
  ctx.addSegments(flat.segments);
  ast = withStrings(expandMacros(flat.ast));

  // 1. Sigs.
  const declared: { sig: SigBuild; ast: A.AlsSig | undefined; enumOf?: A.AlsEnum }[] = [];
  const declare = (name: A.AlsName, make: () => SigBuild): SigBuild | undefined => {
    const bare = name.name.startsWith("this/") ? name.name.slice(5) : name.name;
    const previous = ctx.sigByName.get(bare);
    if (previous !== undefined || bare === "Int" || bare === "univ") {
      ctx.report("AlloyDuplicateName", name.range, { name: bare, line: previous === undefined ? "0 (built-in)" : ctx.line(previous.range) });
      return undefined;
    }
    const sig = make();
    ctx.sigByName.set(bare, sig);
    return sig;
  };
  const newSig = (name: string, range: A.Range, attrs: Partial<SigBuild>): SigBuild => {
    const sig = { ...builtinSig(name, 0), builtin: false, range, ...attrs } as SigBuild;
    sig.thisVar = ctx.newVariable("this", "this", Ty.sigType(sig), range);
    return sig;
  };
  for (const p of ast.paragraphs) {
    if (p.kind === "Sig") {
      if (p.isVar) ctx.report("AlloyUnsupported", p.range, { what: "a 'var' sig (Alloy 6 temporal logic)" });
      for (const n of p.names) {
        const sig = declare(n, () =>
          newSig(displayName(n.name), n.range, { isAbstract: p.isAbstract, multiplicity: p.multiplicity, isSubset: p.parent?.kind === "In" }),
        );
        if (sig !== undefined) declared.push({ sig, ast: p });
      }
    } else if (p.kind === "Enum") {
      const parent = declare(p.name, () => newSig(displayName(p.name.name), p.name.range, { isAbstract: true, isEnum: true }));
      if (parent === undefined) continue;
      declared.push({ sig: parent, ast: undefined, enumOf: p });
      for (const v of p.values) {
        const child = declare(v, () => newSig(displayName(v.name), v.range, { multiplicity: "one", isEnum: true, parent }));
        if (child !== undefined) declared.push({ sig: child, ast: undefined });
      }
    }
  }
  for (const { sig, ast: s } of declared) {
    const parentAst = s?.parent;
    if (parentAst === undefined) continue;
    const names = parentAst.kind === "Extends" ? [parentAst.name] : parentAst.names;
    for (const n of names) {
      const target = ctx.lookupSig(n.name);
      if (target === undefined) {
        ctx.report("AlloyUnknownName", n.range, { name: n.name });
        continue;
      }
      if (parentAst.kind === "Extends") {
        if (target.builtin) ctx.report("AlloyUnsupported", n.range, { what: `extending the built-in sig ${target.name}` });
        else if (target.isSubset) ctx.report("AlloyExtendsSubsetSig", n.range, { name: sig.name, parent: target.name });
        else sig.parent = target;
      } else sig.subsetOf.push(target);
    }
  }
  // Cycles through `extends` (and `in`).
  for (const { sig, ast: s } of declared) {
    const seen: Sig[] = [sig];
    let cur: Sig | undefined = sig.parent ?? sig.subsetOf[0];
    while (cur !== undefined && !cur.builtin) {
      if (cur === sig) {
        ctx.report("AlloySigCycle", s?.names[0]?.range ?? sig.range, { name: sig.name, cycle: [...seen, sig].map((x) => x.name).join(" -> ") });
        sig.parent = undefined;
        sig.subsetOf.length = 0;
        break;
      }
      if (seen.includes(cur)) break;
      seen.push(cur);
      cur = cur.parent ?? cur.subsetOf[0];
    }
  }
  const sigs = orderParentsFirst(declared.map((d) => d.sig));
  sigs.forEach((s, i) => (s.id = i));
  for (const s of sigs) (s.parent as SigBuild | undefined)?.children.push(s);

  // 2. Opens.
  // Sigs of opened modules are also known by their bare name where that is unambiguous.
  for (const [bare, qualified] of flat.bareNames) {
    const sigsNamed = qualified.map((q) => ctx.sigByName.get(q)).filter((x) => x !== undefined);
    if (sigsNamed.length === 1 && !ctx.sigByName.has(bare)) ctx.sigByName.set(bare, sigsNamed[0]!);
  }
  for (const o of flat.builtinOpens) {
    const path = o.path.name;
    if (path !== "util/ordering") continue;
    if (o.args.length !== 1) {
      ctx.report("AlloyOrderingArgs", o.range, { count: o.args.length });
      continue;
    }
    const target = ctx.lookupSig(o.args[0]!.name);
    if (target === undefined || target.builtin) {
      ctx.report(target === undefined ? "AlloyUnknownName" : "AlloyNotASig", o.args[0]!.range, { name: o.args[0]!.name });
      continue;
    }
    (target as SigBuild).ordered = true;
    ctx.orderings.push({ sig: target, alias: o.alias?.name, range: o.range });
  }

  // 3. Fields.
  const fields: FieldBuild[] = [];
  const disjointGroups: { fields: FieldBuild[]; sig: SigBuild; range: A.Range }[] = [];
  for (const { sig, ast: s } of declared) {
    if (s === undefined) continue;
    const env: Env = { vars: new Map(), thisVar: sig.thisVar, thisSig: sig, func: undefined };
    for (const d of s.fields) {
      if (d.isVar) ctx.report("AlloyUnsupported", d.range, { what: "a 'var' field (Alloy 6 temporal logic)" });
      const bound = exprs.bound(d.bound, env);
      const group: FieldBuild[] = [];
      for (const n of d.names) {
        const clash = findField(sig, n.name);
        if (clash !== undefined) {
          ctx.report("AlloyDuplicateName", n.range, { name: n.name, line: ctx.line(clash.range) });
          continue;
        }
        if (bound === undefined) continue;
        const bt = bound.expr.type as RelationType;
        const type = Ty.product(Ty.sigType(sig), bt);
        const field: FieldBuild = { id: fields.length, name: n.name, owner: sig, arity: bt.arity + 1, type, bound, thisVar: sig.thisVar, range: n.range, decl: d };
        fields.push(field);
        sig.fields.push(field);
        group.push(field);
        const list = ctx.fieldsByName.get(n.name) ?? [];
        list.push(field);
        ctx.fieldsByName.set(n.name, list);
      }
      if (d.disjoint && group.length > 1) disjointGroups.push({ fields: group, sig, range: d.range });
    }
  }

  // 4. Preds and funs: signatures first (calls may come before definitions), then bodies.
  const funcs: FuncBuild[] = [];
  for (const p of ast.paragraphs) {
    if (p.kind !== "Pred" && p.kind !== "Fun") continue;
    // Functions of one name may coexist when their parameter counts differ (util/integer's `max` and `max[es]`).
    const arity = p.params.reduce((n, d) => n + d.names.length, 0) + (p.receiver === undefined ? 0 : 1);
    const same = ctx.funcsByName.get(p.name.name) ?? [];
    const previous = same.find((f) => f.ast.params.reduce((n, d) => n + d.names.length, 0) + (f.ast.receiver === undefined ? 0 : 1) === arity);
    if (previous !== undefined || ctx.sigByName.has(p.name.name)) {
      const line = previous !== undefined ? ctx.line(previous.func.range) : ctx.line(ctx.sigByName.get(p.name.name)!.range);
      ctx.report("AlloyDuplicateName", p.name.range, { name: p.name.name, line });
      continue;
    }
    const func = {
      name: p.name.name,
      isPred: p.kind === "Pred",
      params: [] as Variable[],
      paramBounds: [] as Bound[],
      result: undefined as Bound | undefined,
      body: { kind: "and", items: [], type: { kind: "formula" }, range: p.range } as Expr,
      range: p.name.range,
    };
    const build: FuncBuild = {
      func,
      ast: { params: p.params, receiver: p.receiver, result: p.kind === "Fun" ? p.result : undefined, body: p.body },
      calls: new Set(),
      resolved: false,
    };
    ctx.funcsByName.set(func.name, [...same, build]);
    funcs.push(build);
  }
  // Functions of opened modules are also known by their bare name, overloaded across instances.
  for (const [bare, qualified] of flat.bareNames) {
    const builds = qualified.flatMap((q) => ctx.funcsByName.get(q) ?? []);
    if (builds.length > 0) ctx.funcsByName.set(bare, [...(ctx.funcsByName.get(bare) ?? []), ...builds]);
  }
  const funcEnvs = new Map<FuncBuild, Env>();
  for (const f of funcs) {
    let env: Env = { ...emptyEnv, func: f };
    const receiver = f.ast.receiver;
    if (receiver !== undefined) {
      const sig = ctx.lookupSig(receiver.name);
      if (sig === undefined) ctx.report("AlloyUnknownName", receiver.range, { name: receiver.name });
      else {
        const self = ctx.newVariable("this", "param", Ty.sigType(sig), receiver.range);
        f.func.params.push(self);
        f.func.paramBounds.push({ multiplicity: "one", disjoint: false, expr: { kind: "sig", sig, type: Ty.sigType(sig), range: receiver.range } });
        env = { ...withVars(env, [self]), thisVar: self };
      }
    }
    for (const d of f.ast.params) {
      const bound = exprs.bound(d.bound, env);
      if (bound === undefined) continue;
      const vars = d.names.map((n) => ctx.newVariable(n.name, "param", bound.expr.type, n.range));
      for (const v of vars) {
        f.func.params.push(v);
        f.func.paramBounds.push(bound);
      }
      env = withVars(env, vars);
    }
    if (f.ast.result !== undefined) f.func.result = exprs.bound(f.ast.result, env);
    funcEnvs.set(f, env);
  }
  for (const f of funcs) {
    const env = funcEnvs.get(f)!;
    const body = f.func.isPred ? exprs.formula(f.ast.body, env) : exprs.relation(f.ast.body, env);
    if (body !== undefined) f.func.body = body;
    f.resolved = true;
  }
  reportRecursion(ctx, funcs);

  // Facts, sig facts, asserts.
  const facts: Fact[] = [];
  let anonymous = 0;
  for (const p of ast.paragraphs) {
    if (p.kind === "Fact") {
      const body = exprs.formula(p.body, emptyEnv);
      const name = p.name?.name ?? `fact$${++anonymous}`;
      if (body !== undefined) facts.push({ name, origin: "fact", body, range: p.range });
    }
  }
  for (const { sig, ast: s } of declared) {
    if (s?.fact === undefined) continue;
    const env: Env = { vars: new Map(), thisVar: sig.thisVar, thisSig: sig, func: undefined };
    const body = exprs.formula(s.fact, env);
    if (body === undefined) continue;
    const over: Expr = { kind: "sig", sig, type: Ty.sigType(sig), range: s.fact.range };
    facts.push({
      name: sig.name,
      origin: "signature",
      body: { kind: "quant", quantifier: "all", decls: [{ variables: [sig.thisVar], disjoint: false, bound: { multiplicity: "one", disjoint: false, expr: over } }], body, type: { kind: "formula" }, range: s.fact.range },
      range: s.fact.range,
    });
  }
  const asserts: Assert[] = [];
  const assertNames = new Map<string, Assert>();
  let anonymousAsserts = 0;
  for (const p of ast.paragraphs) {
    if (p.kind !== "Assert") continue;
    const name = p.name?.name ?? `assert$${++anonymousAsserts}`;
    const previous = assertNames.get(name);
    if (previous !== undefined) {
      ctx.report("AlloyDuplicateName", p.name?.range ?? p.range, { name, line: ctx.line(previous.range) });
      continue;
    }
    const body = exprs.formula(p.body, emptyEnv);
    if (body === undefined) continue;
    const a: Assert = { name, body, range: p.range };
    asserts.push(a);
    assertNames.set(name, a);
  }

  // 5. Declaration facts and commands.
  for (const f of fields) facts.push(...declFacts.field(f, f.owner as SigBuild));
  for (const g of disjointGroups) {
    const fact = declFacts.disjointFields(g.fields, g.sig, g.range);
    if (fact !== undefined) facts.push(fact);
  }
  facts.push(...declFacts.hierarchy(sigs));
  const commands = resolveCommands(ctx, exprs, ast, funcs, assertNames).map((c) => withLiteralPresence(c, facts, sigs));

  if (hasErrors(ctx.diagnostics)) return { model: undefined, diagnostics: sortDiagnostics(ctx.diagnostics) };
  const model: AlloyModel = {
    file: source.path,
    name: ast.header?.name.name ?? baseName(source.path),
    sigs,
    builtins: { univ, Int: intSig },
    fields,
    facts,
    funcs: funcs.map((f): Func => f.func),
    asserts,
    commands,
    orderings: ctx.orderings,
  };
  return { model, diagnostics: sortDiagnostics(ctx.diagnostics) };
}

function findField(sig: Sig, name: string): Sig["fields"][number] | undefined {
  for (let s: Sig | undefined = sig; s !== undefined; s = s.parent) {
    const f = s.fields.find((x) => x.name === name);
    if (f !== undefined) return f;
  }
  return undefined;
}

function orderParentsFirst(sigs: readonly SigBuild[]): SigBuild[] {
  const out: SigBuild[] = [];
  const placed = new Set<Sig>();
  const place = (s: SigBuild): void => {
    if (placed.has(s)) return;
    placed.add(s);
    if (s.parent !== undefined && !s.parent.builtin) place(s.parent as SigBuild);
    for (const p of s.subsetOf) if (!p.builtin) place(p as SigBuild);
    out.push(s);
  };
  for (const s of sigs) place(s);
  return out;
}

function reportRecursion(ctx: ModelContext, funcs: readonly FuncBuild[]): void {
  const state = new Map<FuncBuild, "active" | "done">();
  const stack: FuncBuild[] = [];
  const reported = new Set<FuncBuild>();
  const visit = (f: FuncBuild): void => {
    state.set(f, "active");
    stack.push(f);
    for (const g of f.calls) {
      const s = state.get(g);
      if (s === "active") {
        if (!reported.has(g)) {
          reported.add(g);
          const cycle = [...stack.slice(stack.indexOf(g)), g].map((x) => x.func.name).join(" -> ");
          ctx.report("AlloyRecursion", g.func.range, { name: g.func.name, cycle });
        }
      } else if (s === undefined) visit(g);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of funcs) if (!state.has(f)) visit(f);
}

function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort((a, b) => a.range.start - b.range.start);
}

/** How a sig of an opened module is printed: its name without the instance prefix. */
function displayName(name: string): string {
  if (name.startsWith('"')) return name;
  return name.slice(name.lastIndexOf("/") + 1);
}

/**
 * A parameterised root module (`module m[X]`) is analysed with each parameter as a
 * fresh top-level sig of that name, as the Analyzer does.
 */
function withParameterSigs(ast: A.AlsModule): A.AlsModule {
  const params = ast.header?.params ?? [];
  if (params.length === 0) return ast;
  const sigs = params.map((p) => syntheticSig([p.name]));
  return { ...ast, paragraphs: [...sigs, ...ast.paragraphs] };
}

function baseName(path: string): string {
  const last = path.split(/[\\/]/).pop() ?? path;
  return last.replace(/\.als$/, "");
}
