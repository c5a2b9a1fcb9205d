// The Json module as TLC's CommunityModules override behaves: compact JSON text, files
// written relative to the current directory, and JSON read back as sequences and records.

import test from "ava";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../../support/shared.js";
import * as J from "../../../runtime/modules/Json.js";
import { evalError, testContext } from "./support/context.js";

const text = (v: unknown): string => (v as { text: string }).text;

test("ToJson: records and functions are objects, sequences and sets arrays, model values strings", (t) => {
  const { ctx, v } = testContext();
  t.is(text(J.ToJson(ctx, v('[a |-> 1, b |-> <<TRUE, "x">>]'))), '{"a":1,"b":[true,"x"]}');
  t.is(text(J.ToJson(ctx, v("{3, 1, 2}"))), "[1,2,3]");
  t.is(text(J.ToJson(ctx, v("(2 :> 4 @@ 5 :> 6)"))), '{"2":4,"5":6}');
  t.is(text(J.ToJson(ctx, v("<<>>"))), "[]");
  t.is(text(J.ToJson(ctx, v('"q\\"uote"'))), '"q\\"uote"');
  t.is(text(J.ToJson(ctx, ctx.intern.modelValue("p1"))), '"p1"');
});

test("ToJsonArray and ToJsonObject: a tuple as an object is keyed from 0; a number is an error", (t) => {
  const { ctx, v } = testContext();
  t.is(text(J.ToJsonArray(ctx, v("<<1, 2>>"))), "[1,2]");
  t.is(text(J.ToJsonObject(ctx, v("<<7, 8>>"))), '{"0":7,"1":8}');
  t.is(text(J.ToJsonObject(ctx, v("[k |-> 1]"))), '{"k":1}');
  t.is(evalError(() => J.ToJsonObject(ctx, 3))?.code, "TT5120");
  t.is(evalError(() => J.ToJsonArray(ctx, true))?.code, "TT5120");
});

test("JsonSerialize and ndJsonSerialize write TLC's layout, creating the folder; the Deserialize pair reads it back", (t) => {
  const { ctx, v, show } = testContext();
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-json-"));
  const file = join(dir, "sub", "trace.json");
  t.true(J.JsonSerialize(ctx, ctx.intern.string(file), v("<<[x |-> 1], [x |-> 2]>>")));
  t.is(readFileSync(file, "utf8"), '[\n{"x":1},\n{"x":2}\n]\n');
  t.is(show(J.JsonDeserialize(ctx, ctx.intern.string(file))), "<<[x |-> 1], [x |-> 2]>>");
  const nd = join(dir, "lines.ndjson");
  t.true(J.ndJsonSerialize(ctx, ctx.intern.string(nd), v('<<1, "a", <<>>>>')));
  t.is(readFileSync(nd, "utf8"), '1\n"a"\n[]\n');
  writeFileSync(nd, readFileSync(nd, "utf8") + "\n   \n2.9\n");
  t.is(show(J.ndJsonDeserialize(ctx, ctx.intern.string(nd))), '<<1, "a", <<>>, 2>>');
});

test("a relative file name is relative to the current directory, as TLC's java.io.File", (t) => {
  // A child process, since a test worker cannot change its directory.
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-json-cwd-"));
  const json = pathToFileURL(join(projectRoot, "build", "runtime", "modules", "Json.js")).href;
  const values = pathToFileURL(join(projectRoot, "build", "runtime", "values", "index.js")).href;
  const script =
    `const J = await import(${JSON.stringify(json)}); const V = await import(${JSON.stringify(values)});` +
    `const intern = new V.InternTable(); const ctx = { intern, registers: new Map(), print() {}, stats: {} };` +
    `J.JsonSerialize(ctx, intern.string("rel.json"), V.tuple([1]));`;
  execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: dir });
  t.is(readFileSync(join(dir, "rel.json"), "utf8"), "[\n1\n]\n");
});

test("bad arguments and files are located-able evaluation errors, not crashes", (t) => {
  const { ctx, v } = testContext();
  t.is(evalError(() => J.JsonSerialize(ctx, ctx.intern.string("/tmp/x.json"), v("{1}")))?.message, "The second argument of JsonSerialize should be a sequence, but instead it is:\n{1}");
  t.is(evalError(() => J.JsonSerialize(ctx, 1, v("<<>>")))?.code, "TT5101");
  t.is(evalError(() => J.JsonDeserialize(ctx, ctx.intern.string("/nonexistent/dir/f.json")))?.code, "TT5122");
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-json-bad-"));
  writeFileSync(join(dir, "null.json"), "[1, null]");
  t.is(evalError(() => J.JsonDeserialize(ctx, ctx.intern.string(join(dir, "null.json"))))?.code, "TT5121");
});
