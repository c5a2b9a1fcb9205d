---------------------------- MODULE UnicodeSymbols ----------------------------
(* SANY reads the Unicode forms of TLA+'s symbols (≜ for ==, ∧ for /\, ⟨ ⟩ for *)
(* << >>, ...: the table of tlauc, the TLA+ Unicode converter, with ◇ for <>),  *)
(* as the Unicode copies of the TLA+ Examples use them. Each form means what   *)
(* its ASCII spelling means, conjunction and disjunction lists included.       *)
(* Expected (TLC): no error, 9 distinct states, 16 generated, depth 5.         *)
EXTENDS Naturals, Sequences

VARIABLES x, log

vars ≜ ⟨x, log⟩

a ⊕ b ≜ (a + b) % 6
s⁺ ≜ s ∘ ⟨0⟩
Square ≜ {⟨i, j⟩ ∈ (0‥1) × (0‥1) : i ≤ j}
H ≜ INSTANCE Half WITH y ← x

Init ≜ ∧ x ∈ {0, 1}
       ∧ log = ⟨⟩

Step ≜
  ∧ x ≠ 5
  ∧ ∨ x' = x ⊕ 2
    ∨ ∧ x ≥ 2
      ∧ x' = x ⊕ 1
  ∧ log' = IF Len(log) < 2 THEN log⁺ ELSE log

Next ≜ Step ∨ (x = 5 ∧ UNCHANGED vars)

Spec ≜ Init ∧ □[Next]_vars ∧ WF_vars(Step)

TypeOK ≜ ∧ x ∈ 0‥5 ∧ x ∉ {6}
         ∧ ∀ i ∈ DOMAIN log : log[i] = 0
         ∧ ∃ p ∈ Square : p[1] = 0
         ∧ [n ∈ {1} ↦ n] ∈ [{1} → 1‥1]
         ∧ ({1} ∩ {2}) ∪ {3} ⊆ {3}
         ∧ (¬(x = 9) ⇒ x ÷ 6 = 0) ⇔ TRUE
         ∧ (TRUE ≡ TRUE)
         ∧ H!Small
         ∧ CASE x < 3 → TRUE □ OTHER → x ≥ 3

Live ≜ □◇(x ≠ 1) ∧ (x = 1 ↝ x ≥ 3)
Moves ≜ □[lbl∷ x' ≠ x ∨ x = 5]_x
StepsSeen ≜ □◇⟨x' ≠ x⟩_x ∨ ◇□(x = 5)
===============================================================================
