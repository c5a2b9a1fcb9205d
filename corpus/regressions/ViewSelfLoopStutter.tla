------------------------------ MODULE ViewSelfLoopStutter ------------------------------
(* VIEW and temporal properties: a successor with the current state's view is the   *)
(* behaviour graph's only step s -> s. TLC files the stuttering step last among the *)
(* successors of the same fingerprint (Worker.doNextCheckLiveness, SetOfStates), so *)
(* the first such successor's labels win and the true stuttering step is dropped:   *)
(* under VIEW x, Flip is the only self-loop, <<Flip>>_vars holds on it, and          *)
(* []<><<Flip>>_vars passes although stuttering forever violates it (it does without *)
(* VIEW, ViewSelfLoopStutterNoView). docs/semantics.md, "VIEW and temporal           *)
(* properties". Expected (TLC), per model: corpus/regressions/expected.json           *)
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
Flip == y' = 1 - y /\ x' = x
Spec == Init /\ [][Flip]_vars
Prop == []<><<Flip>>_vars
View == x
=======================================================================================
