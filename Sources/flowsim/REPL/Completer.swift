import FlowKit
import Scenarios

/// Tab completion at the REPL's prompt: step keywords, REPL commands, and the names that fit
/// where the cursor is — the frontmost screen's actions after `tap:`, tab names after
/// `select:`, links after `open:`, state keys in `set:` and `:set`, flows, screens and values
/// inside `expect:`. A name YAML would read as something else (`Yes` is a Boolean) is offered
/// quoted (`"Yes"`), as the REPL then accepts it, and found by its first letters with or without
/// the quote.
struct Completer {
    let session: Session

    /// Characters that end the word being completed.
    static let separators: Set<Character> = [" ", "{", "[", ",", ":", "(", "="]

    /// Where the word before the cursor starts and the candidates that could replace it.
    func complete(_ before: String) -> (start: Int, candidates: [String]) {
        let characters = Array(before)
        // A command being named: the whole word from its ':'.
        if let first = characters.firstIndex(where: { $0 != " " }), characters[first] == ":",
            !characters[first...].contains(" ")
        {
            let typed = String(characters[first...])
            return (
                first, ReplInterpreter.commandNames.filter { $0.hasPrefix(typed) && $0 != typed }
            )
        }
        var start = characters.count
        while start > 0, !Self.separators.contains(characters[start - 1]) { start -= 1 }
        let word = String(characters[start...])
        let head = String(characters[..<start])
        let all = candidates(head: head, word: word)
        var seen: Set<String> = []
        let matching = all.filter {
            ($0.hasPrefix(word)
                || $0.hasPrefix("\"") && !word.hasPrefix("\"")
                    && $0.dropFirst().hasPrefix(word))
                && $0 != word && seen.insert($0).inserted
        }
        return (start, matching)
    }

    private func candidates(head: String, word: String) -> [String] {
        let app = session.app
        let sim = session.simulator
        let trimmed = head.drop { $0 == " " }
        // REPL commands.
        if trimmed.hasPrefix(":") || (trimmed.isEmpty && word.hasPrefix(":")) {
            if trimmed.isEmpty { return ReplInterpreter.commandNames }
            if trimmed.hasPrefix(":set ") { return app.definition.stateKeys.map { $0.name + "=" } }
            if trimmed.hasPrefix(":trace ") { return ["10", "20", "50"] }
            return []
        }
        var body = Substring(trimmed)
        if body.hasPrefix("- ") { body = body.dropFirst(2).drop { $0 == " " } }
        guard let colon = body.firstIndex(of: ":") else {
            return Session.stepWords + Session.stepKeys.map { $0 + ": " }
                + ReplInterpreter.commandNames
        }
        let key = body[..<colon].trimmedOfSpaces
        let rest = body[body.index(after: colon)...]
        switch key {
        case "tap":
            guard !rest.contains("(") else { return [] }
            // The frontmost screen's actions and those of the children shown with it.
            guard let top = sim.top else { return [] }
            let shown = [top] + (sim.window?.shownChildren(of: top.id) ?? [])
            return shown.flatMap { screen in
                (app.definition.screens[screen.name]?.actions ?? []).map {
                    $0.arguments.isEmpty ? written(.tap($0.name, []), after: "tap") : $0.name + "("
                }
            }
        case "swipe":
            return PageDirection.allCases.map(\.rawValue)
        case "select":
            let tabs = sim.window?.tabBar?.tabs.map(\.name) ?? app.tabNames.sorted()
            return tabs.map { written(.select($0), after: "select") }
        case "open":
            guard !rest.contains("(") else { return [] }
            return app.definition.links.values.sorted { $0.name < $1.name }.map {
                $0.params.isEmpty ? $0.name : $0.name + "("
            }
        case "alert":
            let buttons = sim.window?.alert?.spec.buttons.map(\.name) ?? app.alertButtons.sorted()
            return buttons.map { written(.alert($0), after: "alert") }
        case "respond":
            // the outcomes of the requests pending now
            return sim.availableSteps.compactMap {
                guard case .respond = $0.step else { return nil }
                return written($0.step, after: "respond")
            }
        case "set":
            return stateCompletion(rest)
        case "expect":
            return expectCompletion(rest)
        default:
            return []
        }
    }

    /// The value of `step` as a scenario line writes it after `key: ` (quoted when YAML would
    /// read the plain text as something else).
    private func written(_ step: Step, after key: String) -> String {
        String(ScenarioText.step(step).dropFirst(key.count + 2))
    }

    /// Inside `{…}` of `set:` or `state:`: a key, or a value of the key before the colon.
    private func stateCompletion(_ rest: Substring) -> [String] {
        let segment = rest.split(separator: ",", omittingEmptySubsequences: false).last ?? rest
        let keys = session.app.definition.stateKeys
        if let colon = segment.firstIndex(of: ":") {
            let name = String(segment[..<colon].filter { $0 != " " && $0 != "{" })
            return keys.first { $0.name == name }.map {
                $0.enumeratedValues.map(YAMLText.flowScalar)
            } ?? []
        }
        return keys.map { $0.name + ": " }
    }

    private func expectCompletion(_ rest: Substring) -> [String] {
        // (names written as a value inside `{…}` reads them back)
        expectCandidates(rest).map { $0.hasSuffix(": ") ? $0 : YAMLText.flowScalar(.string($0)) }
    }

    private func expectCandidates(_ rest: Substring) -> [String] {
        let app = session.app
        let definition = app.definition
        // The key being written is the text after the last '{' or ',' at the top level.
        let segment =
            rest.split(whereSeparator: { $0 == "," || $0 == "{" }).last.map(String.init) ?? ""
        let endsOpen =
            rest.last == "," || rest.last == "{" || rest.isEmpty || rest.allSatisfy { $0 == " " }
        guard !endsOpen, let colon = segment.firstIndex(of: ":") else {
            return Session.expectKeys.map { $0 + ": " }
        }
        let key = segment[..<colon].trimmedOfSpaces
        switch key {
        case "root": return definition.flows.keys.sorted()
        case "tab": return app.tabNames.sorted()
        case "top", "stack", "presented", "page", "children":
            return definition.screens.keys.sorted()
        case "launchState": return app.launchStates
        case "session":
            return definition.key(AppDefinition.sessionKey)?.domainValues?.map(\.description) ?? []
        case "tabBar", "navBar": return ["visible", "hidden"]
        case "actions", "can", "cannot": return app.actionNames.sorted()
        case "alert": return app.alertTitles.sorted() + ["none"]
        case "leaks": return ["none"]
        case "coordinators": return session.simulator.coordinatorPaths
        default: return []
        }
    }
}
