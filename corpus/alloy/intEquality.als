// `=` between two integers compares them; between an integer and a set (`+` of integers is
// union, a field of Int atoms is a set) it compares the integer's Int atom with the set, as the
// Alloy Analyzer 5.1 does. Expected outcomes measured with shared/oracles/alloy.
sig A {}
sig B {}
sig C { v: set Int }

pred unionIsNotAddition { #B = #A + 1 }
pred additionIsAddition { #B = plus[#A, 1] }
pred emptySetIsNotZero { some c: C | no c.v and c.v = 0 }
pred singletonIsItsValue { some c: C | c.v = 2 and 2 = c.v }
pred twoValuesAreNotTheirSum { some c: C | c.v = 3 and #c.v = 2 }
pred notEqual { some c: C | c.v != 1 and c.v in 1 }

run unionIsNotAddition for 2 A, exactly 3 B, 1 C
run additionIsAddition for 2 A, exactly 3 B, 1 C
run emptySetIsNotZero for 1 A, 1 B, 1 C
run singletonIsItsValue for 1 A, 1 B, 1 C
run twoValuesAreNotTheirSum for 1 A, 1 B, 1 C
run notEqual for 1 A, 1 B, 1 C
