// Bad input never throws or hangs: models are mutated (cut short, a word dropped,
// duplicated or swapped with another) and every mutant must come back with either a
// checked model or at least one error, every diagnostic inside the text.

import test from "ava";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkAlloyText } from "../../../compiler/alloy/index.js";
import { seededRandom } from "../../support/random.js";
import { projectRoot, sharedAvailable, sharedDir } from "../../support/shared.js";

const corpusDir = join(projectRoot, "corpus", "alloy");
const seeds: string[] = [
  `abstract sig Object { parent: lone Dir }
sig File extends Object { size: Int } { size >= 0 }
sig Dir extends Object { contents: set Object }
one sig Root extends Dir {}
fact { all d: Dir, o: d.contents | o.parent = d && let p = o.parent | some p }
fun children[d: Dir]: set Object { {o: Object | o in d.contents} }
pred big[f: File] { f.size > 3 => plus[f.size, 1] > 4 else no f }
assert rootless { no Root.parent }
run big for 4 but exactly 2 File, 5 Int
check rootless`,
];
if (existsSync(corpusDir)) for (const f of readdirSync(corpusDir).filter((x) => x.endsWith(".als")).sort()) seeds.push(readFileSync(join(corpusDir, f), "utf8"));
if (sharedAvailable) seeds.push(readFileSync(join(sharedDir, "corpus", "kubernetes", "Kubernetes.als"), "utf8"));

function mutate(text: string, random: () => number, mode: number): string {
  const words = text.split(/(\s+)/);
  const k = Math.floor(random() * words.length);
  const j = Math.floor(random() * words.length);
  const copy = words.slice();
  switch (mode) {
    case 0:
      return text.slice(0, Math.floor(random() * text.length));
    case 1:
      copy.splice(k, 1);
      break;
    case 2:
      copy.splice(k, 0, words[j]!);
      break;
    default:
      [copy[k], copy[j]] = [copy[j]!, copy[k]!];
  }
  return copy.join("");
}

test("mutated models give a model or located errors, never an exception", (t) => {
  const seed = 20261123;
  t.log(`seed ${seed}, ${seeds.length} models`);
  const random = seededRandom(seed);
  let mutants = 0;
  let rejected = 0;
  for (const text of seeds) {
    for (let i = 0; i < 60; i++) {
      const mutated = mutate(text, random, i % 4);
      mutants++;
      const r = checkAlloyText(mutated, "m.als");
      const errors = r.diagnostics.filter((d) => d.severity === "error");
      if (r.model === undefined) {
        rejected++;
        if (errors.length === 0) return t.fail(`no model and no error for:\n${mutated}`);
      }
      for (const d of r.diagnostics) {
        // A diagnostic inside an opened module (a library module) is located in that module's file.
        const length = d.file === "m.als" ? mutated.length : readFileSync(d.file, "utf8").length;
        if (!(d.range.start >= 0 && d.range.start <= d.range.end && d.range.end <= length + 1)) return t.fail(`range ${JSON.stringify(d.range)} outside the text of ${d.file}`);
      }
    }
  }
  t.true(mutants >= 60);
  t.true(rejected > mutants / 4, `${rejected} of ${mutants} mutants rejected`);
});
