// Evaluation errors raised by the value layer. They carry a catalogue entry and its
// arguments only; the checker knows which TLA+ expression was being evaluated and
// turns the error into a located diagnostic with `toDiagnostic`.

import { catalogue, diagnostic, type Diagnostic, type DiagnosticName, type Range } from "../diagnostics.js";

export class EvalError extends Error {
  readonly code: string;
  /** An initial state that leaves variables unassigned (TT5202): the state TLC prints, `undefined` for those (its `null`). */
  incomplete?: readonly unknown[];

  constructor(
    readonly diagnosticName: DiagnosticName,
    readonly args: Readonly<Record<string, string>>,
  ) {
    const entry = catalogue[diagnosticName];
    super(entry.template.replace(/\{(\w+)\}/g, (whole, key: string) => args[key] ?? whole));
    this.name = "EvalError";
    this.code = entry.code;
  }

  /** The diagnostic for this error at the TLA+ range whose evaluation raised it. */
  toDiagnostic(file: string, range: Range): Diagnostic {
    return diagnostic(this.diagnosticName, file, range, this.args);
  }
}
