// TLC's intern table as the compiler replays it (compiler/analyse/tlcInterns.ts). The
// expected tokens and orders are TLC's own (TLC2 2026.04.29, read from util.InternTable
// after a run of the same spec, and its "Parsing file" lines).

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseCfg } from "../../../grammar/cfg/index.js";
import { resolve } from "../../../compiler/resolve/index.js";
import { tlcInternList } from "../../../compiler/analyse/internOrder.js";
import { sanyParseOrder } from "../../../compiler/analyse/tlcInterns.js";
import { tlcModuleVocabulary } from "../../../compiler/analyse/tlcVocabulary.generated.js";
import { InternTable } from "../../../runtime/values/intern.js";

function withSpec(
  files: Record<string, string>,
  cfg: string,
  body: (list: string[] | undefined) => void,
): void {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-tlcinterns-"));
  try {
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, "M.cfg"), cfg);
    const resolved = resolve(join(dir, "M.tla"), { libPaths: [] });
    body(tlcInternList(resolved, parseCfg(join(dir, "M.cfg"), cfg).ast));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const tokenOf = (
  list: readonly string[] | undefined,
  name: string,
): number | undefined => {
  const i = list?.indexOf(name) ?? -1;
  return i < 0 ? undefined : i + 1;
};

test("string literals get TLC's tokens: after SANY's built-ins and syntax names, every module's token images and infix names, instance names, module by module (TLC: m1 521, m2 538)", (t) => {
  const files = {
    "M.tla": `---- MODULE M ----\nEXTENDS Naturals, TLCExt\nVARIABLE v\nInit == v = "m1"\nI == INSTANCE N WITH K <- 3\nNext == UNCHANGED v /\\ "m2" = "m2"\n====\n`,
    "N.tla": `---- MODULE N ----\nEXTENDS Naturals\nCONSTANT K\nFoo(a) == a + K\nLOCAL Loc == 1\nBar == "nstr"\nII == INSTANCE P\n====\n`,
    "P.tla": `---- MODULE P ----\nPd == "pstr"\n====\n`,
  };
  withSpec(files, "INIT Init\nNEXT Next\n", (list) => {
    // SANY's 538 names, then the Java override classes' new names (Sequences' 3, TLCExt's 12).
    t.is(list?.length, 538 + 15);
    t.deepEqual(
      ["Init", '"m1"', "Foo", "pstr", "nstr", "m1", "m2"].map((n) =>
        tokenOf(list, n),
      ),
      [361, 363, 446, 518, 519, 521, 538],
    );
    // I's names: every definition N exports (Naturals' by SANY's names, P's through II), not LOCAL ones.
    t.true(
      list?.includes("I!\\leq") &&
        list.includes("I!II!Pd") &&
        list.includes("I!Bar"),
    );
    t.false(list?.includes("I!Loc"));
  });
});

test("the cfg's values come first; an infix operator's name with a dot follows its right operand (TLC: qzx 501 with EXTENDS TLC, TLCExt; 505 with a constant and two cfg model values)", (t) => {
  const spec = `---- MODULE M ----\nEXTENDS TLC, TLCExt\nVARIABLE v\nInit == v = TLCModelValue("qzx")\nNext == UNCHANGED v\n====\n`;
  withSpec({ "M.tla": spec }, "INIT Init\nNEXT Next\n", (list) => {
    t.is(tokenOf(list, "qzx"), 501);
    t.deepEqual(list?.slice(360, 371), [
      "Init",
      "==",
      "TLCModelValue",
      "(",
      '"qzx"',
      "$$_void",
      ")",
      "=.",
      "Next",
      "====",
      "--unknown--",
    ]);
  });
  const withConstant = spec.replace("VARIABLE v", "CONSTANT C\nVARIABLE v");
  withSpec(
    { "M.tla": withConstant },
    "CONSTANT C = {mv2, mv1}\nINIT Init\nNEXT Next\n",
    (list) => {
      t.deepEqual(list?.slice(0, 3), ["mv2", "mv1", "STRING"]);
      t.is(tokenOf(list, "qzx"), 505);
      t.is(list?.length, 505 + 15);
    },
  );
});

test("SANY reads modules as TLC does: unbound EXTENDS names first, depth first from the root, then INSTANCE names", (t) => {
  const uses = (name: string) =>
    name === "M"
      ? {
          extends: [
            "IOUtils",
            "Naturals",
            "UndirectedGraphs",
            "TLCExt",
            "SequencesExt",
          ],
          instances: ["Naturals"],
        }
      : tlcModuleVocabulary[name]?.uses;
  t.deepEqual(sanyParseOrder("M", uses), [
    "M",
    "IOUtils",
    "Naturals",
    "UndirectedGraphs",
    "TLCExt",
    "SequencesExt",
    "Sequences",
    "FiniteSets",
    "FiniteSetsExt",
    "Folds",
    "Functions",
    "Bags",
    "TLC",
    "Integers",
  ]);
  const withInstance = (name: string) =>
    name === "M"
      ? { extends: ["Naturals", "TLCExt"], instances: ["N"] }
      : name === "N"
        ? { extends: ["Naturals"], instances: ["P"] }
        : name === "P"
          ? { extends: [], instances: [] }
          : tlcModuleVocabulary[name]?.uses;
  // M's INSTANCE N is read once no EXTENDS name is left unbound, before TLCExt's INSTANCEs.
  t.deepEqual(sanyParseOrder("M", withInstance), [
    "M",
    "Naturals",
    "TLCExt",
    "N",
    "TLC",
    "Integers",
    "Sequences",
    "FiniteSets",
    "P",
  ]);
});

test("a seed of TLC's whole table gives every seeded name TLC's token; names made later have none", (t) => {
  const table = new InternTable();
  table.seed(["c", "STRING", "x", "ant"], true);
  t.deepEqual(
    ["c", "x", "ant"].map((n) => table.tlcToken(n)),
    [1, 3, 4],
  );
  table.intern("built");
  t.is(table.tlcToken("built"), undefined);
  const ordering = new InternTable();
  ordering.seed(["c", "TRUE", "ant"]);
  t.deepEqual(
    ["c", "ant"].map((n) => ordering.tlcToken(n)),
    [1, undefined],
  );
});
