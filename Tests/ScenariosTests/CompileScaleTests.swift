import FlowKit
import XCTest

@testable import Scenarios

/// The app compiler's cost grows linearly with a chain of screens that push each other, each in
/// its own flow (item 8: 1,000/2,000/4,000 screens took 0.8/3.2/12.6 s and 54/152/537 MB,
/// as every screen's set of possible owner flows was built). Counted as work, never timed.
final class CompileScaleTests: XCTestCase {
    /// `Main` shows `S0`; each `S<i>` pushes `S<i+1>` and opens `P(id=$id)`; each `F<i>` (i ≥ 1; params: id) pushes `S<i>`.
    static func chainApp(_ count: Int) -> String {
        var text =
            "app: Chain\nlaunch:\n  - state: any\n    root: Main\nflows:\n  Main: {stack: [S0]}\n"
        for i in 1..<count { text += "  F\(i):\n    params: [id]\n    push: [S\(i)]\n" }
        text += "screens:\n  P:\n    params: [id]\n"
        for i in 0..<count {
            text += "  S\(i):\n    actions:\n      open: {push: P(id=$id)}\n"
            if i + 1 < count { text += "      next: {push: S\(i + 1)}\n" }
        }
        return text
    }

    /// The compiled app and the owner search's work.
    private func compile(_ count: Int) throws -> (CompiledApp, work: Int) {
        let bag = DiagnosticBag()
        let (root, problems) = YAML.parse(Self.chainApp(count), path: "chain.app.yaml")
        XCTAssertEqual(problems.map(\.description), [])
        var compiler = AppCompiler(path: "chain.app.yaml", bag: bag)
        let app = try XCTUnwrap(
            compiler.compile(try XCTUnwrap(root)),
            bag.diagnostics.map(\.description).joined(separator: "\n"))
        return (app, compiler.ownerParameters().work)
    }

    func testOwnerParametersFollowTheChainWithLinearWork() throws {
        let (small, smallWork) = try compile(1_000)
        let (large, largeWork) = try compile(2_000)
        // Every screen is searched once per parameter name an action reads: 1 name here.
        XCTAssertLessThanOrEqual(smallWork, 1_000 + 10)
        XCTAssertLessThanOrEqual(
            Double(largeWork) / Double(smallWork), 2.2,
            "\(smallWork) → \(largeWork): no longer linear")
        // And the answer is still right: S0 belongs to Main only, so a tap of its `open` passes
        // `id`; every later screen may belong to a flow with `id`, which supplies it.
        for app in [small, large] {
            XCTAssertEqual(app.definition.screens["S0"]?.action("open")?.arguments, ["id"])
            XCTAssertEqual(app.definition.screens["S1"]?.action("open")?.arguments, [])
            XCTAssertEqual(app.definition.screens["S999"]?.action("open")?.arguments, [])
        }
    }
}
