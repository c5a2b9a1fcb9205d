-- String literals: each literal is an atom of the built-in String, which holds, for each
-- command, exactly the literals of the facts and of that command.

sig Person { name: String, nick: lone String }

fact { all p: Person | p.name != "?" }

pred named { some p: Person | p.name = "ada" }
pred otherName { some p: Person | p.name not in "ada" + "bob" }
pred twoStrings { #String = 2 }
pred shared { some disj p, q: Person | p.name = q.name and some p.nick and p.nick != "bob" }

run named for 3 expect 1
run otherName for 3 expect 0
run twoStrings for 3 expect 0
run shared for 3 expect 1
run { some p: Person | p.nick = "x" and p.name = "y" } for 3 expect 1
