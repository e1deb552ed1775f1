/// The window's navigation stacks: which one shows at each level, where each stands, and
/// changing one in place.
extension Window {
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
    var rootVisibleTopLoadState: (id: ScreenID, isLoaded: Bool, place: StackPlace)? {
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
}
