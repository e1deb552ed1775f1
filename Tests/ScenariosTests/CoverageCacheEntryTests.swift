import FlowKit
import XCTest

@testable import Scenarios

/// An app's exploration kept between runs: it reads back to the same universe, and an entry
/// that is not exactly one written for this app is no entry.
final class CoverageCacheEntryTests: XCTestCase {
    static let app = """
        app: A
        launch:
          - state: any
            root: Main
        flows:
          Main:
            stack: [Home]
        screens:
          Home:
            actions:
              open: {push: Detail}
          Detail: {}
          Orphan: {}

        """

    private func app() throws -> AppDefinition {
        try XCTUnwrap(Compiled(app: Self.app).app?.definition)
    }

    func testAnExploredUniverseReadsBackTheSame() throws {
        let app = try app()
        for states in [5_000, 2] {
            let explored = CoverageUniverse(exploring: app, maxStates: states)
            let entry = CoverageCacheEntry.encode(explored)
            XCTAssertEqual(CoverageCacheEntry.decode(entry, app: app), explored, entry)
        }
        // Complete: Orphan is unreachable, and no name of the app is written.
        let complete = CoverageUniverse(exploring: app)
        XCTAssertTrue(complete.isExplored)
        XCTAssertFalse(complete.reachable.contains(CoverageItem(.screen, "Orphan")))
        XCTAssertFalse(CoverageCacheEntry.encode(complete).contains("Home"))
    }

    func testAnEntryThatIsNotExactlyOneWrittenForThisAppIsNone() throws {
        let app = try app()
        let entry = CoverageCacheEntry.encode(CoverageUniverse(exploring: app))
        var lines = entry.split(separator: "\n").map(String.init)
        func decodes(_ change: (inout [String]) -> Void) -> Bool {
            var changed = lines
            change(&changed)
            let text = changed.joined(separator: "\n") + "\n"
            return CoverageCacheEntry.decode(text, app: app) != nil
        }
        XCTAssertTrue(decodes { _ in })
        XCTAssertFalse(decodes { $0[0] = "flowsim coverage cache 0" })
        XCTAssertFalse(decodes { $0[1] = "declared 99" })  // another app's list
        XCTAssertFalse(decodes { $0[3] = "bound maxStates 5" })  // complete, yet stopped
        XCTAssertFalse(decodes { $0[3] = "bound sideways 5" })
        XCTAssertFalse(decodes { $0.append("1") })  // more places than counted
        XCTAssertFalse(decodes { $0[$0.count - 1] = "99" })  // past the list
        XCTAssertFalse(decodes { $0[$0.count - 1] = $0[$0.count - 2] })  // twice
        lines.removeLast()
        XCTAssertFalse(decodes { _ in })  // one fewer than counted
        XCTAssertNil(CoverageCacheEntry.decode(String(entry.dropLast()), app: app))  // cut short
        XCTAssertNil(CoverageCacheEntry.decode("", app: app))
    }

    func testTheKeyChangesWithAnyByteOfTheAppTheBoundOrTheVersion() {
        let key = CoverageCacheEntry.key(appText: Self.app, maxStates: 5_000, version: "1")
        XCTAssertTrue(key.hasSuffix("-5000.coverage"), key)
        XCTAssertEqual(key.count, 32 + "-5000.coverage".count)
        XCTAssertEqual(
            key, CoverageCacheEntry.key(appText: Self.app, maxStates: 5_000, version: "1"))
        for other in [
            CoverageCacheEntry.key(appText: Self.app + " ", maxStates: 5_000, version: "1"),
            CoverageCacheEntry.key(appText: Self.app, maxStates: 5_001, version: "1"),
            CoverageCacheEntry.key(appText: Self.app, maxStates: 5_000, version: "2"),
        ] {
            XCTAssertNotEqual(key, other)
        }
    }
}
