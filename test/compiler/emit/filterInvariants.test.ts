// A set filter's predicate keeps the operator applications that read none of its bound
// variables for one evaluation of the filter (valueEmitter.ts hoistInvariants), as a
// quantifier's body does: `BoundedSeq(S, n)` in TransitiveClosure's TC1 was built and
// sorted again for every pair of S \X S. Each is computed where the predicate first
// evaluates it, so a filter that never evaluates it raises nothing, one that does raises
// its error, and the filter's value is the same.

import test from "ava";
import { compileText, initStates, load } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, Sequences\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";
const defs = [
  "VARIABLE x",
  "Seqs(S, n) == UNION {[1..i -> S] : i \\in 0..n}",
  "Paths(S) == {<<s, t>> \\in S \\X S : \\E p \\in Seqs(S, 2) : Len(p) = 2 /\\ p[1] = s /\\ p[2] = t /\\ s < t}",
  "Bad(k) == CHOOSE y \\in {} : y = k",
  "Never(S) == {s \\in S : s > 0 \\/ s \\in Bad(1)}",
  "Raises(S) == {s \\in S : s > 2 \\/ s \\in Bad(1)}",
  "Next == UNCHANGED x",
].join("\n");

test("a filter's applications that read none of its variables are kept for one evaluation of the filter", (t) => {
  const code = compileText("FilterKept", mod("FilterKept", `${defs}\nInit == x = Paths({1, 2, 3})`), initNext).code ?? "";
  t.regex(code, /let \$h\d+; const \$S\d+ = /);
  t.regex(code, /\(\$h\d+ \?\?= d_Seqs\$\d+\(ctx, s, n, p_S\d+, 2\)\)/);
});

test("the filter's value is the same, and the kept application is evaluated only where the predicate first evaluates it", async (t) => {
  const ok = await load("FilterSame", mod("FilterSame", `${defs}\nInit == x = <<Paths({1, 2, 3}), Never({}), Never(1..3)>>`), initNext);
  t.deepEqual(initStates(ok), ["x=<<{<<1, 2>>, <<1, 3>>, <<2, 3>>}, {}, {1, 2, 3}>>"]);
  const bad = await load("FilterRaises", mod("FilterRaises", `${defs}\nInit == x = Raises(1..3)`), initNext);
  t.throws(() => initStates(bad), { message: /CHOOSE/ });
});
