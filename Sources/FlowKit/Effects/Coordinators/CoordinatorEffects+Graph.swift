extension CoordinatorEffects {
    /// `start` draws the child flow's first screens (and a coordinator edge); `finish` hands the
    /// acting role to the parents (`finish: parent` to the grandparents); `root` draws a root edge to the new hierarchy, and `decide` one to a decision node with an edge
    /// to the root of each launch state that may hold.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        if case .transition(let change, _, _) = effect {
            return draw(change, on: &graph, context: &context, label: label)
        }
        switch effect {
        case .start(let invocation):
            guard let spec = graph.app.flows[invocation.name] else { return }
            graph.starters[spec.name, default: []].formUnion(
                context.frontmost.filter { graph.isScreen($0) })
            for actor in context.actors {
                graph.addParent(actor, of: spec.name)
                graph.coordinatorEdges.insert(
                    CoordinatorGraph.Edge(parent: actor, child: spec.name, label: label))
            }
            if context.actors.isEmpty, context.actorIsUnknown {
                // A scene hook or a link acting before it moves anywhere: the coordinator of
                // whatever is frontmost starts it, drawn as the app's.
                graph.coordinatorEdges.insert(
                    CoordinatorGraph.Edge(
                        parent: CoordinatorGraph.appName, child: spec.name, label: label))
            }
            if case .screenless(let onStart) = spec.content {
                // No screen to move to: the gate's onStart acts for it from where it started.
                _ = graph.topNodes(ofFlow: spec.name)
                guard graph.screenlessUnderWay.insert(spec.name).inserted else { return }
                defer { graph.screenlessUnderWay.remove(spec.name) }
                var gate = context
                gate.actors = [spec.name]
                gate.actorIsUnknown = false
                gate.followsFrontmost = false
                gate = graph.walk(onStart, gate, label: label)
                context.frontmost = gate.frontmost
                return  // the starter's effects go on acting for the starter
            }
            let top = graph.topNodes(ofFlow: spec.name)
            let kind: FlowGraph.EdgeKind
            if case .present = spec.content { kind = .present } else { kind = .push }
            graph.move(&context, to: top, kind, label)
            // A sheet's onAttemptToDismiss acts for its top screen, in the flow (P6).
            let refused = spec.swipe.onAttemptToDismiss
            if !refused.isEmpty {
                var sheet = context
                sheet.actors = [spec.name]
                sheet.actorIsUnknown = false
                sheet.followsFrontmost = false
                context = context.union(graph.walk(refused, sheet, label: "\(label) › swipeDown"))
            }
        case .finish, .finishParent:
            context.actorIsUnknown = false
            let generations = effect == .finish ? 1 : 2
            for _ in 0..<generations {
                context.actors = Set(
                    context.actors.flatMap { graph.parents[$0] ?? [] }.filter {
                        $0 != CoordinatorGraph.appName
                    })
            }
        case .root(let invocation):
            guard let (target, top) = graph.enterRoot(invocation.name, label: label) else {
                return
            }
            for from in context.frontmost { graph.addEdge(from, target, .root, label) }
            context = FlowGraphBuilder.Context(
                actors: graph.flows(of: top), frontmost: top, followsFrontmost: true)
        case .decide:
            // One decision node, and behind it the roots of the launch states that may hold.
            let rules = graph.app.launchRules.possible(given: context.written)
            let decision = graph.node(
                .decision(states: rules.map(\.state).joined(separator: ", ")), label: "decide")
            for from in context.frontmost { graph.addEdge(from, decision, .root, label) }
            var tops: Set<Int> = []
            for rule in rules {
                guard let (target, top) = graph.enterRoot(rule.root.name, label: label) else {
                    continue
                }
                graph.addEdge(decision, target, .root, "launch: \(rule.state)")
                tops.formUnion(top)
            }
            context = FlowGraphBuilder.Context(
                actors: graph.flows(of: tops), frontmost: tops, followsFrontmost: true,
                written: context.written)
        default:
            break
        }
    }
}
