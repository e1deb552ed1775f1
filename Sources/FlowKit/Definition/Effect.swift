/// How a modal presentation covers what is under it.
public enum PresentationStyle: String, Hashable, Sendable {
    /// A page sheet: the presenter stays visible and gets no appearance callbacks (L8); swipe-down dismisses it.
    case sheet
    /// Full screen: the presenter's top screen disappears (L7); it cannot be swiped away.
    case fullScreen
}

/// One thing an action, a launch rule, a link or an alert button does (SPEC §3, effects).
public indirect enum Effect: Hashable, Sendable {
    /// Push a new screen onto the acting coordinator's navigation stack.
    case push(Invocation)
    case pop
    case popToRoot
    /// Pop to the topmost screen with this name.
    case popTo(String)
    /// Present a bare screen modally (it has no navigation bar).
    case present(Invocation, PresentationStyle)
    /// Dismiss what the acting screen presents, or else its own presentation.
    case dismiss
    /// Start a child flow (`push` or `present`) of the acting coordinator.
    case start(Invocation)
    /// Finish the acting coordinator.
    case finish
    /// Select a tab programmatically, as setting `selectedIndex` does.
    case select(String)
    /// Replace the window root with a new hierarchy of this flow.
    case root(Invocation)
    /// Re-run the launch decision and set the window root from it.
    case decide
    /// Write the persisted state.
    case set([StateWrite])
    /// Present an alert.
    case alert(AlertSpec)
    /// `if:` + `then:` / `else:`.
    case branch(Condition, then: [Effect], else: [Effect])
    /// `guard:` + `else:`: when the condition fails, run `else` and stop the action.
    case guardThat(Condition, else: [Effect])
    /// The app crashes here (models `fatalError`).
    case crash(String)
    /// Start an asynchronous request; each outcome runs its own effects when a `respond` step delivers it.
    case request(RequestSpec)
}

/// `KEY: VALUE` in a `set:` effect.
public struct StateWrite: Hashable, Sendable {
    public var key: String
    public var value: Expr

    public init(_ key: String, _ value: Expr) {
        self.key = key
        self.value = value
    }
}

/// An alert's title, message and buttons, each button with the effects it runs.
public struct AlertSpec: Hashable, Sendable {
    public var title: String
    public var message: String?
    public var buttons: [AlertButton]

    public init(title: String, message: String? = nil, buttons: [AlertButton] = [AlertButton("OK")]) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [AlertButton("OK")] : buttons
    }
}

/// A button of an alert.
public struct AlertButton: Hashable, Sendable {
    public var name: String
    public var effects: [Effect]

    public init(_ name: String, _ effects: [Effect] = []) {
        self.name = name
        self.effects = effects
    }
}

extension Effect: CustomStringConvertible {
    /// The effect as an app file writes it, for the trace.
    public var description: String {
        switch self {
        case .push(let s): return "push: \(s)"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .popTo(let n): return "popTo: \(n)"
        case .present(let s, let style): return style == .sheet ? "present: \(s)" : "present: \(s) (\(style.rawValue))"
        case .dismiss: return "dismiss"
        case .start(let f): return "start: \(f)"
        case .finish: return "finish"
        case .select(let t): return "select: \(t)"
        case .root(let f): return "root: \(f)"
        case .decide: return "decide"
        case .set(let writes): return "set: {" + writes.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        case .alert(let a): return "alert: \(a.title)"
        case .branch(let c, _, _): return "if: \(c)"
        case .guardThat(let c, _): return "guard: \(c)"
        case .crash(let m): return "crash: \(m)"
        case .request(let r): return "request: \(r.name)"
        }
    }
}
