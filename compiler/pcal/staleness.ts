// Whether the PlusCal translation in a file is out of date, for `tla2ts check`: the
// TLA+ tools warn when the checksums on the `\* BEGIN TRANSLATION` line do not match
// the file. The TLA+ checksum (CRC32 of the translation's lines) we compute exactly.
// For the algorithm we do not reproduce the tools' checksum (a CRC32 of their
// internal syntax tree's printout); we translate the algorithm again and compare with
// the translation in the file, ignoring what older translators wrote differently
// (the place of `pc` among the variables, `UNCHANGED v` for `v' = v`). As the tools do,
// we check only files whose BEGIN TRANSLATION line records checksums.

import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { lexTla } from "../../grammar/tla/lexer.js";
import { findAlgorithm, findTranslation } from "./translationRegion.js";

const recorded = /chksum\(tla\+?\)\s*=\s*"([0-9A-Fa-f]*)"/i;
const pcalRecorded = /chksum\(p(?:lus)?cal\)\s*=\s*"([0-9A-Fa-f]*)"/i;

export async function pcalStaleness(path: string, text: string): Promise<Diagnostic[]> {
  if (findAlgorithm(text) === undefined) return [];
  const lines = text.split(/\r?\n/);
  const region = findTranslation(lines);
  if (region === undefined) return [];
  // The translator is loaded only for a file that has a translation to compare with.
  const { tlaChecksum, translatePlusCal } = await import("./translate.js");
  const beginLine = lines[region.begin]!;
  const offset = lines.slice(0, region.begin).reduce((n, l) => n + l.length + 1, 0);
  const at = { start: offset, end: offset + beginLine.length };
  const current = lines.slice(region.begin + 1, region.end);
  const tla = recorded.exec(beginLine)?.[1];
  if (tla !== undefined && tla !== tlaChecksum(current)) {
    return [diagnostic("PcalTranslationEdited", path, at, { recorded: `"${tla}"`, actual: `"${tlaChecksum(current)}"` })];
  }
  if (!pcalRecorded.test(beginLine)) return [];
  const r = translatePlusCal(text);
  if (r.translation === undefined) {
    return [diagnostic("PcalAlgorithmChanged", path, at, { detail: `it does not translate any more (${r.error?.message})` })];
  }
  const a = normalise(current);
  const b = normalise(r.translation);
  if (a !== b)
    return [diagnostic("PcalAlgorithmChanged", path, at, { detail: "the translation in the file is not the algorithm's translation" })];
  return [];
}

/** The translation's tokens, with the declared variables (and `vars`) as one sorted set. */
function normalise(lines: readonly string[]): string {
  const toks = tokens(lines.join("\n"));
  const vars = new Set<string>();
  const out: string[] = [];
  const ident = (t: string | undefined): boolean => t !== undefined && /^[A-Za-z_]\w*$/.test(t);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (t === "VARIABLE" || t === "VARIABLES") {
      while (ident(toks[i + 1])) {
        vars.add(toks[++i]!);
        if (toks[i + 1] !== ",") break;
        i++;
      }
    } else if (t === "vars" && toks[i + 1] === "==" && toks[i + 2] === "<<") {
      i += 3;
      while (i < toks.length && toks[i] !== ">>") if (ident(toks[i++])) vars.add(toks[i - 1]!);
    } else if (t === "UNCHANGED" && ident(toks[i + 1]) && toks[i + 1] !== "vars") {
      // Older translators wrote UNCHANGED v where the current one writes v' = v.
      out.push(toks[i + 1]!, "'", "=", toks[i + 1]!);
      i++;
    } else out.push(t);
  }
  return [...[...vars].sort(), "|", ...out].join(" ");
}

function tokens(text: string): string[] {
  return lexTla("translation.tla", "---- MODULE T ----\n" + text + "\n====\n")
    .tokens.slice(2, -1)
    .map((t) => t.image);
}
