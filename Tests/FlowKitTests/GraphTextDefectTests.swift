import XCTest

@testable import FlowKit

/// Names from the app file in `flowsim graph`'s output: a `%%{init: …}%%` directive in a name
/// never reaches Mermaid as one (Mermaid applies a directive wherever it appears, in a quoted
/// label or a comment line too), and the screens shown by whatever flow is frontmost are one
/// cluster labelled `(frontmost)`, not `(frontmost) (frontmost)`.
final class GraphTextDefectTests: XCTestCase {
    static let directive = "%%{init: {'theme':'forest'}}%%"

    static let app = AppDefinition(
        name: "Graph" + directive,
        launch: [LaunchRule("start", root: "Main")],
        flows: [FlowSpec("Main", content: .stack(["Home"]))],
        screens: [
            ScreenSpec(
                "Home",
                actions: [ActionSpec("go" + directive, [.push(Invocation("Evil" + directive, []))])]
            ),
            ScreenSpec("Evil" + directive),
            ScreenSpec("Extra"),
        ],
        links: [LinkSpec("extra", effects: [.push("Extra")])])

    func testAMermaidDirectiveInANameIsEscaped() {
        let graph = FlowGraph(app: Self.app)
        let mermaid = MermaidRenderer.render(graph)
        XCTAssertFalse(mermaid.contains("%%{"), mermaid)
        XCTAssertTrue(mermaid.hasPrefix("%% flow graph of Graph#37;#37;{init:"), mermaid)
        XCTAssertTrue(
            mermaid.contains(#"["Evil#37;#37;{init: {'theme':'forest'}}#37;#37;"]"#), mermaid)
        XCTAssertTrue(mermaid.contains(#"|"go#37;#37;{init:"#), mermaid)
        // every line but the first comment is the chart's own
        XCTAssertEqual(mermaid.split(separator: "\n").filter { $0.hasPrefix("%%") }.count, 1)
        let coordinators = MermaidRenderer.render(CoordinatorGraph(app: Self.app))
        XCTAssertFalse(coordinators.contains("%%{"), coordinators)
    }

    func testTheFrontmostClusterIsLabelledOnce() {
        let graph = FlowGraph(app: Self.app)
        let mermaid = MermaidRenderer.render(graph)
        XCTAssertTrue(mermaid.contains(#"subgraph g0["(frontmost)"]"#), mermaid)
        XCTAssertFalse(mermaid.contains("(frontmost) (frontmost)"), mermaid)
        let dot = DOTRenderer.render(graph)
        XCTAssertTrue(dot.contains(#"label="(frontmost)";"#), dot)
        XCTAssertFalse(dot.contains("(frontmost) (frontmost)"), dot)
        XCTAssertTrue(dot.contains(#"label="Main (stack)";"#), dot)
    }
}
