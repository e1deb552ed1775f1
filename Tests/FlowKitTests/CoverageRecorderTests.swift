import XCTest

@testable import FlowKit

/// What the coverage recorder counts for each step, and what an app declares to be covered.
final class CoverageRecorderTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "Shop",
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"), TabSpec("cart", flow: "Cart"),
                        TabSpec("add", flow: "Cart", intercept: [.alert(AlertSpec(title: "Soon"))]),
                    ])),
                FlowSpec("Home", content: .stack(["Catalog"])),
                FlowSpec("Cart", content: .stack(["Basket"])),
            ],
            screens: [
                screen("Catalog", ["open": [.push("Product")]]), screen("Product"),
                screen("Basket"), screen("Unused"),
            ],
            links: [LinkSpec("product", effects: [.select("home"), .push("Product")])])
    }

    private func run(_ steps: [Step]) throws -> CoverageRecorder {
        var sim = try Simulator(app: app())
        var recorder = CoverageRecorder()
        for step in steps {
            let frontmost = sim.top?.name
            try sim.perform(step)
            recorder.record(step, frontmost: frontmost, after: sim)
        }
        return recorder
    }

    func testATapCountsTheActionOfTheScreenItActedOnAndTheScreenThatAppears() throws {
        let r = try run([.launch, .tap("open", [])])
        XCTAssertEqual(r.hits[CoverageItem(.action, "Catalog.open")], 1)
        XCTAssertEqual(r.hits[CoverageItem(.screen, "Product")], 1)
        XCTAssertEqual(
            r.hits[CoverageItem(.screen, "Catalog")], 1,
            "shown after launch, then covered by Product")
        XCTAssertEqual(r.hits[CoverageItem(.launchState, "main")], 2)
        XCTAssertNil(
            r.hits[CoverageItem(.screen, "Basket")], "an unselected tab's screen never appeared")
    }

    func testTabsLinksAndInterceptingTabsCount() throws {
        let r = try run([
            .launch, .select("cart"), .select("add"), .alert("OK"), .open("product", []),
        ])
        XCTAssertNotNil(r.hits[CoverageItem(.tab, "cart")])
        XCTAssertEqual(r.hits[CoverageItem(.tab, "add")], 1, "tapped, though it never shows")
        XCTAssertEqual(r.hits[CoverageItem(.link, "product")], 1)
        XCTAssertNotNil(r.hits[CoverageItem(.screen, "Basket")])
    }

    func testMergingAddsCounts() throws {
        var a = try run([.launch, .tap("open", [])])
        a.merge(try run([.launch, .tap("open", [])]))
        XCTAssertEqual(a.hits[CoverageItem(.action, "Catalog.open")], 2)
    }

    func testTheUniverseIsEverythingDeclared() {
        let u = CoverageUniverse(declaredBy: app())
        XCTAssertEqual(
            u.declared.filter { $0.kind == .screen }.map(\.name).sorted(),
            ["Basket", "Catalog", "Product", "Unused"])
        XCTAssertEqual(
            u.declared.filter { $0.kind == .tab }.map(\.name).sorted(), ["add", "cart", "home"])
        XCTAssertEqual(u.declared.filter { $0.kind == .action }.map(\.name), ["Catalog.open"])
        XCTAssertEqual(u.declared.filter { $0.kind == .link }.map(\.name), ["product"])
        XCTAssertEqual(u.declared.filter { $0.kind == .launchState }.map(\.name), ["main"])
    }
}

/// Request outcomes: declared wherever a request stands, covered by the `respond` that delivers them.
final class CoverageOutcomeTests: XCTestCase {
    private func app() -> AppDefinition {
        let signIn = RequestSpec(
            "signIn",
            outcomes: [
                RequestOutcome("success", [.push("Home")]),
                RequestOutcome("failure", [.alert(AlertSpec(title: "Wrong"))]),
            ])
        return AppDefinition(
            name: "Bank", launch: [LaunchRule("only", root: "Root")],
            flows: [FlowSpec("Root", content: .stack(["Login"]))],
            screens: [screen("Login", ["submit": [.request(signIn)]]), screen("Home")])
    }

    func testEveryOutcomeOfEveryRequestIsDeclared() {
        let outcomes = CoverageUniverse(declaredBy: app()).declared.filter { $0.kind == .outcome }
            .map(\.name).sorted()
        XCTAssertEqual(outcomes, ["signIn.failure", "signIn.success"])
    }

    func testDeliveringAnOutcomeCoversIt() throws {
        var sim = try Simulator(app: app())
        var recorder = CoverageRecorder()
        for step: Step in [.launch, .tap("submit", []), .respond("signIn", outcome: "success")] {
            let frontmost = sim.top?.name
            try sim.perform(step)
            recorder.record(step, frontmost: frontmost, after: sim)
        }
        XCTAssertEqual(recorder.hits[CoverageItem(.outcome, "signIn.success")], 1)
        XCTAssertNil(recorder.hits[CoverageItem(.outcome, "signIn.failure")])
        XCTAssertNotNil(recorder.hits[CoverageItem(.screen, "Home")])
    }
}

/// The universe coverage is measured against: what an exploration of every launch state and
/// every step reaches.
final class CoverageExplorationTests: XCTestCase {
    /// Finite: Catalog pushes Product; `Unused` and its action are declared but nothing shows it.
    private func finite() -> AppDefinition {
        AppDefinition(
            name: "Shop", launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Catalog"]))],
            screens: [
                screen("Catalog", ["open": [.push("Product")]]), screen("Product"),
                screen("Unused", ["close": [.pop]]),
            ])
    }

    /// Unbounded: every Page pushes another Page, so no exploration sees every state.
    private func endless() -> AppDefinition {
        AppDefinition(
            name: "Pages", launch: [LaunchRule("main", root: "Main")],
            flows: [FlowSpec("Main", content: .stack(["Page"]))],
            screens: [screen("Page", ["next": [.push("Page")]]), screen("Orphan")])
    }

    func testACompleteExplorationDecidesWhatIsReachable() {
        let u = CoverageUniverse(exploring: finite())
        XCTAssertTrue(u.isExplored)
        XCTAssertNil(u.explorationBound)
        XCTAssertGreaterThan(u.exploredStates, 1)
        XCTAssertEqual(
            u.declared.subtracting(u.reachable).sorted(),
            [CoverageItem(.screen, "Unused"), CoverageItem(.action, "Unused.close")].sorted())
        XCTAssertTrue(u.reachable.contains(CoverageItem(.action, "Catalog.open")))
        XCTAssertTrue(u.reachable.contains(CoverageItem(.screen, "Product")))
        XCTAssertTrue(u.reachable.contains(CoverageItem(.launchState, "main")))
        XCTAssertEqual(
            u.notFoundByExploration, [], "a complete exploration proves, it does not guess")
    }

    func testABoundedExplorationProvesNothingUnreachable() {
        let u = CoverageUniverse(exploring: endless(), maxStates: 10)
        XCTAssertFalse(u.isExplored)
        XCTAssertEqual(u.explorationBound, .maxStates(10))
        XCTAssertEqual(u.exploredStates, 10)
        XCTAssertEqual(u.reachable, u.declared, "past the bound everything declared counts")
        XCTAssertEqual(u.notFoundByExploration, [CoverageItem(.screen, "Orphan")])
        XCTAssertTrue(u.foundByExploration.contains(CoverageItem(.action, "Page.next")))
        // The endless pushes end past the stack-depth bound: a walk that ends there proves nothing either.
        let deep = CoverageUniverse(exploring: endless(), maxStates: 50)
        XCTAssertFalse(deep.isExplored)
        XCTAssertEqual(deep.explorationBound, .maxStackDepth(Explorer.defaultMaxStackDepth))
        XCTAssertLessThan(deep.exploredStates, 50)
        XCTAssertEqual(deep.reachable, deep.declared)
        XCTAssertEqual(deep.notFoundByExploration, [CoverageItem(.screen, "Orphan")])
    }

    func testTheExplorerReportsEveryTransitionNotOnlyNewStates() {
        var transitions = 0
        var states = 0
        let exploration = Explorer(app: finite()).explore(
            visit: { _, _ in states += 1 }, transition: { _, _, _ in transitions += 1 })
        XCTAssertEqual(transitions, exploration.transitionCount)
        XCTAssertEqual(states, exploration.stateCount)
        XCTAssertGreaterThan(transitions, states, "back to Catalog reaches a state already seen")
    }
}
