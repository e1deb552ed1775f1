/// A request, from outside a walk, that it end now: Ctrl-C during `flowsim explore` or `review`.
/// The walk looks at it every few thousand states and, once it is made, stops as a bound would
/// (``Exploration/Bound/interrupted``): what it found so far is reported, with the shortest path
/// to each finding, and the report says the walk was interrupted.
///
/// ```swift
/// let stop = WalkStop()
/// var explorer = Explorer(app: app)
/// explorer.stop = stop
/// // … on another thread, or in a signal handler: stop.request()
/// let exploration = explorer.explore()   // exploration.stoppedBy == .interrupted
/// ```
///
/// ``request()`` only writes one stored Boolean: a signal handler may call it. The flag is
/// read through a call the compiler cannot see into, so that a walk never keeps an old reading.
public final class WalkStop: @unchecked Sendable {
    private var requested = false

    /// The one a SIGINT handler sets: made before the handler is installed, never released.
    public static let interrupt = WalkStop()

    public init() {}

    /// Asks every walk that looks at this request to stop.
    public func request() { requested = true }

    /// Forgets an earlier request (before a new command's walks).
    public func reset() { requested = false }

    /// Whether a stop was requested.
    @inline(never)
    public var isRequested: Bool { requested }
}
