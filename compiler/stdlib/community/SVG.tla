--------------------------------- MODULE SVG ---------------------------------
(***************************************************************************)
(* SVG elements as records [name, attrs, children, innerText], for         *)
(* animations and ALIAS views.  Shipped with tla2ts (the CommunityModules' *)
(* SVG); SVGElemToString, NodeOfRingNetwork, NodesOfDirectedMultiGraph and *)
(* PointOnLine run natively, as TLC's Java overrides, so their definitions *)
(* here only name a value of the right shape.                              *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC

\* The attributes of both; where both name an attribute, the first one's value.
LOCAL Merge(first, second) ==
  [k \in DOMAIN first \cup DOMAIN second |->
     IF k \in DOMAIN first THEN first[k] ELSE second[k]]

SVGElem(_name, _attrs, _children, _innerText) ==
  [name |-> _name, attrs |-> _attrs, children |-> _children, innerText |-> _innerText]

Line(x1, y1, x2, y2, attrs) ==
  SVGElem("line",
          Merge([x1 |-> ToString(x1), y1 |-> ToString(y1), x2 |-> ToString(x2), y2 |-> ToString(y2)], attrs),
          <<>>, "")

Circle(cx, cy, r, attrs) ==
  SVGElem("circle", Merge([cx |-> ToString(cx), cy |-> ToString(cy), r |-> ToString(r)], attrs), <<>>, "")

Rect(x, y, w, h, attrs) ==
  SVGElem("rect",
          Merge([x |-> ToString(x), y |-> ToString(y), width |-> ToString(w), height |-> ToString(h)], attrs),
          <<>>, "")

Text(x, y, text, attrs) ==
  SVGElem("text", Merge([x |-> ToString(x), y |-> ToString(y)], attrs), <<>>, text)

Image(x, y, width, height, href, attrs) ==
  SVGElem("image",
          Merge(("xlink:href" :> href @@ "x" :> ToString(x) @@ "y" :> ToString(y)
                   @@ "width" :> ToString(width) @@ "height" :> ToString(height)), attrs),
          <<>>, "")

Group(children, attrs) == SVGElem("g", attrs, children, "")

Svg(children, attrs) == SVGElem("svg", attrs, children, "")

SVGDoc(children, vbX, vbY, vbW, vbH, attrs) ==
  Svg(<<children>>,
      Merge(("xmlns:xlink" :> "http://www.w3.org/1999/xlink"
               @@ "xmlns" :> "http://www.w3.org/2000/svg"
               @@ "viewBox" :> ToString(vbX) \o " " \o ToString(vbY) \o " " \o ToString(vbW) \o " " \o ToString(vbH)),
            attrs))

\* The element's markup (native).
SVGElemToString(elem) == CHOOSE s \in STRING : TRUE

-------------------------------------------------------------------------------

\* The position of node n of m on a ring of radius r around (cx, cy) (native).
NodeOfRingNetwork(cx, cy, r, n, m) == CHOOSE p \in [x : Int, y : Int] : TRUE

\* A position for every node of a directed multigraph (native, a layered layout).
NodesOfDirectedMultiGraph(nodes, edges, options) == CHOOSE f \in [nodes -> [x : Int, y : Int]] : TRUE

\* The point 1/segment of the way from one point to another.
PointOnLine(from, to, segment) ==
  [x |-> from.x + (to.x - from.x) \div segment, y |-> from.y + (to.y - from.y) \div segment]

-------------------------------------------------------------------------------

LOCAL IO == INSTANCE IOUtils

\* Writes the element's markup to the file prefix, frame number (three digits at least), ".svg".
SVGSerialize(svg, frameNamePrefix, frameNumber) ==
  IO!Serialize(SVGElemToString(svg),
               frameNamePrefix \o IO!zeroPadN(frameNumber, 3) \o ".svg",
               [format |-> "TXT", charset |-> "UTF-8", openOptions |-> <<"WRITE", "CREATE", "TRUNCATE_EXISTING">>])
==============================================================================
