import XCTest

@testable import FlowKit

/// UIKIT-FIDELITY.md, bars (B1–B2).
final class BarsFidelityTests: XCTestCase {
    func testB1_hidesBottomBarWhenPushedHidesTheTabBarUntilPoppedBelowIt() throws {
        var sim = try TabApp.launched()
        XCTAssertEqual(sim.tabBarVisible, true)
        try sim.tap("open")
        XCTAssertEqual(sim.stackNames, ["Home", "Chat(channel=general)"])
        XCTAssertEqual(sim.tabBarVisible, false)
        XCTAssertEqual(sim.navigationBarVisible, true, "B1 hides only the tab bar")
        try sim.tap("more")
        XCTAssertEqual(sim.top?.name, "Detail")
        XCTAssertEqual(
            sim.tabBarVisible, false,
            "pushing on top of the flagged screen keeps the tab bar hidden")
        try sim.back()
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.back()
        XCTAssertEqual(sim.tabBarVisible, true, "popping below the flagged screen shows it again")
    }

    func testB1_anUnflaggedPushKeepsTheTabBar() throws {
        var sim = try TabApp.launched()
        try sim.tap("detail")
        XCTAssertEqual(sim.tabBarVisible, true)
    }

    func testB1_onlyTheSelectedTabsStackCounts() throws {
        var app = TabApp.app()
        app.screens["Chat"] = screen(
            "Chat", params: ["channel"], hidesTabBar: true, ["goTogether": [.select("together")]])
        var sim = try TabApp.launched(app)
        try sim.tap("open")
        XCTAssertEqual(sim.tabBarVisible, false)
        try sim.tap("goTogether")
        XCTAssertEqual(sim.tabBarVisible, true, "the together tab's stack has no flagged screen")
        XCTAssertEqual(sim.stack(ofTab: "home")?.map(\.name), ["Home", "Chat"])
    }

    func testB2_hidesBarsFlowHidesBothBarsWhileItsScreenIsOnTop() throws {
        var sim = try TabApp.launched()
        try sim.select("together")
        try sim.tap("makeGroup")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu", "CardGame"])
        XCTAssertEqual(sim.tabBarVisible, false)
        XCTAssertEqual(sim.navigationBarVisible, false)
        try sim.tap("extra")  // a screen the Game flow pushes is a screen of that flow
        XCTAssertEqual(sim.tabBarVisible, false)
        XCTAssertEqual(sim.navigationBarVisible, false)
    }

    func testB2_barsComeBackWhenTheFlowFinishes() throws {
        var sim = try TabApp.launched()
        try sim.select("together")
        try sim.tap("makeGroup")
        try sim.tap("quit")
        XCTAssertEqual(sim.stackNames, ["TogetherMenu"])
        XCTAssertEqual(sim.tabBarVisible, true)
        XCTAssertEqual(sim.navigationBarVisible, true)
    }

    func testB2_backFailsWhileTheFlowHidesTheNavigationBar() throws {
        var sim = try TabApp.launched()
        try sim.select("together")
        try sim.tap("makeGroup")
        assertStepFails(
            &sim, .back, .noNavigationBar(screen: "CardGame"),
            mentions: ["'CardGame'", "hidden", "no back button"])
    }

    func testB2_aSheetOverTheFlowKeepsTheTabBarHidden() throws {
        var sim = try TabApp.launched()
        try sim.select("together")
        try sim.tap("makeGroup")
        try sim.tap("sheet")
        XCTAssertEqual(sim.presented.map(\.name), ["Note"])
        XCTAssertEqual(sim.tabBarVisible, false)
    }

    func testTabBarStaysVisibleUnderASheetAndHidesUnderFullScreen() throws {
        var app = TabApp.app(flows: [FlowSpec("Cover", content: .present(["Note"], .fullScreen))])
        app.screens["Home"] = screen(
            "Home", ["cover": [.start("Cover")], "sheet": [.start("Settings")]])
        var sim = try TabApp.launched(app)
        try sim.tap("sheet")
        XCTAssertEqual(sim.tabBarVisible, true)
        try sim.swipeDown()
        try sim.tap("cover")
        XCTAssertEqual(sim.tabBarVisible, false)
    }
}
