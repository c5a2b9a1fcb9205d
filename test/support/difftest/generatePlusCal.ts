// Random small specs in the shape of PlusCal's translation (`--pluscal`), as most public models
// (tlaplus/Examples) are checked: processes `w \in Procs` (integers or model values, beside a
// single `main` process in ProcSet), a `pc` function of labels, a procedure called through
// `stack` (a sequence of records saving pc and the procedure's variables), `defaultInitValue`,
// process-local variables as functions of `self`, await/either/with/if/goto/assert translated
// as pcal.trans writes them, `Terminating` (or a deadlock when it is left out), fairness per
// process (`\A self \in Procs : WF_vars(w(self)) /\ WF_vars(inc(self))`, `SF` for `fair+`),
// Termination and other temporal properties, SYMMETRY on model-value processes. A seed gives
// one spec. The text is written, not translated: the point is TLC's checking of it.

import type { GeneratedSpec } from "./generate.js";
import { Draws, moduleName } from "./generate.js";

class PlusCalGenerator extends Draws {
  constructor(readonly seed: number) {
    super(seed ^ 0x9c41_7a3);
  }

  spec(): GeneratedSpec {
    const nProcs = this.int(2, 3);
    const intProcs = this.chance(0.5);
    this.use(intProcs ? "integer processes" : "model-value processes");
    const withMain = this.chance(0.5);
    // A main process beside the workers: id 0 with integer processes, a string with model values (ProcSet mixes them).
    const mainId = intProcs ? "0" : '"main"';
    if (withMain) this.use("main process");
    const k = this.int(1, 2);
    const atomicInc = this.chance(0.3);
    this.use(atomicInc ? "atomic procedure" : "procedure with a race");
    const withFlag = withMain || this.chance(0.5);
    const withEither = this.chance(0.35);
    const withWith = this.chance(0.3);
    const withBarrier = this.chance(0.25);
    const terminating = this.chance(0.75);
    if (!terminating) this.use("no Terminating (deadlock when done)");
    const deadlock = this.chance(0.5);

    const vars = ["cnt", ...(withFlag ? ["flag"] : []), "pc", "stack", "amount", "tmp", "i"];
    const unchanged = (changed: readonly string[]): string => {
      const kept = vars.filter((v) => !changed.includes(v));
      return kept.length === 0 ? "" : kept.length === 1 ? `UNCHANGED ${kept[0]}` : `UNCHANGED << ${kept.join(", ")} >>`;
    };
    const conj = (indent: number, parts: readonly string[]): string => parts.filter((p) => p !== "").map((p, j) => `${j === 0 ? "" : " ".repeat(indent)}/\\ ${p}`).join("\n");
    const procSet = withMain ? `(Procs) \\cup {${mainId}}` : "(Procs)";
    const init = [
      "cnt = 0",
      ...(withFlag ? ["flag = [q \\in Procs |-> FALSE]"] : []),
      "amount = [ self \\in ProcSet |-> defaultInitValue]",
      `tmp = [ self \\in ProcSet |-> ${this.pick(["0", "defaultInitValue"])}]`,
      "i = [self \\in Procs |-> 0]",
      "stack = [self \\in ProcSet |-> << >>]",
      withMain ? `pc = [self \\in ProcSet |-> CASE self \\in Procs -> "loop"\n                                        [] self = ${mainId} -> "m1"]` : 'pc = [self \\in ProcSet |-> "loop"]',
    ];
    const defs: string[] = [];
    const callInc = (amountExpr: string, ret: string): string[] => [
      `/\\ amount' = [amount EXCEPT ![self] = ${amountExpr}]`,
      `/\\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "inc",\n                                                             pc        |->  "${ret}",\n                                                             tmp       |->  tmp[self],\n                                                             amount    |->  amount[self] ] >>\n                                                         \\o stack[self]]`,
      `/\\ tmp' = [tmp EXCEPT ![self] = 0]`,
      `/\\ pc' = [pc EXCEPT ![self] = "${atomicInc ? "inc_all" : "inc_read"}"]`,
    ];
    // Procedure inc(amount) with a local tmp: read then write (a lost update between processes), or one step.
    const ret = [
      "pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]",
      "tmp' = [tmp EXCEPT ![self] = Head(stack[self]).tmp]",
      "amount' = [amount EXCEPT ![self] = Head(stack[self]).amount]",
      "stack' = [stack EXCEPT ![self] = Tail(stack[self])]",
    ];
    if (atomicInc) {
      defs.push(`inc_all(self) == ${conj(17, ['pc[self] = "inc_all"', "cnt' = cnt + amount[self]", ...ret, unchanged(["cnt", "pc", "tmp", "amount", "stack"])])}`);
      defs.push("inc(self) == inc_all(self)");
    } else {
      defs.push(`inc_read(self) == ${conj(18, ['pc[self] = "inc_read"', "tmp' = [tmp EXCEPT ![self] = cnt]", "pc' = [pc EXCEPT ![self] = \"inc_write\"]", unchanged(["tmp", "pc"])])}`);
      defs.push(`inc_write(self) == ${conj(19, ['pc[self] = "inc_write"', "cnt' = tmp[self] + amount[self]", ...ret, unchanged(["cnt", "pc", "tmp", "amount", "stack"])])}`);
      defs.push("inc(self) == inc_read(self) \\/ inc_write(self)");
    }
    // Process w: loop k times calling inc, then set its flag.
    const amountExpr = withWith ? "d" : "1";
    if (withWith) this.use("with statement");
    const callBody = callInc(amountExpr, "loop").join("\n                         ");
    const thenPart = withWith
      ? `/\\ i' = [i EXCEPT ![self] = i[self] + 1]\n                         /\\ \\E d \\in 1..2:\n                              ${callBody.replace(/\n {25}/g, "\n                              ")}`
      : `/\\ i' = [i EXCEPT ![self] = i[self] + 1]\n                         ${callBody}`;
    const loopBody = [
      'pc[self] = "loop"',
      `IF i[self] < ${k}\n                    THEN ${thenPart}\n                    ELSE /\\ pc' = [pc EXCEPT ![self] = "${withEither ? "choice" : "fin"}"]\n                         /\\ UNCHANGED << stack, amount, tmp, i >>`,
      unchanged(["i", "amount", "stack", "tmp", "pc"]),
    ];
    defs.push(`loop(self) == ${conj(14, loopBody)}`);
    const labels = ["loop"];
    if (withEither) {
      this.use("either statement");
      defs.push(
        `choice(self) == ${conj(16, [
          'pc[self] = "choice"',
          `\\/ /\\ cnt' = cnt + 1\n                    /\\ pc' = [pc EXCEPT ![self] = "fin"]\n                 \\/ /\\ TRUE\n                    /\\ pc' = [pc EXCEPT ![self] = "fin"]\n                    /\\ cnt' = cnt`,
          unchanged(["cnt", "pc"]),
        ])}`,
      );
      labels.push("choice");
    }
    const finParts = ['pc[self] = "fin"'];
    if (withBarrier) {
      this.use("await barrier");
      finParts.push(`\\A q \\in Procs : pc[q] \\in {"fin", "Done"}`);
    }
    if (withFlag) finParts.push("flag' = [flag EXCEPT ![self] = TRUE]");
    finParts.push("pc' = [pc EXCEPT ![self] = \"Done\"]", unchanged(withFlag ? ["flag", "pc"] : ["pc"]));
    defs.push(`fin(self) == ${conj(13, finParts)}`);
    labels.push("fin");
    defs.push(`w(self) == ${labels.map((l) => `${l}(self)`).join(" \\/ ")}`);
    const total = `${nProcs * k}`;
    if (withMain) {
      const assert = this.chance(0.6);
      if (assert) this.use("assert");
      defs.push(
        `m1 == ${conj(7, [
          'pc[' + mainId + '] = "m1"',
          "\\A q \\in Procs : flag[q]",
          ...(assert ? [`Assert(cnt ${this.pick([">=", "="])} ${total}, \n                 "Failure of assertion at line 40, column 9.")`] : []),
          `pc' = [pc EXCEPT ![${mainId}] = "Done"]`,
          unchanged(["pc"]),
        ])}`,
      );
      defs.push("main == m1");
    }
    const next = ["main", "(\\E self \\in ProcSet: inc(self))", "(\\E self \\in Procs: w(self))"].filter((d) => withMain || d !== "main");
    if (terminating) {
      defs.push("(* Allow infinite stuttering to prevent deadlock on termination. *)\nTerminating == /\\ \\A self \\in ProcSet: pc[self] = \"Done\"\n               /\\ UNCHANGED vars");
      next.push("Terminating");
    }
    defs.push(`Next == ${next.join("\n           \\/ ")}`);
    // Fairness as pcal.trans writes it for `fair process` / `fair+ process`.
    const fairness = this.pick(["none", "wf", "wf", "sf", "next", "mixed"]);
    const fair: string[] = [];
    if (fairness === "wf" || fairness === "sf" || fairness === "mixed") {
      const kind = fairness === "sf" ? "SF" : "WF";
      this.use(`${kind} per process`);
      fair.push(`\\A self \\in Procs : ${kind}_vars(w(self)) /\\ ${kind}_vars(inc(self))`);
      if (withMain && this.chance(0.7)) fair.push(`${fairness === "mixed" ? "SF" : "WF"}_vars(main)`);
      if (fairness === "mixed") fair[0] = `\\A self \\in Procs : SF_vars(w(self)) /\\ WF_vars(inc(self))`;
    } else if (fairness === "next") {
      this.use("WF Next");
      fair.push("WF_vars(Next)");
    }
    defs.push(`Spec == /\\ Init /\\ [][Next]_vars${fair.map((f) => `\n        /\\ ${f}`).join("")}`);
    defs.push("Termination == <>(\\A self \\in ProcSet: pc[self] = \"Done\")");
    defs.push("\\* END TRANSLATION");

    // Checks.
    const invariants: string[] = [];
    const props: string[] = [];
    const pool: [string, string, "inv" | "prop", string][] = [
      ["TypeOK", `TypeOK == /\\ cnt \\in 0..${nProcs * (k * 2 + 1)}\n          /\\ i \\in [Procs -> 0..${k}]`, "inv", "TypeOK"],
      ["CntBound", `CntBound == cnt <= ${this.pick([total, `${nProcs * k - 1}`])}`, "inv", "bound invariant"],
      ["StackBound", "StackBound == \\A self \\in ProcSet : Len(stack[self]) <= 1", "inv", "stack invariant"],
      ["InProc", `InProc == \\A self \\in Procs : pc[self] \\in {"inc_read", "inc_write"} => Head(stack[self]).procedure = "inc"`, "inv", "stack invariant"],
      ["NoRace", `NoRace == Cardinality({self \\in Procs : pc[self] = "inc_write"}) <= 1`, "inv", "pc invariant"],
      ["Termination", "", "prop", "Termination"],
      ["Reached", `Reached == <>(cnt = ${total})`, "prop", "<> property"],
      ["Settles", `Settles == <>[](cnt = ${total})`, "prop", "<>[] property"],
      ["Progress", `Progress == \\A self \\in Procs : (pc[self] = "loop") ~> (pc[self] = "Done")`, "prop", "~> per process"],
      ["Monotone", "Monotone == [][cnt' >= cnt]_cnt", "prop", "action property"],
      ["EnabledW", `EnabledW == []<>(\\A self \\in Procs : ~ENABLED w(self))`, "prop", "ENABLED in a property"],
    ];
    const needsCardinality = { value: false };
    for (const [name, def, where, feature] of pool) {
      if (!this.chance(where === "inv" ? 0.2 : 0.3)) continue;
      if (def !== "") defs.push(def);
      if (name === "NoRace") needsCardinality.value = true;
      (where === "inv" ? invariants : props).push(name);
      this.use(feature);
    }
    if (props.length === 0 && fair.length > 0 && this.chance(0.7)) {
      props.push("Termination");
      this.use("Termination");
    }
    const cfgExtra: string[] = [];
    if (!intProcs && !withMain && this.chance(props.length === 0 ? 0.5 : 0.1)) {
      this.use("SYMMETRY");
      defs.push("Perms == Permutations(Procs)");
      cfgExtra.push("SYMMETRY Perms");
    }
    if (this.chance(0.15)) {
      this.use("ALIAS");
      defs.push("Alias == [counter |-> cnt, labels |-> pc, depth |-> [self \\in ProcSet |-> Len(stack[self])]]");
      cfgExtra.push("ALIAS Alias");
    }

    const tla = [
      `---- MODULE ${moduleName} ----`,
      `\\* difftest pluscal seed ${this.seed}`,
      `EXTENDS Naturals, Sequences, TLC${needsCardinality.value ? ", FiniteSets" : ""}`,
      "CONSTANTS Procs, defaultInitValue",
      "",
      "\\* BEGIN TRANSLATION",
      `VARIABLES ${vars.join(", ")}`,
      "",
      `vars == << ${vars.join(", ")} >>`,
      "",
      `ProcSet == ${procSet}`,
      "",
      `Init == ${conj(8, init)}`,
      "",
      ...defs.flatMap((d) => [d, ""]),
      "====",
      "",
    ].join("\n");
    const procs = intProcs ? `{${Array.from({ length: nProcs }, (_, j) => `${j + 1}`).join(", ")}}` : `{${Array.from({ length: nProcs }, (_, j) => `p${j + 1}`).join(", ")}}`;
    const cfg = [
      "CONSTANTS",
      `  Procs = ${procs}`,
      "  defaultInitValue = defaultInitValue",
      "SPECIFICATION Spec",
      ...(invariants.length ? [`INVARIANT ${invariants.join(" ")}`] : []),
      ...(props.length ? [`PROPERTY ${props.join(" ")}`] : []),
      ...cfgExtra,
      ...(deadlock ? [] : ["CHECK_DEADLOCK FALSE"]),
      "",
    ].join("\n");
    return { seed: this.seed, module: moduleName, tla, cfg, features: [...this.features].sort() };
  }
}

export function generatePlusCal(seed: number): GeneratedSpec {
  return new PlusCalGenerator(seed).spec();
}
