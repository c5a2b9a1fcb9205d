---- MODULE EnabledInstanceInsideM ----
VARIABLE z
A == z' = TRUE
====
