/// What every renderer of the coordinator graph draws, in the order it draws it: one box a flow
/// (numbered as in ``CoordinatorGraph/flows``) and one arrow per parent and child, labelled by
/// what starts the child. A renderer only chooses the syntax.
extension CoordinatorGraph {
    /// An arrow between two drawn boxes, by their numbers.
    public struct DrawnArrow: Hashable, Sendable {
        public var from: Int
        public var to: Int
        public var label: String
    }

    /// Each flow's box text: the flow's name, with its kind unless it is the app coordinator.
    public var boxLabels: [String] {
        flows.map { $0.kind == "app" ? $0.name : "\($0.name) (\($0.kind))" }
    }

    /// ``drawnEdges`` between numbered boxes; an edge naming a flow the graph lacks is left out.
    public var arrows: [DrawnArrow] {
        var ids: [String: Int] = [:]
        for (i, flow) in flows.enumerated() { ids[flow.name] = i }
        return drawnEdges.compactMap { e in
            guard let p = ids[e.parent], let c = ids[e.child] else { return nil }
            return DrawnArrow(from: p, to: c, label: e.label)
        }
    }
}
