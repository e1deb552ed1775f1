extension Window {
    /// How deep the hierarchy goes: the most screens in one navigation stack, or the number of
    /// presentations in the modal chain if that is more. A push or present loop (a channel that
    /// opens a channel) makes it grow by one with each turn; ``Explorer/Options/maxStackDepth``
    /// bounds it. Read in place: no stack is copied.
    var depth: Int {
        var deepest = withPresentations { $0.count }
        withEachStack { deepest = Swift.max(deepest, $0.pointee.screens.count) }
        return deepest
    }
}
