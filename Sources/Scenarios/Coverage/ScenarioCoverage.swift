import FlowKit

/// What one scenario reached in its app, for `flowsim run --coverage`.
public struct ScenarioCoverage: Sendable {
    /// The app file the scenario drives, as the loader resolved it.
    public var appPath: String
    public var app: AppDefinition
    public var recorder: CoverageRecorder

    public init(appPath: String, app: AppDefinition, recorder: CoverageRecorder) {
        self.appPath = appPath
        self.app = app
        self.recorder = recorder
    }
}
