// `tla2ts pcal`: translate the PlusCal algorithm in a .tla file as the TLA+ tools'
// translator (pcal.trans) does and put the translation between the file's
// `\* BEGIN TRANSLATION` and `\* END TRANSLATION` lines.

import { crc32 } from "node:zlib";
import type { Algorithm, At, Stmt } from "../../grammar/pcal/ast.js";
import { parseAlgorithm, PcalSyntaxError } from "../../grammar/pcal/parser.js";
import { Exploder, type ProcedureEntry } from "./explode.js";
import { generate, type GenOptions, type GenProcedure, type GenProcess } from "./generate.js";
import { applyNames, SymbolTable, type Unit } from "./fixIds.js";
import { expandMacros, LabelAdder, location, makeLabeledStmtSeq, PcalError, type LabeledStmt, type XStmt } from "./labels.js";
import { findAlgorithm, findTranslation } from "./translationRegion.js";

export interface PcalOptions {
  fairness: GenOptions["fairness"];
  termination: boolean;
  label: boolean;
  labelRoot: string;
  noDoneDisjunct: boolean;
}

export interface TranslateResult {
  /** The file with the new translation, when there was no error. */
  readonly text?: string;
  /** The translation's lines. */
  readonly translation?: readonly string[];
  readonly error?: { readonly message: string; readonly start: number; readonly end: number; readonly syntax: boolean };
  /** Labels the translator added (reported, as with the tools' -reportLabels). */
  readonly addedLabels: readonly { label: string; at: At }[];
}

/** The options of a `PlusCal options (...)` line, which may appear anywhere in the file. */
export function readOptions(text: string): PcalOptions {
  const o: PcalOptions = { fairness: "", termination: false, label: false, labelRoot: "Lbl_", noDoneDisjunct: false };
  const m = /PlusCal\s+options\s*\(([^)]*)\)/.exec(text);
  if (m === null) return o;
  const words = m[1]!
    .split(/[\s,]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/^-/, ""));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === "wf" || w === "sf" || w === "wfNext" || w === "nof") o.fairness = w;
    else if (w === "termination") o.termination = true;
    else if (w === "label") o.label = true;
    else if (w === "labelRoot") o.labelRoot = words[++i] ?? o.labelRoot;
    else if (w === "noDoneDisjunct") o.noDoneDisjunct = true;
  }
  return o;
}

export function translatePlusCal(text: string): TranslateResult {
  const found = findAlgorithm(text);
  if (found === undefined)
    return {
      error: { message: "no PlusCal algorithm: expected '--algorithm' or '--fair algorithm'", start: 0, end: 0, syntax: true },
      addedLabels: [],
    };
  const options = readOptions(text);
  try {
    const alg = parseAlgorithm(text, found.from, found.fair);
    const { lines, added } = translateAlgorithm(alg, options);
    return { text: placeTranslation(text, alg.end, lines), translation: lines, addedLabels: added };
  } catch (e) {
    if (e instanceof PcalSyntaxError) return { error: { message: e.message, start: e.offset, end: e.end, syntax: true }, addedLabels: [] };
    if (e instanceof PcalError) {
      const start = e.at?.offset ?? found.at;
      return { error: { message: e.message, start, end: start + 1, syntax: false }, addedLabels: [] };
    }
    throw e;
  }
}

function translateAlgorithm(alg: Algorithm, options: PcalOptions): { lines: string[]; added: { label: string; at: At }[] } {
  const adder = new LabelAdder(alg.userLabels, alg.procedures, options.labelRoot);
  let omitPC = alg.procedures.length === 0;
  if (
    alg.processes.some((p) => p.plusLabels.length + p.minusLabels.length > 0) ||
    alg.procedures.some((p) => p.plusLabels.length + p.minusLabels.length > 0)
  )
    omitPC = false;
  let omitStuttering = true;
  let fairness = options.fairness;
  if (options.termination && fairness === "") fairness = "wf";
  const labeledProcs: { name: string; body: LabeledStmt[] }[] = [];
  const labeledProcesses: LabeledStmt[][] = [];
  let uniBody: LabeledStmt[] = [];

  // A macro may call the macros declared before it.
  alg.macros.forEach((m, i) => expandMacros(m.body, alg.macros.slice(0, i)));
  const prepareProcedures = (): void => {
    for (const p of alg.procedures) {
      expandMacros(p.body, alg.macros);
      adder.addLabels(p.body, p.name);
      labeledProcs.push({ name: p.name, body: makeLabeledStmtSeq(p.body, true) });
    }
  };
  if (alg.multiprocess) {
    let omitValue = false;
    for (const p of alg.processes) {
      expandMacros(p.body, alg.macros);
      adder.addLabels(p.body, null);
      const body = makeLabeledStmtSeq(p.body, false);
      labeledProcesses.push(body);
      const r = checkBody(body);
      if (!r.omitPC) omitPC = false;
      omitValue = omitValue || r.omitStuttering;
    }
    prepareProcedures();
    omitStuttering = omitValue;
    if (adder.added.length > 0 && !options.label) throw missingLabels(adder.added);
    if (alg.gotoDoneUsed) omitStuttering = omitPC = false;
    if (alg.gotoUsed) omitPC = false;
  } else {
    if (alg.fairAlgorithm) fairness = "wf";
    expandMacros(alg.body, alg.macros);
    prepareProcedures();
    adder.addLabels(alg.body, null);
    uniBody = makeLabeledStmtSeq(alg.body, false);
    if (adder.added.length > 0 && alg.hasLabel && !options.label) throw missingLabels(adder.added);
    if (alg.gotoUsed) omitPC = false;
    if (alg.gotoDoneUsed) omitStuttering = omitPC = false;
    else {
      const r = checkBody(uniBody);
      if (!r.omitPC) omitPC = false;
      omitStuttering = r.omitStuttering;
    }
  }

  const procUnits: Unit[] = alg.procedures.map((p, i) => ({
    name: p.name,
    kind: "procedure",
    decls: [...p.decls],
    params: [...p.params],
    body: labeledProcs[i]!.body,
    plusLabels: [...p.plusLabels],
    minusLabels: [...p.minusLabels],
    proceduresCalled: [...p.proceduresCalled],
    at: p.at,
  }));
  const processUnits: Unit[] = alg.processes.map((p, i) => ({
    name: p.name,
    kind: "process",
    decls: [...p.decls],
    params: [],
    body: labeledProcesses[i]!,
    plusLabels: [...p.plusLabels],
    minusLabels: [...p.minusLabels],
    proceduresCalled: [...p.proceduresCalled],
    at: p.at,
  }));
  const names = new SymbolTable(alg.decls, procUnits, processUnits, uniBody);
  const renamed = names.disambiguate();
  for (const u of [...procUnits, ...processUnits]) applyNames(names, u, u.body, u.name);
  applyNames(names, undefined, uniBody, "");

  const entries = new Map<string, ProcedureEntry>();
  for (const u of procUnits) entries.set(u.name, { name: u.name, params: u.params, decls: u.decls, iPC: u.body[0]?.label ?? "Error" });
  const exploder = new Exploder(entries, omitPC);
  const procedures: GenProcedure[] = procUnits.map((u) => ({
    name: u.name,
    params: u.params,
    decls: u.decls,
    body: exploder.body(u.body, "Error", u.name),
    plusLabels: u.plusLabels,
    minusLabels: u.minusLabels,
    proceduresCalled: u.proceduresCalled,
  }));
  const processes: GenProcess[] = processUnits.map((u, i) => {
    const p = alg.processes[i]!;
    return {
      name: u.name,
      isEq: p.isEq,
      id: p.id,
      decls: u.decls,
      body: exploder.body(u.body, "Done", null),
      fairness: p.fairness === "unfair" ? (fairness === "wf" ? "wf" : fairness === "sf" ? "sf" : "unfair") : p.fairness,
      plusLabels: u.plusLabels,
      minusLabels: u.minusLabels,
      proceduresCalled: u.proceduresCalled,
      iPC: u.body[0]?.label ?? "Done",
    };
  });
  const body = exploder.body(uniBody, "Done", null);
  const lines = [
    ...renamed,
    ...generate(alg, procedures, processes, body, uniBody[0]?.label ?? "Done", {
      fairness,
      omitPC,
      omitStutteringWhenDone: omitStuttering,
      noDoneDisjunct: options.noDoneDisjunct,
    }),
  ];
  return { lines, added: adder.added };
}

function missingLabels(added: readonly { label: string; at: At }[]): PcalError {
  const where = added.map((a) => location(a.at)).join("; ");
  return new PcalError(
    `missing label${added.length > 1 ? "s" : ""}: the translator needs a label on this statement${added.length > 1 ? ` (and at ${where})` : ""}`,
    added[0]!.at,
  );
}

/** Whether a process (or the uniprocess body) is one `while (TRUE)` loop, so the pc or the stuttering-when-done step may be left out. */
function checkBody(body: readonly LabeledStmt[]): { omitPC: boolean; omitStuttering: boolean } {
  const no = { omitPC: false, omitStuttering: false };
  if (body.length === 0) return { omitPC: true, omitStuttering: true };
  if (body.length > 1) return no;
  const stmts = body[0]!.stmts;
  if (stmts.length !== 1 || stmts[0]!.kind !== "while") return no;
  const w = stmts[0]! as XStmt & { kind: "while" };
  if (w.test.lines.length !== 1 || w.test.lines[0]!.length !== 1 || w.test.lines[0]![0]!.text !== "TRUE") return no;
  let omitPC = true;
  if ((w.labDo ?? []).length > 0) omitPC = false;
  if (w.body.some((s: Stmt) => (s as XStmt).labeled === true)) omitPC = false;
  return { omitPC, omitStuttering: true };
}

// -- placing the translation in the file ----------------------------------------

const checksumPattern =
  /\(\s*(?:chksum|checksum)\(p(?:lus)?cal\)\s*(?:=\s*"[0-9A-Fa-f]*"|\\in\s*STRING)\s*\/\\\s*(?:chksum|checksum)\(tla\+?\)\s*(?:=\s*"[0-9A-Fa-f]*"|\\in\s*STRING)\s*\)/i;

export function tlaChecksum(lines: readonly string[]): string {
  return crc32(Buffer.from(lines.join(""), "utf8")).toString(16);
}

function checksumText(lines: readonly string[]): string {
  return `(chksum(pcal) \\in STRING /\\ chksum(tla) = "${tlaChecksum(lines)}")`;
}

function placeTranslation(text: string, algEnd: number, translation: readonly string[]): string {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const region = findTranslation(lines);
  if (region !== undefined) {
    const beginLine = lines[region.begin]!;
    const newBegin = checksumPattern.test(beginLine) ? beginLine.replace(checksumPattern, checksumText(translation)) : beginLine;
    return [...lines.slice(0, region.begin), newBegin, ...translation, ...lines.slice(region.end)].join(eol);
  }
  // No translation yet: put one after the line that closes the comment holding the algorithm.
  let offset = 0;
  let after = lines.length - 1;
  for (let i = 0; i < lines.length; i++) {
    const next = offset + lines[i]!.length + 1;
    if (next > algEnd && lines[i]!.slice(Math.max(0, algEnd - offset)).includes("*)")) {
      after = i;
      break;
    }
    offset = next;
  }
  const block = [`\\* BEGIN TRANSLATION ${checksumText(translation)}`, ...translation, "\\* END TRANSLATION "];
  return [...lines.slice(0, after + 1), ...block, ...lines.slice(after + 1)].join(eol);
}
