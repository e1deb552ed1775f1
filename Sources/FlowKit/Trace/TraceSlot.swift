/// How the trace's ring keeps one record: a lifecycle callback (three records in four) as plain
/// values, its screen named by its place in the trace's names; any other record by a mark that
/// says the trace's list of others holds it at the same place. Writing a slot over another
/// retains and releases nothing.
struct TraceSlot: Hashable, Sendable {
    /// The callback's `LifecycleCallback.index` (0–4), or ``other``.
    private let kind: UInt8
    /// The screen's place in the trace's names (a lifecycle record).
    let name: UInt32

    /// The mark of a record kept in the trace's list of others.
    private static let other: UInt8 = .max

    /// A lifecycle callback of the screen with this place in the trace's names.
    init(name: UInt32, callback: LifecycleCallback) {
        self.kind = UInt8(truncatingIfNeeded: callback.index)
        self.name = name
    }

    /// A record the trace's list of others holds.
    static let kept = TraceSlot(kind: other)

    private init(kind: UInt8) {
        self.kind = kind
        self.name = 0
    }

    /// The callback, for a lifecycle record; `nil` for one the list of others holds.
    var callback: LifecycleCallback? {
        kind == Self.other ? nil : LifecycleCallback(index: Int(kind))
    }
}
