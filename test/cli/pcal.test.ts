// `tla2ts pcal Spec.tla [--in-place]`, the PlusCal warnings of `tla2ts check`, and
// the rejection of unknown options by every command.

import test from "ava";
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { projectRoot } from "../support/shared.js";
import { compareTokens } from "../support/tokenCompare.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

/** corpus/pcal/Loop.tla (with pcal.trans's translation) and a model for it, in a fresh folder. */
function loopCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-pcal-cli-"));
  copyFileSync(join(projectRoot, "corpus", "pcal", "Loop.tla"), join(dir, "Loop.tla"));
  writeFileSync(join(dir, "Loop.cfg"), "SPECIFICATION Spec\n");
  return join(dir, "Loop.tla");
}

test("pcal prints the file with the translation; --in-place rewrites it", async (t) => {
  const spec = loopCopy();
  const original = readFileSync(spec, "utf8");
  const printed = await run(["pcal", spec]);
  t.is(printed.code, 0, printed.err);
  t.true(compareTokens(printed.out, original).equal);
  const emptied = original.replace(/(BEGIN TRANSLATION[^\n]*\n)[\s\S]*(\\\* END TRANSLATION)/, "$1$2");
  writeFileSync(spec, emptied);
  const inPlace = await run(["pcal", spec, "--in-place"]);
  t.is(inPlace.code, 0, inPlace.err);
  t.true(compareTokens(readFileSync(spec, "utf8"), original).equal);
});

test("pcal reports a PlusCal error at its line and column with exit code 150", async (t) => {
  const spec = loopCopy();
  writeFileSync(spec, readFileSync(spec, "utf8").replace("x := 0;", "x := 0\n  x := 1;"));
  const r = await run(["pcal", spec]);
  t.is(r.code, 150);
  t.regex(r.err, /Loop\.tla:\d+:\d+: error TT120\d: PlusCal/);
  t.is(r.out, "");
});

test("check warns when the algorithm changed since its translation, and when the translation was edited", async (t) => {
  const spec = loopCopy();
  const clean = await run(["check", spec]);
  t.is(clean.code, 0, clean.err);
  t.notRegex(clean.err, /TT120/);
  const original = readFileSync(spec, "utf8");
  writeFileSync(spec, original.replace("m:+ x := 0;", "m:+ x := 2;"));
  const changed = await run(["check", spec]);
  t.regex(changed.err, /warning TT1204: the PlusCal algorithm has changed since it was translated/);
  writeFileSync(spec, original.replace("x' = (x + 1) % 3", "x' = (x + 2) % 3"));
  const edited = await run(["check", spec]);
  t.regex(edited.err, /warning TT1203: the TLA\+ translation of the PlusCal algorithm has changed/);
});

test("every command rejects an unknown option without doing its work", async (t) => {
  const spec = loopCopy();
  for (const args of [
    ["check", spec, "--threads", "2"],
    ["simulate", spec, "--workers", "2"],
    ["run", "Model.als", "--workers", "2"],
    ["pcal", spec, "--in-place", "--bogus"],
    ["gen", spec, "--out", "/tmp", "-x"],
    ["parse", spec, "--deep"],
  ]) {
    const r = await run(args);
    t.is(r.code, 2, args.join(" "));
    t.regex(r.err, /Unknown argument/);
    t.is(r.out, "", args.join(" "));
  }
});
