---- MODULE SpecVariableConjunct ----
\* A SPECIFICATION whose conjunct is a bare VARIABLE: TLC's processConfigSpec looks the
\* name up, finds no definition and stops with EC.TLC_CONFIG_OP_IS_EQUAL (exit 151):
\* "The operator x, which equals line 6, col 10 to line 6, col 10 of module
\* SpecVariableConjunct,\ncannot be used as a spec" (TLC 2026.04; TLC's Github715b).
VARIABLE x
Init == x = TRUE
Next == x' = ~x
SpecVar == x
====
