/// Something the engine did around the app's effects, kept as values and shown in the trace as
/// an effect line (`effect     route held link: chat(id=1)`).
public enum TraceNote: Hashable, Sendable, CustomStringConvertible {
    /// A held link became routable and is routed.
    case routeHeldLink(name: String, arguments: [Param])
    /// A held link's route failed: it is dropped and undone, the step stands.
    case heldLinkDropped(name: String, error: StepError)
    /// A link whose `when:` does not hold yet is held.
    case holdLink(name: String, arguments: [Param])
    /// A sheet refused the swipe and its `onAttemptToDismiss` runs (P6).
    case swipeRefused
    /// An `onFinish` failed after its coordinator finished itself; it is undone.
    case onFinishFailed(StepError)
    /// A coordinator set itself as its navigation controller's delegate.
    case navigationDelegateClaimed(path: CoordinatorPath)
    /// An alert's button was tapped after the coordinator that showed the alert finished: the
    /// handler holds it weakly, so the alert goes and nothing runs.
    case alertHandlerDropped(button: String)

    public var description: String {
        switch self {
        case .routeHeldLink(let name, let arguments):
            return "route held link: \(name)\(arguments.argumentList)"
        case .heldLinkDropped(let name, let error):
            return "held link \(name) dropped: \(error.message)"
        case .holdLink(let name, let arguments):
            return "hold link: \(name)\(arguments.argumentList) until its when: holds"
        case .swipeRefused: return "swipe refused (isModalInPresentation): onAttemptToDismiss"
        case .onFinishFailed(let error): return "onFinish failed: \(error.message)"
        case .navigationDelegateClaimed(let path):
            return "\(path) is the navigation controller's delegate"
        case .alertHandlerDropped(let button):
            return
                "alert button \(button) does nothing: the coordinator that showed the alert has finished, and the handler holds it weakly ([weak self])"
        }
    }
}
