/// A list of plain values (no references) refilled on every step: emptying it sets its count to
/// zero and keeps its storage, where emptying an array removes the elements one by one or takes
/// the general path of `replaceSubrange`.
struct ScratchList<Element: Sendable>: Sendable, RandomAccessCollection {
    private var storage: [Element] = []
    /// How many of ``storage``'s elements are the list's; the others wait to be written over.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) out of range 0..<\(count)")
        return storage[index]
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count < storage.count {
            storage[count] = element
        } else {
            storage.append(element)
        }
        count += 1
    }

    mutating func removeAll() { count = 0 }
}

extension ScratchList: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    // Only the list's elements: what waits to be written over is not part of it.
    var description: String { Array(self).description }
    var debugDescription: String { Array(self).debugDescription }
    var customMirror: Mirror {
        Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection)
    }
}
