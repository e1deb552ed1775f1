extension FlowGraph {
    /// The flow graph of `app`: every screen each flow can create, every edge its effects declare.
    public init(app: AppDefinition) {
        var builder = FlowGraphBuilder(app: app)
        builder.build()
        self.app = app.name

        // A stable order: launch states in rule order, links, tab bars, screens, crashes.
        func key(_ kind: NodeKind) -> (Int, Int, String, String) {
            switch kind {
            case .launch(let state): return (0, builder.launchOrder[state] ?? 0, state, "")
            case .link(let name): return (1, 0, name, "")
            case .scene(let event): return (1, 1, event, "")
            case .tabBar(let flow): return (2, 0, flow, "")
            case .screen(let flow, let name): return (2, 1, flow, name)
            case .decision(let states): return (3, 0, states, "")
            case .crash(let message): return (4, 0, message, "")
            }
        }
        let order = builder.nodes.indices.sorted {
            key(builder.nodes[$0].kind) < key(builder.nodes[$1].kind)
        }
        var newIndex = [Int](repeating: 0, count: order.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        nodes = order.map { builder.nodes[$0] }
        edges = builder.edges
            .map {
                Edge(from: newIndex[$0.from], to: newIndex[$0.to], kind: $0.kind, label: $0.label)
            }
            .sorted { ($0.from, $0.to, $0.kind, $0.label) < ($1.from, $1.to, $1.kind, $1.label) }
        groups = Self.groups(nodes: nodes, app: app, tabOwner: builder.tabOwner.mapValues { $0 })
    }

    /// One group per flow with nodes; a tabs flow's group holds its tab flows' groups.
    private static func groups(
        nodes: [Node], app: AppDefinition, tabOwner: [String: (flow: String, tab: String)]
    ) -> [Group] {
        var members: [String: [Int]] = [:]
        for (i, node) in nodes.enumerated() {
            switch node.kind {
            case .screen(let flow, _), .tabBar(let flow): members[flow, default: []].append(i)
            default: break
            }
        }
        func kind(of flow: String) -> String {
            app.flows[flow]?.content.kindName ?? "frontmost"
        }
        var children: [String: [String]] = [:]
        var nested: Set<String> = []
        for flow in members.keys.sorted() {
            if let owner = tabOwner[flow], members[owner.flow] != nil, owner.flow != flow {
                children[owner.flow, default: []].append(flow)
                nested.insert(flow)
            }
        }
        // Built without recursion into a cycle: a flow is nested under one tab bar at most, and a
        // tabs flow is never a tab of its own descendants (the compiler rejects non-stack tab flows).
        func group(_ flow: String, depth: Int) -> Group {
            let subgroups =
                depth > 8
                ? []
                : (children[flow] ?? []).map { child -> Group in
                    var g = group(child, depth: depth + 1)
                    g.tab = tabOwner[child]?.tab
                    return g
                }
            return Group(
                flow: flow, kind: kind(of: flow), tab: nil, nodes: members[flow] ?? [],
                groups: subgroups)
        }
        return members.keys.sorted().filter { !nested.contains($0) }.map { group($0, depth: 0) }
    }

    /// The part of the graph reachable from one launch state, or `nil` when the app has no such state.
    public func reachable(fromLaunchState state: String) -> FlowGraph? {
        guard let start = index(of: .launch(state: state)) else { return nil }
        var outgoing: [Int: [Int]] = [:]
        for e in edges { outgoing[e.from, default: []].append(e.to) }
        var kept: Set<Int> = [start]
        var queue = [start]
        while let next = queue.popLast() {
            for to in outgoing[next] ?? [] where kept.insert(to).inserted { queue.append(to) }
        }
        var result = self
        let order = nodes.indices.filter { kept.contains($0) }
        var newIndex: [Int: Int] = [:]
        for (new, old) in order.enumerated() { newIndex[old] = new }
        result.nodes = order.map { nodes[$0] }
        result.edges = edges.compactMap { e in
            guard let from = newIndex[e.from], let to = newIndex[e.to] else { return nil }
            return Edge(from: from, to: to, kind: e.kind, label: e.label)
        }
        func filter(_ g: Group) -> Group? {
            var g = g
            g.nodes = g.nodes.compactMap { newIndex[$0] }
            g.groups = g.groups.compactMap(filter)
            return g.nodes.isEmpty && g.groups.isEmpty ? nil : g
        }
        result.groups = groups.compactMap(filter)
        return result
    }
}
