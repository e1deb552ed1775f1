import FlowKit
import XCTest

@testable import Scenarios

/// container screens, as app and scenario files write it: `embeds:`, `pages:`,
/// `embed:`, `unembed:`, `showPage:`, the `swipe:` step and the `page:` and `children:`
/// expectations.
final class ContainerSyntaxTests: XCTestCase {
    private let app = """
        app: T
        launch:
          - state: main
            root: Main(user=ann)
        flows:
          Main:
            params: [user]
            stack: [Home]
          Tour: {push: [Tour]}
        screens:
          Home:
            embeds: [Header, "Feed(user=$user)"]
            actions:
              tour: {start: Tour}
              showMap: [unembed: Feed, embed: Map]
          Header:
            actions:
              refresh: []
          Feed:
            params: [user]
          Map: {}
          Tour:
            pages: [Intro, Tips, Done]
            actions:
              skip: {showPage: Done}
          Intro:
            actions:
              next: {showPage: next}
          Tips: {}
          Done: {}
        """

    func testContainersCompileToTheirChildrenInOrder() throws {
        let compiled = try Compiled(app: app)
        XCTAssertEqual(compiled.diagnostics, [])
        let definition = try XCTUnwrap(compiled.app).definition
        XCTAssertEqual(
            definition.screens["Home"]?.embeds?.map(\.description), ["Header", "Feed(user=$user)"])
        XCTAssertEqual(definition.screens["Tour"]?.pages.map(\.name), ["Intro", "Tips", "Done"])
        XCTAssertNil(definition.screens["Tips"]?.embeds)
        XCTAssertEqual(
            definition.screens["Home"]?.action("showMap")?.effects,
            [.unembed("Feed"), .embed("Map")])
        XCTAssertEqual(
            definition.screens["Intro"]?.action("next")?.effects, [.showPage(.direction(.next))])
        XCTAssertEqual(
            definition.screens["Tour"]?.action("skip")?.effects, [.showPage(.named("Done"))])
    }

    func testAScenarioSwipesPagesAndExpectsPageAndChildren() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: pages
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - expect: {children: [Header, Feed(user=ann)], top: Home}
                  - tap: refresh
                  - tap: tour
                  - expect: {top: Tour, page: Intro, children: [Intro]}
                  - swipe: next
                  - expect: {page: Tips}
                  - swipe: previous
                  - tap: next
                  - expect: {page: Tips, stack: [Home, Tour]}
                """)
        XCTAssertEqual(compiled.diagnostics, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        XCTAssertTrue(outcome.isSuccess, "\(outcome.status)")
    }

    func testAWrongPageExpectationFailsAndSaysWhichPageShows() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: pages
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - tap: tour
                  - expect: {page: Tips}
                """)
        XCTAssertEqual(compiled.diagnostics, [])
        let outcome = ScenarioRunner.run(try XCTUnwrap(compiled.scenario))
        guard case .failed(let failure) = outcome.status else {
            return XCTFail("the scenario should fail: \(outcome.status)")
        }
        XCTAssertEqual(
            failure.message, "expected the page 'Tips' but 'Tour' shows 'Intro' (page 1 of 3)")
        XCTAssertEqual(failure.location.line, 6)
    }

    func testAnUnknownChildOrPageIsAnErrorWithItsPlaceAndASuggestion() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "embeds: [Header,", with: "embeds: [Headr,")
                .replacingOccurrences(of: "pages: [Intro,", with: "pages: [Intr,"))
        XCTAssertEqual(
            compiled.errors.map { String($0.prefix { $0 != "\n" }) },
            [
                "apps/a.app.yaml:12:14: error: unknown screen 'Headr'; every screen must be declared under screens:; did you mean 'Header'?",
                "apps/a.app.yaml:23:13: error: unknown screen 'Intr'; every screen must be declared under screens:; did you mean 'Intro'?",
            ])
    }

    func testBadContainerKeysAreErrors() throws {
        let both = try Compiled(
            app: app.replacingOccurrences(
                of: "    pages: [Intro, Tips, Done]",
                with: "    pages: [Intro, Tips, Done]\n    embeds: [Map]"))
        XCTAssertTrue(
            both.errors.contains { $0.contains("screen 'Tour' has both embeds and pages") },
            "\(both.errors)")
        let empty = try Compiled(
            app: app.replacingOccurrences(of: "[Intro, Tips, Done]", with: "[]"))
        XCTAssertTrue(
            empty.errors.contains { $0.contains("screen 'Tour' must list at least one page") },
            "\(empty.errors)")
        let typo = try Compiled(
            app: app.replacingOccurrences(of: "    embeds: [Header", with: "    embed: [Header"))
        XCTAssertTrue(
            typo.errors.contains { $0.contains("'embed'") && $0.contains("embeds") },
            "\(typo.errors)")
    }

    func testAScreenThatContainsItselfIsAnError() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "    params: [user]\n  Map: {}",
                with: "    params: [user]\n    pages: [Home]\n  Map: {}"))
        XCTAssertEqual(
            compiled.errors.map { String($0.prefix { $0 != "\n" }) },
            [
                // Found from Feed (screens are walked by name): reported where the chain closes.
                "apps/a.app.yaml:12:23: error: screen 'Feed' contains itself: 'Feed' has the page 'Home', 'Home' embeds 'Feed'; a view controller cannot be its own child"
            ])
    }

    func testContainerEffectsCheckTheirNames() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(
                of: "skip: {showPage: Done}", with: "skip: {showPage: Don}"
            )
            .replacingOccurrences(of: "unembed: Feed,", with: "unembed: Fed,"))
        let firstLines = compiled.errors.map { String($0.prefix { $0 != "\n" }) }
        XCTAssertTrue(
            firstLines.contains {
                $0.hasSuffix("error: unknown page 'Don'; did you mean 'Done'?")
                    || $0.contains("unknown page 'Don'") && $0.contains("did you mean 'Done'")
            },
            "\(firstLines)")
        XCTAssertTrue(
            firstLines.contains {
                $0.contains("unknown screen 'Fed'") && $0.contains("did you mean 'Feed'")
            },
            "\(firstLines)")
        let noContainer = try Compiled(
            app: app.replacingOccurrences(
                of: "    embeds: [Header, \"Feed(user=$user)\"]\n", with: ""))
        XCTAssertTrue(
            noContainer.errors.contains { $0.contains("embed needs a container screen") },
            "\(noContainer.errors)")
    }

    func testAnEmbeddedChildsArgumentMustBeSupplied() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "Feed(user=$user)", with: "Feed(user=$usr)"))
        XCTAssertTrue(
            compiled.errors.contains {
                $0.hasPrefix(
                    "apps/a.app.yaml:12:33: error: nothing supplies '$usr' in the embeds of 'Home'")
            }, "\(compiled.errors)")
    }

    func testSwipeStepsAndExpectationsAreChecked() throws {
        let compiled = try Compiled(
            app: app,
            scenario: """
                scenario: bad
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - swipe: nxt
                  - expect: {page: Tip}
                  - swipe
                """)
        let firstLines = compiled.errors.map { String($0.prefix { $0 != "\n" }) }
        XCTAssertTrue(
            firstLines.contains {
                $0.hasPrefix("flows/s.flow.yaml:5:12: error: unknown direction 'nxt'")
                    && $0.contains("did you mean 'next'")
            }, "\(firstLines)")
        XCTAssertTrue(
            firstLines.contains {
                $0.hasPrefix("flows/s.flow.yaml:6:20: error: unknown screen 'Tip'")
                    && $0.contains("did you mean 'Tips'")
            }, "\(firstLines)")
        XCTAssertTrue(
            firstLines.contains { $0.contains("7:5: error: the step 'swipe' needs a value") },
            "\(firstLines)")
        let noPages = try Compiled(
            app: app.replacingOccurrences(of: "    pages: [Intro, Tips, Done]\n", with: "")
                .replacingOccurrences(of: "skip: {showPage: Done}", with: "skip: []")
                .replacingOccurrences(of: "next: {showPage: next}", with: "next: []"),
            scenario: """
                scenario: no pages
                app: ../apps/a.app.yaml
                steps:
                  - launch
                  - swipe: next
                """)
        XCTAssertTrue(
            noPages.errors.contains {
                $0.contains("5:12: error: the app has no page view controller")
            },
            "\(noPages.errors)")
    }

    func testContainerDiagnosticsCarryTheirIds() throws {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let appPath = try files.write(
            "a.app.yaml",
            """
            app: A
            launch:
              - state: main
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home:
                embeds: [Loop]
                pages: [Tips]
                actions:
                  add: {embed: Tips}
                  turn: {showPage: Tip}
              Loop: {pages: [Back]}
              Back: {embeds: [Loop]}
              Empty: {pages: []}
              Tips: {}
            """)
        var loader = ScenarioLoader()
        XCTAssertNil(loader.compiledApp(appPath, referencedAt: nil))
        XCTAssertEqual(
            loader.diagnostics.map(\.id),
            [.embedsAndPages, .noPages, .screenContainsItself, .unknownPage])
        let noContainer = try files.write(
            "b.app.yaml",
            """
            app: B
            launch:
              - state: main
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home:
                actions:
                  add: {embed: Tips}
                  turn: {showPage: next}
              Tips: {}
            """)
        var second = ScenarioLoader()
        XCTAssertNil(second.compiledApp(noContainer, referencedAt: nil))
        XCTAssertEqual(
            second.diagnostics.map(\.id), [.embedWithoutContainer, .showPageWithoutPages])
    }

    func testAChildActionATapNeverReachesIsAWarning() throws {
        let compiled = try Compiled(
            app: app.replacingOccurrences(of: "      refresh: []", with: "      tour: []"))
        XCTAssertEqual(compiled.errors, [])
        XCTAssertEqual(
            compiled.warnings.map { String($0.prefix { $0 != "\n" }) },
            [
                "apps/a.app.yaml:12:14: warning: a tap of 'tour' never reaches 'Header' in 'Home': 'Home' itself has an action 'tour' too, and a tap runs the first (the container's, then its children's in order); give one of them another name"
            ])
    }
}
