---- MODULE EnabledCutOffAbs ----
\* The abstract side of EnabledCutOff and EnabledCutOffHolds: st is replaced by an expression.
VARIABLES op, st
Init == op = "none" /\ st = "ready"
Go == st = "ready" /\ op' = "go" /\ st' = "busy"
Del == st = "ready" /\ op' = "del" /\ st' = "busy"
Gone == st = "gone" /\ op' = "del" /\ UNCHANGED st
Back == st = "busy" /\ st' = "ready" /\ UNCHANGED op
Next == Go \/ Del \/ Back
vars == <<op, st>>
\* Del is never taken by the refining spec, yet enabled infinitely often (TLC assigns st freely): violated.
DelSpec == Init /\ [][Next]_vars /\ SF_vars(Del)
\* Go's ENABLED reads st through the substitution (guard), assigns st' freely; Gone's guard never holds.
GoSpec == Init /\ [][Next]_vars /\ WF_vars(Go) /\ WF_op(Gone)
\* ENABLED in a property or an invariant (TLC's LNStateEnabled / OPCODE_en, Context.branch too).
Prop == []<>(ENABLED Del)
Prop2 == <>[](~ENABLED <<Del>>_vars)
EnInv == ENABLED Del /\ ~ENABLED (Del /\ UNCHANGED st)
====
