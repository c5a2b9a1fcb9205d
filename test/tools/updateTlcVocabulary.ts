// `node build/test/tools/updateTlcVocabulary.js`: regenerates
// compiler/analyse/tlcVocabulary.generated.ts, the names TLC's intern table gets from
// each module TLC reads from its own jars (the oracle's tla2tools.jar and
// CommunityModules-deps.jar in ../shared), for compiler/analyse/tlcInterns.ts. Only
// module names and interned names are kept (each once, in first-seen order), never
// the module texts.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Module } from "../../grammar/tla/ast.js";
import { parseTla } from "../../grammar/tla/index.js";
import {
  moduleInterns,
  moduleUses,
  sanyOperatorName,
  semanticNames,
} from "../../compiler/analyse/tlcInterns.js";
import { projectRoot, sharedDir } from "../support/shared.js";

const jars = [
  {
    jar: join(sharedDir, "oracles", "tla2tools.jar"),
    prefix: "tla2sany/StandardModules/",
  },
  { jar: join(sharedDir, "oracles", "CommunityModules-deps.jar"), prefix: "" },
];

// The first jar on TLC's class path that has a module wins.
const modules = new Map<string, { path: string; text: string; ast: Module }>();
for (const { jar, prefix } of jars) {
  const listing = execFileSync("unzip", ["-Z1", jar], {
    encoding: "utf8",
  }).split("\n");
  for (const path of listing.sort()) {
    if (
      !path.startsWith(prefix) ||
      !path.endsWith(".tla") ||
      path.slice(prefix.length).includes("/")
    )
      continue;
    const name = path.slice(prefix.length, -4);
    // Trace-explorer helpers and proof modules are never EXTENDed by a spec TLC checks.
    if (
      name.startsWith("_") ||
      name.endsWith("_proofs") ||
      name.endsWith("Theorems") ||
      modules.has(name)
    )
      continue;
    const text = execFileSync("unzip", ["-p", jar, path], { encoding: "utf8" });
    const ast = parseTla(path, text).ast?.modules[0];
    if (ast === undefined)
      console.log(`skipped ${name}: tla2ts cannot parse it`);
    else modules.set(name, { path, text, ast });
  }
}

/** The names `I!d` a named INSTANCE of the jar module `name` interns, `prefix` being `I!`. */
function exported(name: string, prefix: string): string[] {
  const m = modules.get(name);
  if (m === undefined) return [];
  const out = m.ast.extends.flatMap((e) => exported(e.name, prefix));
  for (const u of m.ast.units) {
    if ((u.kind === "OperatorDef" || u.kind === "FunctionDef") && !u.local)
      out.push(prefix + sanyOperatorName(u.name.name));
    else if (u.kind === "ModuleDef" && !u.local)
      out.push(
        prefix + u.name.name,
        ...exported(u.instance.module.name, `${prefix}${u.name.name}!`),
      );
    else if (u.kind === "InstanceUnit" && !u.local)
      out.push(...exported(u.instance.module.name, prefix));
    else if (
      (u.kind === "Theorem" || u.kind === "Assumption") &&
      u.name !== undefined
    )
      out.push(prefix + u.name.name);
  }
  return out;
}

const once = (names: readonly string[]): string[] => [...new Set(names)];
const entries: string[] = [];
for (const [name, { path, text, ast }] of modules) {
  const interns = moduleInterns(path, text, ast);
  const defs: { start: number; name: string; module: string }[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null && typeof v === "object") {
      const n = v as {
        kind?: string;
        range?: { start: number };
        name?: { name: string };
        instance?: { module: { name: string } };
      };
      if (n.kind === "ModuleDef")
        defs.push({
          start: n.range!.start,
          name: n.name!.name,
          module: n.instance!.module.name,
        });
      for (const x of Object.values(v)) visit(x);
    }
  };
  visit(ast);
  const instanceNames = interns.instanceAt.map((at) => {
    const d = defs.find((x) => x.start === at.offset);
    return d === undefined ? [] : exported(d.module, d.name + "!");
  });
  const uses = moduleUses(ast);
  const semantic = semanticNames({ interns, instanceNames });
  entries.push(
    `  ${JSON.stringify(name)}: { uses: { extends: ${JSON.stringify(once(uses.extends))}, instances: ${JSON.stringify(once(uses.instances))} }, parse: ${JSON.stringify(once(interns.parse))}, semantic: ${JSON.stringify(once(semantic))} },`,
  );
}

// The names TLC interns when it applies a module's Java override class (tlc2.module.<M>,
// SpecProcessor.processSpec, after SANY and before any evaluation): the class's static
// initialiser's, then each public static method's name as TLARegistry.mapName maps it, in
// the order getDeclaredMethods gives them (HotSpot's, which changes from run to run: kept
// sorted here); for Strings, which TLC always loads, each static method's name (Defns.put).
// Measured by a small Java program over the oracle's jar, one JVM per class so that a
// static initialiser's names are all seen.
const overrideProbe = `import java.lang.reflect.*;
import java.util.*;
import util.UniqueString;
public class OverrideNames {
  public static void main(String[] args) throws Exception {
    Class<?> c = Class.forName("tlc2.module." + args[0]);
    boolean strings = args[0].equals("Strings");
    for (Method md : c.getDeclaredMethods()) {
      int mdf = md.getModifiers();
      if (strings ? Modifier.isStatic(mdf) && !md.isSynthetic() : Modifier.isPublic(mdf) && Modifier.isStatic(mdf))
        UniqueString.uniqueStringOf(tlc2.tool.impl.TLARegistry.mapName(md.getName()));
    }
    List<UniqueString> l = new ArrayList<>(UniqueString.internTbl.toMap().values());
    l.sort(Comparator.comparingInt(UniqueString::getTok));
    for (UniqueString u : l) System.out.println(u.toString());
  }
}
`;
const toolsJar = jars[0]!.jar;
const probeDir = mkdtempSync(join(tmpdir(), "tla2ts-overrides-"));
const overrideEntries: string[] = [];
try {
  writeFileSync(join(probeDir, "OverrideNames.java"), overrideProbe);
  execFileSync("javac", [
    "-cp",
    toolsJar,
    "-d",
    probeDir,
    join(probeDir, "OverrideNames.java"),
  ]);
  const classes = execFileSync("unzip", ["-Z1", toolsJar], { encoding: "utf8" })
    .split("\n")
    .map((p) => /^tlc2\/module\/([A-Za-z_][A-Za-z0-9_]*)\.class$/.exec(p)?.[1])
    .filter((n): n is string => n !== undefined)
    .sort();
  for (const name of classes) {
    const out = execFileSync(
      "java",
      ["-cp", `${probeDir}:${toolsJar}`, "OverrideNames", name],
      { encoding: "utf8" },
    );
    // Sorted: getDeclaredMethods' order changes from JVM run to run, so the order within a class
    // is not TLC's anyway (the compiler leaves such names without a known token).
    const names = out
      .split("\n")
      .filter((l) => l !== "")
      .sort();
    if (names.length > 0)
      overrideEntries.push(
        `  ${JSON.stringify(name)}: ${JSON.stringify(names)},`,
      );
  }
} finally {
  rmSync(probeDir, { recursive: true, force: true });
}

const target = join(
  projectRoot,
  "compiler",
  "analyse",
  "tlcVocabulary.generated.ts",
);
writeFileSync(
  target,
  [
    "// Generated by test/tools/updateTlcVocabulary.ts from TLC's jars: do not edit.",
    "// Per module TLC reads from its jars: the modules it names (EXTENDS, INSTANCE), the",
    "// names its parse adds to TLC's intern table (token images and SANY's operator names)",
    "// and those its semantic phase adds (string contents, a named INSTANCE's `I!d`), each",
    "// once, in first-seen order.",
    "",
    "type Vocabulary = { readonly uses: { readonly extends: readonly string[]; readonly instances: readonly string[] }; readonly parse: readonly string[]; readonly semantic: readonly string[] };",
    "",
    "export const tlcModuleVocabulary: Readonly<Record<string, Vocabulary>> = {",
    ...entries,
    "};",
    "",
    "// Per module whose name has a Java override class in TLC's jar (tlc2.module.<M>): the",
    "// names TLC interns when it applies the class, before evaluating anything (static",
    "// initialiser, then the public static methods' names), sorted: TLC's JVM orders a",
    "// class's anew in every run. Strings' are interned for every spec.",
    "export const tlcOverrideNames: Readonly<Record<string, readonly string[]>> = {",
    ...overrideEntries,
    "};",
    "",
  ].join("\n"),
);
console.log(
  `wrote ${target}: ${entries.length} modules, ${overrideEntries.length} override classes`,
);
