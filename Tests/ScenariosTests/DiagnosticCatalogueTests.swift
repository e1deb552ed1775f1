import Foundation
import XCTest

@testable import Scenarios

/// The compiler's message catalogue (``CompilerMessage``): every diagnostic comes from it with a
/// stable id, every id is documented in `Documentation/Reference/Errors.md`, and the page names
/// no id that does not exist.
final class DiagnosticCatalogueTests: XCTestCase {
    private static func read(_ relative: String) throws -> String {
        try String(
            contentsOf: YAMLTestSupport.repositoryRoot.appendingPathComponent(relative),
            encoding: .utf8)
    }

    /// The ids in the first column of the tables under "## Diagnostic ids", in order.
    private static func documentedIDs() throws -> [String] {
        let page = try read("Documentation/Reference/Errors.md")
        guard let start = page.range(of: "\n## Diagnostic ids\n") else { return [] }
        let section = page[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            let rest = line.dropFirst(3)
            guard let close = rest.firstIndex(of: "`") else { return nil }
            return String(rest[..<close])
        }
    }

    func testEveryIdIsDocumentedOnceAndTheErrorsPageNamesNoOtherId() throws {
        let documented = try Self.documentedIDs()
        let ids = Set(DiagnosticID.allCases.map(\.rawValue))
        XCTAssertEqual(
            documented.count, Set(documented).count,
            "an id documented twice: \(documented.filter { id in documented.filter { $0 == id }.count > 1 })"
        )
        XCTAssertEqual(
            Set(documented).subtracting(ids).sorted(), [], "documented, but no diagnostic has it")
        XCTAssertEqual(ids.subtracting(documented).sorted(), [], "not documented in Errors.md")
    }

    /// No id in ``DiagnosticID`` that the catalogues never give: each is returned by
    /// ``CompilerMessage/id``, ``NameKind/id``, ``YAMLError/id`` or ``PropertyMessage/id``.
    func testEveryIdIsGivenByTheCatalogue() throws {
        let source =
            try Self.read("Sources/Scenarios/Diagnostics/CompilerMessage+ID.swift")
            + Self.read("Sources/Scenarios/Diagnostics/NameKind.swift")
            + Self.read("Sources/Scenarios/YAML/YAMLError+ID.swift")
            + Self.read("Sources/Scenarios/Diagnostics/PropertyMessage.swift")
        let given = DiagnosticID.allCases.filter {
            source.contains("return .\($0.rawValue)\n") || source.contains("? .\($0.rawValue)")
                || source.contains(": .\($0.rawValue)\n")
        }
        XCTAssertEqual(
            Set(DiagnosticID.allCases).subtracting(given).map(\.rawValue).sorted(), [],
            "ids that no message of the catalogue has")
    }

    /// Call sites name a case of the catalogue: none in the compiler, the loader or the runner
    /// writes a diagnostic's text (`bag.error("…")`, `Diagnostic(.error, "…")`).
    func testNoDiagnosticIsWrittenAsTextWhereItIsFound() throws {
        let folder = YAMLTestSupport.repositoryRoot.appendingPathComponent("Sources/Scenarios")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
        let patterns = [
            #"(bag|\bself)\.(error|warning)\(\s*""#, #"Diagnostic\(\s*\.(error|warning|note),\s*""#,
            #"\n\s+(error|warning)\(\s*""#,
        ].map { try? NSRegularExpression(pattern: $0) }
        var offenders: [String] = []
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for pattern in patterns.compactMap({ $0 })
            where pattern.firstMatch(in: text, range: range) != nil {
                offenders.append(file)
            }
        }
        XCTAssertEqual(offenders, [], "diagnostics written as text instead of a CompilerMessage")
    }

    /// The ids reach the diagnostics, and the text is the one the call site wrote before.
    func testDiagnosticsCarryTheirIdsAndTheirText() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let appPath = try files.write(
            "a.app.yaml",
            """
            app: A
            state:
              theme: {default: light, values: [light, dark]}
            launch:
              - state: main
                root: Main
            flows:
              Main:
                stack: [Home]
                kept: true
                style: sheet
              Sheet:
                push: [Home]
                kept: true
            screens:
              Home:
                actions:
                  open: [push: Hme]
                  paint: [set: {theme: blue}]
            """)
        var loader = ScenarioLoader()
        XCTAssertNil(loader.compiledApp(appPath, referencedAt: nil))
        let found = loader.diagnostics.map { ($0.id, $0.message) }
        XCTAssertEqual(
            found.map(\.0),
            [.keyNotForFlowKind, .keyNotForFlowKind, .unknownScreen, .valueOutOfDomain])
        XCTAssertEqual(
            found.map(\.1),
            [
                "'style' applies only to present flows, and 'Main' is a stack flow",
                "'kept' applies only to flows that can be the window root (stack and tabs), and 'Sheet' is a push flow",
                "unknown screen 'Hme'; every screen must be declared under screens:; did you mean 'Home'?",
                "'blue' is not a value of 'theme'; it takes light, dark",
            ])
    }

    /// What was found where another shape was expected is kept as a ``NodeShape``, not as text:
    /// a reporter or an editor can tell "a list" from "a mapping" without reading the message.
    func testTheShapeFoundIsAParameterNotText() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let appPath = try files.write(
            "a.app.yaml",
            """
            app: A
            launch: {state: main, root: Main}
            flows:
              Main: [Home]
            screens:
              Home: {actions: {open: 3}}
            """)
        var loader = ScenarioLoader()
        XCTAssertNil(loader.compiledApp(appPath, referencedAt: nil))
        let problems = loader.diagnostics.map(\.problem)
        XCTAssertEqual(
            problems,
            [
                .compiler(.notAMapping(what: "flow 'Main'", found: .list)),
                .compiler(.launchNotAList(found: .mapping)),
                .compiler(.notAnEffect(found: .integer)),
            ])
        XCTAssertEqual(
            loader.diagnostics.compactMap { diagnostic -> NodeShape? in
                if case .compiler(let message) = diagnostic.problem { return message.shapeFound }
                return nil
            }, [NodeShape.list, .mapping, .integer])
        XCTAssertEqual(
            NodeShape.allCases.map(\.description),
            [
                "a mapping", "a list", "a string", "an integer", "a Boolean", "null",
            ])
    }

    func testWarningsKeepTheirSeverityAndId() throws {
        let compiled = try Compiled(
            app: """
                app: A
                launch:
                  - state: first
                    root: Main
                  - state: second
                    when: session == user
                    root: Main
                flows:
                  Main: {stack: [Home]}
                screens:
                  Home: {}
                """)
        XCTAssertEqual(
            compiled.warnings,
            [
                "apps/a.app.yaml:3:12: warning: launch rule 'first' has no 'when', so it always holds and the rules after it never run"
            ])
        XCTAssertEqual(CompilerMessage.launchRuleWithoutWhen(state: "first").severity, .warning)
        XCTAssertEqual(
            CompilerMessage.launchRuleWithoutWhen(state: "first").id, .launchRuleWithoutWhen)
    }

    /// One check serves every flow key that applies to some kinds of flow only; each key's
    /// text is the one the tests of its construct pin.
    func testEveryFlowKeyIsCheckedAgainstItsKinds() {
        for key in FlowKey.allCases {
            for kind in ["stack", "tabs", "push", "present", "screenless"] {
                let message = CompilerMessage.keyNotForFlowKind(key, flow: "F", kind: kind)
                XCTAssertEqual(message.id, .keyNotForFlowKind)
                guard !key.applies(to: kind) else { continue }
                XCTAssertTrue(
                    message.message.hasPrefix("'\(key.rawValue)' applies "), message.message)
            }
        }
        XCTAssertFalse(FlowKey.kept.applies(to: "push"))
        XCTAssertTrue(FlowKey.kept.applies(to: "tabs"))
        XCTAssertFalse(FlowKey.onStart.applies(to: "stack"))
        XCTAssertFalse(FlowKey.inNavigationController.applies(to: "push"))
        XCTAssertTrue(FlowKey.inNavigationController.applies(to: "stack"))
        XCTAssertFalse(FlowKey.modalInPresentation.applies(to: "push"))
    }

    func testTheParsersDiagnosticsHaveIdsToo() {
        let (_, diagnostics) = YAML.parse("a:\n\tb: 1\nc: &x 1\n", path: "f.yaml")
        XCTAssertEqual(diagnostics.map(\.id), [.tabInIndentation, .anchor])
        XCTAssertEqual(
            diagnostics.first?.message, "tabs are not allowed in indentation; indent with spaces")
    }

    func testTheJSONReportGivesEachDiagnosticItsId() throws {
        let location = SourceLocation(path: "a.app.yaml", line: 1, column: 1)
        let report = RunReport(
            outcomes: [],
            diagnostics: [
                Diagnostic(.unknown(.screen, name: "X", context: "", hint: ""), at: location),
                Diagnostic(.error, "made elsewhere", at: location),
            ])
        let text = JSONReporter().report(report)
        let document = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics[0]["id"] as? String, "unknownScreen")
        XCTAssertEqual(diagnostics[0]["message"] as? String, "unknown screen 'X'")
        XCTAssertTrue(diagnostics[1]["id"] is NSNull)
        XCTAssertTrue(
            text.contains("\"severity\": \"error\",\n      \"id\": \"unknownScreen\","), text)
    }
}
