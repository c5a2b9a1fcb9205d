-- Alloy 4 macros (top-level `let`) and util/time, loaded from its 5.1 source: `dynamic`,
-- `dynamicSet` and `while` are macros, expanded where they are called (a predicate's name
-- may be an argument: `while[keep, toggle, t, t']`).

open util/time

sig Light { on: dynamic[Light] }
sig Switch { pressed: dynamicSet[Light] }

let flipped[l, t, t'] = l.on.t' != l.on.t

pred toggle[t, t': Time] { all l: Light | l in Switch.pressed.t => flipped[l, t, t'] else l.on.t' = l.on.t }
pred keep[t: Time] { some Switch.pressed.t }
pred loop[t, t': Time] { while[keep, toggle, t, t'] }

pred looping { some t, t': Time | t != t' and loop[t, t'] }
pred changes { some l: Light | l.on.first != l.on.last }
assert oneOnEachTime { all l: Light, t: Time | one l.on.t }
assert neverFlips { all l: Light, t: Time - last | not flipped[l, t, t.next] }

run looping for 3 but 4 Time expect 1
run changes for 3 but 2 Time expect 1
check oneOnEachTime for 3 expect 0
check neverFlips for 3 expect 1
