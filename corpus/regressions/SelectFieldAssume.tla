---- MODULE SelectFieldAssume ----
\* `r.f` on a value that is no function (TLC's Tool OPCODE_rs): "Attempted to select
\* field "a" from a non-record value 5" and the location of `x.a`, found by evaluating the
\* assumptions again in position-recording mode, TLCSet of the earlier one included.
EXTENDS Integers, TLC
F(x) == x.a
ASSUME TLCSet(1, 5)
ASSUME LET v == F(TLCGet(1)) IN v = v
====
