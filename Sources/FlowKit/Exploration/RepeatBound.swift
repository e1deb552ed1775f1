/// What takes a state past an exploration's bounds (``Explorer/Options/maxRepeats``): a screen or
/// a flow that repeats more often than the bound allows where UIKit would keep every copy alive,
/// or a third request of one name from one screen.
///
/// These are the ways a real app's states grow without end: a push cycle (Profile → Followers →
/// Profile → …) makes each stack one screen longer a turn, a present loop each modal chain one
/// presentation longer, a coordinator that is never finished leaves one more child behind each
/// time it is started, and a button that starts a request while one is pending makes one more
/// pending request each tap. Bounding each keeps the walk finite; none of them hides a kind of
/// problem the smaller states do not show (a double submit needs two requests, a cycle's
/// second turn shows what the third would).
public struct RepeatExcess: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A screen more than the bound's times on one navigation stack.
        case screenOnStack
        /// A screen presented more than the bound's times in the modal chain.
        case presentedScreen
        /// A screen more than the bound's times in the window, counting every presented screen
        /// and every screen pushed beyond a stack's root (a link that pushes wherever the user
        /// is spreads its copies over the stacks the user sees on top of each other).
        case screenInWindow
        /// A flow more than the bound's times among one coordinator's children, or on one
        /// chain of coordinators from `App` down.
        case flow
        /// A screen released while presented more than the bound's times.
        case releasedScreen
        /// A second tab of the root tab bar with screens pushed beyond its root
        /// (``Explorer/Options/keepsTabsApart``): `name` is the tab reached second.
        case secondTabAway
        /// More than two requests of one name started by one screen (any copy of it: by name)
        /// or, with no screen, one coordinator, pending.
        case pendingRequests
    }

    public var kind: Kind
    /// The screen's, the flow's or the request's name.
    public var name: String
    /// For pending requests, the screen (or flow) that started them.
    public var from: String?

    public var description: String {
        switch kind {
        case .screenOnStack: return "'\(name)' more than the bound's times on one navigation stack"
        case .presentedScreen: return "'\(name)' presented more than the bound's times"
        case .screenInWindow: return "'\(name)' more than the bound's times in the window"
        case .flow: return "flow '\(name)' started more than the bound's times on one chain"
        case .releasedScreen:
            return "'\(name)' released while presented more than the bound's times"
        case .secondTabAway: return "a second tab, '\(name)', away from its root"
        case .pendingRequests:
            return "more than two '\(name)' requests pending from '\(from ?? "?")'"
        }
    }
}

/// The most requests of one name from one screen an exploration keeps pending: none, one or
/// more than one (a double submit) are the cases that differ.
let pendingRequestsKept = 2

extension Simulator {
    /// Why the state is past the bound of `limit` repeats, or `nil` when it is within it. Reads
    /// the state in place and allocates nothing while it is within (a string is made only for
    /// the answer).
    /// `memo` keeps the verdict on the last coordinator tree tested: most steps leave the tree
    /// as it was, and siblings share their parent's.
    func repeatExcess(limit: Int, memo: inout RepeatMemo) -> RepeatExcess? {
        guard storedDevice.isRunning else { return nil }
        var excess: RepeatExcess?
        storedDevice.app?.window.withEachStack { stack in
            guard excess == nil, stack.pointee.screens.count > limit else { return }
            if let name = Self.repeatedName(in: stack.pointee.screens, limit: limit) {
                excess = RepeatExcess(kind: .screenOnStack, name: name)
            }
        }
        if excess != nil { return excess }
        if let name = storedDevice.app?.window.withPresentations({
            Self.repeatedPresentedName(in: $0, limit: limit)
        }) ?? nil {
            return RepeatExcess(kind: .presentedScreen, name: name)
        }
        if let name = storedDevice.app.flatMap({ Self.repeatedInWindow($0.window, limit: limit) }) {
            return RepeatExcess(kind: .screenInWindow, name: name)
        }
        if let found = storedDevice.app?.withCoordinators({
            memo.repeatedFlow(in: $0, limit: limit)
        })
            ?? nil
        {
            return RepeatExcess(kind: .flow, name: found)
        }
        if let released = storedDevice.app?.releasedWhilePresented, released.count > limit {
            for i in released.indices {
                var same = 0
                for j in 0..<i where released[j].name == released[i].name { same += 1 }
                if same >= limit {
                    return RepeatExcess(kind: .releasedScreen, name: released[i].name)
                }
            }
        }
        if let requests = storedDevice.app?.requestsInPlace, requests.count > pendingRequestsKept {
            for i in requests.indices {
                var same = 0
                for j in 0..<i
                where requests[j].spec.name == requests[i].spec.name
                    && Self.sameStarter(requests[j].actor, requests[i].actor)
                {
                    same += 1
                }
                if same >= pendingRequestsKept {
                    let actor = requests[i].actor
                    let from =
                        actor.screenName
                        ?? storedDevice.app?.coordinators.flowName(of: actor.coordinator)
                    return RepeatExcess(
                        kind: .pendingRequests, name: requests[i].spec.name, from: from)
                }
            }
        }
        return nil
    }

    /// The second tab of the root tab bar found holding more screens than its flow starts with
    /// (`rootDepths`, by tab name; one when not listed), or `nil` when at most one does.
    func secondTabAway(rootDepths: [String: Int]) -> String? {
        storedDevice.app?.window.withTabBar { bar -> String? in
            var away = 0
            var second: String?
            bar.pointee.tabs.withUnsafeBufferPointer { tabs in
                for i in tabs.indices where second == nil {
                    let count = tabs[i].stackInPlace.pointee.screens.count
                    guard count > 1, count > rootDepths[tabs[i].name] ?? 1 else { continue }
                    away += 1
                    if away > 1 { second = tabs[i].name }
                }
            }
            return second
        } ?? nil
    }

    /// Whether two requests were started by the same screen (by name: a screen pushed again
    /// is the same screen to the user, and its requests pile up the same way), or, with no
    /// screen, by the same coordinator.
    @inline(__always)
    private static func sameStarter(_ a: Actor, _ b: Actor) -> Bool {
        guard let x = a.screenName, let y = b.screenName else {
            return a.screenName == nil && b.screenName == nil && a.coordinator == b.coordinator
        }
        return x == y
    }

    /// A screen name that occurs more than `limit` times in `screens`.
    private static func repeatedName(in screens: PersistentArray<Screen>, limit: Int) -> String? {
        if let found = screens.withElementsInPlace({ repeatedName(in: $0, limit: limit) }) {
            return found
        }
        guard screens.count > 32 else { return nil }
        // A stack longer than the part kept in one buffer (rare): compared element by element.
        for i in 0..<screens.count {
            let name = screens.withElement(at: i) { $0.name }
            var same = 0
            for j in 0..<i where screens.withElement(at: j, { $0.name == name }) { same += 1 }
            if same >= limit { return name }
        }
        return nil
    }

    /// The same within one buffer (a stack that fits in one chunk).
    private static func repeatedName(in screens: UnsafeBufferPointer<Screen>, limit: Int) -> String?
    {
        guard screens.count > limit else { return nil }
        for i in screens.indices {
            var same = 0
            for j in 0..<i where screens[j].name == screens[i].name { same += 1 }
            if same >= limit { return screens[i].name }
        }
        return nil
    }

    /// A screen name more than `limit` times among the window's presented screens and the
    /// screens pushed beyond a stack's root. Allocates nothing while there are `limit` or fewer
    /// such screens (the name of each is compared with those before it).
    private static func repeatedInWindow(_ window: Window, limit: Int) -> String? {
        var count = 0
        var stacks = 0
        window.withEachStack { stack in
            count += stack.pointee.screens.count
            stacks += 1
        }
        // The presented stacks come last (``Window/withEachStack(_:)``), and count whole.
        let presented = window.withPresentations { $0.count }
        let unpresented = stacks - presented
        count -= unpresented
        guard count > limit else { return nil }
        // (on the stack, not the heap: this runs for most new states of a deep walk)
        return withUnsafeTemporaryAllocation(of: String.self, capacity: count) { names in
            var n = 0
            var k = 0
            window.withEachStack { stack in
                let first = k < unpresented ? 1 : 0
                k += 1
                let screens = stack.pointee.screens
                guard screens.count > first else { return }
                for i in first..<screens.count where n < count {
                    (names.baseAddress.unsafelyUnwrapped + n).initialize(
                        to: screens.withElement(at: i) { $0.name })
                    n += 1
                }
            }
            defer { names.baseAddress?.deinitialize(count: n) }
            for i in 0..<n {
                var same = 0
                for j in 0..<i where names[j] == names[i] { same += 1 }
                if same >= limit { return names[i] }
            }
            return nil
        }
    }

    /// A screen presented (the root of a presented stack) more than `limit` times in the chain.
    private static func repeatedPresentedName(
        in chain: PresentationChain.InPlace, limit: Int
    ) -> String? {
        guard chain.count > limit else { return nil }
        var found: String?
        chain.forEachFromTop { i, p in
            guard let name = p.pointee.stack.root?.name else { return true }
            var same = 0
            chain.forEachFromTop { j, q in
                if j < i, q.pointee.stack.root?.name == name { same += 1 }
                return true
            }
            if same >= limit { found = name }
            return found == nil
        }
        return found
    }

    /// A flow that repeats more than `limit` times among one coordinator's children or on one
    /// chain from `App` down. Coordinators are in start order, so a parent comes before its children.
    static func repeatedFlow(in tree: UnsafePointer<CoordinatorTree>, limit: Int) -> String? {
        let all = tree.pointee.all
        guard all.count > limit + 1 else { return nil }
        for i in 1..<all.count {
            let (traits, parent) = all.withElement(at: i) {
                (ObjectIdentifier($0.traits), $0.parent)
            }
            // Siblings of the same flow started before it.
            var siblings = 0
            for j in 1..<i
            where all.withElement(
                at: j, { ObjectIdentifier($0.traits) == traits && $0.parent == parent })
            {
                siblings += 1
            }
            // The same flow above it.
            var above = 0
            var next = parent
            while let id = next, let j = tree.pointee.position(of: id) {
                next = all.withElement(at: j) {
                    if ObjectIdentifier($0.traits) == traits { above += 1 }
                    return $0.parent
                }
            }
            if siblings >= limit || above >= limit { return all.withElement(at: i) { $0.flow } }
        }
        return nil
    }
}

/// The last coordinator tree ``Simulator/repeatExcess(limit:memo:)`` tested, kept (retained) to
/// be recognised by its bits, and what it found.
struct RepeatMemo {
    private var tree: CoordinatorTree?
    private var flow: String?

    mutating func repeatedFlow(in tree: UnsafePointer<CoordinatorTree>, limit: Int) -> String? {
        if let known = self.tree, sameBits(known, tree.pointee) { return flow }
        flow = Simulator.repeatedFlow(in: tree, limit: limit)
        self.tree = tree.pointee
        return flow
    }
}
