---- MODULE Proc ----
EXTENDS Naturals, Sequences, TLC
CONSTANT N
(* --algorithm Proc
variables x = 0, y = <<>>;
procedure inc(d = 1)
  variables tmp = 0;
begin
  i1: tmp := x + d;
  i2: x := tmp;
      return;
end procedure;
process P \in 1..N
variables loc = 0;
begin
  p1: call inc(2);
  p2: loc := x || y := Append(y, self);
      if loc > 3 then goto p3; else skip; end if;
  p3: assert x >= 0;
      print x;
end process;
process Q = N + 1
begin
  q1: await x > 0;
  q2: either x := x + 1; or skip; end either;
end process;
end algorithm; *)
\* BEGIN TRANSLATION
VARIABLES pc, x, y, stack, d, tmp, loc

vars == << pc, x, y, stack, d, tmp, loc >>

ProcSet == (1..N) \cup {N + 1}

Init == (* Global variables *)
        /\ x = 0
        /\ y = <<>>
        (* Procedure inc *)
        /\ d = [ self \in ProcSet |-> 1]
        /\ tmp = [ self \in ProcSet |-> 0]
        (* Process P *)
        /\ loc = [self \in 1..N |-> 0]
        /\ stack = [self \in ProcSet |-> << >>]
        /\ pc = [self \in ProcSet |-> CASE self \in 1..N -> "p1"
                                        [] self = N + 1 -> "q1"]

i1(self) == /\ pc[self] = "i1"
            /\ tmp' = [tmp EXCEPT ![self] = x + d[self]]
            /\ pc' = [pc EXCEPT ![self] = "i2"]
            /\ UNCHANGED << x, y, stack, d, loc >>

i2(self) == /\ pc[self] = "i2"
            /\ x' = tmp[self]
            /\ pc' = [pc EXCEPT ![self] = Head(stack[self]).pc]
            /\ tmp' = [tmp EXCEPT ![self] = Head(stack[self]).tmp]
            /\ d' = [d EXCEPT ![self] = Head(stack[self]).d]
            /\ stack' = [stack EXCEPT ![self] = Tail(stack[self])]
            /\ UNCHANGED << y, loc >>

inc(self) == i1(self) \/ i2(self)

p1(self) == /\ pc[self] = "p1"
            /\ /\ d' = [d EXCEPT ![self] = 2]
               /\ stack' = [stack EXCEPT ![self] = << [ procedure |->  "inc",
                                                        pc        |->  "p2",
                                                        tmp       |->  tmp[self],
                                                        d         |->  d[self] ] >>
                                                    \o stack[self]]
            /\ tmp' = [tmp EXCEPT ![self] = 0]
            /\ pc' = [pc EXCEPT ![self] = "i1"]
            /\ UNCHANGED << x, y, loc >>

p2(self) == /\ pc[self] = "p2"
            /\ /\ loc' = [loc EXCEPT ![self] = x]
               /\ y' = Append(y, self)
            /\ IF loc'[self] > 3
                  THEN /\ pc' = [pc EXCEPT ![self] = "p3"]
                  ELSE /\ TRUE
                       /\ pc' = [pc EXCEPT ![self] = "p3"]
            /\ UNCHANGED << x, stack, d, tmp >>

p3(self) == /\ pc[self] = "p3"
            /\ Assert(x >= 0, "Failure of assertion at line 19, column 7.")
            /\ PrintT(x)
            /\ pc' = [pc EXCEPT ![self] = "Done"]
            /\ UNCHANGED << x, y, stack, d, tmp, loc >>

P(self) == p1(self) \/ p2(self) \/ p3(self)

q1 == /\ pc[N + 1] = "q1"
      /\ x > 0
      /\ pc' = [pc EXCEPT ![N + 1] = "q2"]
      /\ UNCHANGED << x, y, stack, d, tmp, loc >>

q2 == /\ pc[N + 1] = "q2"
      /\ \/ /\ x' = x + 1
         \/ /\ TRUE
            /\ x' = x
      /\ pc' = [pc EXCEPT ![N + 1] = "Done"]
      /\ UNCHANGED << y, stack, d, tmp, loc >>

Q == q1 \/ q2

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == /\ \A self \in ProcSet: pc[self] = "Done"
               /\ UNCHANGED vars

Next == Q
           \/ (\E self \in ProcSet: inc(self))
           \/ (\E self \in 1..N: P(self))
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(\A self \in ProcSet: pc[self] = "Done")

\* END TRANSLATION
====
