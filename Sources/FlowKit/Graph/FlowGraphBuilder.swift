/// Builds a ``FlowGraph`` and a ``CoordinatorGraph`` by walking every effect an app declares,
/// once per place it can act from: a screen owned by a flow, a tab bar's intercept, a launch
/// rule's `then:`, a link, a parent's `onFinish`.
///
/// The walk is abstract: it follows which flows act and which nodes are frontmost, as sets, and
/// takes both branches of every `if:`. Each screen node is walked again only when a flow it can
/// finish into gains a parent, so the cost grows with the app, not with its square.
struct FlowGraphBuilder {
    let app: AppDefinition

    private(set) var nodes: [FlowGraph.Node] = []
    var index: [FlowGraph.NodeKind: Int] = [:]
    private(set) var edges: Set<FlowGraph.Edge> = []
    /// The flows that start each flow (its parents), and `App` for root flows.
    var parents: [String: Set<String>] = [:]
    /// The labelled edges of the coordinator graph: parent flow, child flow, label.
    var coordinatorEdges: Set<CoordinatorGraph.Edge> = []
    /// The screen nodes from which each flow is started (where `onFinish` acts).
    var starters: [String: Set<Int>] = [:]
    /// The tabs flow and tab name that hold a flow.
    private(set) var tabOwner: [String: (flow: String, tab: String)] = [:]
    /// The launch rules' order, to keep entries in the order the app declares them.
    private(set) var launchOrder: [String: Int] = [:]
    private var pending: [Int] = []
    private var startedFlows: Set<String> = []
    /// The events being routed by the walk under way (`post:`), so that a cycle ends.
    var postedLinks: Set<String> = []
    /// The screenless flows whose `onStart:` is being walked: a gate whose effects start it again
    /// (a retry alert on a failed request) is walked once, not into itself until the stack runs out.
    var screenlessUnderWay: Set<String> = []

    init(app: AppDefinition) {
        self.app = app
    }

    /// The pseudo-flow that owns what a link pushes before it selects a tab or starts a flow.
    static let frontmostFlow = "(frontmost)"

    /// Where effects act: the flows acting, the nodes frontmost, and whether the actor follows
    /// the frontmost screen (launch rules, links, and anything after the root was replaced).
    struct Context {
        /// The flows acting; empty with `actorIsUnknown` for a link before it selects or starts
        /// anything (it acts for whatever is frontmost), empty without it once nothing acts
        /// (after the root flow finished).
        var actors: Set<String>
        var actorIsUnknown = false
        var frontmost: Set<Int>
        var followsFrontmost: Bool
        /// The values the effects walked so far wrote (`set: {session: none}`), which a
        /// `decide` after them reads to leave out the launch states they rule out.
        var written: [String: Value] = [:]

        func union(_ other: Context) -> Context {
            Context(
                actors: actors.union(other.actors),
                actorIsUnknown: actorIsUnknown || other.actorIsUnknown,
                frontmost: frontmost.union(other.frontmost),
                followsFrontmost: followsFrontmost || other.followsFrontmost,
                written: written.filter { other.written[$0.key] == $0.value })
        }
    }

    // MARK: - The walk

    mutating func build() {
        for (i, rule) in app.launchRules.enumerated() {
            launchOrder[rule.state] = launchOrder[rule.state] ?? i
            let entry = node(.launch(state: rule.state), label: "launch: \(rule.state)")
            guard let (target, top) = enterRoot(rule.root.name, label: "launch: \(rule.state)")
            else { continue }
            addEdge(entry, target, .root, "root: \(rule.root.name)")
            var context = Context(actors: flows(of: top), frontmost: top, followsFrontmost: true)
            context = walk(rule.then, context, label: "launch: \(rule.state)")
            _ = context
        }
        for name in app.links.keys.sorted() {
            guard let link = app.links[name] else { continue }
            let title =
                link.params.isEmpty ? name : "\(name)(\(link.params.joined(separator: ", ")))"
            let entry = node(.link(name: name), label: "link: \(title)")
            _ = walk(
                link.effects,
                Context(
                    actors: [], actorIsUnknown: true, frontmost: [entry], followsFrontmost: true),
                label: "link: \(name)")
        }
        for (event, effects) in [
            ("foreground", app.onForeground), ("background", app.onBackground),
        ]
        where !effects.isEmpty {
            let entry = node(.scene(event: event), label: "scene: \(event)")
            _ = walk(
                effects,
                Context(
                    actors: [], actorIsUnknown: true, frontmost: [entry], followsFrontmost: true),
                label: "on" + event.prefix(1).uppercased() + event.dropFirst())
        }
        drain()
        // Every declared flow is drawn, reached or not: an unreached one is a finding in itself.
        for name in app.flows.keys.sorted() where !startedFlows.contains(name) {
            _ = topNodes(ofFlow: name)
            drain()
        }
    }

    /// Walks the actions of every screen node found, until no walk finds anything new.
    private mutating func drain() {
        while let next = pending.popLast() {
            guard case .screen(let flow, let name) = nodes[next].kind, let spec = app.screens[name]
            else { continue }
            // A container's children, owned by its flow: shown with it.
            for child in spec.embeds ?? [] {
                addEdge(
                    next, node(.screen(flow: flow, name: child.name), label: child.name), .embed,
                    "embeds")
            }
            for (i, page) in spec.pages.enumerated() {
                addEdge(
                    next, node(.screen(flow: flow, name: page.name), label: page.name), .page,
                    "page \(i + 1)")
            }
            for action in spec.actions {
                _ = walk(
                    action.effects,
                    Context(actors: [flow], frontmost: [next], followsFrontmost: false),
                    label: action.name)
            }
            for hook in spec.lifecycleEffects where !hook.effects.isEmpty {
                _ = walk(
                    hook.effects,
                    Context(actors: [flow], frontmost: [next], followsFrontmost: false),
                    label: hook.key)
            }
        }
    }

    /// Walks `effects` from `start`: each effect's family draws it (``EffectSemantics/draw(_:on:context:label:)``).
    mutating func walk(_ effects: [Effect], _ start: Context, label: String) -> Context {
        var context = start
        for effect in effects {
            if context.frontmost.isEmpty { return context }  // stopped by a crash
            effect.semantics.draw(effect, on: &self, context: &context, label: label)
        }
        return context
    }

    /// Draws edges from the frontmost nodes to `targets`, which become frontmost.
    mutating func move(
        _ context: inout Context, to targets: Set<Int>, _ kind: FlowGraph.EdgeKind, _ label: String
    ) {
        guard !targets.isEmpty else { return }
        for from in context.frontmost.sorted() {
            for to in targets.sorted() { addEdge(from, to, kind, label) }
        }
        context.frontmost = targets
        if context.followsFrontmost {
            context.actors = flows(of: targets)
            context.actorIsUnknown = false
        }
    }

    func actorsOrFrontmost(_ context: Context) -> [String] {
        context.actorIsUnknown && context.actors.isEmpty
            ? [Self.frontmostFlow] : context.actors.sorted()
    }

    // MARK: - Flows

    /// The nodes a root flow enters by (its top screen, or its tab bar) and those frontmost after it.
    mutating func enterRoot(_ flow: String, label: String) -> (entry: Int, top: Set<Int>)? {
        guard let spec = app.flows[flow] else { return nil }
        addParent(CoordinatorGraph.appName, of: flow)
        coordinatorEdges.insert(
            CoordinatorGraph.Edge(parent: CoordinatorGraph.appName, child: flow, label: label))
        let top = topNodes(ofFlow: flow)
        if case .tabs = spec.content, let bar = index[.tabBar(flow: flow)] {
            return (bar, top)
        }
        guard let first = top.min() else { return nil }
        return (first, top)
    }

    /// Creates the nodes a flow starts with and returns those on top: a stack's or push or present
    /// flow's last screen; for a tab bar, the selected tab's top (the first that does not intercept).
    mutating func topNodes(ofFlow name: String) -> Set<Int> {
        guard let spec = app.flows[name] else { return [] }
        startedFlows.insert(name)
        switch spec.content {
        case .stack(let screens), .push(let screens), .present(let screens, _):
            let created = screens.map { node(.screen(flow: name, name: $0.name), label: $0.name) }
            return created.last.map { [$0] } ?? []
        case .tabs(let tabs):
            let bar = node(.tabBar(flow: name), label: "\(name) tab bar")
            var selected: Set<Int> = []
            for tab in tabs {
                let child = tab.flow.name
                addParent(name, of: child)
                coordinatorEdges.insert(
                    CoordinatorGraph.Edge(parent: name, child: child, label: "tab: \(tab.name)"))
                if tabOwner[child] == nil { tabOwner[child] = (name, tab.name) }
                let top =
                    startedFlows.contains(child)
                    ? currentTop(ofFlow: child) : topNodes(ofFlow: child)
                for t in top.sorted() { addEdge(bar, t, .tab, "tab: \(tab.name)") }
                if !tab.onSelect.isEmpty {
                    // A tab whose stack starts empty: its onSelect acts from the tab bar.
                    _ = walk(
                        tab.onSelect,
                        Context(
                            actors: [name], frontmost: top.isEmpty ? [bar] : top,
                            followsFrontmost: false),
                        label: "tab: \(tab.name)")
                }
                if let intercept = tab.intercept {
                    _ = walk(
                        intercept,
                        Context(actors: [name], frontmost: [bar], followsFrontmost: false),
                        label: "tab: \(tab.name)")
                } else if selected.isEmpty {
                    selected = top
                }
            }
            return selected.isEmpty ? [bar] : selected
        case .screenless:
            return []  // drawn where it is started: its onStart acts from the starter's screens
        }
    }

    /// The top nodes of a flow already started, without starting it again.
    private func currentTop(ofFlow name: String) -> Set<Int> {
        guard let spec = app.flows[name] else { return [] }
        switch spec.content {
        case .stack(let screens), .push(let screens), .present(let screens, _):
            return screens.last.flatMap { index[.screen(flow: name, name: $0.name)] }.map { [$0] }
                ?? []
        case .tabs:
            return index[.tabBar(flow: name)].map { [$0] } ?? []
        case .screenless:
            return []
        }
    }

    /// The tabs flows' child flows for the tab named `tab`.
    mutating func tabFlows(named tab: String) -> [String] {
        var result: [String] = []
        for name in app.flows.keys.sorted() {
            guard case .tabs(let tabs)? = app.flows[name]?.content else { continue }
            for t in tabs where t.name == tab { result.append(t.flow.name) }
        }
        return result
    }

    /// Records that `parent` starts `child`. A new parent re-walks the child's screens, whose
    /// effects after `finish` act for it.
    mutating func addParent(_ parent: String, of child: String) {
        guard parents[child, default: []].insert(parent).inserted else { return }
        for (i, n) in nodes.enumerated() {
            if case .screen(let flow, _) = n.kind, flow == child { pending.append(i) }
        }
        walkOnFinish(parent: parent, child: child)
    }

    /// A parent's `onFinish` for a child runs acting for the parent, on the screens that started it.
    private mutating func walkOnFinish(parent: String, child: String) {
        guard let effects = app.flows[parent]?.onFinish[child] else { return }
        let from = starters[child, default: []].filter {
            if case .screen(let f, _) = nodes[$0].kind { return f == parent } else { return false }
        }
        let frontmost = from.isEmpty ? currentTop(ofFlow: parent) : from
        _ = walk(
            effects, Context(actors: [parent], frontmost: frontmost, followsFrontmost: false),
            label: "onFinish \(child)")
    }

    func ancestors(of flows: Set<String>) -> Set<String> {
        var result = flows
        var queue = Array(flows)
        while let next = queue.popLast() {
            for p in parents[next] ?? [] where result.insert(p).inserted { queue.append(p) }
        }
        return result
    }

    /// The flows that own these nodes (a tab bar counts as its tabs flow).
    func flows(of nodes: Set<Int>) -> Set<String> {
        Set(
            nodes.compactMap { i -> String? in
                switch self.nodes[i].kind {
                case .screen(let flow, _): return flow
                case .tabBar(let flow): return flow
                default: return nil
                }
            })
    }

    func isScreen(_ i: Int) -> Bool {
        if case .screen = nodes[i].kind { return true }
        return false
    }

    // MARK: - Nodes and edges

    mutating func node(_ kind: FlowGraph.NodeKind, label: String) -> Int {
        if let existing = index[kind] { return existing }
        let i = nodes.count
        nodes.append(FlowGraph.Node(kind: kind, label: label))
        index[kind] = i
        if case .screen = kind { pending.append(i) }
        return i
    }

    mutating func addEdge(
        _ from: Int, _ to: Int, _ kind: FlowGraph.EdgeKind, _ label: String
    ) {
        edges.insert(FlowGraph.Edge(from: from, to: to, kind: kind, label: label))
    }
}
