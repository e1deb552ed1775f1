/// The window's root view controller: a navigation stack or a tab bar.
public enum RootContent: Hashable, Sendable {
    case stack(NavigationStack)
    case tabs(TabBar)
}

/// The window: its root, the modal chain over it (bottom to top), and the alert on top.
///
/// Copy-on-write as a whole: its fields live in one shared box, so reading the window out of the
/// running app (as every step does several times) is one reference, and the first change after a
/// copy copies the fields once. The running app's own fields live in the same box
/// (``appFields``): a step copies one box for both. The fields few steps change live in a second
/// box the first points at (``RareFields``), so that the copy a step makes retains (and the
/// rewind that frees it releases) one reference for all of them.
public struct Window: Hashable, Sendable {
    /// The window's facts that steps change, copied as one value when a shared box is first
    /// changed (one copy of a struct, not a field-by-field copy of optionals of structs).
    struct Fields {
        /// The root, when it is a navigation stack; at most one of this and `rootTabBar` is set.
        var rootStack: NavigationStack?
        /// The root, when it is a tab bar controller.
        var rootTabBar: TabBar?
        var presentations: PresentationChain = []
        /// The alert, in a box of its own: one reference (not its six, nor its 96 bytes) in
        /// every copy of the fields, and shown and dismissed whole.
        var alert: AlertBox?
        /// The running app's other fields that steps change, when this is its window
        /// (``appFields``).
        var app = RunningApp.Fields()
        /// The rest, shared until one of them changes.
        var rare = Rare()
    }

    /// The window's facts that few steps change, and the running app's (``rareAppFields``: its
    /// coordinators among them).
    struct RareFields {
        var rootCoordinator: CoordinatorID?
        var rootFlow: String?
        /// What each container screen contains, by the container's id.
        var containers: [ScreenID: Containment] = [:]
        var app = RunningApp.RareFields()
    }

    /// The box of ``RareFields``, shared by the copies of ``Fields`` until one of them changes
    /// a field of it.
    final class Rare: @unchecked Sendable {
        // Mutated only after `makeRareUnique()`, as `Storage` is.
        @exclusivity(unchecked) var r: RareFields

        init(_ fields: RareFields = RareFields()) { r = fields }

        /// A copy of `other`'s fields, made where they go.
        init(copying other: Rare) { r = other.r }
    }

    /// A showing alert, never changed in place: shown and dismissed whole.
    final class AlertBox: Sendable {
        let alert: Alert

        init(_ alert: Alert) { self.alert = alert }
    }

    final class Storage: @unchecked Sendable {
        // Mutated only through `Window`'s accessors, after `makeUnique()`: never shared while it changes.
        @exclusivity(unchecked) var f: Fields

        init(_ fields: Fields = Fields()) { f = fields }

        /// A copy of `other`'s fields, made where they go (not first into an argument).
        init(copying other: Storage) { f = other.f }
    }

    /// The box of the fields (internal for the window's own extensions, `Window+…` in this folder:
    /// nothing else reads or writes it).
    var storage = Storage()

    public init() {}

    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    /// Makes the window's box and its box of ``RareFields`` unique, before a rare field changes.
    mutating func makeRareUnique() {
        makeUnique()
        if !isKnownUniquelyReferenced(&storage.f.rare) {
            storage.f.rare = Rare(copying: storage.f.rare)
        }
    }

    /// The window's root view controller (kept as two optionals, so that reading the root's stack
    /// does not copy an enum's payload).
    public internal(set) var root: RootContent? {
        get {
            if let s = storage.f.rootStack { return .stack(s) }
            if let t = storage.f.rootTabBar { return .tabs(t) }
            return nil
        }
        set {
            makeUnique()
            switch newValue {
            case .stack(let s)?: (storage.f.rootStack, storage.f.rootTabBar) = (s, nil)
            case .tabs(let t)?: (storage.f.rootStack, storage.f.rootTabBar) = (nil, t)
            case nil: (storage.f.rootStack, storage.f.rootTabBar) = (nil, nil)
            }
        }
    }

    /// The coordinator whose flow is the window root (`App/Main`).
    public internal(set) var rootCoordinator: CoordinatorID? {
        get { storage.f.rare.r.rootCoordinator }
        set {
            makeRareUnique()
            storage.f.rare.r.rootCoordinator = newValue
        }
    }

    /// The flow whose hierarchy is the window root; it stays after that flow's coordinator finishes,
    /// since finishing a stack or tabs flow changes nothing on screen.
    public internal(set) var rootFlow: String? {
        get { storage.f.rare.r.rootFlow }
        set {
            makeRareUnique()
            storage.f.rare.r.rootFlow = newValue
        }
    }

    public internal(set) var presentations: PresentationChain {
        get { storage.f.presentations }
        _modify {
            makeUnique()
            yield &storage.f.presentations
        }
    }

    public internal(set) var alert: Alert? {
        get { storage.f.alert?.alert }
        set {
            makeUnique()
            storage.f.alert = newValue.map(AlertBox.init)
        }
    }

    /// What each container screen contains, by the container's id; empty in an
    /// app without containers.
    public internal(set) var containers: [ScreenID: Containment] {
        get { storage.f.rare.r.containers }
        _modify {
            makeRareUnique()
            yield &storage.f.rare.r.containers
        }
    }

    /// The fields of the running app whose window this is (``RunningApp``) that steps change,
    /// kept in the window's box: a step that changes the window and the app's fields (an id
    /// handed out) copies one box, not the app's and then the window's. No part of the window's
    /// own identity (`==`, the fingerprint's window section).
    var appFields: RunningApp.Fields {
        _read { yield storage.f.app }
        _modify {
            makeUnique()
            yield &storage.f.app
        }
    }

    /// Calls `body` with ``appFields``, read where they are stored (`body` must not change the
    /// window).
    @inline(__always)
    func withAppFields<R>(_ body: (UnsafePointer<RunningApp.Fields>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.f.app) { body(UnsafePointer($0)) }
    }

    /// The fields of the running app that few steps change, kept with the window's own
    /// (``RareFields``). No part of the window's identity either.
    var rareAppFields: RunningApp.RareFields {
        _read { yield storage.f.rare.r.app }
        _modify {
            makeRareUnique()
            yield &storage.f.rare.r.app
        }
    }

    /// Calls `body` with ``rareAppFields``, read where they are stored (`body` must not change
    /// the window).
    @inline(__always)
    func withRareAppFields<R>(_ body: (UnsafePointer<RunningApp.RareFields>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.f.rare.r.app) { body(UnsafePointer($0)) }
    }

    /// Whether an alert shows (``alert`` is not `nil`), read without copying it.
    var hasAlert: Bool { storage.f.alert != nil }

    /// Whether the window has a root (``root`` is not `nil`), read without building it.
    var hasRoot: Bool { storage.f.rootStack?.id != nil || storage.f.rootTabBar?.owner != nil }

    /// The root tab bar, when the root is one.
    public var tabBar: TabBar? { storage.f.rootTabBar }

    /// The stack the root shows: itself, or the selected tab's — unless screens are pushed over
    /// the tab bar controller in its navigation stack, which then shows.
    public var rootVisibleStack: NavigationStack? {
        let storage = storage
        if let s = storage.f.rootStack { return s }
        guard let t = storage.f.rootTabBar else { return nil }
        if let host = t.host, host.top != nil { return host }
        return t.selectedTab?.stack
    }

    /// The top of ``rootVisibleStack``, read without copying the stack.
    var rootVisibleTop: Screen? {
        withRootVisibleStack { stack, _ in stack.pointee.top } ?? nil
    }

    /// Calls `body` with ``rootVisibleStack``, read in place (a copy of the root stack or the
    /// tab bar retains each of its arrays), and where it stands; `nil` when the window has no
    /// root. The one place that says which stack the root shows, for the readers of its top.
    @inline(__always)
    func withRootVisibleStack<R>(_ body: (UnsafePointer<NavigationStack>, StackLocation) -> R)
        -> R?
    {
        // At most one of the two is set.
        if let result = withRootStack({ body($0, .root) }) { return result }
        return withTabBar { bar -> R? in
            if let host = bar.pointer(to: \.host)?.withWrapped({ $0.pointee.hasTop ? $0 : nil })
                ?? nil
            {
                return body(host, .root)
            }
            let tabs = bar.pointee.tabs.storageInPlace
            let selected = bar.pointee.selectedIndex
            guard tabs.indices.contains(selected), let base = tabs.baseAddress else { return nil }
            return body(base[selected].stackInPlace, .tab(selected))
        } ?? nil
    }
}
