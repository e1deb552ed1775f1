/// The window's root view controller: a navigation stack or a tab bar.
public enum RootContent: Hashable, Sendable {
    case stack(NavigationStack)
    case tabs(TabBar)
}

/// Where a navigation stack stands in the window.
public enum StackLocation: Hashable, Sendable {
    /// The window root is this stack (or, the navigation stack the root tab bar
    /// controller stands in).
    case root
    /// The stack of the root tab bar's tab at this index.
    case tab(Int)
    /// The stack of the presentation at this index of the modal chain.
    case presentation(Int)

    /// 0 for the root level, 1 for the first presentation, …
    public var level: Int {
        if case .presentation(let i) = self { return i + 1 }
        return 0
    }

    /// Whether the stack is a tab's (the only kind that may be empty).
    public var isTab: Bool {
        if case .tab = self { return true }
        return false
    }
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
    private struct Fields {
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
    private struct RareFields {
        var rootCoordinator: CoordinatorID?
        var rootFlow: String?
        /// What each container screen contains, by the container's id.
        var containers: [ScreenID: Containment] = [:]
        var app = RunningApp.RareFields()
    }

    /// The box of ``RareFields``, shared by the copies of ``Fields`` until one of them changes
    /// a field of it.
    private final class Rare: @unchecked Sendable {
        // Mutated only after `makeRareUnique()`, as `Storage` is.
        @exclusivity(unchecked) var r: RareFields

        init(_ fields: RareFields = RareFields()) { r = fields }

        /// A copy of `other`'s fields, made where they go.
        init(copying other: Rare) { r = other.r }
    }

    /// A showing alert, never changed in place: shown and dismissed whole.
    private final class AlertBox: Sendable {
        let alert: Alert

        init(_ alert: Alert) { self.alert = alert }
    }

    private final class Storage: @unchecked Sendable {
        // Mutated only through `Window`'s accessors, after `makeUnique()`: never shared while it changes.
        @exclusivity(unchecked) var f: Fields

        init(_ fields: Fields = Fields()) { f = fields }

        /// A copy of `other`'s fields, made where they go (not first into an argument).
        init(copying other: Storage) { f = other.f }
    }

    private var storage = Storage()

    public init() {}

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
    }

    /// Makes the window's box and its box of ``RareFields`` unique, before a rare field changes.
    private mutating func makeRareUnique() {
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

    /// The navigation stack the root tab bar controller stands in.
    public var tabBarHost: NavigationStack? { tabBar?.host }

    /// The stack at `level` that is on screen (0: the root's visible stack).
    public func visibleStack(atLevel level: Int) -> NavigationStack? {
        level == 0
            ? rootVisibleStack
            : (presentations.indices.contains(level - 1) ? presentations[level - 1].stack : nil)
    }

    /// The top of ``visibleStack(atLevel:)``, read without copying the stack.
    func visibleTop(atLevel level: Int) -> Screen? {
        guard level > 0 else { return rootVisibleTop }
        let storage = storage
        return storage.f.presentations.indices.contains(level - 1)
            ? presented(level - 1).pointee.stack.top : nil
    }

    /// Where a screen stands in a stack, for the walk over the appeared screens.
    typealias StackPlace = (location: StackLocation, index: Int)

    /// The id of ``visibleTop(atLevel:)``, whether it has loaded its view, and where it stands,
    /// read without copying the screen or a stack.
    func visibleTopLoadState(atLevel level: Int) -> (
        id: ScreenID, isLoaded: Bool, place: StackPlace
    )? {
        let storage = storage
        guard level == 0 else {
            guard storage.f.presentations.indices.contains(level - 1),
                let top = presented(level - 1).pointee.stack.topLoadState
            else { return nil }
            return (top.id, top.isLoaded, (.presentation(level - 1), top.index))
        }
        return rootVisibleTopLoadState
    }

    /// ``visibleTopLoadState(atLevel:)`` at level 0.
    private var rootVisibleTopLoadState: (id: ScreenID, isLoaded: Bool, place: StackPlace)? {
        withRootVisibleStack { stack, location in
            stack.pointee.topLoadState.map { ($0.id, $0.isLoaded, (location, $0.index)) }
        } ?? nil
    }

    /// The frontmost screen (an alert is not a screen: this is what is under it).
    public var frontmost: Screen? {
        let storage = storage
        if !storage.f.presentations.isEmpty,
            let top = presented(storage.f.presentations.count - 1).pointee.stack.top
        {
            return top
        }
        return rootVisibleTop
    }

    /// Whether a screen is frontmost (``frontmost`` is not `nil`), found without copying it.
    var hasFrontmost: Bool {
        let storage = storage
        if let last = storage.f.presentations.indices.last {
            if presented(last).pointee.stack.hasTop { return true }
        }
        if storage.f.rootStack?.hasTop == true || storage.f.rootTabBar?.host?.hasTop == true {
            return true
        }
        guard let bar = storage.f.rootTabBar, bar.tabs.indices.contains(bar.selectedIndex) else {
            return false
        }
        return bar.tabs[bar.selectedIndex].stack.hasTop
    }

    /// Where the screen with this id stands when it is the top of the topmost presentation (a
    /// bare one too) or of the frontmost navigation stack (as a screen that loads its view, or
    /// presents, mostly is), read in place; `nil` otherwise.
    func frontmostTopLocation(of id: ScreenID) -> (location: StackLocation, index: Int)? {
        let storage = storage
        guard let location = frontmostNavigationStackLocation else {
            return bareTopLocation(of: id)
        }
        // (optional chains read in place; `if let` or `map` would copy the stack)
        let count: Int?
        let top: ScreenID?
        switch location {
        case .root:
            if case .some = storage.f.rootStack {
                (count, top) = (storage.f.rootStack?.screens.count, storage.f.rootStack?.topID)
            } else {
                count = storage.f.rootTabBar?.host?.screens.count
                top = storage.f.rootTabBar?.host?.topID
            }
        case .tab(let i):
            count = storage.f.rootTabBar?.tabs[i].stack.screens.count
            top = storage.f.rootTabBar?.tabs[i].stack.topID
        case .presentation(let i):
            count = presented(i).pointee.stack.screens.count
            top = presented(i).pointee.stack.topID
        }
        guard let count, top == id else { return bareTopLocation(of: id) }
        return (location, count - 1)
    }

    /// Where the screen with this id stands when it is a bare presented screen on top of the
    /// modal chain: frontmost, though it stands in no navigation stack.
    private func bareTopLocation(of id: ScreenID) -> (location: StackLocation, index: Int)? {
        let storage = storage
        guard let last = storage.f.presentations.indices.last,
            presented(last).pointee.stack.isBare,
            presented(last).pointee.stack.topID == id
        else { return nil }
        return (.presentation(last), presented(last).pointee.stack.screens.count - 1)
    }

    /// What `back` reads of the stack at a location (``NavigationStack/backFacts``), read in
    /// place; `nil` when no stack stands there.
    func backFacts(at location: StackLocation) -> (
        isNavigationBarHidden: Bool, topOwner: CoordinatorID?, hasBackButton: Bool
    )? {
        let storage = storage
        // (optional chains read in place; `if let` would copy the stack)
        switch location {
        case .root:
            if case .some = storage.f.rootStack { return storage.f.rootStack?.backFacts }
            return storage.f.rootTabBar?.host?.backFacts
        case .tab(let i):
            guard let count = storage.f.rootTabBar?.tabs.count, i >= 0, i < count else {
                return nil
            }
            return storage.f.rootTabBar?.tabs[i].stack.backFacts
        case .presentation(let i):
            guard storage.f.presentations.indices.contains(i) else { return nil }
            return presented(i).pointee.stack.backFacts
        }
    }

    /// Where ``frontmostNavigationStack`` stands, found without copying a stack.
    var frontmostNavigationStackLocation: StackLocation? {
        let storage = storage
        var found: Int? = nil
        presentationsInPlace.forEachFromTop { i, p in
            if p.pointee.stack.isBare { return true }
            found = i
            return false
        }
        if let found { return .presentation(found) }
        if case .some = storage.f.rootStack { return .root }  // (`!= nil` would copy it)
        guard let selected = storage.f.rootTabBar?.selectedIndex else { return nil }
        if storage.f.rootTabBar?.host?.hasTop == true { return .root }
        return storage.f.rootTabBar?.tabs.indices.contains(selected) == true
            ? .tab(selected) : nil
    }

    /// The frontmost navigation stack: a bare presented screen has none, so the nearest one beneath it.
    public var frontmostNavigationStack: NavigationStack? {
        for p in presentations.reversed() where !p.stack.isBare { return p.stack }
        return rootVisibleStack
    }

    /// Where the stack with this id stands, if it is in the window.
    public func location(ofStack id: StackID) -> StackLocation? {
        let storage = storage
        var found: Int? = nil
        presentationsInPlace.forEachFromBottom { i, p in
            if p.pointee.stack.id == id { found = i }
            return found == nil
        }
        if let found { return .presentation(found) }
        // read in place: `if let` would copy the stacks
        if case .some = storage.f.rootStack { return storage.f.rootStack?.id == id ? .root : nil }
        guard let count = storage.f.rootTabBar?.tabs.count else { return nil }
        if storage.f.rootTabBar?.host?.id == id { return .root }
        for i in 0..<count where storage.f.rootTabBar?.tabs[i].stack.id == id { return .tab(i) }
        return nil
    }

    /// The stack at a location.
    public func stack(at location: StackLocation) -> NavigationStack? {
        let storage = storage
        switch location {
        case .root: return storage.f.rootStack ?? storage.f.rootTabBar?.host
        case .tab(let i):
            guard let t = storage.f.rootTabBar, t.tabs.indices.contains(i) else { return nil }
            return t.tabs[i].stack
        case .presentation(let i):
            return storage.f.presentations.indices.contains(i)
                ? presented(i).pointee.stack : nil
        }
    }

    /// Whether the tab bar controller stands in the stack at a location, read in
    /// place; `nil` when no stack stands there.
    func holdsTabBar(at location: StackLocation) -> Bool? {
        let storage = storage
        switch location {
        case .root:
            if case .some = storage.f.rootStack { return storage.f.rootStack?.tabBarDepth != nil }
            guard storage.f.rootTabBar?.host?.id != nil else { return nil }
            return storage.f.rootTabBar?.host?.tabBarDepth != nil
        case .tab(let i):
            guard let count = storage.f.rootTabBar?.tabs.count, i >= 0, i < count else {
                return nil
            }
            return storage.f.rootTabBar?.tabs[i].stack.tabBarDepth != nil
        case .presentation(let i):
            guard storage.f.presentations.indices.contains(i) else { return nil }
            return presented(i).pointee.stack.tabBarDepth != nil
        }
    }

    /// Changes the stack at a location in place.
    mutating func modifyStack<R>(
        at location: StackLocation, _ body: (inout NavigationStack) throws(StepError) -> R
    ) throws(StepError) -> R? {
        switch location {
        case .root:
            if storage.f.rootStack?.id != nil {
                makeUnique()
                return try storage.f.rootStack?.modify(body)
            }
            guard storage.f.rootTabBar?.host?.id != nil else { return nil }
            // The navigation stack the tab bar controller stands in.
            makeUnique()
            defer {
                if storage.f.rootTabBar?.host?.tabBarDepth == nil,
                    let host = storage.f.rootTabBar?.host
                {
                    // the tab bar controller was popped off
                    (storage.f.rootStack, storage.f.rootTabBar) = (host, nil)
                }
            }
            return try storage.f.rootTabBar?.host?.modify(body)
        case .tab(let i):
            guard let count = storage.f.rootTabBar?.tabs.count, i >= 0, i < count else {
                return nil
            }
            makeUnique()
            return try storage.f.rootTabBar?.tabs[i].stack.modify(body)
        case .presentation(let i):
            guard storage.f.presentations.indices.contains(i) else { return nil }
            makeUnique()
            return try body(&storage.f.presentations[i].stack)
        }
    }

    /// Where the presentation at `index` (in the chain's indices) is stored, found without
    /// retaining a node (``PresentationChain/InPlace``): read it before the window
    /// changes.
    @inline(__always)
    private func presented(_ index: Int) -> UnsafePointer<Presentation> {
        presentationsInPlace.pointer(at: index)
    }

    /// Dismisses the presentations from `index` up, and an alert shown from one of them.
    mutating func dismissPresentations(from index: Int) {
        // (read in place: the getters would copy the chain and the alert)
        guard index >= 0, index < storage.f.presentations.count else { return }
        makeUnique()
        // (the presentations that stay are shared, not copied)
        storage.f.presentations.removeLast(storage.f.presentations.count - index)
        if let level = storage.f.alert?.alert.presenterLevel,
            level > storage.f.presentations.count
        {
            storage.f.alert = nil
        }
    }

    /// Changes the root tab bar in place.
    mutating func modifyTabBar<R>(_ body: (inout TabBar) -> R) -> R? {
        guard storage.f.rootTabBar?.owner != nil else { return nil }
        makeUnique()
        return storage.f.rootTabBar?.modify(body)
    }

    // MARK: - Read in place (walks over the whole window: fingerprints, the leak test)

    /// Whether this window is `other` with another tab selected, or the same: every field (the
    /// app's too, ``appFields``) the same bits (the same storage), the root tab bar's selected
    /// index aside (``sameBits(_:_:)``).
    func isSame(as other: Window, butTheSelectedTab: ()) -> Bool {
        let a = storage.f
        let b = other.storage.f
        guard let x = a.rootTabBar, let y = b.rootTabBar else { return false }
        return sameBits(x.tabs, y.tabs) && x.owner == y.owner && sameBits(x.host, y.host)
            && x.isTabBarHidden == y.isTabBarHidden && sameBits(a.rootStack, b.rootStack)
            && sameBits(a.presentations, b.presentations) && a.alert === b.alert
            && a.app.isSame(as: b.app) && (a.rare === b.rare || Self.isSame(a.rare.r, as: b.rare.r))
    }

    /// Whether these are `other`'s very rare fields: the same storage, the same values.
    private static func isSame(_ a: RareFields, as b: RareFields) -> Bool {
        a.rootCoordinator == b.rootCoordinator && sameBits(a.rootFlow, b.rootFlow)
            && sameBits(a.containers, b.containers) && a.app.isSame(as: b.app)
    }

    /// Calls `body` with the root tab bar, read in place; `nil` when the root is not one.
    func withTabBar<R>(_ body: (UnsafePointer<TabBar>) -> R) -> R? {
        // (the stored property of a final class: the pointer is to where it is stored)
        withUnsafeMutablePointer(to: &storage.f.rootTabBar) { UnsafePointer($0).withWrapped(body) }
    }

    /// Calls `body` with the root navigation stack, read in place; `nil` when the root is not one.
    func withRootStack<R>(_ body: (UnsafePointer<NavigationStack>) -> R) -> R? {
        withUnsafeMutablePointer(to: &storage.f.rootStack) { UnsafePointer($0).withWrapped(body) }
    }

    /// Calls `body` with the modal chain, bottom to top, read in place (`body` must not change
    /// the window, ``PresentationChain/InPlace``).
    @inline(__always)
    func withPresentations<R>(_ body: (PresentationChain.InPlace) -> R) -> R {
        body(presentationsInPlace)
    }

    /// Calls `body` with the top presentation, read in place, without walking the chain; `nil`
    /// when nothing is presented (`body` must not change the window).
    @inline(__always)
    func withTopPresentation<R>(_ body: (UnsafePointer<Presentation>) -> R) -> R? {
        presentationsInPlace.topPointer.map(body)
    }

    /// The modal chain, read where the window's box stores it (``PresentationChain/inPlace(_:)``;
    /// the box is not retained): read it before the window changes.
    @inline(__always)
    var presentationsInPlace: PresentationChain.InPlace {
        Unmanaged.passUnretained(storage)._withUnsafeGuaranteedRef {
            PresentationChain.inPlace(withUnsafeMutablePointer(to: &$0.f.presentations) { $0 })
        }
    }

    /// Calls `body` with ``rootFlow``, read in place (`body` must not change the window).
    @inline(__always)
    func withRootFlow<R>(_ body: (UnsafePointer<String?>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.f.rare.r.rootFlow) { body($0) }
    }

    /// Calls `body` with ``containers``, read in place (`body` must not change the window).
    @inline(__always)
    func withContainers<R>(_ body: (UnsafePointer<[ScreenID: Containment]>) -> R) -> R {
        withUnsafeMutablePointer(to: &storage.f.rare.r.containers) { body($0) }
    }

    /// Calls `body` with each stack of ``allStacks``, read in place: no stack, tab or
    /// presentation is copied. In the order of ``allStacks``, but the modal chain's top down (it
    /// is walked down from its top once).
    func withEachStack(_ body: (UnsafePointer<NavigationStack>) -> Void) {
        _ = withRootStack(body)
        _ = withTabBar { t in
            _ = t.pointer(to: \.host)?.withWrapped(body)
            t.pointee.tabs.withUnsafeBufferPointer { tabs in
                guard let base = tabs.baseAddress else { return }
                for i in 0..<tabs.count {
                    body(base[i].stackInPlace)
                }
            }
        }
        presentationsInPlace.forEachFromTop { _, p in
            if let stack = p.pointer(to: \.stack) { body(stack) }
            return true
        }
    }

    /// Every stack in the window, root level first (unselected tabs included).
    public var allStacks: [(location: StackLocation, stack: NavigationStack)] {
        var result: [(StackLocation, NavigationStack)] = []
        forEachStack { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with each stack of ``allStacks``, in its order, without building the list.
    func forEachStack(_ body: (StackLocation, NavigationStack) throws -> Void) rethrows {
        switch root {
        case .stack(let s): try body(.root, s)
        case .tabs(let t):
            if let host = t.host { try body(.root, host) }
            for (i, tab) in t.tabs.enumerated() { try body(.tab(i), tab.stack) }
        case nil: break
        }
        for (i, p) in presentations.enumerated() { try body(.presentation(i), p.stack) }
    }

    /// Where the screen with this id stands, if it is in the window (loaded or not); a screen
    /// a container holds stands where its outermost container does.
    public func location(ofScreen id: ScreenID) -> (location: StackLocation, index: Int)? {
        if let found = location(ofStackScreen: id) { return found }
        guard !storage.f.rare.r.containers.isEmpty, let outer = outermostContainer(of: id) else {
            return nil
        }
        return location(ofStackScreen: outer)
    }

    /// Marks the screen with this id loaded (L1), when a navigation stack holds it (looked for
    /// first at the top of the frontmost stack). Returns where it stands and whether it was
    /// loaded already; `nil` when no stack holds it (a child screen). One call on
    /// the window finds and changes it: a lookup called on the window stored in the running app,
    /// then a change, would retain the window for the lookup.
    mutating func markLoadedInStack(_ id: ScreenID) -> (
        location: StackLocation, index: Int, wasLoaded: Bool
    )? {
        guard let (location, index) = frontmostTopLocation(of: id) ?? location(ofStackScreen: id)
        else { return nil }
        let wasLoaded = try? modifyStack(at: location) {
            (stack: inout NavigationStack) throws(StepError) -> Bool in
            stack.screens.modify(at: index) { screen in
                defer { screen.isLoaded = true }
                return screen.isLoaded
            }
        }
        return (location, index, wasLoaded != false)
    }

    /// Where the screen with this id stands in a stack, if one holds it.
    func location(ofStackScreen id: ScreenID) -> (location: StackLocation, index: Int)? {
        let storage = storage
        var found: (Int, Int)? = nil
        presentationsInPlace.forEachFromBottom { i, p in
            found = p.pointee.stack.index(of: id).map { (i, $0) }
            return found == nil
        }
        if let (i, index) = found { return (.presentation(i), index) }
        if let index = storage.f.rootStack?.index(of: id) { return (.root, index) }
        if let t = storage.f.rootTabBar {
            if let index = t.host?.index(of: id) { return (.root, index) }
            for (i, tab) in t.tabs.enumerated() {
                if let index = tab.stack.index(of: id) { return (.tab(i), index) }
            }
        }
        return nil
    }

    /// The screen with this id, if it is in the window (one a container holds too).
    public func screen(_ id: ScreenID) -> Screen? {
        if let (location, index) = location(ofStackScreen: id) {
            return stack(at: location)?.screens[index]
        }
        return storage.f.rare.r.containers.isEmpty ? nil : containedScreen(id)
    }

    /// The screens that are appeared, by UIKit's rules: the top of each level of the chain,
    /// except a level directly under a full-screen presentation (L7, L8). Bottom to top.
    ///
    /// A container screen is followed by the children on screen with it: its
    /// embedded children, or its page; UIKit forwards each appearance callback to them right
    /// after the container's own.
    public var appearedScreens: [Screen] {
        var result: [Screen] = []
        appendAppearedScreens(to: &result)
        return result
    }

    /// Appends ``appearedScreens`` to `result` (a buffer reused step after step).
    func appendAppearedScreens(to result: inout [Screen]) {
        let hasContainers = !storage.f.rare.r.containers.isEmpty
        _ = forEachAppearedLevel { _, level in
            if let top = level.map({ $0.pointee.stack.top }) ?? rootVisibleTop {
                let id = top.id
                result.append(consume top)  // moved in, not copied
                if hasContainers { appendShownChildren(of: id, to: &result) }
            }
            return true
        }
    }

    /// Calls `body` with each level of the chain whose top is appeared, bottom to top, until
    /// `body` returns `false`; returns whether it went through them all. A level is its number
    /// (0: the root) and its presentation, read in place (`nil` for the root). A level directly
    /// under a full-screen presentation is left out (L7, L8). One walk over the chain, not one
    /// a level.
    @inline(__always)
    private func forEachAppearedLevel(
        _ body: (Int, UnsafePointer<Presentation>?) -> Bool
    ) -> Bool {
        let chain = presentationsInPlace
        if chain.isEmpty { return body(0, nil) }
        // The level under each presentation is appeared unless it removes its presenter.
        var under: UnsafePointer<Presentation>? = nil
        let went = chain.forEachFromBottom { i, p in
            defer { under = p }
            return p.pointee.style.removesPresenter || body(i, under)
        }
        return went && body(chain.count, under)  // the top level
    }

    /// Calls `body` with the id of each of ``appearedScreens``, whether it has loaded its view,
    /// and where it stands in a stack (`nil` for a child a container holds), in
    /// their order, read in place (no screen is copied), until `body` returns `false`. Returns
    /// whether it went through them all.
    @discardableResult
    func forEachAppearedScreenLoadState(_ body: (ScreenID, Bool, StackPlace?) -> Bool) -> Bool {
        let hasContainers = !storage.f.rare.r.containers.isEmpty
        return forEachAppearedLevel { number, level in
            let state: (id: ScreenID, isLoaded: Bool, place: StackPlace)?
            if let level {
                state = level.pointee.stack.topLoadState.map {
                    ($0.id, $0.isLoaded, (.presentation(number - 1), $0.index))
                }
            } else {
                state = rootVisibleTopLoadState
            }
            guard let (id, isLoaded, place) = state else { return true }
            guard body(id, isLoaded, place) else { return false }
            return !hasContainers || forEachShownChildLoadState(of: id, body)
        }
    }

    /// Empties `result` and appends ``appearedScreens`` to it, unless they are `screens`
    /// (``appearedScreensMatch(_:)``). Returns whether it did.
    func refillAppearedScreens(_ result: inout [Screen], unlessMatching screens: [Screen]) -> Bool {
        if appearedScreensMatch(screens) { return false }
        result.removeAllKeepingCapacity()
        appendAppearedScreens(to: &result)
        return true
    }

    /// Whether ``appearedScreens`` are `screens` (the same instances, in order), found without
    /// building the list: the end of a step that changed nothing on screen costs a few reads.
    func appearedScreensMatch(_ screens: [Screen]) -> Bool {
        var matched = 0
        let hasContainers = !storage.f.rare.r.containers.isEmpty
        let matches = forEachAppearedLevel { _, level in
            // (ids read in place: a copy of the top screen retains its name and parameters)
            let topID = level.map { $0.pointee.stack.topID } ?? rootVisibleTopLoadState?.id
            guard let id = topID else { return true }
            guard matched < screens.count, screens[matched].id == id else { return false }
            matched += 1
            // a container's children shown with it follow it
            return !hasContainers || shownChildrenMatch(of: id, screens, from: &matched)
        }
        return matches && matched == screens.count
    }
}
