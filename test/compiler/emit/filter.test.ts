// `{x \in S : P}` over an enumerated set or interval keeps the passing elements in S's
// order, which is TLC's order already (core.filtered does not sort them again): the
// result must be the same set, printed and compared as before, whatever S's form.

import test from "ava";
import { context, firstInit, load, successors } from "./support.js";

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
