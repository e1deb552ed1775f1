/// What launching or reinstalling the app led to, remembered by what the step depends on, so
/// that the explorer performs `launch`, `relaunch` and `reinstall` once for each: every state
/// tries `relaunch` and `reinstall`, and a launch (the launch decision, the window root, the
/// first screens' lifecycle) costs more than most steps.
///
/// A launch starts from a killed app: its result depends only on the store (after a kill, the
/// keys kept in memory are back at their defaults) and the links held for it, never on what ran
/// before. A reinstall ends the app and resets the store's UserDefaults keys: its result depends
/// only on the store (the links held are part of the key too, though it drops them). The
/// simulator's other fields (the lifecycle counts, the trace) are not part of the device and do
/// not steer the step.
struct LaunchMemo {
    enum Kind: UInt64, Hashable {
        case launch, relaunch, reinstall
    }

    struct Key: Hashable {
        var kind: Kind
        var store: Store
        var heldLinks: [HeldLink]
    }

    enum Outcome {
        /// The step failed with this error.
        case failed(StepError)
        /// The step led to the state with this fingerprint, which crashed with this message if any.
        case reached(fingerprint: UInt64, crashMessage: String?)
    }

    /// Each key's slot in ``outcomes``.
    private var slots: [Key: Int] = [:]
    private var outcomes: [Outcome?] = []
    /// Per slot, what a `reached` outcome holds, read without copying the outcome (a copy
    /// retains its error or message): every state asks for `relaunch` and `reinstall`.
    private var reached: [(fingerprint: UInt64, crashMessage: String?)?] = []
    /// The slots found lately, by where the store and the held links they were found from are
    /// stored: siblings share their parent's store, so most lookups find their slot here without
    /// working the key out (a store reset, a hash of the store). An entry holds the store and
    /// the links, so their storage stays alive and unchanged while it stands.
    private var recent: [Recent?] = Array(repeating: nil, count: 64)
    /// Per entry of ``recent``: the kind, where its store and links are stored, its slot and
    /// the store's values not read yet (``Store/unread``, which a start marks without a copy),
    /// compared without reading the entry (a read of it would retain its store and links).
    private var recentKeys = [UInt](repeating: 0, count: 5 * 64)

    private struct Recent {
        var store: Store
        var heldLinks: [HeldLink]
    }

    /// The kind of `step` if its outcome is remembered (`launch`, `relaunch` or `reinstall`):
    /// asked first, as most steps are none of them, and the step itself is not passed on (a
    /// copy of a step retains its names and arguments).
    @inline(__always)
    static func kind(of step: Step) -> Kind? {
        switch step {
        case .launch: return .launch
        case .relaunch: return .relaunch
        case .reinstall: return .reinstall
        default: return nil
        }
    }

    /// The slot of a step of this kind from `sim` (which it does not change: `inout` only so
    /// that it is read where it is; a simulator passed by value is copied first, all of it (some 580 bytes),
    /// and every state asks twice).
    @inline(__always)
    mutating func slot(for kind: Kind, from sim: inout Simulator) -> Int? {
        let location = Self.storage(sim.storedDevice.store, sim.storedDevice.heldLinks)
        let mixed =
            (UInt64(location.store) ^ (UInt64(location.links) &* 0x9E37_79B9_7F4A_7C15)
                ^ kind.rawValue) &* 0xBF58_476D_1CE4_E5B9
        let r = Int(truncatingIfNeeded: mixed >> 58) & (recent.count - 1)
        // (an entry of kind 0 is none: kinds are stored plus one)
        if recentKeys[5 * r] == UInt(kind.rawValue) + 1, recentKeys[5 * r + 1] == location.store,
            recentKeys[5 * r + 2] == location.links,
            recentKeys[5 * r + 4] == UInt(truncatingIfNeeded: sim.storedDevice.store.unread)
        {
            return Int(recentKeys[5 * r + 3])
        }
        return slot(for: kind, from: &sim, recent: r, location: location)
    }

    /// ``slot(for:from:)`` when the recent entries do not have it: found or made by the key,
    /// and kept as recent entry `r`.
    @inline(never)
    private mutating func slot(
        for kind: Kind, from sim: inout Simulator, recent r: Int,
        location: (store: UInt, links: UInt)
    ) -> Int? {
        let key = Self.key(for: kind, from: sim)
        let slot: Int
        if let known = slots[key] {
            slot = known
        } else {
            slot = outcomes.count
            outcomes.append(nil)
            reached.append(nil)
            slots[key] = slot
        }
        recent[r] = Recent(store: sim.storedDevice.store, heldLinks: sim.storedDevice.heldLinks)
        recentKeys[5 * r] = UInt(kind.rawValue) + 1
        recentKeys[5 * r + 1] = location.store
        recentKeys[5 * r + 2] = location.links
        recentKeys[5 * r + 3] = UInt(slot)
        recentKeys[5 * r + 4] = UInt(truncatingIfNeeded: sim.storedDevice.store.unread)
        return slot
    }

    /// Where a store's values and a list of held links are stored.
    private static func storage(_ store: Store, _ links: [HeldLink]) -> (store: UInt, links: UInt) {
        (
            store.values.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
            links.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        )
    }

    /// The key of a `launch`, `relaunch` or `reinstall` from `sim`.
    static func key(for kind: Kind, from sim: Simulator) -> Key {
        switch kind {
        case .launch:
            return Key(kind: .launch, store: sim.device.store, heldLinks: sim.device.heldLinks)
        case .relaunch:
            var store = sim.device.store
            store.forgetMemory(app: sim.app)
            return Key(kind: .relaunch, store: store, heldLinks: sim.device.heldLinks)
        case .reinstall:
            var store = sim.device.store
            store.forgetMemory(app: sim.app)
            store.reinstall(app: sim.app)
            return Key(kind: .reinstall, store: store, heldLinks: sim.device.heldLinks)
        }
    }

    /// The fingerprint of a slot's outcome if it reached a state, read without copying the
    /// outcome (each step of the kind asks, in every state).
    func fingerprint(at slot: Int) -> UInt64? {
        reached[slot]?.fingerprint
    }

    /// The crash message of a slot's outcome if it reached a state that crashed.
    func crashMessage(at slot: Int) -> String? {
        reached[slot]?.crashMessage
    }

    subscript(slot: Int) -> Outcome? {
        get { outcomes[slot] }
        set {
            outcomes[slot] = newValue
            if case .reached(let fingerprint, let crashMessage) = newValue {
                reached[slot] = (fingerprint, crashMessage)
            } else {
                reached[slot] = nil
            }
        }
    }
}
