// Compiles small specs written by the tests: the module and its .cfg go to a fresh
// temporary folder, then through compileToJs and loadCompiledSpec like `tla2ts check`.

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec, type CompileResult } from "../../../compiler/index.js";
import type { CompiledSpec, EvalContext, State } from "../../../runtime/check/spec.js";
import { printValue } from "../../../runtime/values/index.js";
import { fingerprintState } from "../../../runtime/values/valueFingerprint.js";

export interface Written {
  readonly spec: string;
  readonly cfg: string;
}

/** Writes `---- MODULE name ----` text and a cfg; `extra` adds more modules by name. */
export function writeSpec(name: string, tla: string, cfg: string, extra: Record<string, string> = {}): Written {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-emit-"));
  const spec = join(dir, `${name}.tla`);
  writeFileSync(spec, tla);
  writeFileSync(join(dir, `${name}.cfg`), cfg);
  for (const [m, text] of Object.entries(extra)) writeFileSync(join(dir, `${m}.tla`), text);
  return { spec, cfg: join(dir, `${name}.cfg`) };
}

export function compileText(name: string, tla: string, cfg: string, extra: Record<string, string> = {}): CompileResult {
  const w = writeSpec(name, tla, cfg, extra);
  return compileToJs(w.spec, { config: w.cfg });
}

export async function load(name: string, tla: string, cfg: string, extra: Record<string, string> = {}): Promise<CompiledSpec> {
  const r = compileText(name, tla, cfg, extra);
  if (r.code === undefined) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join("\n"));
  return loadCompiledSpec(r.code);
}

/**
 * A state as `x=1 y=2` for readable assertions. Fingerprinted first, as the checker does
 * with every state it keeps: fingerprinting normalises records, which then print in token
 * order, not in the order their constructor wrote (docs/semantics.md, "Written order").
 */
export function show(spec: CompiledSpec, s: State): string {
  fingerprintState(s, new Uint32Array(2));
  return spec.variables.map((v, i) => `${v}=${printValue(s[i]!)}`).join(" ");
}

export function context(spec: CompiledSpec, output: string[] = []): EvalContext {
  return spec.createContext((t) => output.push(t));
}

export function initStates(spec: CompiledSpec, ctx = context(spec)): string[] {
  const out: string[] = [];
  spec.init.generate(ctx, (s) => out.push(show(spec, s)));
  return out;
}

/** Every successor of `state` as `action: state`, actions in split order. */
export function successors(spec: CompiledSpec, state: State, ctx = context(spec)): string[] {
  const out: string[] = [];
  for (const a of spec.actions) a.generate(ctx, state, (s) => out.push(`${a.name}: ${show(spec, s)}`));
  return out;
}

export function firstInit(spec: CompiledSpec, ctx = context(spec)): State {
  let first: State | undefined;
  spec.init.generate(ctx, (s) => (first ??= s));
  if (first === undefined) throw new Error("no initial state");
  fingerprintState(first, new Uint32Array(2));
  return first;
}
