import FlowKit
import XCTest

@testable import Scenarios

final class AppCompilerTests: XCTestCase {
    private func compile(_ text: String) throws -> (CompiledApp?, [String]) {
        let files = try TemporaryFiles()
        defer { files.remove() }
        let path = try files.write("x.app.yaml", text)
        var loader = ScenarioLoader()
        let app = loader.compiledApp(path, referencedAt: nil)
        return (
            app,
            loader.diagnostics.map {
                $0.description.replacingOccurrences(of: files.root + "/", with: "")
            }
        )
    }

    private let header = """
        app: T
        launch:
          - state: main
            root: Main

        """

    func testCompilesTheCommunityAppWithActionArgumentsAndReservedSession() throws {
        let (app, errors) = try compile(communityApp)
        XCTAssertEqual(errors, [])
        let definition = try XCTUnwrap(app).definition
        XCTAssertEqual(definition.screens["Channels"]?.action("open")?.arguments, ["channel"])
        XCTAssertEqual(definition.screens["Room"]?.action("send")?.arguments, [])
        XCTAssertEqual(definition.key("session")?.domain, .keychain)
        XCTAssertEqual(definition.key("isFirstLaunched")?.domain, .defaults)
        XCTAssertEqual(
            definition.screens["Settings"]?.action("deleteAccount")?.deletesAccount, true)
        XCTAssertEqual(app?.tabNames, ["feed", "chat"])
        XCTAssertEqual(app?.launchStates, ["firstLaunch", "loggedIn", "guest", "signedOut"])
    }

    func testUnknownScreenAndFlowGetDidYouMean() throws {
        let (app, errors) = try compile(
            header + """
                flows:
                  Main: {stack: [Home]}
                  Settings: {present: [Settings]}
                screens:
                  Home:
                    actions:
                      a: {push: Hme}
                      b: {start: Setings}
                  Settings: {}
                """)
        XCTAssertNil(app)
        XCTAssertEqual(
            errors,
            [
                "x.app.yaml:11:17: error: unknown screen 'Hme'; every screen must be declared under screens:; did you mean 'Home'?",
                "x.app.yaml:12:18: error: unknown flow 'Setings'; did you mean 'Settings'?",
            ])
    }

    func testMoreThanFiveTabsIsRejected() throws {
        let (_, errors) = try compile(
            header + """
                flows:
                  Main: {tabs: {a: A, b: A, c: A, d: A, e: A, f: A}}
                  A: {stack: [Home]}
                screens:
                  Home: {}
                """)
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(
            errors[0].contains("error: flow 'Main' has 6 tabs; at most 5 are supported"), errors[0])
    }

    func testACommaSplitArgumentListSaysToQuote() throws {
        let (_, errors) = try compile(
            header + """
                flows:
                  Main: {stack: [Home]}
                  Detail: {params: [id, from], push: ["Post(id=$id, from=$from)"]}
                screens:
                  Home:
                    actions:
                      open: [start: Detail(id=1, from=home)]
                  Post: {params: [id, from]}
                """)
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(
            errors[0].contains(
                "unclosed '(' in the flow to start 'Detail(id=1'; inside a flow list [...] a comma splits the item, so quote"
            ), errors[0])
    }

    func testAThenOrStyleSplitIntoItsOwnListItemSaysToWriteOneMapping() throws {
        // `[finish, if: c, then: …, else: …]` is four items in YAML: `then` and `else` are
        // reported as keys that go beside `if` (not as unknown effects), as is `style` beside `present`.
        let (app, errors) = try compile(
            header + """
                state:
                  seen: false
                flows:
                  Main: {stack: [Home]}
                screens:
                  Home:
                    actions:
                      a: [set: {seen: true}, if: seen, then: [push: Home], else: [pop]]
                      b: [present: Home, style: fullScreen]
                      c: [{present: Home, style: fullScreen}, {if: seen, then: [pop]}]
                """)
        XCTAssertNil(app)
        XCTAssertEqual(
            errors,
            [
                "x.app.yaml:12:30: error: 'if' needs 'then:' or 'else:' beside it",
                "x.app.yaml:12:40: error: 'then' goes beside 'if' in one mapping, but here it is an item of its own (in a list written [a: 1, b: 2] each comma starts an item); write the pair as one item: {if: …, then: …}",
                "x.app.yaml:12:60: error: 'else' goes beside 'if' in one mapping, but here it is an item of its own (in a list written [a: 1, b: 2] each comma starts an item); write the pair as one item: {if: …, else: …}",
                "x.app.yaml:13:26: error: 'style' goes beside 'present' in one mapping, but here it is an item of its own (in a list written [a: 1, b: 2] each comma starts an item); write the pair as one item: {present: …, style: …}",
            ])
    }

    func testNamesThatNothingSuppliesAreReportedOutsideActions() throws {
        let (_, errors) = try compile(
            header + """
                flows:
                  Main: {stack: [Post(id=$postId)]}
                screens:
                  Post: {params: [id]}
                links:
                  post(id): [push: Post(id=$ident)]
                """)
        XCTAssertEqual(
            errors,
            [
                "x.app.yaml:6:26: error: nothing supplies '$postId' in flow 'Main'; declare it under the flow's params: or as a state key",
                "x.app.yaml:10:28: error: nothing supplies '$ident' in this link; name it in the link's parameters or as a state key",
            ])
    }

    func testStartingAStackFlowAndRootingAPushFlowAreErrors() throws {
        let (_, errors) = try compile(
            header + """
                flows:
                  Main: {stack: [Home]}
                  Other: {stack: [Home]}
                  Pushed: {push: [Home]}
                screens:
                  Home:
                    actions:
                      a: {start: Other}
                      b: {root: Pushed}
                """)
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors[0].contains("'Other' is a stack flow and cannot be started"))
        XCTAssertTrue(errors[1].contains("'Pushed' is a push flow and cannot be the window root"))
    }

    func testValuesOutsideAKeysDomainAreRejected() throws {
        let (_, errors) = try compile(
            """
            app: T
            state:
              stage: {default: none, values: [none, verified]}
              onboarded: false
            launch:
              - state: main
                when: stage == verifed
                root: Main
              - state: other
                root: Main
            flows:
              Main: {stack: [Home]}
            screens:
              Home:
                actions:
                  a: {set: {onboarded: "yes"}}
            """)
        XCTAssertEqual(
            errors,
            [
                "x.app.yaml:7:20: error: 'verifed' is not a value of 'stage'; it takes none, verified; did you mean 'verified'?",
                "x.app.yaml:16:28: error: 'yes' is not a value of 'onboarded'; it takes true, false",
            ])
    }
}

final class SourceFileTests: XCTestCase {
    func testLinesSplitOnLFAndCRLF() {
        let file = SourceFile(path: "x", text: "a\r\nb\nc\r\n")
        XCTAssertEqual(file.lines, ["a", "b", "c", ""])
        XCTAssertEqual(file.line(2), "b")
        XCTAssertNil(file.line(5))
    }
}

extension AppCompilerTests {
    private func sessionApp(_ declaration: String) -> String {
        """
        app: T
        state:
          session: \(declaration)
        launch:
          - state: main
            root: Main
        flows:
          Main: {stack: [Home]}
        screens:
          Home:
            actions:
              signIn: {set: {session: user}}
        """
    }

    func testSessionMayNarrowItsValues() throws {
        let compiled = try Compiled(app: sessionApp("{values: [none, user]}"))
        XCTAssertEqual(compiled.errors, [])
        let key = try XCTUnwrap(compiled.app?.definition.key("session"))
        XCTAssertEqual(key.values, ["none", "user"])
        XCTAssertEqual(key.defaultValue, "none")
        XCTAssertEqual(key.domain, .keychain)
        // The narrowed domain is the engine's too: a guest cannot be written.
        var sim = try Simulator(app: try XCTUnwrap(compiled.app).definition)
        XCTAssertThrowsError(try sim.set(["session": "guest"])) { error in
            XCTAssertEqual(
                (error as? StepError)?.message,
                "'guest' is not a value of 'session'; it takes none, user")
        }
        // And a scenario that expects one is an error check reports.
        let scenario = try Compiled(
            app: sessionApp("{values: [none, user]}"),
            scenario: """
                scenario: no guests
                app: ../apps/a.app.yaml
                steps: [launch, expect: {session: guest}]
                """)
        XCTAssertEqual(
            scenario.errors,
            [
                "flows/s.flow.yaml:3:35: error: 'guest' is not a value of 'session'; it takes none, user"
            ])
    }

    func testSessionValuesOutsideTheReservedThreeAreErrors() throws {
        let compiled = try Compiled(app: sessionApp("{values: [none, user, admin]}"))
        XCTAssertEqual(
            compiled.errors,
            [
                "apps/a.app.yaml:3:21: error: 'session' is reserved with the values none, guest and user; an app may narrow them (values: [none, user]) but not add 'admin'"
            ])
        let badDefault = try Compiled(app: sessionApp("{default: guest, values: [none, user]}"))
        XCTAssertEqual(badDefault.errors.count, 1)
        XCTAssertTrue(
            badDefault.errors[0].contains(
                "the default of 'session' must be one of its values: none, user"),
            "\(badDefault.errors)")
    }
}
