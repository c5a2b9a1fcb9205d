--------------------------------- MODULE CSV ---------------------------------
(***************************************************************************)
(* Writing and reading CSV files.  Logically the writes are TRUE and the   *)
(* reads some value; tla2ts does the file I/O natively, as TLC's Java      *)
(* overrides.  Shipped with tla2ts (the CommunityModules' CSV).            *)
(***************************************************************************)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers

CSVWrite(template, val, file) == TRUE

CSVWriteRecord(record, delim, headers, file) == TRUE

CSVRead(columns, delimiter, file) == CHOOSE v : TRUE

CSVRecords(file) == CHOOSE n \in Nat : TRUE
=============================================================================
