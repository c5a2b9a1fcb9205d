// Colouring an undirected graph so that neighbours differ.
sig Colour {}
sig Vertex {
  adj: set Vertex,
  paint: one Colour,
}

fact undirected {
  adj = ~adj
  no iden & adj
}

fact proper {
  all v: Vertex | no v.adj & paint.(v.paint)
}

pred triangle {
  some disj a, b, c: Vertex | b + c in a.adj and c in b.adj
}

run triangle for 3 but exactly 2 Colour expect 0
run triangle for 3 but exactly 3 Colour expect 1
run {} for exactly 2 Vertex, exactly 2 Colour expect 1
