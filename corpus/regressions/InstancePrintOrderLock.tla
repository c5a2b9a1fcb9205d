---- MODULE InstancePrintOrderLock ----
(* Instantiated by InstancePrintOrder.tla. *)
CONSTANT Free
VARIABLE lock
Held == lock # Free
Idle == lock = Free
====
