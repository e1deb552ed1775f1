import XCTest

@testable import flowsim

/// `flowsim explore --during-transitions`: the double push found by a second tap before the
/// push begins, emitted as a scenario with `settle: false` that `flowsim run` replays.
final class ExploreDuringTransitionsTests: XCTestCase {
    private var driver = FakeScenarioDriver()
    private var console = CapturedConsole()

    private let app = """
        app: Books
        launch:
          - state: only
            root: Root
        flows:
          Root: {stack: [Catalog]}
        screens:
          Catalog:
            actions:
              open: {push: Book}
          Book: {}
        """

    func testTheDoublePushIsFoundOnlyWithTheOptionAndItsScenarioReplays() throws {
        let folder = try TemporaryFolder(self)
        let file = try folder.file("apps/books.app.yaml", app)
        var code = Flowsim.main(
            arguments: ["explore", "--app", file], context: console.context(), driver: &driver)
        XCTAssertEqual(code, .success, console.output)
        console = CapturedConsole()
        code = Flowsim.main(
            arguments: [
                "explore", "--app", file, "--during-transitions", "--emit", folder.path + "/found",
            ],
            context: console.context(), driver: &driver)
        XCTAssertEqual(code, .failure, console.output)
        XCTAssertTrue(console.output.contains("pushed again"), console.output)
        XCTAssertTrue(console.output.contains("during a transition"), console.output)
        let emitted = try folder.contents("found")
        XCTAssertEqual(emitted.count, 1, "\(emitted)")
        let scenario = try String(
            contentsOfFile: folder.path + "/found/" + (emitted.first ?? ""), encoding: .utf8)
        XCTAssertTrue(
            scenario.hasSuffix("  - launch\n  - tap: open\n    settle: false\n  - tap: open\n"),
            scenario)
        var live = LiveScenarioDriver()
        console = CapturedConsole()
        code = Flowsim.main(
            arguments: ["run", folder.path + "/found", "--allow-outside", folder.path],
            context: console.context(), driver: &live)
        XCTAssertEqual(code, .failure, "the emitted scenario fails with the double push")
        XCTAssertTrue(console.output.contains("pushed again"), console.output + console.error)
    }
}
