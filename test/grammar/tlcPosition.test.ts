// TLC prints locations as SANY computes them (grammar/source.ts `tlcPosition`): JavaCC
// advances the column of a tab to the next multiple of 8. Expected columns are TLC's,
// read off its traces ("<A line 6, col 9 to line 6, col 18 of module TabA>" for a body
// indented by one tab; TLC's Github1147 model prints beginColumn 9 for the same).

import test from "ava";
import { SourceText } from "../../grammar/source.js";

test("a tab moves TLC's column to the next multiple of 8; without tabs it is the plain column", (t) => {
  const text = "A ==\n\tx' = x + 1\nB ==\n  \t x' = x + 2\nC == x < 9 /\\\tx' = x + 3\n";
  const src = new SourceText("Tab.tla", text);
  const at = (line: number, needle: string, nth = 0): number => {
    let from = src.lineStarts[line - 1]!;
    for (let i = 0; i <= nth; i++) from = text.indexOf(needle, i === 0 ? from : from + 1);
    return from;
  };
  t.deepEqual(src.tlcPosition(at(2, "x")), { line: 2, column: 9 });
  t.deepEqual(src.tlcPosition(at(2, "1")), { line: 2, column: 18 });
  t.deepEqual(src.tlcPosition(at(4, "x")), { line: 4, column: 10 });
  t.deepEqual(src.tlcPosition(at(5, "x")), { line: 5, column: 6 }); // before the tab: unchanged
  t.deepEqual(src.tlcPosition(at(5, "x", 1)), { line: 5, column: 17 });
  t.deepEqual(src.tlcPosition(at(5, "\t")), { line: 5, column: 16 }); // the tab itself
  t.deepEqual(src.tlcPosition(at(1, "=")), src.position(at(1, "=")));
});
