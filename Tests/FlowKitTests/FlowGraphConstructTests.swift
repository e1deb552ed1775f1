import XCTest

@testable import FlowKit

/// How `flowsim graph` draws `setStack`, a sheet's `onAttemptToDismiss` and an empty tab's
/// `onSelect` (constructs 2, 13, 12).
final class FlowGraphConstructTests: XCTestCase {
    private func app() -> AppDefinition {
        var editor = FlowSpec("Editor", content: .present(["Editor"], .sheet))
        editor.swipe = SwipeRefusal(isModalInPresentation: true, onAttemptToDismiss: [.push("Ask")])
        var drafts = TabSpec("drafts", flow: "Drafts")
        drafts.onSelect = [.setStack(["DraftList"])]
        return AppDefinition(
            name: "G", launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec("Main", content: .tabs([TabSpec("home", flow: "Home"), drafts])),
                FlowSpec("Home", content: .stack(["Home"])),
                FlowSpec("Drafts", content: .stack([])), editor,
            ],
            screens: [
                screen(
                    "Home",
                    [
                        "restart": [.setStack(["Home", "Done"])], "edit": [.start("Editor")],
                        "sheet": [
                            .present(
                                "Pin", .sheet,
                                SwipeRefusal(
                                    isModalInPresentation: true, onAttemptToDismiss: [.push("Ask")])
                            )
                        ],
                    ]),
                screen("Done"), screen("Editor"), screen("Ask"), screen("Pin"), screen("DraftList"),
            ])
    }

    private func edges(_ g: FlowGraph, to: FlowGraph.NodeKind) -> [FlowGraph.Edge] {
        guard let t = g.index(of: to) else { return [] }
        return g.edges.filter { $0.to == t }
    }

    func testSetStackDrawsAPushEdgeToTheNewTop() {
        let g = FlowGraph(app: app())
        XCTAssertEqual(
            edges(g, to: .screen(flow: "Home", name: "Done")).map(\.label), ["restart"])
    }

    func testAnEmptyTabsOnSelectIsWalkedFromTheTabBar() {
        let g = FlowGraph(app: app())
        let fill = edges(g, to: .screen(flow: "Main", name: "DraftList"))
        XCTAssertEqual(fill.map(\.label), ["tab: drafts"])
        XCTAssertEqual(fill.first.map(\.from), g.index(of: .tabBar(flow: "Main")))
    }

    func testAHandlerOfARefusedSwipeIsWalkedFromTheSheet() {
        let g = FlowGraph(app: app())
        XCTAssertEqual(
            edges(g, to: .screen(flow: "Editor", name: "Ask")).map(\.label), ["edit › swipeDown"])
        XCTAssertEqual(
            edges(g, to: .screen(flow: "Home", name: "Ask")).map(\.label), ["sheet › swipeDown"])
    }
}

/// A gate coordinator whose `onStart:` can start it again (a retry button on the alert it shows
/// when its request fails) is drawn once: the graph walked into the gate until the stack ran out.
final class ScreenlessGateGraphTests: XCTestCase {
    func testAGateThatStartsItselfAgainFromItsAlertIsDrawnWithoutEndlessRecursion() {
        let retry = AlertSpec(
            title: "No connection",
            buttons: [AlertButton("Retry", [.start("Gate")]), AlertButton("Later")])
        let app = stackApp(
            flows: [FlowSpec("Gate", content: .screenless([.alert(retry)]))],
            screens: [screen("A", ["check": [.start("Gate")]])])
        let graph = FlowGraph(app: app)
        XCTAssertTrue(graph.nodes.contains { $0.label == "A" })
        let coordinators = CoordinatorGraph(app: app)
        XCTAssertTrue(
            coordinators.edges.contains { $0.child == "Gate" },
            "\(coordinators.edges)")
    }
}
