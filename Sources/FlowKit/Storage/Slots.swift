#if os(Linux)
    import Glibc
#endif

/// A fixed number of slots, each holding a value from the moment the slots are made until they
/// are freed: the storage of a hash table or a cache, read and written by index.
///
/// Invariant: all `count` slots are initialized from `init` to `deinit`, and every index is
/// checked against `count` (a bad index stops the process, as an array's does, and never
/// reads or writes outside the slots). Not copyable: the slots have one owner, whose end frees
/// them; a table that grows makes new slots and lets the old ones go.
///
/// An array would do the same with two more checks an access (that its storage is not shared,
/// before each write) and a reference count; a table probed for every state an explorer finds
/// is read more often than anything else in a walk.
struct Slots<Element>: ~Copyable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int
    /// Allocated with `posix_memalign` (freed with `free`), in huge pages when large.
    private let aligned: Bool

    /// `count` slots, each `value`.
    init(count: Int, repeating value: Element) {
        precondition(count >= 0)
        self.count = count
        base = .allocate(capacity: count)
        base.initialize(repeating: value, count: count)
        aligned = false
    }

    /// Slots already made and initialized (``init(zeroedWords:hugePages:)``).
    private init(base: UnsafeMutablePointer<Element>, count: Int, aligned: Bool) {
        (self.base, self.count, self.aligned) = (base, count, aligned)
    }

    deinit {
        base.deinitialize(count: count)
        #if os(Linux)
            if aligned {
                free(base)
                return
            }
        #endif
        base.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot out of range")
            return base[index]
        }
        nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "slot out of range")
            base[index] = newValue
        }
    }

    /// Sets every slot to `value`.
    func fill(with value: Element) {
        base.update(repeating: value, count: count)
    }

    /// Copies `length` slots starting at `source` to the slots starting at `target` (the two
    /// ranges may overlap).
    func copySlots(from source: Int, to target: Int, length: Int) {
        precondition(length >= 0 && source >= 0 && target >= 0)
        precondition(source + length <= count && target + length <= count, "slots out of range")
        (base + target).update(from: base + source, count: length)
    }

    /// Copies `length` slots of `other` starting at `source` to these slots from `target`.
    func copySlots(
        of other: borrowing Slots<Element>, from source: Int, to target: Int, length: Int
    ) {
        precondition(length >= 0 && source >= 0 && target >= 0)
        precondition(
            source + length <= other.count && target + length <= count, "slots out of range")
        (base + target).update(from: other.base + source, count: length)
    }
}

extension Slots where Element == UInt64 {
    /// `count` words, each 0. On Linux, slots of 2 MB or more are asked for in huge pages (where
    /// the system gives them on request): a table read at random, one probe a state, with 4 KB
    /// pages misses the processor's page-table cache (the TLB) on most reads.
    init(zeroedWords count: Int, hugePages: Bool) {
        #if os(Linux)
            let bytes = count * MemoryLayout<UInt64>.stride
            let hugePage = 2 << 20
            var raw: UnsafeMutableRawPointer?
            if hugePages, count > 0,
                posix_memalign(&raw, bytes >= hugePage ? hugePage : 64, bytes) == 0, let raw
            {
                if bytes >= hugePage { _ = madvise(raw, bytes, MADV_HUGEPAGE) }
                memset(raw, 0, bytes)
                self.init(
                    base: raw.bindMemory(to: UInt64.self, capacity: count), count: count,
                    aligned: true)
                return
            }
        #endif
        self.init(count: count, repeating: 0)
    }
}
