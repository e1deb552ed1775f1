import XCTest

@testable import FlowKit

final class LinkPatternTests: XCTestCase {
    func testAPatternMatchesItsURLsAndCapturesTheParameters() throws {
        let pattern = try LinkPattern("shopr://product/{sku}/reviews/{review}")
        XCTAssertEqual(pattern.parameters, ["sku", "review"])
        let values = try XCTUnwrap(pattern.match("shopr://product/42/reviews/a%20b?utm=x#top"))
        XCTAssertEqual(values.map(\.name), ["sku", "review"])
        XCTAssertEqual(values.map(\.text), ["42", "a b"])
        XCTAssertNil(pattern.match("shopr://product/42"))
        XCTAssertNil(pattern.match("shopr://product//reviews/1"), "a parameter is never empty")
        XCTAssertNil(pattern.match("https://product/42/reviews/1"), "another scheme")
        XCTAssertNotNil(
            pattern.match("SHOPR://product/42/reviews/1/"),
            "the scheme ignores case; a trailing slash is no segment")
    }

    func testAHostCanBeAParameterAndLiteralsMustMatchExactly() throws {
        let pattern = try LinkPattern("https://{host}/p/{sku}")
        XCTAssertEqual(
            pattern.match("https://shopr.example/p/7")?.map(\.text), ["shopr.example", "7"])
        XCTAssertNil(pattern.match("https://shopr.example/P/7"))
    }

    func testMalformedPatternsSayWhatToWrite() {
        XCTAssertThrowsError(try LinkPattern("product/{sku}")) {
            XCTAssertTrue(
                ($0 as? LinkPattern.Problem)?.message.contains("starts with a scheme") == true)
        }
        XCTAssertThrowsError(try LinkPattern("shopr://p/sku-{sku}")) {
            XCTAssertTrue(
                ($0 as? LinkPattern.Problem)?.message.contains("mixes text and a parameter") == true
            )
        }
        XCTAssertThrowsError(try LinkPattern("shopr://{a}/{a}")) {
            XCTAssertTrue(($0 as? LinkPattern.Problem)?.message.contains("appears twice") == true)
        }
    }

    func testTheMostSpecificLinkWins() throws {
        let app = AppDefinition(
            name: "T",
            links: [
                LinkSpec(
                    "product", params: ["sku"], effects: [],
                    url: try LinkPattern("shopr://product/{sku}")),
                LinkSpec("newProduct", effects: [], url: try LinkPattern("shopr://product/new")),
                LinkSpec("plain", effects: []),
            ])
        XCTAssertEqual(app.link(matching: "shopr://product/new")?.link.name, "newProduct")
        XCTAssertEqual(app.link(matching: "shopr://product/9")?.link.name, "product")
        XCTAssertNil(app.link(matching: "shopr://cart"))
    }
    /// A URL is split into segments once, not once per link: a URL of 200,000 segments against
    /// 4,000 links took 100 s. Counted, not timed: twice the links cost no more splitting.
    func testALongURLIsSplitOnceWhateverTheNumberOfLinks() throws {
        func app(links: Int) throws -> AppDefinition {
            var specs: [LinkSpec] = []
            for i in 0..<links {
                var spec = LinkSpec("l\(i)", params: ["a", "b"], effects: [])
                spec.url = try LinkPattern("app://{a}/{b}/x\(i)")
                specs.append(spec)
            }
            return stackApp(root: "Home", screens: [screen("Home")], links: specs)
        }
        let url = "app://" + Array(repeating: "s", count: 20_000).joined(separator: "/")
        let (small, large) = (try app(links: 200), try app(links: 400))
        guard let few = WorkCounter.measure({ XCTAssertNil(small.link(matching: url)) }),
            let many = WorkCounter.measure({ XCTAssertNil(large.link(matching: url)) })
        else { throw XCTSkip("work is counted in debug builds only") }
        XCTAssertLessThan(few, 2 * url.utf8.count, "the URL is read once, not once a link")
        XCTAssertLessThan(Double(many) / Double(few), 1.2, "\(few) → \(many)")
        XCTAssertEqual(large.link(matching: "app://p/q/x399")?.link.name, "l399")
    }
}
