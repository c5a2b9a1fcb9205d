// Resolution of damaged specifications: real multi-module models with tokens
// deleted, duplicated or replaced in one of their files must come back as
// diagnostics, quickly, never as an exception or an internal error of the resolver.

import test from "ava";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { resolve } from "../../../compiler/resolve/index.js";
import { parseTla } from "../../../grammar/tla/index.js";
import { seededRandom } from "../../support/random.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";

const mutants = 400;
const seed = Number(process.env["TLA2TS_FUZZ_SEED"] ?? 20261123);
// A guard against runaway resolves, not a speed measure: wall clock, with room for a loaded machine.
const perRunLimitMs = 8000;
const tokenPattern = /[A-Za-z0-9_]+|[^\sA-Za-z0-9_]+|\s+/g;

function modelRoots(): string[] {
  const manifest = JSON.parse(readFileSync(join(sharedDir, "conformance", "manifest.json"), "utf8")) as { dir: string; spec: string }[];
  return [...manifest.map((e) => join(sharedDir, "conformance", e.dir, e.spec)), join(sharedDir, "corpus", "swarmkit", "SwarmKit.tla")];
}

function mutate(text: string, rnd: () => number): string {
  const tokens = text.match(tokenPattern) ?? [];
  for (let j = 0; j < 3; j++) {
    const i = Math.floor(rnd() * tokens.length);
    const other = tokens[Math.floor(rnd() * tokens.length)] ?? "";
    const r = rnd();
    if (r < 1 / 3) tokens.splice(i, 1);
    else if (r < 2 / 3) tokens.splice(i, 0, other);
    else tokens[i] = other;
  }
  return tokens.join("");
}

if (!sharedAvailable) {
  console.error(sharedMissingMessage());
  test.skip("resolving mutated corpus models never throws (shared corpus missing)", () => {});
} else {
  test(`resolving ${mutants} mutated corpus models gives diagnostics, never an exception or a resolver internal error`, (t) => {
    const rnd = seededRandom(seed);
    const roots = modelRoots();
    let withDiagnostics = 0;
    let nameErrors = 0;
    let slowest = 0;
    for (let k = 0; k < mutants; k++) {
      const root = roots[Math.floor(rnd() * roots.length)]!;
      const dir = dirname(root);
      const files = new Map<string, string>();
      for (const f of readdirSync(dir)) if (f.endsWith(".tla")) files.set(join(dir, f), readFileSync(join(dir, f), "utf8"));
      const paths = [...files.keys()];
      const target = paths[Math.floor(rnd() * paths.length)]!;
      const mutated = mutate(files.get(target)!, rnd);
      files.set(target, mutated);
      const started = performance.now();
      const resolved = resolve(root, { readFile: (p) => files.get(p) });
      slowest = Math.max(slowest, performance.now() - started);
      if (resolved.diagnostics.length > 0) withDiagnostics++;
      if (resolved.diagnostics.some((d) => d.code.startsWith("TT2"))) nameErrors++;
      const internal = resolved.diagnostics.filter((d) => d.code === "TT9001");
      // The parser's own internal errors are its business (grammar tests); the resolver must add none.
      const parserInternal = parseTla(target, mutated).diagnostics.some((d) => d.code === "TT9001");
      if (internal.length > 0 && !parserInternal) t.fail(`seed ${seed}, mutant ${k} of ${target}: ${internal[0]!.message}`);
    }
    t.log(`${mutants} mutants (seed ${seed}): ${withDiagnostics} with diagnostics, ${nameErrors} of them name errors, slowest ${slowest.toFixed(0)} ms`);
    t.true(slowest < perRunLimitMs, `slowest resolve took ${slowest.toFixed(0)} ms`);
    t.true(withDiagnostics > 0 && nameErrors > 0);
  });
}
