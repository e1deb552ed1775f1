import XCTest

@testable import FlowKit

/// A link's `when:` made of plain state keys' tests is read by index (``KeyTests``): it holds in
/// exactly the stores where its conditions hold as written, and any other `when:` has no tests.
final class KeyTestsTests: XCTestCase {
    private let app = AppDefinition(
        name: "K",
        state: [
            StateKey("flag", default: false),
            StateKey("mode", default: "a", values: ["a", "b", ""]),
            StateKey("count", default: 0, values: [0, 1]),
        ])

    func testPlainKeysTestsHoldWhereTheConditionsHold() throws {
        let lists: [[Condition]] = [
            [],
            [.isSet("flag")],
            [.isNotSet("flag")],
            [.isSet("mode"), .equals("count", .literal(1))],
            [.notEquals("mode", .literal("b")), .all([.isNotSet("count"), .isSet("flag")])],
            [.equals("mode", .literal("")), .isNotSet("mode")],
        ]
        var stores: [Store] = []
        for flag in [false, true] {
            for mode: Value in ["a", "b", ""] {
                for count: Value in [0, 1] {
                    var store = Store(app: app)
                    store[0] = .bool(flag)
                    store[1] = mode
                    store[2] = count
                    stores.append(store)
                }
            }
        }
        var held = 0
        for conditions in lists {
            let tests = try XCTUnwrap(KeyTests(conditions, app: app), "\(conditions)")
            for store in stores {
                let written = try conditions.allSatisfy { (c) throws(StepError) -> Bool in
                    try c.holds(app: app, store: store) { (e) throws(StepError) -> Value in
                        guard case .literal(let value) = e else { throw StepError(.noTabBar, "") }
                        return value
                    }
                }
                XCTAssertEqual(try tests.hold(in: store), written, "\(conditions) in \(store)")
                if written { held += 1 }
            }
        }
        XCTAssertGreaterThan(held, stores.count, "some hold, some do not")
        XCTAssertLessThan(held, lists.count * stores.count)
    }

    func testAWhenThatIsNotMadeOfPlainKeysHasNoTests() {
        for conditions: [Condition] in [
            [.isSet("$flag")], [.isSet("selectedTab")], [.isSet("missing")],
            [.any([.isSet("flag")])], [.equals("mode", .reference("flag"))],
            [.isSet("flag"), .all([.isNotSet("$mode")])],
        ] {
            XCTAssertNil(KeyTests(conditions, app: app), "\(conditions)")
        }
    }
}
