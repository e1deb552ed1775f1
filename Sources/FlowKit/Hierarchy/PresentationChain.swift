/// The modal chain, bottom to top: a persistent list, each presentation in a node that points at
/// the one below it.
///
/// Copies share their nodes. Presenting over a chain n deep allocates one node and dismissing
/// the top drops one, O(1): an array was copied whole on the first change after a copy of the
/// window (a step presents on a copy kept to undo it), each presentation's stack, delegate and
/// handlers retained, and freed whole when that copy went. Changing a presentation copies the
/// nodes from the top down to it (mostly the top one only). Reading one n − 1 − i levels under
/// the top walks that many nodes; the chain is short (a few levels, 16 at most in the sample
/// apps), and most reads are of the top.
public struct PresentationChain: Sendable {
    final class Node: @unchecked Sendable {
        // Changed only while uniquely referenced (``PresentationChain/makeUnique(at:)``), as an
        // array's buffer is: that is what makes sharing it between threads safe.
        @exclusivity(unchecked) var presentation: Presentation
        /// (a constant: a walk down the chain reads it without retaining the node below)
        let below: Node?

        init(_ presentation: consuming Presentation, below: consuming Node?) {
            WorkCounter.add(1)
            self.presentation = presentation
            self.below = below
        }

        func copy() -> Node { Node(presentation, below: below) }

        /// Where ``presentation`` is stored (the stored property of a final class: the pointer
        /// is to the node's own memory, valid while the node lives and is not changed).
        @inline(__always)
        var pointerToPresentation: UnsafePointer<Presentation> {
            withUnsafeMutablePointer(to: &presentation) { UnsafePointer($0) }
        }
    }

    /// The top presentation's node; `nil` for an empty chain.
    private var top: Node?
    /// The number of presentations, kept beside the top: read without touching a node.
    public private(set) var count = 0

    public init() {}

    public init(_ presentations: some Sequence<Presentation>) {
        for p in presentations { append(p) }
    }

    /// Presents `presentation` over the chain: one node, the rest shared.
    public mutating func append(_ presentation: consuming Presentation) {
        top = Node(presentation, below: top.take())
        count += 1
    }

    /// Dismisses the top presentation and returns it.
    @discardableResult
    public mutating func removeLast() -> Presentation {
        guard let node = top.take() else { preconditionFailure("removeLast on an empty chain") }
        top = node.below
        count -= 1
        return node.presentation
    }

    /// Dismisses the top `k` presentations (all of them when `k` is the count): the others stay
    /// shared.
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more presentations than the chain holds")
        if k == count {
            top = nil
        } else {
            for _ in 0..<k { top = top?.below }
        }
        count -= k
    }

    /// Dismisses every presentation.
    public mutating func removeAll() {
        top = nil
        count = 0
    }

    /// Where the presentation at `position` (in `0..<count`) is stored: valid while the chain
    /// is alive and unchanged. Walks `count - 1 - position` nodes, retaining none.
    func pointer(at position: Int) -> UnsafePointer<Presentation> {
        withUnsafePointer(to: self) { Self.inPlace($0).pointer(at: position) }
    }

    /// Makes the node at `position` (in `0..<count`) and those above it not shared: a shared
    /// top is copied; a node under the top is copied with the nodes above it, whether they are
    /// shared or not (rare: a change is mostly to the top). The nodes beneath it stay shared.
    private mutating func makeUnique(at position: Int) {
        guard position < count - 1 else {
            if !isKnownUniquelyReferenced(&top) { top = top?.copy() }
            return
        }
        // The path from the top down to `position`, rebuilt bottom up.
        var path: [Node] = []
        var node = top.unsafelyUnwrapped
        for _ in position..<(count - 1) {
            path.append(node)
            node = node.below.unsafelyUnwrapped
        }
        var above = node.copy()
        for n in path.reversed() { above = Node(n.presentation, below: above) }
        top = above
    }

    /// The chain stored at `chain`, read in place: its top node is read without retaining it
    /// (a read of ``top`` from a window's box retains it for the reader, as the compiler cannot
    /// tell that nothing changes it meanwhile).
    @inline(__always)
    static func inPlace(_ chain: UnsafePointer<Self>) -> InPlace {
        InPlace(
            top: UnsafeRawPointer(chain.pointer(to: \.top).unsafelyUnwrapped).load(
                as: Unmanaged<Node>?.self),
            count: chain.pointee.count)
    }

    /// The presentations of a chain, bottom to top, read where its nodes store them
    /// (``PresentationChain/inPlace(_:)``): valid while the chain is alive and unchanged. No
    /// node is retained. Reading the one at `i` walks `count - 1 - i` nodes down from the top;
    /// ``forEachFromTop(_:)`` and ``forEachFromBottom(_:)`` walk the chain once.
    struct InPlace: RandomAccessCollection {
        fileprivate let top: Unmanaged<Node>?
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }
        var isEmpty: Bool { count == 0 }

        subscript(position: Int) -> Presentation {
            @inline(__always) unsafeAddress { pointer(at: position) }
        }

        /// Where the presentation at `position` (in `0..<count`) is stored.
        @inline(__always)
        func pointer(at position: Int) -> UnsafePointer<Presentation> {
            precondition(position >= 0 && position < count, "index out of range")
            var node = top.unsafelyUnwrapped
            for _ in position..<(count - 1) { node = Self.below(node) }
            return Self.presentation(in: node)
        }

        /// Where the top presentation is stored; `nil` when the chain is empty.
        @inline(__always)
        var topPointer: UnsafePointer<Presentation>? {
            guard let top else { return nil }
            return Self.presentation(in: top)
        }

        /// Calls `body` with each presentation's index and where it is stored, from the top
        /// down, until `body` returns `false`.
        @inline(__always)
        func forEachFromTop(_ body: (Int, UnsafePointer<Presentation>) -> Bool) {
            guard var node = top else { return }
            var i = count - 1
            while body(i, Self.presentation(in: node)), i > 0 {
                i -= 1
                node = Self.below(node)
            }
        }

        /// Calls `body` with each presentation's index and where it is stored, from the bottom
        /// up, until `body` returns `false`; returns whether it went through them all. (The
        /// nodes point down: their pointers are gathered first, top down, into a buffer on
        /// the stack.)
        @inline(__always)
        @discardableResult
        func forEachFromBottom(_ body: (Int, UnsafePointer<Presentation>) -> Bool) -> Bool {
            guard count > 0 else { return true }
            return withUnsafeTemporaryAllocation(
                of: UnsafePointer<Presentation>.self, capacity: count
            ) { buffer in
                forEachFromTop { i, p in
                    buffer.initializeElement(at: i, to: p)
                    return true
                }
                for i in 0..<count where !body(i, buffer[i]) { return false }
                return true
            }
        }

        @inline(__always)
        private static func below(_ node: Unmanaged<Node>) -> Unmanaged<Node> {
            // (a constant of a node kept alive by the chain: read without retaining it)
            node._withUnsafeGuaranteedRef { .passUnretained($0.below.unsafelyUnwrapped) }
        }

        @inline(__always)
        private static func presentation(in node: Unmanaged<Node>) -> UnsafePointer<Presentation> {
            node._withUnsafeGuaranteedRef { $0.pointerToPresentation }
        }
    }
}

extension PresentationChain: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public var isEmpty: Bool { count == 0 }

    /// The top presentation, read without walking the chain.
    public var last: Presentation? { top?.presentation }

    public subscript(position: Int) -> Presentation {
        unsafeAddress { pointer(at: position) }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            if position != count - 1 || !isKnownUniquelyReferenced(&top) {
                makeUnique(at: position)
            }
            // (through a pointer: the node is not retained for the change)
            let p = withUnsafeMutablePointer(to: &self) {
                Self.inPlace(UnsafePointer($0)).pointer(at: position)
            }
            yield &UnsafeMutablePointer(mutating: p).pointee
        }
    }
}

extension PresentationChain: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Presentation...) {
        self.init(elements)
    }
}

extension PresentationChain: Hashable {
    public static func == (a: PresentationChain, b: PresentationChain) -> Bool {
        guard a.count == b.count else { return false }
        var (x, y) = (a.top, b.top)
        // (a node both share: the rest of the chains is the same)
        while let p = x, let q = y, p !== q {
            guard p.presentation == q.presentation else { return false }
            (x, y) = (p.below, q.below)
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var node = top
        while let n = node {
            hasher.combine(n.presentation)
            node = n.below
        }
    }
}
