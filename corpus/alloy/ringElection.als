// Leader election in a ring (Chang and Roberts), with time as an ordered sig.
open util/ordering[Time] as TO
open util/ordering[Process] as PO

sig Time {}

sig Process {
  succ: Process,
  toSend: Process -> Time,
  elected: set Time,
}

fact ring {
  all p: Process | Process in p.^succ
}

pred init[t: Time] {
  all p: Process | p.toSend.t = p
}

pred step[t, t': Time, p: Process] {
  let from = p.toSend, to = p.succ.toSend |
    some id: from.t {
      from.t' = from.t - id
      to.t' = to.t + (id - p.succ.^(PO/prev))
    }
}

pred skip[t, t': Time, p: Process] {
  p.toSend.t = p.toSend.t'
}

fact traces {
  init[TO/first]
  all t: Time - TO/last | let t' = TO/next[t] |
    all p: Process | step[t, t', p] or step[t, t', succ.p] or skip[t, t', p]
}

fact defineElected {
  no elected.TO/first
  all t: Time - TO/first | elected.t = {p: Process | p in p.toSend.t - p.toSend.(TO/prev[t])}
}

pred show {
  some elected
}

assert atMostOneElected {
  all t: Time | lone elected.t
}

run show for 3 Process, 4 Time
check atMostOneElected for 3 Process, 5 Time
