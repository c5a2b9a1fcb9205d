// Tests read the real specs in place from ../shared (never copied into this repo).
// TLA2TS_SHARED overrides the path. When it is absent, tests that need it are
// skipped with a loud message instead of passing silently.

import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (two levels above build/test/support or test/support). */
export const projectRoot: string = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
})();

export const sharedDir: string = resolve(process.env["TLA2TS_SHARED"] ?? join(projectRoot, "..", "shared"));

export const sharedAvailable: boolean = existsSync(join(sharedDir, "corpus")) && existsSync(join(sharedDir, "conformance"));

export function sharedMissingMessage(): string {
  return (
    `\n!!! SKIPPED: the shared corpus was not found at ${sharedDir}.\n` +
    `!!! Put the shared folder beside the project or set TLA2TS_SHARED; these tests did NOT run.\n`
  );
}

/** Every file under `dir` (recursively) whose name ends with one of `extensions`, sorted. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (extensions.some((e) => name.endsWith(e))) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** All `.tla` and `.cfg` files of the shared corpus and conformance set. */
export function sharedSpecFiles(extensions: readonly string[] = [".tla", ".cfg"]): string[] {
  return [...filesUnder(join(sharedDir, "corpus"), extensions), ...filesUnder(join(sharedDir, "conformance"), extensions)];
}
