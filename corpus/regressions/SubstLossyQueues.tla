-------------------------- MODULE SubstLossyQueues ---------------------------
(* The alternating-bit protocol over two lossy queues (Specifying Systems,   *)
(* ch. 14): one Lose(q) operator, applied to each queue, assigns the queue   *)
(* it is given (q' = ...) and leaves the rest alone.                         *)
(* Expected (TLC): no error, 240 distinct states, 1392 generated, depth 10.    *)
EXTENDS Naturals, Sequences
CONSTANTS Data, MaxLen
VARIABLES msgs, acks, sBit, sAck, rBit, sent, rcvd

Init == /\ msgs = << >>
        /\ acks = << >>
        /\ sBit \in {0, 1}
        /\ sAck = sBit
        /\ rBit = sBit
        /\ sent \in Data
        /\ rcvd \in Data

SendNew(d) == /\ sAck = sBit
              /\ sent' = d
              /\ sBit' = 1 - sBit
              /\ msgs' = Append(msgs, <<sBit', d>>)
              /\ UNCHANGED <<acks, sAck, rBit, rcvd>>

Resend == /\ sAck # sBit
          /\ msgs' = Append(msgs, <<sBit, sent>>)
          /\ UNCHANGED <<acks, sBit, sAck, rBit, sent, rcvd>>

Receive == /\ msgs # << >>
           /\ msgs' = Tail(msgs)
           /\ rBit' = Head(msgs)[1]
           /\ rcvd' = Head(msgs)[2]
           /\ UNCHANGED <<acks, sBit, sAck, sent>>

Ack == /\ acks' = Append(acks, rBit)
       /\ UNCHANGED <<msgs, sBit, sAck, rBit, sent, rcvd>>

ReceiveAck == /\ acks # << >>
              /\ acks' = Tail(acks)
              /\ sAck' = Head(acks)
              /\ UNCHANGED <<msgs, sBit, rBit, sent, rcvd>>

Lose(q) == /\ q # << >>
           /\ \E i \in 1..Len(q) :
                 q' = [j \in 1..(Len(q) - 1) |-> IF j < i THEN q[j] ELSE q[j + 1]]
           /\ UNCHANGED <<sBit, sAck, rBit, sent, rcvd>>

Next == \/ \E d \in Data : SendNew(d)
        \/ Resend \/ Receive \/ Ack \/ ReceiveAck
        \/ Lose(msgs) /\ UNCHANGED acks
        \/ Lose(acks) /\ UNCHANGED msgs

vars == <<msgs, acks, sBit, sAck, rBit, sent, rcvd>>
Spec == Init /\ [][Next]_vars

Bounded == Len(msgs) <= MaxLen /\ Len(acks) <= MaxLen
TypeOK == /\ msgs \in Seq({0, 1} \X Data)
          /\ acks \in Seq({0, 1})
==============================================================================
