---- MODULE TemporalCannotHandleForall ----
\* A bounded \A off TLC's walk (under []) catches what fails inside it: TLC refuses the \A
\* and appends the message of the refusal inside (OPCODE_bf's Assert.fail with two
\* parameters); a bounded \E names only itself.
EXTENDS Naturals
VARIABLE x
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
RECURSIVE Ev(_)
Ev(n) == IF n = 0 THEN <>(x = 1) ELSE Ev(n - 1)
Prop == [](\A k \in {1, 2} : \E j \in {k} : x = 0 => Ev(j))
====
