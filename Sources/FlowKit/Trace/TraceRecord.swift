/// What the trace keeps of one thing that happened: the values themselves (the ``Step``, the
/// ``Effect``, coordinator paths, the callback), not their text. Recording one on every step and
/// effect costs a copy of a few references; the text is built when the event is read
/// (``event``: a failure's details, the REPL, a printed trace).
public enum TraceRecord: Hashable, Sendable {
    case step(Step)
    case effect(Effect)
    /// Something the engine did around effects: a held link routed, a refused swipe, …
    /// Boxed (`indirect`), as ``event(_:)`` is: both are large and rare, and a record as large
    /// as they are would cost every step's records a slow copy and destroy.
    indirect case note(TraceNote)
    case lifecycle(screen: String, callback: LifecycleCallback)
    case coordinatorStarted(path: CoordinatorPath)
    case coordinatorStartedAgain(path: CoordinatorPath, count: Int)
    case coordinatorKept(path: CoordinatorPath)
    case coordinatorFinished(path: CoordinatorPath)
    case storeWrite(key: String, value: Value)
    case launchDecided(state: String, root: Invocation)
    case rootReplaced(flow: String)
    case alertShown(title: String)
    case crashed(message: String)
    case requestStarted(name: String)
    case requestAnswered(name: String, outcome: String)
    case requestDropped(name: String, outcome: String, reason: String)
    /// An event recorded as it is shown (``Trace/record(_:)``, by a test or a tool).
    indirect case event(TraceEvent)

    /// The event as it is shown: the edge where text is made.
    public var event: TraceEvent {
        switch self {
        case .step(let s): return .step(s.description)
        case .effect(let e): return .effect(e.description)
        case .note(let n): return .effect(n.description)
        case .lifecycle(let s, let c): return .lifecycle(screen: s, callback: c)
        case .coordinatorStarted(let p): return .coordinatorStarted(path: p)
        case .coordinatorStartedAgain(let p, let n):
            return .coordinatorStartedAgain(path: p, count: n)
        case .coordinatorKept(let p): return .coordinatorKept(path: p)
        case .coordinatorFinished(let p): return .coordinatorFinished(path: p)
        case .storeWrite(let k, let v): return .storeWrite(key: k, value: v)
        case .launchDecided(let s, let r): return .launchDecided(state: s, root: r.description)
        case .rootReplaced(let f): return .rootReplaced(flow: f)
        case .alertShown(let t): return .alertShown(title: t)
        case .crashed(let m): return .crashed(message: m)
        case .requestStarted(let n): return .requestStarted(name: n)
        case .requestAnswered(let n, let o): return .requestAnswered(name: n, outcome: o)
        case .requestDropped(let n, let o, let why):
            return .requestDropped(name: n, outcome: o, reason: why)
        case .event(let e): return e
        }
    }
}
