// A round-robin tournament: every pair plays once, one direction wins.
sig Team {
  beats: set Team,
}

fact roundRobin {
  no iden & beats
  all disj a, b: Team | one (a -> b + b -> a) & beats
}

pred champion {
  one t: Team | Team - t in t.beats
}

pred cycle {
  some disj a, b, c: Team | b in a.beats and c in b.beats and a in c.beats
}

assert asymmetric {
  no beats & ~beats
}

assert transitive {
  beats.beats in beats
}

run champion for exactly 3 Team expect 1
run cycle for exactly 3 Team expect 1
check asymmetric for 4
check transitive for 3
