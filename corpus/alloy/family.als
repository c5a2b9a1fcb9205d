// Family relations: nobody is their own ancestor, spouses are of opposite sex.
abstract sig Person {
  parents: set Person,
  spouse: lone Person,
}
sig Man, Woman extends Person {}

fact biology {
  no p: Person | p in p.^parents
  all p: Person | lone (p.parents & Man) and lone (p.parents & Woman)
}

fact marriage {
  spouse = ~spouse
  no p: Person | p.spouse = p
  all p: Man | p.spouse in Woman
  no p: Person | some p.spouse & p.^parents
}

pred ownGrandparent[p: Person] {
  p in p.parents.parents
}

pred married {
  some spouse
  some parents
}

assert noSelfAncestor {
  no p: Person | p in p.^parents
}

assert spouseSymmetric {
  all a, b: Person | a.spouse = b implies b.spouse = a
}

run married for 3
run ownGrandparent for 4 expect 0
check noSelfAncestor for 4
check spouseSymmetric for 3
run married for 2 expect 0
run { some spouse } for 2
