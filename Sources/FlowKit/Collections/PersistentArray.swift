/// An array whose copies share their storage: copying one is O(1), and changing a copy copies
/// only the path to what changes, O(log₃₂ n), not the whole array.
///
/// The simulator keeps the device as it was before each step to undo a failed step, so every step
/// changes a copy: with plain arrays a navigation stack or coordinator tree n deep was copied
/// whole on every step, and a run that grows it one level a step was quadratic. Here a step costs
/// what it changes.
///
/// A trie of 32-wide nodes with the last (up to 32) elements in a tail, as Clojure's vector:
/// appending, removing the last element, and reading or writing one are O(log₃₂ n); replacing a
/// suffix costs what is replaced; any other replacement rebuilds the array (O(n)).
public struct PersistentArray<Element> {
    fileprivate final class Node: @unchecked Sendable {
        // Changed only while uniquely referenced (``PersistentArray/makeUnique(_:)``), as an
        // array's buffer is: that is what makes sharing it between threads safe.
        var children: [Node]
        var values: [Element]

        init(children: [Node] = [], values: [Element] = []) {
            self.children = children
            self.values = values
        }

        func copy() -> Node {
            WorkCounter.add(children.count + values.count)
            return Node(children: children, values: values)
        }
    }

    private static var bits: Int { 5 }
    private static var width: Int { 32 }
    private static var mask: Int { 31 }

    public private(set) var count: Int
    /// The level of the root's children: 5 when they are leaves, 10 a level up, …
    private var shift: Int
    /// The trie; `nil` while every element fits in the tail (up to 32, as a navigation stack's
    /// screens mostly do): a new array then allocates no node, and a copy retains one reference
    /// fewer.
    private var root: Node?
    /// The last 1…32 elements (none when the array is empty).
    private var tail: [Element]

    public init() {
        count = 0
        shift = Self.bits
        root = nil
        tail = []
    }

    public init(_ elements: some Sequence<Element>) {
        self.init()
        for e in elements { append(e) }
    }

    /// An array's elements: up to 32 become the tail as they are (the array's storage is shared,
    /// not copied element by element), as a presented stack's one screen does.
    public init(_ elements: [Element]) {
        guard elements.count <= Self.width else {
            self.init(elements[...])
            return
        }
        self.init()
        WorkCounter.add(elements.count)
        tail = elements
        count = elements.count
    }

    /// The index of the first element in the tail.
    private var tailOffset: Int {
        count < Self.width ? 0 : ((count - 1) >> Self.bits) << Self.bits
    }

    private static func makeUnique(_ node: inout Node) {
        if !isKnownUniquelyReferenced(&node) { node = node.copy() }
    }

    /// The leaf holding `index` (below ``tailOffset``).
    private func leaf(_ index: Int) -> Node {
        WorkCounter.add(1)
        // (below the tail offset there is a trie)
        var node = root.unsafelyUnwrapped
        var level = shift
        while level > 0 {
            node = node.children[(index >> level) & Self.mask]
            level -= Self.bits
        }
        return node
    }

    public mutating func append(_ element: Element) {
        WorkCounter.add(1)
        if count - tailOffset < Self.width {
            tail.append(element)
            count += 1
            return
        }
        // The tail is full: it becomes a leaf of the trie.
        let full = Node(values: tail)
        if var trie = root.take() {
            if (count >> Self.bits) > (1 << shift) {
                trie = Node(children: [trie, Self.path(level: shift, to: full)])
                shift += Self.bits
            } else {
                Self.pushTail(&trie, level: shift, full, count: count)
            }
            root = trie
        } else {
            // the first full tail: the trie starts with it as its one leaf
            root = Node(children: [full])
        }
        tail = [element]
        tail.reserveCapacity(Self.width)
        count += 1
    }

    private static func path(level: Int, to node: Node) -> Node {
        level == 0 ? node : Node(children: [path(level: level - bits, to: node)])
    }

    private static func pushTail(_ node: inout Node, level: Int, _ full: Node, count: Int) {
        makeUnique(&node)
        let sub = ((count - 1) >> level) & mask
        if level == bits {
            node.children.append(full)
        } else if sub < node.children.count {
            pushTail(&node.children[sub], level: level - bits, full, count: count)
        } else {
            node.children.append(path(level: level - bits, to: full))
        }
    }

    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast on an empty PersistentArray")
        WorkCounter.add(1)
        if count - tailOffset > 1 || count == 1 {
            count -= 1
            let last = tail.removeLast()
            if count == 0 { self = Self() }
            return last
        }
        // The tail's one element goes; the trie's last leaf becomes the tail.
        let last = tail[0]
        let newTail = leaf(count - 2).values
        var trie = root.take().unsafelyUnwrapped
        Self.popTail(&trie, level: shift, count: count)
        if shift > Self.bits, trie.children.count == 1 {
            trie = trie.children[0]
            shift -= Self.bits
        }
        // the trie's last leaf became the tail: an empty trie goes
        root = trie.children.isEmpty ? nil : trie
        tail = newTail
        count -= 1
        return last
    }

    private static func popTail(_ node: inout Node, level: Int, count: Int) {
        makeUnique(&node)
        if level > bits {
            let sub = ((count - 2) >> level) & mask
            popTail(&node.children[sub], level: level - bits, count: count)
            if node.children[sub].children.isEmpty { node.children.removeLast() }
        } else {
            node.children.removeLast()
        }
    }

    /// Removes the last `k` elements, one at a time: O(k log₃₂ n).
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removeLast(\(k)) on \(count) elements")
        for _ in 0..<k { removeLast() }
    }

    public mutating func removeAll() { self = Self() }

    private mutating func set(_ index: Int, _ element: Element) {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        WorkCounter.add(1)
        let offset = tailOffset
        if index >= offset {
            tail[index - offset] = element
        } else {
            var trie = root.take().unsafelyUnwrapped
            Self.assign(&trie, level: shift, index, element)
            root = trie
        }
    }

    /// Changes the element at `index` in place (no copy of it is made, as a read and a write would).
    mutating func modify<R>(at index: Int, _ body: (inout Element) -> R) -> R {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        WorkCounter.add(1)
        let offset = tailOffset
        if index >= offset { return body(&tail[index - offset]) }
        var trie = root.take().unsafelyUnwrapped
        defer { root = trie }
        return Self.modify(&trie, level: shift, index, body)
    }

    private static func modify<R>(
        _ node: inout Node, level: Int, _ index: Int, _ body: (inout Element) -> R
    ) -> R {
        makeUnique(&node)
        if level == 0 { return body(&node.values[index & mask]) }
        return modify(&node.children[(index >> level) & mask], level: level - bits, index, body)
    }

    private static func assign(_ node: inout Node, level: Int, _ index: Int, _ element: Element) {
        makeUnique(&node)
        if level == 0 {
            node.values[index & mask] = element
        } else {
            assign(&node.children[(index >> level) & mask], level: level - bits, index, element)
        }
    }
}

extension PersistentArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public var isEmpty: Bool { count == 0 }
    public var first: Element? { count == 0 ? nil : self[0] }
    public var last: Element? { tail.last }

    public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
            WorkCounter.add(1)
            let offset = tailOffset
            return index >= offset ? tail[index - offset] : leaf(index).values[index & Self.mask]
        }
        set { set(index, newValue) }
    }

    /// Reads the element at `index` in place: `body` sees it without a copy being made (the step
    /// path reads one field of a large element, as a binary search over coordinators does).
    func withElement<R>(at index: Int, _ body: (borrowing Element) -> R) -> R {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        WorkCounter.add(1)
        let offset = tailOffset
        if index >= offset {
            return tail.withUnsafeBufferPointer { body($0[index - offset]) }
        }
        return leaf(index).values.withUnsafeBufferPointer { body($0[index & Self.mask]) }
    }

    public func makeIterator() -> Iterator { Iterator(array: self) }

    /// Walks leaf by leaf: O(1) an element.
    public struct Iterator: IteratorProtocol {
        let array: PersistentArray
        var index = 0
        var chunk: [Element] = []
        var chunkStart = 0

        public mutating func next() -> Element? {
            guard index < array.count else { return nil }
            WorkCounter.add(1)
            if index - chunkStart >= chunk.count || chunk.isEmpty {
                chunkStart = index
                chunk =
                    index >= array.tailOffset ? array.tail : array.leaf(index).values
            }
            defer { index += 1 }
            return chunk[index - chunkStart]
        }
    }
}

extension PersistentArray {
    /// Calls `body` with each run of elements stored together, in order: a read of the whole
    /// array that copies (and so retains) no element, as iterating does.
    func withEachChunk(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
        WorkCounter.add(count)
        let offset = tailOffset
        var start = 0
        while start < offset {
            try leaf(start).values.withUnsafeBufferPointer(body)
            start += Self.width
        }
        try tail.withUnsafeBufferPointer(body)
    }

    /// The elements' storage when they are all in one chunk (at most 32, all in the tail, as a
    /// navigation stack's screens mostly are), for a caller that reads the array in place as
    /// ``withEachChunkInPlace(_:)`` does (with its promise) and writes the loop inline; `nil`
    /// for a longer array.
    @inline(__always)
    var onlyChunkInPlace: UnsafeBufferPointer<Element>? {
        guard count <= Self.width else { return nil }
        WorkCounter.add(count)
        return tail.storageInPlace
    }

    /// ``withEachChunk(_:)`` for a caller that reads the array where it is stored (through a
    /// pointer) and changes nothing while `body` runs: an array of at most 32 elements (all in
    /// its tail, as a navigation stack's screens mostly are) is handed over without its storage
    /// being retained for the call, as it is otherwise (the compiler cannot tell that `body`
    /// leaves the memory the array is read from alone). A fingerprint reads every stack.
    @inline(__always)
    func withEachChunkInPlace(_ body: (UnsafeBufferPointer<Element>) -> Void) {
        guard count <= Self.width else { return withEachChunk(body) }
        WorkCounter.add(count)
        // The pointer outlives the closure that gave it, not the storage: the array, and so its
        // tail, stays as it is while `body` runs (the caller's promise).
        body(tail.withUnsafeBufferPointer { $0 })
    }

    /// All the elements as one buffer, read in place as ``withEachChunkInPlace(_:)`` reads them,
    /// when they fit in the tail (up to 32, as a coordinator list mostly does); `nil` when they
    /// do not. For a lookup that reads a few elements (a binary search) without retaining the
    /// array's storage for it.
    @inline(__always)
    func withElementsInPlace<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R? {
        guard count <= Self.width else { return nil }
        WorkCounter.add(1)
        // (as in `withEachChunkInPlace`: the array stays as it is while `body` runs)
        return body(tail.withUnsafeBufferPointer { $0 })
    }
}

extension PersistentArray: RangeReplaceableCollection {
    /// Replacing a suffix costs what is replaced; anything else rebuilds the array.
    public mutating func replaceSubrange<C: Collection<Element>>(
        _ subrange: Range<Int>, with newElements: C
    ) {
        precondition(
            subrange.lowerBound >= 0 && subrange.upperBound <= count,
            "range \(subrange) out of range 0..<\(count)")
        if subrange.upperBound == count {
            removeLast(subrange.count)
            for e in newElements { append(e) }
            return
        }
        var rebuilt = Self()
        for e in self[..<subrange.lowerBound] { rebuilt.append(e) }
        for e in newElements { rebuilt.append(e) }
        for e in self[subrange.upperBound...] { rebuilt.append(e) }
        self = rebuilt
    }

    public mutating func append<S: Sequence<Element>>(contentsOf newElements: S) {
        for e in newElements { append(e) }
    }
}

extension PersistentArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension PersistentArray: Equatable where Element: Equatable {
    public static func == (a: Self, b: Self) -> Bool {
        a.count == b.count && (a.root === b.root && a.tail == b.tail || a.elementsEqual(b))
    }
}

extension PersistentArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for e in self { hasher.combine(e) }
    }
}

extension PersistentArray: Sendable where Element: Sendable {}

extension PersistentArray: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
}

extension PersistentArray {
    /// Where the array's storage is: two arrays with the same key and count share their storage,
    /// and so hold the same elements, as long as one of them is alive (storage is changed in
    /// place only while one array holds it). An O(1) identity for caches of what was computed
    /// from an array (``CoordinatorDigests``). An array with no trie (``root``) has 1 for it:
    /// never 0, which a cache may keep for an empty slot, nor a node's address.
    var storageKey: (root: UInt, tail: UInt) {
        (
            root.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 1,
            tail.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        )
    }
}
