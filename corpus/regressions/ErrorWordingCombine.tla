---- MODULE ErrorWordingCombine ----
\* @@ of functions whose domains mix kinds: TLC's CombineFcn override asks each of g's domain
\* elements `equals` of f's, and wraps the failure as an override's error (a RuntimeException,
\* unexpected in Next): "Attempted to apply the operator overridden by the Java method ...".
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => DOMAIN (("a" :> 1) @@ (x :> 3)) = {}
====
