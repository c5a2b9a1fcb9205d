// `tla2ts pcal Spec.tla [--in-place]`: translate the file's PlusCal algorithm as the
// TLA+ tools' translator does; print the new file, or rewrite it with --in-place.

import { readFileSync, writeFileSync } from "node:fs";
import { diagnostic } from "../../runtime/diagnostics.js";
import { SourceText } from "../../grammar/source.js";
import { translatePlusCal } from "../pcal/translate.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";

export interface PcalCommandOptions {
  readonly spec: string;
  readonly inPlace: boolean;
}

export function runPcalCommand(o: PcalCommandOptions, io: Output): number {
  let text: string;
  try {
    text = readFileSync(o.spec, "utf8");
  } catch (e) {
    const d = diagnostic(
      "FileNotFound",
      o.spec,
      { start: 0, end: 0 },
      { file: o.spec, reason: e instanceof Error ? e.message : String(e) },
    );
    io.err(renderDiagnostic(d, undefined) + "\n");
    return ExitCode.specParseError;
  }
  const r = translatePlusCal(text);
  if (r.error !== undefined || r.text === undefined) {
    const e = r.error!;
    const name = e.syntax ? "PcalSyntax" : "PcalTranslation";
    const d = diagnostic(name, o.spec, { start: e.start, end: e.end }, { message: e.message });
    io.err(renderDiagnostic(d, new SourceText(o.spec, text)) + "\n");
    return ExitCode.specParseError;
  }
  for (const a of r.addedLabels) io.err(`${o.spec}:${a.at.line}:${a.at.col}: label ${a.label} added\n`);
  if (o.inPlace) {
    writeFileSync(o.spec, r.text);
    io.out(`translated the PlusCal algorithm into ${o.spec}\n`);
  } else io.out(r.text);
  return ExitCode.ok;
}
