---- MODULE ErrorValuePrettyPrinted ----
\* Values in TLC's error messages are laid out by its pretty-printer (Values.ppr): a tuple
\* longer than 80 columns is broken one element a line, as a state's value would be.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Long == <<"aaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbbbbb", "cccccccccccccccccccccccc", "dddddddddddddddddd">>
Inv == x = 0 \/ Long[7] = 1
====
