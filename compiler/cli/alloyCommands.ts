// The Alloy side of the command line: `tla2ts gen Model.als` (also plain
// `tla2ts Model.als`) writes the model's TypeScript module; `tla2ts run Model.als`
// executes its commands with the bounded model finder and prints each result as the
// Alloy Analyzer words it, with the instances in its text form, as Graphviz (`--dot`)
// or, with `--json`, as one JSON object last on stdout.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { checkAlloy } from "../alloy/index.js";
import { emitAlloyModule } from "../alloy/emit.js";
import type { AlloyModel, Command } from "../alloy/model.js";
import { solveCommand } from "../../runtime/alloy/index.js";
import { formatInstance, instanceToJson, type AlloyInstance, type InstanceJson } from "../../runtime/alloy/instance.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { SourceText } from "../../grammar/source.js";
import { ExitCode } from "./exitCodes.js";
import type { Output } from "./parseCommand.js";
import { renderDiagnostic } from "./render.js";
import { instanceToDot, type DotOptions } from "./alloyDot.js";
import { parseTheme, type AlloyTheme } from "./alloyTheme.js";
import { prepareHtmlFile } from "./htmlReport.js";
import { alloyHtmlReport, instanceSvgs, type AlloyCommandOutcome } from "../report/alloyReport.js";

/**
 * `--svg DIR`: `Command-N.svg` for the N-th instance of a command, or `Command-N-Label.svg`
 * per picture when the theme projects (one picture per atom of the projected sig).
 */
async function writeSvgs(dir: string, outcomes: readonly AlloyCommandOutcome[], dot: DotOptions, io: Output): Promise<void> {
  let written = 0;
  for (const outcome of outcomes) {
    for (const [i, instance] of outcome.instances.entries()) {
      for (const { picture, svg } of await instanceSvgs(instance, dot)) {
        const stem = [outcome.name, String(i + 1), ...(picture.projected === undefined ? [] : [picture.projected.label])].map(fileSafe).join("-");
        writeFileSync(join(dir, `${stem}.svg`), `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n${svg}\n`);
        written++;
      }
    }
  }
  io.err(`wrote ${written} SVG ${written === 1 ? "file" : "files"} to ${dir}\n`);
}

function prepareSvgDir(dir: string, io: Output): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch (e) {
    io.err(`tla2ts: cannot write SVG files into ${dir}: ${(e as Error).message}\n`);
    return false;
  }
}

/** Names from a model are identifiers, but `$` and `/` (module paths) must not reach a file name. */
function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/g, "_");
}

/** Exit code when --check finds the generated file missing or different. */
const outOfDate = 1;

/** Diagnostics with their code frames; one inside an opened module shows that module's text. */
function reportDiagnostics(path: string, diagnostics: readonly Diagnostic[], io: Output): void {
  const sources = new Map<string, SourceText | undefined>();
  const sourceOf = (file: string): SourceText | undefined => {
    if (!sources.has(file)) {
      try {
        sources.set(file, new SourceText(file, readFileSync(file, "utf8")));
      } catch {
        sources.set(file, undefined);
      }
    }
    return sources.get(file);
  };
  for (const d of diagnostics) io.err(renderDiagnostic(d, d.file === path || d.file.endsWith(".als") ? sourceOf(d.file) : undefined) + "\n");
}

/** The checked model, or undefined after printing why there is none. */
function loadModel(path: string, io: Output): AlloyModel | undefined {
  const checked = checkAlloy(path);
  reportDiagnostics(path, checked.diagnostics, io);
  if (checked.model === undefined || hasErrors(checked.diagnostics)) return undefined;
  return checked.model;
}

export interface AlloyGenOptions {
  readonly model: string;
  readonly outDir?: string;
  readonly check: boolean;
}

export async function runAlloyGen(o: AlloyGenOptions, io: Output): Promise<number> {
  const model = loadModel(o.model, io);
  if (model === undefined) return ExitCode.specParseError;
  const code = await emitAlloyModule(model);
  const target = join(o.outDir ?? dirname(o.model), basename(o.model).replace(/\.als$/, "") + ".ts");
  if (o.check) {
    const current = existsSync(target) ? readFileSync(target, "utf8") : undefined;
    if (current === code) {
      io.out(`${target} is up to date\n`);
      return ExitCode.ok;
    }
    io.err(`${target} is ${current === undefined ? "missing" : "out of date"}: run 'tla2ts gen ${o.model}'\n`);
    return outOfDate;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, code);
  io.out(`wrote ${target}\n`);
  return ExitCode.ok;
}

export interface AlloyRunOptions {
  readonly model: string;
  /** Run only the command with this name (label or target name). */
  readonly command?: string;
  /** How many distinct instances to find per command (default 1). */
  readonly all?: number;
  readonly dot: boolean;
  readonly json: boolean;
  /** Turn the solver's symmetry breaking off (for counting every instance). */
  readonly noSymmetry?: boolean;
  /** Write a self-contained HTML report of every command here. */
  readonly html?: string;
  /** Write one SVG per instance picture into this folder. */
  readonly svg?: string;
  /** Seconds each command may take; past it the command reports `unknown` with its CNF size. */
  readonly timeout?: number;
  /** The Analyzer's "Prevent overflows" (default on); false: integers wrap around. */
  readonly preventOverflows?: boolean;
}

export type RunResult = "instance" | "no-instance" | "counterexample" | "no-counterexample" | "unknown";

/** Exit code when some command ran out of time (`--timeout`) without an answer. */
const timedOut = 3;

/** One command's outcome in `--json`. */
export interface CommandJson {
  readonly result: RunResult;
  readonly command: string;
  readonly instances: readonly InstanceJson[];
  readonly seconds: number;
  readonly variables: number;
  readonly primaryVariables: number;
  readonly clauses: number;
}

/** `Run scenario for 4 Int, 6 Time` as the Analyzer echoes a command. */
export function describeCommand(c: Command): string {
  const parts: string[] = [];
  for (const s of c.scope.sigs) parts.push(`${s.exactly ? "exactly " : ""}${s.count} ${s.sig.name}`);
  if (c.scope.bitwidth !== 4) parts.push(`${c.scope.bitwidth} int`);
  const kind = c.kind === "run" ? "Run" : "Check";
  const overall = c.scope.overall !== undefined ? `${c.scope.overall}` : "";
  const scope =
    overall !== "" && parts.length > 0 ? `${overall} but ${parts.join(", ")}` : overall !== "" ? overall : parts.length > 0 ? parts.join(", ") : "3";
  return `${kind} ${c.name} for ${scope}`;
}

function verdictLine(result: RunResult): string {
  switch (result) {
    case "instance":
      return "Instance found. Predicate is consistent.";
    case "no-instance":
      return "No instance found. Predicate may be inconsistent.";
    case "counterexample":
      return "Counterexample found. Assertion is invalid.";
    case "no-counterexample":
      return "No counterexample found. Assertion may be valid.";
    case "unknown":
      return "Unknown: no answer within the time limit (--timeout).";
  }
}

function themePathOf(modelPath: string): string {
  return modelPath.replace(/\.als$/, "") + ".thm";
}

function loadTheme(modelPath: string): AlloyTheme | undefined {
  const themePath = themePathOf(modelPath);
  if (!existsSync(themePath)) return undefined;
  return parseTheme(readFileSync(themePath, "utf8"));
}

export async function runAlloyRun(o: AlloyRunOptions, io: Output): Promise<number> {
  const model = loadModel(o.model, io);
  if (model === undefined) return ExitCode.specParseError;
  const commands = o.command === undefined ? model.commands : model.commands.filter((c) => c.name === o.command);
  if (commands.length === 0) {
    const known = model.commands.map((c) => c.name).join(", ");
    io.err(`tla2ts: ${o.model} has ${o.command === undefined ? "no commands" : `no command named '${o.command}'`}${known ? ` (commands: ${known})` : ""}\n`);
    return ExitCode.usage;
  }
  // Unwritable destinations are usage errors before any solving, as for `check --html`.
  if (o.html !== undefined && !prepareHtmlFile(o.html, io)) return ExitCode.usage;
  if (o.svg !== undefined && !prepareSvgDir(o.svg, io)) return ExitCode.usage;
  const drawn = o.dot || o.html !== undefined || o.svg !== undefined;
  const theme = drawn ? loadTheme(o.model) : undefined;
  const parents = new Map(model.sigs.map((s) => [s.name, s.parent?.name]));
  const dotOptions = { theme, parentOf: (s: string) => parents.get(s) };
  const reports: CommandJson[] = [];
  const outcomes: AlloyCommandOutcome[] = [];
  let failed = false;
  let unknown = false;
  for (const command of commands) {
    // Symmetry breaking follows the command (none for `expect 1`, as the Analyzer) unless --no-symmetry.
    const options = {
      maxInstances: Math.max(1, o.all ?? 1),
      symmetryBreaking: o.noSymmetry === true ? false : undefined,
      preventOverflow: o.preventOverflows ?? true,
    };
    // The solver keeps the deadline itself (in the quantifier expansion and in the SAT search).
    const solved = solveCommand(model, command, o.timeout === undefined ? options : { ...options, timeout: o.timeout });
    if (solved.result === "error") {
      reportDiagnostics(o.model, solved.diagnostics, io);
      failed = true;
      continue;
    }
    unknown ||= solved.result === "unknown";
    const instances: readonly AlloyInstance[] = solved.instances;
    const result: RunResult = solved.result;
    io.out(`Executing "${describeCommand(command)}"\n`);
    io.out(
      `   ${solved.variables} vars. ${solved.primaryVariables} primary vars. ${solved.clauses} clauses. ${Math.round(solved.seconds * 1000)}ms.\n`,
    );
    io.out(`   ${verdictLine(result)}${instances.length > 1 ? ` ${instances.length} instances.` : ""}\n`);
    if (command.expect !== undefined && result !== "unknown") {
      const found = instances.length > 0 ? 1 : 0;
      if (found !== Math.min(command.expect, 1)) io.out(`   Note: the command expects ${command.expect}.\n`);
    }
    if (!o.json) {
      for (const inst of instances) io.out(o.dot ? instanceToDot(inst, dotOptions) : formatInstance(inst));
    }
    outcomes.push({
      description: describeCommand(command),
      name: command.name,
      verdict: verdictLine(result),
      expected: result === "instance" || result === "no-counterexample",
      instances,
      variables: solved.variables,
      primaryVariables: solved.primaryVariables,
      clauses: solved.clauses,
      seconds: solved.seconds,
    });
    reports.push({
      result,
      command: command.name,
      instances: instances.map(instanceToJson),
      seconds: solved.seconds,
      variables: solved.variables,
      primaryVariables: solved.primaryVariables,
      clauses: solved.clauses,
    });
  }
  if (o.svg !== undefined) await writeSvgs(o.svg, outcomes, dotOptions, io);
  if (o.html !== undefined) {
    const themeFile = theme === undefined ? undefined : basename(themePathOf(o.model));
    writeFileSync(o.html, await alloyHtmlReport({ model: basename(o.model), commands: outcomes, dot: dotOptions, themeFile }));
    io.err(`wrote ${o.html}\n`);
  }
  if (o.json) io.out(JSON.stringify(reports.length === 1 ? reports[0] : reports) + "\n");
  return failed ? ExitCode.specParseError : unknown ? timedOut : ExitCode.ok;
}

