// Turns the paths a user typed into the list of spec and model files to read.
// A directory stands for every .tla and .cfg file below it, so that
// `tla2ts parse specs/` works in shells without `**` globbing.

import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

export const specExtensions = [".tla", ".cfg"] as const;

export interface InputFile {
  readonly path: string;
  /** Why the path cannot be read, when it cannot. */
  readonly problem?: string;
}

export function expandInputs(paths: readonly string[]): InputFile[] {
  const out: InputFile[] = [];
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch (e) {
      out.push({ path, problem: (e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file or directory" : String(e) });
      continue;
    }
    if (isDir) for (const file of specFilesUnder(path)) out.push({ path: file });
    else out.push({ path });
  }
  return out;
}

function specFilesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) found.push(...specFilesUnder(p));
    else if (specExtensions.some((ext) => name.endsWith(ext))) found.push(p);
  }
  return found;
}
