------------------------------- MODULE Bitwise -------------------------------
(***************************************************************************)
(* Bitwise operators on naturals.  Shipped with tla2ts (the                *)
(* CommunityModules' Bitwise); And, Or, Xor, Not and shiftR run natively   *)
(* on 32-bit integers, as TLC's Java overrides.                            *)
(***************************************************************************)
LOCAL INSTANCE Integers

RECURSIVE And(_, _, _, _)
LOCAL And(x, y, n, m) ==
  IF m = 0 THEN 0
  ELSE 2^n * ((x \div 2^n) % 2) * ((y \div 2^n) % 2) + And(x, y, n + 1, m \div 2)

x & y == IF x >= y THEN And(x, y, 0, x) ELSE And(y, x, 0, y)

RECURSIVE Or(_, _, _, _)
LOCAL Or(x, y, n, m) ==
  IF m = 0 THEN 0
  ELSE LET a == (x \div 2^n) % 2
           b == (y \div 2^n) % 2
       IN 2^n * ((a + b + a * b) % 2) + Or(x, y, n + 1, m \div 2)

x | y == IF x >= y THEN Or(x, y, 0, x) ELSE Or(y, x, 0, y)

RECURSIVE Xor(_, _, _, _)
LOCAL Xor(x, y, n, m) ==
  IF m = 0 THEN 0
  ELSE 2^n * (((x \div 2^n) + (y \div 2^n)) % 2) + Xor(x, y, n + 1, m \div 2)

x ^^ y == IF x >= y THEN Xor(x, y, 0, x) ELSE Xor(y, x, 0, y)

RECURSIVE NotR(_, _, _)
LOCAL NotR(x, n, m) ==
  IF m = 0 THEN 0
  ELSE 2^n * ((((x \div 2^n) % 2) + 1) % 2) + NotR(x, n + 1, m \div 2)

Not(a) == NotR(a, 0, a)

RECURSIVE shiftR(_, _)
shiftR(n, pos) == IF pos = 0 THEN n ELSE shiftR(n \div 2, pos - 1)
=============================================================================
