---- MODULE SeqNonSetMemberNext ----
\* <<1>> \in Seq(1) in Next: Seq keeps 1, the element's membership asks IntValue.member
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => <<1>> \in Seq(1)
====
