---------------------------- MODULE Combinatorics ----------------------------
(***************************************************************************)
(* Factorials and binomial coefficients.  Shipped with tla2ts (the         *)
(* CommunityModules' Combinatorics); choose runs natively, as TLC's Java   *)
(* override (exact, no overflow through factorials).                       *)
(***************************************************************************)
EXTENDS Naturals

factorial[n \in Nat] == IF n = 0 THEN 1 ELSE n * factorial[n - 1]

choose(n, k) == factorial[n] \div (factorial[k] * factorial[n - k])
=============================================================================
