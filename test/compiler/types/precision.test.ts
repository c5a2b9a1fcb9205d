// How precise type inference is. On the seed specs no variable that a TypeOK-style
// invariant mentions may fall back to the general value type (in fact none may); over
// the public conformance set, a table of the variables that got a precise type, and the
// share must stay at or above 90%. The same for the operators' result types on the seed specs.

import test from "ava";
import { join } from "node:path";
import { inferSpecTypes } from "../../../compiler/index.js";
import { modelFiles, readManifest } from "../../support/manifest.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";
import { emitExample, emitSpecs } from "../../tools/goldens.js";

test("seed specs: every variable gets a precise type, those in TypeOK included", (t) => {
  if (!sharedAvailable) {
    t.log(sharedMissingMessage());
    t.pass();
    return;
  }
  const seeds = [...emitSpecs.map((s) => ({ spec: join(sharedDir, "corpus", s.spec), config: join(sharedDir, "corpus", s.config) })), { spec: join(projectRoot, emitExample.spec), config: join(projectRoot, emitExample.config) }];
  let inTypeOk = 0;
  for (const s of seeds) {
    const { types } = inferSpecTypes(s.spec, { config: s.config });
    t.truthy(types, s.spec);
    for (const v of types!.variables) {
      if (v.inTypeOk) inTypeOk++;
      t.false(v.fallback, `${s.spec}: ${v.name}${v.inTypeOk ? " (in TypeOK)" : ""} fell back to Value`);
    }
  }
  t.true(inTypeOk >= 15, `only ${inTypeOk} seed variables are typed by a TypeOK conjunct`);
});

test("seed specs: table of operators whose result type is precise (at least 90%)", (t) => {
  if (!sharedAvailable) {
    t.log(sharedMissingMessage());
    t.pass();
    return;
  }
  const seeds = [...emitSpecs.map((s) => ({ label: s.spec, spec: join(sharedDir, "corpus", s.spec), config: join(sharedDir, "corpus", s.config) })), { label: emitExample.spec, spec: join(projectRoot, emitExample.spec), config: join(projectRoot, emitExample.config) }];
  const rows: string[] = [];
  let precise = 0;
  let total = 0;
  let evaluable = 0;
  let evaluablePrecise = 0;
  for (const s of seeds) {
    const { types } = inferSpecTypes(s.spec, { config: s.config });
    t.truthy(types, s.spec);
    const ops = types!.operators;
    const p = ops.filter((o) => !o.fallback).length;
    precise += p;
    total += ops.length;
    evaluable += ops.filter((o) => o.evaluable).length;
    evaluablePrecise += ops.filter((o) => o.evaluable && !o.fallback).length;
    const missed = ops.filter((o) => o.fallback).map((o) => o.name);
    rows.push(`${s.label.padEnd(60)} ${String(p).padStart(3)}/${String(ops.length).padEnd(3)}${missed.length > 0 ? "  Value: " + missed.join(", ") : ""}`);
  }
  const share = total === 0 ? 0 : precise / total;
  t.log(["spec" + " ".repeat(57) + "precise/operators", ...rows, `total: ${precise}/${total} operators precise (${(share * 100).toFixed(1)}%); evaluated by the machine: ${evaluablePrecise}/${evaluable}`].join("\n"));
  t.true(total >= 150, `only ${total} operators on the seed specs`);
  t.true(share >= 0.9, `${(share * 100).toFixed(1)}% of the seed operators have a precise result type`);
});

test("conformance set: table of variables with a precise type (at least 90%)", (t) => {
  if (!sharedAvailable) {
    t.log(sharedMissingMessage());
    t.pass();
    return;
  }
  const rows: string[] = [];
  let precise = 0;
  let total = 0;
  let typeOk = 0;
  let typeOkPrecise = 0;
  for (const e of readManifest()) {
    const { spec, config } = modelFiles(e);
    const { types } = inferSpecTypes(spec, { config });
    if (types === undefined) {
      rows.push(`${e.name.padEnd(60)} does not compile`);
      continue;
    }
    const n = types.variables.length;
    const p = types.variables.filter((v) => !v.fallback).length;
    precise += p;
    total += n;
    typeOk += types.variables.filter((v) => v.inTypeOk).length;
    typeOkPrecise += types.variables.filter((v) => v.inTypeOk && !v.fallback).length;
    const missed = types.variables.filter((v) => v.fallback).map((v) => v.name);
    rows.push(`${e.name.padEnd(60)} ${String(p).padStart(3)}/${String(n).padEnd(3)}${missed.length > 0 ? "  Value: " + missed.join(", ") : ""}`);
  }
  const share = total === 0 ? 0 : precise / total;
  t.log(["model" + " ".repeat(56) + "precise/variables", ...rows, `total: ${precise}/${total} variables precise (${(share * 100).toFixed(1)}%); in TypeOK: ${typeOkPrecise}/${typeOk}`].join("\n"));
  t.true(share >= 0.9, `${(share * 100).toFixed(1)}% of the conformance variables have a precise type`);
});
