-- Sequences: `seq X` fields and variables are relations seq/Int -> X over the indices
-- 0 .. maxseq-1 (util/sequniv, opened implicitly), with its functions first, last, rest,
-- elems, idxOf, isEmpty, hasDups, add, and `#` for the length. The seq scope defaults to the
-- overall scope.

sig A { s: seq A }

pred lengthThree { some a: A | #a.s = 3 }
pred lengthFour { some a: A | #a.s = 4 }
pred functions {
  some a: A | a.s.first = a and a.s.last != a and #a.s.elems = 2 and a.s.rest.first != a
    and a.s.idxOf[a] = 0 and not a.s.isEmpty and a.s.hasDups
}
pred appended { some a, b: A | a.s.add[b] = b.s and #b.s = 2 }
pred witness { some q: seq A | #q = 2 and q.first = q.last }

run lengthThree for 3 expect 1
run lengthFour for 3 expect 0
run lengthFour for 3 but 4 seq expect 1
run functions for 3 expect 1
run appended for 3 expect 1
run witness for 3 expect 1
run lengthThree for 3 but 2 seq expect 0
