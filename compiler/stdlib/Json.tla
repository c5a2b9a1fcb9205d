--------------------------------- MODULE Json -------------------------------
(***************************************************************************)
(* Conversion of values to and from JSON text, and JSON files.  The       *)
(* checker implements the conversions; logically each yields some string  *)
(* or value.                                                               *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences

ToJson(value) == CHOOSE s \in STRING : TRUE

ToJsonArray(value) == CHOOSE s \in STRING : TRUE

ToJsonObject(value) == CHOOSE s \in STRING : TRUE

JsonSerialize(absoluteFilename, value) == TRUE

JsonDeserialize(absoluteFilename) == CHOOSE v : TRUE

ndJsonSerialize(absoluteFilename, value) == TRUE

ndJsonDeserialize(absoluteFilename) == CHOOSE v : TRUE
=============================================================================
