// CSV as TLC's CommunityModules override behaves. Expected file contents and values are
// TLC's (tlc2.overrides.CSV, run on the same calls in the same order).

import test from "ava";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as CSV from "../../../runtime/modules/CSV.js";
import { testContext } from "./support/context.js";

test("CSVWrite and CSVWriteRecord append lines of TLC-printed values; CSVRecords counts lines; CSVRead reads strings", (t) => {
  const { ctx, v, show } = testContext();
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-csv-"));
  try {
    const out = ctx.intern.string(join(dir, "out.csv"));
    const rec = ctx.intern.string(join(dir, "rec.csv"));
    t.is(CSV.CSVRecords(ctx, out), 0);
    t.true(CSV.CSVWrite(ctx, v('"%1$s#%2$s#%3$s"'), v('<<"abc", 42, {"x", "y"}>>'), out));
    t.true(CSV.CSVWrite(ctx, v('"%1$s"'), v('<<"a,b">>'), out));
    t.is(CSV.CSVRecords(ctx, out), 2);
    t.is(readFileSync(join(dir, "out.csv"), "utf8"), '"abc"#42#{"x", "y"}\n"a,b"\n');
    t.true(CSV.CSVWriteRecord(ctx, v('[name |-> "Alice", age |-> 30]'), v('","'), CSV.CSVRecords(ctx, rec) === 0, rec));
    t.true(CSV.CSVWriteRecord(ctx, v('[name |-> "Bob", age |-> <<1>>]'), v('","'), CSV.CSVRecords(ctx, rec) === 0, rec));
    t.is(readFileSync(join(dir, "rec.csv"), "utf8"), 'name,age\n"Alice",30\n"Bob",<<1>>\n');
    t.is(show(CSV.CSVRead(ctx, v('<<"name", "age">>'), v('","'), rec)), '<<[name |-> "name", age |-> "age"], [name |-> "\\"Alice\\"", age |-> "30"], [name |-> "\\"Bob\\"", age |-> "<<1>>"]>>');
    writeFileSync(join(dir, "in.csv"), 'a#b#c\n1#"x"# z\n');
    t.is(show(CSV.CSVRead(ctx, v('<<"c1", "c2", "c3">>'), v('"#"'), ctx.intern.string(join(dir, "in.csv")))), '<<[c1 |-> "a", c2 |-> "b", c3 |-> "c"], [c1 |-> "1", c2 |-> "\\"x\\"", c3 |-> " z"]>>');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
