extension RunningApp {
    /// Whether a coordinator is still attached while nothing it owns is in the window.
    func isDisplaced(_ c: Coordinator) -> Bool {
        isDisplaced(c, in: WindowContents(window))
    }

    /// The same for many coordinators: what is in the window, gathered once, so that checking
    /// every coordinator is not a scan of every stack per coordinator (cubic over a run in
    /// deeply nested flows).
    /// Gathered in one pass over the window's stacks, read in place, into sorted lists of raw
    /// ids: a step that finishes coordinators gathers them once a pass, and a window holds tens
    /// of ids, so sorting a list and searching it costs less than hashing each id into a set.
    struct WindowContents {
        let screens: SortedIDs
        let stacks: SortedIDs
        /// The coordinators that own a screen in the window.
        let owners: SortedIDs

        init(_ window: Window) {
            var count = 0
            var stackCount = 0
            window.withEachStack { s in
                count += s.pointee.screens.count
                stackCount += 1
            }
            var screens: [Int32] = []
            var stacks: [Int32] = []
            var owners: [Int32] = []
            screens.reserveCapacity(count)
            owners.reserveCapacity(count)
            stacks.reserveCapacity(stackCount)
            window.withEachStack { s in
                stacks.append(s.pointee.id.raw)
                s.pointee.screens.withEachChunkInPlace { chunk in
                    guard let base = chunk.baseAddress else { return }
                    for i in 0..<chunk.count {
                        screens.append((base + i).pointee.id.raw)
                        owners.append((base + i).pointee.owner.raw)
                    }
                }
            }
            self.screens = SortedIDs(screens)
            self.stacks = SortedIDs(stacks)
            self.owners = SortedIDs(owners)
        }
    }

    /// Raw ids, sorted, for membership by binary search.
    struct SortedIDs {
        private let raw: [Int32]

        init(_ raw: [Int32]) { self.raw = raw.sorted() }

        func contains(_ id: Int32) -> Bool {
            var low = 0
            var high = raw.count
            while low < high {
                let middle = (low + high) / 2
                if raw[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < raw.count && raw[low] == id
        }

        func contains(_ id: ScreenID) -> Bool { contains(id.raw) }
        func contains(_ id: StackID) -> Bool { contains(id.raw) }
        func contains(_ id: CoordinatorID) -> Bool { contains(id.raw) }
    }

    func isDisplaced(_ c: Coordinator, in contents: WindowContents) -> Bool {
        // Kept by the app coordinator while another root shows: held on purpose, not leaked.
        if c.isKept, window.rootCoordinator != c.id { return false }
        switch c.kind {
        case .app: return false
        case .push:
            return !c.held.isEmpty && !c.held.contains { contents.screens.contains($0.id) }
        case .present, .stack:
            guard let stack = c.stack else { return false }
            return !contents.stacks.contains(stack)
        case .tabs: return window.tabBar?.owner != c.id
        case .screenless:
            // A gate is waiting while it has a child, a screen it pushed or presented, an alert
            // or a request acting for it; with none of those nothing can ever finish it.
            return c.children.isEmpty && !contents.owners.contains(c.id)
                && window.alert?.actor.coordinator != c.id
                && !requests.contains { $0.actor.coordinator == c.id }
        }
    }
}
