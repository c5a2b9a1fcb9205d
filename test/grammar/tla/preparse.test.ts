// preparseTla: a file parsed before the run (the start-up snapshot does it for the standard
// modules) is not parsed again for the same path and text; for another text or path it is.

import test from "ava";
import { parseTla, preparseTla } from "../../../grammar/tla/index.js";
import { TlaParser } from "../../../grammar/tla/parser.js";

const path = "/lib/Std.tla";
const text = "---- MODULE Std ----\nEXTENDS Naturals\nDouble(x) == 2 * x\n====\n";

test("the same path and text give the preparsed AST, each with a source of its own holding the tokens", (t) => {
  preparseTla(path, text);
  const a = parseTla(path, text);
  const b = parseTla(path, text);
  t.is(a.ast, b.ast);
  t.not(a.source, b.source);
  t.is(a.source.path, path);
  const fresh = parseTla(path, text, new TlaParser());
  t.not(fresh.ast, a.ast);
  t.deepEqual(a.ast, fresh.ast);
  t.deepEqual(a.diagnostics, fresh.diagnostics);
  t.deepEqual(
    a.source.tokens?.map((k) => [k.image, k.startOffset]),
    fresh.source.tokens?.map((k) => [k.image, k.startOffset]),
  );
  // The intern table drops one run's tokens; the next parse still has them.
  a.source.tokens = undefined;
  t.is(parseTla(path, text).source.tokens?.length, fresh.source.tokens?.length);
});

test("another text at that path, or the text at another path, is parsed", (t) => {
  preparseTla(path, text);
  const kept = parseTla(path, text).ast;
  const changed = parseTla(path, text.replace("2 * x", "3 * x"));
  t.not(changed.ast, kept);
  t.notDeepEqual(changed.ast, kept);
  t.not(parseTla("/elsewhere/Std.tla", text).ast, kept);
});
