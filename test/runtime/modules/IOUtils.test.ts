// IOUtils' natives (TLC's Java overrides of the community module): IOEnv reads the
// process environment, atoi parses decimal integers, the IOExec family runs programs,
// Serialize/Deserialize write and read text. Expected values are TLC's.

import test from "ava";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as IOUtils from "../../../runtime/modules/IOUtils.js";
import * as core from "../../../runtime/modules/core.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext();

test("IOEnv is a record of the environment's strings", (t) => {
  process.env["TLA2TS_IOUTILS_TEST"] = "42";
  const env = IOUtils.IOEnv(ctx);
  t.true(core.inSet(ctx, v('"TLA2TS_IOUTILS_TEST"'), core.domain(ctx, env)));
  t.is(show(core.apply(ctx, env, v('"TLA2TS_IOUTILS_TEST"'))), '"42"');
  delete process.env["TLA2TS_IOUTILS_TEST"];
  t.false(core.inSet(ctx, v('"TLA2TS_IOUTILS_TEST"'), core.domain(ctx, IOUtils.IOEnv(ctx))));
});

test("atoi parses signed decimal 32-bit integers and refuses anything else", (t) => {
  t.is(IOUtils.atoi(ctx, v('"42"')), 42);
  t.is(IOUtils.atoi(ctx, v('"-7"')), -7);
  t.is(IOUtils.atoi(ctx, v('"007"')), 7);
  t.truthy(evalError(() => IOUtils.atoi(ctx, v('"4x"'))));
  t.truthy(evalError(() => IOUtils.atoi(ctx, v('""'))));
  t.truthy(evalError(() => IOUtils.atoi(ctx, v('"2147483648"'))));
  t.truthy(evalError(() => IOUtils.atoi(ctx, 3)));
});

test("Serialize/Deserialize (format TXT) write and read text, answering [exitValue, stdout, stderr] with TLC's messages", (t) => {
  const { ctx, v, show } = testContext();
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-serialize-"));
  try {
    const file = ctx.intern.string(join(dir, "a.txt"));
    const write = v('[format |-> "TXT", charset |-> "UTF-8", openOptions |-> <<"WRITE", "CREATE", "TRUNCATE_EXISTING">>]');
    const append = v('[format |-> "TXT", charset |-> "UTF-8", openOptions |-> <<"APPEND", "CREATE">>]');
    const ok = '[exitValue |-> 0, stdout |-> "Finish writing to the file with success!", stderr |-> ""]';
    t.is(show(IOUtils.Serialize(ctx, ctx.intern.string("hello\nworld"), file, write)), ok);
    t.is(show(IOUtils.Serialize(ctx, ctx.intern.string("more"), file, append)), ok);
    t.is(show(IOUtils.Deserialize(ctx, file, v('[format |-> "TXT", charset |-> "UTF-8"]'))), '[exitValue |-> 0, stdout |-> "hello\\nworldmore", stderr |-> ""]');
    const missing = join(dir, "none.txt");
    t.is(show(IOUtils.Deserialize(ctx, ctx.intern.string(missing), v('[format |-> "TXT"]'))), `[exitValue |-> 1, stdout |-> "", stderr |-> "Deserialize error reading from the file: java.nio.file.NoSuchFileException: ${missing}"]`);
    t.is(show(IOUtils.Serialize(ctx, ctx.intern.string("x"), ctx.intern.string(missing), v('[format |-> "TXT", openOptions |-> <<"WRITE">>]'))), `[exitValue |-> 1, stdout |-> "", stderr |-> "Serialize error writing to the file: java.nio.file.NoSuchFileException: ${missing}"]`);
    t.regex(show(IOUtils.Serialize(ctx, 42, file, write)), /Serialize error invalid parameters: java.lang.ClassCastException: class tlc2.value.impl.IntValue cannot be cast to class tlc2.value.impl.StringValue/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("IOExec runs the program without a shell; a missing program is TLC's wrapped Java error", (t) => {
  const { ctx, v, show } = testContext();
  t.is(show(IOUtils.IOExec(ctx, v('<<"sh", "-c", "echo err >&2; exit 3">>'))), '[exitValue |-> 3, stdout |-> "", stderr |-> "err\\n"]');
  t.is(show(IOUtils.IOExecTemplate(ctx, v('<<"echo", "%s-%s", "%2$s">>'), v('<<"a", "7">>'))), '[exitValue |-> 0, stdout |-> "a-7 7\\n", stderr |-> ""]');
  const error = t.throws(() => IOUtils.IOExec(ctx, v('<<"nonexistent-cmd-xyz">>')));
  t.is(error?.message, 'Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.Value tlc2.overrides.IOUtils.ioExec(tlc2.value.impl.Value) throws java.io.IOException,java.lang.InterruptedException,\nbut it produced the following error:\nCannot run program "nonexistent-cmd-xyz": error=2, No such file or directory');
  t.is(t.throws(() => IOUtils.IOExec(ctx, v('<<"echo", 3>>')))?.message, "The argument of IOExec should be a sequence, but instead it is:\n3");
});
