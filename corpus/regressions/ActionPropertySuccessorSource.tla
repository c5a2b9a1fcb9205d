---- MODULE ActionPropertySuccessorSource ----
\* an action property failing on a value the action built (a tuple literal in a record): TLC replays doNext
\* with a CallStackTool, so the successor's tuple carries its source: "unable to fingerprint", exit 75
VARIABLE v
Init == v = [a |-> 0, s |-> <<0>>]
Next == v' = [a |-> 1, s |-> <<1, 2>>]
Prop == [][v'.s # FALSE]_v
====
