extension Window {
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
}
