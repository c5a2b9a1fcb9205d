---- MODULE MemberNonSetTuple ----
\* \notin a tuple literal in an ASSUME: TupleValue.member's one sentence
EXTENDS Naturals
VARIABLE x
ASSUME 3 \notin <<1, 2>>
Init == x = 0
Next == x' = x
====
