/// Renders graphs as Mermaid flowcharts, which GitHub draws in Markdown (```mermaid fences).
///
/// Node ids are generated (`n0`, `n1`, …), so any screen name renders: names appear only inside
/// quoted labels, with Mermaid's entity codes for the characters it would read otherwise.
/// Pushes are solid arrows, presentations dotted, root changes thick; entries (launch states,
/// links) are stadiums, tab bars subroutine boxes, crashes hexagons, a `decide` a rhombus.
public enum MermaidRenderer {
    public static func render(_ graph: FlowGraph) -> String {
        var out = "%% flow graph of \(comment(graph.app)), made by flowsim graph\n"
        out += "flowchart LR\n"
        for i in graph.ungroupedNodes {
            out += "  " + shape(i, graph.nodes[i]) + "\n"
        }
        var counter = 0
        func emit(_ g: FlowGraph.Group, indent: String) {
            let id = "g\(counter)"
            counter += 1
            let title = g.title
            out += "\(indent)subgraph \(id)[\"\(label(title))\"]\n"
            for n in g.nodes { out += "\(indent)  " + shape(n, graph.nodes[n]) + "\n" }
            for sub in g.groups { emit(sub, indent: indent + "  ") }
            out += "\(indent)end\n"
        }
        for g in graph.groups { emit(g, indent: "  ") }
        for e in graph.edges {
            let arrow: String
            switch e.kind {
            case .present: arrow = "-.->"
            case .root: arrow = "==>"
            default: arrow = "-->"
            }
            out += "  n\(e.from) \(arrow)|\"\(label(e.label))\"| n\(e.to)\n"
        }
        return out
    }

    public static func render(_ graph: CoordinatorGraph) -> String {
        var out =
            "%% coordinator graph of \(comment(graph.app)), made by flowsim graph --coordinators\n"
        out += "flowchart TD\n"
        for (i, text) in graph.boxLabels.enumerated() {
            out += "  c\(i)[\"\(label(text))\"]\n"
        }
        for a in graph.arrows {
            out += "  c\(a.from) -->|\"\(label(a.label))\"| c\(a.to)\n"
        }
        return out
    }

    private static func shape(_ i: Int, _ node: FlowGraph.Node) -> String {
        let text = label(node.label)
        switch node.kind {
        case .launch, .link, .scene: return "n\(i)([\"\(text)\"])"
        case .tabBar: return "n\(i)[[\"\(text)\"]]"
        case .crash: return "n\(i){{\"\(text)\"}}"
        case .decision: return "n\(i){\"\(text)\"}"
        case .screen: return "n\(i)[\"\(text)\"]"
        }
    }

    /// A label inside double quotes: Mermaid's entity codes for `"`, `#`, `<`, `>`, `|`,
    /// backquote and `%`, so that no name can end the label, be read as markup, or carry a
    /// `%%{init: …}%%` directive (Mermaid applies one wherever it appears, in a label too).
    static func label(_ text: String) -> String {
        var out = ""
        for ch in GraphText.visible(text) {
            switch ch {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "|": out += "#124;"
            case "`": out += "#96;"
            case "%": out += "#37;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Text in a `%%` comment line: one line, whatever it holds, and no `%` (a directive
    /// `%%{init: …}%%` is read in a comment line too).
    static func comment(_ text: String) -> String {
        var out = ""
        for ch in GraphText.visible(text) {
            if ch == "%" { out += "#37;" } else { out.append(ch) }
        }
        return out
    }
}
