// What expression resolution needs to know about the model being checked: the
// global names (sigs, fields, preds/funs, orderings), a place for diagnostics, and
// a counter for variable ids. Built by resolve.ts, read by expressions.ts and
// declarations.ts.

import type { AlsDecl, AlsExpr, AlsName, AlsBound } from "../../grammar/alloy/ast.js";
import { SourceText } from "../../grammar/source.js";
import { diagnostic, type Diagnostic, type DiagnosticName, type Range } from "../../runtime/diagnostics.js";
import type { Bound, Expr, ExprType, Field, Func, Ordering, Sig, Variable, VariableKind } from "./model.js";
import type { ModuleSegment } from "./modules.js";

/** A sig while the model is being built: the same object ends up in the model. */
export interface SigBuild extends Sig {
  parent: Sig | undefined;
  subsetOf: Sig[];
  isSubset: boolean;
  children: Sig[];
  fields: Field[];
  ordered: boolean;
  id: number;
  /** The variable standing for `this` in the sig's fact and field bounds. */
  thisVar: Variable;
}

export interface FieldBuild extends Field {
  type: Field["type"];
  arity: number;
  bound: Bound;
  /** The declaration it came from (for multiplicity facts) and its `disj` group. */
  readonly decl: AlsDecl;
}

/** A pred/fun while bodies are resolved; `func` is what the model holds. */
export interface FuncBuild {
  readonly func: Func & { params: Variable[]; paramBounds: Bound[]; result: Bound | undefined; body: Expr };
  readonly ast: { readonly params: readonly AlsDecl[]; readonly receiver: AlsName | undefined; readonly result: AlsBound | undefined; readonly body: AlsExpr };
  /** Funcs called from the body, for the recursion check. */
  readonly calls: Set<FuncBuild>;
  resolved: boolean;
}

export class ModelContext {
  readonly diagnostics: Diagnostic[] = [];
  readonly sigByName = new Map<string, SigBuild>();
  readonly fieldsByName = new Map<string, FieldBuild[]>();
  /** Preds and funs by name; several when the name is overloaded (module instances). */
  readonly funcsByName = new Map<string, FuncBuild[]>();
  readonly orderings: Ordering[] = [];
  private nextVariableId = 0;

  constructor(
    readonly file: string,
    readonly source: SourceText,
    readonly univ: Sig,
    readonly intSig: Sig,
  ) {}

  /** Opened modules' texts, by where their ranges start in the flat tree (modules.ts), last first. */
  private segments: { readonly base: number; readonly source: SourceText }[] = [];

  addSegments(segments: readonly ModuleSegment[]): void {
    for (const s of segments) this.segments.push({ base: s.base, source: new SourceText(s.file, s.text) });
    this.segments.sort((a, b) => b.base - a.base);
  }

  /** The file a range of the flat tree is in, and the range within that file. */
  private locate(range: Range): { file: string; range: Range; source: SourceText } {
    for (const s of this.segments) {
      if (range.start >= s.base) return { file: s.source.path, range: { start: range.start - s.base, end: range.end - s.base }, source: s.source };
    }
    return { file: this.file, range, source: this.source };
  }

  report(name: DiagnosticName, range: Range, args: Record<string, string | number> = {}): void {
    this.diagnostics.push(this.make(name, range, args));
  }

  make(name: DiagnosticName, range: Range, args: Record<string, string | number> = {}): Diagnostic {
    const at = this.locate(range);
    return diagnostic(name, at.file, at.range, args);
  }

  line(range: Range): number {
    const at = this.locate(range);
    return at.source.position(at.range.start).line;
  }

  newVariable(name: string, kind: VariableKind, type: ExprType, range: Range): Variable {
    return { id: this.nextVariableId++, name, kind, type, range };
  }

  /** The preds/funs a name may call (`this/f` is the model's own `f`). */
  lookupFuncs(name: string): FuncBuild[] | undefined {
    return this.funcsByName.get(name.startsWith("this/") ? name.slice(5) : name);
  }

  /** A sig by name as written (`Pod`, `this/Pod`), built-ins included. */
  lookupSig(name: string): Sig | undefined {
    const bare = name.startsWith("this/") ? name.slice(5) : name;
    if (bare === "univ") return this.univ;
    if (bare === "Int") return this.intSig;
    return this.sigByName.get(bare);
  }
}
