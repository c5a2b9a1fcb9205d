---- MODULE OverrideErrorDefinition ----
\* TLCEvalDefinition of a name computed when evaluating that names no definition.
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLE x
Init == x = TLCEvalDefinition("No" \o "Such")
Next == x' = x
====
