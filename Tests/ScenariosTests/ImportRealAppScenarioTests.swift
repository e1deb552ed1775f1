import Foundation
import Scenarios
import XCTest

/// Scenarios written from four public coordinator apps' Swift code (what the code does, with
/// the code's type names), run against the drafts `flowsim import` made of those apps, unrefined
/// (`Fixtures/Import/RealApps/<app>/draft.app.yaml`). The drafts are kept as imported, so this
/// records which behaviours a draft already gets right: a scenario that starts passing or stops
/// passing after a change to the importer shows here.
final class ImportRealAppScenarioTests: XCTestCase {
    /// Per app, the scenario files that pass against its draft; the others fail.
    static let passing: [String: Set<String>] = [
        "noi": ["first-launch-intro.flow.yaml"],
        "ggdcontact": [
            "launch-screen.flow.yaml", "onboarding-first-step.flow.yaml",
            "pairing-from-first-step.flow.yaml",
        ],
        "quitmate": [],
        "jesflix": [],
    ]

    func testTheRealAppsScenariosThatPassAgainstTheirDrafts() {
        var passed = 0
        var total = 0
        for (app, expected) in Self.passing.sorted(by: { $0.key < $1.key }) {
            let run = ScenarioSuite.run("Fixtures/Import/RealApps/\(app)", relativeTo: #filePath)
            XCTAssertEqual(run.summary.errors, 0, "\(app): \(run)")
            XCTAssertGreaterThanOrEqual(run.outcomes.count, 2, app)
            let passing = Set(
                run.outcomes.filter(\.isSuccess).map { ($0.path as NSString).lastPathComponent })
            XCTAssertEqual(passing, expected, "\(app): \(run)")
            passed += passing.count
            total += run.outcomes.count
        }
        XCTAssertEqual(total, 12)
        XCTAssertEqual(passed, 4)
    }
}
