/// The tree of live coordinators, rooted at `App`.
public struct CoordinatorTree: Hashable, Sendable {
    /// Every live coordinator, in start order; the first is `App`.
    public private(set) var all: [Coordinator]

    public init() {
        all = [Coordinator(id: .app, flow: "App", kind: .app, parent: nil)]
    }

    public subscript(id: CoordinatorID) -> Coordinator? {
        // Coordinators are few (a dozen at most in real apps): a scan beats hashing.
        for c in all where c.id == id { return c }
        return nil
    }

    public func contains(_ id: CoordinatorID) -> Bool { all.contains { $0.id == id } }

    /// The scalar facts of a coordinator, read without copying its arrays (the step path asks often).
    public struct Facts: Hashable, Sendable {
        public var kind: Coordinator.Kind
        public var parent: CoordinatorID?
        public var stack: StackID?
        public var autoFinish: Bool
        public var hidesBars: Bool
    }

    public func facts(of id: CoordinatorID) -> Facts? {
        for i in all.indices where all[i].id == id {
            return Facts(kind: all[i].kind, parent: all[i].parent, stack: all[i].stack, autoFinish: all[i].autoFinish, hidesBars: all[i].hidesBars)
        }
        return nil
    }

    /// A parameter of a coordinator's flow, read in place.
    public func param(_ name: String, of id: CoordinatorID) -> Value? {
        for i in all.indices where all[i].id == id { return all[i].params[named: name] }
        return nil
    }

    /// Adds a child under `parent`.
    mutating func attach(_ coordinator: Coordinator) {
        all.append(coordinator)
        if let parent = coordinator.parent, let i = all.firstIndex(where: { $0.id == parent }) {
            all[i].children.append(coordinator.id)
        }
    }

    mutating func modify(_ id: CoordinatorID, _ body: (inout Coordinator) -> Void) {
        if let i = all.firstIndex(where: { $0.id == id }) { body(&all[i]) }
    }

    /// Removes a coordinator and its whole subtree from the tree; returns the removed ids, the given one first.
    @discardableResult
    mutating func detach(_ id: CoordinatorID) -> [CoordinatorID] {
        let removed = subtree(of: id)
        guard !removed.isEmpty else { return [] }
        if let parent = self[id]?.parent, let p = all.firstIndex(where: { $0.id == parent }) {
            all[p].children.removeAll { $0 == id }
        }
        let set = Set(removed)
        all.removeAll { set.contains($0.id) }
        return removed
    }

    /// The coordinator and its descendants, depth first.
    public func subtree(of id: CoordinatorID) -> [CoordinatorID] {
        guard let c = self[id] else { return [] }
        return [id] + c.children.flatMap { subtree(of: $0) }
    }

    /// Whether `id` is `ancestor` or below it.
    public func isDescendant(_ id: CoordinatorID, of ancestor: CoordinatorID) -> Bool {
        var current: CoordinatorID? = id
        while let c = current {
            if c == ancestor { return true }
            current = self[c]?.parent
        }
        return false
    }

    /// `App/Main/Together/Game`.
    public func path(of id: CoordinatorID) -> String {
        var names: [String] = []
        var current: CoordinatorID? = id
        while let c = current, let node = self[c] {
            names.append(node.flow)
            current = node.parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// Every live coordinator's path, in start order.
    public var paths: [String] { all.map { path(of: $0.id) } }
}
