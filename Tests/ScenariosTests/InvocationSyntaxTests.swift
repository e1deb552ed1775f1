import FlowKit
import XCTest

@testable import Scenarios

/// Arguments: quoted values carry commas and quotes; a number written two ways is an error, not two values.
final class InvocationSyntaxTests: XCTestCase {
    private let app = """
        app: Shop
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home:
            actions:
              search: {push: Results(query=$query)}
              product: {push: Product(sku=$sku)}
          Results: {params: [query]}
          Product: {params: [sku]}
        """

    private func steps(_ taps: [String]) -> String {
        """
        scenario: taps
        app: ../apps/a.app.yaml
        steps:
          - launch
        \(taps.map { "  - tap: \($0)" }.joined(separator: "\n"))
        """
    }

    func testQuotedValuesCarryCommasAndQuotes() throws {
        let compiled = try Compiled(
            app: app,
            scenario: steps([
                #"'search(query="a, b")'"#, #"search(query="say \"hi\"")"#,
                "\"search(query='it''s')\"",
            ]))
        XCTAssertEqual(compiled.errors, [])
        let taps = try XCTUnwrap(compiled.scenario).steps.compactMap { step -> [Param]? in
            if case .perform(.tap(_, let args)) = step.kind { return args }
            return nil
        }
        XCTAssertEqual(
            taps,
            [[Param("query", "a, b")], [Param("query", #"say "hi""#)], [Param("query", "it's")]])
    }

    func testANumberWithALeadingZeroMustBeQuoted() throws {
        let compiled = try Compiled(app: app, scenario: steps(["product(sku=042)"]))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains(
                "error: the value of 'sku' in the action to tap: '042' is read as an octal integer by YAML 1.1 and as an integer by YAML 1.2; quote it (\"042\")"
            ), compiled.errors[0])
        let quoted = try Compiled(
            app: app, scenario: steps(["product(sku=\"042\")", "product(sku=42)"]))
        XCTAssertEqual(quoted.errors, [])
        let taps = try XCTUnwrap(quoted.scenario).steps.compactMap { step -> Value? in
            if case .perform(.tap(_, let args)) = step.kind { return args.first?.value }
            return nil
        }
        XCTAssertEqual(taps, [.string("042"), .int(42)])
    }

    func testAnUnclosedQuoteIsReported() throws {
        let compiled = try Compiled(app: app, scenario: steps([#"'search(query="a, b)'"#]))
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains("unterminated quoted value in the action to tap"),
            compiled.errors[0])
    }
}
