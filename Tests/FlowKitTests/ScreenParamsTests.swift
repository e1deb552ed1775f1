import XCTest

@testable import FlowKit

/// A screen made with `NAME=$NAME` for each argument the step passed has those arguments as its
/// parameters: the same array, shared with the step, not built again
/// (``Simulator/passesItsArguments(_:_:)``).
final class ScreenParamsTests: XCTestCase {
    private func app() -> AppDefinition {
        var home = screen("Home")
        home.actions = [
            ActionSpec("open", [.push(call("Page", reading: ["id": "id"]))], arguments: ["id"]),
            ActionSpec("other", [.push(call("Page", reading: ["id": "x"]))], arguments: ["x"]),
        ]
        return stackApp(root: "Home", screens: [home, screen("Page", params: ["id"])])
    }

    func testAScreenMadeFromTheArgumentsPassedSharesTheirArray() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        let arguments = [Param("id", .int(7))]
        try sim.perform(.tap("open", arguments))
        let page = try XCTUnwrap(sim.top)
        XCTAssertEqual(page.params, arguments)
        XCTAssertTrue(sameBits(page.params, arguments), "the same array")
        try sim.back()
        let other = [Param("x", .int(7))]
        try sim.perform(.tap("other", other))
        XCTAssertEqual(sim.top?.params, [Param("id", .int(7))])
    }

    func testOnlyEachArgumentPassedOnceInOrderIsTakenAsTheParameters() {
        let a = Param("a", .int(1))
        let b = Param("b", .int(2))
        let ab = call("Page", reading: ["a": "a", "b": "b"])
        XCTAssertTrue(Simulator.passesItsArguments(ab, [a, b]))
        XCTAssertFalse(Simulator.passesItsArguments(ab, [b, a]), "another order")
        XCTAssertFalse(Simulator.passesItsArguments(ab, [a]), "fewer")
        XCTAssertFalse(Simulator.passesItsArguments(call("Page", reading: ["a": "a"]), []))
        XCTAssertFalse(
            Simulator.passesItsArguments(
                call("Page", reading: ["a": "a", "a": "a"]), [a, Param("a", .int(2))]),
            "a name passed twice resolves to its first value both times")
        XCTAssertFalse(
            Simulator.passesItsArguments(call("Page", ["a": .int(1)]), [a]), "a literal")
        XCTAssertFalse(
            Simulator.passesItsArguments(call("Page", reading: ["a": "b"]), [Param("b", .int(2))]),
            "another name")
    }
}
