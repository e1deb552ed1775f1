import Scenarios

extension LoadedScenario: SelectableScenario {}

/// What the commands need from the loader and the runner, so that tests can drive the
/// commands with scenarios of their own.
protocol ScenarioDriver {
    associatedtype Scenario: SelectableScenario

    /// Every problem found so far, in the order found.
    var diagnostics: [Diagnostic] { get }
    /// The text of every file read, by path.
    var sources: [String: SourceFile] { get }
    /// The problems past the caps of ``DiagnosticBag``, counted only.
    var omittedDiagnostics: OmittedDiagnostics { get }

    /// Loads a `*.flow.yaml` file; `nil` if it has errors (they are in `diagnostics`).
    mutating func loadScenario(path: String) -> Scenario?
    /// Loads and compiles a `*.app.yaml` file; `false` if it has errors.
    mutating func loadApp(path: String) -> Bool
    /// Runs a loaded scenario.
    func run(_ scenario: Scenario) -> ScenarioOutcome
    /// Runs a loaded scenario, recording what it reached (``ScenarioOutcome/coverage``).
    func run(_ scenario: Scenario, recordingCoverage: Bool) -> ScenarioOutcome
    /// Limits the files that `app:` and `run:` may name (``PathPolicy``), before anything loads.
    mutating func restrictPaths(_ policy: PathPolicy)
    /// The app and `run:` files read so far, each once, in the order first read.
    var referencedFiles: [String] { get }
    /// The run is done with a scenario (run and reported, or not selected): what was kept of
    /// its file only to quote its lines may go.
    mutating func release(_ scenario: Scenario)
}

extension ScenarioDriver {
    /// Drivers that cannot record coverage run the scenario without it.
    func run(_ scenario: Scenario, recordingCoverage: Bool) -> ScenarioOutcome {
        run(scenario)
    }

    /// A driver that keeps every problem omits none.
    var omittedDiagnostics: OmittedDiagnostics { OmittedDiagnostics() }

    /// A driver that reads no files has nothing to restrict.
    mutating func restrictPaths(_ policy: PathPolicy) {}

    /// A driver that reads no files through `app:` or `run:`: every file it keeps the text of.
    var referencedFiles: [String] { sources.keys.sorted() }

    /// A driver that keeps what it keeps.
    mutating func release(_ scenario: Scenario) {}
}
