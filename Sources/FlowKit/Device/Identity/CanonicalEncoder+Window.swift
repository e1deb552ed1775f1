/// The window's words: its root (a stack or a tab bar and its tabs), the modal chain, the
/// stacks and their screens, and the alert.
extension CanonicalEncoder {
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
        // arrays): 1 a stack, 2 a tab bar, 4 a tab bar in a navigation controller,
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
        // A container's children are written with it, from the window's
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
        // Bit 61 marks a tab bar controller standing in the stack, its depth after.
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

    /// A screen's contents (its id is written where it stands). Bit 60 marks a container,
    /// whose children follow, each with its id, and the page it shows: a screen
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
    mutating func screen(
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
