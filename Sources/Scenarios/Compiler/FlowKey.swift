/// The keys of a flow that apply only to some kinds of flow, with the kinds each applies to:
/// one table that the app compiler checks every such key against (``CompilerMessage/keyNotForFlowKind(_:flow:kind:)``).
enum FlowKey: String, Hashable, Sendable, CaseIterable {
    case style
    case onStart
    case inNavigationController
    case modalInPresentation
    case onAttemptToDismiss
    case kept
    case hidesBars
    case autoFinish
    case finishOnDeinit
    case navigationDelegate

    /// The kinds of flow (``FlowSpec/Content/kindName``) the key applies to.
    var kinds: Set<String> {
        switch self {
        case .style, .modalInPresentation, .onAttemptToDismiss: return ["present"]
        case .onStart: return ["screenless"]
        // tabs: the tab bar controller inside a navigation controller; stack: `false`, its one
        // screen is the window's root view controller with no navigation controller.
        case .inNavigationController: return ["tabs", "stack"]
        case .kept: return ["stack", "tabs"]
        case .hidesBars: return ["stack", "tabs", "push", "present"]
        // A screenless coordinator that presents or pushes through the navigation controller it
        // was handed learns that the user removed its screens (an `onDismissed` or `onPopped` hook).
        case .autoFinish: return ["stack", "tabs", "push", "present", "screenless"]
        case .finishOnDeinit: return ["push", "present"]
        // A screenless flow is not refused: it has no stack of its own, and it never was.
        case .navigationDelegate: return ["stack", "push", "present", "screenless"]
        }
    }

    /// Whether the key applies to a flow of `kind`.
    func applies(to kind: String) -> Bool { kinds.contains(kind) }
}
