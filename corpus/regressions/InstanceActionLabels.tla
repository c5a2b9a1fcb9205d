---- MODULE InstanceActionLabels ----
\* TLC's getActions does not split the body of a definition reached through an INSTANCE
\* that substitutes something (a SubstInNode): one action, named as SANY names the
\* definition there (I!Next, Jump), located at the INSTANCE statement.
\* TLC 2026.04: Inv violated after I!Next, I!Next, Jump; 6 distinct, 6 generated, depth 4.
EXTENDS Naturals
VARIABLE x
I == INSTANCE InstanceActionLabelsM WITH K <- 3
INSTANCE InstanceActionLabelsN
Init == x = 0
Next == I!Next \/ Jump
Inv == x # 10
====
