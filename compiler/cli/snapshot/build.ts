// `npm run build` (and `npm ci`'s prepare) after tsc: the start-up snapshot of `tla2ts check`
// (entry.ts, docs/process.md). Two steps:
//   1. esbuild bundles build/compiler/cli/snapshot/entry.js with everything it reaches into
//      one CommonJS script, build/snapshot/check.cjs (Node builds a snapshot from one script);
//   2. Node runs that script with --build-snapshot and writes build/snapshot/check.blob.
// `--blob-only` does step 2 alone (the launcher asks for it when Node cannot use the blob,
// e.g. after an upgrade of Node). Without esbuild (an install without devDependencies) there
// is no snapshot and bin/tla2ts runs the modules as they are.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules, createRequire } from "node:module";
import { dirname, join, relative, resolve as resolvePath, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as Esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
const build = join(root, "build");
export const bundlePath = join(build, "snapshot", "check.cjs");
export const blobPath = join(build, "snapshot", "check.blob");
export const inputsPath = join(build, "snapshot", "check.inputs.json");

/** Packages the bundle leaves outside: they load only on paths that entry.ts hands to bin/tla2ts.js (--html: Graphviz). */
const handedOff = new Set(["@viz-js/viz"]);

/**
 * V8 flags the blob is made with, which bin/tla2ts gives Node beside `--snapshot-blob`: Node
 * refuses a snapshot made under other heap flags (exit code 14). A larger young generation
 * costs nothing on this start, unlike a relaunch (heap.ts): V8 begins every run with a small
 * new space and grows it only while many objects survive scavenges, i.e. in long searches,
 * where 32 MB semi-spaces (V8's default with a 4 GB heap: 16) halve the scavenges
 * (SwarmKitLarge: 828 -> 429; docs/process.md). `--min-semi-space-size`: the new space starts
 * at that size instead of 1 MB, so that a long search does not scavenge a small nursery
 * hundreds of times before V8 grows it. Keep in step with `semi`, `minsemi` and `budget` in bin/tla2ts.
 *
 * `--interrupt-budget`: four times V8's default bytecode budget before a function is optimised,
 * so that a short check does not spend its CPU optimising functions it then hardly runs
 * (bin/tla2ts, docs/process.md). V8 refuses the snapshot under another value as well.
 */
export const SNAPSHOT_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=32", "--min-semi-space-size=32", "--interrupt-budget=270336"];

/** The esbuild plugin that makes the compiled modules bundle as they run from build/. */
function asInBuild(chevrotainBundle: string): Esbuild.Plugin {
  return {
    name: "tla2ts-build",
    setup(b: Esbuild.PluginBuild) {
      // The package's entry would bring lodash-es as some 600 modules; its one-file bundle is the same code.
      b.onResolve({ filter: /^chevrotain$/ }, () => ({ path: chevrotainBundle }));
      b.onLoad({ filter: /[\\/]build[\\/].*\.js$/ }, ({ path }) => {
        const text = readFileSync(path, "utf8");
        // grammar/chevrotain.ts finds Chevrotain's one-file bundle at run time and re-exports its
        // values under their own names; here the bundle is bundled in. (A name it exported that is
        // not Chevrotain's would fail this build: esbuild reports imports it cannot match.)
        if (path.endsWith(join("grammar", "chevrotain.js"))) return { contents: 'export * from "chevrotain";\n', loader: "js" };
        // Each module keeps its own location (standard modules' folder, the runtime's prefix, worker.js).
        return { contents: text.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href)), loader: "js" };
      });
    },
  };
}

/**
 * The bundle with the non-ASCII characters of its comment lines written as `\uXXXX`, and the
 * (1-based) numbers of other lines that still have one. V8 keeps a script's source for the
 * functions it compiles later; a source with one character beyond Latin-1 is stored in two
 * bytes a character, so the snapshot holds the 1.9 MB bundle as 3.8 MB, and deserialising it
 * costs every run some 5 ms of CPU more (measured, docs/process.md). esbuild already escapes
 * non-ASCII characters in strings, regular expressions and names (its default `charset`); what
 * it leaves are comments (JSDoc of class fields: an escape is as good there) and the text of
 * `String.raw` templates, which an escape would change: those lines are reported, not changed.
 */
export function asciiComments(text: string): { text: string; codeLines: number[] } {
  const codeLines: number[] = [];
  const lines = text.split("\n");
  const out = lines.map((line, i) => {
    if (!/[^\x00-\x7f]/.test(line)) return line;
    if (!/^\s*(\/\/|\/\*|\*)/.test(line)) {
      codeLines.push(i + 1);
      return line;
    }
    return line.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  });
  return { text: out.join("\n"), codeLines };
}

async function bundle(): Promise<boolean> {
  let esbuild: typeof Esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    console.warn("tla2ts: esbuild is not installed: no start-up snapshot (bin/tla2ts runs the modules as they are)");
    return false;
  }
  const require = createRequire(import.meta.url);
  const chevrotainBundle = join(dirname(require.resolve("chevrotain")), "..", "chevrotain.mjs");
  const result = await esbuild.build({
    entryPoints: [join(build, "compiler", "cli", "snapshot", "entry.js")],
    outfile: bundlePath,
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "node20",
    external: [...handedOff],
    plugins: [asInBuild(chevrotainBundle)],
    metafile: true,
    logLevel: "warning",
  });
  // A snapshot can load Node's own modules only: anything else must be inside the bundle.
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  const outside = Object.values(result.metafile.outputs)
    .flatMap((o) => o.imports)
    .filter((i) => i.external && !builtins.has(i.path) && !handedOff.has(i.path));
  if (outside.length > 0) throw new Error(`the check bundle imports ${outside.map((i) => i.path).join(", ")} from outside: bundle them or hand them off (snapshot/build.ts)`);
  const text = readFileSync(bundlePath, "utf8");
  const ascii = asciiComments(text);
  if (ascii.codeLines.length > 0) console.warn(`tla2ts: the check bundle has non-ASCII code (lines ${ascii.codeLines.join(", ")}): V8 keeps its source in two bytes a character, a slower start (snapshot/build.ts)`);
  if (ascii.text !== text) writeFileSync(bundlePath, ascii.text);
  // The files whose code is in the bundle (esbuild drops what the entry cannot reach), relative
  // to the package: test/cli/snapshot.test.ts reads them.
  const inBundle = Object.values(result.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([p]) => p));
  writeFileSync(inputsPath, JSON.stringify(inBundle.map((p) => relative(root, resolvePath(p)).split(sep).join("/")), null, 1));
  return true;
}

/** Writes the snapshot blob from the bundle with this Node; false when it could not. */
export function writeBlob(): boolean {
  if (!existsSync(bundlePath)) return false;
  const partial = `${blobPath}.${process.pid}`;
  const bundled = statSync(bundlePath).mtimeMs;
  const made = spawnSync(process.execPath, [...SNAPSHOT_NODE_FLAGS, "--snapshot-blob", partial, "--build-snapshot", bundlePath], { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (made.status !== 0) {
    rmSync(partial, { force: true });
    console.warn(`tla2ts: no start-up snapshot: ${made.stderr || made.error?.message}`);
    return false;
  }
  // A build that rewrote the bundle meanwhile writes its own blob: this one would be of the old code.
  if (!existsSync(bundlePath) || statSync(bundlePath).mtimeMs !== bundled) {
    rmSync(partial, { force: true });
    return false;
  }
  renameSync(partial, blobPath);
  return true;
}

/** Held while a blob is being written, so that runs started meanwhile do not each write one too. */
const lockPath = join(build, "snapshot", "writing");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const blobOnly = process.argv.includes("--blob-only");
  mkdirSync(dirname(bundlePath), { recursive: true });
  if (!blobOnly) rmSync(lockPath, { recursive: true, force: true });
  try {
    mkdirSync(lockPath);
  } catch {
    process.exit(0);
  }
  try {
    rmSync(blobPath, { force: true });
    if (blobOnly || (await bundle())) writeBlob();
  } finally {
    rmSync(lockPath, { recursive: true, force: true });
  }
}
