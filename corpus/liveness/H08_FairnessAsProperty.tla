------------------------- MODULE H08_FairnessAsProperty -------------------------
(* Hand-derived: WF and SF as properties. k counts 0..3 modulo 4 (Count, always
   enabled); Grab takes the token once, enabled only at even k. States:
   k in 0..3 x taken in BOOLEAN = 8.
   - SpecSF (SF Grab), GrabWeak (WF_vars(Grab)): holds, SF implies WF.
   - SpecWF (WF Grab), GrabStrong (SF_vars(Grab)): violated: counting forever
     without grabbing meets WF Grab (Grab is disabled at odd k) but Grab is
     enabled infinitely often and never taken: a back loop over k.
   - SpecCount (fairness on Count only), GrabWeak: holds: in every behaviour of
     SpecCount Count runs forever, so Grab is never continuously enabled.
   - SpecCount, GrabStrong: violated as for SpecWF. *)
EXTENDS Naturals
VARIABLES k, taken
vars == <<k, taken>>
Init == k = 0 /\ taken = FALSE
Count == k' = (k + 1) % 4 /\ UNCHANGED taken
Grab == k % 2 = 0 /\ ~taken /\ taken' = TRUE /\ UNCHANGED k
Next == Count \/ Grab
SpecCount == Init /\ [][Next]_vars /\ WF_vars(Count)
SpecWF == SpecCount /\ WF_vars(Grab)
SpecSF == SpecCount /\ SF_vars(Grab)
GrabWeak == WF_vars(Grab)
GrabStrong == SF_vars(Grab)
=============================================================================
