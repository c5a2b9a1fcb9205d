---- MODULE OverrideErrorInit ----
\* An error inside nested @Evaluation overrides (TLCEval, TLCGet) in Init: TLC wraps it once per override.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = TLCEval(TLCGet("nosuch"))
Next == x' = x
====
