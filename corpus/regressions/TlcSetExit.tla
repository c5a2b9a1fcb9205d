------------------------------ MODULE TlcSetExit ------------------------------
(* TLCSet("exit", TRUE) stops the search once the state being expanded is     *)
(* done: the run ends as a success with the counts so far, states still on    *)
(* the queue counted as left (TLC's mainChecker.stop()). TLCSet("exit", FALSE) *)
(* and TLCSet("pause", FALSE) are TRUE and do nothing.                        *)
(* Expected (TLC): TlcSetExit.out; ok, 6 distinct, 8 generated, depth 4,     *)
(* 1 state left on the queue.                                                  *)
EXTENDS Naturals, TLC
VARIABLE x
ASSUME TLCSet(1, 0)
Init == x \in 0..2
Next == /\ TLCSet(1, TLCGet(1) + 1)
        /\ x' = (x + 1) % 7
        /\ TLCSet("pause", FALSE)
        /\ TLCSet("exit", TLCGet(1) > 4)
===============================================================================
