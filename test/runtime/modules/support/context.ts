// A fresh EvalContext for module tests, plus helpers that read values written in
// TLC's printed syntax and print results back, so expectations read like TLC output.

import type { EvalContext } from "../../../../runtime/check/spec.js";
import { EvalError, InternTable, printValue, type Value } from "../../../../runtime/values/index.js";
import { parseTlcValue } from "../../values/support/parseTlcValue.js";

export interface TestContext {
  readonly ctx: EvalContext;
  readonly printed: string[];
  /** The value written in TLC syntax. */
  v(text: string): Value;
  /** TLC's printing of a value. */
  show(value: Value): string;
}

export function testContext(seed: readonly string[] = []): TestContext {
  const intern = new InternTable();
  intern.seed(seed);
  const printed: string[] = [];
  const ctx: EvalContext = {
    intern,
    registers: new Map(),
    print: (text) => printed.push(text),
    stats: { level: 3, distinct: 10, generated: 25, queue: 4, diameter: 3 },
  };
  return {
    ctx,
    printed,
    v: (text) => parseTlcValue(intern, text),
    show: (value) => printValue(value),
  };
}

/** Runs `f`, expecting an EvalError; returns it (or fails the caller's assertion with undefined). */
export function evalError(f: () => unknown): EvalError | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof EvalError) return e;
    throw e;
  }
  return undefined;
}
