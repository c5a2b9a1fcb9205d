// `check`'s command line read without yargs (quickCheck.ts) must mean exactly what yargs
// reads from it with the same option tables (checkArgs.ts), and must leave to yargs every
// command line it is not sure of, so that yargs' checks and messages stay the user's.

import test from "ava";
import yargs from "yargs";
import { checkCommandOptions, checkOptions, type CheckArgs } from "../../compiler/cli/checkArgs.js";
import type { CheckCommandOptions } from "../../compiler/cli/checkCommand.js";
import { quickCheckArgs } from "../../compiler/cli/quickCheck.js";
import type { Output } from "../../compiler/cli/parseCommand.js";

const io: Output = { out: () => {}, err: () => {}, terminal: false };

/** What main.ts's yargs command hands to the check command for `tla2ts check ...words`. */
async function viaYargs(words: readonly string[]): Promise<CheckCommandOptions> {
  let options: CheckCommandOptions | undefined;
  await yargs(["check", ...words])
    .command("check <spec>", "", checkOptions, (args) => {
      options = checkCommandOptions(args as CheckArgs, io);
    })
    .strict()
    .exitProcess(false)
    .fail((message, error) => {
      throw error ?? new Error(message);
    })
    .parseAsync();
  if (options === undefined) throw new Error("yargs ran no handler");
  return options;
}

const sameAsYargs: readonly (readonly string[])[] = [
  ["Spec.tla"],
  ["Spec.tla", "--config", "Model.cfg", "--json", "--progress", "3600", "--workers", "1"],
  ["--workers", "2", "Spec.tla", "--deadlock"],
  ["Spec.tla", "--config=M.cfg", "--no-deadlock", "--json=false"],
  ["Spec.tla", "--lib", "a", "--lib", "b"],
  ["Spec.tla", "--lib", "a", "b", "--coverage"],
  ["Spec.tla", "--html", "r.html", "--watch", "x + 1", "--watch", "y"],
  ["Spec.tla", "--dump-dot", "g.dot", "--dump-dot-labels", "--itf", "t.json"],
  ["Spec.tla", "--dumpDot", "g.dot"],
  ["Spec.tla", "--max-memory", "2GB", "--checkpoint", "cp", "--checkpoint-every", "0.5", "--checkpoint-states", "10"],
  ["Spec.tla", "--recover", "cp", "--progress", "0"],
  ["Spec.tla", "--fp", "130"],
  ["12"],
];

for (const words of sameAsYargs) {
  test(`check ${words.join(" ")}: read as yargs reads it`, async (t) => {
    const quick = quickCheckArgs(words);
    if (quick === undefined) return t.fail("left to yargs");
    t.deepEqual(checkCommandOptions(quick, io), await viaYargs(words));
  });
}

const leftToYargs: readonly (readonly string[])[] = [
  [],
  ["--help"],
  ["Spec.tla", "--help"],
  ["Spec.tla", "--version"],
  ["Spec.tla", "Other.tla"],
  ["Spec.tla", "--bogus"],
  ["Spec.tla", "-x"],
  ["Spec.tla", "--workers", "0"],
  ["Spec.tla", "--workers", "two"],
  ["Spec.tla", "--config"],
  ["Spec.tla", "--config", "a.cfg", "--config", "b.cfg"],
  ["Spec.tla", "--progress", "soon"],
  ["Spec.tla", "--fp", "131"],
  ["Spec.tla", "--", "more"],
  ["--lib", "a", "Spec.tla"],
];

for (const words of leftToYargs) {
  test(`check ${words.join(" ")}: left to yargs`, (t) => {
    t.is(quickCheckArgs(words), undefined);
  });
}
