import Scenarios

/// The real thing: `ScenarioLoader` and `ScenarioRunner`.
struct LiveScenarioDriver: ScenarioDriver {
    private var loader = ScenarioLoader()

    var diagnostics: [Diagnostic] { loader.diagnostics }
    var sources: [String: SourceFile] { loader.sources }
    var omittedDiagnostics: OmittedDiagnostics { loader.omittedDiagnostics }

    mutating func loadScenario(path: String) -> LoadedScenario? {
        loader.loadScenario(path: path)
    }

    mutating func loadApp(path: String) -> Bool {
        loader.loadApp(path: path)
    }

    mutating func restrictPaths(_ policy: PathPolicy) {
        loader.pathPolicy = policy
    }

    var referencedFiles: [String] { loader.referencedFiles }

    mutating func release(_ scenario: LoadedScenario) {
        loader.releaseSource(of: scenario.path)
    }

    func run(_ scenario: LoadedScenario) -> ScenarioOutcome {
        ScenarioRunner.run(scenario)
    }

    func run(_ scenario: LoadedScenario, recordingCoverage: Bool) -> ScenarioOutcome {
        ScenarioRunner.run(scenario, recordsCoverage: recordingCoverage)
    }
}
