/// The tree of live coordinators, rooted at `App`.
public struct CoordinatorTree: Hashable, Sendable {
    /// Every live coordinator, in start order; the first is `App`. Ids are handed out in
    /// increasing order, so this is sorted by id too, and a lookup is a binary search: a
    /// scenario that nests flows thousands deep (each `path(of:)` a lookup per level) stays fast.
    public private(set) var all: PersistentArray<Coordinator>
    /// How many live coordinators finish themselves (`autoFinish`): when none does, a step that
    /// removes screens need not look at the others. A cache of a count of ``all`` (derived, not a
    /// fact), kept in attach, detach and modify; `StoredOnceTests` recounts it after every step.
    public private(set) var autoFinishCount = 0
    /// How many live coordinators may be finished when their screens are released
    /// (``Coordinator/observesRelease`` or ``Coordinator/claimedNavigationDelegate``): when none
    /// may, the end of a step need not look at the others. A cache of a count of ``all``, like
    /// ``autoFinishCount``, recounted by `StoredOnceTests` after every step.
    public private(set) var releaseObservedCount = 0

    public init() {
        all = [Coordinator(id: .app, traits: .app, parent: nil)]
    }

    /// The position of the coordinator with this id in ``all`` (its rank in start order).
    func position(of id: CoordinatorID) -> Int? { index(of: id) }

    /// The index of the coordinator with this id in ``all``.
    private func index(of id: CoordinatorID) -> Int? {
        // A short list (most) is searched in place, its storage not retained for the search.
        if let found = all.withElementsInPlace({ list in
            Self.search(id, count: list.count) { list[$0].id.raw }
        }) {
            return found
        }
        return Self.search(id, count: all.count) { all.withElement(at: $0) { $0.id.raw } }
    }

    /// A binary search for `id` over `count` coordinators sorted by id, `raw(i)` being the raw id
    /// of the `i`th.
    @inline(__always)
    private static func search(_ id: CoordinatorID, count: Int, raw: (Int) -> Int32) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            let r = raw(mid)
            if r == id.raw { return mid }
            if r < id.raw { low = mid + 1 } else { high = mid }
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
        return all.withElement(at: i) { c in  // read in place, not copied
            Facts(
                kind: c.kind, parent: c.parent, stack: c.stack, autoFinish: c.autoFinish,
                hidesBars: c.hidesBars)
        }
    }

    /// The name of a coordinator's flow, read in place.
    func flowName(of id: CoordinatorID) -> String? {
        index(of: id).map { all.withElement(at: $0) { $0.flow } }
    }

    /// A coordinator's flow traits, read in place (the coordinator is not copied out).
    func traits(of id: CoordinatorID) -> FlowTraits? {
        index(of: id).map { all.withElement(at: $0) { $0.traits } }
    }

    /// The first of a coordinator's children whose traits match, read in place.
    func firstChild(of id: CoordinatorID, where matches: (FlowTraits) -> Bool) -> CoordinatorID? {
        guard let i = index(of: id) else { return nil }
        let children = all.withElement(at: i) { $0.childList }
        return children.first { child in traits(of: child).map(matches) ?? false }
    }

    /// A parameter of a coordinator's flow, read in place.
    public func param(_ name: String, of id: CoordinatorID) -> Value? {
        index(of: id).flatMap { all.withElement(at: $0) { $0.params[named: name] } }
    }

    /// Adds a child under `parent` (kept in id order: at the end, as ids only grow).
    mutating func attach(_ coordinator: consuming Coordinator) {
        // (the parent and the last coordinator are read and changed in place, not copied out;
        // the coordinator given is moved into the tree, not copied)
        let parent = coordinator.parent
        let id = coordinator.id
        if let parent, let i = index(of: parent) {
            coordinator.path = all.withElement(at: i) { $0.path }.appending(coordinator.flow)
        }
        let finishesItself = coordinator.autoFinish
        let observes = Self.mayObserveRelease(coordinator)
        if !all.isEmpty, all.withElement(at: all.count - 1, { $0.id.raw }) >= id.raw {
            let at = all.firstIndex { $0.id.raw >= id.raw } ?? all.count
            // already attached
            if all.indices.contains(at), all.withElement(at: at, { $0.id }) == id { return }
            all.insert(coordinator, at: at)
        } else {
            all.append(coordinator)
        }
        if let parent, let i = index(of: parent) {
            all.modify(at: i) { $0.childList.append(id) }
        }
        if finishesItself { autoFinishCount += 1 }
        if observes { releaseObservedCount += 1 }
    }

    mutating func modify(_ id: CoordinatorID, _ body: (inout Coordinator) -> Void) {
        guard let i = index(of: id) else { return }
        // Changed where it is stored: a read and a write back would copy the coordinator twice.
        let change = all.modify(at: i) { c in
            let before = Self.mayObserveRelease(c)
            body(&c)
            let after = Self.mayObserveRelease(c)
            return before == after ? 0 : after ? 1 : -1
        }
        releaseObservedCount += change
    }

    static func mayObserveRelease(_ c: Coordinator) -> Bool {
        c.observesRelease || c.claimedNavigationDelegate
    }

    /// Removes a coordinator and its whole subtree from the tree; returns the removed ids, the given one first.
    @discardableResult
    mutating func detach(_ id: CoordinatorID) -> [CoordinatorID] {
        let removed = subtree(of: id)
        guard !removed.isEmpty else { return [] }
        // (coordinators are read and changed where they are stored, not copied out and back)
        if let i = index(of: id), let parent = all.withElement(at: i, { $0.parent }),
            let p = index(of: parent)
        {
            all.modify(at: p) { c in
                if c.childList.last == id {
                    c.childList.removeLast()
                } else {
                    c.childList.removeAll { $0 == id }
                }
            }
        }
        for r in removed {
            guard let i = index(of: r) else { continue }
            let (finishesItself, observes) = all.withElement(at: i) {
                ($0.autoFinish, Self.mayObserveRelease($0))
            }
            if finishesItself { autoFinishCount -= 1 }
            if observes { releaseObservedCount -= 1 }
        }
        // The latest started and its subtree are the last in start order: remove them from the end.
        if let first = index(of: id), all.count - first == removed.count {
            all.removeLast(removed.count)
        } else {
            let set = Set(removed)
            all.removeAll { set.contains($0.id) }
        }
        return removed
    }

    /// The coordinator and its descendants, depth first (without recursion: a tree may be deep).
    public func subtree(of id: CoordinatorID) -> [CoordinatorID] {
        guard contains(id) else { return [] }
        var result: [CoordinatorID] = []
        result.reserveCapacity(8)
        var pending: [CoordinatorID] = []
        pending.reserveCapacity(8)
        pending.append(id)
        while let next = pending.popLast() {
            result.append(next)
            guard let i = index(of: next) else { continue }
            all.withElement(at: i) { c in
                // last child first, so the first is taken next
                var j = c.childList.count
                while j > 0 {
                    j -= 1
                    pending.append(c.childList[j])
                }
            }
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

    /// `App/Main/Together/Game` (empty for a coordinator not in the tree).
    public func path(of id: CoordinatorID) -> String {
        pathValue(of: id)?.description ?? ""
    }

    /// The path, its text not built yet (what the trace keeps).
    public func pathValue(of id: CoordinatorID) -> CoordinatorPath? {
        index(of: id).map { all.withElement(at: $0) { $0.path } }
    }

    /// Every live coordinator's path, in start order.
    public var paths: [String] { all.map(\.path.description) }
}
