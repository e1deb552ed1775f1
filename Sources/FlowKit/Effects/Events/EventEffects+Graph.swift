extension EventEffects {
    /// An in-app event is routed as its link is, from where it is posted; a link that posts
    /// itself again is walked once.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .post(let event) = effect, let link = graph.app.links[event.name],
            graph.postedLinks.insert(event.name).inserted
        else { return }
        var routed = context
        routed.followsFrontmost = true
        context = context.union(
            graph.walk(link.effects, routed, label: "\(label) › post \(event.name)"))
        graph.postedLinks.remove(event.name)
    }
}
