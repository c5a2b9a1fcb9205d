--------------------- MODULE ErrorPositionsInstanceBuffer ---------------------
(* The module ErrorPositionsInstance instantiates.                            *)
EXTENDS Naturals, Sequences
CONSTANT Cap
VARIABLE buf
Push(v) == /\ Len(buf) < Cap
           /\ buf' = Append(buf, v)
Pop == /\ buf # <<>>
       /\ buf' = Tail(buf)
Peek(k) == buf[k]
==============================================================================
