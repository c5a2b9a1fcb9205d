---- MODULE Clashes ----
EXTENDS Naturals
(* --algorithm E {
variables x = 0, done = 0;
procedure inc(n) variables t = n; {
  n: t := t + n;
  x: x := x + t;
     return;
}
procedure dec(n) {
  dn: x := x - n;
      return;
}
process (P \in 1..2) variables t = 1; {
  inc: call inc(t);
  p2:  t := t + 1;
       call dec(t);
}
process (Q = 3) variables n = 5; {
  p2: with (k \in 1..n) { n := n - k };
      goto p2;
}
} *)
\* BEGIN TRANSLATION (chksum(pcal) = "9dc63bdc" /\ chksum(tla) = "be946a11")
\* Label n of procedure inc at line 6 col 6 changed to n_
\* Label x of procedure inc at line 7 col 6 changed to x_
\* Label inc of process P at line 15 col 8 changed to inc_
\* Label p2 of process P at line 16 col 8 changed to p2_
\* Process variable t of process P at line 14 col 32 changed to t_
\* Process variable n of process Q at line 19 col 27 changed to n_Q
\* Parameter n of procedure inc at line 5 col 15 changed to n_i
CONSTANT defaultInitValue
VARIABLES pc, x, done, stack, n_i, t, n, t_, n_Q

vars == << pc, x, done, stack, n_i, t, n, t_, n_Q >>

ProcSet == (1..2) \cup {3}

Init == (* Global variables *)
        /\ x = 0
        /\ done = 0
        (* Procedure inc *)
        /\ n_i = [ self \in ProcSet |-> defaultInitValue]
        /\ t = [ self \in ProcSet |-> n_i[self]]
        (* Procedure dec *)
        /\ n = [ self \in ProcSet |-> defaultInitValue]
        (* Process P *)
        /\ t_ = [self \in 1..2 |-> 1]
        (* Process Q *)
        /\ n_Q = 5
        /\ stack = [self \in ProcSet |-> << >>]
        /\ pc = [self \in ProcSet |-> CASE self \in 1..2 -> "inc_"
                                        [] self = 3 -> "p2"]

n_(self) == /\ pc[self] = "n_"
            /\ t' = [t EXCEPT ![self] = t[self] + n_i[self]]
            /\ pc' = [pc EXCEPT ![self] = "x_"]
            /\ UNCHANGED << x, done, stack, n_i, n, t_, n_Q >>

x_(self) == /\ pc[self] = "x_"
            /\ x' = x + t[self]
            /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
            /\ t' = [t EXCEPT ![self] = Head(stack[self]).t]
            /\ n_i' = [n_i EXCEPT ![self] = Head(stack[self]).n_i]
            /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
            /\ UNCHANGED << done, n, t_, n_Q >>

inc(self) == n_(self) \/ x_(self)

dn(self) == /\ pc[self] = "dn"
            /\ x' = x - n[self]
            /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
            /\ n' = [n EXCEPT ![self] = Head(stack[self]).n]
            /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
            /\ UNCHANGED << done, n_i, t, t_, n_Q >>

dec(self) == dn(self)

inc_(self) == /\ pc[self] = "inc_"
              /\ /\ n_i' = [n_i EXCEPT ![self] = t_[self]]
                 /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "inc",
                                                          pc        |->  "p2_",
                                                          t         |->  t[self],
                                                          n_i       |->  n_i[self] ] >>
                                                      \o stack[self]]
              /\ t' = [t EXCEPT ![self] = n_i'[self]]
              /\ pc' = [pc EXCEPT ![self] = "n_"]
              /\ UNCHANGED << x, done, n, t_, n_Q >>

p2_(self) == /\ pc[self] = "p2_"
             /\ t_' = [t_ EXCEPT ![self] = t_[self] + 1]
             /\ /\ n' = [n EXCEPT ![self] = t_'[self]]
                /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "dec",
                                                         pc        |->  "Done",
                                                         n         |->  n[self] ] >>
                                                     \o stack[self]]
             /\ pc' = [pc EXCEPT ![self] = "dn"]
             /\ UNCHANGED << x, done, n_i, t, n_Q >>

P(self) == inc_(self) \/ p2_(self)

p2 == /\ pc[3] = "p2"
      /\ \E k \in 1..n_Q:
           n_Q' = n_Q - k
      /\ pc' = [pc EXCEPT ![3] = "p2"]
      /\ UNCHANGED << x, done, stack, n_i, t, n, t_ >>

Q == p2

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in ProcSet: inc(self) \/ dec(self))
           \/ (\E self \in 1..2: P(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION 
====
