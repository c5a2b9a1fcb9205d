// `npm run bench` takes its options through yargs, strictly: a mistyped option must stop it
// with a usage error instead of starting the whole (hour-long) benchmark.

import test from "ava";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "../support/shared.js";

const bench = (...args: string[]) => spawnSync(process.execPath, [join(projectRoot, "build", "bench", "run.js"), ...args], { encoding: "utf8", timeout: 60_000 });

test("--help prints the options and runs nothing", (t) => {
  const r = bench("--help");
  t.is(r.status, 0, r.stderr);
  for (const option of ["--quick", "--only", "--conformance", "--tlc"]) t.true(r.stdout.includes(option), option);
  t.false(r.stdout.includes("TLC/ours"), "the table was not started");
});

test("an unknown option or argument, or --only without a name, is refused", (t) => {
  for (const [args, message] of [
    [["--quik"], /Unknown argument: quik/],
    [["swarmkit"], /Unknown argument: swarmkit/],
    [["--only"], /Not enough arguments following: only/],
  ] as const) {
    const r = bench(...args);
    t.is(r.status, 1, args.join(" "));
    t.regex(r.stderr, message);
    t.is(r.stdout, "");
  }
});
