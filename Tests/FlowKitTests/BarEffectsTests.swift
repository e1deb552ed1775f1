import XCTest

@testable import FlowKit

/// Bars shown and hidden by code mid-flow (B3, B4), kept until shown again.
final class BarEffectsTests: XCTestCase {
    private func app() -> AppDefinition {
        var app = TabApp.app(
            screens: [
                screen(
                    "Reader",
                    [
                        "immerse": [.navigationBarHidden(true)],
                        "controls": [.navigationBarHidden(false)],
                        "next": [.push("Reader")],
                        "fullScreen": [.tabBarHidden(true)],
                        "bars": [.tabBarHidden(false)],
                    ]),
                screen(
                    "Bare", ["hide": [.navigationBarHidden(true)], "tabs": [.tabBarHidden(true)]]),
            ])
        app.screens["Home"]?.actions += [
            ActionSpec("read", [.push("Reader")]), ActionSpec("bare", [.present("Bare", .sheet)]),
            ActionSpec("hideTabs", [.tabBarHidden(true)]),
        ]
        return app
    }

    func testB3_aNavigationBarHiddenByCodeStaysHiddenAcrossPushesAndPops() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("read")
        try sim.tap("immerse")
        XCTAssertEqual(sim.navigationBarVisible, false)
        XCTAssertEqual(sim.tabBarVisible, true, "only the navigation bar")
        try sim.tap("next")
        XCTAssertEqual(sim.navigationBarVisible, false, "kept per stack, whatever is pushed")
        try sim.tap("controls")
        XCTAssertEqual(sim.navigationBarVisible, true)
        try sim.back()
        XCTAssertEqual(sim.navigationBarVisible, true)
    }

    func testB3_aStackWithoutANavigationBarHasNoBackButton() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("read")
        try sim.tap("immerse")
        assertStepFails(
            &sim, .back, .noNavigationBar(screen: "Reader"),
            mentions: ["hideNavigationBar", "no back button", "showNavigationBar"])
    }

    func testB3_theSettingBelongsToOneStack() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("read")
        try sim.tap("immerse")
        try sim.select("together")
        XCTAssertEqual(sim.navigationBarVisible, true, "the together tab's stack keeps its bar")
        try sim.select("home")
        XCTAssertEqual(sim.navigationBarVisible, false)
    }

    func testB4_aTabBarHiddenByCodeStaysHiddenOnEveryTabAndCannotBeTapped() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("read")
        try sim.tap("fullScreen")
        XCTAssertEqual(sim.tabBarVisible, false)
        XCTAssertEqual(sim.navigationBarVisible, true, "only the tab bar")
        try sim.back()
        XCTAssertEqual(sim.tabBarVisible, false, "kept until shown again")
        assertStepFails(
            &sim, .select("together"), .tabBarHidden, mentions: ["hideTabBar", "showTabBar"])
        try sim.tap("read")
        try sim.tap("bars")
        XCTAssertEqual(sim.tabBarVisible, true)
        try sim.select("together")
    }

    func testB4_aTabBarCoordinatorsHiddenBarIsGoneWithANewRoot() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("hideTabs")
        try sim.relaunch()
        XCTAssertEqual(sim.tabBarVisible, true, "a new tab bar controller shows its bar")
    }

    func testABarePresentedScreenHasNoBarsToHide() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("bare")
        assertStepFails(
            &sim, .tap("hide", []), .noNavigationBar(screen: "Bare"),
            mentions: ["without a navigation controller"])
        assertStepFails(
            &sim, .tap("tabs", []), .noTabBar, mentions: ["presented over the tab bar"])
    }

    func testHiddenBarsArePartOfTheDeviceState() throws {
        var sim = try TabApp.launched(app())
        try sim.tap("read")
        let before = sim.device
        try sim.tap("immerse")
        XCTAssertNotEqual(sim.device.fingerprint, before.fingerprint)
        let hidden = sim.device
        try sim.tap("fullScreen")
        XCTAssertNotEqual(sim.device.fingerprint, hidden.fingerprint)
    }

    func testDescribe() {
        XCTAssertEqual(Effect.navigationBarHidden(true).description, "hideNavigationBar")
        XCTAssertEqual(Effect.navigationBarHidden(false).description, "showNavigationBar")
        XCTAssertEqual(Effect.tabBarHidden(true).description, "hideTabBar")
        XCTAssertEqual(Effect.tabBarHidden(false).key, "showTabBar")
    }
}
