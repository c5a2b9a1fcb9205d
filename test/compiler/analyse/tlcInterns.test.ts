// TLC's intern table as the compiler replays it (compiler/analyse/tlcInterns.ts). The
// expected tokens and orders are TLC's own (TLC2 2026.04.29, read from util.InternTable
// after a run of the same spec, and its "Parsing file" lines).

import test from "ava";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseCfg } from "../../../grammar/cfg/index.js";
import { resolve } from "../../../compiler/resolve/index.js";
import {
  internOrder,
  tlcInternList,
} from "../../../compiler/analyse/internOrder.js";
import { sanyParseOrder } from "../../../compiler/analyse/tlcInterns.js";
import { tlcModuleVocabulary } from "../../../compiler/analyse/tlcVocabulary.generated.js";
import {
  InternTable,
  tlcCheckerSetupNames,
} from "../../../runtime/values/intern.js";

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

test("TLC's Java override classes' method names follow SANY's; a class adding two or more has no known tokens (getDeclaredMethods' order changes from run to run)", (t) => {
  const spec = `---- MODULE M ----\nEXTENDS Naturals, Sequences, TLCExt\nVARIABLE v\nInit == v = 0\nNext == UNCHANGED v\n====\n`;
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-tlcinterns-"));
  try {
    writeFileSync(join(dir, "M.tla"), spec);
    const cfg = "INIT Init\nNEXT Next\n";
    writeFileSync(join(dir, "M.cfg"), cfg);
    const seed = internOrder(
      resolve(join(dir, "M.tla"), { libPaths: [] }),
      parseCfg(join(dir, "M.cfg"), cfg).ast,
    );
    // TLC (dumped util.InternTable): Sequences' class adds SelectInSeq, Insert, Cons; TLCExt's its 12 methods' names.
    const tail = seed.names.slice(-15);
    t.deepEqual(
      [...tail.slice(0, 3)].sort(),
      [...["SelectInSeq", "Insert", "Cons"]].sort(),
    );
    t.deepEqual(
      [...tail.slice(3)].sort(),
      [
        ...[
          "error",
          "getTrace",
          "assertError",
          "pickSuccessor",
          "lassoOrdinal",
          "tlcDefer",
          "tlcNoOp",
          "tlcModelValue",
          "tlcEval2",
          "tlcFingerprint",
          "tlcDefByName",
          "tlcGetOrDefault",
        ],
      ].sort(),
    );
    t.deepEqual([...(seed.uncertain ?? [])].sort(), [...tail].sort());
    const table = new InternTable();
    table.seed(seed.names, true, seed.uncertain);
    t.is(table.tlcToken("Insert"), undefined);
    t.is(table.tlcToken("Init"), seed.names.indexOf("Init") + 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("names built at run time get TLC's tokens once its set-up names are reserved in its order (as TLC numbered corpus/community/SvgModelValueRuntime.tla: constant definitions' names, UnnamedAction, Next's, 62 checker names but those already interned, ASSUME's)", (t) => {
  const seed = Array.from({ length: 886 }, (_, i) => `s${i}`);
  const table = new InternTable();
  table.seed(seed, true);
  // Constant definitions' names (pv1..pv4, uv1..uv3), then "UnnamedAction".
  table.tlcConstants(["pv1", "pv2", "pv3", "pv4", "uv1", "uv2", "uv3"], true);
  t.is(table.tokenOf("UnnamedAction"), 894);
  // Built while splitting Next: not known until the checker's own names are reserved.
  table.string("qv1");
  t.is(table.tlcToken("qv1"), undefined);
  table.tlcChecking("bfs");
  t.is(table.tlcToken("qv1"), 895);
  t.is(table.tlcToken("pv1"), 887);
  // 48 TLCGet keys, mode, seed, polynomial, jar path, 10 action fields.
  t.is(tlcCheckerSetupNames("bfs").length, 62);
  t.is(table.tokenOf("_action"), 895 + 62);
  t.is(table.tlcToken(table.string("rv1").text), 958);
  // A name TLC already had keeps its token: level is one of TLCGet's keys.
  t.is(table.tlcToken("level"), table.tokenOf("level"));
  // The simulator's configuration: mode, seed, jar path, "random".
  t.deepEqual(
    tlcCheckerSetupNames("simulate")
      .slice(48, 52)
      .filter((n) => !n.startsWith("\u0000")),
    ["simulate", "random"],
  );
});

test("without a replay of TLC's constant definitions, or with a name interned before it, names built at run time have no TLC token", (t) => {
  const unknown = new InternTable();
  unknown.seed(["a", "b"], true);
  unknown.tlcConstants(undefined, true);
  unknown.tlcChecking("bfs");
  t.is(unknown.tlcToken(unknown.string("built").text), undefined);
  t.is(unknown.tlcToken("b"), 2);
  const early = new InternTable();
  early.seed(["a", "b"], true);
  early.string("early");
  early.tlcConstants([], true);
  early.tlcChecking("bfs");
  t.is(early.tlcToken("early"), undefined);
  t.is(early.tlcToken(early.string("later").text), undefined);
  // No Action (a .cfg with no behaviour, invariant or property): no "UnnamedAction".
  const noAction = new InternTable();
  noAction.seed(["a"], true);
  noAction.tlcConstants([], false);
  t.is(noAction.tokenOf("UnnamedAction"), undefined);
});
