import FlowKit
import Scenarios

/// What the REPL prints after a step: the hierarchy as a compact tree (the root flow, tabs with
/// their stacks and the selected one marked, presentations, the alert), the events the step
/// caused (lifecycle callbacks, coordinators started and finished, the launch decision…), and
/// the actions available now. Text from the app file is escaped (``ReplText``).
enum StepSummary {
    /// The lines under a step that held, each indented by two spaces.
    static func lines(after result: StepResult, in session: Session) -> [String] {
        var lines: [String] = []
        lines += events(result.events)
        lines += tree(session.simulator)
        lines.append("actions: " + actions(session))
        return lines.map { "  " + $0 }
    }

    /// The hierarchy, compactly: `Main (tab bar)`, a line per tab with `▸` on the selected one,
    /// a line per presentation, the alert; `·` after a screen whose view has not loaded yet, as
    /// `:tree` marks it.
    static func tree(_ sim: Simulator) -> [String] {
        lines(ofTree: sim).map(ReplText.inline)
    }

    private static func lines(ofTree sim: Simulator) -> [String] {
        guard let window = sim.window else {
            return [
                sim.crashMessage.map { "app: not running (crashed: \($0))" } ?? "app: not running"
            ]
        }
        var unloaded = false
        func stack(_ screens: some Collection<Screen>) -> String {
            // a container's children follow it in braces
            "["
                + screens.map { screen in
                    if !screen.isLoaded { unloaded = true }
                    return screen.description + window.childrenDescription(of: screen.id)
                        + (screen.isLoaded ? "" : "·")
                }
                .joined(separator: " › ") + "]"
        }
        var lines: [String] = []
        let flow = window.rootFlow ?? "?"
        switch window.root {
        case .stack(let s)?:
            lines.append("\(flow) \(stack(s.screens))")
        case .tabs(let bar)?:
            let hidden = sim.tabBarVisible == false ? ", hidden" : ""
            lines.append("\(flow) (tab bar\(hidden))")
            let width = bar.tabs.map(\.name.count).max() ?? 0
            for (i, tab) in bar.tabs.enumerated() {
                let marker = i == bar.selectedIndex ? "▸ " : "  "
                let pad = String(repeating: " ", count: width - tab.name.count)
                lines.append("\(marker)\(tab.name)\(pad)  \(stack(tab.stack.screens))")
            }
        case nil:
            lines.append("window: empty")
        }
        for p in window.presentations {
            lines.append(
                "presented (\(p.style.rawValue)\(p.stack.isBare ? ", bare" : "")): \(stack(p.stack.screens))"
            )
        }
        if let alert = window.alert {
            lines.append(
                "alert: \"\(alert.title)\" ["
                    + alert.spec.buttons.map(\.name).joined(separator: ", ") + "]")
        }
        if unloaded { lines.append("(· marks a screen whose view has not loaded yet)") }
        return lines
    }

    /// The steps the user could take now, as lines the REPL accepts.
    static func actions(_ session: Session) -> String {
        let steps = session.simulator.availableSteps.filter {
            $0.origin == .user && !isDeviceStep($0.step)
        }
        return ActionsText.list(steps.map(\.step), limit: shownActions)
    }

    /// The most actions listed after a step (`:actions` lists more).
    static let shownActions = 40

    private static func isDeviceStep(_ step: Step) -> Bool {
        switch step {
        case .relaunch, .reinstall: return true
        default: return false
        }
    }

    /// The events worth showing, grouped: the launch decision, coordinators, lifecycle, the rest.
    static func events(_ events: [TraceEvent]) -> [String] {
        var lines: [String] = []
        var coordinators: [String] = []
        var lifecycle: [String] = []
        var other: [String] = []
        // `if case` rather than a switch: an event kind added later shows as its description.
        for event in events {
            if case .step = event { continue }
            if case .effect = event { continue }
            if case .lifecycle(let screen, let callback) = event {
                lifecycle.append("\(screen).\(callback.rawValue)")
            } else if case .coordinatorStarted(let path) = event {
                coordinators.append("+\(path)")
            } else if case .coordinatorStartedAgain(let path, _) = event {
                coordinators.append("+\(path) (again)")
            } else if case .coordinatorFinished(let path) = event {
                coordinators.append("−\(path)")
            } else if case .launchDecided(let state, let root) = event {
                other.append("launch state \(state) → \(root)")
            } else {
                other.append(
                    event.description.split(separator: " ", omittingEmptySubsequences: true).joined(
                        separator: " "))
            }
        }
        if !other.isEmpty { lines.append("events: " + other.joined(separator: "; ")) }
        if !coordinators.isEmpty {
            lines.append("coordinators: " + coordinators.joined(separator: ", "))
        }
        if !lifecycle.isEmpty { lines.append("lifecycle: " + lifecycle.joined(separator: ", ")) }
        return lines.map(ReplText.inline)
    }
}
