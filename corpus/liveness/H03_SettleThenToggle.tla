------------------------- MODULE H03_SettleThenToggle -------------------------
(* Hand-derived: <>[] vs []<>. mode goes "init" -> "run" once (Start), then
   phase toggles forever (Flip). States: ("init",0), ("run",0), ("run",1) = 3.
   WF_vars(Next): Next is enabled in every state, so stuttering is never fair.
   - RunForever (<>[](mode = "run")): holds, Start is forced and irreversible.
   - PhaseOneOften ([]<>(phase = 1)): holds, Flip is forced forever.
   - PhaseOneForever (<>[](phase = 1)): violated by the toggle cycle
     ("run",0) <-> ("run",1), a back loop.
   - InitOften ([]<>(mode = "init")): violated: every fair behaviour leaves
     "init" forever; the lasso loops back among the "run" states. *)
EXTENDS Naturals
VARIABLES mode, phase
vars == <<mode, phase>>
Init == mode = "init" /\ phase = 0
Start == mode = "init" /\ mode' = "run" /\ phase' = phase
Flip == mode = "run" /\ phase' = 1 - phase /\ mode' = mode
Next == Start \/ Flip
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
RunForever == <>[](mode = "run")
PhaseOneOften == []<>(phase = 1)
PhaseOneForever == <>[](phase = 1)
InitOften == []<>(mode = "init")
=============================================================================
