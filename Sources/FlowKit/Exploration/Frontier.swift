/// A state of the next level an explorer expands: its index among the states found, where its
/// whole state is kept in the level if it is (else it is rebuilt from its path when its turn
/// comes), and what is known of where some of its steps lead. 32 bytes: a large level holds
/// hundreds of thousands, most of them with no whole state (``Frontier``).
struct FrontierEntry {
    /// The index among the states found (``Exploration/parents`` holds them as 32-bit too).
    private let stateIndex: UInt32
    /// Its place in the level's kept states (``Frontier``), or -1.
    fileprivate var keptSlot: Int32 = -1
    /// Its fingerprint but for the root tab bar's selected tab, from which those of its tab
    /// selections are worked out without a walk (``TabSelectionPrefix``).
    let selection: TabSelectionPrefix?
    /// The tab selections known to lead to states found already (``SelectShortcut``).
    var skips: SelectShortcut.Tabs = .empty
    /// What the step that found it added on top of the state it came from (``UndoShortcut``).
    let added: UndoShortcut.Added?

    init(index: Int, added: UndoShortcut.Added? = nil, selection: TabSelectionPrefix? = nil) {
        stateIndex = UInt32(truncatingIfNeeded: index)
        self.added = added
        self.selection = selection
    }

    var index: Int { Int(stateIndex) }
}

/// A breadth-first level of states to expand, in the order they were found: an entry for each
/// (``FrontierEntry``) and, apart, the whole states of those kept (a checkpoint each, some
/// 90 bytes and what it holds), so that the entries of the states not kept cost no room for one.
struct Frontier {
    private(set) var entries: [FrontierEntry] = []
    private var states: [Simulator.Checkpoint?] = []

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Adds a state at the end, with its whole state if it is kept (moved in, not copied: a copy
    /// would retain each of its boxes, to release them with the original).
    @inline(__always)
    mutating func append(_ entry: FrontierEntry, state: consuming Simulator.Checkpoint?) {
        var entry = entry
        if state != nil {
            entry.keptSlot = Int32(truncatingIfNeeded: states.count)
            states.append(state)
        }
        entries.append(entry)
    }

    /// The whole state of the entry at `position`, taken out (not copied): `nil` if it was not
    /// kept or is taken already.
    @inline(__always)
    mutating func takeState(at position: Int) -> Simulator.Checkpoint? {
        let slot = Int(entries[position].keptSlot)
        return states.indices.contains(slot) ? states[slot].take() : nil
    }

    /// The selections known to lead to states found, of the entry at `position`.
    mutating func setSkips(_ skips: SelectShortcut.Tabs, at position: Int) {
        entries[position].skips = skips
    }

    /// Room for `count` entries, and for `kept` of their states.
    mutating func reserveCapacity(_ count: Int, kept: Int) {
        entries.reserveCapacity(count)
        states.reserveCapacity(Swift.min(count, kept))
    }

    /// Empties the level, keeping the room of its arrays for the next (their memory is then
    /// neither given back to the system nor asked for again, one page fault a page).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        states.removeAll(keepingCapacity: true)
    }
}
