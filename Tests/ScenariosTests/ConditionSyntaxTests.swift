import FlowKit
import XCTest

@testable import Scenarios

/// Conditions: `{any: [...]}` for "or", clear errors for other languages' operators, values
/// checked against the key's domain, and a misspelt `null` caught.
final class ConditionSyntaxTests: XCTestCase {
    private func app(when: String) -> String {
        """
        app: T
        state:
          authToken: {default: null, sample: abc}
          plan: {default: free, values: [free, pro]}
          onboarded: false
          hasOnboarded: "false"
        launch:
          - state: main
            when: \(when)
            root: Main
          - state: other
            root: Other
        flows:
          Main: {stack: [Home]}
          Other: {stack: [Home]}
        screens:
          Home: {}
        """
    }

    func testAnyHoldsWhenOneConditionHolds() throws {
        let compiled = try Compiled(app: app(when: "{any: [authToken != null, session == guest]}"))
        XCTAssertEqual(compiled.errors, [])
        let definition = try XCTUnwrap(compiled.app).definition
        let decision = LaunchDecision(app: definition)
        let rows = try decision.table()
        // Main wins when there is a token, or for a guest; otherwise the fallback.
        for row in rows {
            let token = row.inputs[named: "authToken"] ?? .null
            let session = row.inputs[named: "session"] ?? "none"
            XCTAssertEqual(
                row.state, token != .null || session == "guest" ? "main" : "other", "\(row.inputs)")
        }
        XCTAssertEqual(
            definition.launchRules[0].conditions,
            [
                .any([
                    .notEquals("authToken", .literal(.null)), .equals("session", .literal("guest")),
                ])
            ])
    }

    func testAllAndAnyNest() throws {
        let compiled = try Compiled(
            app: app(when: "{all: [onboarded, {any: [plan == pro, session == user]}]}"))
        XCTAssertEqual(compiled.errors, [])
        var sim = try Simulator(
            app: try XCTUnwrap(compiled.app).definition,
            given: [Param("onboarded", true), Param("plan", "pro")])
        try sim.launch()
        XCTAssertEqual(sim.launchState, "main")
        sim = try Simulator(
            app: try XCTUnwrap(compiled.app).definition, given: [Param("onboarded", true)])
        try sim.launch()
        XCTAssertEqual(sim.launchState, "other")
    }

    func testOtherLanguagesOperatorsAreErrorsThatSayWhatToWrite() throws {
        let cases: [(String, String)] = [
            (
                "authToken != null || session == guest",
                "'||' is not a condition operator; for 'one of them' write {any: [A, B]}"
            ),
            (
                "authToken != null && onboarded",
                "'&&' is not a condition operator; for 'all of them' write a list [A, B]"
            ),
            ("not onboarded", "'not' is not a condition operator; write !KEY"),
            ("onboarded or authToken", "'or' is not a condition operator"),
        ]
        for (condition, message) in cases {
            let compiled = try Compiled(app: app(when: "\"\(condition)\""))
            XCTAssertEqual(compiled.errors.count, 1, "\(condition): \(compiled.errors)")
            XCTAssertTrue(
                compiled.errors.first?.contains(message) == true, "\(condition): \(compiled.errors)"
            )
        }
        let combinator = try Compiled(app: app(when: "{one: [onboarded]}"))
        XCTAssertTrue(
            combinator.errors.first?.contains("unknown condition combinator 'one'") == true,
            "\(combinator.errors)")
    }

    func testAMisspeltNullIsAnErrorWithDidYouMean() throws {
        let compiled = try Compiled(app: app(when: "authToken != nul"))
        XCTAssertEqual(
            compiled.errors,
            [
                "apps/a.app.yaml:9:24: error: 'nul' is compared as text; did you mean null? (quote it, as in authToken == \"nul\", to compare with the text)"
            ])
        let quoted = try Compiled(app: app(when: "'authToken != \"nul\"'"))
        XCTAssertEqual(quoted.errors, [])
    }

    func testAValueOutsideTheKeysDomainIsAnError() throws {
        let compiled = try Compiled(app: app(when: "plan == premium"))
        XCTAssertEqual(
            compiled.errors,
            ["apps/a.app.yaml:9:19: error: 'premium' is not a value of 'plan'; it takes free, pro"])
        let boolean = try Compiled(app: app(when: "onboarded == null"))
        XCTAssertEqual(
            boolean.errors,
            [
                "apps/a.app.yaml:9:24: error: null is not a value of 'onboarded'; it takes true, false"
            ])
    }

    func testAValueOutsideTheKeysDomainSuggestsTheNearestValue() throws {
        let compiled = try Compiled(app: app(when: "plan == prp"))
        XCTAssertEqual(
            compiled.errors,
            [
                "apps/a.app.yaml:9:19: error: 'prp' is not a value of 'plan'; it takes free, pro; did you mean 'pro'?"
            ])
    }

    /// `hasOnboarded: "false"` is text: `!hasOnboarded` would never hold on a fresh install.
    func testAQuotedBooleanDefaultTestedAsABooleanIsAnError() throws {
        for (condition, column) in [
            ("'!hasOnboarded'", 13), ("hasOnboarded", 11), ("hasOnboarded == false", 27),
        ] {
            let compiled = try Compiled(app: app(when: condition))
            let written =
                condition == "hasOnboarded == false"
                ? condition : condition.replacingOccurrences(of: "'", with: "")
            XCTAssertEqual(
                compiled.errors,
                [
                    "apps/a.app.yaml:9:\(column): error: '\(written)' reads 'hasOnboarded' as a Boolean, but its default is the text \"false\" (quoted), which is set and never equals true or false; did you mean the Boolean? write the default without quotes (hasOnboarded: false)"
                ], condition)
        }
        XCTAssertEqual(
            try Compiled(app: app(when: "'hasOnboarded == \"false\"'")).errors, [],
            "compared as text")
        XCTAssertEqual(try Compiled(app: app(when: "'!onboarded'")).errors, [], "a Boolean key")
        XCTAssertEqual(
            try Compiled(app: app(when: "authToken")).errors, [], "an open key: set or not")
    }

    func testAKeyOfNamedValuesTestedAsABooleanIsAnError() throws {
        let compiled = try Compiled(app: app(when: "'!plan'"))
        XCTAssertEqual(
            compiled.errors,
            [
                "apps/a.app.yaml:9:13: error: '!plan' tests 'plan' as a Boolean, but it takes free, pro and is never empty, so the test never holds; compare it with a value, as in 'plan != free'"
            ])
    }
}
