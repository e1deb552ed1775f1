/// Reading an optional stack or tab bar where it is stored: `if let`, `map` or a method called
/// through `?.` copies the value, and a copy of a stack or a tab bar retains each of its arrays
/// and strings (and releases them after). The walks over the whole window that run for every
/// state an explorer finds (the fingerprint, the leak test) read through these pointers instead.
///
/// Swift stores the value of an enum with one payload case, as `Optional` is, at the enum's own
/// address (the tag, if any, follows it), so a pointer to a `.some` optional is a pointer to
/// its value.
extension UnsafePointer where Pointee == NavigationStack? {
    /// Calls `body` with the stack, read where it is stored; `nil` when there is none.
    @inline(__always)
    func withWrapped<R>(_ body: (UnsafePointer<NavigationStack>) -> R) -> R? {
        // (optional chains read in place; `!= nil` on the optional itself would copy it)
        guard pointee?.id != nil else { return nil }
        return withMemoryRebound(to: NavigationStack.self, capacity: 1, body)
    }
}

extension UnsafePointer where Pointee == TabBar? {
    /// Calls `body` with the tab bar, read where it is stored; `nil` when there is none.
    @inline(__always)
    func withWrapped<R>(_ body: (UnsafePointer<TabBar>) -> R) -> R? {
        guard pointee?.owner != nil else { return nil }
        return withMemoryRebound(to: TabBar.self, capacity: 1, body)
    }
}

extension UnsafePointer where Pointee == RunningApp? {
    /// Calls `body` with the app, read where it is stored; `nil` when there is none.
    @inline(__always)
    func withWrapped<R>(_ body: (UnsafePointer<RunningApp>) -> R) -> R? {
        // (`case .some` reads the tag only: binding the app would copy it)
        guard case .some = pointee else { return nil }
        return withMemoryRebound(to: RunningApp.self, capacity: 1, body)
    }
}

extension Array {
    /// The elements' storage, for a walk that reads the array where it is stored (through a
    /// pointer) and changes nothing while it reads them: `withUnsafeBufferPointer` on an array
    /// read through a pointer retains its storage for the call, as the compiler cannot tell
    /// that the call leaves that memory alone. The pointer is valid as long as the array is
    /// alive and unchanged.
    @inline(__always)
    var storageInPlace: UnsafeBufferPointer<Element> { withUnsafeBufferPointer { $0 } }
}
