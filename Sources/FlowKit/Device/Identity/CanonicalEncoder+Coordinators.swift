extension CanonicalEncoder {
    /// The coordinator tree: live coordinators are numbered by their position in start order,
    /// given up front so that each reference is one lookup, then each is written in that order.
    /// It is the first part of a walk to number ids, so what it writes and numbers depends on
    /// the tree alone: a hash sink writes one word for it, the hash of its words on their own
    /// (its digest), which ``CoordinatorDigests`` can keep for a tree met again.
    ///
    /// Children are not written: they are the coordinators naming this one as parent, in start order.
    /// Nor is a kept coordinator's start count: a counter, as the lifecycle counts are, it would
    /// make every sign-out and sign-in a new state for `explore`.
    mutating func coordinators(_ tree: CoordinatorTree) {
        withUnsafePointer(to: tree) { coordinators(at: $0) }
    }

    /// The same, the tree read in place: a walk whose section is kept (most) copies nothing.
    mutating func coordinators(at tree: UnsafePointer<CoordinatorTree>) {
        if Sink.digestsSections, let digests,
            let all = tree.pointer(to: \.all),
            let (digest, section) = digests._withUnsafeGuaranteedRef({
                $0.replay(all, into: &numbering)
            })
        {
            sink.word(digest)
            coordinatorSection = section
            return
        }
        coordinators(missed: tree.pointee)
    }

    /// ``coordinators(_:)`` for a tree whose section is not kept.
    mutating func coordinators(missed tree: CoordinatorTree) {
        guard Sink.digestsSections else {
            coordinatorWords(tree)
            return
        }
        let outer = sink
        sink = outer.emptyCopy()
        coordinatorWords(tree)
        let digest = sink.digest
        sink = outer
        sink.word(digest)
        guard let coordinatorDigests else { return }
        // What the section numbered: each live coordinator, the parents, stacks and held screens.
        var numbered: [UInt64] = []
        numbered.reserveCapacity(8 * tree.all.count)
        tree.all.withEachChunk { chunk in
            guard let base = chunk.baseAddress else { return }
            for i in 0..<chunk.count {
                let c = base + i
                numbered.append(
                    IDNumbering.Kind.coordinator.rawValue << 32
                        | UInt64(UInt32(bitPattern: c.pointee.id.raw)))
                numbered.append(coordinator(c.pointee.id))
                if let parent = c.pointee.parent {
                    numbered.append(
                        IDNumbering.Kind.coordinator.rawValue << 32
                            | UInt64(UInt32(bitPattern: parent.raw)))
                    numbered.append(coordinator(parent))
                }
                if let s = c.pointee.stack {
                    numbered.append(
                        IDNumbering.Kind.stack.rawValue << 32 | UInt64(UInt32(bitPattern: s.raw)))
                    numbered.append(stack(s))
                }
                c.pointee.held.withUnsafeBufferPointer { held in
                    for h in held {
                        numbered.append(
                            IDNumbering.Kind.screen.rawValue << 32
                                | UInt64(UInt32(bitPattern: h.id.raw)))
                        numbered.append(screen(h.id))
                    }
                }
            }
        }
        coordinatorSection = coordinatorDigests.store(
            tree.all, digest: digest, numbered: numbered, counts: numbering.counts)
    }

    /// The tree's words: the count, then each coordinator in start order.
    private mutating func coordinatorWords(_ tree: CoordinatorTree) {
        var position: UInt64 = 0
        tree.all.withEachChunk { chunk in
            for i in chunk.indices {
                numbering.assign(.coordinator, chunk[i].id.raw, number: position)
                position += 1
            }
        }
        word(UInt64(tree.all.count))
        // Read in place: a copy of each coordinator would retain each of its arrays.
        tree.all.withEachChunk { chunk in
            guard let base = chunk.baseAddress else { return }
            for i in 0..<chunk.count { coordinator(at: base + i) }
        }
    }

    /// One coordinator, read through a pointer: only the fields read are loaded.
    mutating func coordinator(at c: UnsafePointer<Coordinator>) {
        let traits = c.pointee.traits
        string(traits.flow)
        word(
            UInt64(traits.kind.ordinal) | (traits.autoFinish ? 0x100 : 0)
                | (traits.hidesBars ? 0x200 : 0)
                | (c.pointee.claimedNavigationDelegate ? 0x400 : 0))
        if let params = c.pointer(to: \.params) { self.params(at: params) }
        if let parent = c.pointee.parent {
            word(1)
            word(coordinator(parent))
        } else {
            word(0)
        }
        if let s = c.pointee.stack {
            word(1)
            word(stack(s))
        } else {
            word(0)
        }
        c.pointee.held.withUnsafeBufferPointer { held in
            guard let base = held.baseAddress else {
                word(0)
                word(0)
                return
            }
            word(UInt64(held.count))
            for i in 0..<held.count { word(screen(base[i].id)) }
            word(UInt64(held.count))
            for i in 0..<held.count { string(base[i].name) }
        }
    }
}

extension Coordinator.Kind {
    /// A fixed number per kind, for the canonical encoding.
    var ordinal: Int {
        switch self {
        case .app: return 0
        case .stack: return 1
        case .tabs: return 2
        case .push: return 3
        case .present: return 4
        case .screenless: return 5
        }
    }
}
