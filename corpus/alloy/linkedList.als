// Singly linked lists: acyclic, every node reachable from the header.
sig Node {
  next: lone Node,
  elem: lone Value,
}
sig Value {}
one sig List {
  header: lone Node,
}

fact wellFormed {
  no n: Node | n in n.^next
  Node = List.header.*next
}

fun size: Int {
  #List.header.*next
}

pred threeElems {
  size = 3
  all disj a, b: Node | a.elem != b.elem
}

assert lastHasNoNext {
  all n: Node | no n.next implies n in List.header.*next
}

assert atMostOneLast {
  lone n: Node | no n.next
}

run threeElems for 3
check lastHasNoNext for 4
check atMostOneLast for 4
run {} for 2 but 1 Value expect 1
