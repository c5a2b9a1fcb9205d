---- MODULE PropertyBoxedName ----
\* A PROPERTY conjunct []e with e a zero-arity operator application is TLC's invariant named by that operator as
\* written, one level only: []Inv2 (Inv2 == Inv) is "Inv2", []I!IInv "I!IInv", []FALSE "FALSE" (violated by the
\* initial state), not the definition holding them (Prop*) nor their location. [](Inv /\ TRUE) stays "Prop".
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x
Inv == x < 2
Inv2 == Inv
I == INSTANCE PropertyBoxedNameM
PropDef == []Inv2 /\ <>(x = 1)
PropInstance == []TRUE /\ []I!IInv
PropFalse == []FALSE
PropJunction == [](Inv /\ TRUE)
====
