/// Renders graphs in Graphviz's DOT language (`dot -Tsvg graph.dot > graph.svg`).
///
/// Node ids are generated (`n0`, `n1`, …) and every name is a quoted, escaped label, so any
/// screen name renders. Flows are clusters (a tabs flow's cluster holds its tabs'); pushes are
/// solid edges, presentations dashed, root changes bold; entries are ovals, crashes octagons.
public enum DOTRenderer {
    public static func render(_ graph: FlowGraph) -> String {
        var out = "// flow graph of \(GraphText.visible(graph.app)), made by flowsim graph\n"
        out += "digraph \(quoted(graph.app)) {\n"
        out += "  rankdir=LR;\n"
        out += "  node [shape=box, style=rounded];\n"
        for i in graph.ungroupedNodes {
            out += "  " + declaration(i, graph.nodes[i]) + "\n"
        }
        var counter = 0
        func emit(_ g: FlowGraph.Group, indent: String) {
            let title = g.title
            out += "\(indent)subgraph cluster_\(counter) {\n"
            counter += 1
            out += "\(indent)  label=\(quoted(title));\n"
            for n in g.nodes { out += "\(indent)  " + declaration(n, graph.nodes[n]) + "\n" }
            for sub in g.groups { emit(sub, indent: indent + "  ") }
            out += "\(indent)}\n"
        }
        for g in graph.groups { emit(g, indent: "  ") }
        for e in graph.edges {
            var attributes = ["label=\(quoted(e.label))"]
            switch e.kind {
            case .present: attributes.append("style=dashed")
            case .root: attributes.append("style=bold")
            case .tab: attributes.append("arrowhead=empty")
            case .popTo: attributes.append("style=dotted")
            case .crash: attributes.append("color=red")
            case .embed: attributes.append("arrowhead=odiamond")
            case .page: attributes.append("arrowhead=odot")
            case .push: break
            }
            out += "  n\(e.from) -> n\(e.to) [\(attributes.joined(separator: ", "))];\n"
        }
        out += "}\n"
        return out
    }

    public static func render(_ graph: CoordinatorGraph) -> String {
        var out =
            "// coordinator graph of \(GraphText.visible(graph.app)), made by flowsim graph --coordinators\n"
        out += "digraph \(quoted(graph.app)) {\n"
        out += "  node [shape=box];\n"
        for (i, text) in graph.boxLabels.enumerated() {
            out += "  c\(i) [label=\(quoted(text))];\n"
        }
        for a in graph.arrows {
            out += "  c\(a.from) -> c\(a.to) [label=\(quoted(a.label))];\n"
        }
        out += "}\n"
        return out
    }

    private static func declaration(_ i: Int, _ node: FlowGraph.Node) -> String {
        let shape: String
        switch node.kind {
        case .launch, .link, .scene: shape = ", shape=oval"
        case .tabBar: shape = ", shape=tab"
        case .crash: shape = ", shape=octagon, color=red"
        case .decision: shape = ", shape=diamond"
        case .screen: shape = ""
        }
        return "n\(i) [label=\(quoted(node.label))\(shape)];"
    }

    /// A DOT quoted string: `"` and `\` escaped, so Graphviz reads the name as written (no `\N`,
    /// `\G` or `\l` escapes), on one line.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for ch in GraphText.visible(text) {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(ch)
            }
        }
        return out + "\""
    }
}
