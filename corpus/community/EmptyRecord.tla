---- MODULE EmptyRecord ----
\* TLC's record of no fields (JSON's {}): printed [] wherever values print (PrintT, ToString,
\* states), equal to <<>>, a sequence to Len and Append, written {} by ToJson; the empty
\* function [x \in {} |-> 0] prints <<>>.
EXTENDS Naturals, Sequences, TLC, Json
VARIABLE x
E == JsonDeserialize("EmptyRecord.json").a
Init == /\ x = E
        /\ PrintT(JsonDeserialize("EmptyRecord.json"))
        /\ PrintT(<<E = <<>>, DOMAIN E, ToString(E), [y \in {} |-> 0]>>)
        /\ PrintT(<<Len(E), Append(E, 1), ToJson(E)>>)
Next == x' = <<>>
Inv == PrintT(x)
====
