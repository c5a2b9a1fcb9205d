--------------------------- MODULE WrittenOrderPrint ---------------------------
(***************************************************************************)
(* TLC's RecordValue keeps the order its constructor wrote the fields in  *)
(* until normalize() sorts it in place (token order; `alpha` is seen      *)
(* before `zeta` below, so Mk writes them out of order). ToString, ALIAS  *)
(* values and trace states print the record as held; Print/PrintT print a  *)
(* deep-normalised copy; =, \in, sorting a set of two or more, a         *)
(* fingerprint and the start-up evaluation of zero-arity constant         *)
(* definitions normalise. Each line uses its own Mk arguments: tla2ts     *)
(* memoizes Mk per argument, so one object would be shared between lines *)
(* (docs/semantics.md, Printing). WrittenOrderPrint.out is TLC's output.  *)
(***************************************************************************)
EXTENDS Naturals, Sequences, TLC
VARIABLE x
Names == [alpha |-> 1, zeta |-> 2, pea |-> 3, queue |-> 4]
Mk(n) == [zeta |-> n, alpha |-> n + 1]
R == [zeta |-> 1, alpha |-> 2]
ASSUME PrintT(ToString(Mk(1)))
ASSUME PrintT(Mk(2))
ASSUME PrintT(ToString(<<Mk(3), {Mk(4)}, 3 :> Mk(5)>>))
ASSUME PrintT(ToString({Mk(6), Mk(7)}))
ASSUME PrintT(ToString(R))
ASSUME PrintT(ToString([Mk(8) EXCEPT !.zeta = 5]))
ASSUME PrintT(LET r == Mk(9) IN ToString(<<r = [alpha |-> 10, zeta |-> 9], r>>))
ASSUME PrintT(LET r == Mk(10) IN ToString(<<r, r # Mk(11)>>))
ASSUME PrintT(LET r == Mk(12) IN ToString(<<r \in {Mk(12), Mk(13)}, r>>))
ASSUME PrintT(ToString([z |-> Mk(14), b |-> <<Mk(15)>>]))
ASSUME PrintT(LET r == Mk(16) IN ToString(<<DOMAIN r, r>>))
ASSUME PrintT(LET r == Mk(17) IN ToString(<<[i \in {1, 2} |-> r], r>>))
ASSUME PrintT(LET r == Mk(18) IN ToString(<<Len(<<r, r>>), r>>))
Init == x = Mk(0)
Next == x' = [x EXCEPT !.zeta = (@ + 1) % 3]
Inv == x.zeta < 2
Alias == [x |-> x, fresh |-> Mk(x.zeta + 100), nested |-> <<Mk(x.zeta + 200), [queue |-> 1, pea |-> Mk(x.zeta + 300)]>>]
=============================================================================
