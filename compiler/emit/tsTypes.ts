// The TypeScript types `tla2ts gen` declares in an emitted module, and the typed
// helpers it uses in place of the untyped ones the JavaScript path emits. Emitters
// name these types through `Program.ann`, so the JavaScript path never sees them.

/** Names of the types every emitted TypeScript module declares (see `typedDeclarations`). */
export const T = {
  ctx: "Ctx",
  state: "State",
  next: "Next",
  value: "Value",
  op: "Op",
} as const;

/** The type of a definition's parameter: an operator parameter (`F(_)`) is a function. */
export function paramType(arity: number): string {
  return arity > 0 ? T.op : T.value;
}

/** `ctx, s, n` as a definition's leading parameters. */
export function contextParams(typed: boolean): string {
  return typed ? `ctx: ${T.ctx}, s: ${T.state}, n: ${T.next}` : "ctx, s, n";
}

/** The helpers of specEmitter's HELPERS, typed (same behaviour, same names). */
export const TYPED_HELPERS = `
function $at(i: number, e: unknown): SpecEvalError { return SpecEvalError.at($L[i]!, e); }
function $fail(what: string): never { throw new V.EvalError("NotEvaluable", { what }); }
function $b(v: Value): boolean { if (v === true || v === false) return v; throw new V.EvalError("NotBoolean", { kind: V.kindName(v), value: V.printValue(v) }); }
function $nx(n: Next, i: number, name: string): Value { const v = n === undefined ? undefined : n[i]; if (v === undefined) throw new V.EvalError("PrimedUnassigned", { variable: name + "'" }); return v; }
function $st(n: Next): State { return n as State; }
function $eqAt(ctx: Ctx, a: Value, b: Value, i: number): boolean { try { return core.eq(ctx, a, b); } catch (e) { throw $at(i, e); } }
function $inAt(ctx: Ctx, a: Value, b: Value, i: number): boolean { try { return core.inSet(ctx, a, b); } catch (e) { throw $at(i, e); } }
function $assigned(n: Next): boolean { if (n === undefined) return false; for (let i = 0; i < n.length; i++) if (n[i] === undefined) return false; return true; }
function $inMinus(ctx: Ctx, x: Value, a: Value, b: Value): boolean { return core.inSet(ctx, x, a) && !core.inSet(ctx, x, b); }
function $noChoice(): never { throw new V.EvalError("ChooseNoWitness", {}); }
function $unbounded(op: string): never { throw new V.EvalError("UnboundedQuantifier", { op }); }
const $ENABLED = { enabled: true };
function $stopAtFirst(): never { throw $ENABLED; }
function $caseFail(): never { throw $caseError(); }
function $caseError(): V.EvalError { return new V.EvalError("CaseNoArm", {}); }
function $outsideDomain(name: string, x: Value): never { throw new V.EvalError("FunctionOutsideDomain", { fcn: name, arg: V.printValue(x) }); }
function $tooBig(text: string): never { throw new V.EvalError("IntegerTooBig", { number: text }); }
function $exceptWarning(ctx: Ctx, i: number): void { const l = $L[i]!; const text = "line " + l.line + ", col " + l.column + " to line " + l.endLine + ", col " + l.endColumn + " of module " + l.module; if (!ctx.warned.has(text)) { ctx.warned.add(text); ctx.print("Warning: The EXCEPT was applied to non-existing fields of the value at\\n" + text + "\\n(Use the -nowarning option to disable this warning.)"); } }
function $action(name: string, i: number, generate: (ctx: Ctx, s: State, emit: (next: State) => void) => void): ActionGenerator { return { name, location: $L[i]!, generate, enabled(ctx: Ctx, s: State): boolean { try { generate(ctx, s, $stopAtFirst); } catch (e) { if (e === $ENABLED) return true; throw e; } return false; } }; }
function $completeInit(n: readonly (Value | undefined)[], emit: (s: State) => void, vars: readonly string[]): void { for (let i = 0; i < n.length; i++) if (n[i] === undefined) throw new V.EvalError("InitIncomplete", { variable: vars[i]! }); emit(n.slice() as State); }
function $completeNext(n: readonly (Value | undefined)[], emit: (s: State) => void, vars: readonly string[], name: string, loc: number): void { for (let i = 0; i < n.length; i++) if (n[i] === undefined) throw $at(loc, new V.EvalError("SuccessorIncomplete", { action: name, variable: vars[i]! })); emit(n.slice() as State); }
`;
