import FlowKit
import XCTest

@testable import Scenarios

/// `{present: SCREEN, inNavigationController: true}` (P7) and `openURL:` (P8) as app files write
/// them, their errors with path:line:column, and a scenario that runs them.
final class PresentInNavigationControllerSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Events]}
        screens:
          Events:
            actions:
              open: {present: Details(id=$id), inNavigationController: true}
              bare: {present: Details(id=1), inNavigationController: false}
              signUp: {openURL: "https://noi.bz.it/signup"}
          Details:
            params: [id]
            actions:
              locate: {push: Map}
              call: {openURL: $number}
              close: dismiss
          Map: {}
        """

    func testTheKeysCompile() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        XCTAssertEqual(
            definition.screens["Events"]?.action("open")?.effects,
            [
                .present(
                    Invocation("Details", [Argument("id", .reference("id"))]), .sheet, .none,
                    inNavigationController: true)
            ])
        XCTAssertEqual(
            definition.screens["Events"]?.action("bare")?.effects,
            [.present(Invocation("Details", [Argument("id", .literal(1))]), .sheet)])
        XCTAssertEqual(
            definition.screens["Events"]?.action("signUp")?.effects,
            [.openURL(.literal("https://noi.bz.it/signup"))])
        XCTAssertEqual(
            definition.screens["Details"]?.action("call")?.effects, [.openURL(.reference("number"))]
        )
        XCTAssertEqual(definition.screens["Details"]?.action("call")?.arguments, ["number"])
    }

    func testAScenarioPushesInsideThePresentedStackAndOpensAnotherApp() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: details in a navigation controller
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: open(id=7)
                  - tap: locate
                  - expect: {stack: [Details(id=7), Map], navBar: visible, coordinators: [App, App/Main]}
                  - back
                  - tap: call(number="tel:+390471066600")
                  - expect: {scene: background}
                  - foreground
                  - tap: close
                  - expect: {presented: none, leaks: none, stack: [Events]}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testInNavigationControllerMustBeABoolean() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "inNavigationController: true", with: "inNavigationController: yes please"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("a.app.yaml:10:64: error:") ?? false,
            "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("true or false") ?? false, "\(compiled.errors)")
    }

    func testInNavigationControllerGoesOnlyBesidePresent() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "locate: {push: Map}", with: "locate: {push: Map, inNavigationController: true}"
            ))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
    }

    func testOpenURLNeedsAScheme() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "\"https://noi.bz.it/signup\"", with: "www.noi.bz.it")
        )
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("a.app.yaml:12:25: error:") ?? false,
            "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains(
                "openURL needs a URL with a scheme, not 'www.noi.bz.it'") ?? false,
            "\(compiled.errors)")
    }

    func testOpenURLTakesOneValue() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "\"https://noi.bz.it/signup\"", with: "[a, b]"))
        XCTAssertEqual(compiled.errors.count, 1, "\(compiled.errors)")
        XCTAssertTrue(
            compiled.errors.first?.contains("a.app.yaml:12:25: error:") ?? false,
            "\(compiled.errors)")
    }
}
