import XCTest

@testable import FlowKit
@testable import Scenarios

/// An app file's text compiled as `flowsim` compiles it, for tests that write small apps inline.
enum AppText {
    static func compile(_ text: String) throws -> AppDefinition {
        let files = try TemporaryFiles()
        defer { files.remove() }
        var loader = ScenarioLoader()
        let app = try XCTUnwrap(
            loader.compiledApp(try files.write("a.app.yaml", text), referencedAt: nil),
            "\(loader.diagnostics)")
        return app.definition
    }
}
