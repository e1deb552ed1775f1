extension StateEffects {
    /// `set:` moves to no screen; the graph keeps the literal values it writes, for a `decide`
    /// after it (``FlowGraphBuilder/Context/written``). A value read from a `$NAME` is not known.
    static func draw(
        _ effect: Effect, on graph: inout FlowGraphBuilder,
        context: inout FlowGraphBuilder.Context, label: String
    ) {
        guard case .set(let writes) = effect else { return }
        for write in writes {
            if case .literal(let value) = write.value {
                context.written[write.key] = value
            } else {
                context.written[write.key] = nil
            }
        }
    }
}
