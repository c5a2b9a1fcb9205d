// `run Name { ... }` and `check Name { ... }`: the Analyzer's grammar allows a name before a
// command's block, which then names the command. The last two checks also pin that int[Int[i]]
// is i itself, overflow included (the Analyzer prevents overflows by default): both hold.
sig A { n: Int }

run SomeA { some A } for 2
check NoA { no A } for 2
check IntOfIntKeepsOverflow { all a: A | a.n = 3 implies int[Int[a.n.plus[1]]] != 0 } for 3 but 3 int
check IntOfIntKeepsOverflow2 { all a: A | a.n = 3 implies int[Int[a.n.plus[1]]] = 0 } for 3 but 3 int
