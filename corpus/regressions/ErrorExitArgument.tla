---- MODULE ErrorExitArgument ----
\* A standard module's argument outside its domain while computing successors: TLC raises an
\* EvalException with its own code (EC.TLC_MODULE_ARGUMENT_NOT_IN_DOMAIN) and exits 255, not 75;
\* so do a wrong kind of argument (Len(0), SelectSeq(0, ...)). Difftest seed 200551.
\* Expected (TLC): ErrorExitArgument.out; exit 255.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
Next == x' = Len(SubSeq(<<1, 2>>, x - 1, 2))
====
