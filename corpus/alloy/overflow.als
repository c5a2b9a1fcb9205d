// Integer overflow at bit width 3 (-4..3), under the Analyzer 5.1's "Prevent overflows" (its default)
// and without it (integers wrap around): the two give different verdicts and instance counts.
// expected.json holds both, taken from the Analyzer (`wrap`: prevention off).
one sig S {
  x: Int,
}

sig A {}

// A positive plus 2 below zero: only by wrapping around.
pred sumNegative { S.x > 0 and plus[S.x, 2] < 0 }

// Under a negation (the check negates the assertion) an overflowed comparison is true: x = 3 is
// no counterexample.
assert plusGrows { S.x > 0 implies plus[S.x, 1] > S.x }

// #A past the largest integer: wraps to a negative count, or overflows and satisfies nothing.
pred fewAs { #A < 2 }
assert countNonNegative { #A >= 0 }

// An overflow that depends on a universally quantified Int drops that binding.
pred allIntsGrow { all i: Int | plus[i, 1] > i }
pred someIntShrinks { some i: Int | plus[i, 1] < i }

// Products, quotients, negation, shifts and remainders that overflow, and the Int atom of an
// overflowed sum (there is none).
pred productIsMinusTwo { mul[S.x, 2] = -2 }
pred quotientKeeps { div[-4, S.x] = -4 }
pred negationFixed { S.x != 0 and negate[S.x] = S.x }
pred doubledIsTwo { S.x << 1 = 2 }
pred remainderByZero { rem[S.x, 0] = S.x }
pred successorAtom { some Int[plus[S.x, 1]] }

// A sum over the atoms of A that passes the largest integer: negative when wrapping.
pred sumOfTwos { (sum a: A | 2) < 0 }

run sumNegative for 0 A, 3 Int
check plusGrows for 0 A, 3 Int
run fewAs for 5 A, 3 Int
check countNonNegative for 5 A, 3 Int
run allIntsGrow for 0 A, 3 Int
run someIntShrinks for 0 A, 3 Int
run productIsMinusTwo for 0 A, 3 Int
run quotientKeeps for 0 A, 3 Int
run negationFixed for 0 A, 3 Int
run doubledIsTwo for 0 A, 3 Int
run remainderByZero for 0 A, 3 Int
run successorAtom for 0 A, 3 Int
run sumOfTwos for 5 A, 3 Int
