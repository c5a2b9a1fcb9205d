---------------------------- MODULE HtmlHostileStrings ----------------------------
\* Strings that would break out of an HTML report if printed unescaped: a closing
\* script tag, an element with an event handler, a comment end. `tla2ts check --html`
\* must show them as text (test/cli/htmlReport.test.ts, test/cli/htmlReportBrowser.test.ts).
\* TLC: invariant Short is violated in state 2 (2 distinct states, 2 generated).
EXTENDS Naturals, Sequences

CONSTANT Greeting

VARIABLES msg, tags

Init == msg = "</script><img src=x onerror=alert(1)>" /\ tags = [t \in {"<b>", "-->"} |-> 0]

Grow == /\ Len(msg) < 60
        /\ msg' = msg \o Greeting
        /\ tags' = [tags EXCEPT !["<b>"] = @ + 1]

Next == Grow

Short == Len(msg) < 60
=====================================================================================
