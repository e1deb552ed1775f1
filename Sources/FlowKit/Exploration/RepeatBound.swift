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
        /// A flow more than the bound's times among one coordinator's children, or on one
        /// chain of coordinators from `App` down.
        case flow
        /// A screen released while presented more than the bound's times.
        case releasedScreen
        /// More than two requests of one name started by one screen (or coordinator) pending.
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
        case .flow: return "flow '\(name)' started more than the bound's times on one chain"
        case .releasedScreen:
            return "'\(name)' released while presented more than the bound's times"
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
        if let found = storedDevice.app?.withCoordinators({
            memo.repeatedFlow(in: $0, limit: limit)
        })
            ?? nil
        {
            return RepeatExcess(kind: .flow, name: found)
        }
        if let released = storedDevice.app?.releasedWhilePresentedInPlace, released.count > limit {
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
                    && requests[j].actor.screen == requests[i].actor.screen
                    && requests[j].actor.coordinator == requests[i].actor.coordinator
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
