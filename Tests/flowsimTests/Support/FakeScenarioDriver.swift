import Scenarios

@testable import flowsim

/// A scenario the fake driver "loads": its name and tags, and how running it ends.
struct FakeScenario: SelectableScenario {
    var name: String
    var path: String
    var tags: [String]
    var status: ScenarioOutcome.Status
}

/// Stands in for the loader and runner: files load as scenarios named after them (or with the
/// diagnostics given for them), and run to the status given.
struct FakeScenarioDriver: ScenarioDriver {
    /// By file name (the last path component): tags and status.
    var behaviours: [String: (tags: [String], status: ScenarioOutcome.Status)] = [:]
    /// By file name: diagnostics that loading the file reports (an error makes it fail to load);
    /// an empty path in a location becomes the file's.
    var problems: [String: [Diagnostic]] = [:]

    private(set) var diagnostics: [Diagnostic] = []
    var sources: [String: SourceFile] = [:]
    private(set) var loadedScenarios: [String] = []
    private(set) var loadedApps: [String] = []

    mutating func loadScenario(path: String) -> FakeScenario? {
        loadedScenarios.append(path)
        let name = Self.fileName(path)
        let found = (problems[name] ?? []).map { problem -> Diagnostic in
            var problem = problem
            if problem.location.path.isEmpty { problem.location.path = path }
            return problem
        }
        diagnostics += found
        if found.contains(where: { $0.severity == .error }) { return nil }
        let behaviour = behaviours[name] ?? ([], .passed)
        return FakeScenario(name: name, path: path, tags: behaviour.tags, status: behaviour.status)
    }

    mutating func loadApp(path: String) -> Bool {
        loadedApps.append(path)
        return true
    }

    func run(_ scenario: FakeScenario) -> ScenarioOutcome {
        ScenarioOutcome(
            name: scenario.name, path: scenario.path, tags: scenario.tags, status: scenario.status,
            duration: 0.001, stepsRun: 3)
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    /// A failure at line 4 of `path`.
    static func failure(
        _ message: String = "expected top 'Chat' but the frontmost screen is 'ChannelList'",
        comparison: [String] = ["expected: Chat", "actual:   ChannelList"]
    ) -> ScenarioOutcome.Status {
        .failed(
            ScenarioFailure(
                message: message, location: SourceLocation(path: "placeholder", line: 4, column: 5),
                comparison: comparison))
    }
}
