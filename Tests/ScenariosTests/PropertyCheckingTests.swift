import XCTest

@testable import FlowKit
@testable import Scenarios

/// `flowsim check` on `properties:` (every name checked, with where and a did-you-mean), a
/// scenario's own properties failing its run at the step that breaks them, and review's two
/// warnings that need no declaration.
final class PropertyCheckingTests: XCTestCase {
    private let base = """
        app: Shop
        state:
          promoSeen: false
          busy: {default: false, store: memory}
        launch:
          - state: main
            root: Main
        flows:
          Main:
            tabs:
              home: HomeFlow
              cart: CartFlow
          HomeFlow:
            stack: [Home]
          CartFlow:
            stack: [Cart]
        screens:
          Home:
            actions:
              share: []
              checkout:
                - if: session == user
                  then: [select: cart]
              signIn: [set: {session: user}]
              help:
                - if: busy
                  then: [select: cart]
          Cart: {}
        links:
          promo:
            - if: session == user
              then: [select: cart]
        """

    private func errors(_ properties: String) throws -> [String] {
        try Compiled(app: base + "\nproperties:\n" + properties).errors
    }

    func testUnknownKeysScreensTabsAndActionsAreErrorsWithWhereAndASuggestion() throws {
        XCTAssertEqual(
            try errors("  - {name: a, never: {top: Hme}}"),
            ["apps/a.app.yaml:34:28: error: unknown screen 'Hme'; did you mean 'Home'?"])
        XCTAssertEqual(
            try errors("  - {name: a, always: {tab: carts}}"),
            ["apps/a.app.yaml:34:29: error: unknown tab 'carts'; did you mean 'cart'?"])
        let action = try errors("  - {name: a, after: {tap: chekout}, expect: {tab: cart}}")
        XCTAssertEqual(action.count, 1)
        XCTAssertTrue(action[0].hasPrefix("apps/a.app.yaml:34:"), "\(action)")
        XCTAssertTrue(
            action[0].contains("'chekout'") && action[0].contains("checkout"), "\(action)")
        let key = try errors("  - {name: a, nevr: {tab: cart}}")
        XCTAssertTrue(key.contains { $0.contains("unknown key 'nevr'") && $0.contains("never") })
        let condition = try errors("  - {name: a, never: {tab: cart}, when: promoSen}")
        XCTAssertTrue(
            condition.contains { $0.contains("'promoSen'") && $0.contains("promoSeen") },
            "\(condition)")
        XCTAssertEqual(
            try errors("  - {name: a}"),
            [
                "apps/a.app.yaml:34:5: error: property 'a' says nothing to check: give it one of never:, always:, after: (with expect:) or reachable:"
            ])
        let twoForms = try errors("  - {name: a, never: {tab: cart}, always: {tab: home}}")
        XCTAssertTrue(twoForms.first?.contains("exactly one") == true, "\(twoForms)")
        let noExpect = try errors("  - {name: a, after: {tap: checkout}}")
        XCTAssertTrue(noExpect.first?.contains("no expect:") == true, "\(noExpect)")
    }

    /// The properties' messages come from the catalogue, each with its id.
    func testEachPropertyDiagnosticCarriesItsId() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let cases: [(String, DiagnosticID)] = [
            ("  - {name: a}", .propertyWithoutForm),
            ("  - {name: a, never: {tab: cart}, always: {tab: home}}", .propertyWithTwoForms),
            (
                "  - {name: a, never: {tab: cart}}\n  - {name: a, never: {tab: home}}",
                .propertyNameTwice
            ),
            (
                "  - {name: a, after: {tap: checkout}, when: promoSeen, expect: {tab: cart}}",
                .propertyWhenWithAfter
            ),
            ("  - {name: a, never: {tab: cart}, expect: {tab: cart}}", .propertyExpectWithoutAfter),
            ("  - {name: a, after: {tap: checkout}}", .propertyAfterWithoutExpect),
            (
                "  - {name: a, after: {set: {promoSeen: true}}, expect: {tab: cart}}",
                .propertyAfterSetStep
            ),
            ("  - {name: a, never: {tab: cart}, when: $x}", .propertyWhenReadsParameter),
            (
                "  - {name: a, never: {tab: cart}, when: promoSeen == $x}",
                .propertyWhenComparesWithParameter
            ),
        ]
        for (i, (properties, id)) in cases.enumerated() {
            let path = try files.write("a\(i).app.yaml", base + "\nproperties:\n" + properties)
            var loader = ScenarioLoader()
            _ = loader.compiledApp(path, referencedAt: nil)
            XCTAssertEqual(
                loader.diagnostics.map(\.id), [id], "\(properties): \(loader.diagnostics)")
        }
        let notAList = try files.write("b.app.yaml", base + "\nproperties: {name: a}\n")
        var loader = ScenarioLoader()
        _ = loader.compiledApp(notAList, referencedAt: nil)
        XCTAssertEqual(loader.diagnostics.map(\.id), [.propertiesNotAList])
    }

    func testAScenariosOwnPropertyFailsItsRunAtTheStepThatBreaksIt() throws {
        let scenario = """
            scenario: checkout
            app: ../apps/a.app.yaml
            properties:
              - name: the cart shows only to a signed-in user
                never: {tab: cart}
                when: session == none
            steps:
              - launch
              - select: cart
              - expect: {tab: cart}
            """
        let compiled = try Compiled(app: base, scenario: scenario)
        let loaded = try XCTUnwrap(compiled.scenario, "\(compiled.diagnostics)")
        guard case .failed(let failure) = ScenarioRunner.run(loaded).status else {
            return XCTFail("the scenario passed")
        }
        XCTAssertEqual(failure.location.line, 9, failure.message)
        XCTAssertTrue(
            failure.message.hasPrefix("property 'the cart shows only to a signed-in user' (")
                && failure.message.contains("flows/s.flow.yaml:4:"),
            failure.message)
        XCTAssertTrue(failure.comparison.contains("never    tab: cart"), "\(failure.comparison)")
    }

    func testReviewWarnsOfATapAndALinkThatChangeNothingWithoutDeclarations() throws {
        let app = try XCTUnwrap(try Compiled(app: base).app)
        let result = Review(app: app.definition).run()
        let warnings = result.findings.filter(\.check.isWarning)
        let places = warnings.map { finding in
            let steps = finding.path?.steps.map(ScenarioText.step) ?? []
            return finding.check.rawValue + ": " + steps.joined(separator: ", ")
        }
        // `help` can never do anything (nothing sets `busy`): the button that silently does
        // nothing. `share` has no effects (left out of the model on purpose). `signIn` and
        // `checkout` change nothing in some states only — signed in already, or signed out — and
        // something in others: idempotent, or guarded, not broken.
        XCTAssertEqual(
            places,
            [
                "tap-changes-nothing: launch, tap: help",
                "link-routes-nowhere: launch, open: promo",
            ])
        XCTAssertFalse(warnings.contains { $0.summary.contains("share") })
        XCTAssertFalse(warnings.contains { $0.summary.contains("'tap: signIn'") })
        XCTAssertFalse(warnings.contains { $0.summary.contains("'tap: checkout'") })
    }
}
