---- MODULE ActionPropertyPositions ----
\* an action property failing: positions from [A]_v down, the current value asked first, RuntimeException exit 75
VARIABLE x
Init == x = {}
Grow == x' = [val |-> 1]
P == [][<<TRUE>>_x => FALSE]_x
Next == Grow
====
