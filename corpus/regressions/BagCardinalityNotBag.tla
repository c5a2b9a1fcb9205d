---- MODULE BagCardinalityNotBag ----
\* Bags' BagCardinality override on a function whose counts are no positive integers:
\* TLC's EvalException (EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE) while computing successors,
\* exit 255.
EXTENDS Integers, Bags
VARIABLE y
Init == y = 0
Next == y' = IF y < 2 THEN y + 1 ELSE BagCardinality([a |-> y - 2])
====
