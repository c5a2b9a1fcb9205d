--------------------------------- MODULE Half ---------------------------------
(* Instantiated by UnicodeSymbols (y ← x).                                      *)
EXTENDS Naturals
VARIABLE y
Small ≜ y ÷ 2 ≤ 2
===============================================================================
