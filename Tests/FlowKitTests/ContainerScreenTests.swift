import XCTest

@testable import FlowKit

/// Container screens. A screen that embeds child screens (`embeds:`, `addChild` +
/// `didMove(toParent:)`) and a page view controller's pages (`pages:`); the rows C1–C6 of
/// `Documentation/UIKitRules.md`.
final class ContainerScreenTests: XCTestCase {
    /// A container screen: one that embeds `embeds`, or a page view controller over `pages`.
    private func container(
        _ name: String, embeds: [Invocation]? = nil, pages: [Invocation] = [],
        _ actions: KeyValuePairs<String, [Effect]> = [:]
    ) -> ScreenSpec {
        var spec = screen(name, actions)
        spec.embeds = embeds
        spec.pages = pages
        return spec
    }

    /// `A` pushes `Dashboard`, which embeds `Header` and `Feed`; `Intro` is a page view
    /// controller over `P1`, `P2`, `P3`.
    private func app() -> AppDefinition {
        stackApp(
            flows: [
                FlowSpec("Dash", content: .push(["Dashboard"]), finishOnDeinit: true),
                FlowSpec("Sheet", content: .present(["S"], .sheet)),
                FlowSpec("Cover", content: .present(["K"], .fullScreen)),
                FlowSpec("Onboarding", content: .push(["Intro"])),
            ],
            screens: [
                screen(
                    "A",
                    [
                        "dash": [.push("Dashboard")], "flow": [.start("Dash")],
                        "intro": [.start("Onboarding")], "embedHere": [.embed("Feed")],
                    ]),
                container(
                    "Dashboard", embeds: ["Header", "Feed"],
                    [
                        "refresh": [write("refreshed", "dashboard")],
                        "cover": [.start("Cover")],
                        "showMap": [.unembed("Feed"), .embed("Map")],
                        "showList": [.unembed("Map"), .embed("Feed")],
                        "dropMissing": [.unembed("Nope")],
                    ]),
                screen(
                    "Header",
                    ["refresh": [write("refreshed", "header")], "settings": [.start("Sheet")]]),
                screen(
                    "Feed",
                    [
                        "open": [.push("Detail")], "close": [.finish],
                        "removeMe": [.unembed("Feed")], "page": [.showPage(.named("P2"))],
                    ]),
                screen("Map", ["zoom": [write("refreshed", "map")]]),
                screen("Detail"), screen("S"), screen("K", ["close": [.finish]]),
                container(
                    "Intro", pages: ["P1", "P2", "P3"],
                    [
                        "skip": [.showPage(.named("P3"))], "back": [.showPage(.named("P1"))],
                        "bogus": [.showPage(.named("Nope"))],
                    ]),
                screen("P1", ["next": [.showPage(.direction(.next))]]),
                screen("P2", ["next": [.showPage(.direction(.next))]]),
                screen("P3", ["done": [.finish]]),
            ],
            state: [StateKey("refreshed", default: .null)])
    }

    // MARK: - C1: appearance callbacks follow the container's

    func testC1_embeddedChildrenLoadAndAppearRightAfterTheirContainer() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("dash", [])),
            [
                "Dashboard.viewDidLoad", "Header.viewDidLoad", "Feed.viewDidLoad",
                "A.viewWillDisappear", "Dashboard.viewWillAppear", "Header.viewWillAppear",
                "Feed.viewWillAppear", "A.viewDidDisappear", "Dashboard.viewDidAppear",
                "Header.viewDidAppear", "Feed.viewDidAppear",
            ])
        XCTAssertEqual(sim.children.map(\.name), ["Header", "Feed"])
        XCTAssertEqual(sim.top?.name, "Dashboard", "top is the container, the stack's top")
        XCTAssertEqual(sim.stackNames, ["A", "Dashboard"])
    }

    func testC1_childrenDisappearRightAfterTheirContainer() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("dash")
        XCTAssertEqual(
            try sim.callbacks(of: .back),
            [
                "Dashboard.viewWillDisappear", "Header.viewWillDisappear", "Feed.viewWillDisappear",
                "A.viewWillAppear", "Dashboard.viewDidDisappear", "Header.viewDidDisappear",
                "Feed.viewDidDisappear", "A.viewDidAppear",
            ])
        try sim.tap("dash")
        // Covered by a full-screen presentation (L7): the container and its children disappear.
        XCTAssertEqual(
            try sim.callbacks(of: .tap("cover", [])),
            [
                "K.viewDidLoad", "Dashboard.viewWillDisappear", "Header.viewWillDisappear",
                "Feed.viewWillDisappear", "K.viewWillAppear", "Dashboard.viewDidDisappear",
                "Header.viewDidDisappear", "Feed.viewDidDisappear", "K.viewDidAppear",
            ])
    }

    func testC1_theTopGoesFirstButEachContainerBeforeItsChildren() {
        func s(_ id: Int32, _ name: String) -> Screen {
            Screen(id: ScreenID(id), name: name, owner: .app, isLoaded: true)
        }
        let leaving = [s(1, "Lower"), s(2, "LowerChild"), s(3, "Upper"), s(4, "UpperChild")]
        let callbacks = Lifecycle.callbacks(
            disappearing: leaving, appearing: [], needsLoad: { _ in false }, style: .navigation,
            isContained: { $0.name.hasSuffix("Child") })
        XCTAssertEqual(
            callbacks.filter { $0.callback == .viewWillDisappear }.map(\.screen.name),
            ["Upper", "UpperChild", "Lower", "LowerChild"])
        let plain = Lifecycle.callbacks(
            disappearing: leaving, appearing: [], needsLoad: { _ in false }, style: .navigation)
        XCTAssertEqual(
            plain.filter { $0.callback == .viewWillDisappear }.map(\.screen.name),
            ["UpperChild", "Upper", "LowerChild", "Lower"], "without containers: top first")
    }

    // MARK: - C2: children belong to their container

    func testC2_aChildActsForItsContainersNavigationControllerAndCoordinator() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("flow")
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root", "App/Root/Dash"])
        let dashboard = try XCTUnwrap(sim.top)
        XCTAssertEqual(
            sim.window?.containers[dashboard.id]?.children.map(\.owner),
            [dashboard.owner, dashboard.owner])
        try sim.tap("open")  // Feed's push: onto the container's stack
        XCTAssertEqual(sim.stackNames, ["A", "Dashboard", "Detail"])
        try sim.back()
        try sim.tap("settings")  // Header's start: a child flow of the container's coordinator
        XCTAssertEqual(
            sim.coordinatorPaths, ["App", "App/Root", "App/Root/Dash", "App/Root/Dash/Sheet"])
        XCTAssertEqual(sim.presented.map(\.name), ["S"])
        try sim.swipeDown()
        try sim.tap("close")  // Feed's finish: the container's coordinator finishes, popping it
        XCTAssertEqual(sim.stackNames, ["A"])
        XCTAssertFalse(sim.coordinatorPaths.contains("App/Root/Dash"), "\(sim.coordinatorPaths)")
    }

    func testC2_childrenAreReleasedWithTheirContainerAndNeverLeak() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("flow")
        let dashboard = try XCTUnwrap(sim.top)
        let childIDs = try XCTUnwrap(sim.window?.containers[dashboard.id]).children.map(\.id)
        let coordinator = try XCTUnwrap(sim.coordinators?[dashboard.owner])
        XCTAssertEqual(coordinator.heldScreens, [dashboard.id], "the container holds its children")
        XCTAssertEqual(sim.leaks, [])
        try sim.back()
        // finishOnDeinit sees the container released, and its children go with it.
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Root"])
        for id in childIDs { XCTAssertNil(sim.window?.screen(id)) }
        XCTAssertEqual(sim.window?.containers.isEmpty, true, "released with their container")
        XCTAssertEqual(sim.leaks, [])
        XCTAssertEqual(sim.lifecycle["Header", .viewDidDisappear], 1)
    }

    // MARK: - C3: taps on the children on screen

    func testC3_theChildrenOnScreenAreTappableAndTheContainersOwnActionComesFirst() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("dash")
        XCTAssertEqual(
            sim.actions,
            [
                "refresh", "cover", "showMap", "showList", "dropMissing", "settings", "open",
                "close",
                "removeMe", "page",
            ])
        try sim.tap("refresh")  // Dashboard and Header both have it: the container's runs
        XCTAssertEqual(sim.state("refreshed"), "dashboard")
        XCTAssertEqual(sim.screen(tappedBy: "settings")?.name, "Header")
        try sim.tap("open")
        // Under the pushed screen the container's children are not on screen.
        assertStepFails(
            &sim, .tap("settings", []), .noSuchAction("settings", screen: "Detail", available: []),
            mentions: ["Detail"])
    }

    func testC3_onlyThePageOnScreenIsTappable() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        XCTAssertEqual(sim.actions, ["skip", "back", "bogus", "next"])
        assertStepFails(
            &sim, .tap("done", []),
            .noSuchAction("done", screen: "Intro", available: ["skip", "back", "bogus", "next"]),
            mentions: ["Intro", "P1"])
    }

    // MARK: - C4: a page view controller's pages

    func testC4_pagesAreMadeWithTheContainerAndLoadWhenFirstShown() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        let intro = try XCTUnwrap(sim.top)
        let pages = try XCTUnwrap(sim.window?.containers[intro.id])
        XCTAssertEqual(pages.children.map(\.name), ["P1", "P2", "P3"])
        XCTAssertEqual(pages.children.map(\.isLoaded), [true, false, false])
        XCTAssertEqual(sim.children.map(\.name), ["P1"], "only the page on screen is a child")
        XCTAssertEqual(sim.currentPage?.name, "P1")
        try sim.swipe(.next)
        try sim.swipe(.previous)
        XCTAssertEqual(sim.currentPage?.id, pages.children[0].id, "the same page instance")
        XCTAssertEqual(sim.lifecycle["P1", .viewDidLoad], 1)
        XCTAssertEqual(sim.lifecycle["P1", .viewWillAppear], 2)
        XCTAssertEqual(sim.lifecycle["P3", .viewDidLoad], 0)
    }

    func testC4_swipingPastTheFirstOrLastPageFails() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(
            &sim, .swipe(.next), .noPageViewController(screen: "A"), mentions: ["'A'", "pages:"])
        try sim.tap("intro")
        assertStepFails(
            &sim, .swipe(.previous), .noMorePages(screen: "Intro", direction: .previous),
            mentions: ["first page", "'P1'", "1 of 3"])
        try sim.swipe(.next)
        try sim.swipe(.next)
        assertStepFails(
            &sim, .swipe(.next), .noMorePages(screen: "Intro", direction: .next),
            mentions: ["last page", "'P3'", "3 of 3"])
    }

    // MARK: - C5: a page turn's callbacks

    func testC5_aSwipeTurnsThePageInScrollOrder() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        XCTAssertEqual(
            try sim.callbacks(of: .swipe(.next)),
            [
                "P2.viewDidLoad", "P2.viewWillAppear", "P1.viewWillDisappear", "P2.viewDidAppear",
                "P1.viewDidDisappear",
            ])
        XCTAssertEqual(sim.top?.name, "Intro")
        XCTAssertEqual(sim.lifecycle["Intro", .viewWillDisappear], 0, "the container stays")
    }

    func testC5_showPageTurnsThePageAsASwipeDoes() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("skip", [])),
            [
                "P3.viewDidLoad", "P3.viewWillAppear", "P1.viewWillDisappear", "P3.viewDidAppear",
                "P1.viewDidDisappear",
            ])
        XCTAssertEqual(try sim.callbacks(of: .tap("skip", [])), [], "already on that page")
        try sim.tap("back")
        try sim.tap("next")  // a page's own Next: the nearest page view controller is its container
        XCTAssertEqual(sim.currentPage?.name, "P2")
        assertStepFails(
            &sim, .tap("bogus", []),
            .noSuchPage("Nope", screen: "Intro", available: ["P1", "P2", "P3"]),
            mentions: ["Nope", "P1, P2, P3"])
    }

    // MARK: - C6: children added and removed at run time

    func testC6_embedAndUnembedSwapAChildOnScreen() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("dash")
        XCTAssertEqual(
            try sim.callbacks(of: .tap("showMap", [])),
            [
                "Map.viewDidLoad", "Feed.viewWillDisappear", "Map.viewWillAppear",
                "Feed.viewDidDisappear", "Map.viewDidAppear",
            ])
        XCTAssertEqual(sim.children.map(\.name), ["Header", "Map"])
        XCTAssertEqual(sim.leaks, [])
        try sim.tap("zoom")
        XCTAssertEqual(sim.state("refreshed"), "map")
        try sim.tap("showList")
        XCTAssertEqual(sim.children.map(\.name), ["Header", "Feed"])
        XCTAssertEqual(sim.lifecycle["Feed", .viewDidLoad], 2, "a new Feed instance")
        try sim.tap("removeMe")  // a child removing itself: its container is the one that embeds it
        XCTAssertEqual(sim.children.map(\.name), ["Header"])
        assertStepFails(
            &sim, .tap("dropMissing", []), .notEmbedded("Nope", screen: "Dashboard"),
            mentions: ["Nope", "Header"])
    }

    func testC6_embedNeedsAContainer() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        assertStepFails(
            &sim, .tap("embedHere", []), .notAContainer(screen: "A"), mentions: ["'A'", "embeds:"])
    }

    /// `A` pushes `Profile`, whose `viewDidLoad` embeds a badge or a sign-in prompt, `Album`,
    /// a page view controller that opens on its last page, or `Sneaky`, a child of `Profile`
    /// whose `viewDidLoad` tries to add a child to its container.
    private func loadApp() -> AppDefinition {
        var profile = container("Profile", embeds: [])
        profile.onLoad = [
            .branch(.isSet("signedIn"), then: [.embed("Badge")], else: [.embed("Prompt")])
        ]
        var album = container("Album", pages: ["P1", "P2", "P3"])
        album.onLoad = [.showPage(.named("P3"))]
        var sneaky = screen("Sneaky")
        sneaky.onLoad = [.embed("Badge")]
        return stackApp(
            screens: [
                screen(
                    "A",
                    [
                        "profile": [.push("Profile")], "album": [.push("Album")],
                        "sneaky": [.push("Holder")],
                    ]),
                profile, album, sneaky, container("Holder", embeds: ["Sneaky"]),
                screen("Badge"), screen("Prompt"), screen("P1"), screen("P2"), screen("P3"),
            ],
            state: [StateKey("signedIn", default: false)])
    }

    func testC6_aContainerAddsItsChildrenInViewDidLoad() throws {
        var sim = try Simulator(app: loadApp(), given: [Param("signedIn", true)])
        try sim.launch()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("profile", [])),
            [
                "Profile.viewDidLoad", "Badge.viewDidLoad", "A.viewWillDisappear",
                "Profile.viewWillAppear", "Badge.viewWillAppear", "A.viewDidDisappear",
                "Profile.viewDidAppear", "Badge.viewDidAppear",
            ])
        XCTAssertEqual(sim.children.map(\.name), ["Badge"])
        try sim.back()
        try sim.set(["signedIn": false])
        try sim.tap("profile")
        XCTAssertEqual(sim.children.map(\.name), ["Prompt"], "a new Profile, a new viewDidLoad")
    }

    func testC6_aPageViewControllerMayOpenOnAnotherPageFromViewDidLoad() throws {
        var sim = try Simulator(app: loadApp())
        try sim.launch()
        XCTAssertEqual(
            try sim.callbacks(of: .tap("album", [])),
            [
                "Album.viewDidLoad", "P3.viewDidLoad", "A.viewWillDisappear",
                "Album.viewWillAppear",
                "P3.viewWillAppear", "A.viewDidDisappear", "Album.viewDidAppear",
                "P3.viewDidAppear",
            ])
        XCTAssertEqual(sim.lifecycle["P1", .viewDidLoad], 0, "the first page never showed")
        XCTAssertEqual(sim.currentPage?.name, "P3")
    }

    func testC6_viewDidLoadMayChangeOnlyTheScreensOwnChildren() throws {
        var sim = try Simulator(app: loadApp())
        try sim.launch()
        assertStepFails(
            &sim, .tap("sneaky", []),
            .navigationBeforeAppear(screen: "Sneaky", callback: .viewDidLoad),
            mentions: ["Sneaky", "embed: Badge"])
    }

    // MARK: - Identity, availability, the hierarchy

    func testPagesAndChildrenArePartOfTheCanonicalState() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        let onFirst = sim.device
        var turned = sim
        try turned.swipe(.next)
        XCTAssertNotEqual(turned.device, onFirst)
        XCTAssertNotEqual(turned.device.fingerprint, onFirst.fingerprint)
        try turned.swipe(.previous)
        // P2 has loaded now: the state differs by that, as UIKit's would
        XCTAssertNotEqual(turned.device, onFirst)
        var dash = try Simulator(app: app())
        try dash.launch()
        try dash.tap("dash")
        let withList = dash.device
        try dash.tap("showMap")
        XCTAssertNotEqual(dash.device, withList)
        XCTAssertNotEqual(dash.device.fingerprint, withList.fingerprint)
        try dash.tap("showList")
        XCTAssertEqual(dash.device, withList, "a new Feed in the same place: the same state")
        XCTAssertEqual(dash.device.fingerprint, withList.fingerprint)
    }

    func testAvailableStepsListChildrenTapsAndPageSwipes() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        let steps = sim.availableSteps.map(\.description)
        XCTAssertTrue(steps.contains("swipe: next"), "\(steps)")
        XCTAssertFalse(steps.contains("swipe: previous"), "\(steps)")
        XCTAssertTrue(steps.contains("tap: next"), "\(steps)")
        XCTAssertFalse(steps.contains("tap: done"), "\(steps)")
        try sim.swipe(.next)
        try sim.swipe(.next)
        let atEnd = sim.availableSteps.map(\.description)
        XCTAssertTrue(atEnd.contains("swipe: previous"), "\(atEnd)")
        XCTAssertFalse(atEnd.contains("swipe: next"), "\(atEnd)")
        XCTAssertTrue(atEnd.contains("tap: done"), "\(atEnd)")
    }

    func testTheHierarchyShowsChildrenAndPages() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("intro")
        XCTAssertTrue(
            sim.hierarchyDescription.contains("[A › Intro{▸P1, P2·, P3·}]"),
            sim.hierarchyDescription)
        try sim.back()
        try sim.tap("dash")
        XCTAssertTrue(
            sim.hierarchyDescription.contains("Dashboard{Header, Feed}]"), sim.hierarchyDescription)
    }

    func testTheGraphDrawsChildrenPagesAndTheContainerEffects() {
        let g = FlowGraph(app: app())
        func edges(from: String, _ kind: FlowGraph.EdgeKind) -> [String] {
            g.edges.filter { e in
                guard e.kind == kind, case .screen(_, let name) = g.nodes[e.from].kind else {
                    return false
                }
                return name == from
            }.map { "\(g.nodes[$0.to].label) (\($0.label))" }.sorted()
        }
        XCTAssertTrue(edges(from: "Dashboard", .embed).contains("Header (embeds)"))
        XCTAssertTrue(edges(from: "Dashboard", .embed).contains("Map (showMap)"))
        XCTAssertEqual(
            Set(edges(from: "Intro", .page)),
            ["P1 (page 1)", "P2 (page 2)", "P3 (page 3)", "P3 (skip)", "P1 (back)"])
        XCTAssertEqual(edges(from: "P1", .page), ["P2 (next)"])
        XCTAssertEqual(edges(from: "P2", .page), ["P3 (next)"])
        XCTAssertEqual(edges(from: "Feed", .page), [], "Feed is in no page view controller")
    }

    func testAScreenStaysSmall() {
        // Stacks copy screens: what containers hold is kept beside them, in the window.
        XCTAssertLessThanOrEqual(MemoryLayout<Screen>.stride, 48)
    }

    func testAScreenThatContainsItselfFailsInsteadOfRecursing() throws {
        var loop = screen("Loop")
        loop.embeds = ["Loop"]
        let app = stackApp(root: "Loop", screens: [loop])
        var sim = try Simulator(app: app)
        assertStepFails(
            &sim, .launch,
            .containmentTooDeep(screen: "Loop", limit: Simulator.maximumContainmentDepth),
            mentions: ["Loop", "embed itself"])
    }
}
