------------------------------ MODULE Statistics ------------------------------
(***************************************************************************)
(* ChiSquare(expected, actual, alpha): whether a chi-square goodness-of-   *)
(* fit test at significance alpha (a string such as "0.05") does not      *)
(* reject that actual follows expected.  Logically TRUE; tla2ts runs the   *)
(* test natively, as TLC's Java override.  Shipped with tla2ts.            *)
(***************************************************************************)
EXTENDS Naturals

ChiSquare(expected, actual, alpha) == TRUE
=============================================================================
