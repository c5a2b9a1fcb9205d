// Random small protocol-shaped models (`--models`), the constructs real models use and the
// expression generator in generate.ts does not: a SPECIFICATION with WF/SF on sub-actions,
// temporal PROPERTYs (~>, []<>, <>[], ENABLED, action properties) that hold and that fail,
// SYMMETRY, VIEW, ALIAS, ACTION_CONSTRAINT, TLCGet("level"), model values and strings mixed
// in sets, records and sequences (TLC's printing of them in traces), community-module
// operators (FiniteSetsExt, SequencesExt, Functions, Folds), LAMBDA, higher-order operators,
// INSTANCE with substitutions, and evaluation errors on purpose. A seed gives one model.
//
// Shape: processes Procs (model values) move idle -> wait -> cs -> idle under a lock `owner`;
// a counter x, a queue q of processes, a set of messages (records of strings, model values
// and numbers) and a set `seen` of strings and model values ride along. Random guards are
// dropped or added so that mutual exclusion, starvation freedom and the rest sometimes fail.

import { seededRandom } from "../random.js";
import type { GeneratedSpec } from "./generate.js";
import { moduleName } from "./generate.js";

class ModelGenerator {
  private readonly rnd: () => number;
  private readonly features = new Set<string>();

  constructor(readonly seed: number) {
    this.rnd = seededRandom(seed ^ 0x5eed_0dd);
  }

  chance(p: number): boolean {
    return this.rnd() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)]!;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.rnd() * (hi - lo + 1));
  }
  use(f: string): void {
    this.features.add(f);
  }

  printedValues(modules: string[], defs: string[], invariants: string[], cfgExtra: string[], mixed: string, withQueue: boolean): void {
    this.use("community and TLC values printed");
    for (const m of ["Bags", "SequencesExt", "Functions", "Folds", "FiniteSetsExt"]) if (!modules.includes(m)) modules.push(m);
    defs.push(printedValuesDefs(mixed, withQueue));
    if (!cfgExtra.some((l) => l.startsWith("ALIAS"))) cfgExtra.push("ALIAS Shown");
    defs.push(`MixedSmall == Len(Shown.order) < ${this.int(1, 3)} /\\ BagCardinality(Shown.bag) <= Cardinality(Procs)`);
    invariants.push("MixedSmall");
  }

  spec(): GeneratedSpec {
    const nProcs = this.int(2, 3);
    const k = this.int(2, 3);
    const withQueue = this.chance(0.6);
    const withMsgs = this.chance(0.6);
    const withSeen = this.chance(0.5);
    const vars = ["pc", "owner", "x", ...(withQueue ? ["q"] : []), ...(withMsgs ? ["msgs"] : []), ...(withSeen ? ["seen"] : [])];
    const others = (changed: readonly string[]): string => {
      const kept = vars.filter((v) => !changed.includes(v));
      return kept.length ? ` /\\ UNCHANGED <<${kept.join(", ")}>>` : "";
    };

    const modules = ["Naturals", "Integers", "Sequences", "FiniteSets", "TLC"];
    const community = this.chance(0.5);
    if (community) modules.push("FiniteSetsExt", "SequencesExt", "Functions", "Folds");

    // Actions, each with random variations that break or keep the protocol.
    const lockGuard = this.chance(0.8);
    const exitResets = this.chance(0.85);
    const tickBounded = this.chance(0.7);
    const acts: { name: string; param: boolean; body: string }[] = [];
    const reqExtra: string[] = ["pc' = [pc EXCEPT ![p] = \"wait\"]"];
    const reqChanged = ["pc"];
    if (withQueue) {
      reqExtra.push("q' = Append(q, p)");
      reqChanged.push("q");
    }
    if (withMsgs) {
      reqExtra.push(`msgs' = msgs \\cup {[from |-> p, tag |-> "${this.pick(["req", "ping"])}", val |-> x]}`);
      reqChanged.push("msgs");
    }
    acts.push({ name: "Req", param: true, body: `pc[p] = "idle"${withQueue ? ` /\\ Len(q) < ${this.int(1, 2)}` : ""} /\\ ${reqExtra.join(" /\\ ")}${others(reqChanged)}` });

    const enterGuard = [`pc[p] = "wait"`, ...(lockGuard ? ["owner = NoOne"] : []), ...(withQueue && this.chance(0.5) ? ["q # <<>> /\\ Head(q) = p"] : [])];
    const enterSets = [`pc' = [pc EXCEPT ![p] = "cs"]`, "owner' = p"];
    const enterChanged = ["pc", "owner"];
    if (withQueue && enterGuard.some((g) => g.includes("Head(q)"))) {
      enterSets.push("q' = Tail(q)");
      enterChanged.push("q");
    }
    if (withSeen) {
      enterSets.push(this.chance(0.5) ? "seen' = seen \\cup {p}" : `seen' = seen \\cup {p, "${this.pick(["in", "cs"])}"}`);
      enterChanged.push("seen");
      this.use("strings and model values in one set");
    }
    acts.push({ name: "Enter", param: true, body: `${enterGuard.join(" /\\ ")} /\\ ${enterSets.join(" /\\ ")}${others(enterChanged)}` });

    const exitSets = [`pc' = [pc EXCEPT ![p] = "idle"]`, exitResets ? "owner' = NoOne" : "owner' = owner"];
    const exitChanged = ["pc", "owner"];
    if (this.chance(0.5)) {
      exitSets.push(`x' = (x + 1) % ${k}`);
      exitChanged.push("x");
    }
    if (withMsgs && this.chance(0.5)) {
      exitSets.push(`msgs' = {m \\in msgs : m.from # p}`);
      exitChanged.push("msgs");
    }
    acts.push({ name: "Exit", param: true, body: `pc[p] = "cs" /\\ ${exitSets.join(" /\\ ")}${others(exitChanged)}` });

    if (this.chance(0.6)) {
      acts.push({ name: "Tick", param: false, body: `${tickBounded ? `x < ${k - 1} /\\ ` : ""}x' = ${tickBounded ? "x + 1" : `(x + 1) % ${k}`}${others(["x"])}` });
    }
    if (withQueue && !enterGuard.some((g) => g.includes("Head(q)")) && this.chance(0.6)) {
      acts.push({ name: "Deq", param: false, body: `q # <<>> /\\ q' = Tail(q)${others(["q"])}` });
    }
    if (withMsgs && this.chance(0.5)) {
      this.use("\\E in action");
      acts.push({ name: "Drop", param: false, body: `\\E m \\in msgs : msgs' = msgs \\ {m}${others(["msgs"])}` });
    }
    if (this.chance(0.15)) {
      // A reset that makes every state reach the initial one again.
      acts.push({ name: "Reset", param: false, body: `\\A r \\in Procs : pc[r] = "idle" /\\ x' = 0${others(["x"])}` });
    }
    const errorOnPurpose = this.chance(0.06);
    if (errorOnPurpose) {
      this.use("evaluation error");
      acts.push(
        this.pick([
          { name: "Peek", param: false, body: `pc[owner] = "cs" /\\ x' = x${others(["x"])}` },
          { name: "Pick", param: false, body: `pc[CHOOSE r \\in Procs : pc[r] = "cs"] = "cs" /\\ x' = x${others(["x"])}` },
          { name: "Check", param: false, body: `Assert(x < ${k - 1}, "x too big") /\\ x' = x${others(["x"])}` },
        ]),
      );
    }

    const next = acts.map((a) => (a.param ? `(\\E p \\in Procs : ${a.name}(p))` : a.name));

    // Fairness.
    const fairness: string[] = [];
    const fairAct = (a: { name: string; param: boolean }, kind: string, sub: string): string =>
      a.param ? `(\\A p \\in Procs : ${kind}_${sub}(${a.name}(p)))` : `${kind}_${sub}(${a.name})`;
    const fairShape = this.pick(["none", "next", "sub", "sub", "mixed"]);
    if (fairShape === "next") {
      this.use("WF Next");
      fairness.push(`WF_vars(Next)`);
    } else if (fairShape === "sub" || fairShape === "mixed") {
      for (const a of acts) {
        if (!this.chance(0.6)) continue;
        const kind = this.chance(0.3) ? "SF" : "WF";
        this.use(`${kind} sub-action`);
        const sub = this.chance(0.8) ? "vars" : this.pick(["pc", "<<pc, owner>>"]);
        if (sub !== "vars") this.use("fairness on a sub-tuple");
        fairness.push(fairAct(a, kind, sub));
      }
      if (fairShape === "mixed") fairness.push("WF_vars(Next)");
    }

    // Definitions used by properties, invariants and the model.
    const defs: string[] = [];
    const inCs = community ? "Quantify(Procs, LAMBDA r : pc[r] = \"cs\")" : "Cardinality({r \\in Procs : pc[r] = \"cs\"})";
    if (community) this.use("community modules");
    defs.push(`InCs == ${inCs}`);
    defs.push(`MutualExclusion == InCs <= 1`);
    defs.push(`TypeOK == /\\ pc \\in [Procs -> {"idle", "wait", "cs"}] /\\ owner \\in Procs \\cup {NoOne} /\\ x \\in 0..${k - 1}`);
    if (this.chance(0.3)) {
      this.use("higher-order operator");
      defs.push("Count(S, P(_)) == Cardinality({e \\in S : P(e)})");
      defs.push(`Waiting == Count(Procs, LAMBDA r : pc[r] = "wait")`);
    } else defs.push(`Waiting == Cardinality({r \\in Procs : pc[r] = "wait"})`);
    if (this.chance(0.25)) {
      this.use("LET recursive function");
      defs.push(`SumTo(n) == LET f[i \\in 0..n] == IF i = 0 THEN 0 ELSE i + f[i - 1] IN f[n]`);
    } else defs.push("SumTo(n) == n");

    const invariants: string[] = [];
    const invPool: [string, string, string?][] = [
      ["MutualExclusion", ""],
      ["TypeOK", ""],
      ["WaitBound", `WaitBound == Waiting < ${nProcs}`],
      ["XBound", `XBound == SumTo(x) < ${this.int(1, 3)}`],
      ["OwnerInCs", `OwnerInCs == owner # NoOne => pc[owner] = "cs"`],
    ];
    if (withQueue) invPool.push(["QueueDistinct", community ? "QueueDistinct == Len(q) = Cardinality(ToSet(q))" : "QueueDistinct == Len(q) = Cardinality({q[i] : i \\in DOMAIN q})"]);
    if (withMsgs) invPool.push(["FewMsgs", `FewMsgs == Cardinality(msgs) < ${this.int(2, 3)}`]);
    if (withSeen) invPool.push(["SeenSmall", `SeenSmall == Cardinality(seen) < ${this.int(2, 3)}`]);
    if (this.chance(0.15)) invPool.push(["CanMove", `CanMove == ENABLED Next`, "ENABLED in an invariant"]);
    if (this.chance(0.05)) invPool.push(["OwnerPc", `OwnerPc == pc[owner] # "none"`, "evaluation error"]);
    for (const [name, def, feature] of invPool) {
      if (!this.chance(0.35)) continue;
      if (def) defs.push(def);
      if (feature) this.use(feature);
      invariants.push(name);
    }

    // Temporal properties.
    const props: string[] = [];
    const propPool: [string, string, string][] = [
      ["Starvation", `Starvation == \\A p \\in Procs : pc[p] = "wait" ~> pc[p] = "cs"`, "~>"],
      ["Progress", `Progress == \\E p \\in Procs : []<>(pc[p] = "cs")`, "[]<>"],
      ["InfOften", `InfOften == []<>(x = 0)`, "[]<>"],
      ["Settles", `Settles == <>[](owner = NoOne)`, "<>[]"],
      ["Reaches", `Reaches == <>(x = ${k - 1})`, "<>"],
      ["AlwaysIdle", `AlwaysIdle == \\A p \\in Procs : []<>(pc[p] = "idle")`, "[]<>"],
      ["SafeProp", `SafeProp == [](InCs <= 1)`, "[] in PROPERTY"],
      ["XSteps", `XSteps == [][x' = x \\/ x' = x + 1 \\/ x' = 0]_x`, "action property"],
      ["OwnerSteps", `OwnerSteps == [][owner = NoOne \\/ owner' = owner \\/ owner' = NoOne]_owner`, "action property"],
      ["EnabledReq", `EnabledReq == []<>(\\E p \\in Procs : ENABLED Req(p))`, "ENABLED in a property"],
      ["EventuallyStuck", `EventuallyStuck == <>[](~ENABLED Next)`, "ENABLED in a property"],
      ["LeadsIdle", `LeadsIdle == (owner # NoOne) ~> (owner = NoOne)`, "~>"],
    ];
    if (withQueue) propPool.push(["QueueDrains", `QueueDrains == []<>(q = <<>>)`, "[]<>"]);
    for (const [name, def, feature] of propPool) {
      if (!this.chance(0.2)) continue;
      defs.push(def);
      props.push(name);
      this.use(feature);
    }
    if (props.length === 0 && this.chance(0.7)) {
      const [name, def, feature] = this.pick(propPool);
      defs.push(def);
      props.push(name);
      this.use(feature);
    }

    // Model options.
    const cfgExtra: string[] = [];
    const liveness = props.length > 0;
    const constraints: string[] = [];
    if (this.chance(0.2)) {
      this.use("TLCGet level constraint");
      defs.push(`Shallow == TLCGet("level") < ${this.int(3, 6)}`);
      constraints.push("Shallow");
    }
    if (withMsgs && this.chance(0.4)) {
      this.use("CONSTRAINT");
      defs.push(`MsgBound == Cardinality(msgs) <= 2`);
      constraints.push("MsgBound");
    }
    if (this.chance(0.15)) {
      this.use("ACTION_CONSTRAINT");
      defs.push(`NoDoubleStep == ~(owner = NoOne /\\ owner' # NoOne /\\ x' # x)`);
      cfgExtra.push("ACTION_CONSTRAINT NoDoubleStep");
    }
    // TLC does not check liveness with SYMMETRY soundly (and warns); keep them apart mostly.
    if (this.chance(liveness ? 0.05 : 0.3)) {
      this.use("SYMMETRY");
      defs.push(`Perms == Permutations(Procs)`);
      cfgExtra.push("SYMMETRY Perms");
    }
    if (!liveness && this.chance(0.15)) {
      this.use("VIEW");
      defs.push(`View == <<pc, owner>>`);
      cfgExtra.push("VIEW View");
    }
    if (this.chance(0.2)) {
      this.use("ALIAS");
      defs.push(`Alias == [pc |-> pc, owner |-> owner, inCs |-> InCs, x |-> ToString(x)${withQueue ? ", q |-> q" : ""}]`);
      cfgExtra.push("ALIAS Alias");
    }
    if (this.chance(0.05)) {
      this.use("POSTCONDITION");
      defs.push(`Post == TLCGet("stats").distinct > ${this.int(3, 40)}`);
      cfgExtra.push("POSTCONDITION Post");
    }
    let instance: string[] = [];
    if (this.chance(0.15)) {
      this.use("INSTANCE with substitutions");
      // The model's own module instantiated with the lock renamed: its property is ours.
      instance = ["Lock(o) == INSTANCE LockSpec WITH lock <- o, Free <- NoOne"];
      defs.push(`LockOk == Lock(owner)!Held \\/ Lock(owner)!Idle`);
      invariants.push("LockOk");
    }

    const init = [
      `pc = [p \\in Procs |-> "idle"]`,
      this.chance(0.9) ? "owner = NoOne" : "owner \\in Procs \\cup {NoOne}",
      this.chance(0.8) ? "x = 0" : `x \\in 0..${k - 1}`,
      ...(withQueue ? ["q = <<>>"] : []),
      ...(withMsgs ? [this.chance(0.8) ? "msgs = {}" : `msgs = {[from |-> NoOne, tag |-> "boot", val |-> 0]}`] : []),
      ...(withSeen ? [this.chance(0.7) ? "seen = {}" : `seen = {"start"}`] : []),
    ];
    // Drawn after everything above, so that a seed without these keeps its text (and TLC's cached answer).
    const deadlock = this.chance(0.4);
    if (this.chance(0.3)) this.printedValues(modules, defs, invariants, cfgExtra, withSeen ? "seen" : `({"none"} \\cup {owner})`, withQueue);
    const refinement = this.chance(0.2);
    if (refinement) {
      // The lock refines an abstract one (acquire and release, release weakly fair): the
      // PROPERTY is the instantiated module's specification, as in real refinement checks.
      this.use("refinement PROPERTY through INSTANCE");
      instance.push("Abs == INSTANCE LockSpec WITH lock <- owner, Free <- NoOne");
      defs.push("AbsSpec == Abs!LSpec");
      props.push("AbsSpec");
    }
    if (props.length > 0 && invariants.length > 0 && this.chance(0.5)) {
      // Invariants stop most runs before the temporal check: half the models with properties check only those.
      this.use("properties without invariants");
      invariants.length = 0;
    }
    if (props.length > 0 && !cfgExtra.includes("VIEW View") && this.chance(0.08)) {
      this.use("VIEW with liveness");
      defs.push(`View == <<pc, owner>>`);
      cfgExtra.push("VIEW View");
    }
    // Drawn after everything above too (a seed drawing none of these keeps its text): shapes of
    // public models. Init split into definitions written as bullet lists (TLC evaluates the body
    // of SPECIFICATION's Init: the positions of an error while computing initial states), CASE
    // and EXCEPT's @ in actions, a pairwise invariant, and an error on every initial state.
    let initLines = [`Init == ${init.join(" /\\ ")}`];
    if (this.chance(0.25)) {
      this.use("Init through definitions");
      const [first, ...rest] = init;
      initLines = [`InitPc == ${first}`, "InitRest ==", ...rest.map((c) => `  /\\ ${c}`), "Init == InitPc /\\ InitRest"];
    }
    if (this.chance(0.25)) {
      this.use("CASE and EXCEPT @");
      acts.push({ name: "Flip", param: false, body: `x' = (CASE x = 0 -> ${k - 1} [] x = ${k - 1} -> 0 [] OTHER -> x + 1)${others(["x"])}` });
      acts.push({ name: "Leave", param: true, body: `pc[p] = "cs" /\\ pc' = [pc EXCEPT ![p] = IF @ = "cs" THEN "idle" ELSE @] /\\ owner' = NoOne${others(["pc", "owner"])}` });
      next.push("Flip", "(\\E p \\in Procs : Leave(p))");
    }
    if (this.chance(0.2)) {
      this.use("pairwise invariant");
      defs.push(`Pairwise == \\A i, j \\in Procs : i # j => ~(pc[i] = "cs" /\\ pc[j] = "cs")`);
      invariants.push("Pairwise");
    }
    if (this.chance(0.06)) {
      this.use("evaluation error on the initial states");
      defs.push(`FirstWaiter == (CHOOSE r \\in Procs : pc[r] = "wait") \\in Procs`);
      if (this.chance(0.5)) invariants.push("FirstWaiter");
      else constraints.push("FirstWaiter");
    }
    const tla = [
      `---- MODULE ${moduleName} ----`,
      `\\* difftest model seed ${this.seed}`,
      `EXTENDS ${modules.join(", ")}`,
      "CONSTANTS Procs, NoOne",
      `VARIABLES ${vars.join(", ")}`,
      `vars == <<${vars.join(", ")}>>`,
      "",
      ...initLines,
      ...acts.map((a) => `${a.name}${a.param ? "(p)" : ""} == ${a.body}`),
      `Next == ${next.join(" \\/ ")}`,
      `Spec == Init /\\ [][Next]_vars${fairness.map((f) => ` /\\ ${f}`).join("")}`,
      ...instance,
      ...defs,
      "====",
      "",
    ].join("\n");
    if (!deadlock) this.use("CHECK_DEADLOCK FALSE");
    const procs = Array.from({ length: nProcs }, (_, i) => `p${i + 1}`);
    const cfg = [
      "CONSTANTS",
      `  Procs = {${procs.join(", ")}}`,
      "  NoOne = NoOne",
      "SPECIFICATION Spec",
      ...(invariants.length ? [`INVARIANT ${invariants.join(" ")}`] : []),
      ...(props.length ? [`PROPERTY ${props.join(" ")}`] : []),
      ...(constraints.length ? [`CONSTRAINT ${constraints.join(" ")}`] : []),
      ...cfgExtra,
      ...(deadlock ? [] : ["CHECK_DEADLOCK FALSE"]),
      "",
    ].join("\n");
    const lockSpec = ["---- MODULE LockSpec ----", "CONSTANT Free", "VARIABLE lock", "Held == lock # Free", "Idle == lock = Free"];
    if (refinement) lockSpec.push("LInit == lock = Free", "Acquire == lock = Free /\\ lock' # Free", "Release == lock # Free /\\ lock' = Free", "LSpec == LInit /\\ [][Acquire \\/ Release]_lock /\\ WF_lock(Release)");
    const extraFiles = instance.length ? { "LockSpec.tla": [...lockSpec, "===="].join("\n") + "\n" } : undefined;
    return { seed: this.seed, module: moduleName, tla, cfg, features: [...this.features].sort(), ...(extraFiles ? { extraFiles } : {}) };
  }
}

/**
 * Values from the TLC and community modules (Bags, SequencesExt, Functions, Folds) in a
 * record shown as the ALIAS, or read by invariants: TLC's order and printing of sets
 * mixing strings and model values (SetToSeq, ToString), bags, permutations.
 */
function printedValuesDefs(mixed: string, withQueue: boolean): string {
  const inCs = `FoldFunction(LAMBDA a, b : a + b, 0, [r \\in Procs |-> IF pc[r] = "cs" THEN 1 ELSE 0])`;
  return `Shown == [order |-> SetToSeq(${mixed}), procs |-> Range(pc), inCs |-> ${inCs}, bag |-> SetToBag(Procs) (+) SetToBag({owner} \\cap Procs), text |-> ToString(${mixed}), perms |-> Cardinality(Permutations(Procs)), rev |-> ${withQueue ? "Reverse(q)" : "<<owner, \"x\">>"}]`;
}

export function generateModel(seed: number): GeneratedSpec {
  return new ModelGenerator(seed).spec();
}
