---- MODULE Uni ----
EXTENDS Naturals, Sequences, TLC
(* PlusCal options (-sf) *)
(* --algorithm Uni {
variables x = 0, s = {1, 2}, r = [a |-> 1, b |-> 2], z;
define { Big == x > 10
         Inv == x \in Nat }
macro Bump(v, d) { v := v + d; assert v >= 0 }
procedure twice(n) variables k = 0; {
  t1: while (k < 2) { x := x + n; k := k + 1 };
  t2: return
}
{
  a: with (i \in s, j = i + 1) { x := j } ;
     if (x > 5) { r.a := 3 } else if (x > 2) { r.b := 4 } else { skip };
  b: Bump(x, 2);
     call twice(1);
  c: while (x < 12) {
       either { x := x + 1 } or { x := x + 2; goto c } 
     };
  d: print <<x, r>>;
}
} *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, x, s, r, z, stack

(* define statement *)
Big == x > 10
Inv == x \in Nat

VARIABLES n, k

vars == << pc, x, s, r, z, stack, n, k >>

Init == (* Global variables *)
        /\ x = 0
        /\ s = {1, 2}
        /\ r = [a |-> 1, b |-> 2]
        /\ z = defaultInitValue
        (* Procedure twice *)
        /\ n = defaultInitValue
        /\ k = 0
        /\ stack = << >>
        /\ pc = "a"

t1 == /\ pc = "t1"
      /\ IF k < 2
            THEN /\ x' = x + n
                 /\ k' = k + 1
                 /\ pc' = "t1"
            ELSE /\ pc' = "t2"
                 /\ UNCHANGED << x, k >>
      /\ UNCHANGED << s, r, z, stack, n >>

t2 == /\ pc = "t2"
      /\ pc' = Head(stack).pc
      /\ k' = Head(stack).k
      /\ n' = Head(stack).n
      /\ stack' = Tail(stack)
      /\ UNCHANGED << x, s, r, z >>

twice == t1 \/ t2

a == /\ pc = "a"
     /\ \E i \in s:
          LET j == i + 1 IN
            x' = j
     /\ IF x' > 5
           THEN /\ r' = [r EXCEPT !.a = 3]
           ELSE /\ IF x' > 2
                      THEN /\ r' = [r EXCEPT !.b = 4]
                      ELSE /\ TRUE
                           /\ r' = r
     /\ pc' = "b"
     /\ UNCHANGED << s, z, stack, n, k >>

b == /\ pc = "b"
     /\ x' = x + 2
     /\ Assert(x' >= 0, 
               "Failure of assertion at line 8, column 32 of macro called at line 16, column 6.")
     /\ /\ n' = 1
        /\ stack' = << [ procedure |->  "twice",
                         pc        |->  "c",
                         k         |->  k,
                         n         |->  n ] >>
                     \o stack
     /\ k' = 0
     /\ pc' = "t1"
     /\ UNCHANGED << s, r, z >>

c == /\ pc = "c"
     /\ IF x < 12
           THEN /\ \/ /\ x' = x + 1
                      /\ pc' = "c"
                   \/ /\ x' = x + 2
                      /\ pc' = "c"
           ELSE /\ pc' = "d"
                /\ x' = x
     /\ UNCHANGED << s, r, z, stack, n, k >>

d == /\ pc = "d"
     /\ PrintT(<<x, r>>)
     /\ pc' = "Done"
     /\ UNCHANGED << x, s, r, z, stack, n, k >>

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == twice \/ a \/ b \/ c \/ d
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ WF_vars(Next)

Termination == <>(pc = "Done")

\* END TRANSLATION
====
