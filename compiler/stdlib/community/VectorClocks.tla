----------------------------- MODULE VectorClocks -----------------------------
(***************************************************************************)
(* Logs ordered by vector clocks.  Shipped with tla2ts (the                *)
(* CommunityModules' VectorClocks); CausalOrder runs natively, as TLC's    *)
(* Java override (a topological sort of the log).                          *)
(***************************************************************************)
EXTENDS Naturals, Sequences, Functions

LOCAL concurrent(v1, v2) ==
  \E i, j \in DOMAIN v1 : i # j /\ v1[i] < v2[i] /\ v1[j] > v2[j]

LOCAL happenedBefore(v1, v2) ==
  /\ \A i \in DOMAIN v1 : v1[i] <= v2[i]
  /\ \E i \in DOMAIN v1 : v1[i] < v2[i]

IsCausalOrder(log, clock(_)) ==
  \A i \in 1..Len(log) : \A j \in 1..(i - 1) :
    LET D == DOMAIN clock(log[i]) \cup DOMAIN clock(log[j])
        Fill(c) == [d \in D |-> IF d \in DOMAIN c THEN c[d] ELSE 0]
    IN happenedBefore(Fill(clock(log[j])), Fill(clock(log[i])))
         \/ concurrent(Fill(clock(log[j])), Fill(clock(log[i])))

CausalOrder(log, clock(_), node(_), domain(_)) ==
  CHOOSE newlog \in {f \in [1..Len(log) -> Range(log)] : Range(f) = Range(log)} :
    IsCausalOrder(newlog, clock)
=============================================================================
