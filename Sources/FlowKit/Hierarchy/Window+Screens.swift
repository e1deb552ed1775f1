/// Finding a screen in the window, and the screens that have appeared (what a step compares
/// to tell which screens appeared and disappeared).
extension Window {
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
