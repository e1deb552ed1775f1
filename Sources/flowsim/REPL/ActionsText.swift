import FlowKit
import Scenarios

/// What `:actions` prints: the steps possible now, each written as a line the REPL accepts
/// (`alert: "Yes"`, quoted where YAML would read the plain word as something else), under
/// who takes it — the user, a link arriving, a pending request answered, the scene changing.
/// A long list is cut after ``shownPerHeading`` steps, with how many more there are.
enum ActionsText {
    /// The most steps listed under one heading.
    static let shownPerHeading = 200

    static func text(_ steps: [AvailableStep]) -> String {
        var user: [Step] = []
        var links: [Step] = []
        var responses: [Step] = []
        var scene: [Step] = []
        for available in steps {
            switch (available.origin, available.step) {
            case (.user, let step): user.append(step)
            case (.environment, .open): links.append(available.step)
            case (.environment, .respond): responses.append(available.step)
            case (.environment, let step): scene.append(step)
            }
        }
        var out = "the user can: " + list(user, none: "nothing") + "\n"
        if !links.isEmpty { out += "links that can arrive: " + list(links) + "\n" }
        if !responses.isEmpty { out += "requests that can be answered: " + list(responses) + "\n" }
        if !scene.isEmpty { out += "the scene can change: " + list(scene) + "\n" }
        return out
    }

    /// The steps as lines, comma-separated, cut after `limit` with "and N more".
    static func list(_ steps: [Step], none: String = "none", limit: Int = shownPerHeading)
        -> String
    {
        guard !steps.isEmpty else { return none }
        let shown = steps.prefix(limit).map { ReplText.inline(ScenarioText.step($0)) }
        let more = steps.count - shown.count
        return shown.joined(separator: ", ")
            + (more > 0 ? ", and \(NumberText.grouped(more)) more" : "")
    }
}
