import FlowKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs loaded scenarios through a ``Session``, step by step.
public enum ScenarioRunner {
    /// How many trace events a failure shows.
    public static let traceTail = 12

    /// Runs every step of `scenario` and says what held.
    /// With `recordsCoverage`, the outcome also says what the scenario reached (``ScenarioOutcome/coverage``).
    public static func run(_ scenario: LoadedScenario, recordsCoverage: Bool = false)
        -> ScenarioOutcome
    {
        let start = monotonicSeconds()
        var stepsRun = 0
        var failedStep: ScenarioStep?
        var stepFailure: StepFailure?
        var coverage: CoverageRecorder? = recordsCoverage ? CoverageRecorder() : nil
        let failure = execute(
            scenario, stepsRun: &stepsRun, coverage: &coverage, failedStep: &failedStep,
            stepFailure: &stepFailure)
        let duration = monotonicSeconds() - start
        let status: ScenarioOutcome.Status
        switch (failure, scenario.expectFailure) {
        case (nil, nil): status = .passed
        case (let f?, nil): status = .failed(f)
        case (var f?, let reason?):
            if let expected = scenario.expectedFailure,
                let difference = expected.mismatch(
                    step: failedStep, failure: stepFailure, message: f.message)
            {
                // Failing elsewhere or otherwise is not the failure the scenario expects.
                f.message =
                    "unexpected failure: the scenario expects to fail at \(expected.summary), but it failed \(difference): "
                    + f.message
                status = .failed(f)
            } else {
                status = .expectedFailure(reason: reason, f)
            }
        case (nil, let reason?):
            status = .unexpectedPass(
                reason: reason, at: scenario.expectFailureLocation ?? scenario.location)
        }
        var outcome = ScenarioOutcome(
            name: scenario.name, path: scenario.path, tags: scenario.tags, status: status,
            duration: duration, stepsRun: stepsRun)
        outcome.coverage = coverage.map {
            ScenarioCoverage(appPath: scenario.app.path, app: scenario.app.definition, recorder: $0)
        }
        return outcome
    }

    /// Runs every step; the first failure ends the run.
    static func execute(
        _ scenario: LoadedScenario, stepsRun: inout Int, coverage: inout CoverageRecorder?
    ) -> ScenarioFailure? {
        var step: ScenarioStep?
        var failure: StepFailure?
        return execute(
            scenario, stepsRun: &stepsRun, coverage: &coverage, failedStep: &step,
            stepFailure: &failure)
    }

    /// Runs every step; the first failure ends the run, and says which step failed and how.
    static func execute(
        _ scenario: LoadedScenario, stepsRun: inout Int, coverage: inout CoverageRecorder?,
        failedStep: inout ScenarioStep?, stepFailure: inout StepFailure?
    ) -> ScenarioFailure? {
        var session: Session
        do {
            session = try Session(scenario: scenario)
        } catch {
            return ScenarioFailure(
                message: "given: \(error.message)", location: scenario.location)
        }
        session.coverage = coverage
        defer {
            stepsRun = session.stepsRun
            coverage = session.coverage
        }
        let monitor = PropertyMonitor(scenario: scenario)
        for step in scenario.steps {
            var failure = session.performStep(step)
            if failure == nil, !monitor.isEmpty, case .perform(let performed) = step.kind {
                failure = monitor.failure(after: step, performed: performed, sim: session.simulator)
            }
            if let failure {
                failedStep = step
                stepFailure = failure
                return report(failure, sim: session.simulator)
            }
        }
        if let atEnd = session.failureAtEnd {
            failedStep = scenario.steps.last
            stepFailure = atEnd
            return report(atEnd, sim: session.simulator)
        }
        // `reachable:` properties, from the state the scenario ends in.
        guard !monitor.isEmpty,
            let failure = monitor.reachabilityFailure(
                at: scenario.steps.last?.location ?? scenario.location, sim: session.simulator)
        else { return nil }
        failedStep = scenario.steps.last
        stepFailure = failure
        return report(failure, sim: session.simulator)
    }

    /// The report of a session's failure: its message and location, expected against actual,
    /// the hierarchy and the last events of the trace.
    public static func report(_ failure: StepFailure, sim: Simulator) -> ScenarioFailure {
        ScenarioFailure(failure, sim: sim, traceTail: traceTail)
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
