extension NavigationEffects {
    /// `push` draws a push edge to the pushed screen of each acting flow, and `setStack` one to
    /// the new top (the screens below it are not shown); `popTo` an edge back to the screens of
    /// that name in the acting flows and their ancestors. `pop` and `popToRoot` go back along
    /// edges already drawn, as `setStack: []` leaves the graph where it was.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        if case .transition(let change, _, let completion) = effect {
            change.semantics.draw(change, on: &graph, context: &context, label: label)
            if !completion.isEmpty {
                context = graph.walk(completion, context, label: label)
            }
            return
        }
        switch effect {
        case .push(let invocation):
            pushEdge(to: invocation.name, on: &graph, context: &context, label: label)
        case .setStack(let screens):
            guard let top = screens.last else { return }
            pushEdge(to: top.name, on: &graph, context: &context, label: label)
        case .popTo(let name):
            let owners = graph.ancestors(of: context.actors)
            let targets = Set(
                graph.nodes.indices.filter {
                    if case .screen(let flow, let screen) = graph.nodes[$0].kind {
                        return screen == name && owners.contains(flow)
                    }
                    return false
                })
            if !targets.isEmpty { graph.move(&context, to: targets, .popTo, label) }
        default:
            break
        }
    }

    private static func pushEdge(
        to name: String, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        let targets = Set(
            graph.actorsOrFrontmost(context).map {
                graph.node(.screen(flow: $0, name: name), label: name)
            })
        graph.move(&context, to: targets, .push, label)
    }
}
