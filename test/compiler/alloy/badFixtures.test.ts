// Every malformed or ill-typed Alloy model under test/fixtures/alloy-bad gives a
// located diagnostic: the code, line, column and wording of the first one are fixed
// here, one row per fixture file, and no fixture yields a model.

import test from "ava";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { checkAlloy } from "../../../compiler/alloy/index.js";
import { renderDiagnostic } from "../../../compiler/cli/render.js";
import { projectRoot } from "../../support/shared.js";

interface Expectation {
  readonly file: string;
  readonly code: string;
  readonly line: number;
  readonly column: number;
  /** The first message in full. */
  readonly says: string;
  /** How many diagnostics in all, when recovery must find more than one. */
  readonly count?: number;
}

const expectations: readonly Expectation[] = [
  { file: "ambiguous-ordering.als", code: "TT7104", line: 5, column: 13, says: "first is ambiguous here: it could be the first of the ordering of A or the first of the ordering of B" },
  { file: "bad-this.als", code: "TT7119", line: 2, column: 8, says: "'this' can only be used inside a signature fact, a field declaration or a pred/fun with a receiver" },
  { file: "bitwidth.als", code: "TT7206", line: 3, column: 17, says: "the bit width 31 is outside 1..30" },
  { file: "check-predicate.als", code: "TT7202", line: 3, column: 7, says: "check needs an assertion, but p is a predicate" },
  { file: "compare-arity.als", code: "TT7105", line: 2, column: 10, says: "'=' cannot be applied to an expression of arity 2 and one of arity 1" },
  { file: "duplicate-field.als", code: "TT7103", line: 1, column: 15, says: "f is already declared at line 1" },
  { file: "duplicate-sig.als", code: "TT7103", line: 2, column: 5, says: "A is already declared at line 1" },
  { file: "empty-string.als", code: "TT7008", line: 2, column: 14, says: "the empty string is not allowed (as in Alloy): use an empty set instead" },
  { file: "exactly-int.als", code: "TT7208", line: 2, column: 26, says: "the scope of Int is a bit width and cannot be 'exactly'" },
  { file: "expected-formula.als", code: "TT7107", line: 2, column: 8, says: "a formula is expected here, but this is a set (A)" },
  { file: "expected-integer.als", code: "TT7109", line: 2, column: 13, says: "an integer expression is expected here, but this is a set (A)" },
  { file: "extends-subset.als", code: "TT7114", line: 3, column: 15, says: "sig T cannot extend S, which is a subset sig ('in'); only 'in' may name it" },
  { file: "formula-compared.als", code: "TT7121", line: 2, column: 17, says: "'=' needs both sides of the same kind, but the left is a formula and the right is a set (A)" },
  { file: "higher-order.als", code: "TT7123", line: 2, column: 12, says: "r ranges over a relation of arity 2: a higher-order variable is allowed only under 'all', 'some' or 'no' (declare it over single atoms, 'x: A')" },
  { file: "join-always-empty.als", code: "TT7111", line: 3, column: 13, says: "this join is always empty: the last column of the left side (B) and the first column of the right side (A) share no atoms" },
  { file: "join-unary.als", code: "TT7106", line: 2, column: 14, says: "cannot join two sets: both sides of '.' have arity 1, so the result would have no columns" },
  { file: "missing-operand.als", code: "TT7003", line: 2, column: 26, says: "expected an expression but found the end of the file" },
  { file: "quantifier-without-body.als", code: "TT7003", line: 6, column: 1, says: "expected an expression but found '}'" },
  { file: "recursion.als", code: "TT7116", line: 2, column: 6, says: "p calls itself (p -> q -> p); recursive predicates and functions are not unrolled" },
  { file: "scope-below-children.als", code: "TT7209", line: 4, column: 12, says: "the scope 2 of sig Animal is less than its 'one' and 'some' sub-sigs need (3)" },
  { file: "scope-not-a-sig.als", code: "TT7203", line: 3, column: 19, says: "a scope is given for Nope, which is not a sig" },
  { file: "scope-one-sig.als", code: "TT7205", line: 3, column: 17, says: "sig A is declared 'one', so its scope cannot be 2" },
  { file: "scope-twice.als", code: "TT7204", line: 3, column: 24, says: "the scope of A is given more than once" },
  { file: "several-syntax-errors.als", code: "TT7003", line: 5, column: 1, says: "expected an expression but found '}'", count: 2 },
  { file: "sig-cycle.als", code: "TT7113", line: 1, column: 5, says: "sig A extends itself: A -> B -> A" },
  { file: "stray-character.als", code: "TT7001", line: 2, column: 17, says: "unexpected character \"$\"" },
  { file: "transpose-set.als", code: "TT7122", line: 2, column: 13, says: "'~' needs a binary relation, but this has arity 1" },
  { file: "unclosed-sig.als", code: "TT7003", line: 2, column: 6, says: "expected '}' but found the end of the file" },
  { file: "union-arity.als", code: "TT7105", line: 2, column: 15, says: "'+' cannot be applied to an expression of arity 1 and one of arity 2" },
  { file: "unknown-command-target.als", code: "TT7201", line: 3, column: 5, says: "there is no predicate named nothing to run" },
  { file: "unknown-module.als", code: "TT7115", line: 1, column: 6, says: "module util/nosuch cannot be found: it is not a library module and there is no util/nosuch.als beside the model or under its root folder" },
  { file: "unknown-name-suggestion.als", code: "TT7102", line: 2, column: 32, says: "the name freinds cannot be found; did you mean friends?" },
  { file: "unknown-name.als", code: "TT7101", line: 3, column: 26, says: "the name g cannot be found" },
  { file: "unterminated-comment.als", code: "TT7002", line: 1, column: 1, says: "unterminated comment: '/*' has no matching '*/'" },
  { file: "unterminated-string.als", code: "TT7007", line: 2, column: 14, says: "unterminated string literal: the closing '\"' is missing on this line", count: 2 },
  { file: "wrong-argument-count.als", code: "TT7110", line: 3, column: 8, says: "p takes 1 argument(s) but is given 2" },
];

const fixtureDir = join(projectRoot, "test", "fixtures", "alloy-bad");

test("every alloy-bad fixture has exactly one row in the table", (t) => {
  const files = readdirSync(fixtureDir).filter((f) => f.endsWith(".als")).sort();
  t.true(files.length >= 20);
  t.deepEqual(files, expectations.map((e) => e.file).sort());
});

for (const e of expectations) {
  test(`alloy-bad ${e.file} → ${e.code} at ${e.line}:${e.column}`, (t) => {
    const result = checkAlloy(join(fixtureDir, e.file));
    t.is(result.model, undefined, "a model with errors yields no checked model");
    const first = result.diagnostics[0];
    if (first === undefined || result.source === undefined) return t.fail("no diagnostic at all");
    const at = result.source.position(first.range.start);
    t.is(first.code, e.code);
    t.deepEqual([at.line, at.column], [e.line, e.column]);
    t.is(first.message, e.says);
    t.is(result.diagnostics.length, e.count ?? 1);
    // The rendered form is what a person sees: file:line:col, the code, a caret frame.
    const rendered = renderDiagnostic(first, result.source);
    t.true(rendered.startsWith(`${join(fixtureDir, e.file)}:${e.line}:${e.column}: error ${e.code}: `));
    t.regex(rendered, /\n +\| +\^+/);
  });
}
