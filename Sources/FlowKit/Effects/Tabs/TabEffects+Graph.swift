extension TabEffects {
    /// `select` draws a tab edge to the top of every tab of that name.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .select(let tab) = effect else { return }
        let targets = Set(graph.tabFlows(named: tab).flatMap { graph.topNodes(ofFlow: $0) })
        graph.move(&context, to: targets, .tab, label)
    }
}
