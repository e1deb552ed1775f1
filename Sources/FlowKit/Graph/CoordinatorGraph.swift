/// Which flow's coordinator can start which: `App` starts the root flows (launch states,
/// `root:`, `decide`), a tabs flow starts its tabs' flows, and a flow starts the children its
/// screens' actions name. Built from the app definition alone.
public struct CoordinatorGraph: Hashable, Sendable {
    /// The coordinator at the root of every tree.
    public static let appName = "App"

    /// A parent flow that can start a child flow, labelled by what starts it.
    public struct Edge: Hashable, Sendable {
        public var parent: String
        public var child: String
        /// The action, tab, launch state or link that starts it.
        public var label: String
    }

    /// A flow and its kind (`app`, `stack`, `tabs`, `push`, `present`).
    public struct Flow: Hashable, Sendable {
        public var name: String
        public var kind: String
    }

    public var app: String
    /// `App` first, then every flow by name.
    public internal(set) var flows: [Flow]
    /// Sorted by parent, child and label.
    public internal(set) var edges: [Edge]

    public init(app: AppDefinition) {
        var builder = FlowGraphBuilder(app: app)
        builder.build()
        self.app = app.name
        flows =
            [Flow(name: Self.appName, kind: "app")]
            + app.flows.keys.sorted().compactMap { name in
                app.flows[name].map { Flow(name: name, kind: $0.content.kindName) }
            }
        edges = builder.coordinatorEdges.sorted {
            ($0.parent, $0.child, $0.label) < ($1.parent, $1.child, $1.label)
        }
    }

    /// The edges with one line per parent and child: the labels of the same pair joined by
    /// commas (at most four, then how many more), for drawing.
    public var drawnEdges: [Edge] {
        var groups: [(parent: String, child: String, labels: [String])] = []
        for e in edges {
            if let last = groups.last, last.parent == e.parent, last.child == e.child {
                groups[groups.count - 1].labels.append(e.label)
            } else {
                groups.append((e.parent, e.child, [e.label]))
            }
        }
        return groups.map { g in
            let shown =
                g.labels.prefix(4).joined(separator: ", ")
                + (g.labels.count > 4 ? " and \(g.labels.count - 4) more" : "")
            return Edge(parent: g.parent, child: g.child, label: shown)
        }
    }
}
