--------------------------- MODULE TlcGetRecords ---------------------------
(* TLCGet's counters and records as TLC gives them with one worker: the      *)
(* counters read live while a state is expanded, "level" of the state        *)
(* evaluated (a successor's in its constraint and invariants), "stats",      *)
(* "config", "revision", "spec" and "action" (TLC's unknown action outside   *)
(* the simulator). Fields describing TLC's own process (duration, install,   *)
(* seed, fingerprint) are left out: docs/semantics.md, "TLCGet's records".   *)
EXTENDS Naturals, TLC
VARIABLE x
Without(r, ks) == [k \in DOMAIN r \ ks |-> r[k]]
Init == (x \in {0, 1} \/ x = 0)
        /\ PrintT(<<"init", Without(TLCGet("stats"), {"duration"})>>)
A(n) == /\ x < 4
        /\ x' = x + n
        /\ PrintT(<<"A", n, Without(TLCGet("stats"), {"duration"}), TLCGet("level")>>)
B == x = 4 /\ x' = 0
Next == A(1) \/ B
Bound == TLCGet("level") < 4
Inv == PrintT(<<"inv", x, TLCGet("level"), TLCGet("generated"), TLCGet("distinct"), TLCGet("queue"), TLCGet("diameter"), TLCGet("action")>>)
Never == x # 4 \/ PrintT(TLCGet("spec"))
ASSUME PrintT(TLCGet("revision"))
ASSUME PrintT(Without(TLCGet("config"), {"install", "seed", "fingerprint"}))
=============================================================================
