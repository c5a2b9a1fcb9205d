// Reads a trace file for validation (`tla2ts validate`) into logged lines of runtime
// values, with a located diagnostic for anything it cannot read. Two formats:
//
// - NDJSON: one JSON object per line (blank lines skipped), either
//   `{"state": {VAR: VALUE, ...}, "action": ACTION}` (both keys optional, no others) or
//   flat, `{VAR: VALUE, ..., "#action": ACTION}`. The nested form is recognised when every
//   key is `state` or `action` and neither names a variable. ACTION is a name (`"Send"`, or
//   TLC's label of one sub-action, `"Send(1,2)"`) or an object `{"name": "Send", PARAM:
//   VALUE, ...}` (the typed API's action; a parameter called `name` is `name_`).
// - ITF (Apalache's ADR-015, also written by Quint and by `tla2ts check/simulate --itf`):
//   one JSON object `{"vars": [...], "states": [{VAR: VALUE, ...}, ...]}`; each state is a line.
//   A file is ITF when it is one JSON object with a `states` array and a `vars` array.
//
// Values are in the typed API's plain form or ITF's form (jsonValue.ts). Keys `#meta`
// (ITF's metadata) and those starting with `mbt::` (Quint's model-based testing
// variables) are ignored. A mapping renames log fields to variables and log action
// names to the spec's (a field mapped to null is ignored), and in the flat form may name
// the action's key (`"actionField": "event"`) and fields that are the action's parameters
// (`"parameters": {"worker": "w"}`).

import { diagnostic, type Diagnostic, type DiagnosticName, type Range } from "../diagnostics.js";
import type { InternTable, Value } from "../values/index.js";
import type { CompiledSpec } from "../check/spec.js";
import { actionField } from "../machine/machine.js";
import type { MachineShape, Shape } from "../machine/shape.js";
import { jsonToValue, JsonValueError, shown } from "./jsonValue.js";
import { actionBaseName, type LoggedAction, type LoggedLine } from "./traceSearch.js";

export interface TraceMapping {
  /** Log field → spec variable; null: ignore the field. */
  readonly variables: ReadonlyMap<string, string | null>;
  /** Log action name → the spec's action name. */
  readonly actions: ReadonlyMap<string, string>;
  /** The flat form's key holding the action (default `#action`). */
  readonly actionField?: string;
  /** Flat form: log fields that are parameters of the line's action → the parameter's name. */
  readonly parameters?: ReadonlyMap<string, string>;
}

export const noMapping: TraceMapping = { variables: new Map(), actions: new Map() };

/** Where each logged line is in the file, for messages. */
export interface TracePlace {
  /** `line 500` (NDJSON: the file's line) or `state 499` (ITF: the state's index). */
  readonly label: string;
  readonly range: Range;
}

export interface ReadTrace {
  readonly format: "ndjson" | "itf";
  readonly lines: readonly LoggedLine[];
  readonly places: readonly TracePlace[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface TraceTarget {
  readonly spec: CompiledSpec;
  /** The typed machine's shapes; without them values are read untyped. */
  readonly shape: MachineShape | undefined;
  /** The intern table of the context the search runs in. */
  readonly intern: InternTable;
}

/** Diagnostics past this many stop the reading (one mistake usually repeats on every line). */
const MAX_DIAGNOSTICS = 10;

type Json = unknown;
type JsonObject = Record<string, Json>;

function isObject(j: Json): j is JsonObject {
  return typeof j === "object" && j !== null && !Array.isArray(j);
}

/** JSON.parse's error, with the offset it names when it names one. */
function jsonError(e: unknown): { reason: string; at: number } {
  const message = e instanceof Error ? e.message : String(e);
  const m = /at position (\d+)/.exec(message);
  return { reason: message, at: m === null ? 0 : Number(m[1]) };
}

const ignoredKey = (k: string): boolean => k === "#meta" || k.startsWith("mbt::");

export function parseMapping(file: string, text: string): { mapping?: TraceMapping; diagnostics: Diagnostic[] } {
  const bad = (reason: string, at = 0): { diagnostics: Diagnostic[] } => ({ diagnostics: [diagnostic("TraceBadMapping", file, { start: at, end: at + 1 }, { reason })] });
  let j: Json;
  try {
    j = JSON.parse(text);
  } catch (e) {
    const { reason, at } = jsonError(e);
    return bad(`not JSON: ${reason}`, at);
  }
  if (!isObject(j)) return bad('expected an object {"variables": {...}, "actions": {...}, "actionField": ...}');
  const keys = ["variables", "actions", "parameters", "actionField"];
  for (const k of Object.keys(j)) if (!keys.includes(k)) return bad(`unknown key ${JSON.stringify(k)} (expected ${keys.map((x) => JSON.stringify(x)).join(", ")})`, text.indexOf(JSON.stringify(k)));
  const actionField = j["actionField"];
  if (actionField !== undefined && typeof actionField !== "string") return bad(`"actionField" must be the name of the log field holding the action`, text.indexOf('"actionField"'));
  const variables = new Map<string, string | null>();
  const actions = new Map<string, string>();
  const parameters = new Map<string, string>();
  for (const [key, into, nullable] of [["variables", variables, true], ["actions", actions, false], ["parameters", parameters, false]] as const) {
    const part = j[key];
    if (part === undefined) continue;
    if (!isObject(part)) return bad(`"${key}" must be an object from log names to the spec's names`, text.indexOf(`"${key}"`));
    for (const [from, to] of Object.entries(part)) {
      if (typeof to !== "string" && !(nullable && to === null)) return bad(`"${key}"."${from}" must be a name${nullable ? " or null" : ""}, not ${JSON.stringify(to)}`, text.indexOf(JSON.stringify(from)));
      (into as Map<string, string | null>).set(from, to as string | null);
    }
  }
  return { mapping: { variables, actions, parameters, ...(actionField === undefined ? {} : { actionField }) }, diagnostics: [] };
}

/** One line's reading: builds the logged line or reports, at the key it concerns, what is wrong. */
class LineReader {
  readonly diagnostics: Diagnostic[] = [];
  private readonly shapes = new Map<string, Shape>();
  private readonly actionLabels = new Set<string>();
  private readonly unknownFields = new Set<string>();

  constructor(
    private readonly file: string,
    private readonly target: TraceTarget,
    private readonly mapping: TraceMapping,
  ) {
    for (const [name, s] of target.shape?.variables ?? []) this.shapes.set(name, s);
    for (const g of target.spec.actions) this.actionLabels.add(g.name).add(actionBaseName(g.name));
  }

  get full(): boolean {
    return this.diagnostics.length >= MAX_DIAGNOSTICS;
  }

  report(name: DiagnosticName, range: Range, args: Record<string, string | number>): undefined {
    this.diagnostics.push(diagnostic(name, this.file, range, args));
    return undefined;
  }

  /** Whether a log field stands for a variable of the spec (after the mapping). */
  namesVariable(field: string): boolean {
    const name = this.variableOf(field);
    return name !== null && this.target.spec.variables.includes(name);
  }

  variableOf(field: string): string | null {
    const mapped = this.mapping.variables.get(field);
    return mapped === undefined ? field : mapped;
  }

  /**
   * The logged line of `state` (variables to values) and `action`; `at(key)` locates a key
   * of the state, `actionRange` the action.
   */
  read(state: JsonObject, action: Json, at: (key: string) => Range, actionRange: Range): LoggedLine | undefined {
    const spec = this.target.spec;
    const variables: number[] = [];
    const values: Value[] = [];
    let ok = true;
    for (const [field, json] of Object.entries(state)) {
      if (ignoredKey(field)) continue;
      const name = this.variableOf(field);
      if (name === null) continue;
      const index = spec.variables.indexOf(name);
      if (index < 0) {
        // Reported once: an unknown field is usually on every line.
        if (!this.unknownFields.has(field)) this.report("TraceUnknownVariable", at(field), { field: JSON.stringify(field), module: spec.module, variables: spec.variables.join(", ") });
        this.unknownFields.add(field);
        ok = false;
        continue;
      }
      try {
        values.push(jsonToValue(this.shapes.get(name) ?? { t: "value" }, json, this.target.intern, name));
        variables.push(index);
      } catch (e) {
        if (!(e instanceof JsonValueError)) throw e;
        ok = this.report("TraceBadValue", at(field), { path: e.path, reason: e.reason }) ?? false;
      }
    }
    const logged = action === undefined ? undefined : this.action(action, actionRange);
    if (!ok || (action !== undefined && logged === undefined)) return undefined;
    return { variables, values, ...(logged === undefined ? {} : { action: logged }) };
  }

  private action(json: Json, range: Range): LoggedAction | undefined {
    const spec = this.target.spec;
    const named = typeof json === "string" ? json : isObject(json) && typeof json["name"] === "string" ? json["name"] : undefined;
    if (named === undefined) return this.report("TraceBadAction", range, { reason: `an action is a name or an object {"name": ..., PARAMETER: VALUE, ...}, not ${shown(json)}` });
    const name = this.mapping.actions.get(named) ?? named;
    if (!this.actionLabels.has(name)) return this.report("TraceUnknownAction", range, { name: JSON.stringify(name), module: spec.module, actions: [...new Set(spec.actions.map((g) => actionBaseName(g.name)))].join(", ") });
    const params: [string, Value][] = [];
    if (typeof json === "string") return { name, params };
    const shapes = (this.target.shape?.actions ?? []).filter((a) => a.name === name).flatMap((a) => a.params);
    const known = new Set(spec.actions.filter((g) => actionBaseName(g.name) === name).flatMap((g) => Object.keys(g.params ?? {})));
    for (const [field, value] of Object.entries(json as JsonObject)) {
      if (field === "name") continue;
      const param = [...known].find((p) => actionField(p) === field);
      if (param === undefined) return this.report("TraceBadAction", range, { reason: `action ${name} has no parameter ${field}${known.size > 0 ? ` (parameters: ${[...known].map(actionField).join(", ")})` : ""}` });
      try {
        params.push([param, jsonToValue(shapes.find(([p]) => p === param)?.[1] ?? { t: "value" }, value, this.target.intern, `${name}.${field}`)]);
      } catch (e) {
        if (!(e instanceof JsonValueError)) throw e;
        return this.report("TraceBadValue", range, { path: e.path, reason: e.reason });
      }
    }
    return { name, params };
  }
}

export function readTrace(file: string, text: string, target: TraceTarget, mapping: TraceMapping = noMapping): ReadTrace {
  const itf = asItf(text);
  const reader = new LineReader(file, target, mapping);
  const result = itf !== undefined ? readItf(text, itf, reader) : readNdjson(text, reader, mapping);
  const diagnostics = reader.diagnostics;
  if (diagnostics.length === 0 && result.lines.length === 0) diagnostics.push(diagnostic("TraceEmpty", file, { start: 0, end: 0 }));
  return { ...result, diagnostics };
}

function asItf(text: string): JsonObject | undefined {
  if (!text.trimStart().startsWith("{")) return undefined;
  try {
    const j: Json = JSON.parse(text);
    return isObject(j) && Array.isArray(j["states"]) && Array.isArray(j["vars"]) ? j : undefined;
  } catch {
    return undefined;
  }
}

/** The flat form's action with the parameters the mapping finds in other fields of the line. */
function withParameters(action: Json, line: JsonObject, parameters: ReadonlyMap<string, string>): Json {
  if (action === undefined || parameters.size === 0) return action;
  const params = [...parameters].filter(([field]) => field in line).map(([field, param]) => [actionField(param), line[field]]);
  if (params.length === 0) return action;
  return typeof action === "string" ? { name: action, ...Object.fromEntries(params) } : isObject(action) ? { ...Object.fromEntries(params), ...action } : action;
}

function readNdjson(text: string, reader: LineReader, mapping: TraceMapping): { format: "ndjson"; lines: LoggedLine[]; places: TracePlace[] } {
  const actionField = mapping.actionField ?? "#action";
  const parameters = mapping.parameters ?? new Map<string, string>();
  const lines: LoggedLine[] = [];
  const places: TracePlace[] = [];
  let previous: { raw: string; line: LoggedLine | undefined } = { raw: "", line: undefined };
  let next = 0;
  for (let l = 0; next < text.length && !reader.full; l++) {
    const start = next;
    const newline = text.indexOf("\n", start);
    next = newline < 0 ? text.length : newline + 1;
    const raw = text.slice(start, newline < 0 ? text.length : newline).replace(/\r$/, "");
    if (raw.trim() === "") continue;
    const range = { start, end: start + raw.length };
    // A log often repeats its last line (the step changed only unlogged variables): read it once.
    if (raw === previous.raw && previous.line !== undefined) {
      lines.push(previous.line);
      places.push({ label: `line ${l + 1}`, range });
      continue;
    }
    // A key's place: its first occurrence as a JSON string on the line.
    const at = (key: string): Range => {
      const i = raw.indexOf(JSON.stringify(key));
      return i < 0 ? range : { start: start + i, end: start + i + JSON.stringify(key).length };
    };
    let j: Json;
    try {
      j = JSON.parse(raw);
    } catch (e) {
      const { reason, at: offset } = jsonError(e);
      reader.report("TraceNotJson", { start: start + offset, end: start + offset + 1 }, { reason });
      continue;
    }
    if (!isObject(j)) {
      reader.report("TraceNotObject", range, { found: shown(j).slice(0, 40) });
      continue;
    }
    const keys = Object.keys(j);
    const nested = keys.length > 0 && keys.every((k) => (k === "state" || k === "action") && !reader.namesVariable(k)) && (j["state"] === undefined || isObject(j["state"]));
    const actionKey = nested ? "action" : actionField;
    const state = nested ? ((j["state"] as JsonObject | undefined) ?? {}) : Object.fromEntries(Object.entries(j).filter(([k]) => k !== actionField && !parameters.has(k)));
    const line = reader.read(state, nested ? j["action"] : withParameters(j[actionField], j, parameters), at, at(actionKey));
    previous = { raw, line };
    if (line === undefined) continue;
    lines.push(line);
    places.push({ label: `line ${l + 1}`, range });
  }
  return { format: "ndjson", lines, places };
}

function readItf(text: string, itf: JsonObject, reader: LineReader): { format: "itf"; lines: LoggedLine[]; places: TracePlace[] } {
  const states = itf["states"] as Json[];
  const offsets = arrayElementOffsets(text, "states");
  const lines: LoggedLine[] = [];
  const places: TracePlace[] = [];
  for (let i = 0; i < states.length && !reader.full; i++) {
    const s = states[i];
    const start = offsets[i] ?? 0;
    const range = { start, end: start + 1 };
    if (!isObject(s)) {
      reader.report("TraceBadItf", range, { reason: `state ${i} is not an object` });
      continue;
    }
    // ITF states are usually printed one per block: a key's place is its first occurrence after the state's start.
    const at = (key: string): Range => {
      const k = text.indexOf(JSON.stringify(key), start);
      return k < 0 ? range : { start: k, end: k + JSON.stringify(key).length };
    };
    const line = reader.read(s, undefined, at, range);
    if (line === undefined) continue;
    lines.push(line);
    places.push({ label: `state ${i}`, range });
  }
  return { format: "itf", lines, places };
}

/** The offsets of the elements of the array under the top-level key `key` (a scan of the JSON text that skips strings). */
export function arrayElementOffsets(text: string, key: string): number[] {
  const out: number[] = [];
  let depth = 0;
  let inArray = -1;
  let lastString = "";
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      if (expectElement) {
        out.push(i);
        expectElement = false;
      }
      lastString = text.slice(i + 1, j);
      i = j;
      continue;
    }
    if (c === " " || c === "\n" || c === "\r" || c === "\t") continue;
    if (expectElement && c !== "]") {
      out.push(i);
      expectElement = false;
    }
    if (c === "{" || c === "[") {
      depth++;
      if (c === "[" && depth === 2 && inArray < 0 && lastString === key) {
        inArray = depth;
        expectElement = true;
      }
    } else if (c === "}" || c === "]") {
      if (depth === inArray) return out;
      depth--;
    } else if (c === "," && depth === inArray) expectElement = true;
  }
  return out;
}
