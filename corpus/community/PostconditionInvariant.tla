----------------------- MODULE PostconditionInvariant -----------------------
(***************************************************************************)
(* TLC evaluates POSTCONDITION after an invariant violation too, with     *)
(* TLCExt!CounterExample the behaviour: states as ALIAS records, steps    *)
(* with the action's name, location and formal parameters.  What it      *)
(* prints and its verdict follow the trace (PostconditionInvariant.out is *)
(* TLC's output; exit 12).                                                *)
(***************************************************************************)
EXTENDS Naturals, Sequences, FiniteSets, TLC, TLCExt
VARIABLE x, y
Init == x = 0 /\ y = "a"
Step(d) == \E e \in {0} : x < 5 /\ x' = x + d + e /\ UNCHANGED y
Flip == y' = "b" /\ UNCHANGED x
Next == (\E d \in {2} : Step(d)) \/ Flip
Inv == x < 4
Alias == [xx |-> x, yy |-> y, level |-> TLCGet("level")]
Post == /\ PrintT(CounterExample)
        /\ PrintT(ToTrace(CounterExample))
        /\ PrintT(<<Len(ToTrace(CounterExample)), Cardinality(CounterExample.action)>>)
        /\ FALSE
=============================================================================
