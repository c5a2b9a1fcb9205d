----------------------------- MODULE ProcLocals ------------------------------
(* Procedure variables declared without "= e" start at defaultInitValue and  *)
(* are reset to it by every call, from the main body and from a procedure    *)
(* calling itself, also in a call followed by return (TLC's pcal/MergeSort). *)
EXTENDS Naturals, Sequences
(* --algorithm ProcLocals
variables total = 0;
procedure count(n)
  variables seen; left = n;
  begin
  c1: seen := n;
  c2: if n > 0 then
        total := total + 1;
        call count(n - 1);
        return;
      end if;
  c3: return;
end procedure
begin
  m1: call count(2);
  m2: call count(1);
end algorithm *)
\* BEGIN TRANSLATION
CONSTANT defaultInitValue
VARIABLES pc, total, stack, n, seen, left

vars == << pc, total, stack, n, seen, left >>

Init == (* Global variables *)
        /\ total = 0
        (* Procedure count *)
        /\ n = defaultInitValue
        /\ seen = defaultInitValue
        /\ left = n
        /\ stack = << >>
        /\ pc = "m1"

c1 == /\ pc = "c1"
      /\ seen' = n
      /\ pc' = "c2"
      /\ UNCHANGED << total, stack, n, left >>

c2 == /\ pc = "c2"
      /\ IF n > 0
            THEN /\ total' = total + 1
                 /\ n' = n - 1
                 /\ seen' = defaultInitValue
                 /\ left' = n'
                 /\ pc' = "c1"
            ELSE /\ pc' = "c3"
                 /\ UNCHANGED << total, n, seen, left >>
      /\ stack' = stack

c3 == /\ pc = "c3"
      /\ pc' = Head(stack).pc
      /\ seen' = Head(stack).seen
      /\ left' = Head(stack).left
      /\ n' = Head(stack).n
      /\ stack' = Tail(stack)
      /\ total' = total

count == c1 \/ c2 \/ c3

m1 == /\ pc = "m1"
      /\ /\ n' = 2
         /\ stack' = << [ procedure |->  "count",
                          pc        |->  "m2",
                          seen      |->  seen,
                          left      |->  left,
                          n         |->  n ] >>
                      \o stack
      /\ seen' = defaultInitValue
      /\ left' = n'
      /\ pc' = "c1"
      /\ total' = total

m2 == /\ pc = "m2"
      /\ /\ n' = 1
         /\ stack' = << [ procedure |->  "count",
                          pc        |->  "Done",
                          seen      |->  seen,
                          left      |->  left,
                          n         |->  n ] >>
                      \o stack
      /\ seen' = defaultInitValue
      /\ left' = n'
      /\ pc' = "c1"
      /\ total' = total

(* Allow infinite stuttering to prevent deadlock on termination. *)
Terminating == pc = "Done" /\ UNCHANGED vars

Next == count \/ m1 \/ m2
           \/ Terminating

Spec == Init /\ [][Next]_vars

Termination == <>(pc = "Done")

\* END TRANSLATION
==============================================================================
