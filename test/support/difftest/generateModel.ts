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

import type { GeneratedSpec } from "./generate.js";
import { Draws, moduleName } from "./generate.js";

/** The parts of a model being drawn, which the shape drawers add to. */
interface ModelParts {
  vars: string[];
  acts: { name: string; param: boolean; body: string }[];
  next: string[];
  modules: string[];
  defs: string[];
  invariants: string[];
  props: string[];
  fairness: string[];
  cfgExtra: string[];
  files: Record<string, string>;
}

class ModelGenerator extends Draws {
  constructor(readonly seed: number) {
    super(seed ^ 0x5eed_0dd);
  }

  /**
   * Adds the drawn actions `newActs` over the new variables `added`: the actions drawn before
   * leave those alone, each new one leaves the others alone, and gets WF or SF with probability
   * `pFair` (`bothWays`: a quantified one written `\A p : WF(A(p))` or `WF(\E p : A(p))`).
   */
  addActions(
    model: ModelParts,
    newActs: readonly { name: string; param: boolean; body: string; changed: string[] }[],
    added: readonly string[],
    pFair: number,
    what: string,
    bothWays: boolean,
  ): void {
    const { acts, next, vars, fairness } = model;
    const keep = ` /\\ UNCHANGED <<${added.join(", ")}>>`;
    for (const a of acts) a.body += keep;
    vars.push(...added);
    for (const a of newActs) {
      const kept = vars.filter((v) => !a.changed.includes(v));
      acts.push({ name: a.name, param: a.param, body: a.body + (kept.length ? ` /\\ UNCHANGED <<${kept.join(", ")}>>` : "") });
      next.push(a.param ? `(\\E p \\in Procs : ${a.name}(p))` : a.name);
      if (this.chance(pFair)) {
        const kind = this.chance(0.35) ? "SF" : "WF";
        this.use(`${kind} on a ${what}`);
        const all = `(\\A p \\in Procs : ${kind}_vars(${a.name}(p)))`;
        fairness.push(a.param ? (bothWays ? this.pick([all, `${kind}_vars(\\E p \\in Procs : ${a.name}(p))`]) : all) : `${kind}_vars(${a.name})`);
      }
    }
  }

  printedValues(modules: string[], defs: string[], invariants: string[], cfgExtra: string[], mixed: string, withQueue: boolean): void {
    this.use("community and TLC values printed");
    for (const m of ["Bags", "SequencesExt", "Functions", "Folds", "FiniteSetsExt"]) if (!modules.includes(m)) modules.push(m);
    defs.push(printedValuesDefs(mixed, withQueue));
    if (!cfgExtra.some((l) => l.startsWith("ALIAS"))) cfgExtra.push("ALIAS Shown");
    defs.push(`MixedSmall == Len(Shown.order) < ${this.int(1, 3)} /\\ BagCardinality(Shown.bag) <= Cardinality(Procs)`);
    invariants.push("MixedSmall");
  }

  /**
   * Network shapes of public protocol models, added to a finished model: new variables (every
   * action drawn before gets their UNCHANGED), actions, invariants, properties and fairness.
   * FIFO channels (`[Procs -> Seq(..)]`, Append/Head/Tail), a bag of messages as a function to
   * counts (`@@ (m :> 1)` and EXCEPT, or Bags' (+)/(-)), a network as a set of records of several
   * shapes (Paxos' 1a/1b), SUBSET quorums, a leader chosen in Init, a consensus refinement
   * through INSTANCE .. WITH, SF on the new sub-actions, []<> and <>[] over the new variables.
   */
  protocolShapes(model: ModelParts): { init: string[]; head: string[] } {
    const { vars, acts, next, modules, defs, invariants, props, fairness, cfgExtra, files } = model;
    this.use("protocol shapes");
    const all = ["fifo", "bag", "network", "quorum"] as const;
    const kinds: string[] = all.filter(() => this.chance(0.4));
    if (kinds.length === 0) kinds.push(this.pick(all));
    if (kinds.length > 2) kinds.length = 2;
    const withLeader = this.chance(0.5);
    const added: string[] = [];
    const init: string[] = [];
    /** Definitions the actions use, written before them. */
    const head: string[] = [];
    const newActs: { name: string; param: boolean; body: string; changed: string[] }[] = [];
    const propPool: [string, string, string][] = [];
    const invPool: [string, string, string][] = [];
    if (withLeader) {
      this.use("CHOOSE in Init");
      added.push("leader");
      init.push(this.pick(["leader = CHOOSE r \\in Procs : TRUE", "leader = CHOOSE r \\in Procs \\cup {NoOne} : r # NoOne", "leader \\in {CHOOSE r \\in Procs : TRUE, NoOne}"]));
      if (this.chance(0.3)) newActs.push({ name: "Elect", param: false, body: "\\E r \\in Procs \\ {leader} : leader' = r", changed: ["leader"] });
    }
    const target = withLeader ? "leader" : "r";
    for (const kind of kinds) {
      if (kind === "fifo") {
        this.use("FIFO channels");
        added.push("chan");
        init.push("chan = [r \\in Procs |-> <<>>]");
        const bound = this.int(1, 2);
        const msg = this.pick(["p", "[from |-> p]", "<<p, \"m\">>"]);
        const from = msg === "p" ? "Head(chan[p])" : msg.startsWith("[") ? "Head(chan[p]).from" : "Head(chan[p])[1]";
        const send = withLeader
          ? `p # leader /\\ leader \\in Procs /\\ Len(chan[leader]) < ${bound} /\\ chan' = [chan EXCEPT ![leader] = Append(@, ${msg})]`
          : `\\E r \\in Procs \\ {p} : Len(chan[r]) < ${bound} /\\ chan' = [chan EXCEPT ![r] = Append(@, ${msg})]`;
        newActs.push({ name: "Send", param: true, body: send, changed: ["chan"] });
        const bumps = this.chance(0.4);
        newActs.push({
          name: "Recv",
          param: true,
          body: `chan[p] # <<>> /\\ ${from} # p /\\ chan' = [chan EXCEPT ![p] = Tail(@)]${bumps ? " /\\ x' = (IF x = 0 THEN 1 ELSE 0)" : ""}`,
          changed: bumps ? ["chan", "x"] : ["chan"],
        });
        invPool.push(["ChanBound", `ChanBound == \\A r \\in Procs : Len(chan[r]) < ${this.int(1, bound)}`, "FIFO invariant"]);
        const sender = (e: string): string => (msg === "p" ? e : msg.startsWith("[") ? `${e}.from` : `${e}[1]`);
        invPool.push(["NoSelfMsg", `NoSelfMsg == \\A r \\in Procs : \\A i \\in 1..Len(chan[r]) : ${sender("chan[r][i]")} # r`, "FIFO invariant"]);
        propPool.push(["ChanDrains", "ChanDrains == []<>(\\A r \\in Procs : chan[r] = <<>>)", "[]<> over channels"]);
        propPool.push(["ChanQuiet", "ChanQuiet == <>[](chan = [r \\in Procs |-> <<>>])", "<>[] over channels"]);
      } else if (kind === "bag") {
        const bags = this.chance(0.4);
        this.use(bags ? "message bag (Bags)" : "message bag as a function to counts");
        if (bags && !modules.includes("Bags")) modules.push("Bags");
        added.push("net");
        init.push(bags && this.chance(0.5) ? "net = EmptyBag" : "net = [m \\in {} |-> 0]");
        const msg = `[to |-> ${withLeader ? "leader" : "p"}, tag |-> "${this.pick(["ack", "vote"])}"]`;
        const copies = this.int(1, 2);
        const add = bags
          ? `CopiesIn(m, net) < ${copies} /\\ net' = net (+) SetToBag({m})`
          : `(IF m \\in DOMAIN net THEN net[m] < ${copies} ELSE TRUE) /\\ net' = (IF m \\in DOMAIN net THEN [net EXCEPT ![m] = @ + 1] ELSE net @@ (m :> 1))`;
        newActs.push({ name: "PostMsg", param: true, body: `LET m == ${msg} IN ${add}`, changed: ["net"] });
        const take = bags ? "net' = net (-) SetToBag({m})" : "net' = (IF net[m] = 1 THEN [k \\in DOMAIN net \\ {m} |-> net[k]] ELSE [net EXCEPT ![m] = @ - 1])";
        newActs.push({ name: "Consume", param: false, body: `\\E m \\in DOMAIN net : ${take}`, changed: ["net"] });
        invPool.push(["BagPositive", "BagPositive == \\A m \\in DOMAIN net : net[m] > 0", "bag invariant"]);
        invPool.push(["BagSmall", `BagSmall == ${bags ? "BagCardinality(net)" : "FoldFunction(LAMBDA a, b : a + b, 0, net)"} < ${this.int(1, 3)}`, "bag invariant"]);
        if (!bags && !modules.includes("Functions")) modules.push("Functions");
        propPool.push(["BagEmpties", "BagEmpties == []<>(DOMAIN net = {})", "[]<> over a bag"]);
      } else if (kind === "network") {
        this.use("network of records of several shapes");
        added.push("network");
        init.push("network = {}");
        const limit = this.int(2, 3);
        newActs.push({ name: "Phase1a", param: false, body: `Cardinality(network) < ${limit} /\\ network' = network \\cup {[type |-> "1a", bal |-> x]}`, changed: ["network"] });
        newActs.push({
          name: "Phase1b",
          param: true,
          body: `\\E m \\in network : m.type = "1a" /\\ Cardinality(network) < ${limit} /\\ network' = network \\cup {[type |-> "1b", acc |-> p, bal |-> m.bal]}`,
          changed: ["network"],
        });
        invPool.push(["PromiseOk", "PromiseOk == \\A m \\in {n \\in network : n.type = \"1b\"} : \\E a \\in network : a.type = \"1a\" /\\ a.bal = m.bal", "network invariant"]);
        invPool.push(["NoPromise", `NoPromise == ~\\E m \\in network : m.type = "1b" /\\ m.acc = ${withLeader ? "leader" : "CHOOSE r \\in Procs : TRUE"}`, "network invariant"]);
        propPool.push(["Promised", "Promised == <>(\\E m \\in network : m.type = \"1b\")", "<> over a network"]);
      } else {
        this.use("SUBSET quorums");
        added.push("voted", "decided");
        init.push("voted = {}", "decided = FALSE");
        head.push("Quorum == {Q \\in SUBSET Procs : Cardinality(Q) * 2 > Cardinality(Procs)}");
        newActs.push({ name: "Vote", param: true, body: `p \\notin voted${this.chance(0.4) ? ` /\\ pc[p] # "idle"` : ""} /\\ voted' = voted \\cup {p}`, changed: ["voted"] });
        const enough = this.chance(0.2) ? "Q \\cap voted # {}" : "Q \\subseteq voted";
        newActs.push({ name: "Decide", param: false, body: `~decided /\\ \\E Q \\in Quorum : ${withLeader ? "leader \\in Q /\\ " : ""}${enough} /\\ decided' = TRUE`, changed: ["decided"] });
        invPool.push(["DecidedSafe", "DecidedSafe == decided => \\E Q \\in Quorum : Q \\subseteq voted", "quorum invariant"]);
        invPool.push(["QuorumsMeet", "QuorumsMeet == \\A Q1, Q2 \\in Quorum : Q1 \\cap Q2 # {}", "constant invariant"]);
        propPool.push(["Decides", "Decides == <>decided", "<> decided"]);
        propPool.push(["StaysDecided", "StaysDecided == <>[]decided", "<>[] decided"]);
        if (this.chance(0.4)) {
          this.use("consensus refinement through INSTANCE WITH");
          const value = withLeader ? "{leader} \\cap Procs" : "{CHOOSE v \\in Procs : TRUE}";
          defs.push(`Agreed == INSTANCE ConsensusSpec WITH Value <- Procs, chosen <- IF decided THEN ${value} ELSE {}`);
          defs.push("AgreedSpec == Agreed!CSpec");
          props.push("AgreedSpec");
          const live = this.chance(0.3);
          files["ConsensusSpec.tla"] =
            ["---- MODULE ConsensusSpec ----", "EXTENDS FiniteSets", "CONSTANT Value", "VARIABLE chosen", "CInit == chosen = {}", "CNext == chosen = {} /\\ \\E v \\in Value : chosen' = {v}", `CSpec == CInit /\\ [][CNext]_chosen${live ? " /\\ WF_chosen(CNext)" : ""}`, "===="].join("\n") + "\n";
        }
      }
    }
    this.addActions(model, newActs, added, 0.45, "protocol action", false);
    this.takeSome(invPool, 0.35, defs, invariants);
    this.takeSome(propPool, 0.35, defs, props);
    if (this.chance(0.15)) {
      this.use("VIEW over the network");
      const i = cfgExtra.findIndex((l) => l.startsWith("VIEW"));
      if (i >= 0) cfgExtra.splice(i, 1);
      defs.push(`NetView == <<pc, owner, ${added.join(", ")}>>`);
      cfgExtra.push("VIEW NetView");
    }
    return { init, head };
  }

  /**
   * State shapes of public models (tlaplus/Examples) the other draws never make, added to a
   * finished model like protocolShapes: a function of functions updated by nested EXCEPT paths
   * (`![p][q]`, `![p] = [@ EXCEPT ..]`, two paths in one EXCEPT), a sequence of records
   * (Append, SubSeq, SelectSeq, \o; a RECURSIVE operator over it), a function into strings
   * chosen in Init from a set of functions (CHOOSE / \in over [Procs -> {..}]) and checked by
   * membership in that set, CHOOSE over a set of records in an invariant, and counters through
   * a nested INSTANCE (the model instantiates Pair, which instantiates Counter twice), with
   * WF/SF over quantified actions and over the instance's action, properties over all of them.
   */
  stateShapes(model: ModelParts, k: number): { init: string[]; head: string[] } {
    const { vars, acts, next, modules, defs, invariants, props, fairness, files } = model;
    this.use("state shapes");
    const all = ["nested", "log", "modes", "counters"] as const;
    const kinds: string[] = all.filter(() => this.chance(0.35));
    if (kinds.length === 0) kinds.push(this.pick(all));
    if (kinds.length > 2) kinds.length = 2;
    const added: string[] = [];
    const init: string[] = [];
    const head: string[] = [];
    const newActs: { name: string; param: boolean; body: string; changed: string[] }[] = [];
    const invPool: [string, string, string][] = [];
    const propPool: [string, string, string][] = [];
    for (const kind of kinds) {
      if (kind === "nested") {
        this.use("function of functions, nested EXCEPT");
        added.push("votes");
        init.push(this.chance(0.7) ? "votes = [r \\in Procs |-> [s \\in Procs |-> FALSE]]" : "votes \\in {[r \\in Procs |-> [s \\in Procs |-> b]] : b \\in BOOLEAN}");
        newActs.push({ name: "Cast", param: true, body: "\\E r \\in Procs \\ {p} : ~votes[p][r] /\\ votes' = [votes EXCEPT ![p][r] = TRUE]", changed: ["votes"] });
        newActs.push({
          name: "Retract",
          param: true,
          body: this.pick([
            "\\E r \\in Procs : votes[p][r] /\\ votes' = [votes EXCEPT ![p] = [@ EXCEPT ![r] = FALSE]]",
            "\\E r \\in Procs : votes[p][r] /\\ votes' = [votes EXCEPT ![p][r] = FALSE, ![r][p] = FALSE]",
            "votes[p] # [s \\in Procs |-> FALSE] /\\ votes' = [votes EXCEPT ![p] = [s \\in Procs |-> FALSE]]",
          ]),
          changed: ["votes"],
        });
        invPool.push(["VotesTyped", "VotesTyped == votes \\in [Procs -> [Procs -> BOOLEAN]]", "membership in a set of functions of functions"]);
        invPool.push(["FewVotes", `FewVotes == \\A r \\in Procs : Cardinality({s \\in Procs : votes[r][s]}) < ${this.int(1, 2)}`, "nested function invariant"]);
        invPool.push(["NoMutual", "NoMutual == \\A r, s \\in Procs : ~(votes[r][s] /\\ votes[s][r])", "nested function invariant"]);
        propPool.push(["AllVoted", "AllVoted == <>(\\E r \\in Procs : \\A s \\in Procs \\ {r} : votes[r][s])", "<> over nested functions"]);
        propPool.push(["VotesClear", "VotesClear == []<>(\\A r, s \\in Procs : ~votes[r][s])", "[]<> over nested functions"]);
      } else if (kind === "log") {
        this.use("sequence of records");
        added.push("hist");
        init.push("hist = <<>>");
        const len = this.int(2, 3);
        head.push("RECURSIVE CountBy(_, _)", "CountBy(s, r) == IF s = <<>> THEN 0 ELSE (IF Head(s).who = r THEN 1 ELSE 0) + CountBy(Tail(s), r)");
        newActs.push({ name: "Record", param: true, body: `Len(hist) < ${len} /\\ hist' = Append(hist, [who |-> p, at |-> x, tag |-> pc[p]])`, changed: ["hist"] });
        newActs.push({
          name: "Compact",
          param: false,
          body: this.pick([
            "hist # <<>> /\\ hist' = SubSeq(hist, 2, Len(hist))",
            "hist # <<>> /\\ hist' = SelectSeq(hist, LAMBDA e : e.who # Head(hist).who)",
            "Len(hist) > 1 /\\ hist' = <<hist[Len(hist)]>> \\o SubSeq(hist, 1, Len(hist) - 1)",
          ]),
          changed: ["hist"],
        });
        invPool.push(["HistShort", `HistShort == Len(hist) < ${this.int(1, len)}`, "sequence of records invariant"]);
        invPool.push(["HistFair", "HistFair == \\A r \\in Procs : CountBy(hist, r) < 2", "RECURSIVE operator invariant"]);
        invPool.push(["HistTyped", `HistTyped == hist \\in Seq([who : Procs, at : 0..${k - 1}, tag : {"idle", "wait", "cs"}])`, "membership in Seq of records"]);
        propPool.push(["HistEmpties", "HistEmpties == []<>(hist = <<>>)", "[]<> over a sequence of records"]);
      } else if (kind === "modes") {
        this.use("function into strings chosen from a set of functions");
        added.push("mode");
        init.push(
          this.pick([
            "mode = CHOOSE f \\in [Procs -> {\"on\", \"off\"}] : \\E r \\in Procs : f[r] = \"on\"",
            "mode \\in {f \\in [Procs -> {\"on\", \"off\"}] : \\A r \\in Procs : f[r] = \"off\" \\/ r = CHOOSE s \\in Procs : TRUE}",
            "mode = [r \\in Procs |-> \"off\"]",
          ]),
        );
        newActs.push({ name: "Toggle", param: true, body: "mode' = [mode EXCEPT ![p] = IF @ = \"on\" THEN \"off\" ELSE \"on\"]", changed: ["mode"] });
        invPool.push(["ModeTyped", "ModeTyped == mode \\in [Procs -> {\"on\", \"off\"}]", "membership in a set of functions into strings"]);
        invPool.push(["SomeOff", "SomeOff == \\E r \\in Procs : mode[r] = \"off\"", "function into strings invariant"]);
        invPool.push([
          "FirstOn",
          "FirstOn == LET on == {[id |-> r, m |-> mode[r]] : r \\in Procs} IN (CHOOSE e \\in on : TRUE).m = \"off\"",
          "CHOOSE over a set of records",
        ]);
        propPool.push(["ModeSettles", "ModeSettles == <>[](\\A r \\in Procs : mode[r] = \"on\")", "<>[] over a function into strings"]);
      } else {
        this.use("nested INSTANCE");
        added.push("ca", "cb");
        const lim = this.int(1, 2);
        init.push("Cnt!PInit");
        head.push(`Cnt == INSTANCE Pair WITH a <- ca, b <- cb, Lim <- ${lim}`);
        newActs.push({ name: "Tally", param: false, body: "Cnt!PStep", changed: ["ca", "cb"] });
        if (this.chance(0.4)) newActs.push({ name: "Drain", param: false, body: "Cnt!Both /\\ ca' = 0 /\\ cb' = cb", changed: ["ca", "cb"] });
        invPool.push(["NotBoth", "NotBoth == ~Cnt!Both", "nested INSTANCE invariant"]);
        invPool.push(["CntTyped", `CntTyped == Cnt!A!Typed /\\ Cnt!B!Typed`, "nested INSTANCE invariant"]);
        propPool.push(["CntDone", "CntDone == <>Cnt!Both", "<> through a nested INSTANCE"]);
        propPool.push(["CntStays", "CntStays == <>[]Cnt!Both", "<>[] through a nested INSTANCE"]);
        files["Counter.tla"] = ["---- MODULE Counter ----", "EXTENDS Naturals", "CONSTANT Lim", "VARIABLE c", "CInit == c = 0", "CStep == c < Lim /\\ c' = c + 1", "Done == c = Lim", "Typed == c \\in 0..Lim", "===="].join("\n") + "\n";
        files["Pair.tla"] =
          [
            "---- MODULE Pair ----",
            "EXTENDS Naturals",
            "CONSTANT Lim",
            "VARIABLES a, b",
            "A == INSTANCE Counter WITH c <- a",
            "B == INSTANCE Counter WITH c <- b, Lim <- Lim + 1",
            "PInit == A!CInit /\\ B!CInit",
            "PStep == (A!CStep /\\ UNCHANGED b) \\/ (B!CStep /\\ UNCHANGED a)",
            "Both == A!Done /\\ B!Done",
            "====",
          ].join("\n") + "\n";
      }
    }
    if (!modules.includes("FiniteSets")) modules.push("FiniteSets");
    this.addActions(model, newActs, added, 0.4, "state-shape action", true);
    this.takeSome(invPool, 0.35, defs, invariants);
    this.takeSome(propPool, 0.3, defs, props);
    return { init, head };
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
    this.takeSome(propPool, 0.2, defs, props);
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
    // Drawn last (a seed that does not draw it keeps its text): the network shapes of public
    // protocol models (tlaplus/Examples' Paxos, Raft, EWD): FIFO channels, message bags,
    // networks of records of several shapes, SUBSET quorums, CHOOSE in Init, their refinement.
    const protocolFiles: Record<string, string> = {};
    if (this.chance(0.4)) {
      const shapes = this.protocolShapes({ vars, acts, next, modules, defs, invariants, props, fairness, cfgExtra, files: protocolFiles });
      const last = initLines.length - 1;
      initLines.splice(last, 1, ...shapes.head, `InitNet ==`, ...shapes.init.map((c) => `  /\\ ${c}`), `${initLines[last]} /\\ InitNet`);
    }
    // Drawn after the protocol shapes (a seed that does not draw it keeps its text): state
    // shapes of public models the draws above never make (GeneratedSpec keeps both files).
    if (this.chance(0.35)) {
      const more = this.stateShapes({ vars, acts, next, modules, defs, invariants, props, fairness, cfgExtra, files: protocolFiles }, k);
      const last = initLines.length - 1;
      initLines.splice(last, 1, ...more.head, `InitMore ==`, ...more.init.map((c) => `  /\\ ${c}`), `${initLines[last]} /\\ InitMore`);
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
    const files = { ...(instance.length ? { "LockSpec.tla": [...lockSpec, "===="].join("\n") + "\n" } : {}), ...protocolFiles };
    const extraFiles = Object.keys(files).length ? files : undefined;
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
