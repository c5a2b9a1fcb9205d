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

