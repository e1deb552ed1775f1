import FlowKit
import XCTest

@testable import Scenarios

/// Links declare a URL pattern; `open:` takes a URL as universal links and notification payloads arrive.
final class LinkURLTests: XCTestCase {
    private let app = """
        app: Shopr
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home: {}
          Product: {params: [sku]}
        links:
          product(sku): {url: "shopr://product/{sku}", do: [push: Product(sku=$sku)]}
          search: {url: "https://shopr.example/search/{query}", do: [push: Product(sku=$query)]}
          home: []
        """

    func testOpeningAURLRoutesTheLinkThatMatches() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: a universal link
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - open: shopr://product/42
                  - expect: {top: Product(sku=42)}
                  - open: product(sku=42)
                  - expect: {stack: [Home, Product(sku=42), Product(sku=42)]}
                  - open: "https://shopr.example/search/red%20shoes?ref=mail"
                  - expect: {top: "Product(sku=red shoes)"}
                """)
        XCTAssertEqual(compiled.errors, [])
        XCTAssertEqual(
            compiled.app?.definition.links["search"]?.params, ["query"],
            "the URL's parameters, when the key names none")
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testALinkWhoseArgumentIsAURLIsALinkNotAURL() throws {
        let compiled = try Compiled(
            app: """
                app: Browser
                launch:
                  - state: main
                    root: Main
                flows:
                  Main: {stack: [Home]}
                screens:
                  Home: {}
                  Web: {params: [url]}
                links:
                  web(url): [push: Web(url=$url)]
                """,
            scenario: """
                scenario: a link that carries a URL
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - open: web(url=https://www.gov.uk/browse)
                  - expect: {top: "Web(url=https://www.gov.uk/browse)"}
                  - open: "web(url=https://www.gov.uk/browse)"
                  - expect: {stack: [Home, "Web(url=https://www.gov.uk/browse)", "Web(url=https://www.gov.uk/browse)"]}
                """)
        XCTAssertEqual(compiled.errors, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testOnlyTextThatStartsWithASchemeIsAURL() {
        XCTAssertTrue(LinkPattern.startsWithScheme("shopr://product/42"))
        XCTAssertTrue(LinkPattern.startsWithScheme("x-app+v1.2://a"))
        XCTAssertFalse(LinkPattern.startsWithScheme("web(url=https://www.gov.uk/browse)"))
        XCTAssertFalse(LinkPattern.startsWithScheme("1http://a"))
        XCTAssertFalse(LinkPattern.startsWithScheme("://a"))
        XCTAssertFalse(LinkPattern.startsWithScheme("mailto:a@b"))
        XCTAssertFalse(LinkPattern.startsWithScheme("https:/a"))
    }

    func testAURLNoLinkAnswersToIsAnError() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: unknown URL
                app: ../apps/a.app.yaml
                steps: [launch, open: "shopr://cart/1"]
                """)
        XCTAssertEqual(
            compiled.errors,
            [
                "flows/s.flow.yaml:3:23: error: no link of the app answers to the URL 'shopr://cart/1'; its link URLs are https://shopr.example/search/{query}, shopr://product/{sku}"
            ])
    }

    func testAURLWhoseParametersDifferFromTheLinksIsAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "shopr://product/{sku}", with: "shopr://product/{id}")
        )
        XCTAssertEqual(compiled.errors.count, 1)
        XCTAssertTrue(
            compiled.errors[0].contains(
                "the URL shopr://product/{id} names {id} but the link 'product' takes sku; name the same parameters in both"
            ), compiled.errors[0])
    }
}
