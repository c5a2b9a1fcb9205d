---- MODULE InstanceRecursiveLocal ----
\* RECURSIVE operators of a parameterised INSTANCE applied with a bound variable as
\* the parameter (`J(k)!Sum(x)`, k from \E): TLC checks it; tla2ts inlined the
\* body at each recursive application until it gave up (TT3001 "recursion through
\* an instance with parameters or inside LET cannot be checked yet"). Also a
\* function definition there whose domain reads the parameter (`J(k)!Tri[k]`):
\* TT3001 "this parameter cannot be checked yet".
EXTENDS Naturals
VARIABLE x
J(k) == INSTANCE InstanceRecursiveLocalInner WITH K <- k
Init == x = 0
Next ==
  \E k \in {1, 2, 3} :
    /\ J(k)!Ev(k + x)
    /\ x' = (x + J(k)!Sum(k)) % 11
    /\ J(k)!Tri[k] # 4
====
