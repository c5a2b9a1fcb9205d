---- MODULE ErrorWordingDomainNext ----
\* DOMAIN of a non-function in Next: TLC's Tool (OPCODE_domain) Assert.fail names the value's
\* class (Value.getKindString: "(an integer)") and appends the DOMAIN's location; a
\* RuntimeException, so unexpected while computing successors (exit 75).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => DOMAIN x = {}
====
