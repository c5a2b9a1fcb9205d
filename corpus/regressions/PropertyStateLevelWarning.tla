---- MODULE PropertyStateLevelWarning ----
\* A PROPERTY whose definition is state-level: TLC warns at start-up (SpecProcessor.processConfig,
\* EC.TLC_LIVE_FORMULA_STATE_LEVEL) and checks it on the initial states only; a temporal one
\* (L) and a constant one (C) get no warning.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
P == x >= 0
L == [](x >= 0)
C == TRUE
====
