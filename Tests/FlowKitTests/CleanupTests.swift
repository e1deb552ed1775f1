import XCTest

@testable import FlowKit

/// Cleanup that the child does not do itself — `finish: parent`, a coordinator
/// finished from its screen's `deinit` (`finishOnDeinit`), and the one delegate slot of a
/// navigation controller (`navigationDelegate`).
final class CleanupTests: XCTestCase {
    // MARK: finish: parent

    private func parentApp() -> AppDefinition {
        stackApp(
            flows: [
                FlowSpec(
                    "Product", content: .push(["P"]),
                    onFinish: ["Reviews": [write("childFinishRan", true)]]),
                FlowSpec("Reviews", content: .push(["R"])),
                FlowSpec("Sheet", content: .present(["S"], .sheet)),
                FlowSpec("Step", content: .push(["NS"])),
            ],
            screens: [
                screen(
                    "A",
                    [
                        "product": [.start("Product")], "sheet": [.start("Sheet")],
                        "up": [.finishParent],
                    ]),
                screen("P", ["reviews": [.start("Reviews")]]),
                screen("R", ["close": [.finishParent, .push("Thanks")]]),
                screen("S", ["step": [.start("Step")]]),
                screen("NS", ["done": [.finishParent]]),
                screen("Thanks"),
            ],
            state: [
                StateKey("childFinishRan", default: false),
                StateKey("parentFinishRan", default: false),
            ],
            rootOnFinish: ["Product": [write("parentFinishRan", true)]])
    }

    func testFinishParentPopsTheParentWithItsChildAndActsForTheGrandparent() throws {
        var sim = try Simulator(app: parentApp())
        try sim.launch()
        try sim.tap("product")
        try sim.tap("reviews")
        XCTAssertEqual(sim.stackNames, ["A", "P", "R"])
        try sim.tap("close")
        // Product's screens went with Reviews' above them; both coordinators are released; the
        // grandparent's onFinish for Product ran, and the next effect pushed for it.
        XCTAssertEqual(sim.stackNames, ["A", "Thanks"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.state("parentFinishRan"), true)
        // Reviews did not finish itself: it was released with its parent, so no onFinish for it.
        XCTAssertEqual(sim.state("childFinishRan"), false)
        XCTAssertEqual(sim.leaks.filter { $0.kind != .screen }, [])
    }

    func testFinishParentOfAPresentedFlowDismissesIt() throws {
        var sim = try Simulator(app: parentApp())
        try sim.launch()
        try sim.tap("sheet")
        try sim.tap("step")
        XCTAssertEqual(sim.stackNames, ["S", "NS"])
        try sim.tap("done")
        XCTAssertEqual(sim.presented, [])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testFinishParentWhenTheParentIsTheAppCoordinatorFails() throws {
        var sim = try Simulator(app: parentApp())
        try sim.launch()
        assertStepFails(
            &sim, .tap("up", []), .cannotFinishApp,
            mentions: ["'finish: parent' from 'A'", "its parent is the App coordinator"])
    }

    func testFinishParentIsWrittenAsFinishColonParent() {
        XCTAssertEqual(Effect.finishParent.description, "finish: parent")
        XCTAssertEqual(Effect.finishParent.key, "finish")
    }

    // MARK: finishOnDeinit

    private func deinitApp(finishOnDeinit: Bool) -> AppDefinition {
        stackApp(
            flows: [
                FlowSpec("Detail", content: .push(["D"]), finishOnDeinit: finishOnDeinit),
                FlowSpec("More", content: .push(["M"]), finishOnDeinit: finishOnDeinit),
                FlowSpec(
                    "Sheet", content: .present(["S"], .sheet), finishOnDeinit: finishOnDeinit),
            ],
            screens: [
                screen("A", ["detail": [.start("Detail")], "sheet": [.start("Sheet")]]),
                screen("D", ["close": [.pop], "more": [.start("More")]]),
                screen("M", ["home": [.popToRoot]]),
                screen("S", ["close": [.dismiss]]),
            ],
            state: [StateKey("finished", default: false)],
            rootOnFinish: ["Detail": [write("finished", true)]])
    }

    func testAnActionsOwnPopReleasesTheScreenWhoseDeinitFinishesTheCoordinator() throws {
        var sim = try Simulator(app: deinitApp(finishOnDeinit: true))
        try sim.launch()
        try sim.tap("detail")
        try sim.tap("close")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.state("finished"), true, "the parent's onFinish runs")
        XCTAssertEqual(sim.leaks, [])
    }

    func testWithoutFinishOnDeinitTheSamePopLeaksTheCoordinator() throws {
        var sim = try Simulator(app: deinitApp(finishOnDeinit: false))
        try sim.launch()
        try sim.tap("detail")
        try sim.tap("close")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Detail"])
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Root/Detail"])
    }

    func testPopToRootReleasesEveryFinishOnDeinitFlowAbove() throws {
        var sim = try Simulator(app: deinitApp(finishOnDeinit: true))
        try sim.launch()
        try sim.tap("detail")
        try sim.tap("more")
        try sim.tap("home")
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testADismissedOrSwipedSheetFinishesFromItsDeinit() throws {
        var sim = try Simulator(app: deinitApp(finishOnDeinit: true))
        try sim.launch()
        try sim.tap("sheet")
        try sim.tap("close")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        try sim.tap("sheet")
        try sim.swipeDown()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testTheDeinitRunsAfterTheStepNotInsideIt() throws {
        // UIKit releases a popped screen after the transition: within the action the coordinator
        // is still live, so a finish after the pop still finishes Detail (had the deinit run
        // inside the pop, that finish would act for Root and finish it).
        var app = deinitApp(finishOnDeinit: true)
        app.screens["D"] = screen("D", ["closeAndFinish": [.pop, .finish]])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("detail")
        try sim.tap("closeAndFinish")
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    // MARK: navigationDelegate

    /// Root → Product → Checkout, each a push flow; `claims` says which claim the delegate.
    private func delegateApp(
        rootClaims: Bool = false, productClaims: Bool = false, checkoutClaims: Bool = false,
        autoFinish: Bool = false, productReclaims: Bool = false
    ) -> AppDefinition {
        AppDefinition(
            name: "Delegates", launch: [LaunchRule("only", root: "Root")],
            flows: [
                FlowSpec("Root", content: .stack(["A"]), navigationDelegate: rootClaims),
                FlowSpec(
                    "Product", content: .push(["P"]), autoFinish: autoFinish,
                    onFinish: productReclaims ? ["Checkout": [.claimNavigationDelegate]] : [:],
                    navigationDelegate: productClaims),
                FlowSpec(
                    "Checkout", content: .push(["C"]), autoFinish: autoFinish,
                    navigationDelegate: checkoutClaims),
            ],
            screens: [
                screen("A", ["product": [.start("Product")]]),
                screen("P", ["checkout": [.start("Checkout")], "close": [.pop]]),
                screen("C"),
            ])
    }

    func testTheLastToClaimTheDelegateSeesItsPopAndTheOneBeforeItLeaks() throws {
        var sim = try Simulator(app: delegateApp(productClaims: true, checkoutClaims: true))
        try sim.launch()
        try sim.tap("product")
        try sim.tap("checkout")
        XCTAssertEqual(sim.window?.rootVisibleStack?.delegate?.path, "App/Root/Product/Checkout")
        try sim.back()
        // Checkout holds the slot: it sees its own pop and finishes.
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Product"])
        XCTAssertEqual(sim.leaks, [])
        try sim.back()
        // Product claimed the slot before Checkout took it: nobody sees Product's pop.
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Product"])
        XCTAssertEqual(sim.leaks.map(\.kind), [.notNavigationDelegate])
        XCTAssertEqual(
            sim.leaks.first?.description,
            "coordinator App/Root/Product is still attached: App/Root/Product's screens were popped but App/Root/Product is not the navigation controller's delegate (App/Root/Product/Checkout claimed it last); "
                + "let one coordinator of the stack be the delegate and finish its children, or give the flow autoFinish: true"
        )
    }

    func testAChildThatTakesTheSlotFromItsParentLeavesItsSiblingsUnseen() throws {
        var sim = try Simulator(app: delegateApp(rootClaims: true, checkoutClaims: true))
        try sim.launch()
        try sim.tap("product")
        try sim.tap("checkout")
        try sim.back()
        try sim.back()
        XCTAssertEqual(sim.leaks.map(\.kind), [.notNavigationDelegate])
        XCTAssertTrue(
            sim.leaks.first?.description.contains(
                "App/Root/Product's screens were popped but its parent App/Root is not the navigation controller's delegate (App/Root/Product/Checkout claimed it last)"
            ) ?? false, sim.leaks.first?.description ?? "no leak")
    }

    func testTakingTheSlotBackWhenTheChildFinishesLetsTheParentSeeItsPopAgain() throws {
        var sim = try Simulator(
            app: delegateApp(productClaims: true, checkoutClaims: true, productReclaims: true))
        try sim.launch()
        try sim.tap("product")
        try sim.tap("checkout")
        try sim.back()
        XCTAssertEqual(sim.window?.rootVisibleStack?.delegate?.path, "App/Root/Product")
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testPopsByAHeldLinksRouteAreSeenByTheDelegateToo() throws {
        var home = LinkSpec("home", effects: [.popToRoot])
        home.when = [.isSet("ready")]
        let app = AppDefinition(
            name: "Held", state: [StateKey("ready", default: false, domain: .memory)],
            launch: [LaunchRule("only", root: "Root")],
            flows: [
                FlowSpec("Root", content: .stack(["A"]), navigationDelegate: true),
                FlowSpec("Product", content: .push(["P"])),
            ],
            screens: [
                screen("A", ["product": [.start("Product")]]),
                screen("P", ["ready": [write("ready", true)]]),
            ],
            links: [home])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.tap("product")
        try sim.open("home")
        XCTAssertEqual(sim.device.heldLinks.map(\.name), ["home"])
        try sim.tap("ready")  // the held link is routed at the end of this step and pops P
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testClaimingWithNoNavigationControllerFails() throws {
        let app = AppDefinition(
            name: "Tabs", launch: [LaunchRule("only", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("home", flow: "Home"),
                        TabSpec("grab", flow: "Home", intercept: [.claimNavigationDelegate]),
                    ])),
                FlowSpec("Home", content: .stack(["H"])),
            ],
            screens: [screen("H")])
        var sim = try Simulator(app: app)
        try sim.launch()
        assertStepFails(
            &sim, .select("grab"), .noNavigationStack(coordinator: "App/Main"),
            mentions: ["'App/Main' has no navigation controller in the window"])
    }

    func testTheSameFlowsWithAutoFinishReportNoLeak() throws {
        // Today's idealised observer: every coordinator sees its own pop. The app above leaks on a
        // device; autoFinish cannot say so.
        var sim = try Simulator(app: delegateApp(autoFinish: true))
        try sim.launch()
        try sim.tap("product")
        try sim.tap("checkout")
        try sim.back()
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testAParentDelegateFinishesItsChildOnBackAndOnTheAppsOwnPop() throws {
        var sim = try Simulator(app: delegateApp(rootClaims: true))
        try sim.launch()
        try sim.tap("product")
        try sim.back()
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        try sim.tap("product")
        try sim.tap("close")  // didShow follows a programmatic pop too
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        XCTAssertEqual(sim.leaks, [])
    }

    func testADelegateFinishesOnlyItselfAndItsOwnChildren() throws {
        var sim = try Simulator(app: delegateApp(rootClaims: true))
        try sim.launch()
        try sim.tap("product")
        try sim.tap("checkout")
        try sim.back()
        // Checkout is Product's child, not Root's: Root's childDidFinish does not find it.
        XCTAssertEqual(sim.leaks.map(\.subject), ["App/Root/Product/Checkout"])
        XCTAssertTrue(
            sim.leaks.first?.description.contains(
                "the navigation controller's delegate, App/Root, finishes only itself and its own children"
            ) ?? false, sim.leaks.first?.description ?? "no leak")
    }

    func testAClaimIsPartOfTheStateAndReleasedWithTheClaimer() throws {
        var plain = try Simulator(app: delegateApp())
        var claimed = try Simulator(app: delegateApp(productClaims: true))
        try plain.launch()
        try claimed.launch()
        try plain.tap("product")
        try claimed.tap("product")
        XCTAssertNil(plain.window?.rootVisibleStack?.delegate)
        XCTAssertNotEqual(plain.device.fingerprint, claimed.device.fingerprint)
        try claimed.back()
        // The delegate is weak: Product saw its pop, finished, and no longer observes anything.
        XCTAssertEqual(claimed.coordinatorPaths, ["App", "App/Root"])
        let delegate = try XCTUnwrap(claimed.window?.rootVisibleStack?.delegate)
        XCTAssertFalse(claimed.coordinators?.contains(delegate.coordinator) ?? true)
    }
}
