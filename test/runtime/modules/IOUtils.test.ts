// IOUtils' natives (TLC's Java override of the community module): IOEnv reads the
// process environment, atoi parses decimal integers.

import test from "ava";
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
