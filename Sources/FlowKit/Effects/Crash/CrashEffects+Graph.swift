extension CrashEffects {
    /// A crash draws an edge to a crash node, and nothing after it is drawn.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .crash(let message) = effect else { return }
        let target = graph.node(.crash(message: message), label: "crash: \(message)")
        for from in context.frontmost { graph.addEdge(from, target, .crash, label) }
        context.frontmost = []
    }
}
