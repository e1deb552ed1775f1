import FlowKit

/// Why a scenario failed: a one-line headline, where, and what the reporters explain it with —
/// kept as parts (expected against actual, the hierarchy, the last trace events) until a
/// reporter renders them (``details`` for the text formats, separate fields for JSON).
public struct ScenarioFailure: Sendable {
    /// One line, lower-case start: "expected top 'Chat' but the frontmost screen is 'ChannelList'".
    public var message: String
    /// The failing step (or expectation key).
    public var location: SourceLocation
    /// Expected against actual, a line each, as the expectation or the engine said them (user
    /// text as written: the reporters make it safe).
    public var comparison: [String]
    /// The window's hierarchy when the scenario failed, a line per level as the engine describes
    /// it (empty when the scenario failed before a simulator existed).
    public var hierarchy: [String]
    /// The last events of the trace before the failure, oldest first.
    public var lastEvents: [TraceEvent]

    public init(
        message: String, location: SourceLocation, comparison: [String] = [],
        hierarchy: [String] = [], lastEvents: [TraceEvent] = []
    ) {
        self.message = message
        self.location = location
        self.comparison = comparison
        self.hierarchy = hierarchy
        self.lastEvents = lastEvents
    }

    /// The report of a session's failure: its message and location, expected against actual,
    /// the hierarchy and the last `traceTail` events of the trace.
    public init(_ failure: StepFailure, sim: Simulator, traceTail: Int) {
        self.init(
            message: failure.message, location: failure.location,
            comparison: failure.detailLines,
            hierarchy: sim.hierarchyDescription.split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init),
            lastEvents: sim.trace.last(traceTail))
    }
}
