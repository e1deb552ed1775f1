extension PresentationEffects {
    /// `present` draws a presentation edge to the presented screen of each acting flow;
    /// `dismiss` goes back along edges already drawn. A sheet's `onAttemptToDismiss` is walked
    /// from the presented screen.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        if case .transition(let change, _, let completion) = effect {
            draw(change, on: &graph, context: &context, label: label)
            if !completion.isEmpty {
                context = graph.walk(completion, context, label: label)
            }
            return
        }
        guard case .present(let invocation, _, let swipe, _) = effect else { return }
        let targets = Set(
            graph.actorsOrFrontmost(context).map {
                graph.node(.screen(flow: $0, name: invocation.name), label: invocation.name)
            })
        graph.move(&context, to: targets, .present, label)
        // A refused swipe's handler acts for the presented screen (P6).
        if !swipe.onAttemptToDismiss.isEmpty {
            context = context.union(
                graph.walk(swipe.onAttemptToDismiss, context, label: "\(label) › swipeDown"))
        }
    }
}
