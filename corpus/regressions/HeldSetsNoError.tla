---- MODULE HeldSetsNoError ----
\* Sets TLC holds unnormalised (literals, set maps, \cup results) where no comparison fails: same states as TLC.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y < 3
        /\ y' = y + 1
        \* TLC walks the set map as built with equals: 1 is met first, "a" never compared.
        /\ 1 \in {IF i = 1 THEN 1 ELSE "a" : i \in 1..2}
        /\ "b" \notin ({"c", "a"} \cup {"d"})
        /\ 3 \in ({2*i : i \in x} \cup {3})
        /\ x' = ((x \ {y}) \cup {y + 2}) \cup ({2*i : i \in x} \cap {4, 2, 6})
        /\ {2, 1} \ {i : i \in x} = {1, 2} \ x
====
