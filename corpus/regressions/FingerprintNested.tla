---- MODULE FingerprintNested ----
\* A record inside a tuple literal compared with an integer: TLC's TupleValue.equals passes the
\* record's FingerprintException on and prepends itself: the tuple's position, then the record's.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x' = 1 - x
        /\ x = 1 => <<[a |-> 1]>> = <<2>>
====
