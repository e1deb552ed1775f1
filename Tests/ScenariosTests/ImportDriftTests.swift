import Foundation
import XCTest

@testable import Scenarios

/// `flowsim import --check`: a fixture's code against its golden app file, unchanged and after
/// one edit each; every difference is reported where it is.
final class ImportDriftTests: XCTestCase {
    private func drift(
        _ style: String, replacing: [String: String] = [:], appText: String? = nil
    ) throws -> [DriftCheck.Finding] {
        let folder = ImportFixtureTests.fixtures.appendingPathComponent(style)
        let result = try ImportFixtureTests.importFixture(folder, replacing: replacing)
        let golden =
            try appText
            ?? String(
                contentsOf: folder.appendingPathComponent("expected.app.yaml"), encoding: .utf8)
        switch DriftCheck.compare(result, appText: golden, appPath: "expected.app.yaml") {
        case .success(let findings): return findings
        case .failure(let problem): throw problem
        }
    }

    private func describe(_ findings: [DriftCheck.Finding]) -> [String] {
        findings.map {
            "\($0.side == .codeOnly ? "code" : "model") \($0.element) \($0.path):\($0.line)"
        }
    }

    func testUnchangedCodeAgreesWithItsDraft() throws {
        for style in ImportFixtureTests.styles {
            XCTAssertEqual(describe(try drift(style)), [], style)
        }
    }

    func testAPushAddedIsReportedAtItsLine() throws {
        let findings = try drift(
            "bookshop",
            replacing: [
                "        detail.onAddToCart = { [weak self] in self?.showCheckout() }\n":
                    "        detail.onAddToCart = { [weak self] in self?.showCheckout() }\n"
                    + "        detail.onReviews = { [weak self] in self?.navigationController.pushViewController(ReviewsViewController(), animated: true) }\n"
            ])
        XCTAssertEqual(
            describe(findings),
            [
                "code screen Reviews Sources/Bookshop.swift:95",
                "code push Reviews Sources/Bookshop.swift:95",
            ])
        XCTAssertEqual(
            findings.last?.code,
            "detail.onReviews = { [weak self] in self?.navigationController.pushViewController(ReviewsViewController(), animated: true) }"
        )
    }

    func testACoordinatorRemovedIsReportedInTheAppFile() throws {
        let findings = try drift(
            "bookshop",
            replacing: [
                "final class CheckoutCoordinator: Coordinator {":
                    "final class CheckoutFlow: NSObject {",
                "let checkout = CheckoutCoordinator()": "let checkout = CheckoutFlow()",
            ])
        let described = describe(findings)
        XCTAssertTrue(
            described.contains("model flow Checkout expected.app.yaml:29"), "\(described)")
        XCTAssertTrue(
            described.contains("model start Checkout expected.app.yaml:46"), "\(described)")
        XCTAssertFalse(
            findings.contains { $0.side == .codeOnly && $0.element.contains("Checkout") })
    }

    func testAViewControllerRenamedIsReportedOnBothSides() throws {
        let findings = try drift(
            "bookshop", replacing: ["CartViewController()": "BasketViewController()"])
        let described = describe(findings)
        XCTAssertTrue(
            described.contains("code screen Basket Sources/Bookshop.swift:121"), "\(described)")
        XCTAssertTrue(
            described.contains("code present Basket Sources/Bookshop.swift:121"), "\(described)")
        XCTAssertTrue(described.contains("model screen Cart expected.app.yaml:47"), "\(described)")
        XCTAssertTrue(described.contains("model present Cart expected.app.yaml:30"), "\(described)")
    }

    func testAPresentTurnedIntoAPushIsReportedAtItsLine() throws {
        let findings = try drift(
            "delegates",
            replacing: [
                "        present(about, animated: true)":
                    "        navigationController?.pushViewController(about, animated: true)"
            ])
        XCTAssertEqual(
            describe(findings),
            [
                "code push About Sources/Screens.swift:16",
                "model present About expected.app.yaml:23",
            ])
    }

    func testASourceKeyMatchesAScreenNamedOtherwise() throws {
        let folder = ImportFixtureTests.fixtures.appendingPathComponent("bookshop")
        let golden = try String(
            contentsOf: folder.appendingPathComponent("expected.app.yaml"), encoding: .utf8)
        let renamed = golden.replacingOccurrences(of: "Catalog", with: "Shelf")
            .replacingOccurrences(
                of: "  Shelf:                              # Bookshop.swift:72\n    actions:",
                with: "  Shelf:\n    source: CatalogViewController\n    actions:")
        XCTAssertTrue(renamed.contains("source: CatalogViewController"))
        XCTAssertEqual(try Compiled(app: renamed).errors, [])
        XCTAssertEqual(describe(try drift("bookshop", appText: renamed)), [])
        let unrenamed = golden.replacingOccurrences(of: "Catalog", with: "Shelf")
        XCTAssertEqual(
            describe(try drift("bookshop", appText: unrenamed)).sorted(),
            [
                "code screen Catalog Sources/Bookshop.swift:72",
                "code stack Catalog Sources/Bookshop.swift:72",
                "model screen Shelf expected.app.yaml:38",
                "model stack Shelf expected.app.yaml:25",
            ])
    }

    func testGitHubOutputAnnotatesEachDifference() throws {
        let findings = try drift(
            "delegates",
            replacing: [
                "        present(about, animated: true)":
                    "        navigationController?.pushViewController(about, animated: true)"
            ])
        XCTAssertEqual(
            DriftReport.render(findings, appPath: "expected.app.yaml", format: .github),
            "::error file=Sources/Screens.swift,line=16::the code has push About, which expected.app.yaml lacks\n"
                + "::error file=expected.app.yaml,line=23,col=20::present About is not in the code any more\n"
        )
    }
}
