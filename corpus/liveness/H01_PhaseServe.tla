---------------------------- MODULE H01_PhaseServe ----------------------------
(* Hand-derived: WF vs SF. phase cycles 0 -> 1 -> 2 -> 0 (Tick, always enabled);
   Serve is enabled only at phase 2 while not served. States: phase in 0..2 x
   served in BOOLEAN = 6, all reachable.
   - SpecWF: Served violated. The cycle (0,F) -> (1,F) -> (2,F) -> back to state 1
     takes Tick forever (WF Tick met) and Serve is disabled at phases 0 and 1, so
     it is never continuously enabled (WF Serve met). Stuttering anywhere is unfair
     (Tick enabled), so the lasso loops back.
   - SpecSF: Served holds. Any fair behaviour ticks forever, so Serve is enabled
     infinitely often while not served; SF forces it. *)
EXTENDS Naturals
VARIABLES phase, served
vars == <<phase, served>>
Init == phase = 0 /\ served = FALSE
Tick == phase' = (phase + 1) % 3 /\ UNCHANGED served
Serve == phase = 2 /\ ~served /\ served' = TRUE /\ UNCHANGED phase
Next == Tick \/ Serve
SpecWF == Init /\ [][Next]_vars /\ WF_vars(Tick) /\ WF_vars(Serve)
SpecSF == Init /\ [][Next]_vars /\ WF_vars(Tick) /\ SF_vars(Serve)
Served == <>served
=============================================================================
