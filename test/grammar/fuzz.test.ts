// Mutation fuzzing of both front ends: real corpus files with characters and tokens
// deleted, duplicated and swapped must always come back as an AST or diagnostics,
// quickly, and never as an exception.

import test from "ava";
import { readFileSync } from "node:fs";
import { parseTla } from "../../grammar/tla/index.js";
import { parseCfg } from "../../grammar/cfg/index.js";
import type { Diagnostic } from "../../runtime/diagnostics.js";
import { seededRandom } from "../support/random.js";
import { sharedAvailable, sharedMissingMessage, sharedSpecFiles } from "../support/shared.js";

const mutants = 2000;
const seed = Number(process.env["TLA2TS_FUZZ_SEED"] ?? 20261123);
// A guard against runaway parses (backtracking blow-ups), not a speed measure (npm run bench:parse is): wall
// clock, so it leaves room for a loaded machine, where other test files run in parallel.
const perFileLimitMs = 5000;

type Mutation = (text: string, rnd: () => number) => string;

// Tokens here are runs of word characters, runs of symbols, or single spaces/newlines:
// close enough to TLA+ tokens to produce plausible near-miss inputs.
const tokenPattern = /[A-Za-z0-9_]+|[^\sA-Za-z0-9_]+|\s+/g;

const pick = (n: number, rnd: () => number) => Math.floor(rnd() * n);

const mutations: Record<string, Mutation> = {
  deleteChar: (t, r) => {
    const i = pick(t.length, r);
    return t.slice(0, i) + t.slice(i + 1);
  },
  duplicateChar: (t, r) => {
    const i = pick(t.length, r);
    return t.slice(0, i + 1) + t.slice(i);
  },
  swapChars: (t, r) => {
    const i = pick(t.length - 1, r);
    return t.slice(0, i) + t[i + 1] + t[i] + t.slice(i + 2);
  },
  deleteToken: (t, r) => {
    const toks = t.match(tokenPattern) ?? [];
    toks.splice(pick(toks.length, r), 1);
    return toks.join("");
  },
  duplicateToken: (t, r) => {
    const toks = t.match(tokenPattern) ?? [];
    const i = pick(toks.length, r);
    toks.splice(i, 0, toks[i]!);
    return toks.join("");
  },
  swapTokens: (t, r) => {
    const toks = t.match(tokenPattern) ?? [];
    const i = pick(toks.length, r);
    const j = pick(toks.length, r);
    [toks[i], toks[j]] = [toks[j]!, toks[i]!];
    return toks.join("");
  },
};
const mutationNames = Object.keys(mutations);

if (!sharedAvailable) {
  test.skip("fuzz: mutated corpus files (shared corpus missing)", () => {});
  console.warn(sharedMissingMessage());
} else {
  test(`fuzz: ${mutants} mutants of corpus files never throw and finish within ${perFileLimitMs} ms`, (t) => {
    const files = sharedSpecFiles().map((path) => ({ path, text: readFileSync(path, "utf8") }));
    const rnd = seededRandom(seed);
    const counts = { ast: 0, diagnostics: 0 };
    let slowest = { ms: 0, what: "" };
    for (let n = 0; n < mutants; n++) {
      const file = files[pick(files.length, rnd)]!;
      let text = file.text;
      const steps = 1 + pick(3, rnd);
      const applied: string[] = [];
      for (let s = 0; s < steps && text.length > 1; s++) {
        const name = mutationNames[pick(mutationNames.length, rnd)]!;
        applied.push(name);
        text = mutations[name]!(text, rnd);
      }
      const what = `mutant ${n} of ${file.path} (${applied.join(", ")}; seed ${seed})`;
      const started = performance.now();
      let result: { ast: unknown; diagnostics: readonly Diagnostic[] };
      try {
        result = file.path.endsWith(".cfg") ? parseCfg(file.path, text) : parseTla(file.path, text);
      } catch (e) {
        t.fail(`${what} threw: ${(e as Error).stack ?? String(e)}`);
        return;
      }
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, what };
      t.true(ms < perFileLimitMs, `${what} took ${ms.toFixed(0)} ms`);
      t.true(result.ast !== undefined || result.diagnostics.length > 0, `${what} gave neither an AST nor diagnostics`);
      // parseTla turns a crash into an internal-error diagnostic; for the fuzzer that is still a bug.
      const internal = result.diagnostics.find((d) => d.code === "TT9001");
      t.is(internal, undefined, `${what} hit an internal error: ${internal?.message}`);
      if (result.diagnostics.length > 0) counts.diagnostics++;
      else counts.ast++;
    }
    t.log(`seed ${seed}: ${counts.ast} mutants parsed cleanly, ${counts.diagnostics} gave diagnostics; slowest ${slowest.ms.toFixed(1)} ms (${slowest.what})`);
    // A fuzzer whose mutants all still parse is not exercising the error paths.
    t.true(counts.diagnostics > mutants / 4, "too few mutants produced diagnostics");
  });
}
