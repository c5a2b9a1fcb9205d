// Every bad .cfg fixture must give a located diagnostic: the code, line and column
// of the first one are fixed here, one row per fixture file.

import test from "ava";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseCfg } from "../../../grammar/cfg/index.js";
import { projectRoot } from "../../support/shared.js";

interface Expectation {
  readonly file: string;
  readonly code: string;
  readonly line: number;
  readonly column: number;
  /** A piece of the first message, to pin what it says. */
  readonly says: string;
  /** How many diagnostics in all, when recovery must find more than one. */
  readonly count?: number;
}

const expectations: readonly Expectation[] = [
  { file: "cfg-unknown-keyword.cfg", code: "TT4002", line: 2, column: 1, says: "unknown configuration keyword 'INVARIANTZ'" },
  { file: "cfg-missing-value-before-keyword.cfg", code: "TT4001", line: 3, column: 1, says: "expected a constant value but found 'INVARIANT'" },
  { file: "cfg-missing-value-before-entry.cfg", code: "TT4001", line: 3, column: 5, says: "expected a constant value but found 'M'" },
  { file: "cfg-unclosed-set.cfg", code: "TT4001", line: 3, column: 1, says: "expected ',' or '}' but found 'INVARIANT'" },
  { file: "cfg-unterminated-string.cfg", code: "TT1002", line: 2, column: 12, says: "unterminated string" },
  { file: "cfg-unterminated-comment.cfg", code: "TT1001", line: 2, column: 1, says: "unterminated comment" },
  { file: "cfg-stray-character.cfg", code: "TT1003", line: 2, column: 11, says: "unexpected character '$'" },
  { file: "cfg-override-without-name.cfg", code: "TT4001", line: 2, column: 5, says: "expected a constant name or a configuration keyword but found '<-'" },
  { file: "cfg-override-without-definition.cfg", code: "TT4001", line: 3, column: 1, says: "expected the name of a definition but found end of file" },
  { file: "cfg-check-deadlock-not-boolean.cfg", code: "TT4001", line: 2, column: 16, says: "expected TRUE or FALSE but found '0'" },
  { file: "cfg-tuple-value.cfg", code: "TT4001", line: 2, column: 12, says: "expected a constant value but found '<<'" },
  { file: "cfg-keyword-twice.cfg", code: "TT4005", line: 2, column: 1, says: "the keyword SPECIFICATION appears more than once" },
  { file: "cfg-integer-too-big.cfg", code: "TT4006", line: 1, column: 15, says: "integer 2147483648 is outside" },
  { file: "cfg-invalid-escape.cfg", code: "TT1004", line: 1, column: 17, says: "invalid escape sequence '\\q'" },
  { file: "cfg-missing-equals.cfg", code: "TT4001", line: 2, column: 7, says: "expected '=' or '<-' but found '3'" },
  { file: "cfg-module-scope-unclosed.cfg", code: "TT4001", line: 2, column: 16, says: "expected ']' but found '42'" },
  { file: "cfg-minus-without-number.cfg", code: "TT4001", line: 1, column: 16, says: "expected a number after '-' but found 'x'" },
  { file: "cfg-text-before-keyword.cfg", code: "TT4001", line: 1, column: 1, says: "expected a configuration keyword but found '='" },
  { file: "cfg-specification-without-name.cfg", code: "TT4001", line: 2, column: 1, says: "expected a name but found 'INVARIANT'" },
  { file: "cfg-negative-integer.cfg", code: "TT4007", line: 2, column: 11, says: "TLC accepts no negative numbers in a model file (-1)" },
  { file: "cfg-several-errors.cfg", code: "TT4001", line: 3, column: 5, says: "expected a constant value but found 'M'", count: 3 },
];

const fixtureDir = join(projectRoot, "test", "fixtures", "bad");

test("every cfg-*.cfg fixture has exactly one row in the table", (t) => {
  const files = readdirSync(fixtureDir).filter((f) => f.startsWith("cfg-") && f.endsWith(".cfg")).sort();
  t.true(files.length >= 12);
  t.deepEqual(files, expectations.map((e) => e.file).sort());
});

for (const e of expectations) {
  test(`bad fixture ${e.file} → ${e.code} at ${e.line}:${e.column}`, (t) => {
    const path = join(fixtureDir, e.file);
    const result = parseCfg(path, readFileSync(path, "utf8"));
    t.is(result.ast, undefined, "a file with errors yields no AST");
    const first = result.diagnostics[0];
    if (first === undefined) return t.fail("no diagnostic at all");
    const at = result.source.position(first.range.start);
    t.log(`${e.file}:${at.line}:${at.column}: ${first.code} ${first.message}`);
    t.is(first.code, e.code);
    t.deepEqual([at.line, at.column], [e.line, e.column]);
    t.true(first.message.includes(e.says), first.message);
    t.is(first.file, path);
    if (e.count !== undefined) t.is(result.diagnostics.length, e.count, result.diagnostics.map((d) => d.message).join("\n"));
  });
}
