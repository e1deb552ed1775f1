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
    private var numbering: IDNumbering
    /// The window's container screens (construct 14), read where the window stores them, while
    /// its screens are written; `nil` when it has none (most windows).
    private var containers: UnsafePointer<[ScreenID: Containment]>?
    /// Coordinator sections computed before, if the caller keeps them (an explorer does). Not
    /// retained, as the encoder's other references (``StableHasher``, ``IDNumbering``): an
    /// encoder holds nothing to release, and lives only while ``encode(into:table:coordinatorDigests:_:)`` runs.
    private let digests: Unmanaged<CoordinatorDigests>?

    private var coordinatorDigests: CoordinatorDigests? { digests?.takeUnretainedValue() }
    /// Their tabs sections (``CoordinatorDigests/tabs``), not retained either.
    private let tabDigests: Unmanaged<TabDigests>?
    /// The name of the coordinator section this walk wrote, once kept in ``coordinatorDigests``
    /// (0: none), which the tabs section's entry is keyed by (``CoordinatorDigests/tabs``).
    private var coordinatorSection: UInt64 = 0
    /// The root tab bar's selected tab to write instead of the one it has, if set: the words of
    /// the same device with that tab selected (``DeviceState/fingerprint(using:strings:coordinators:selectedTab:)``).
    var selectedTab: Int?
    /// The root tab bar's selected tab, once its tab bar is written: the last word of the walk
    /// (``encodeLeavingSelection(into:table:coordinatorDigests:_:)``), so that the fingerprint of
    /// the same device with another tab selected is the words before it and another last word
    /// (``TabSelectionPrefix``). (The window's root word says whether it follows.)
    private(set) var rootSelection: Int?
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
    private mutating func coordinators(missed tree: CoordinatorTree) {
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

    mutating func window(_ w: Window) {
        withUnsafePointer(to: w) { window(at: $0) }
    }

    /// The window, read in place.
    mutating func window(at window: UnsafePointer<Window>) {
        // (through the pointer: a copy of the window would retain its storage)
        let w = window
        // (most windows have no containers: then none is looked up for each screen)
        w.pointee.withContainers { containers = $0.pointee.isEmpty ? nil : $0 }
        defer { containers = nil }
        // The root, read in place (a copy of the tab bar or a stack would retain each of its
        // arrays): 1 a stack, 2 a tab bar, 4 a tab bar in a navigation controller (construct 3),
        // whose stack follows the tabs, 3 none.
        if w.pointee.withTabBar({ tabBar(at: $0) }) == nil,
            w.pointee.withRootStack({ rootStack(at: $0) }) == nil
        {
            word(3)
        }
        if let c = w.pointee.rootCoordinator {
            word(1)
            word(coordinator(c))
        } else {
            word(0)
        }
        w.pointee.withRootFlow { optional(at: $0) }
        let chain = w.pointee.presentationsInPlace
        word(UInt64(chain.count))
        chain.forEachFromBottom { _, p in
            presentation(at: p)
            return true
        }
        // (most windows show no alert: nothing copied to find out)
        if w.pointee.hasAlert, let alert = w.pointee.alert {
            word(1)
            alertSpec(alert.spec)
            word(UInt64(alert.presenterLevel))
            actor(alert.actor)
        } else {
            word(0)
        }
    }

    /// The root tab bar, read through a pointer.
    private mutating func tabBar(at t: UnsafePointer<TabBar>) {
        let hasHost = t.pointee.host?.id != nil
        word(hasHost ? 4 : 2)
        // The selected tab is the walk's last word (``rootSelection``).
        rootSelection = selectedTab ?? t.pointee.selectedIndex
        word(t.pointee.isTabBarHidden ? 1 << 63 : 0)
        word(coordinator(t.pointee.owner))
        tabs(of: t)
        if hasHost { _ = t.pointer(to: \.host)?.withWrapped { stack(at: $0) } }
    }

    /// The tab bar's tabs, each with its stack: a section, which a hash sink writes as one word,
    /// the digest of its words (as it writes the coordinator section), and which
    /// ``TabDigests`` keeps for a list of tabs met again in the same place of a walk: most steps
    /// leave every tab's stack alone.
    private mutating func tabs(of t: UnsafePointer<TabBar>) {
        guard Sink.digestsSections else {
            tabWords(t.pointee.tabs.storageInPlace)
            return
        }
        // A container's children are written with it (construct 14), from the window's
        // containers, which the key does not cover: no cache then.
        let cache = containers == nil ? tabDigests : nil
        let key =
            cache == nil
            ? nil : TabDigests.key(t, section: coordinatorSection, entry: numbering.counts)
        var stores = false
        if let cache, let key {
            switch cache._withUnsafeGuaranteedRef({ $0.lookUp(key, into: &numbering) }) {
            case .hit(let digest):
                sink.word(digest)
                return
            case .walkAndStore: stores = true
            case .walk: break
            }
        }
        let outer = sink
        sink = outer.emptyCopy()
        if stores { numbering.startRecording() }
        tabWords(t.pointee.tabs.storageInPlace)
        let digest = sink.digest
        sink = outer
        sink.word(digest)
        guard stores, let cache, let key else { return }
        let numbered = numbering.stopRecording()
        let counts = numbering.counts
        cache._withUnsafeGuaranteedRef {
            $0.store(t.pointee.tabs, key: key, digest: digest, numbered: numbered, counts: counts)
        }
    }

    /// The tabs' words: the count, then each tab's name, owner, interception and stack.
    private mutating func tabWords(_ tabs: UnsafeBufferPointer<TabBar.Tab>) {
        word(UInt64(tabs.count))
        guard let base = tabs.baseAddress else { return }
        for i in 0..<tabs.count {
            let tab = base + i
            // (its digest computed once, with the traits: ``TabTraits/nameDigest``)
            tab.pointee.traits.withName { sink.string($0, digest: $1) }
            word(coordinator(tab.pointee.stack.owner))
            flag(tab.pointee.traits.isIntercepting)
            stackWords(at: tab.pointee.stackInPlace)
        }
    }

    /// The root navigation stack, read through a pointer.
    private mutating func rootStack(at s: UnsafePointer<NavigationStack>) {
        word(1)
        stack(at: s)
    }

    /// One level of the modal chain, read through a pointer.
    private mutating func presentation(at p: UnsafePointer<Presentation>) {
        let style: UInt64 =
            p.pointee.style == .sheet
            ? 4
            : p.pointee.style == .fullScreen
                ? 5 : 6 + UInt64(PresentationStyle.allCases.firstIndex(of: p.pointee.style) ?? 0)
        // High bits mark a sheet that refuses the swipe and one with a handler (P6): a
        // presentation without either encodes as it did before they existed.
        let handles = !p.pointee.swipe.onAttemptToDismiss.isEmpty
        word(
            style | (p.pointee.swipe.isModalInPresentation ? 1 << 62 : 0)
                | (handles ? 1 << 61 : 0))
        if let stack = p.pointer(to: \.stack) { stackWords(at: stack) }
        if handles { sink.joinedDescriptions(of: p.pointee.swipe.onAttemptToDismiss) }
    }

    mutating func stack(_ s: NavigationStack) {
        withUnsafePointer(to: s) { stack(at: $0) }
    }

    /// A field read through a pointer (`nil` only if the key path were not a stored property's).
    private mutating func stack(at pointer: UnsafePointer<NavigationStack>?) {
        guard let s = pointer else { return }
        stackWords(at: s)
    }

    /// A stack's words, inline where a loop writes many (a tab bar's).
    @inline(__always)
    private mutating func stackWords(at s: UnsafePointer<NavigationStack>) {
        word(stack(s.pointee.id))
        word(coordinator(s.pointee.owner) << 1 | (s.pointee.isBare ? 1 : 0))
        // The top bit marks a claimed delegate slot, written after the screens: a stack without
        // one encodes as it did before the slot existed.
        // Bit 61 marks a tab bar controller standing in the stack (construct 3), its depth after.
        let depth = s.pointee.tabBarDepth
        let hasDelegate = s.pointee.delegate?.coordinator != nil  // (`!= nil` would copy it)
        word(
            UInt64(s.pointee.screens.count) | (hasDelegate ? 1 << 63 : 0)
                | (s.pointee.isNavigationBarHidden ? 1 << 62 : 0) | (depth == nil ? 0 : 1 << 61))
        if let depth { word(UInt64(depth)) }
        // (a stack's screens are mostly all in one chunk: written inline, with no closure)
        if containers == nil, let chunk = s.pointee.screens.onlyChunkInPlace,
            let base = chunk.baseAddress
        {
            // (``plainScreens(_:)`` and ``screenFields(at:)``, written out: the compiler does
            // not inline them here)
            for i in 0..<chunk.count {
                let s = base + i
                word(screen(s.pointee.id))
                sink.string(s.pointee.name)
                if let params = s.pointer(to: \.params) { self.params(at: params) }
                word(coordinator(s.pointee.owner) << 2 | (s.pointee.isLoaded ? 1 : 0))
            }
        } else {
            s.pointee.screens.withEachChunk { chunk in screens(chunk) }
        }
        if hasDelegate, let delegate = s.pointee.delegate {
            word(coordinator(delegate.coordinator))
            string(delegate.path)
        }
    }

    /// A screen's contents (its id is written where it stands). Bit 60 marks a container
    /// (construct 14), whose children follow, each with its id, and the page it shows: a screen
    /// without children encodes as it did before containers existed.
    mutating func screen(_ s: Screen) {
        withUnsafePointer(to: s) { screen(at: $0, containers: containers) }
    }

    /// Each screen's id, then its contents.
    private mutating func screens(_ screens: UnsafeBufferPointer<Screen>) {
        guard let containers else { return plainScreens(screens) }
        containedScreens(screens, containers: containers)
    }

    /// ``screens(_:)`` in a window without containers, as most are: one loop, each screen's
    /// words inline (in the stack's own code).
    @inline(__always)
    private mutating func plainScreens(_ screens: UnsafeBufferPointer<Screen>) {
        guard let base = screens.baseAddress else { return }
        for i in 0..<screens.count {
            let s = base + i
            word(screen(s.pointee.id))
            screenFields(at: s)
            word(coordinator(s.pointee.owner) << 2 | (s.pointee.isLoaded ? 1 : 0))
        }
    }

    /// ``screens(_:)`` in a window with containers.
    private mutating func containedScreens(
        _ screens: UnsafeBufferPointer<Screen>, containers: UnsafePointer<[ScreenID: Containment]>
    ) {
        guard let base = screens.baseAddress else { return }
        for i in 0..<screens.count {
            word(screen((base + i).pointee.id))
            screen(at: base + i, containers: containers)
        }
    }

    /// A screen read through a pointer: only the fields read are loaded.
    private mutating func screen(
        at s: UnsafePointer<Screen>, containers: UnsafePointer<[ScreenID: Containment]>?
    ) {
        screenFields(at: s)
        let containment = containers?.pointee[s.pointee.id]
        word(
            coordinator(s.pointee.owner) << 2
                | (s.pointee.isLoaded ? 1 : 0) | (containment == nil ? 0 : 1 << 60))
        guard let containment else { return }
        word(
            UInt64(containment.children.count)
                | (containment.currentPage.map { UInt64($0 + 1) << 32 } ?? 0))
        containment.children.withUnsafeBufferPointer { screens($0) }
    }

    /// A screen's name and parameters.
    @inline(__always)
    private mutating func screenFields(at s: UnsafePointer<Screen>) {
        string(s.pointee.name)
        if let params = s.pointer(to: \.params) { self.params(at: params) }
    }

    mutating func actor(_ a: Actor) {
        if let s = a.screen {
            word(1)
            word(screen(s))
        } else {
            word(0)
        }
        word(coordinator(a.coordinator))
        params(a.arguments)
        params(a.screenParams)
        // (``Actor/screenDescription``, described once for a screen met again: ``ListDigests``)
        if let name = a.screenName {
            word(1)
            sink.screenDescription(name: name, params: a.screenParams)
        } else {
            word(0)
        }
    }

    /// The title, message and buttons; a button's effects are static (from the app) and hashed by their text.
    mutating func alertSpec(_ spec: AlertSpec) {
        string(spec.title)
        optional(spec.message)
        sink.alertButtons(spec.buttons)
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
