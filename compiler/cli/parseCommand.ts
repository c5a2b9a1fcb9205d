// `tla2ts parse <files...> [--json]`: reads TLA+ modules and TLC model files in one
// process, prints a summary per file (or its diagnostics), and with --json the ASTs.

import { readFileSync } from "node:fs";
import type { Diagnostic } from "../../runtime/diagnostics.js";
import { diagnostic, hasErrors } from "../../runtime/diagnostics.js";
import { SourceText } from "../../grammar/source.js";
import { parseTla } from "../../grammar/tla/index.js";
import { formatSummary, summarizeFile } from "../../grammar/tla/summary.js";
import { formatCfgSummary, parseCfg } from "../../grammar/cfg/index.js";
import { expandInputs } from "./inputFiles.js";
import { renderDiagnostic } from "./render.js";
import { ExitCode } from "./exitCodes.js";

export interface ParseCommandOptions {
  readonly files: readonly string[];
  readonly json: boolean;
}

interface FileOutcome {
  readonly path: string;
  readonly language: "tla" | "cfg" | "unknown";
  readonly lines: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly source: SourceText | undefined;
  readonly summary: string | undefined;
  readonly ast: unknown;
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** stdout is a terminal: `check` shows a live status line instead of progress lines. */
  readonly terminal?: boolean;
}

export function runParseCommand(options: ParseCommandOptions, io: Output): number {
  const started = performance.now();
  const outcomes = expandInputs(options.files).map((input) =>
    input.problem === undefined ? parseOne(input.path) : unreadable(input.path, input.problem),
  );
  const seconds = (performance.now() - started) / 1000;

  let failed = 0;
  let totalLines = 0;
  for (const o of outcomes) {
    totalLines += o.lines;
    if (hasErrors(o.diagnostics)) failed++;
    for (const d of o.diagnostics) io.err(renderDiagnostic(d, o.source) + "\n");
    if (!options.json && o.summary !== undefined) io.out(`${o.path}\n${indent(o.summary)}\n`);
  }
  const tally =
    `${outcomes.length} file${outcomes.length === 1 ? "" : "s"}, ${failed} with errors, ` +
    `${totalLines} lines in ${seconds.toFixed(3)} s`;
  if (options.json) {
    io.err(tally + "\n");
    io.out(JSON.stringify({ files: outcomes.map(toJson) }) + "\n");
  } else {
    io.out(tally + "\n");
  }
  if (failed === 0) return ExitCode.ok;
  return outcomes.some((o) => o.language === "tla" && hasErrors(o.diagnostics))
    ? ExitCode.specParseError
    : ExitCode.configParseError;
}

function parseOne(path: string): FileOutcome {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    return unreadable(path, (e as Error).message);
  }
  const lines = text.length === 0 ? 0 : text.split("\n").length;
  if (path.endsWith(".tla")) {
    const r = parseTla(path, text);
    const summary = r.ast !== undefined && !hasErrors(r.diagnostics) ? formatSummary(summarizeFile(r.ast)) : undefined;
    return { path, language: "tla", lines, diagnostics: r.diagnostics, source: r.source, summary, ast: r.ast };
  }
  if (path.endsWith(".cfg")) {
    const r = parseCfg(path, text);
    const summary = r.ast !== undefined && !hasErrors(r.diagnostics) ? formatCfgSummary(r.ast) : undefined;
    return { path, language: "cfg", lines, diagnostics: r.diagnostics, source: r.source, summary, ast: r.ast };
  }
  return unreadable(path, "not a TLA+ module (.tla) or TLC model file (.cfg)");
}

function unreadable(path: string, reason: string): FileOutcome {
  const d = diagnostic("FileNotFound", path, { start: 0, end: 0 }, { file: path, reason });
  return { path, language: "unknown", lines: 0, diagnostics: [d], source: undefined, summary: undefined, ast: undefined };
}

function toJson(o: FileOutcome): unknown {
  return {
    path: o.path,
    language: o.language,
    ok: !hasErrors(o.diagnostics),
    diagnostics: o.diagnostics.map((d) => {
      const start = o.source?.position(d.range.start);
      const end = o.source?.position(d.range.end);
      return { code: d.code, severity: d.severity, message: d.message, start, end, range: d.range };
    }),
    ast: o.ast,
  };
}

function indent(text: string): string {
  return text
    .trimEnd()
    .split("\n")
    .map((l) => "  " + l)
    .join("\n");
}
