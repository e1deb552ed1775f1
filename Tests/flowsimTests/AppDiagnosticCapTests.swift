import XCTest

@testable import flowsim

/// The commands that read an app alone (`explore`, `review`, `decide`, `graph`, `repl`) print
/// its problems as `run` and `check` print theirs: the first 100 of a file, then how many more
/// were not shown. They printed the first 100 and said nothing of the rest.
final class AppDiagnosticCapTests: XCTestCase {
    /// An app with 250 pushes of screens it does not declare: 250 errors.
    static let broken =
        "app: Broken\nlaunch:\n  - state: start\n    root: Main\nflows:\n  Main: {stack: [Home]}\n"
        + "screens:\n  Home:\n    actions:\n"
        + (0..<250).map { "      a\($0): [push: Missing\($0)]\n" }.joined()

    func testEveryCommandThatReadsAnAppSaysHowManyProblemsWereNotShown() throws {
        let folder = try TemporaryFolder(self)
        let app = try folder.file("broken.app.yaml", Self.broken)
        for arguments in [
            ["explore", "--app", app], ["review", "--app", app], ["decide", "--app", app],
            ["graph", "--app", app], ["repl", "--app", app],
        ] {
            let console = CapturedConsole()
            var driver = FakeScenarioDriver()
            let code = Flowsim.main(
                arguments: arguments, context: console.context(), driver: &driver)
            XCTAssertEqual(code, .invalidInput, arguments[0])
            XCTAssertEqual(
                console.error.components(separatedBy: ": error: ").count - 1, 100,
                "\(arguments[0]) shows the first 100")
            XCTAssertTrue(
                console.error.contains("… and 150 more problems in '\(app)' not shown"),
                "\(arguments[0]): \(console.error.suffix(600))")
        }
    }
}
