// IOSerialize/IODeserialize's binary value format (runtime/modules/valueStream.ts). The
// hex strings are the files TLC (rev cc6b616, CommunityModules a8068a4) wrote with
// `IOSerialize(v, path, FALSE)` for the TLA+ value beside each. Reading them must give
// that value; writing the value must give TLC's bytes, except a string's first int
// (TLC's intern token of its run, which readers skip).

import test from "ava";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as IOUtils from "../../../runtime/modules/IOUtils.js";
import { decodeValue, encodeValue } from "../../../runtime/modules/valueStream.js";
import { NAT, equals, subset, tuple, type SetValue, type Value } from "../../../runtime/values/index.js";
import { evalError, testContext } from "./support/context.js";

const written: readonly (readonly [string, string])[] = [
  ["5", "0100000005"],
  ["-70000", "01fffeee90"],
  ["TRUE", "0001"],
  ["{}", "0500000000"],
  ["{1, 2, 3}", "05fffffffd010000000101000000020100000003"],
  ["1..4", "170000000100000004"],
  ['"ab"', "03000002c4ffffffff000000026162"],
  ['<<"ab", "ab", "cd">>', "07000303000002c4ffffffff00000002616203000002c4ffffffff00000002616203000002c6ffffffff000000026364"],
  ['<<1, "a", <<>>>>', "0700030100000001030000018fffffffff0000000161070000"],
  // A record; "x" (a variable's name in TLC's spec) has loc 0, not -1: readers skip it too.
  ['[a |-> 1, b |-> "x"]', "04fffffffe030000018fffffffff000000016101000000010300000191ffffffff0000000162030000016c000000000000000178"],
  // The second record names its field by the handle of the first's (byte 26, handle 2).
  ["{[a |-> 1], [a |-> 2]}", "05fffffffe04ffffffff030000018fffffffff0000000161010000000104ffffffff1a00020100000002"],
  ["(2 :> 4 @@ 3 :> 9)", "090002020100000002010000000401000000030100000009"],
  // TLC's [i \in 1..3 |-> i * i] keeps its interval domain (flag 0, lo, hi); it equals <<1, 4, 9>>.
  ["<<1, 4, 9>>", "090003000000000100000003010000000101000000040100000009"],
];

/** The bytes with every string's token (the int after a string's kind byte 3) zeroed, located by decoding the layout. */
function withoutTokens(hex: string): string {
  return hex.replace(/03([0-9a-f]{8})(ffffffff|00000000)(0000000[0-9a-f])/g, "0300000000ffffffff$3");
}

test("IODeserialize reads the values TLC's IOSerialize wrote", (t) => {
  const { ctx, v, show } = testContext();
  for (const [text, hex] of written) {
    const value = decodeValue(Buffer.from(hex, "hex"), ctx.intern, ctx.intern);
    t.true(equals(value, v(text)), `${text}: read ${show(value)}`);
  }
});

test("IOSerialize writes TLC's bytes, but for the string tokens TLC's reader skips", (t) => {
  const { ctx, v } = testContext();
  // Where TLC's value kept a representation tla2ts does not (a function on 1..3, a set
  // function domain written as pairs), the bytes differ but read back equal (above).
  const same = written.filter(([text]) => text !== "<<1, 4, 9>>" && !text.includes(":>"));
  for (const [text, hex] of same) t.is(withoutTokens(encodeValue(v(text), ctx.intern).toString("hex")), withoutTokens(hex), text);
});

test("a model value is written as its index among the model values", (t) => {
  const { ctx } = testContext();
  const m = ctx.intern.modelValue("M");
  const n = ctx.intern.modelValue("N");
  t.is(encodeValue(m, ctx.intern).toString("hex"), "150000");
  t.is(encodeValue(n, ctx.intern).toString("hex"), "150001");
  t.is(decodeValue(Buffer.from("150001", "hex"), ctx.intern, ctx.intern), n);
});

test("values nested 100,000 deep are written and read without recursion", (t) => {
  const { ctx } = testContext();
  let deep: Value = tuple([]);
  for (let i = 0; i < 100_000; i++) deep = tuple([deep, i]);
  const back = decodeValue(encodeValue(deep, ctx.intern), ctx.intern, ctx.intern);
  let depth = 0;
  for (let x: Value = back; typeof x === "object" && x.kind === 5 && x.elems.length > 0; x = x.elems[0]!) depth++;
  t.is(depth, 100_000);
});

test("IOSerialize then IODeserialize gives the value back, compressed or not", (t) => {
  const { ctx, v, show } = testContext();
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-ioserialize-"));
  try {
    const value = v('[a |-> {<<1, "x">>, <<2, "y">>}, b |-> (0 :> TRUE @@ 5 :> FALSE), c |-> 3..7, d |-> [p |-> {}, q |-> {1}]]');
    for (const compress of [false, true]) {
      const file = ctx.intern.string(join(dir, `v${compress}.bin`));
      t.true(IOUtils.IOSerialize(ctx, value, file, compress));
      t.is(readFileSync(file.text)[0] === 0x1f, compress, "gzip magic");
      t.is(show(IOUtils.IODeserialize(ctx, file, compress)), show(value));
    }
    // Lazy sets are written as their elements.
    const lazy = ctx.intern.string(join(dir, "lazy.bin"));
    t.true(IOUtils.IOSerialize(ctx, subset(v("{1, 2}") as SetValue), lazy, false));
    t.is(show(IOUtils.IODeserialize(ctx, lazy, false)), "{{}, {1}, {2}, {1, 2}}");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("IOSerialize and IODeserialize fail with TLC's messages", (t) => {
  const { ctx, v } = testContext();
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-ioserialize-"));
  try {
    const missing = join(dir, "none", "x.bin");
    t.regex(evalError(() => IOUtils.IODeserialize(ctx, ctx.intern.string(missing), false))!.message, new RegExp(`ioDeserialize\\(.*\\n.*\\n${missing} \\(No such file or directory\\)$`));
    t.regex(evalError(() => IOUtils.IOSerialize(ctx, 1, ctx.intern.string(missing), false))!.message, /\(No such file or directory\)$/);
    t.regex(evalError(() => IOUtils.IOSerialize(ctx, NAT, ctx.intern.string(join(dir, "n.bin")), false))!.message, /ValueOutputStream: Can not pickle the value\nNat$/);
    const plain = join(dir, "plain.bin");
    writeFileSync(plain, Buffer.from("0100000005", "hex"));
    t.regex(evalError(() => IOUtils.IODeserialize(ctx, ctx.intern.string(plain), true))!.message, /\nNot in GZIP format$/);
    t.regex(evalError(() => IOUtils.IODeserialize(ctx, 1, false))!.message, /Cannot cast tlc2.value.impl.IntValue to tlc2.value.impl.StringValue$/);
    t.regex(evalError(() => IOUtils.IOSerialize(ctx, 1, ctx.intern.string(plain), 3))!.message, /Cannot cast tlc2.value.impl.IntValue to tlc2.value.impl.BoolValue$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
