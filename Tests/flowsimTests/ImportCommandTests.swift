import Foundation
import XCTest

/// `flowsim import` end to end: the draft written with `--out` passes `check` and `review` runs
/// on it; `--check` exits 0 on agreement and 1 on drift; the command line's errors exit 2.
final class ImportCommandTests: XCTestCase {
    static let repository = GraphCommandTests.repository
    static let bookshop = "Tests/ScenariosTests/Fixtures/Import/bookshop"

    func testTheDraftPassesCheckAndReviewRunsOnIt() throws {
        let folder = try TemporaryFolder(self)
        let out = folder.path + "/bookshop.app.yaml"
        let imported = try FlowsimBinary.run(
            ["import", Self.bookshop, "--out", out], in: Self.repository)
        XCTAssertEqual(imported.status, 0, imported.stderr)
        XCTAssertTrue(
            imported.stdout.hasSuffix(
                "1 Swift file, 25 navigation call sites: 25 drafted, 0 not understood\n"),
            imported.stdout)
        XCTAssertTrue(
            imported.stdout.contains(
                "Sources/Bookshop.swift:96: drafted as flows.Product: navigationController.pushViewController(detail, animated: true)\n"
            ), imported.stdout)
        let check = try FlowsimBinary.run(["check", out], in: Self.repository)
        XCTAssertEqual(check.status, 0, check.stderr)
        XCTAssertEqual(check.stdout, "checked 0 scenarios and 1 app: no errors\n")
        let review = try FlowsimBinary.run(["review", "--app", out], in: Self.repository)
        // The tutorial's checkout sheet leaks when swiped away: review finds it (exit 1).
        XCTAssertEqual(review.status, 1, review.stderr)
        XCTAssertTrue(review.stdout.contains("Checkout"), review.stdout)
    }

    func testWithoutOutTheDraftGoesToStandardOutputAndJSONReportsEverySite() throws {
        let plain = try FlowsimBinary.run(["import", Self.bookshop], in: Self.repository)
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stdout.contains("app: Bookshop\n"))
        XCTAssertTrue(plain.stderr.contains("25 drafted, 0 not understood"))
        let folder = try TemporaryFolder(self)
        let json = try FlowsimBinary.run(
            ["import", Self.bookshop, "--format", "json", "--out", folder.path + "/d.app.yaml"],
            in: Self.repository)
        let object = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["callSites"] as? Int, 25)
        XCTAssertEqual(object["drafted"] as? Int, 25)
        XCTAssertEqual((object["sites"] as? [Any])?.count, 25)
    }

    func testCheckExitsZeroOnAgreementAndOneOnDrift() throws {
        let agree = try FlowsimBinary.run(
            ["import", "--check", "--app", Self.bookshop + "/expected.app.yaml", Self.bookshop],
            in: Self.repository)
        XCTAssertEqual(agree.status, 0, agree.stdout + agree.stderr)
        XCTAssertTrue(agree.stdout.hasPrefix("no drift"), agree.stdout)
        let drift = try FlowsimBinary.run(
            [
                "import", "--check", "--app",
                "Tests/ScenariosTests/Fixtures/Import/router/expected.app.yaml",
                Self.bookshop, "--format", "github",
            ], in: Self.repository)
        XCTAssertEqual(drift.status, 1)
        XCTAssertTrue(
            drift.stdout.contains(
                "::error file=Tests/ScenariosTests/Fixtures/Import/bookshop/Sources/Bookshop.swift,line=96::the code has push ProductDetail"
            ), drift.stdout)
    }

    func testUsageErrorsExitTwo() throws {
        for arguments in [
            ["import"], ["import", "--check", Self.bookshop],
            ["import", "--app", "x.app.yaml", Self.bookshop],
            ["import", "no/such/folder"], ["import", Self.bookshop, "--format", "github"],
        ] {
            let result = try FlowsimBinary.run(arguments, in: Self.repository)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments)")
        }
    }
}
