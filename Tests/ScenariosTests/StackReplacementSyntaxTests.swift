import FlowKit
import XCTest

@testable import Scenarios

/// `setStack:` and empty tab stack (`stack: []`), as app files write them.
final class StackReplacementSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              home: Home
              drafts: {flow: Drafts, onSelect: [setStack: [Drafts]]}
          Home: {stack: [Home]}
          Drafts: {stack: []}
        screens:
          Home:
            actions:
              open: {push: Detail(id=$id)}
          Detail:
            params: [id]
            actions:
              next: {setStack: [Home, "Detail(id=$next)"]}
          Drafts:
            actions:
              discard: {setStack: []}
        """

    func testSetStackCompilesToTheListBottomToTop() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        let next = definition.screens["Detail"]?.action("next")?.effects
        XCTAssertEqual(next?.map(\.description), ["setStack: [Home, Detail(id=$next)]"])
        XCTAssertEqual(
            definition.screens["Drafts"]?.action("discard")?.effects, [.setStack([])])
        XCTAssertEqual(definition.flows["Drafts"]?.content, .stack([]))
    }

    func testAnEmptyTabStackRunsAndIsFilledOnSelection() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: empty tab
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {stacks: {drafts: []}}
                  - select: drafts
                  - expect: {stack: [Drafts], top: Drafts}
                  - tap: discard
                  - expect: {stack: [], top: none, navBar: visible, leaks: none}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testTopNoneFailsWhileAScreenShows() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: top none
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {top: none}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertFalse(outcome.isSuccess)
        XCTAssertTrue(
            "\(outcome.status)".contains("expected no screen on top but"), "\(outcome.status)")
    }

    func testAnEmptyStackFlowAsTheWindowRootIsAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "root: Main", with: "root: Drafts"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains(
                "'Drafts' starts with an empty stack (stack: []) and cannot be the window root")
                ?? false, "\(compiled.errors)")
    }

    func testOnlyAStackFlowMayListNoScreens() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "Drafts: {stack: []}", with: "Drafts: {push: []}"))
        XCTAssertTrue(
            compiled.errors.contains { $0.contains("flow 'Drafts' must list at least one screen") },
            "\(compiled.errors)")
    }

    func testSetStackWithoutAListSaysHowToWriteIt() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "discard: {setStack: []}", with: "discard: {setStack: }"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("setStack needs the new stack's screens") ?? false,
            "\(compiled.errors)")
    }

    func testSetStackReportsAnUnknownScreen() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "setStack: [Home,", with: "setStack: [Hom,"))
        XCTAssertTrue(
            compiled.errors.contains { $0.contains("unknown screen 'Hom'") }, "\(compiled.errors)")
    }
}
