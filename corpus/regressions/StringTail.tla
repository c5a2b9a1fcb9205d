---- MODULE StringTail ----
\* TLC's Tail override takes a string (Head does not): the rest after its first character.
EXTENDS Naturals, Sequences, TLC
VARIABLE s
ASSUME PrintT(Tail("abc"))
Init == s = "abc"
Next == s # "" /\ s' = Tail(s)
Inv == s # ""
====
