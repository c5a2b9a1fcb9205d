// A counter stepping through ordered states; it never runs past its limit.
open util/ordering[State]

sig State {
  value: Int,
}

fact behaviour {
  first.value = 0
  all s: State - last | let s' = s.next |
    (s.value < 3 and s'.value = plus[s.value, 1]) or (s.value = 3 and s'.value = 0)
}

pred reachesThree {
  some s: State | s.value = 3
}

assert bounded {
  all s: State | s.value >= 0 and s.value <= 3
}

assert neverThree {
  all s: State | s.value != 3
}

run reachesThree for 4 State
run reachesThree for 3 State expect 0
check bounded for 6 State
check neverThree for 5 State
