--------------------------- MODULE DyadicRationals ---------------------------
(***************************************************************************)
(* Dyadic rationals [num |-> n, den |-> 2^k].  Shipped with tla2ts (the    *)
(* CommunityModules' DyadicRationals); the LOCAL Reduce runs natively, as  *)
(* TLC's Java override (division by the greatest common divisor).          *)
(***************************************************************************)
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSetsExt
LOCAL INSTANCE TLC

LOCAL Divisors(q) == {d \in 1..q : q % d = 0}

LOCAL GCD(n, m) == Max(Divisors(n) \cap Divisors(m))

LOCAL Rational(num, den) == [num |-> num, den |-> den]

LOCAL Reduce(p) ==
  LET g == GCD(p.num, p.den)
  IN IF g = 1 THEN p ELSE Rational(p.num \div g, p.den \div g)

IsDyadicRational(r) == \E i \in 0..r.den : 2^i = r.den

Zero == Rational(0, 1)

One == Rational(1, 1)

Add(p, q) ==
  IF p = Zero THEN q
  ELSE LET d == Max({p.den, q.den})
       IN Reduce(Rational(q.num * (d \div q.den) + p.num * (d \div p.den), d))

Half(p) == Reduce(Rational(p.num, p.den * 2))

PrettyPrint(p) ==
  IF p = Zero THEN "0"
  ELSE IF p = One THEN "1"
  ELSE ToString(p.num) \o "/" \o ToString(p.den)
=============================================================================
