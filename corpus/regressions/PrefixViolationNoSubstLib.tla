---- MODULE PrefixViolationNoSubstLib ----
(* Helper of PrefixViolation: an instance with nothing to substitute. *)
Always(P(_), a) == [](P(a))
Twice(P(_), a) == Always(P, a)
====
