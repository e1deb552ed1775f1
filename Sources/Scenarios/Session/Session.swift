import FlowKit

/// A running app driven one step at a time, each step or expectation written as in a scenario
/// file (`launch`, `tap: open(channel=general)`, `expect: {top: Chat}`), each returning a
/// structured ``StepResult``. The scenario runner, `flowsim repl` and XCTest code all drive
/// apps through it.
///
/// ```swift
/// var session = try Session(appFile: "scenarios/apps/locals.app.yaml", given: [Param("isFirstLaunched", false)])
/// session.perform("launch")
/// session.perform("select: community")
/// let result = session.perform("expect: {top: ChannelList}")
/// XCTAssertTrue(result.isSuccess, result.failure?.message ?? "")
/// ```
///
/// A value: copy it to branch or to undo. A failed step leaves the session as it was.
public struct Session: Sendable {
    /// A crash that the next step must expect (`expect: {crashed: MESSAGE}`).
    public struct PendingCrash: Sendable, Hashable {
        /// The crash's message.
        public var message: String
        /// The step that crashed the app.
        public var location: SourceLocation
    }

    /// The compiled app the session drives.
    public let app: CompiledApp
    /// The state before the first launch, overriding the defaults.
    public let given: [Param]
    /// The simulator: the device, the hierarchy and the trace, for inspection.
    public private(set) var simulator: Simulator
    /// A crash at the last step, which the next step must expect.
    public private(set) var pendingCrash: PendingCrash?
    /// How many steps ran (failed ones included, as a scenario report counts them).
    public private(set) var stepsRun = 0
    /// What the steps reached, when recording coverage (`nil`: not recording).
    public var coverage: CoverageRecorder?

    /// The steps written as a bare word (`launch`, `back`, …).
    public static let stepWords = StepCompiler.stepWords
    /// The steps written as a key with a value (`tap: …`, `expect: …`, …).
    public static let stepKeys = StepCompiler.stepKeys
    /// The keys an `expect` step may check.
    public static let expectKeys = StepCompiler.expectKeys

    /// The name text steps are reported under when the caller gives none.
    public static let defaultSource = "<session>"

    /// A session on a freshly installed `app`; `given` overrides the state's defaults.
    public init(app: CompiledApp, given: [Param] = []) throws(StepError) {
        self.app = app
        self.given = given
        self.simulator = try Simulator(app: app.definition, given: given)
    }

    /// A session on the app file at `path`, compiled; every error in it is in the thrown error.
    public init(appFile path: String, given: [Param] = []) throws(SessionError) {
        var loader = ScenarioLoader()
        guard let app = loader.compiledApp(path, referencedAt: nil) else {
            throw SessionError(diagnostics: loader.diagnostics, sources: loader.sources)
        }
        do {
            try self.init(app: app, given: given)
        } catch {
            throw SessionError(diagnostics: [
                Diagnostic(
                    .givenRejected(error), at: SourceLocation(path: path, line: 1, column: 1))
            ])
        }
    }

    /// A session at the start of a loaded scenario: its app and its `given:` state, no step run.
    public init(scenario: LoadedScenario) throws(StepError) {
        try self.init(app: scenario.app, given: scenario.given)
    }

    // MARK: - Steps from text

    /// Performs one step written as a scenario writes it (`select: community`, `run: steps/login.flow.yaml`,
    /// `expect: {top: Chat}`); text that is not a step of this app fails with the diagnostics a
    /// scenario file would get, columns counted in `text`, reported under `source` at `line`.
    public mutating func perform(
        _ text: String, source: String = Session.defaultSource, line: Int = 1
    ) -> StepResult {
        let compiled = compile(text, source: source, line: line)
        switch compiled {
        case .failure(let failure):
            return StepResult(steps: [], failure: failure, warnings: [])
        case .success(let (steps, warnings)):
            var result = perform(steps)
            result.warnings = warnings
            return result
        }
    }

    /// Checks the keys of one `expect` written as a scenario writes its value (`{top: Chat, tab: home}`
    /// or `top: Chat`), without changing anything.
    public func expect(_ text: String, source: String = Session.defaultSource, line: Int = 1)
        -> StepResult
    {
        var loader = ScenarioLoader()
        guard let compiled = loader.loadExpectations(text: text, path: source, app: app) else {
            return StepResult(
                steps: [],
                failure: Self.notUnderstood(
                    loader.diagnostics.map { $0.shifted(line - 1, in: source) }, source: source))
        }
        let expectations = compiled.map { $0.shifted(line - 1, in: source) }
        let location =
            expectations.first?.location ?? SourceLocation(path: source, line: line, column: 1)
        let step = ScenarioStep(kind: .expect(expectations), location: location)
        return StepResult(steps: [step], failure: failure(checking: expectations, at: location))
    }

    /// The steps `text` stands for (one, or a `run:` file's), compiled against this app, and any warnings.
    public func compile(_ text: String, source: String = Session.defaultSource, line: Int = 1)
        -> Result<(steps: [ScenarioStep], warnings: [Diagnostic]), StepFailure>
    {
        var loader = ScenarioLoader()
        let steps = loader.loadStep(text: text, path: source, app: app)
        let diagnostics = loader.diagnostics.map { $0.shifted(line - 1, in: source) }
        guard let steps else { return .failure(Self.notUnderstood(diagnostics, source: source)) }
        return .success(
            (
                steps.map { $0.shifted(line - 1, in: source) },
                diagnostics.filter { $0.severity != .error }
            ))
    }

    /// State values written as a `given:` or `set:` writes them (`{isFirstLaunched: false}` or
    /// `isFirstLaunched: false`), each checked against the key's domain.
    public static func stateValues(
        _ text: String, app: CompiledApp, source: String = Session.defaultSource
    ) throws(StepFailure) -> [Param] {
        var loader = ScenarioLoader()
        guard let values = loader.loadStateValues(text: text, path: source, app: app) else {
            throw notUnderstood(loader.diagnostics, source: source)
        }
        return values
    }

    // MARK: - Compiled steps

    /// Performs compiled steps in order; the first failure stops them.
    public mutating func perform(_ steps: [ScenarioStep]) -> StepResult {
        var result = StepResult(steps: [])
        for step in steps {
            let one = perform(step)
            result.steps += one.steps
            result.events += one.events
            if let failure = one.failure {
                result.failure = failure
                break
            }
        }
        return result
    }

    /// Performs one compiled step or checks one compiled `expect`, with the trace events it
    /// caused.
    public mutating func perform(_ step: ScenarioStep) -> StepResult {
        let recordedBefore = simulator.trace.recorded
        let failure = performStep(step)
        return StepResult(
            steps: [step], failure: failure,
            events: simulator.trace.events(since: recordedBefore))
    }

    /// Performs one compiled step or checks one compiled `expect` and says only why it failed
    /// (`nil` when it held): the single path every step of every scenario takes. It reads
    /// nothing of the trace; a failure's report reads the last events then.
    public mutating func performStep(_ step: ScenarioStep) -> StepFailure? {
        if let crash = pendingCrash, !step.expectsCrash {
            let message =
                "the app crashed at \(crash.location): '\(crash.message)', and this step does not expect it; "
                + "add `- expect: {crashed: \"\(crash.message)\"}`"
            return StepFailure(
                .unexpectedCrash(message: crash.message, at: crash.location),
                message: message, location: step.location)
        }
        stepsRun += 1
        var failure: StepFailure?
        switch step.kind {
        case .perform(let action):
            let wasRunning = simulator.isRunning
            let frontmost = coverage == nil ? nil : simulator.screenName(actingFor: action)
            do {
                try simulator.perform(action)
                coverage?.record(action, frontmost: frontmost, after: simulator)
                pendingCrash = nil
                if wasRunning, !simulator.isRunning, let message = simulator.crashMessage {
                    // the next step must expect it
                    pendingCrash = PendingCrash(message: message, location: step.location)
                }
            } catch {
                failure = StepFailure(
                    .stepFailed(error), message: "step '\(action)' failed: \(error.message)",
                    location: step.location)
            }
        case .expect(let expectations):
            failure = self.failure(checking: expectations, at: step.location)
            if failure == nil { pendingCrash = nil }
        }
        return failure
    }

    /// The failure a scenario that ends here has: a crash that no step expected; `nil` otherwise.
    public var failureAtEnd: StepFailure? {
        guard let crash = pendingCrash else { return nil }
        return StepFailure(
            .unexpectedCrash(message: crash.message, at: crash.location),
            message:
                "the app crashed: '\(crash.message)', and no step expects it; add `- expect: {crashed: \"\(crash.message)\"}`",
            location: crash.location)
    }

    /// The keys of an `expect` that do not hold now, each with expected against actual.
    public func mismatches(_ expectations: [Expectation]) -> [ExpectationMismatch] {
        ExpectationChecker(sim: simulator).check(expectations)
    }

    // MARK: - Helpers

    private func failure(checking expectations: [Expectation], at location: SourceLocation)
        -> StepFailure?
    {
        let mismatches = self.mismatches(expectations)
        guard let first = mismatches.first else { return nil }
        var message = first.headline
        if mismatches.count > 1 {
            message +=
                " (and \(mismatches.count - 1) more: "
                + mismatches.dropFirst().map(\.expectation.key).joined(separator: ", ") + ")"
        }
        return StepFailure(
            .expectationFailed(mismatches), message: message, location: first.expectation.location)
    }

    private static func notUnderstood(_ diagnostics: [Diagnostic], source: String) -> StepFailure {
        let first = diagnostics.first { $0.severity == .error }
        return StepFailure(
            .notUnderstood(diagnostics), message: first?.message ?? "not a step",
            location: first?.location ?? SourceLocation(path: source, line: 1, column: 1))
    }
}

extension SourceLocation {
    /// The location `lines` further down when it is in `path` (text typed at a later line).
    func shifted(_ lines: Int, in path: String) -> SourceLocation {
        guard lines != 0, self.path == path else { return self }
        return SourceLocation(path: path, line: line + lines, column: column)
    }
}

extension Diagnostic {
    func shifted(_ lines: Int, in path: String) -> Diagnostic {
        var copy = self
        copy.location = location.shifted(lines, in: path)
        return copy
    }
}

extension Expectation {
    func shifted(_ lines: Int, in path: String) -> Expectation {
        var copy = self
        copy.location = location.shifted(lines, in: path)
        return copy
    }
}

extension ScenarioStep {
    func shifted(_ lines: Int, in path: String) -> ScenarioStep {
        guard lines != 0 else { return self }
        var copy = self
        copy.location = location.shifted(lines, in: path)
        if case .expect(let keys) = kind {
            copy.kind = .expect(keys.map { $0.shifted(lines, in: path) })
        }
        return copy
    }

    /// Whether this is an `expect` with a `crashed:` key.
    var expectsCrash: Bool {
        guard case .expect(let keys) = kind else { return false }
        return keys.contains { if case .crashed = $0.check { return true } else { return false } }
    }
}
