extension ControlFlowEffects {
    /// `if:` draws both branches and goes on from either; `guard:` draws its `else:`, after
    /// which the action stops, and goes on as if it held.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        switch effect {
        case .branch(_, let then, let otherwise):
            context = graph.walk(then, context, label: label).union(
                graph.walk(otherwise, context, label: label))
        case .guardThat(_, let otherwise):
            _ = graph.walk(otherwise, context, label: label)
        default:
            break
        }
    }
}
