// Laws of the relational operators, checked over small universes.
sig A {
  r: set A,
  s: set A,
}

assert transposeInvolution {
  ~~r = r
}

assert joinDistributes {
  r.(s + r) = r.s + r.r
}

assert closureTransitive {
  ^r.^r in ^r
}

assert overrideDomain {
  (r ++ s).A = (s.A) + (r.A - s.A) or some s
}

assert closureIsRelation {
  ^r = r
}

assert restrictions {
  A <: r :> A = r
}

check transposeInvolution for 3
check joinDistributes for 3
check closureTransitive for 3
check closureIsRelation for 3
check restrictions for 3
run { some r and no s } for exactly 1 A expect 1
