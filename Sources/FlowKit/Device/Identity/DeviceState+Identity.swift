/// Identity of device states: equal when the user and the code cannot tell them apart, whatever
/// ids the counters handed out on the way (``CanonicalEncoder``).
extension DeviceState {
    /// A stable 64-bit fingerprint of the canonical form: equal states have equal fingerprints, in
    /// every process and on every machine, so a set of fingerprints can stand for a set of states
    /// (a collision, about one in 2⁶⁴ per pair, would merge two states).
    public var fingerprint: UInt64 { fingerprint(using: IDNumbering.Table()) }

    /// The same, numbering ids in `table`, looking strings up in `strings` and coordinator
    /// trees in `coordinators`, which can serve one walk after another (an explorer's).
    /// With `selectedTab`, the fingerprint of this device with that tab of its root tab bar
    /// selected instead (what selecting it leaves when that runs nothing and loads no view).
    func fingerprint(
        using table: IDNumbering.Table, strings: StringDigests? = nil,
        coordinators: CoordinatorDigests? = nil, selectedTab: Int? = nil
    ) -> UInt64 {
        CanonicalEncoder.encode(
            into: StableHasher(strings: strings), table: table, coordinatorDigests: coordinators
        ) {
            $0.selectedTab = selectedTab
            $0.device(self)
        }.value
    }

    /// ``fingerprint(using:strings:coordinators:selectedTab:)``, and with it what the fingerprint
    /// of this device with another tab of its root tab bar selected is worked out from, without
    /// a walk (``TabSelectionPrefix``): `nil` without a root tab bar.
    func fingerprintAndSelectionPrefix(
        using table: IDNumbering.Table, strings: StringDigests? = nil,
        coordinators: CoordinatorDigests? = nil
    ) -> (fingerprint: UInt64, prefix: TabSelectionPrefix?) {
        let (sink, selection) = CanonicalEncoder.encodeLeavingSelection(
            into: StableHasher(strings: strings), table: table, coordinatorDigests: coordinators
        ) { $0.device(self) }
        guard let selection else { return (sink.value, nil) }
        let prefix = TabSelectionPrefix(words: sink)
        return (prefix.fingerprint(selecting: selection), prefix)
    }

    /// The canonical form itself.
    var canonicalWords: [UInt64] {
        CanonicalEncoder.encode(
            into: CanonicalWords()
        ) { $0.device(self) }.words
    }

    public static func == (a: DeviceState, b: DeviceState) -> Bool {
        // The canonical form names an alert's buttons' effects by their text and a request by its
        // name and outcomes: compare the specs too.
        a.app?.window.alert?.spec == b.app?.window.alert?.spec
            && a.app?.requests.map(\.spec) == b.app?.requests.map(\.spec)
            && a.canonicalWords == b.canonicalWords
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }

}

extension RunningApp {
    /// Two memories are equal when what they hold is, ids aside (``CanonicalEncoder``): pushing a
    /// screen and going back returns to a state equal to the one before.
    public static func == (a: RunningApp, b: RunningApp) -> Bool {
        a.window.alert?.spec == b.window.alert?.spec
            && a.requests.map(\.spec) == b.requests.map(\.spec)
            && a.canonicalWords == b.canonicalWords
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            CanonicalEncoder.encode(
                into: StableHasher()
            ) { $0.runningApp(self) }.value)
    }

    var canonicalWords: [UInt64] {
        CanonicalEncoder.encode(
            into: CanonicalWords()
        ) { $0.runningApp(self) }.words
    }

}

extension Window {
    /// Two windows are equal when they show the same thing, ids aside; coordinators are told
    /// apart by where they appear (compare ``DeviceState``s to compare them by the tree).
    public static func == (a: Window, b: Window) -> Bool {
        a.alert?.spec == b.alert?.spec && a.canonicalWords == b.canonicalWords
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            CanonicalEncoder.encode(into: StableHasher()) {
                $0.window(self)
            }.value)
    }

    var canonicalWords: [UInt64] {
        CanonicalEncoder.encode(into: CanonicalWords()) {
            $0.window(self)
        }.words
    }

}

extension CoordinatorTree {
    /// Two trees are equal when they hold the same flows in the same shape and start order, ids aside.
    public static func == (a: CoordinatorTree, b: CoordinatorTree) -> Bool {
        a.canonicalWords == b.canonicalWords
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(
            CanonicalEncoder.encode(into: StableHasher()) {
                $0.coordinators(self)
            }.value)
    }

    var canonicalWords: [UInt64] {
        CanonicalEncoder.encode(into: CanonicalWords()) {
            $0.coordinators(self)
        }.words
    }

}
