// Knights always tell the truth, knaves always lie. A says: "we are both knaves".
abstract sig Kind {}
one sig Knight, Knave extends Kind {}

abstract sig Islander {
  kind: one Kind,
}
one sig IslanderA, IslanderB extends Islander {}

pred says[i: Islander, claim: Islander -> Kind] {
  i.kind = Knight implies claim in kind else claim not in kind
}

pred puzzle {
  IslanderA.kind = Knight implies (IslanderA.kind = Knave and IslanderB.kind = Knave)
  IslanderA.kind = Knave implies not (IslanderA.kind = Knave and IslanderB.kind = Knave)
}

assert solution {
  puzzle implies (IslanderA.kind = Knave and IslanderB.kind = Knight)
}

run puzzle expect 1
check solution
