---- MODULE Calls ----
EXTENDS Naturals, Sequences, TLC
(* PlusCal options (-wf) *)
(* --algorithm Calls {
variables x = 0, a = [i \in 1..3 |-> 0];
define { Sum == x + a[1] }
macro Set2(arr, v) { arr[1] := v || arr[2] := v; }
macro Twice(v) { Set2(a, v); }
procedure f(p) variables q = p + 1; {
  f1:+ x := x + q;
  f2: if (x > 3) { call g(x); return } else { return };
}
procedure g(r) {
  g1:- print r;
  g2: call f(r - 1) ; goto Done;
}
fair+ process (w \in {1, 2}) variables loc \in 0..1, t; {
  w1: Twice(self);
  w2: call f(loc);
  w3: with (v = loc + 1) { x := v };
  w4: while (x < 10) { x := x + 1; if (x = 5) { goto w5 } };
  w5: skip;
}
process (m = "main") variable cnt = 0; {
  m1: await x > 0;
      cnt := cnt + 1;
  m2: call g(cnt) ;
}
} *)
\* BEGIN TRANSLATION (chksum(pcal) = "dcfde94a" /\ chksum(tla) = "4cb333cd")
CONSTANT defaultInitValue
VARIABLES pc, x, a, stack

(* define statement *)
Sum == x + a[1]

VARIABLES p, q, r, loc, t, cnt

vars == << pc, x, a, stack, p, q, r, loc, t, cnt >>

ProcSet == ({1, 2}) \cup {"main"}

Init == (* Global variables *)
        /\ x = 0
        /\ a = [i \in 1..3 |-> 0]
        (* Procedure f *)
        /\ p = [ self \in ProcSet |-> defaultInitValue]
        /\ q = [ self \in ProcSet |-> p[self] + 1]
        (* Procedure g *)
        /\ r = [ self \in ProcSet |-> defaultInitValue]
        (* Process w *)
        /\ loc \in [{1, 2} -> 0..1]
        /\ t = [self \in {1, 2} |-> defaultInitValue]
        (* Process m *)
        /\ cnt = 0
        /\ stack = [self \in ProcSet |-> << >>]
        /\ pc = [self \in ProcSet |-> CASE self \in {1, 2} -> "w1"
                                        [] self = "main" -> "m1"]

f1(self) == /\ pc[self] = "f1"
            /\ x' = x + q[self]
            /\ pc' = [pc EXCEPT ![self] = "f2"]
            /\ UNCHANGED << a, stack, p, q, r, loc, t, cnt >>

f2(self) == /\ pc[self] = "f2"
            /\ IF x > 3
                  THEN /\ /\ q' = [q EXCEPT ![self] = Head(stack[self]).q]
                          /\ r' = [r EXCEPT ![self] = x]
                          /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "g",
                                                                   pc        |->  Head(stack[self]).pc,
                                                                   r         |->  r[self] ] >>
                                                               \o Tail(stack[self])]
                       /\ pc' = [pc EXCEPT ![self] = "g1"]
                       /\ p' = p
                  ELSE /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
                       /\ q' = [q EXCEPT ![self] = Head(stack[self]).q]
                       /\ p' = [p EXCEPT ![self] = Head(stack[self]).p]
                       /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
                       /\ r' = r
            /\ UNCHANGED << x, a, loc, t, cnt >>

f(self) == f1(self) \/ f2(self)

g1(self) == /\ pc[self] = "g1"
            /\ PrintT(r[self])
            /\ pc' = [pc EXCEPT ![self] = "g2"]
            /\ UNCHANGED << x, a, stack, p, q, r, loc, t, cnt >>

g2(self) == /\ pc[self] = "g2"
            /\ /\ p' = [p EXCEPT ![self] = r[self] - 1]
               /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "f",
                                                        pc        |->  "Done",
                                                        q         |->  q[self],
                                                        p         |->  p[self] ] >>
                                                    \o stack[self]]
            /\ q' = [q EXCEPT ![self] = p'[self] + 1]
            /\ pc' = [pc EXCEPT ![self] = "f1"]
            /\ UNCHANGED << x, a, r, loc, t, cnt >>

g(self) == g1(self) \/ g2(self)

w1(self) == /\ pc[self] = "w1"
            /\ a' = [a EXCEPT ![1] = self,
                              ![2] = self]
            /\ pc' = [pc EXCEPT ![self] = "w2"]
            /\ UNCHANGED << x, stack, p, q, r, loc, t, cnt >>

w2(self) == /\ pc[self] = "w2"
            /\ /\ p' = [p EXCEPT ![self] = loc[self]]
               /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "f",
                                                        pc        |->  "w3",
                                                        q         |->  q[self],
                                                        p         |->  p[self] ] >>
                                                    \o stack[self]]
            /\ q' = [q EXCEPT ![self] = p'[self] + 1]
            /\ pc' = [pc EXCEPT ![self] = "f1"]
            /\ UNCHANGED << x, a, r, loc, t, cnt >>

w3(self) == /\ pc[self] = "w3"
            /\ LET v == loc[self] + 1 IN
                 x' = v
            /\ pc' = [pc EXCEPT ![self] = "w4"]
            /\ UNCHANGED << a, stack, p, q, r, loc, t, cnt >>

w4(self) == /\ pc[self] = "w4"
            /\ IF x < 10
                  THEN /\ x' = x + 1
                       /\ IF x' = 5
                             THEN /\ pc' = [pc EXCEPT ![self] = "w5"]
                             ELSE /\ pc' = [pc EXCEPT ![self] = "w4"]
                  ELSE /\ pc' = [pc EXCEPT ![self] = "w5"]
                       /\ x' = x
            /\ UNCHANGED << a, stack, p, q, r, loc, t, cnt >>

w5(self) == /\ pc[self] = "w5"
            /\ TRUE
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << x, a, stack, p, q, r, loc, t, cnt >>

w(self) == w1(self) \/ w2(self) \/ w3(self) \/ w4(self) \/ w5(self)

m1 == /\ pc["main"] = "m1"
      /\ x > 0
      /\ cnt' = cnt + 1
      /\ pc' = [pc EXCEPT !["main"] = "m2"]
      /\ UNCHANGED << x, a, stack, p, q, r, loc, t >>

m2 == /\ pc["main"] = "m2"
      /\ /\ r' = [r EXCEPT !["main"] = cnt]
         /\ stack' = [stack EXCEPT !["main"] = << [ procedure |->  "g",
                                                    pc        |->  "Done",
                                                    r         |->  r["main"] ] >>
                                                \o stack["main"]]
      /\ pc' = [pc EXCEPT !["main"] = "g1"]
      /\ UNCHANGED << x, a, p, q, loc, t, cnt >>

m == m1 \/ m2

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == m
           \/ (\E self \in ProcSet: f(self) \/ g(self))
           \/ (\E self \in {1, 2}: w(self))
           \/ Terminating

Spec == /\ Init /\ [][Next]_vars
        /\ \A self \in {1, 2} : /\ SF_vars(w(self))
                                /\ SF_vars(f(self))
                                /\ SF_vars((pc[self] # "g1") /\ g(self))
        /\ /\ WF_vars(m)
           /\ WF_vars((pc["main"] # "g1") /\ g("main"))
           /\ WF_vars(f("main")) /\ SF_vars(f1("main"))

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION 
====
