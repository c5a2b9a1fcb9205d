// `npm run difftest -- --count N --seed S`: generate N random specs from seed S on, check
// each with us and with TLC, and print every mismatch (seed, class, what differs, the
// spec written to a temporary folder) and a summary table by outcome. `--models`: the
// protocol-shaped models of generateModel.ts, compared down to the printed behavior.

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import yargs from "yargs";
import { hideBin } from "yargs/helpers";
import { allowedOutcomes, compareSeed, writeSpec, type Comparison } from "./compare.js";
import { cacheDir, tlcAvailable } from "./tlc.js";

const argv = yargs(hideBin(process.argv))
  .option("count", { type: "number", default: 100, describe: "how many seeds to try" })
  .option("seed", { type: "number", default: 1, describe: "the first seed" })
  .option("call-by-name", { type: "boolean", default: true, describe: "generate operators that prime or UNCHANGE their parameters" })
  .option("extended", { type: "boolean", default: false, describe: "also ACTION_CONSTRAINT, ASSUME, \\E and LET in actions, SelectSeq, Seq(S), \\X, ... (other specs per seed)" })
  .option("rich", { type: "boolean", default: false, describe: "also LAMBDA, operator parameters, LET RECURSIVE, INSTANCE, lazy set values, community operators, TLCSet/PrintT, liveness with constraints, SYMMETRY, VIEW (generate.ts; implies --extended; other specs per seed)" })
  .option("models", { type: "boolean", default: false, describe: "protocol-shaped models: fairness, temporal properties, SYMMETRY, VIEW, ALIAS, community modules, ... (generateModel.ts)" })
  .option("pluscal", { type: "boolean", default: false, describe: "specs in the shape of PlusCal's translation: pc, procedures on a stack, Terminating, per-process fairness (generatePlusCal.ts)" })
  .option("traces", { type: "boolean", describe: "also compare the printed behavior of violations (default: on with --models)" })
  .option("quiet", { type: "boolean", default: false, describe: "print mismatches and the summary only" })
  .strict()
  .parseSync();

if (!tlcAvailable()) {
  console.error("difftest: TLC is not available (needs java on PATH and ../shared/oracles/tlc)");
  process.exit(2);
}

const out = mkdtempSync(join(tmpdir(), "tla2ts-difftest-mismatches-"));
console.log(`difftest: seeds ${argv.seed}..${argv.seed + argv.count - 1}; TLC cache ${cacheDir}; mismatching specs under ${out}`);

const byOutcome = new Map<string, Comparison[]>();
/** Compared specs per generator feature, for the summary. */
const featureCounts = new Map<string, number>();
const started = performance.now();

function report(c: Comparison): void {
  const list = byOutcome.get(c.outcome) ?? [];
  list.push(c);
  byOutcome.set(c.outcome, list);
  for (const f of c.spec.features) if (c.outcome !== "skipped") featureCounts.set(f, (featureCounts.get(f) ?? 0) + 1);
  if (c.outcome === "match" || c.outcome === "skipped" || allowedOutcomes.includes(c.outcome)) {
    if (!argv.quiet) console.log(`seed ${c.spec.seed}: ${c.outcome} (${c.tlc?.result ?? c.ours.result}, ${c.tlc?.distinctStates ?? c.ours.distinctStates ?? "-"} distinct)`);
    return;
  }
  const dir = writeSpec(c.spec, mkdtempSync(join(out, `seed-${c.spec.seed}-`)));
  console.log(`MISMATCH seed ${c.spec.seed}: ${c.outcome}: ${c.detail}\n  spec: ${dir}\n  features: ${c.spec.features.join(", ")}`);
}

let previous: (() => Promise<Comparison>) | undefined;
for (let seed = argv.seed; seed < argv.seed + argv.count; seed++) {
  const next = await compareSeed(seed, { callByName: argv["call-by-name"], extended: argv.extended, rich: argv.rich, models: argv.models, pluscal: argv.pluscal, traces: argv.traces ?? (argv.models || argv.pluscal) });
  if (previous) report(await previous());
  previous = next;
}
if (previous) report(await previous());

const seconds = (performance.now() - started) / 1000;
const rows = [...byOutcome.entries()].sort((a, b) => b[1].length - a[1].length);
console.log(`\n${"outcome".padEnd(48)} ${"specs".padStart(6)}  seeds (first 8)`);
for (const [outcome, list] of rows) {
  console.log(`${outcome.padEnd(48)} ${String(list.length).padStart(6)}  ${list.slice(0, 8).map((c) => c.spec.seed).join(" ")}`);
}
const verdicts = new Map<string, number>();
for (const list of byOutcome.values()) for (const c of list) if (c.tlc) verdicts.set(c.tlc.result, (verdicts.get(c.tlc.result) ?? 0) + 1);
console.log(`TLC verdicts: ${[...verdicts].map(([v, n]) => `${v} ${n}`).join(", ")}`);
console.log(`compared specs per feature: ${[...featureCounts].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} ${n}`).join(", ")}`);
const compared = argv.count - (byOutcome.get("skipped")?.length ?? 0);
const matched = ["match", ...allowedOutcomes].reduce((n, o) => n + (byOutcome.get(o)?.length ?? 0), 0);
console.log(`${argv.count} specs, ${compared} compared, ${matched} match, ${compared - matched} mismatch; ${seconds.toFixed(0)} s`);
process.exit(compared === matched ? 0 : 1);
