// Set comprehensions, let, functions and the sum quantifier.
sig Item {
  weight: Int,
  tags: set Tag,
}
sig Tag {}

fact positive {
  all i: Item | i.weight > 0 and i.weight < 4
}

fun heavy: set Item {
  { i: Item | i.weight >= 2 }
}

fun tagged[t: Tag]: set Item {
  { i: Item | t in i.tags }
}

fun total[items: set Item]: Int {
  sum i: items | i.weight
}

pred balanced {
  some disj t, u: Tag | let a = tagged[t], b = tagged[u] | some a and no a & b and total[a] = total[b]
}

assert heavyWeighs {
  all i: heavy | i.weight > 1
}

assert totalBounded {
  total[Item] <= 6
}

run balanced for 3 but 2 Tag
check heavyWeighs for 3
check totalBounded for 3
