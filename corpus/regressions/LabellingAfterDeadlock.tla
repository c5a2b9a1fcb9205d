---- MODULE LabellingAfterDeadlock ----
\* A deadlocked state whose liveness labelling raises: TLC's Worker reports the
\* deadlock first, then the labelling's positions (difftest --rich seed 2180).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = "a"
Next == x < 2 /\ x' = x + 1 /\ y' = IF x = 1 THEN FALSE ELSE y
Odd(v) == v = <<1>>
Spec == Init /\ [][Next]_<<x, y>>
Live == <>[](x = 2 => Odd(y))
====
