---- MODULE ErrorWordingAppend ----
\* Append of a non-sequence in Next: TLC's EC.TLC_MODULE_EVALUATING wording (Sequences.Append; \o
\* words its operands as "s \o t" / "t \o s"), an EvalException: exit 255.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => Append(x, 1) = <<>>
====
