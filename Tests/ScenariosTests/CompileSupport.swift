import FlowKit
import XCTest

@testable import Scenarios

/// Compiles an app file (and optionally a scenario against it) from text, for the compiler's tests.
struct Compiled {
    var app: CompiledApp?
    var scenario: LoadedScenario?
    /// Every diagnostic as `file:line:col: severity: message`, paths relative to the temporary folder.
    var diagnostics: [String]
    var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }
    var warnings: [String] { diagnostics.filter { $0.contains(": warning: ") } }

    init(app appText: String, scenario scenarioText: String? = nil, more: [String: String] = [:])
        throws
    {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let appPath = try files.write("apps/a.app.yaml", appText)
        for (name, text) in more { try files.write(name, text) }
        var loader = ScenarioLoader()
        if let scenarioText {
            let path = try files.write("flows/s.flow.yaml", scenarioText)
            scenario = loader.loadScenario(path: path)
            app = loader.compiledApp(appPath, referencedAt: nil)
        } else {
            app = loader.compiledApp(appPath, referencedAt: nil)
        }
        diagnostics = loader.diagnostics.map {
            $0.description.replacingOccurrences(of: files.root + "/", with: "")
        }
    }
}
