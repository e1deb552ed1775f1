import FlowKit
import XCTest

@testable import Scenarios

/// A tab bar controller inside a navigation controller — the root view controller
/// of the window's navigation controller (`inNavigationController: true`), or pushed onto it
/// (`start:` of a tabs flow).
final class TabBarInNavigationTests: XCTestCase {
    private let app = """
        app: T
        state:
          member: false
        launch:
          - state: member
            when: member
            root: Main
          - state: visitor
            root: Entry
        flows:
          Entry:
            stack: [Entry]
          Main:
            tabs:
              shop: Shop
              orders: Orders
            inNavigationController: true
          Shop:
            push: [Catalog]
          Orders:
            stack: [OrderList]
        screens:
          Entry:
            actions:
              enter: {start: Main}
          Catalog:
            actions:
              open: {push: Item}
              nested: {start: Main}
          Item:
            actions:
              home: popToRoot
          OrderList:
            actions:
              open: {push: Order}
              nested: {start: Main}
          Order: {}
        """

    private func simulator(member: Bool = false) throws -> Simulator {
        let compiled = try Compiled(app: app)
        let definition = try XCTUnwrap(compiled.app, "\(compiled.diagnostics)").definition
        var sim = try Simulator(app: definition, given: [Param("member", .bool(member))])
        try sim.launch()
        return sim
    }

    private func callbacks(_ sim: Simulator, after step: String) -> [String] {
        let events = sim.trace.events
        guard let start = events.lastIndex(of: .step(step)) else { return [] }
        return events[start...].compactMap { event -> String? in
            if case .lifecycle(let screen, let callback) = event {
                return "\(screen).\(callback.rawValue)"
            }
            return nil
        }
    }

    func testStartingATabsFlowPushesItsTabBarControllerOntoTheWindowsStack() throws {
        var sim = try simulator()
        try sim.tap("enter")
        XCTAssertEqual(sim.selectedTab, "shop")
        XCTAssertEqual(sim.top?.name, "Catalog")
        XCTAssertEqual(sim.window?.tabBarHost?.screens.map(\.name), ["Entry"])
        XCTAssertEqual(sim.window?.tabBarHost?.tabBarDepth, 1)
        XCTAssertEqual(sim.tabBarVisible, true)
        XCTAssertEqual(
            sim.coordinatorPaths,
            ["App", "App/Entry", "App/Entry/Main", "App/Entry/Main/Shop", "App/Entry/Main/Orders"])
        XCTAssertEqual(
            callbacks(sim, after: "tap: enter"),
            [
                "Catalog.viewDidLoad", "Entry.viewWillDisappear", "Catalog.viewWillAppear",
                "Entry.viewDidDisappear", "Catalog.viewDidAppear",
            ])
    }

    func testAScreenPushedOntoTheOuterStackCoversTheTabBarAndBackReturnsToIt() throws {
        var sim = try simulator()
        try sim.tap("enter")
        try sim.select("orders")
        try sim.tap("open")  // the orders tab's own stack
        try sim.select("shop")
        try sim.tap("open")  // a plain tab screen pushes onto the outer stack
        XCTAssertEqual(sim.top?.name, "Item")
        XCTAssertEqual(sim.stack.map(\.name), ["Entry", "Item"])
        XCTAssertEqual(sim.tabBarVisible, false)
        XCTAssertEqual(
            callbacks(sim, after: "tap: open"),
            [
                "Item.viewDidLoad", "Catalog.viewWillDisappear", "Item.viewWillAppear",
                "Catalog.viewDidDisappear", "Item.viewDidAppear",
            ])
        let error = assertUserStepFails(&sim, .select("orders"))
        XCTAssertEqual(error?.reason, .tabBarHidden)
        XCTAssertTrue(error?.message.contains("pushed over the tab bar controller") == true)
        try sim.back()
        XCTAssertEqual(sim.top?.name, "Catalog")
        XCTAssertEqual(sim.tabBarVisible, true)
        XCTAssertEqual(sim.stack(ofTab: "orders")?.map(\.name), ["OrderList", "Order"])
        XCTAssertEqual(sim.lifecycle["Catalog", .viewDidLoad], 1)
    }

    func testBackPopsTheTabsOwnStackFirstThenTheTabBarControllerItself() throws {
        var sim = try simulator()
        try sim.tap("enter")
        try sim.select("orders")
        try sim.tap("open")
        try sim.back()
        XCTAssertEqual(sim.stack.map(\.name), ["OrderList"])
        XCTAssertNotNil(sim.window?.tabBar)
        try sim.back()  // the outer navigation bar's back button: under the tab bar
        XCTAssertNil(sim.window?.tabBar)
        XCTAssertEqual(sim.top?.name, "Entry")
        // Popping a view controller finishes no coordinator: the tab bar's ones leak.
        XCTAssertEqual(
            Set(sim.leaks.map(\.subject)),
            ["App/Entry/Main", "App/Entry/Main/Shop", "App/Entry/Main/Orders"])
    }

    func testATabBarThatIsTheRootOfItsNavigationControllerHasNoBackButton() throws {
        var sim = try simulator(member: true)
        XCTAssertEqual(sim.window?.tabBarHost?.screens, [])
        XCTAssertEqual(sim.window?.tabBarHost?.tabBarDepth, 0)
        let error = assertUserStepFails(&sim, .back)
        XCTAssertEqual(error?.reason, .noBackButton(screen: "Catalog"))
        try sim.tap("open")
        try sim.tap("home")  // popToRoot: the root view controller is the tab bar controller
        XCTAssertEqual(sim.top?.name, "Catalog")
        XCTAssertEqual(sim.window?.tabBarHost?.screens, [])
        XCTAssertEqual(sim.tabBarVisible, true)
    }

    func testATabBarCannotBePushedFromInsideATabOrOverAnother() throws {
        var sim = try simulator()
        try sim.tap("enter")
        let fromPlain = assertUserStepFails(&sim, .tap("nested", []))
        XCTAssertEqual(fromPlain?.reason, .cannotStart(flow: "Main", kind: "tabs"))
        XCTAssertTrue(fromPlain?.message.contains("there is a tab bar already") == true)
        try sim.select("orders")
        let fromTab = assertUserStepFails(&sim, .tap("nested", []))
        XCTAssertEqual(fromTab?.reason, .cannotStart(flow: "Main", kind: "tabs"))
    }

    /// `inNavigationController` says whether a tabs flow's tab bar controller, or a stack flow's
    /// screens, stand in a navigation controller (`false` on a one-screen stack flow: a bare
    /// root); a push flow always pushes onto one, so the key is an error there.
    func testInNavigationControllerIsOnlyForTabsAndStackFlows() throws {
        let onStack = try Compiled(
            app: app.replacingOccurrences(
                of: "  Entry:\n    stack: [Entry]\n",
                with: "  Entry:\n    stack: [Entry]\n    inNavigationController: true\n"))
        XCTAssertEqual(onStack.errors, [], "a stack flow is in a navigation controller")
        let onPush = try Compiled(
            app: app.replacingOccurrences(
                of: "  Shop:\n    push: [Catalog]\n",
                with: "  Shop:\n    push: [Catalog]\n    inNavigationController: true\n"))
        XCTAssertEqual(onPush.errors.count, 1, "\(onPush.errors)")
        XCTAssertTrue(
            onPush.errors.first?.contains("'inNavigationController' applies to tabs flows") == true,
            "\(onPush.errors)")
    }

    /// A user step that fails leaves the device as it was; returns the error.
    private func assertUserStepFails(
        _ sim: inout Simulator, _ step: Step, line: UInt = #line
    ) -> StepError? {
        let before = sim.device
        do {
            try sim.perform(step)
            XCTFail("\(step) should fail", line: line)
            return nil
        } catch {
            XCTAssertEqual(sim.device, before, line: line)
            return error
        }
    }
}
