// Entry points of the Alloy front end: parse a model, or parse and check it into
// the model the solver and the emitter consume. Problems are located diagnostics
// (render them with compiler/cli/render.ts); nothing here throws on bad input.

import { readFileSync } from "node:fs";
import { parseAlloy, type AlloyParseResult } from "../../grammar/alloy/parse.js";
import { SourceText } from "../../grammar/source.js";
import { diagnostic, hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import type { AlloyModel } from "./model.js";
import { resolveAlloy } from "./resolve.js";

export { parseAlloy, type AlloyParseResult };
export type * from "./model.js";

export interface AlloyCheckResult {
  /** The checked model; undefined when there are errors. */
  readonly model: AlloyModel | undefined;
  readonly diagnostics: readonly Diagnostic[];
  /** The text that was read, for rendering diagnostics (undefined when the file could not be read). */
  readonly source: SourceText | undefined;
}

/** Parses and checks model text; `file` names it in diagnostics. */
export function checkAlloyText(text: string, file: string): AlloyCheckResult {
  const source = new SourceText(file, text);
  const parsed = parseAlloy(text, file);
  if (hasErrors(parsed.diagnostics)) return { model: undefined, diagnostics: parsed.diagnostics, source };
  const resolved = resolveAlloy(parsed.ast, source);
  return { model: resolved.model, diagnostics: [...parsed.diagnostics, ...resolved.diagnostics], source };
}

/** Reads, parses and checks an .als file. */
export function checkAlloy(path: string): AlloyCheckResult {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { model: undefined, diagnostics: [diagnostic("FileNotFound", path, { start: 0, end: 0 }, { file: path, reason })], source: undefined };
  }
  return checkAlloyText(text, path);
}
