---------------------------- MODULE InstancePrintOrder ----------------------------
(* TLC prints a state's variables in the reverse order of SANY's root symbol   *)
(* table, a java.util.Hashtable whose size depends on how many symbols it      *)
(* holds. A named INSTANCE adds Lock!op for each definition of the instantiated *)
(* module, not for its CONSTANTs and VARIABLEs (substituted): with them this   *)
(* root would hold 144 symbols (383 buckets), without them 142 (191 buckets).  *)
(* Expected (TLC): invariant Inv violated, 2 distinct states, 2 generated,     *)
(* depth 2; State 1 prints seen, owner, q, x, pc in that order.                *)
VARIABLES pc, owner, x, q, seen
Lock(o) == INSTANCE InstancePrintOrderLock WITH lock <- o, Free <- 0
Init == pc = 0 /\ owner = 0 /\ x = FALSE /\ q = 0 /\ seen = 0
Next == x = FALSE /\ x' = TRUE /\ UNCHANGED <<pc, owner, q, seen>>
Inv == x = FALSE /\ (Lock(owner)!Idle \/ Lock(owner)!Held)
D1 == "1"
D2 == "2"
D3 == "3"
D4 == "4"
D5 == "5"
D6 == "6"
D7 == "7"
D8 == "8"
D9 == "9"
D10 == "10"
D11 == "11"
D12 == "12"
D13 == "13"
D14 == "14"
D15 == "15"
D16 == "16"
D17 == "17"
D18 == "18"
D19 == "19"
D20 == "20"
D21 == "21"
D22 == "22"
D23 == "23"
D24 == "24"
D25 == "25"
D26 == "26"
D27 == "27"
D28 == "28"
D29 == "29"
D30 == "30"
D31 == "31"
D32 == "32"
D33 == "33"
D34 == "34"
D35 == "35"
D36 == "36"
D37 == "37"
D38 == "38"
D39 == "39"
D40 == "40"
D41 == "41"
D42 == "42"
D43 == "43"
D44 == "44"
D45 == "45"
D46 == "46"
D47 == "47"
D48 == "48"
D49 == "49"
D50 == "50"
D51 == "51"
D52 == "52"
D53 == "53"
D54 == "54"
D55 == "55"
D56 == "56"
D57 == "57"
D58 == "58"
D59 == "59"
D60 == "60"
==============================================================================
