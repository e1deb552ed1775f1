import XCTest

@testable import FlowKit

/// The presentation styles beyond sheet and full screen, on iPhone: pageSheet, formSheet and
/// popover are sheets; overFullScreen covers the screen but leaves the presenter in the window.
final class PresentationStyleTests: XCTestCase {
    private func app(_ style: PresentationStyle) -> AppDefinition {
        AppDefinition(
            name: "T", launch: [LaunchRule("only", root: "Main")],
            flows: [
                FlowSpec("Main", content: .tabs([TabSpec("home", flow: "Home")])),
                FlowSpec("Home", content: .stack(["A"])),
            ],
            screens: [
                screen("A", ["show": [.present("B", style)]]), screen("B", ["close": [.dismiss]]),
            ])
    }

    func testSheetStylesGiveThePresenterNoCallbacksAndCanBeSwipedAway() throws {
        for style in [PresentationStyle.sheet, .pageSheet, .formSheet, .popover] {
            var sim = try Simulator(app: app(style))
            try sim.launch()
            XCTAssertEqual(
                try sim.callbacks(of: .tap("show", [])),
                ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"], "\(style)")
            XCTAssertEqual(sim.tabBarVisible, true, "\(style)")
            XCTAssertEqual(
                try sim.callbacks(of: .swipeDown), ["B.viewWillDisappear", "B.viewDidDisappear"],
                "\(style)")
        }
    }

    func testOverFullScreenLeavesThePresenterAppearedAndCannotBeSwipedAway() throws {
        var sim = try Simulator(app: app(.overFullScreen))
        try sim.launch()
        // The presenter stays in the window beneath: no disappearance callbacks (unlike fullScreen, L7).
        XCTAssertEqual(
            try sim.callbacks(of: .tap("show", [])),
            ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        XCTAssertEqual(sim.tabBarVisible, true)
        assertStepFails(&sim, .swipeDown, .notASheet(screen: "B"), mentions: ["over full screen"])
        // Nor appearance callbacks on dismiss.
        XCTAssertEqual(
            try sim.callbacks(of: .tap("close", [])), ["B.viewWillDisappear", "B.viewDidDisappear"])
    }

    func testFullScreenStillRemovesThePresenter() throws {
        var sim = try Simulator(app: app(.fullScreen))
        try sim.launch()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("show", [])),
            [
                "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear",
                "B.viewDidAppear",
            ])
        XCTAssertEqual(sim.tabBarVisible, false)
    }

    /// The tab bar under a presentation: a sheet may be swiped away first, a full-screen
    /// presentation only dismissed by an action.
    func testTheCoveredTabBarOffersTheSwipeOnlyForASheet() throws {
        for (style, swipes) in [
            (PresentationStyle.sheet, true), (.fullScreen, false), (.overFullScreen, false),
        ] {
            var sim = try Simulator(app: app(style))
            try sim.launch()
            try sim.tap("show")
            let error = assertStepFails(&sim, .select("home"), .tabBarCovered(by: "B"))
            XCTAssertEqual(
                error?.message.contains("swipeDown"), swipes, "\(style): \(error?.message ?? "")")
            XCTAssertEqual(
                error?.message.contains("cannot be swiped away"), !swipes, "\(style)")
        }
    }

    func testStylesAreDistinctStates() throws {
        var sheet = try Simulator(app: app(.sheet))
        var page = try Simulator(app: app(.pageSheet))
        try sheet.launch()
        try sheet.tap("show")
        try page.launch()
        try page.tap("show")
        XCTAssertNotEqual(sheet.device.fingerprint, page.device.fingerprint)
    }
}
