/// One thing that happened: a user step, an effect, a lifecycle callback, a coordinator start or
/// finish, a store write, a launch decision.
public enum TraceEvent: Hashable, Sendable, CustomStringConvertible {
    case step(String)
    case effect(String)
    case lifecycle(screen: String, callback: LifecycleCallback)
    /// Paths are kept as ``CoordinatorPath``s: their text is built when the event is shown.
    case coordinatorStarted(path: CoordinatorPath)
    /// A kept coordinator started again (`kept: true`), for the `count`th time.
    case coordinatorStartedAgain(path: CoordinatorPath, count: Int)
    /// A kept coordinator's hierarchy left the window; the coordinator stays.
    case coordinatorKept(path: CoordinatorPath)
    case coordinatorFinished(path: CoordinatorPath)
    case storeWrite(key: String, value: Value)
    case launchDecided(state: String, root: String)
    case rootReplaced(flow: String)
    case alertShown(title: String)
    case crashed(message: String)
    case requestStarted(name: String)
    case requestAnswered(name: String, outcome: String)
    /// The outcome arrived after what its handler captured weakly had gone: nothing ran.
    case requestDropped(name: String, outcome: String, reason: String)

    public var description: String {
        switch self {
        case .step(let s): return "step       \(s)"
        case .effect(let e): return "effect     \(e)"
        case .lifecycle(let s, let c): return "lifecycle  \(s).\(c.rawValue)"
        case .coordinatorStarted(let p): return "start      \(p)"
        case .coordinatorStartedAgain(let p, let n): return "start      \(p) again (start \(n))"
        case .coordinatorKept(let p): return "kept       \(p) (its screens are released)"
        case .coordinatorFinished(let p): return "finish     \(p)"
        case .storeWrite(let k, let v): return "store      \(k) = \(v)"
        case .launchDecided(let s, let r): return "decide     \(s) → \(r)"
        case .rootReplaced(let f): return "root       \(f)"
        case .alertShown(let t): return "alert      \(t)"
        case .crashed(let m): return "crash      \(m)"
        case .requestStarted(let n): return "request    \(n) started"
        case .requestAnswered(let n, let o): return "respond    \(n).\(o)"
        case .requestDropped(let n, let o, let why): return "dropped    \(n).\(o): \(why)"
        }
    }
}
