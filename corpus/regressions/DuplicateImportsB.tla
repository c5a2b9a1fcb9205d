---- MODULE DuplicateImportsB ----
\* Extended by DuplicateImports before DuplicateImportsC: its Step and Cap are kept.
Step == 2
Cap(a) == a
====
