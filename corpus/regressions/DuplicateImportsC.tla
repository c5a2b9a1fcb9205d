---- MODULE DuplicateImportsC ----
\* Extended by DuplicateImports after DuplicateImportsB: its Step and Cap (another arity) are ignored.
Step == 3
Cap(a, b) == <<a, b>>
====
