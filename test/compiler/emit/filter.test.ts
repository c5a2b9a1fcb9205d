// `{x \in S : P}` over an enumerated set or interval keeps the passing elements in S's
// order, which is TLC's order already (core.filtered does not sort them again): the
// result must be the same set, printed and compared as before, whatever S's form.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, TLC\n${body}\n====\n`;

test("a filter keeps TLC's order and equals the same set built otherwise", async (t) => {
  const spec = await load(
    "Filt",
    mod(
      "Filt",
      [
        "VARIABLE x",
        "S == {\"b\", \"a\", \"c\"}",
        "Init == x = {}",
        "Next == x' = << {e \\in S : e # \"a\"}, {e \\in 5..1 : TRUE}, {e \\in 1..4 : e % 2 = 0},",
        "                {r \\in {[k |-> 2], [k |-> 1]} : TRUE} = {[k |-> 1], [k |-> 2]},",
        "                {e \\in S : TRUE} = S, {e \\in 1..3 : TRUE} = {3, 2, 1}, {e \\in S : FALSE} >>",
      ].join("\n"),
    ),
    "INIT Init\nNEXT Next\n",
  );
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ['Next: x=<<{"b", "c"}, {}, {2, 4}, TRUE, TRUE, TRUE, {}>>']);
});

test("a definition whose body is a filter or a LET runs its statements itself (no closure per call), with the same values and a lazy set over a non-enumerable S", async (t) => {
  const text = mod(
    "FiltDef",
    [
      "VARIABLE x",
      "Evens(S) == {e \\in S : e % 2 = 0}",
      "Big(S) == LET m == 2 IN {e \\in S : e > m}",
      "NatEvens == {e \\in Nat : e % 2 = 0}",
      "Init == x = 0",
      "Next == x' = << Evens(1..6), Big({1, 2, 3, 4}), 4 \\in NatEvens, 5 \\in NatEvens >>",
    ].join("\n"),
  );
  const code = compileText("FiltDef", text, "INIT Init\nNEXT Next\n").code ?? "";
  t.regex(code, /function d_Evens\$\d+\$?\w*\(ctx, s, n, p_S\d+\) \{ try \{ +const \$S\d+ = p_S\d+;/);
  t.regex(code, /function d_Big\$\d+\$?\w*\(ctx, s, n, p_S\d+\) \{ try \{ +let l_m\d+\$v;/);
  const spec = await load("FiltDef", text, "INIT Init\nNEXT Next\n");
  const ctx = context(spec);
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["Next: x=<<{2, 4, 6}, {3, 4}, TRUE, FALSE>>"]);
});
