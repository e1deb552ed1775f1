/// One thing an action, a launch rule, a link or an alert button does (effects).
///
/// Each case belongs to one effect family (``family``), whose file holds what the effect
/// means, how it is described, and what it holds: see ``EffectFamily`` for how to add one.
public indirect enum Effect: Hashable, Sendable {
    // Navigation (Navigation/NavigationEffects.swift)
    /// Push a new screen onto the acting coordinator's navigation stack.
    case push(Invocation)
    case pop
    case popToRoot
    /// Pop to the topmost screen with this name.
    case popTo(String)
    /// Replace the acting coordinator's navigation stack, bottom to top (`setViewControllers`).
    case setStack([Invocation])
    // Presentation (Presentation/PresentationEffects.swift)
    /// Present a screen modally: bare (it has no navigation bar), or as the root of a new
    /// navigation stack the acting coordinator owns (`inNavigationController: true`); a sheet may
    /// refuse the swipe.
    case present(
        Invocation, PresentationStyle, SwipeRefusal = .none, inNavigationController: Bool = false)
    /// Dismiss what the acting screen presents, or else its own presentation.
    case dismiss
    /// Set `isModalInPresentation` on the presentation that holds the acting screen.
    case modalInPresentation(Bool)
    // Transitions (Transitions/Transition.swift)
    /// A navigation or presentation change (`push` … `setStack`, `present`, `dismiss`) with its
    /// `animated:` flag and, for `present` and `dismiss`, its `completion:` handler. The bare
    /// cases are animated with no completion, as nearly all code writes them; build this one
    /// with ``animated(_:)`` and ``completion(_:)``.
    case transition(Effect, animated: Bool, completion: [Effect])
    // Bars (Bars/BarEffects.swift)
    /// Hide (`true`) or show the acting screen's navigation bar, kept per navigation stack.
    case navigationBarHidden(Bool)
    /// Hide (`true`) or show the enclosing tab bar, kept per tab bar controller.
    case tabBarHidden(Bool)
    // Coordinators (Coordinators/CoordinatorEffects.swift)
    /// Start a child flow (`push` or `present`) of the acting coordinator.
    case start(Invocation)
    /// Finish the acting coordinator.
    case finish
    /// Finish the acting coordinator's parent (`finish: parent`), and with it its children.
    case finishParent
    /// The acting coordinator sets itself as its navigation controller's delegate.
    case claimNavigationDelegate
    /// Replace the window root with a new hierarchy of this flow.
    case root(Invocation)
    /// Re-run the launch decision and set the window root from it.
    case decide
    // Tabs (Tabs/TabEffects.swift)
    /// Select a tab programmatically, as setting `selectedIndex` does.
    case select(String)
    // State (State/StateEffects.swift)
    /// Write the persisted state.
    case set([StateWrite])
    // Alerts (Alerts/AlertEffects.swift)
    /// Present an alert.
    case alert(AlertSpec)
    // Control flow (ControlFlow/ControlFlowEffects.swift)
    /// `if:` + `then:` / `else:`.
    case branch(Condition, then: [Effect], else: [Effect])
    /// `guard:` + `else:`: when the condition fails, run `else` and stop the action.
    case guardThat(Condition, else: [Effect])
    // Crash (Crash/CrashEffects.swift)
    /// The app crashes here (models `fatalError`).
    case crash(String)
    // Requests (Requests/RequestEffects.swift)
    /// Start an asynchronous request; each outcome runs its own effects when a `respond` step delivers it.
    case request(RequestSpec)
    // Containers (Containers/ContainerEffects.swift)
    /// Add a child screen to the nearest container screen (`addChild`).
    case embed(Invocation)
    /// Remove the nearest container's child screen of this name (`removeFromParent`).
    case unembed(String)
    /// Show a page of the nearest page view controller (`setViewControllers(_:direction:animated:)`).
    case showPage(PageTarget)
    // Scene (Scene/SceneEffects.swift)
    /// Open a URL in another app (`UIApplication.shared.open`): the scene enters the background.
    case openURL(Expr)
    // Events (Events/EventEffects.swift)
    /// Post an in-app event (NotificationCenter), routed as the link of that name is.
    case post(Invocation)

    /// The family that gives the effect its meaning: the one switch that names every case.
    var semantics: any EffectSemantics.Type {
        switch self {
        case .transition(let change, _, _):
            // `start:` with `animated:` goes through the navigation family's transition, which
            // applies the start: the coordinator family's frame, taken again at each level of
            // nested effects (`decide`, `finish`), stays as small as the deepest nesting needs.
            if case .start = change { return NavigationEffects.self }
            return change.semantics
        case .push, .pop, .popToRoot, .popTo, .setStack: return NavigationEffects.self
        case .present, .dismiss, .modalInPresentation: return PresentationEffects.self
        case .start, .finish, .finishParent, .root, .decide, .claimNavigationDelegate:
            return CoordinatorEffects.self
        case .select: return TabEffects.self
        case .set: return StateEffects.self
        case .alert: return AlertEffects.self
        case .branch, .guardThat: return ControlFlowEffects.self
        case .crash: return CrashEffects.self
        case .request: return RequestEffects.self
        case .post: return EventEffects.self
        case .openURL: return SceneEffects.self
        case .navigationBarHidden, .tabBarHidden: return BarEffects.self
        case .embed, .unembed, .showPage: return ContainerEffects.self
        }
    }

    /// The family the effect belongs to.
    public var family: any EffectFamily.Type { semantics }

    /// Every effect family, in the order the app file reference lists them.
    public static let families: [any EffectFamily.Type] = [
        NavigationEffects.self, PresentationEffects.self, CoordinatorEffects.self, TabEffects.self,
        StateEffects.self, AlertEffects.self, ControlFlowEffects.self, CrashEffects.self,
        RequestEffects.self, EventEffects.self, BarEffects.self, ContainerEffects.self,
        SceneEffects.self,
    ]

    /// The key an app file writes the effect with (`push`, `if`, …): its description up to the first colon.
    public var key: String {
        if case .transition(let change, _, _) = self { return change.key }
        return String(description.prefix { $0 != ":" })
    }

    /// The effect lists the effect holds (an `if:`'s branches, an alert's buttons' effects, a
    /// transition's change and its completion handler).
    public var nestedEffects: [[Effect]] {
        guard case .transition(let change, _, let completion) = self else {
            return semantics.nestedEffects(of: self)
        }
        // the change itself, so that a walk over nested effects meets the `present` it wraps
        return completion.isEmpty ? [[change]] : [[change], completion]
    }

    /// Visits the effect and every effect nested in it, depth first, without recursion (lists may nest deeply).
    public func forEachNested(_ body: (Effect) -> Void) {
        var pending: [Effect] = [self]
        while let next = pending.popLast() {
            body(next)
            for list in next.nestedEffects.reversed() { pending += list.reversed() }
        }
    }
}

extension Effect: CustomStringConvertible {
    /// The effect as an app file writes it, for the trace; it starts with the effect's ``key``.
    public var description: String {
        guard case .transition(let change, let animated, let completion) = self else {
            return semantics.describe(self)
        }
        return Transition.describe(change, animated: animated, completion: completion)
    }
}
