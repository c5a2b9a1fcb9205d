// TLCExt!Trace (runtime/check/traceOperator.ts): the values TLC gives, checked through
// what specs print and what the checker reports. The counts of corpus/regressions/
// TraceOperator and TraceInConstraint are TLC's (test/corpus/regressions.test.ts).

import test from "ava";
import { check } from "../../../runtime/check/bfs.js";
import { checkInParallel } from "../../../runtime/check/parallel/coordinator.js";
import { printValue } from "../../../runtime/values/index.js";
import { compileText, load } from "../../compiler/emit/support.js";
import { loadCompiledSpec } from "../../../compiler/index.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, Sequences, TLC, TLCExt\n${body}\n====\n`;

test("Trace in an ACTION_CONSTRAINT, a CONSTRAINT and an invariant is the path TLC prints", async (t) => {
  const spec = await load(
    "T1",
    mod(
      "T1",
      [
        "VARIABLE x",
        "Init == x = 0",
        "Next == x < 2 /\\ x' = x + 1",
        "C == PrintT(<<\"C\", x, Trace>>)",
        "AC == PrintT(<<\"AC\", x, x', Trace>>)",
        "Inv == PrintT(<<\"I\", x, Trace>>)",
      ].join("\n"),
    ),
    "INIT Init\nNEXT Next\nCONSTRAINT C\nACTION_CONSTRAINT AC\nINVARIANT Inv\nCHECK_DEADLOCK FALSE\n",
  );
  const printed: string[] = [];
  const r = check(spec, { print: (text) => printed.push(text) });
  t.is(r.result, "ok");
  // TLC's output for the same model (TLCExt.getTrace); Trace in actions: corpus/regressions/TraceOperator.
  t.deepEqual(printed, [
    '<<"C", 0, <<[x |-> 0]>>>>',
    '<<"I", 0, <<[x |-> 0]>>>>',
    '<<"C", 1, <<[x |-> 0], [x |-> 1]>>>>',
    '<<"AC", 0, 1, <<[x |-> 0]>>>>',
    '<<"I", 1, <<[x |-> 0], [x |-> 1]>>>>',
    '<<"C", 2, <<[x |-> 0], [x |-> 1], [x |-> 2]>>>>',
    '<<"AC", 1, 2, <<[x |-> 0], [x |-> 1]>>>>',
    '<<"I", 2, <<[x |-> 0], [x |-> 1], [x |-> 2]>>>>',
  ]);
});

test("Trace in ALIAS is the counterexample's prefix up to the state shown", async (t) => {
  const spec = await load(
    "T2",
    mod("T2", "VARIABLE x\nInit == x = 0\nNext == x' = x + 1\nInv == x < 3\nAlias == [x |-> x, len |-> Len(Trace), first |-> Trace[1].x]"),
    "INIT Init\nNEXT Next\nINVARIANT Inv\nALIAS Alias\n",
  );
  const r = check(spec, {});
  t.is(r.result, "invariant");
  t.deepEqual(
    r.trace?.map((step) => printValue(step.alias!)),
    [0, 1, 2, 3].map((x) => `[x |-> ${x}, len |-> ${x + 1}, first |-> 0]`),
  );
});

test("Trace while Init has not assigned every variable is TLC's error", async (t) => {
  const spec = await load("T3", mod("T3", "VARIABLES x, y\nInit == x = 0 /\\ Len(Trace) = 1 /\\ y = 0\nNext == UNCHANGED <<x, y>>"), "INIT Init\nNEXT Next\n");
  const r = check(spec, {});
  t.is(r.result, "error");
  // TLC 2026.04.29's text: Trace is an @Evaluation override, which wraps the error.
  t.is(
    r.error?.message,
    "Attempted to apply the operator overridden by the Java method\npublic static tlc2.value.impl.TupleValue tlc2.module.TLCExt.getTrace(tlc2.tool.impl.Tool,tla2sany.semantic.ExprOrOpArgNode[],tlc2.util.Context,tlc2.tool.TLCState,tlc2.tool.TLCState,int,tlc2.tool.coverage.CostModel) throws java.io.IOException,\nbut it produced the following error:\nIn evaluating TLCExt!Trace, the state is not completely specified yet (variable y undefined).",
  );
});

test("a spec using Trace is checked by one worker, with the reason", async (t) => {
  const compiled = compileText("T4", mod("T4", "VARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + Len(Trace)"), "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n");
  const spec = await loadCompiledSpec(compiled.code!);
  t.true(spec.usesTrace);
  const r = await checkInParallel(spec, compiled.code!, { workers: 2, startAfterMs: 0 }, {});
  t.is(r.workers, 1);
  t.regex(r.note ?? "", /Trace/);
  t.is(r.result.distinctStates, 3);
});

test("a spec without Trace does not ask the search for it", async (t) => {
  const spec = await load("T5", mod("T5", "VARIABLE x\nInit == x = 0\nNext == x < 3 /\\ x' = x + 1"), "INIT Init\nNEXT Next\nCHECK_DEADLOCK FALSE\n");
  t.is(spec.usesTrace, undefined);
});
