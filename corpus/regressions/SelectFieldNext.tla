---- MODULE SelectFieldNext ----
\* `y.a` on an integer while computing successors: TLC's RuntimeException (exit 75)
\* with the location, then the nested positions.
EXTENDS Integers
VARIABLE y
Init == y = 0
Next == y' = IF y < 2 THEN y + 1 ELSE y.a
====
