import Foundation
import XCTest

@testable import Scenarios

/// `flowsim import` on small apps written in the styles real coordinator apps use: each draft is
/// compared with its golden file, and every draft must pass the app-file compiler with no error.
/// `FLOWSIM_RECORD_GOLDEN=1` rewrites the golden files.
final class ImportFixtureTests: XCTestCase {
    static let fixtures = YAMLTestSupport.repositoryRoot.appendingPathComponent(
        "Tests/ScenariosTests/Fixtures/Import")
    static let styles = [
        "bookshop", "router", "reactive", "async", "delegates", "targetaction",
    ]

    /// Imports the Swift files under `folder/Sources`, with paths relative to `folder`.
    static func importFixture(_ folder: URL, replacing: [String: String] = [:]) throws
        -> ImportResult
    {
        let (files, missing) = SwiftImporter.swiftFiles(in: [
            folder.appendingPathComponent("Sources").path
        ])
        XCTAssertEqual(missing, [])
        var sources: [SwiftSource] = []
        for file in files {
            let relative = String(file.dropFirst(folder.path.count + 1))
            var text = try String(contentsOfFile: file, encoding: .utf8)
            for (old, new) in replacing {
                text = text.replacingOccurrences(of: old, with: new)
            }
            sources.append(SwiftSource(path: relative, bytes: Array(text.utf8)))
        }
        return SwiftImporter.importApp(
            sources: sources, appName: SwiftImporter.appName(from: folder.lastPathComponent))
    }

    func testEveryStyleDraftsItsGoldenFileAndPassesCheck() throws {
        let record = ProcessInfo.processInfo.environment["FLOWSIM_RECORD_GOLDEN"] == "1"
        for style in Self.styles {
            let folder = Self.fixtures.appendingPathComponent(style)
            let result = try Self.importFixture(folder)
            let draft = try XCTUnwrap(result.draft, "\(style): no draft")
            let golden = folder.appendingPathComponent("expected.app.yaml")
            if record {
                try draft.write(to: golden, atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(draft, expected, "\(style): the draft differs from expected.app.yaml")
            let compiled = try Compiled(app: draft)
            XCTAssertEqual(compiled.errors, [], "\(style): the draft does not pass check")
            XCTAssertNotNil(compiled.app, style)
        }
    }

    func testEveryCallSiteOfTheFixturesIsDrafted() throws {
        for style in Self.styles {
            let result = try Self.importFixture(Self.fixtures.appendingPathComponent(style))
            let left = result.sites.filter {
                if case .notUnderstood(let reason) = $0.status {
                    // The router's own body is plumbing: its callers are drafted.
                    return !reason.contains("neither a coordinator")
                        && !reason.contains("declaration")
                }
                return false
            }
            XCTAssertEqual(left.map { "\($0.path):\($0.line): \($0.code)" }, [], style)
            XCTAssertGreaterThan(result.draftedCount, 8, style)
        }
    }

    func testTheDraftNamesTheLineEachElementCameFrom() throws {
        let result = try Self.importFixture(Self.fixtures.appendingPathComponent("bookshop"))
        let draft = try XCTUnwrap(result.draft)
        // `detail.hidesBottomBarWhenPushed = true` and the push are on these lines of the tutorial.
        XCTAssertTrue(
            draft.contains("  Product:                              # Bookshop.swift:85\n"))
        XCTAssertTrue(draft.contains("- start: Checkout               # Bookshop.swift:102\n"))
        let push = try XCTUnwrap(result.sites.first { $0.line == 96 })
        XCTAssertEqual(push.code, "navigationController.pushViewController(detail, animated: true)")
        XCTAssertEqual(push.status, .drafted("flows.Product"))
    }

    func testAReportListsWhatItCouldNotRead() {
        let source = SwiftSource(
            path: "Odd.swift",
            bytes: Array(
                """
                final class AppCoordinator {
                    let window: UIWindow
                    func start() {
                        window.rootViewController = makeRoot()
                        navigationController.pushViewController(factory.make(), animated: true)
                    }
                }
                """.utf8))
        let result = SwiftImporter.importApp(sources: [source], appName: "Odd")
        XCTAssertNil(result.draft, "no flow could be drafted")
        XCTAssertEqual(result.sites.map(\.line), [4, 5])
        for site in result.sites {
            guard case .notUnderstood = site.status else {
                return XCTFail("line \(site.line) was drafted: \(site.status)")
            }
        }
    }

    /// `if needsReset { … }` without `return` runs what follows either way: no launch rule of
    /// its own. The same `if` that returns early is a decision: two rules and a stored key.
    func testAnIfThatDoesNotLeaveStartDecidesNoLaunch() throws {
        func launch(_ branch: String) -> DraftApp {
            let source = SwiftSource(
                path: "AppCoordinator.swift",
                bytes: Array(
                    """
                    final class AppCoordinator {
                        let window: UIWindow
                        func start() {
                            if UserDefaults.standard.bool(forKey: "needsReset") {
                                \(branch)
                            }
                            window.rootViewController = MainViewController()
                        }
                    }
                    final class MainViewController: UIViewController {}
                    final class IntroViewController: UIViewController {}
                    """.utf8))
            return SwiftImporter.importApp(sources: [source], appName: "Reset").app
        }
        // Without `return` the Main root follows the Intro one on every launch.
        let runsOn = launch("window.rootViewController = IntroViewController()")
        XCTAssertEqual(runsOn.launch.count, 1)
        XCTAssertEqual(runsOn.launch.first?.when, nil)
        XCTAssertEqual(runsOn.state.map(\.name), [])
        let returns = launch("window.rootViewController = IntroViewController(); return")
        XCTAssertEqual(returns.launch.map(\.root), ["Intro", "Main"])
        XCTAssertEqual(returns.state.map(\.name), ["needsReset"])
    }

    /// `preferences.skipIntro = true` sets the flag the launch reads; a property the launch
    /// does not read (`isLoading`) is not state.
    func testAFlagTheLaunchReadsIsSetByAssignment() throws {
        let source = SwiftSource(
            path: "RootCoordinator.swift",
            bytes: Array(
                """
                final class RootCoordinator {
                    let window: UIWindow
                    let preferences = AppPreferences()
                    var isLoading = false
                    func start() {
                        if preferences.skipIntro {
                            window.rootViewController = MainViewController()
                            return
                        }
                        let intro = IntroViewController()
                        intro.onFinish = { [weak self] in
                            self?.isLoading = true
                            self?.preferences.skipIntro = true
                            self?.start()
                        }
                        window.rootViewController = intro
                    }
                }
                final class MainViewController: UIViewController {}
                final class IntroViewController: UIViewController {}
                """.utf8))
        let draft = try XCTUnwrap(
            SwiftImporter.importApp(sources: [source], appName: "Intro").draft)
        XCTAssertTrue(draft.contains("- set: {skipIntro: true}"), draft)
        XCTAssertFalse(draft.contains("isLoading"), draft)
        XCTAssertEqual(
            draft.components(separatedBy: "\n").filter { $0.contains("- set:") }.count, 1, draft)
    }
}
