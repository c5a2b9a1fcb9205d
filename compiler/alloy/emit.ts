// The TypeScript module of `tla2ts gen Model.als`: one branded atom type per sig, a
// typed view of the instance's relations, every fact, predicate, function and
// assertion as a function over an instance (`Relations` of runtime/alloy/relations.ts),
// and the commands as data. Its default export is a `CompiledAlloyModel`
// (runtime/alloy/compiled.ts), which is how tests check decoded instances against
// the model independently of the solver.
//
// Expressions are written with generous parentheses; prettier drops the redundant ones.

// ts-morph and prettier are loaded only when a module is written (their import costs
// about a second; `tla2ts run` never pays it).
type TsMorph = typeof import("ts-morph");
type StatementStructures = import("ts-morph").StatementStructures;
import type {
  AlloyModel,
  Bound,
  Expr,
  ExprType,
  Func,
  QuantExpr,
  RelationType,
  Sig,
  VarDecl,
  Variable,
} from "./model.js";

const PRETTIER_OPTIONS = { parser: "typescript", printWidth: 120, trailingComma: "all", endOfLine: "lf" } as const;

/** The namespace the relational runtime is imported as; `$` cannot start an Alloy name, so it never clashes. */
const RT = "$rt";
/** The parameter every emitted function takes: the instance's relations. */
const R = "$r";
/**
 * The last parameter of every emitted pred and fun: whether the call stands under an odd number of
 * negations. The solver inlines calls, so an overflowed integer decides a comparison in a called
 * body by the caller's negations (docs/alloy-solver.md, Integers).
 */
const NEG = "$neg";

/** Negation parity at a point of an emitted body: `parity`, flipped again by `$neg` when `runtime`. */
interface Polarity {
  readonly parity: boolean;
  readonly runtime: boolean;
}

/** An `x: Int` variable bound around the point: universal = effectively `all` (when `$neg` is false). */
interface IntFrame {
  readonly id: number;
  readonly universal: boolean;
  readonly runtime: boolean;
  /** Bound by a comprehension, `sum`, `one` or `lone`: never universal. */
  readonly fresh: boolean;
}

export interface EmitAlloyOptions {
  /** Import the runtime from this prefix (ending in `/`); default `tla2ts/runtime/`. */
  readonly runtimeImport?: string;
}

/** An Alloy name as a TypeScript identifier (`p'` → `p_`). */
function identifier(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_$]/g, "_");
  return /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}

function tsTypeOf(type: ExprType): string {
  if (type.kind === "formula") return "boolean";
  if (type.kind === "int") return "number";
  return `${RT}.Rel`;
}

class ExpressionWriter {
  private readonly funcNames = new Map<Func, string>();
  private polarity: Polarity = { parity: false, runtime: false };
  private readonly frames: IntFrame[] = [];

  constructor(readonly model: AlloyModel) {
    const counts = new Map<string, number>();
    for (const f of model.funcs) counts.set(f.name, (counts.get(f.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const f of model.funcs) {
      const base = `${f.isPred ? "pred" : "fun"}_${identifier(f.name)}`;
      const i = seen.get(base) ?? 0;
      seen.set(base, i + 1);
      // Overloads (same name, different receivers or parameter types) get a position suffix.
      this.funcNames.set(f, (counts.get(f.name) ?? 0) > 1 ? `${base}_${i + 1}` : base);
    }
  }

  funcName(f: Func): string {
    return this.funcNames.get(f)!;
  }

  /** A pred or fun body: its negations are relative to the caller's (`$neg`). */
  body(e: Expr): string {
    return this.under({ parity: false, runtime: true }, () => this.expr(e));
  }

  private under<T>(p: Polarity, emit: () => T): T {
    const saved = this.polarity;
    this.polarity = p;
    try {
      return emit();
    } finally {
      this.polarity = saved;
    }
  }

  private flipped<T>(emit: () => T): T {
    return this.under({ parity: !this.polarity.parity, runtime: this.polarity.runtime }, emit);
  }

  /** A comprehension, `sum`, `one` or `lone` body: the solver starts afresh there (no negations). */
  private fresh<T>(emit: () => T): T {
    return this.under({ parity: false, runtime: false }, emit);
  }

  /** The `ctx` argument of an integer comparison (Relations.intCompare), as a constant or on `$neg`. */
  private compareContext(left: Expr, right: Expr): string {
    const ctx = (neg: boolean): number => {
      const p = this.polarity;
      return (
        (p.parity !== (p.runtime && neg) ? 1 : 0) |
        (this.dependsOnUniversal(left, neg) ? 2 : 0) |
        (this.dependsOnUniversal(right, neg) ? 4 : 0)
      );
    };
    const off = ctx(false);
    const on = ctx(true);
    return off === on ? String(off) : `(${NEG} ? ${on} : ${off})`;
  }

  private dependsOnUniversal(e: Expr, neg: boolean): boolean {
    if (this.frames.length === 0) return false;
    const vars = new Set<number>();
    collectVariables(e, vars);
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i]!;
      if (vars.has(f.id)) return !f.fresh && f.universal !== (f.runtime && neg);
    }
    return false;
  }

  /** The polarity to pass to a called pred or fun. */
  private callPolarity(): string | undefined {
    const p = this.polarity;
    if (!p.runtime) return p.parity ? "true" : undefined;
    return p.parity ? `!${NEG}` : NEG;
  }

  variable(v: Variable): string {
    return `v${v.id}_${identifier(v.name)}`;
  }

  sig(s: Sig): string {
    if (s.id === -1) return `${R}.univ`;
    if (s.id === -2) return `${R}.ints`;
    return `${R}.sig(${JSON.stringify(s.name)})`;
  }

  expr(e: Expr): string {
    switch (e.kind) {
      case "sig":
        return this.sig(e.sig);
      case "field":
        return `${R}.field(${JSON.stringify(e.field.owner.name)}, ${JSON.stringify(e.field.name)}, ${e.field.arity})`;
      case "var":
        return this.variable(e.variable);
      case "ordering":
        return `${R}.${e.relation}(${JSON.stringify(e.ordering.sig.name)})`;
      case "constant":
        if (e.name === "none") return `${R}.none(${(e.type as RelationType).arity ?? 1})`;
        if (e.name === "seq/Int") return `${R}.seqInt`;
        return `${R}.${e.name}`;
      case "int":
        return `${R}.int(${e.value})`;
      case "unary":
        return this.unary(e.op, e.op === "!" ? this.flipped(() => this.expr(e.operand)) : this.expr(e.operand));
      case "binary":
        // `a => b` is `!a || b` in the Analyzer 5.1's translation: a stands under a negation.
        return this.binary(
          e.op,
          e.op === "=>" ? this.flipped(() => this.expr(e.left)) : this.expr(e.left),
          this.expr(e.right),
        );
      case "compare": {
        const l = this.expr(e.left);
        const rr = this.expr(e.right);
        if (e.integer) {
          const ctx = this.compareContext(e.left, e.right);
          return `${R}.intCompare(${JSON.stringify(e.op)}, ${l}, ${rr}${ctx === "0" ? "" : `, ${ctx}`})`;
        }
        return e.op === "in" ? `${R}.subset(${l}, ${rr})` : `${R}.equal(${l}, ${rr})`;
      }
      case "and":
        return e.items.length === 0 ? "true" : `(${e.items.map((i) => `(${this.expr(i)})`).join(" && ")})`;
      case "or":
        return e.items.length === 0 ? "false" : `(${e.items.map((i) => `(${this.expr(i)})`).join(" || ")})`;
      case "ite":
        return `((${this.expr(e.cond)}) ? (${this.expr(e.then)}) : (${this.expr(e.else)}))`;
      case "let":
        return `((${this.variable(e.variable)}: ${tsTypeOf(e.value.type)}): ${tsTypeOf(e.type)} => ${this.expr(e.body)})(${this.expr(e.value)})`;
      case "quant":
        return this.quantifier(e);
      case "comprehension":
        return this.withFrames(e.decls, false, true, () =>
          this.comprehension(
            e.decls,
            this.fresh(() => this.expr(e.body)),
            (e.type as RelationType).arity,
          ),
        );
      case "call": {
        const neg = this.callPolarity();
        return `${this.funcName(e.func)}(${[R, ...e.args.map((a) => this.expr(a)), ...(neg === undefined ? [] : [neg])].join(", ")})`;
      }
    }
  }

  private unary(op: string, x: string): string {
    switch (op) {
      case "!":
        return `!(${x})`;
      case "no":
      case "some":
      case "lone":
      case "one":
        return `${R}.${op}(${x})`;
      case "~":
        return `${R}.transpose(${x})`;
      case "^":
        return `${R}.closure(${x})`;
      case "*":
        return `${R}.reflexiveClosure(${x})`;
      case "#":
        return `${R}.count(${x})`;
      case "neg":
        return `${R}.neg(${x})`;
      case "toInt":
        return `${R}.toInt(${x})`;
      case "toAtom":
        return `${R}.toAtom(${x})`;
      default:
        throw new Error(`unknown unary operator ${op}`);
    }
  }

  private binary(op: string, l: string, r: string): string {
    const method: Record<string, string> = {
      ".": "join",
      "->": "product",
      "+": "union",
      "-": "difference",
      "&": "intersection",
      "++": "override",
      "<:": "domainRestrict",
      ":>": "rangeRestrict",
      add: "add",
      sub: "sub",
      mul: "mul",
      div: "div",
      rem: "rem",
      shl: "shl",
      sha: "sha",
      shr: "shr",
    };
    if (op === "=>") return `(!(${l}) || (${r}))`;
    if (op === "<=>") return `((${l}) === (${r}))`;
    const m = method[op];
    if (m === undefined) throw new Error(`unknown binary operator ${op}`);
    return `${R}.${m}(${l}, ${r})`;
  }

  /** Nested loops over the declared variables; `inner` runs for each binding, guarded by the `disj` conditions. */
  private loops(decls: readonly VarDecl[], inner: (guard: string) => string): string {
    const opens: string[] = [];
    const guards: string[] = [];
    for (const d of decls) {
      for (let i = 0; i < d.variables.length; i++) {
        const v = d.variables[i]!;
        opens.push(`for (const ${this.variable(v)} of ${R}.bindings(${JSON.stringify(d.bound.multiplicity)}, ${this.bound(d.bound)})) {`);
        if (d.disjoint) {
          for (let j = 0; j < i; j++) guards.push(`${R}.disjoint(${this.variable(d.variables[j]!)}, ${this.variable(v)})`);
        }
      }
    }
    const guard = guards.length === 0 ? "true" : guards.join(" && ");
    return `${opens.join("\n")}\n${inner(guard)}\n${"}".repeat(opens.length)}`;
  }

  private bound(b: Bound): string {
    return this.expr(b.expr);
  }

  /** Emits with the `x: Int` variables of `decls` as frames. */
  private withFrames<T>(decls: readonly VarDecl[], universal: boolean, fresh: boolean, emit: () => T): T {
    const depth = this.frames.length;
    for (const d of decls) {
      if (d.bound.expr.kind !== "sig" || d.bound.expr.sig !== this.model.builtins.Int) continue;
      for (const v of d.variables) this.frames.push({ id: v.id, universal, runtime: this.polarity.runtime, fresh });
    }
    try {
      return emit();
    } finally {
      this.frames.length = depth;
    }
  }

  private quantifier(e: QuantExpr): string {
    const q = e.quantifier;
    const fresh = q === "sum" || q === "one" || q === "lone";
    const universal = (q === "all" || q === "no") !== this.polarity.parity;
    const body = this.withFrames(e.decls, universal, fresh, () =>
      fresh
        ? this.fresh(() => this.expr(e.body))
        : q === "no"
          ? this.flipped(() => this.expr(e.body))
          : this.expr(e.body),
    );
    let loop: string;
    let before = "";
    let after: string;
    switch (e.quantifier) {
      case "all":
        loop = this.loops(e.decls, (g) => `if ((${g}) && !(${body})) return false;`);
        after = "return true;";
        break;
      case "some":
        loop = this.loops(e.decls, (g) => `if ((${g}) && (${body})) return true;`);
        after = "return false;";
        break;
      case "no":
        loop = this.loops(e.decls, (g) => `if ((${g}) && (${body})) return false;`);
        after = "return true;";
        break;
      case "one":
      case "lone":
        before = "let n = 0;";
        loop = this.loops(e.decls, (g) => `if ((${g}) && (${body}) && ++n > 1) return false;`);
        after = e.quantifier === "one" ? "return n === 1;" : "return true;";
        break;
      case "sum":
        before = "let s = 0;";
        loop = this.loops(e.decls, (g) => `if (${g}) s = ${R}.add(s, ${body});`);
        after = "return s;";
        break;
    }
    return `((): ${tsTypeOf(e.type)} => {${before}\n${loop}\n${after}})()`;
  }

  private comprehension(decls: readonly VarDecl[], body: string, arity: number): string {
    const vars = decls.flatMap((d) => d.variables.map((v) => this.variable(v)));
    const tuple = vars.slice(1).reduce((acc, v) => `${R}.product(${acc}, ${v})`, vars[0]!);
    const loop = this.loops(decls, (g) => `if ((${g}) && (${body})) out.push(${tuple});`);
    return `((): ${RT}.Rel => {const out: ${RT}.Rel[] = [];\n${loop}\nreturn ${R}.unionAll(${arity}, out);})()`;
  }
}

/** The branded atom type of each user sig: a sub-sig's atoms are also its parent's. */
function sigTypes(model: AlloyModel, { StructureKind }: TsMorph): StatementStructures[] {
  return model.sigs.map((s) => {
    const base = s.parent
      ? identifier(s.parent.name)
      : s.subsetOf.length > 0
        ? `(${s.subsetOf.map((p) => (p.builtin ? `${RT}.Atom` : identifier(p.name))).join(" | ")})`
        : `${RT}.Atom`;
    return {
      kind: StructureKind.TypeAlias,
      isExported: true,
      name: identifier(s.name),
      type: `${base} & { readonly ${JSON.stringify(`sig:${s.name}`)}: true }`,
      docs: [`An atom of sig ${s.name} (printed \`${s.name}$i\`).`],
    };
  });
}

function columnType(s: Sig): string {
  return s.builtin ? `${RT}.Atom` : identifier(s.name);
}

function relationTupleType(t: RelationType): string {
  if (t.products.length === 0) return `${RT}.Tuple`;
  return t.products.map((p) => `[${p.map(columnType).join(", ")}]`).join(" | ");
}

/** `interface <Model>Relations`: every sig and field with its tuple type, and the function building it. */
function relationsView(model: AlloyModel, typeName: string, { StructureKind }: TsMorph): { decl: StatementStructures; fn: string } {
  const props: { name: string; type: string }[] = [];
  const inits: string[] = [];
  for (const s of model.sigs) {
    props.push({ name: identifier(s.name), type: `${RT}.Rel<[${identifier(s.name)}]>` });
    inits.push(`${identifier(s.name)}: ${R}.sig(${JSON.stringify(s.name)})`);
  }
  for (const f of model.fields) {
    const name = `${identifier(f.owner.name)}_${identifier(f.name)}`;
    props.push({ name, type: `${RT}.Rel<${relationTupleType(f.type)}>` });
    inits.push(`${name}: ${R}.field(${JSON.stringify(f.owner.name)}, ${JSON.stringify(f.name)}, ${f.arity})`);
  }
  const decl: StatementStructures = {
    kind: StructureKind.Interface,
    isExported: true,
    name: typeName,
    docs: ["The instance's sigs and fields (`Owner_field`, owner column first), typed by the sigs of their columns."],
    properties: props.map((p) => ({ name: p.name, type: p.type, isReadonly: true })),
  };
  // The runtime's relations carry no tuple types; the view asserts the ones the model declares.
  const fn = `/** The typed view of an instance's relations. */\nexport function relationsOf(${R}: ${RT}.Relations): ${typeName} {\nreturn {${inits.join(",\n")}} as ${typeName};\n}`;
  return { decl, fn };
}

function funcCode(w: ExpressionWriter, f: Func): string {
  const params = [`${R}: ${RT}.Relations`, ...f.params.map((p) => `${w.variable(p)}: ${tsTypeOf(p.type)}`)];
  const result = tsTypeOf(f.body.type);
  return `/** ${f.isPred ? "pred" : "fun"} ${f.name} */\nexport function ${w.funcName(f)}(${params.join(", ")}, ${NEG} = false): ${result} {\nreturn ${w.body(f.body)};\n}`;
}

export async function emitAlloyModule(model: AlloyModel, options: EmitAlloyOptions = {}): Promise<string> {
  const runtime = options.runtimeImport ?? "tla2ts/runtime/";
  const w = new ExpressionWriter(model);
  const typeName = `${identifier(model.name)}Relations`;
  const tsMorph = await import("ts-morph");
  const { Project, StructureKind } = tsMorph;
  const { format } = await import("prettier");
  const view = relationsView(model, typeName, tsMorph);
  const parts: string[] = [view.fn];
  for (const f of model.funcs) parts.push(funcCode(w, f));
  for (const a of model.asserts) {
    parts.push(`/** assert ${a.name} */\nexport function assert_${identifier(a.name)}(${R}: ${RT}.Relations): boolean {\nreturn ${w.expr(a.body)};\n}`);
  }
  const facts = model.facts.map(
    (f) =>
      `{ name: ${JSON.stringify(f.name)}, origin: ${JSON.stringify(f.origin)}, holds: (${R}: ${RT}.Relations): boolean => ${w.expr(f.body)} }`,
  );
  const commands = model.commands.map((c) => {
    const scope = {
      overall: c.scope.overall,
      bitwidth: c.scope.bitwidth,
      sigs: c.scope.sigs.map((s) => ({ sig: s.sig.name, count: s.count, exactly: s.exactly })),
    };
    const scopeText = `{ overall: ${scope.overall === undefined ? "undefined" : scope.overall}, bitwidth: ${scope.bitwidth}, sigs: ${JSON.stringify(scope.sigs)} }`;
    return `{ name: ${JSON.stringify(c.name)}, kind: ${JSON.stringify(c.kind)}, scope: ${scopeText}, expect: ${c.expect === undefined ? "undefined" : c.expect}, formula: (${R}: ${RT}.Relations): boolean => ${w.expr(c.formula)} }`;
  });
  parts.push(
    `/** Every constraint of the model (facts, signature facts, field declarations, sig hierarchy) and its commands. */\nconst model: CompiledAlloyModel = {\nname: ${JSON.stringify(model.name)},\nfacts: [\n${facts.join(",\n")}],\ncommands: [\n${commands.join(",\n")}],\n};\nexport default model;`,
  );

  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile("model.ts", "");
  file.addStatements([
    `// Generated by tla2ts from ${model.file.replace(/\\/g, "/").split("/").pop()}: do not edit.`,
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: `${runtime}alloy/relations.js`, namespaceImport: RT },
    { kind: StructureKind.ImportDeclaration, moduleSpecifier: `${runtime}alloy/compiled.js`, isTypeOnly: true, namedImports: ["CompiledAlloyModel"] },
    (writer) => writer.blankLine(),
    ...sigTypes(model, tsMorph),
    view.decl,
    (writer) => writer.write(parts.join("\n\n")),
  ]);
  return format(file.getFullText(), PRETTIER_OPTIONS);
}

/** The ids of the variables `e` mentions (call arguments included, called bodies not). */
function collectVariables(e: Expr, out: Set<number>): void {
  switch (e.kind) {
    case "var":
      out.add(e.variable.id);
      return;
    case "unary":
      collectVariables(e.operand, out);
      return;
    case "binary":
    case "compare":
      collectVariables(e.left, out);
      collectVariables(e.right, out);
      return;
    case "and":
    case "or":
      for (const i of e.items) collectVariables(i, out);
      return;
    case "ite":
      collectVariables(e.cond, out);
      collectVariables(e.then, out);
      collectVariables(e.else, out);
      return;
    case "let":
      collectVariables(e.value, out);
      collectVariables(e.body, out);
      return;
    case "quant":
    case "comprehension":
      for (const d of e.decls) collectVariables(d.bound.expr, out);
      collectVariables(e.body, out);
      return;
    case "call":
      for (const a of e.args) collectVariables(a, out);
      return;
    default:
      return;
  }
}
