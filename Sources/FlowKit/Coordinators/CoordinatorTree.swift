/// The tree of live coordinators, rooted at `App`.
public struct CoordinatorTree: Hashable, Sendable {
    /// Every live coordinator, in start order; the first is `App`. Ids are handed out in
    /// increasing order, so this is sorted by id too, and a lookup is a binary search: a
    /// scenario that nests flows thousands deep (each `path(of:)` a lookup per level) stays fast.
    public private(set) var all: [Coordinator]

    public init() {
        all = [Coordinator(id: .app, flow: "App", kind: .app, parent: nil)]
    }

    /// The position of the coordinator with this id in ``all`` (its rank in start order).
    func position(of id: CoordinatorID) -> Int? { index(of: id) }

    /// The index of the coordinator with this id in ``all``.
    private func index(of id: CoordinatorID) -> Int? {
        var low = 0
        var high = all.count
        while low < high {
            let mid = (low + high) / 2
            let raw = all[mid].id.raw
            if raw == id.raw { return mid }
            if raw < id.raw { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    public subscript(id: CoordinatorID) -> Coordinator? {
        index(of: id).map { all[$0] }
    }

    public func contains(_ id: CoordinatorID) -> Bool { index(of: id) != nil }

    /// The scalar facts of a coordinator, read without copying its arrays (the step path asks often).
    public struct Facts: Hashable, Sendable {
        public var kind: Coordinator.Kind
        public var parent: CoordinatorID?
        public var stack: StackID?
        public var autoFinish: Bool
        public var hidesBars: Bool
    }

    public func facts(of id: CoordinatorID) -> Facts? {
        guard let i = index(of: id) else { return nil }
        return Facts(
            kind: all[i].kind, parent: all[i].parent, stack: all[i].stack,
            autoFinish: all[i].autoFinish, hidesBars: all[i].hidesBars)
    }

    /// A parameter of a coordinator's flow, read in place.
    public func param(_ name: String, of id: CoordinatorID) -> Value? {
        index(of: id).flatMap { all[$0].params[named: name] }
    }

    /// Adds a child under `parent` (kept in id order: at the end, as ids only grow).
    mutating func attach(_ coordinator: Coordinator) {
        if let last = all.last, last.id.raw >= coordinator.id.raw {
            let at = all.firstIndex { $0.id.raw >= coordinator.id.raw } ?? all.count
            // already attached
            if all.indices.contains(at), all[at].id == coordinator.id { return }
            all.insert(coordinator, at: at)
        } else {
            all.append(coordinator)
        }
        if let parent = coordinator.parent, let i = index(of: parent) {
            all[i].children.append(coordinator.id)
        }
    }

    mutating func modify(_ id: CoordinatorID, _ body: (inout Coordinator) -> Void) {
        if let i = index(of: id) { body(&all[i]) }
    }

    /// Removes a coordinator and its whole subtree from the tree; returns the removed ids, the given one first.
    @discardableResult
    mutating func detach(_ id: CoordinatorID) -> [CoordinatorID] {
        let removed = subtree(of: id)
        guard !removed.isEmpty else { return [] }
        if let parent = self[id]?.parent, let p = index(of: parent) {
            all[p].children.removeAll { $0 == id }
        }
        let set = Set(removed)
        all.removeAll { set.contains($0.id) }
        return removed
    }

    /// The coordinator and its descendants, depth first (without recursion: a tree may be deep).
    public func subtree(of id: CoordinatorID) -> [CoordinatorID] {
        guard contains(id) else { return [] }
        var result: [CoordinatorID] = []
        var pending = [id]
        while let next = pending.popLast() {
            result.append(next)
            pending += (self[next]?.children ?? []).reversed()
        }
        return result
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
