import Foundation
import XCTest

@testable import FlowKit
@testable import Scenarios

/// Properties as an exploration tests them: each description and `when:` compiled once into
/// tests of the device's fields (``StateTest``), which agree with `expect:`'s own test in every
/// state, and which the walk uses instead of it.
final class CompiledPropertyTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An app file of the repository with `extra` appended, compiled.
    private func compiled(_ app: String, extra: String = "") throws -> CompiledApp {
        let text =
            try String(contentsOf: Self.root.appendingPathComponent(app), encoding: .utf8)
            + "\n" + extra
        let files = try TemporaryFiles()
        defer { files.remove() }
        let path = try files.write("a.app.yaml", text)
        var loader = ScenarioLoader()
        return try XCTUnwrap(loader.compiledApp(path, referencedAt: nil), "\(loader.diagnostics)")
    }

    func testCompiledTestsAgreeWithExpectInEveryState() throws {
        let ten = Self.root.appendingPathComponent("Benchmarks/Properties/noi.properties.yaml")
        let noiProperties = try String(contentsOf: ten, encoding: .utf8)
        let apps = [
            try compiled("scenarios/apps/guide.app.yaml"),
            try compiled("scenarios/apps/habits.app.yaml"),
            try compiled("scenarios/apps/noi.app.yaml", extra: noiProperties),
        ]
        var compared = 0
        var differing = 0
        for compiled in apps {
            let app = compiled.definition
            let properties = compiled.properties
            XCTAssertFalse(properties.isEmpty, app.name)
            let walked = properties.map { $0.walkProperty(app: app) }
            for (p, w) in zip(properties, walked) {
                XCTAssertNotNil(w.describesTest, "\(app.name): \(p.name) is compiled")
                XCTAssertEqual(w.appliesTest == nil, p.when == nil, "\(app.name): \(p.name)")
            }
            _ = Explorer(app: app, options: Explorer.Options(maxStates: 3_000)).explore(
                visit: { _, sim in
                    for (p, w) in zip(properties, walked) {
                        var fields = StateFields()
                        let expected = ExpectationChecker.holds(p.expectations, in: sim)
                        if w.describesTest?.holds(in: sim, &fields) != expected { differing += 1 }
                        if let when = w.appliesTest,
                            when.holds(in: sim, &fields) != p.applies(in: sim, app: app)
                        {
                            differing += 1
                        }
                        compared += 1
                    }
                })
        }
        XCTAssertGreaterThan(compared, 10_000)
        XCTAssertEqual(differing, 0)
    }

    /// A description that no field answers (`stack:`) is tested as `expect:` tests it.
    func testADescriptionWithAStackIsNotCompiled() throws {
        let app = try compiled(
            "scenarios/apps/guide.app.yaml",
            extra: "  - name: a stack\n    never: {stack: [Home, Home]}\n")
        let stack = try XCTUnwrap(app.properties.last)
        XCTAssertNil(stack.walkProperty(app: app.definition).describesTest)
    }

    /// The walk tests a compiled property without calling its closure; an uncompiled one calls it.
    func testTheWalkUsesTheCompiledTest() throws {
        let compiled = try compiled("scenarios/apps/guide.app.yaml")
        let app = compiled.definition
        final class Count: @unchecked Sendable { var calls = 0 }
        func walked(compiledTests: Bool) -> Int {
            let count = Count()
            let properties = compiled.properties.filter {
                if case .never = $0.form { return true }
                if case .always = $0.form { return true }
                return false
            }.map { p -> WalkProperty in
                var w = p.walkProperty(app: app)
                let describes = w.describes
                w.describes = { sim in
                    count.calls += 1
                    return describes(sim)
                }
                if !compiledTests { w.describesTest = nil }
                return w
            }
            XCTAssertFalse(properties.isEmpty)
            let walk = PropertyWalk(app: app, properties: properties)
            _ = Explorer(app: app).explore(checking: walk)
            return count.calls
        }
        XCTAssertEqual(walked(compiledTests: true), 0)
        XCTAssertGreaterThan(walked(compiledTests: false), 10)
    }
}
