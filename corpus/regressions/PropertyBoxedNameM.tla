---- MODULE PropertyBoxedNameM ----
VARIABLE x
IInv == x # 2
====
