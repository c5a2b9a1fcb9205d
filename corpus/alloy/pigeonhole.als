// Pigeons in holes: injective placement is impossible with fewer holes than pigeons.
sig Pigeon {
  hole: one Hole,
}
sig Hole {}

pred injective {
  all disj p, q: Pigeon | p.hole != q.hole
}

pred crowded {
  injective
  #Pigeon > #Hole
}

assert sharedHole {
  #Pigeon > #Hole implies some disj p, q: Pigeon | p.hole = q.hole
}

run injective for exactly 2 Pigeon, exactly 2 Hole expect 1
run crowded for 4 expect 0
check sharedHole for 4
