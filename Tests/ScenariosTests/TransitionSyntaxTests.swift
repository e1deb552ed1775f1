import FlowKit
import XCTest

@testable import Scenarios

/// `animated:` beside the navigation and presentation changes, `completion:` beside `present`
/// and `dismiss`, and the dismiss-then-present bug they let a scenario show.
final class TransitionSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        links:
          route: [dismiss, present: Other]
          routeUnanimated: [{dismiss: , animated: false}, present: Other]
          routeInCompletion: [{dismiss: , completion: [present: Other]}]
        screens:
          Home:
            actions:
              sheet: {present: Sheet, style: fullScreen, animated: false}
              open: {push: Detail, animated: false}
          Sheet: {}
          Other: {}
          Detail:
            actions:
              back: {pop: , animated: true}
              top: {popToRoot: , animated: false}
        """

    func testTheOptionsCompileBesideTheirChange() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        XCTAssertEqual(
            definition.screens["Home"]?.action("sheet")?.effects,
            [Effect.present("Sheet", .fullScreen).animated(false)])
        XCTAssertEqual(
            definition.screens["Home"]?.action("open")?.effects,
            [Effect.push("Detail").animated(false)])
        XCTAssertEqual(
            definition.screens["Detail"]?.action("back")?.effects, [.pop],
            "animated: true is the bare change")
        XCTAssertEqual(
            definition.screens["Detail"]?.action("top")?.effects, [Effect.popToRoot.animated(false)]
        )
        XCTAssertEqual(
            definition.links["routeInCompletion"]?.effects,
            [Effect.dismiss.completion([.present("Other", .sheet)])])
    }

    func testEveryExampleCompilesToATransitionOfItsKey() throws {
        for example in TransitionSyntax.examples {
            let compiled = try Compiled(
                app: app.replacingOccurrences(of: "{pop: , animated: true}", with: example))
            XCTAssertEqual(compiled.errors, [], example)
            let effect = try XCTUnwrap(
                compiled.app?.definition.screens["Detail"]?.action("back")?.effects.first, example)
            guard case .transition(let change, _, _) = effect else {
                XCTFail("'\(example)' compiles to '\(effect)'")
                continue
            }
            XCTAssertTrue(example.contains(change.key), "'\(example)' writes '\(change.key)'")
        }
    }

    func testCompletionIsOnlyForPresentAndDismiss() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "{push: Detail, animated: false}", with: "{push: Detail, completion: [pop]}"))
        XCTAssertTrue(
            compiled.errors.contains { $0.contains("'completion'") && $0.contains("animated") },
            "\(compiled.errors)")
    }

    func testAnimatedMustBeABoolean() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "{pop: , animated: true}", with: "{pop: , animated: maybe}"))
        XCTAssertFalse(compiled.errors.isEmpty)
    }

    func testACompletionNamesScreensThatExist() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "completion: [present: Other]", with: "completion: [present: Otter]"))
        XCTAssertTrue(compiled.errors.contains { $0.contains("Otter") }, "\(compiled.errors)")
    }

    func testTheDismissThenPresentBugAndItsFixes() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: routing a link while a sheet is up
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: sheet
                  - open: routeInCompletion
                  - expect: {presented: [Other]}
                  - relaunch
                  - tap: sheet
                  - open: routeUnanimated
                  - expect: {presented: [Other]}
                  - relaunch
                  - tap: sheet
                  - open: route
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertFalse(outcome.isSuccess)
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("\(outcome.status)")
        }
        XCTAssertTrue(
            failure.message.contains(
                "Attempt to present 'Other' on 'Home' while a presentation is in progress"),
            failure.message)
    }
}
