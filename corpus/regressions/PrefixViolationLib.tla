---------------------------- MODULE PrefixViolationLib ----------------------------
(* Helper of PrefixViolation: a property reached through an INSTANCE.          *)
EXTENDS Naturals
VARIABLE v
CONSTANT Limit
Always(P(_), a) == [](P(a))
Twice(P(_), a) == Always(P, a)
Below == [](v < Limit)
BelowAt(a) == Twice(LAMBDA e : e < Limit, a)
BelowArg(a) == [](a < Limit)
=====================================================================================
