/// The canonical form of a device state, as a stream of 64-bit words: what the user and the code
/// can tell apart, and nothing else. Ids come from counters, so the same hierarchy reached by
/// different paths has different ids; here every id is replaced by a canonical number:
///
/// - a live coordinator by its position in the tree's start order (``CoordinatorTree/all``);
/// - a screen, a stack, or a coordinator that has finished (a screen can outlive its coordinator)
///   by the order in which this walk first meets it: the coordinators in start order with their
///   stacks and held screens, then the window root, its tabs and the modal chain, bottom to top.
///
/// Two states get the same words exactly when one is the other with its ids renamed, so `==`,
/// `hash(into:)` and ``DeviceState/fingerprint`` agree and none depends on the path taken.
/// The walk is linear in the state's size and allocates nothing per id (``IDNumbering``).
///
/// The encoding is part of the fingerprint's contract (explore's output depends on it): change it
/// only on purpose, and update the pinned value in `FingerprintTests`.
struct CanonicalEncoder<Sink: CanonicalSink> {
    var sink: Sink
    var numbering: IDNumbering
    /// The window's container screens, read where the window stores them, while
    /// its screens are written; `nil` when it has none (most windows).
    var containers: UnsafePointer<[ScreenID: Containment]>?
    /// Coordinator sections computed before, if the caller keeps them (an explorer does). Not
    /// retained, as the encoder's other references (``StableHasher``, ``IDNumbering``): an
    /// encoder holds nothing to release, and lives only while ``encode(into:table:coordinatorDigests:_:)`` runs.
    let digests: Unmanaged<CoordinatorDigests>?

    var coordinatorDigests: CoordinatorDigests? { digests?.takeUnretainedValue() }
    /// Their tabs sections (``CoordinatorDigests/tabs``), not retained either.
    let tabDigests: Unmanaged<TabDigests>?
    /// The name of the coordinator section this walk wrote, once kept in ``coordinatorDigests``
    /// (0: none), which the tabs section's entry is keyed by (``CoordinatorDigests/tabs``).
    var coordinatorSection: UInt64 = 0
    /// The root tab bar's selected tab to write instead of the one it has, if set: the words of
    /// the same device with that tab selected (``DeviceState/fingerprint(using:strings:coordinators:selectedTab:)``).
    var selectedTab: Int?
    /// The root tab bar's selected tab, once its tab bar is written: the last word of the walk
    /// (``encodeLeavingSelection(into:table:coordinatorDigests:_:)``), so that the fingerprint of
    /// the same device with another tab selected is the words before it and another last word
    /// (``TabSelectionPrefix``). (The window's root word says whether it follows.)
    var rootSelection: Int?
    /// The coordinator ``coordinator(_:)`` numbered last (its raw id, widened: no id is
    /// `UInt64.max`, an unused entry) and its number, which stays its number for the whole walk.
    private var lastCoordinator: (raw: UInt64, number: UInt64) = (.max, 0)

    init(sink: Sink, numbering: IDNumbering, coordinatorDigests: CoordinatorDigests? = nil) {
        self.sink = sink
        self.numbering = numbering
        digests = coordinatorDigests.map { Unmanaged.passUnretained($0) }
        tabDigests = coordinatorDigests.map { Unmanaged.passUnretained($0.tabs) }
    }

    /// Runs `body` with an encoder numbering ids in `table` (a fresh one unless given), then returns its sink.
    static func encode(
        into sink: Sink, table: IDNumbering.Table = IDNumbering.Table(),
        coordinatorDigests: CoordinatorDigests? = nil, _ body: (inout CanonicalEncoder) -> Void
    ) -> Sink {
        var (sink, selection) = encodeLeavingSelection(
            into: sink, table: table, coordinatorDigests: coordinatorDigests, body)
        if let selection { sink.word(selectionWord(selection)) }
        return sink
    }

    /// ``encode(into:table:coordinatorDigests:_:)`` but for the last word, the root tab bar's
    /// selected tab (if a root tab bar was written), which it returns with the sink instead.
    static func encodeLeavingSelection(
        into sink: Sink, table: IDNumbering.Table = IDNumbering.Table(),
        coordinatorDigests: CoordinatorDigests? = nil, _ body: (inout CanonicalEncoder) -> Void
    ) -> (sink: Sink, selection: Int?) {
        var encoder = CanonicalEncoder(
            sink: sink, numbering: IDNumbering(table: table),
            coordinatorDigests: coordinatorDigests)
        body(&encoder)
        return (encoder.sink, encoder.rootSelection)
    }

    /// The last word of a walk that wrote a root tab bar with this tab selected.
    @inline(__always)
    static func selectionWord(_ tab: Int) -> UInt64 { UInt64(truncatingIfNeeded: tab) }

    // MARK: - Scalars

    @inline(__always)
    mutating func word(_ w: UInt64) { sink.word(w) }

    @inline(__always)
    mutating func flag(_ b: Bool) { sink.word(b ? 1 : 0) }

    /// A string: its length, then its UTF-8 bytes eight to a word (``CanonicalWords/string(_:)``);
    /// a hash sink writes one word for them (``StableHasher/string(_:)``).
    @inline(__always)
    mutating func string(_ s: String) { sink.string(s) }

    @inline(__always)
    mutating func optional(_ s: String?) {
        withUnsafePointer(to: s) { optional(at: $0) }
    }

    /// An optional string read where it is stored (a copy would retain it).
    @inline(__always)
    mutating func optional(at s: UnsafePointer<String?>) {
        if let s = s.pointee {
            word(1)
            string(s)
        } else {
            word(0)
        }
    }

    mutating func value(_ v: Value) {
        withUnsafePointer(to: v) { value(at: $0) }
    }

    /// A value read where it is stored (a copy of a string value would retain it).
    @inline(__always)
    mutating func value(at v: UnsafePointer<Value>) { sink.valueWords(at: v) }

    mutating func params(_ ps: [Param]) {
        withUnsafePointer(to: ps) { params(at: $0) }
    }

    /// Parameters read where they are stored: their words (``CanonicalSink/paramWords(_:)``),
    /// which a hash sink writes as one word.
    @inline(__always)
    mutating func params(at ps: UnsafePointer<[Param]>) { sink.params(at: ps) }

    // MARK: - Ids

    @inline(__always)
    mutating func screen(_ id: ScreenID) -> UInt64 { numbering.number(.screen, id.raw) }

    @inline(__always)
    mutating func stack(_ id: StackID) -> UInt64 { numbering.number(.stack, id.raw) }

    /// A live coordinator's position in start order; a finished one's number after all live ones.
    /// The last one looked up is kept (``lastCoordinator``): a tab, its stack and the stack's
    /// screens mostly name the same owner one after the other.
    @inline(__always)
    mutating func coordinator(_ id: CoordinatorID) -> UInt64 {
        let raw = UInt64(UInt32(bitPattern: id.raw))
        if raw == lastCoordinator.raw { return lastCoordinator.number }
        let number = numbering.number(.coordinator, id.raw, base: 1 << 32)
        lastCoordinator = (raw, number)
        return number
    }

    // MARK: - Structure

    mutating func device(_ d: DeviceState) {
        // (read in place: a loop over the array copies each value, retaining its string)
        withUnsafePointer(to: d) { d in
            if let values = d.pointer(to: \.store.values) { sink.values(at: values) }
        }
        // (the values no step has read yet: such a state stands for every value they can have)
        if d.store.unread != 0 { word(d.store.unread) }
        word(UInt64(d.heldLinks.count))
        for link in d.heldLinks {
            string(link.name)
            params(link.arguments)
        }
        optional(d.launchState)
        optional(d.crashMessage)
        // (read in place: a copy of the app would retain its storage)
        let hasApp = withUnsafePointer(to: d) { d in
            d.pointer(to: \.app)?.withWrapped { runningApp(at: $0) } != nil
        }
        if !hasApp { word(0) }
    }

    /// A running app after the word that says there is one.
    private mutating func runningApp(at app: UnsafePointer<RunningApp>) {
        word(1)
        appWords(at: app)
    }

    mutating func runningApp(_ app: RunningApp) {
        withUnsafePointer(to: app) { appWords(at: $0) }
    }

    /// The app, read in place (a copy of the coordinators or the window retains their storage).
    private mutating func appWords(at app: UnsafePointer<RunningApp>) {
        app.pointee.withCoordinatorsAndWindow { tree, window in
            coordinators(at: tree)
            self.window(at: window)
        }
        app.pointee.withReleasedWhilePresentedInPlace(
            count: { word(UInt64($0)) },
            { released in
                guard let base = released.baseAddress else { return }
                for i in 0..<released.count { screen(at: base + i, containers: containers) }
            })
        let requests = app.pointee.requestsInPlace
        word(UInt64(requests.count))
        // (most states have no request waiting)
        if !requests.isEmpty { self.requests(requests) }
        // Last, and only when set: a foreground app encodes as it did before scenes had phases.
        if app.pointee.isInBackground { word(0xB6) }
    }

    /// The requests waiting for their outcome.
    private mutating func requests(_ requests: UnsafeBufferPointer<PendingRequest>) {
        for r in requests {
            string(r.name)
            word(UInt64(r.outcomes.count))
            for o in r.outcomes { string(o) }
            actor(r.actor)
            flag(r.followsFrontmost)
        }
    }
}
