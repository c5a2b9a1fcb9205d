---- MODULE LazyArgAssertArgs ----
\* Assert (a Java override in TLC) evaluates both arguments before the method: W forces b, then a,
\* so TLC reports a's division, not the failed assertion; a stays a lazy argument of W until then.
EXTENDS Naturals, TLC
VARIABLE x
W(a, b) == Assert(b, a)
Init == x = 0
Next == x' = IF W(1 \div x, x = 7) THEN 1 ELSE 2
====
