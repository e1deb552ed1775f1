extension AlertEffects {
    /// An alert draws what each of its buttons does, from where it is shown, labelled
    /// `action › button`; the alert itself is no node.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .alert(let spec) = effect else { return }
        for button in spec.buttons {
            _ = graph.walk(button.effects, context, label: "\(label) › \(button.name)")
        }
    }
}
