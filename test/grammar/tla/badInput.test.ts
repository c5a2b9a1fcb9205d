// Bad TLA+ input: every fixture in test/fixtures/bad/*.tla must give its expected
// first diagnostic (code, line, column, exact message) and never an exception.
// The .cfg fixtures are checked beside the cfg front end (test/grammar/cfg/).

import test from "ava";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseTla } from "../../../grammar/tla/index.js";
import { hasErrors } from "../../../runtime/diagnostics.js";
import { projectRoot } from "../../support/shared.js";

interface Expectation {
  readonly file: string;
  readonly code: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** How many diagnostics the file gives in all (error recovery keeps going). */
  readonly count: number;
}

const fixtures = join(projectRoot, "test", "fixtures", "bad");

const expectations: readonly Expectation[] = [
  { file: "angle-action-missing-subscript.tla", code: "TT1101", line: 4, column: 1, message: "expected a subscript (a name, '<<...>>' or a parenthesised expression) but found '===='", count: 1 },
  { file: "application-missing-paren.tla", code: "TT1101", line: 4, column: 1, message: "expected ')' but found '===='", count: 1 },
  { file: "assume-without-expression.tla", code: "TT1101", line: 3, column: 1, message: "expected an expression but found '===='", count: 1 },
  { file: "bad-binary-number.tla", code: "TT1005", line: 2, column: 6, message: "invalid number literal \\b102", count: 1 },
  { file: "box-action-missing-subscript.tla", code: "TT1101", line: 4, column: 1, message: "expected a subscript (a name, '<<...>>' or a parenthesised expression) but found '===='", count: 1 },
  { file: "case-arm-missing-arrow.tla", code: "TT1101", line: 2, column: 16, message: "expected '->' but found '1'", count: 1 },
  { file: "choose-missing-colon.tla", code: "TT1101", line: 2, column: 26, message: "expected ':' but found 'x'", count: 1 },
  { file: "constant-unclosed-arity.tla", code: "TT1101", line: 3, column: 1, message: "expected '_' but found 'x'", count: 1 },
  { file: "def-params-unclosed.tla", code: "TT1101", line: 2, column: 9, message: "expected ')' but found '=='", count: 1 },
  { file: "empty-definition-body.tla", code: "TT1110", line: 3, column: 5, message: "expected a definition, a declaration or '====' but found '==': the text before it is incomplete (an empty definition body, a trailing ',' or a missing name lets the next definition's name be read into it)", count: 1 },
  { file: "except-missing-bang.tla", code: "TT1101", line: 3, column: 21, message: "expected '!' but found '['", count: 2 },
  { file: "extends-trailing-comma.tla", code: "TT1110", line: 3, column: 3, message: "expected a definition, a declaration or '====' but found '==': the text before it is incomplete (an empty definition body, a trailing ',' or a missing name lets the next definition's name be read into it)", count: 1 },
  { file: "fairness-missing-action.tla", code: "TT1101", line: 4, column: 1, message: "expected '(' but found '===='", count: 1 },
  { file: "function-ctor-missing-mapsto.tla", code: "TT1101", line: 2, column: 20, message: "expected '|->', '->', 'EXCEPT' or ']_' but found ':'", count: 2 },
  { file: "if-without-else.tla", code: "TT1101", line: 3, column: 1, message: "expected 'ELSE' but found '===='", count: 1 },
  { file: "if-without-then.tla", code: "TT1101", line: 2, column: 14, message: "expected 'THEN' but found '1'", count: 1 },
  { file: "in-missing-operand.tla", code: "TT1101", line: 4, column: 1, message: "expected an expression but found '===='", count: 1 },
  { file: "instance-missing-module.tla", code: "TT1110", line: 3, column: 3, message: "expected a definition, a declaration or '====' but found '==': the text before it is incomplete (an empty definition body, a trailing ',' or a missing name lets the next definition's name be read into it)", count: 1 },
  { file: "invalid-escape.tla", code: "TT1004", line: 2, column: 10, message: "invalid escape sequence \"\\\\q\" in string (expected one of \\\" \\\\ \\t \\n \\f \\r)", count: 1 },
  { file: "junction-item-missing.tla", code: "TT1101", line: 5, column: 1, message: "expected an expression but found '===='", count: 1 },
  { file: "keyword-as-name.tla", code: "TT1101", line: 2, column: 10, message: "expected an identifier but found 'IF'", count: 1 },
  { file: "lambda-missing-colon.tla", code: "TT1101", line: 3, column: 21, message: "expected ':' but found 'y'", count: 1 },
  { file: "let-without-in.tla", code: "TT1101", line: 4, column: 1, message: "expected 'IN' but found '===='", count: 1 },
  { file: "local-without-definition.tla", code: "TT1101", line: 2, column: 7, message: "expected a definition but found '42'", count: 1 },
  { file: "missing-def-eq.tla", code: "TT1101", line: 2, column: 5, message: "expected a definition but found '1'", count: 1 },
  { file: "missing-module-end.tla", code: "TT1103", line: 4, column: 1, message: "module M is not closed: expected '====' before the end of the file", count: 1 },
  { file: "missing-module-header.tla", code: "TT1102", line: 1, column: 1, message: "no module found: expected a header line such as '---- MODULE Name ----'", count: 1 },
  { file: "module-header-without-name.tla", code: "TT1111", line: 1, column: 6, message: "expected a module name after 'MODULE'", count: 2 },
  { file: "newline-in-string.tla", code: "TT1002", line: 2, column: 6, message: "unterminated string literal", count: 4 },
  { file: "nonassociative-chain.tla", code: "TT1105", line: 3, column: 8, message: "operators = and = cannot be chained without parentheses", count: 1 },
  { file: "quantifier-missing-colon.tla", code: "TT1101", line: 2, column: 22, message: "expected ':' but found 'x'", count: 1 },
  { file: "quantifier-missing-set.tla", code: "TT1101", line: 2, column: 15, message: "expected an expression but found ':'", count: 1 },
  { file: "record-missing-value.tla", code: "TT1101", line: 2, column: 13, message: "expected an expression but found ']'", count: 1 },
  { file: "recursive-without-names.tla", code: "TT1101", line: 3, column: 3, message: "expected an operator declaration but found 'n'", count: 3 },
  { file: "setfilter-missing-predicate.tla", code: "TT1101", line: 2, column: 22, message: "expected an expression but found '}'", count: 1 },
  { file: "stray-character.tla", code: "TT1003", line: 2, column: 8, message: "unexpected character \";\"", count: 2 },
  { file: "stray-closing-paren.tla", code: "TT1101", line: 2, column: 11, message: "expected a definition, a declaration or '====' but found ')'", count: 1 },
  { file: "substitution-missing-arrow.tla", code: "TT1101", line: 3, column: 28, message: "expected '<-' but found '3'", count: 1 },
  { file: "two-errors.tla", code: "TT1101", line: 3, column: 3, message: "expected ')' but found '=='", count: 3 },
  { file: "unclosed-except.tla", code: "TT1101", line: 4, column: 1, message: "expected ']' but found '===='", count: 1 },
  { file: "unclosed-paren.tla", code: "TT1101", line: 3, column: 1, message: "expected ')' but found 'y'", count: 1 },
  { file: "unclosed-set.tla", code: "TT1101", line: 3, column: 1, message: "expected '}' but found '===='", count: 1 },
  { file: "unclosed-tuple.tla", code: "TT1101", line: 3, column: 1, message: "expected '>>' or '>>_' but found '===='", count: 1 },
  { file: "unterminated-comment.tla", code: "TT1001", line: 3, column: 1, message: "unterminated comment: '(*' has no matching '*)'", count: 2 },
  { file: "unterminated-string.tla", code: "TT1002", line: 2, column: 13, message: "unterminated string literal", count: 1 },
  { file: "variable-without-names.tla", code: "TT1110", line: 3, column: 3, message: "expected a definition, a declaration or '====' but found '==': the text before it is incomplete (an empty definition body, a trailing ',' or a missing name lets the next definition's name be read into it)", count: 1 },
];

for (const e of expectations) {
  test(`${e.file}: ${e.code} at ${e.line}:${e.column}`, (t) => {
    const r = parseTla(e.file, readFileSync(join(fixtures, e.file), "utf8"));
    t.true(hasErrors(r.diagnostics), "no error reported");
    const first = r.diagnostics[0]!;
    const at = r.source.position(first.range.start);
    t.deepEqual(
      { code: first.code, line: at.line, column: at.column, message: first.message },
      { code: e.code, line: e.line, column: e.column, message: e.message },
    );
    t.is(r.diagnostics.length, e.count, r.diagnostics.map((d) => d.message).join("\n"));
  });
}

test("every .tla fixture has an expectation and every expectation a fixture", (t) => {
  const files = readdirSync(fixtures).filter((f) => f.endsWith(".tla")).sort();
  t.deepEqual(files, expectations.map((e) => e.file).sort());
  t.true(files.length >= 40, `only ${files.length} bad-input fixtures`);
});

test("one run reports several syntax errors (recovery)", (t) => {
  const r = parseTla("two-errors.tla", readFileSync(join(fixtures, "two-errors.tla"), "utf8"));
  const lines = r.diagnostics.map((d) => r.source.position(d.range.start).line);
  t.deepEqual([...new Set(lines)].slice(0, 2), [3, 5]);
});
