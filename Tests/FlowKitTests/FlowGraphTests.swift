import XCTest

@testable import FlowKit

/// The flow graph: which edges each effect draws, how screens are grouped, what `--from` keeps,
/// and that any name renders safely.
final class FlowGraphTests: XCTestCase {
    /// A tab bar with two tabs, a pushed screen, a presented flow, a link, two launch states.
    private func tabsApp(extraScreens: [ScreenSpec] = []) -> AppDefinition {
        AppDefinition(
            name: "Shop",
            state: [StateKey("isFirstLaunched", default: true)],
            launch: [
                LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Welcome"),
                LaunchRule("main", root: "Main"),
            ],
            flows: [
                FlowSpec("Welcome", content: .stack(["Intro"])),
                FlowSpec(
                    "Main",
                    content: .tabs([TabSpec("home", flow: "Home"), TabSpec("cart", flow: "Cart")])),
                FlowSpec("Home", content: .stack(["Catalog"])),
                FlowSpec("Cart", content: .stack(["Basket"])),
                FlowSpec("Checkout", content: .present(["Payment"], .fullScreen)),
            ],
            screens: [
                screen("Intro", ["done": [write("isFirstLaunched", false), .decide]]),
                screen("Catalog", ["open": [.push("Product")]]),
                screen(
                    "Product",
                    ["buy": [.select("cart")], "share": [.present("ShareSheet", .sheet)]]),
                screen("Basket", ["pay": [.start("Checkout")]]),
                screen(
                    "Payment", ["fail": [.crash("payment failed")], "done": [.finish, .popToRoot]]),
                screen("ShareSheet"),
            ] + extraScreens,
            links: [
                LinkSpec("product", params: ["sku"], effects: [.select("home"), .push("Product")])
            ])
    }

    private func edge(_ g: FlowGraph, _ from: FlowGraph.NodeKind, _ to: FlowGraph.NodeKind)
        -> [FlowGraph.Edge]
    {
        guard let f = g.index(of: from), let t = g.index(of: to) else { return [] }
        return g.edges.filter { $0.from == f && $0.to == t }
    }

    func testPushPresentAndStartDrawEdgesOfTheirKindLabelledByTheAction() {
        let g = FlowGraph(app: tabsApp())
        let open = edge(
            g, .screen(flow: "Home", name: "Catalog"), .screen(flow: "Home", name: "Product")
        ).filter { $0.label == "open" }
        XCTAssertEqual(open.map(\.kind), [.push])
        XCTAssertEqual(
            edge(
                g, .screen(flow: "Home", name: "Product"), .screen(flow: "Home", name: "ShareSheet")
            ).map(\.kind), [.present])
        XCTAssertEqual(
            edge(
                g, .screen(flow: "Cart", name: "Basket"), .screen(flow: "Checkout", name: "Payment")
            ).map(\.kind), [.present])
    }

    func testTabsAreEdgesFromTheTabBarAndSelectIsATabEdge() {
        let g = FlowGraph(app: tabsApp())
        XCTAssertEqual(
            edge(g, .tabBar(flow: "Main"), .screen(flow: "Home", name: "Catalog")).map(\.label),
            ["tab: home"])
        XCTAssertEqual(
            edge(g, .tabBar(flow: "Main"), .screen(flow: "Cart", name: "Basket")).map(\.label),
            ["tab: cart"])
        XCTAssertEqual(
            edge(g, .screen(flow: "Home", name: "Product"), .screen(flow: "Cart", name: "Basket"))
                .map(\.kind), [.tab])
    }

    func testLaunchStatesAndLinksAreEntriesAndDecideIsADecisionNode() {
        let g = FlowGraph(app: tabsApp())
        XCTAssertEqual(
            edge(g, .launch(state: "firstLaunch"), .screen(flow: "Welcome", name: "Intro")).map(
                \.kind), [.root])
        XCTAssertEqual(edge(g, .launch(state: "main"), .tabBar(flow: "Main")).map(\.kind), [.root])
        // Intro writes isFirstLaunched: false, then decides: firstLaunch cannot hold.
        XCTAssertEqual(
            edge(g, .screen(flow: "Welcome", name: "Intro"), .decision(states: "main")).map(
                \.label), ["done"])
        XCTAssertEqual(
            edge(g, .decision(states: "main"), .tabBar(flow: "Main")).map(\.label),
            ["launch: main"])
        XCTAssertEqual(
            edge(g, .screen(flow: "Welcome", name: "Intro"), .launch(state: "main")), [],
            "no arrow back to the entry point")
        // The link selects home, then pushes onto the home tab's stack (it acts for the frontmost screen).
        XCTAssertEqual(
            edge(g, .link(name: "product"), .screen(flow: "Home", name: "Catalog")).map(\.label),
            ["link: product"])
        XCTAssertEqual(
            edge(g, .screen(flow: "Home", name: "Catalog"), .screen(flow: "Home", name: "Product"))
                .map(\.label).sorted(),
            ["link: product", "open"])
        XCTAssertEqual(
            Array(g.nodes.prefix(3).map(\.kind)),
            [.launch(state: "firstLaunch"), .launch(state: "main"), .link(name: "product")],
            "entries first, rules in order")
    }

    func testACrashIsANodeOfItsOwnAndBackwardEffectsDrawNothing() {
        let g = FlowGraph(app: tabsApp())
        XCTAssertEqual(
            edge(g, .screen(flow: "Checkout", name: "Payment"), .crash(message: "payment failed"))
                .map(\.kind), [.crash])
        let fromPayment = g.edges.filter {
            $0.from == g.index(of: .screen(flow: "Checkout", name: "Payment"))
        }
        XCTAssertEqual(
            fromPayment.count, 1, "finish and popToRoot go back along drawn edges: \(fromPayment)")
    }

    func testScreensAreGroupedByTheirFlowAndTabFlowsInsideTheTabBar() throws {
        let g = FlowGraph(app: tabsApp())
        let main = try XCTUnwrap(g.groups.first { $0.flow == "Main" })
        XCTAssertEqual(main.groups.map(\.flow), ["Cart", "Home"])
        XCTAssertEqual(main.groups.map(\.tab), ["cart", "home"])
        XCTAssertEqual(g.groups.map(\.flow), ["Checkout", "Main", "Welcome"])
        let home = try XCTUnwrap(main.groups.first { $0.flow == "Home" })
        XCTAssertEqual(
            Set(home.nodes.map { g.nodes[$0].label }), ["Catalog", "Product", "ShareSheet"])
    }

    func testAnEffectAfterFinishActsForTheFlowThatStartedTheChild() {
        var app = tabsApp()
        app.screens["Payment"] = screen("Payment", ["done": [.finish, .push("Receipt")]])
        app.screens["Receipt"] = screen("Receipt")
        let g = FlowGraph(app: app)
        XCTAssertEqual(
            edge(
                g, .screen(flow: "Checkout", name: "Payment"),
                .screen(flow: "Cart", name: "Receipt")
            ).map(\.kind), [.push])
        XCTAssertNil(g.index(of: .screen(flow: "Checkout", name: "Receipt")))
    }

    func testFromALaunchStateKeepsOnlyWhatItReaches() throws {
        let g = FlowGraph(app: tabsApp())
        let part = try XCTUnwrap(g.reachable(fromLaunchState: "main"))
        XCTAssertNil(part.index(of: .launch(state: "firstLaunch")))
        XCTAssertNil(part.index(of: .screen(flow: "Welcome", name: "Intro")))
        XCTAssertNotNil(part.index(of: .screen(flow: "Checkout", name: "Payment")))
        XCTAssertTrue(
            part.edges.allSatisfy { $0.from < part.nodes.count && $0.to < part.nodes.count })
        XCTAssertNil(g.reachable(fromLaunchState: "nope"))
        // firstLaunch reaches every screen: Intro decides, and the decision leads to Main.
        XCTAssertEqual(
            g.reachable(fromLaunchState: "firstLaunch")?.nodes.count, g.nodes.count - 2,
            "all but the link and the other launch state")
    }

    func testAFlowNoLaunchStateReachesIsStillDrawn() {
        var app = tabsApp()
        app.flows["Orphan"] = FlowSpec("Orphan", content: .stack(["Lonely"]))
        app.screens["Lonely"] = screen("Lonely")
        let g = FlowGraph(app: app)
        let lonely = g.index(of: .screen(flow: "Orphan", name: "Lonely"))
        XCTAssertNotNil(lonely)
        XCTAssertFalse(g.edges.contains { $0.to == lonely })
    }

    func testTheSameAppGivesTheSameBytes() {
        XCTAssertEqual(
            MermaidRenderer.render(FlowGraph(app: tabsApp())),
            MermaidRenderer.render(FlowGraph(app: tabsApp())))
        XCTAssertEqual(
            DOTRenderer.render(FlowGraph(app: tabsApp())),
            DOTRenderer.render(FlowGraph(app: tabsApp())))
    }

    func testAnyScreenNameRendersOnOneLineInsideItsLabel() {
        let hostile = "Evil\"] --> x\n%% end\u{1B}[31m|`#<b>\\N"
        var app = tabsApp(extraScreens: [screen(hostile)])
        app.screens["Catalog"] = screen("Catalog", ["open": [.push(Invocation(hostile))]])
        let g = FlowGraph(app: app)
        let mermaid = MermaidRenderer.render(g)
        let dot = DOTRenderer.render(g)
        for line in mermaid.split(separator: "\n") where line.contains("Evil") {
            XCTAssertFalse(
                line.dropFirst(
                    line.firstIndex(of: "\"").map {
                        line.distance(from: line.startIndex, to: $0) + 1
                    } ?? 0
                )
                .dropLast(2).contains("\""), "a quote inside a Mermaid label: \(line)")
            XCTAssertTrue(
                line.contains("#quot;") && line.contains("#124;") && line.contains("#lt;")
                    && line.contains("#35;"), String(line))
        }
        XCTAssertFalse(mermaid.contains("\u{1B}") || dot.contains("\u{1B}"))
        XCTAssertFalse(mermaid.contains("\n%% end"), "a name cannot start a line")
        XCTAssertTrue(dot.contains(#"label="Evil\"] --> x\\u{A}%% end\\u{1B}[31m|`#<b>\\N""#), dot)
    }

    /// A right-to-left override in a name would reorder the rest of the line as drawn ("Trojan
    /// Source"): it is spelled out like a control character, in both formats.
    func testBidirectionalControlsInANameAreSpelledOut() {
        let hostile = "Pay\u{202E}lanigiro\u{2066}\u{FFFE}"
        var app = tabsApp(extraScreens: [screen(hostile)])
        app.screens["Catalog"] = screen("Catalog", ["open": [.push(Invocation(hostile))]])
        for text in [
            MermaidRenderer.render(FlowGraph(app: app)), DOTRenderer.render(FlowGraph(app: app)),
        ] {
            XCTAssertFalse(
                text.unicodeScalars.contains { VisibleText.mustBeSpelledOut($0) && $0 != "\n" },
                text)
            XCTAssertTrue(text.contains(#"u{202E}lanigiro\"#) && text.contains("u{FFFE}"), text)
        }
    }

    func testTheCoordinatorGraphShowsWhoStartsWhom() {
        let g = CoordinatorGraph(app: tabsApp())
        XCTAssertEqual(g.flows.first?.name, "App")
        XCTAssertTrue(
            g.edges.contains(
                CoordinatorGraph.Edge(parent: "App", child: "Main", label: "launch: main")))
        XCTAssertTrue(
            g.edges.contains(
                CoordinatorGraph.Edge(parent: "Main", child: "Home", label: "tab: home")))
        XCTAssertTrue(
            g.edges.contains(CoordinatorGraph.Edge(parent: "Cart", child: "Checkout", label: "pay"))
        )
        let mermaid = MermaidRenderer.render(g)
        XCTAssertTrue(mermaid.contains("flowchart TD"))
    }
}

/// `decide` draws one decision node with the launch states that may hold behind it.
final class FlowGraphDecisionTests: XCTestCase {
    private func app() -> AppDefinition {
        AppDefinition(
            name: "Bank",
            state: [StateKey("locked", default: false)],
            launch: [
                LaunchRule("signedIn", when: [.equals("session", .literal("user"))], root: "Main"),
                LaunchRule("signedOut", root: "Welcome"),
            ],
            flows: [
                FlowSpec("Welcome", content: .stack(["SignIn"])),
                FlowSpec("Main", content: .stack(["Accounts"])),
                FlowSpec("Lock", content: .present(["LockScreen"], .fullScreen)),
            ],
            screens: [
                screen(
                    "SignIn", ["submit": [write("session", "user"), .decide], "retry": [.decide]]),
                screen("Accounts", ["signOut": [write("session", "none"), .decide]]),
                screen("LockScreen"),
            ],
            onForeground: [.start("Lock")])
    }

    func testEachDecideDrawsOneDecisionNodeWithThePossibleLaunchStatesBehindIt() throws {
        let g = FlowGraph(app: app())
        let decisions = g.nodes.filter {
            if case .decision = $0.kind { return true } else { return false }
        }
        XCTAssertEqual(
            decisions.map(\.kind),
            [
                .decision(states: "signedIn"), .decision(states: "signedIn, signedOut"),
                .decision(states: "signedOut"),
            ])
        let signOut = g.edges.filter { $0.label == "signOut" }
        XCTAssertEqual(signOut.map { g.nodes[$0.to].kind }, [.decision(states: "signedOut")])
        let behind = g.edges.filter { $0.from == g.index(of: .decision(states: "signedOut")) }
        XCTAssertEqual(behind.map(\.label), ["launch: signedOut"], "not launch: signedIn")
        XCTAssertEqual(
            behind.map { g.nodes[$0.to].kind }, [.screen(flow: "Welcome", name: "SignIn")])
        XCTAssertFalse(
            g.edges.contains { if case .launch = g.nodes[$0.to].kind { true } else { false } },
            "no arrow into an entry point")
        XCTAssertTrue(MermaidRenderer.render(g).contains(#"{"decide"}"#))
        XCTAssertTrue(DOTRenderer.render(g).contains("shape=diamond"))
    }

    func testFromALaunchStateDropsTheOtherEntryPoints() throws {
        let part = try XCTUnwrap(FlowGraph(app: app()).reachable(fromLaunchState: "signedIn"))
        XCTAssertEqual(
            part.nodes.compactMap { node -> String? in
                switch node.kind {
                case .launch, .link, .scene: return node.label
                default: return nil
                }
            }, ["launch: signedIn"])
        XCTAssertNotNil(part.index(of: .screen(flow: "Welcome", name: "SignIn")), "by sign-out")
    }

    func testAFlowTheSceneStartsHasAnIncomingArrowInTheCoordinatorGraph() {
        let g = CoordinatorGraph(app: app())
        XCTAssertEqual(g.edges.filter { $0.child == "Lock" }.map(\.parent), ["App"])
        XCTAssertEqual(g.edges.filter { $0.child == "Lock" }.map(\.label), ["onForeground"])
    }
}

/// Events (`post:`) are drawn as their link routes, and a tab's `onSelect` from the tab's screen.
final class FlowGraphEventTests: XCTestCase {
    func testAPostedEventDrawsItsLinksRouteFromWhereItIsPosted() {
        var app = AppDefinition(
            name: "Ev", launch: [LaunchRule("only", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([TabSpec("home", flow: "Home"), TabSpec("cart", flow: "Cart")])),
                FlowSpec("Home", content: .stack(["Catalog"])),
                FlowSpec("Cart", content: .stack(["Basket"])),
            ],
            screens: [
                screen("Catalog", ["buy": [.post("showCart")]]), screen("Basket"),
                screen("Receipt"),
            ],
            links: [
                LinkSpec(
                    "showCart", effects: [.select("cart"), .push("Receipt"), .post("showCart")])
            ])
        let g = FlowGraph(app: app)
        let catalog = g.index(of: .screen(flow: "Home", name: "Catalog"))
        let basket = g.index(of: .screen(flow: "Cart", name: "Basket"))
        XCTAssertTrue(
            g.edges.contains {
                $0.from == catalog && $0.to == basket && $0.label == "buy › post showCart"
            })
        XCTAssertNotNil(g.index(of: .screen(flow: "Cart", name: "Receipt")))
        app.flows["Main"] = FlowSpec(
            "Main",
            content: .tabs([
                TabSpec("home", flow: "Home"),
                {
                    var t = TabSpec("cart", flow: "Cart")
                    t.onSelect = [.push("Receipt")]
                    return t
                }(),
            ]))
        let h = FlowGraph(app: app)
        XCTAssertTrue(
            h.edges.contains {
                $0.label == "tab: cart"
                    && $0.to == h.index(of: .screen(flow: "Main", name: "Receipt"))
            })
    }
}
