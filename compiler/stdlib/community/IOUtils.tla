------------------------------- MODULE IOUtils -------------------------------
(***************************************************************************)
(* Input and output: the environment, running programs, serialising        *)
(* values.  Logically each operator denotes some value of the right shape; *)
(* tla2ts computes IOEnv, atoi and the IOExec family natively, as TLC's    *)
(* Java overrides.  Shipped with tla2ts (the CommunityModules' IOUtils).   *)
(***************************************************************************)
LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences

IOSerialize(val, absoluteFilename, compress) == TRUE

IODeserialize(absoluteFilename, compressed) == CHOOSE val : TRUE

Serialize(value, dest, options) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

Deserialize(src, options) == CHOOSE val : TRUE

IOExec(command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOEnvExec(env, command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOExecTemplate(commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOEnvExecTemplate(env, commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE

IOEnv == CHOOSE r \in [STRING -> STRING] : TRUE

atoi(str) == CHOOSE i \in Int : ToString(i) = str

RECURSIVE Zeros(_)
LOCAL Zeros(k) == IF k <= 0 THEN "" ELSE "0" \o Zeros(k - 1)

zeroPadN(n, width) == Zeros(width - Len(ToString(n))) \o ToString(n)
=============================================================================
