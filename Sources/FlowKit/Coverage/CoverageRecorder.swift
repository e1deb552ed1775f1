/// Counts what a run reaches, one step at a time: the screens that appear, the actions tapped,
/// the tabs shown, the links opened and the launch states decided. Feed it every step that
/// succeeded, with the frontmost screen before it and the simulator after it.
public struct CoverageRecorder: Hashable, Sendable {
    /// How many steps reached each item.
    public private(set) var hits: [CoverageItem: Int] = [:]

    public init() {}

    /// Records what `step` reached: `frontmost` names the screen that was frontmost before it
    /// (the one a tap acted on), `after` is the simulator once the step succeeded.
    public mutating func record(_ step: Step, frontmost: String?, after: Simulator) {
        switch step {
        case .tap(let action, _):
            if let screen = frontmost { hit(.action, "\(screen).\(action)") }
        case .open(let link, _):
            hit(.link, link)
        case .respond(let request, let outcome):
            hit(.outcome, "\(request).\(outcome)")
        case .select(let tab):
            hit(.tab, tab)  // an intercepting tab is covered by the tap, though it never shows
        case .unsettled(let inner):
            return record(inner, frontmost: frontmost, after: after)
        default:
            break
        }
        observe(after)
    }

    /// Records what is on screen now (the appeared screens, the selected tab, the launch state).
    public mutating func observe(_ sim: Simulator) {
        guard let window = sim.window else { return }
        for screen in window.appearedScreens { hit(.screen, screen.name) }
        if let tab = sim.selectedTab { hit(.tab, tab) }
        if let state = sim.launchState { hit(.launchState, state) }
    }

    /// Adds another run's counts to these.
    public mutating func merge(_ other: CoverageRecorder) {
        hits.merge(other.hits, uniquingKeysWith: +)
    }

    /// Counts one hit of an item.
    public mutating func hit(_ kind: CoverageItem.Kind, _ name: String) {
        hits[CoverageItem(kind, name), default: 0] += 1
    }
}
