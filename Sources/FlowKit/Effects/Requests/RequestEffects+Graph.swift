extension RequestEffects {
    /// Each outcome arrives later, from where the request started: drawn as alert buttons are,
    /// labelled `action › request.outcome`.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .request(let spec) = effect else { return }
        for outcome in spec.outcomes {
            _ = graph.walk(
                outcome.effects, context, label: "\(label) › \(spec.name).\(outcome.name)")
        }
    }
}
