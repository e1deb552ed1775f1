import XCTest

@testable import FlowKit

/// The scene-launch decision over every state combination (`launch`).
final class LaunchDecisionTests: XCTestCase {
    /// The manual's four-state example app: isFirstLaunched, submittedPin (open, sample 1111), session.
    static let app = AppDefinition(
        name: "WhatWeEat",
        state: [
            StateKey("isFirstLaunched", default: true),
            StateKey("submittedPin", default: nil, sample: 1111),
            StateKey(
                "session", default: "none", values: ["none", "guest", "user"], domain: .keychain),
        ],
        launch: [
            LaunchRule("firstLaunch", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
            LaunchRule(
                "pendingSubmission", when: [.notEquals("submittedPin", .literal(nil))],
                root: "Main",
                then: [
                    .select("together"),
                    .start(call("Submission", reading: ["pin": "submittedPin"])),
                ]),
            LaunchRule("loggedIn", when: [.equals("session", .literal("user"))], root: "Main"),
            LaunchRule("guest", when: [.equals("session", .literal("guest"))], root: "Main"),
            LaunchRule("signedOut", root: "Main"),
        ],
        flows: [
            FlowSpec("Onboarding", content: .stack([call("Onboarding", ["page": 1])])),
            FlowSpec(
                "Main",
                content: .tabs([
                    TabSpec("home", flow: "Home"), TabSpec("together", flow: "Together"),
                ])),
            FlowSpec("Home", content: .stack(["Home"])),
            FlowSpec("Together", content: .stack(["TogetherMenu"])),
            FlowSpec(
                "Submission", params: ["pin"],
                content: .push([call("Submission", reading: ["pin": "pin"])])),
        ],
        screens: [
            screen("Onboarding", params: ["page"]),
            screen("Home"), screen("TogetherMenu"), screen("Submission", params: ["pin"]),
        ])

    /// What the rules mean, written out independently of the engine.
    static func expectedState(isFirstLaunched: Bool, submittedPin: Value, session: String) -> String
    {
        if isFirstLaunched { return "firstLaunch" }
        if submittedPin != .null { return "pendingSubmission" }
        switch session {
        case "user": return "loggedIn"
        case "guest": return "guest"
        default: return "signedOut"
        }
    }

    static let combinations: [(Bool, Value, String)] = {
        var result: [(Bool, Value, String)] = []
        for first in [true, false] {
            for pin: Value in [nil, 1111] {
                for session in ["none", "guest", "user"] { result.append((first, pin, session)) }
            }
        }
        return result
    }()

    func testTheTableHasOneRowPerCombinationAndEachRowIsRight() throws {
        let rows = try LaunchDecision(app: Self.app).table()
        XCTAssertEqual(rows.count, 12)
        XCTAssertEqual(Set(rows.map(\.inputs)).count, 12, "no combination twice")
        for row in rows {
            XCTAssertEqual(row.inputs.map(\.name), ["isFirstLaunched", "submittedPin", "session"])
            guard case .bool(let first)? = row.inputs[named: "isFirstLaunched"],
                let pin = row.inputs[named: "submittedPin"],
                case .string(let session)? = row.inputs[named: "session"]
            else { return XCTFail("bad row \(row)") }
            let expected = Self.expectedState(
                isFirstLaunched: first, submittedPin: pin, session: session)
            XCTAssertEqual(row.state, expected, "\(row.inputs.argumentList)")
            XCTAssertEqual(row.root, expected == "firstLaunch" ? "Onboarding" : "Main")
        }
        for (first, pin, session) in Self.combinations {
            XCTAssertTrue(
                rows.contains {
                    $0.inputs == [
                        Param("isFirstLaunched", .bool(first)), Param("submittedPin", pin),
                        Param("session", .string(session)),
                    ]
                },
                "missing \(first) \(pin) \(session)")
        }
        XCTAssertEqual(
            Set(rows.compactMap(\.state)),
            ["firstLaunch", "pendingSubmission", "loggedIn", "guest", "signedOut"])
    }

    func testLaunchingFromEveryCombinationLandsWhereTheRulesSay() throws {
        for (first, pin, session) in Self.combinations {
            var sim = try Simulator(
                app: Self.app,
                given: [
                    Param("isFirstLaunched", .bool(first)), Param("submittedPin", pin),
                    Param("session", .string(session)),
                ])
            try sim.launch()
            let expected = Self.expectedState(
                isFirstLaunched: first, submittedPin: pin, session: session)
            XCTAssertEqual(sim.launchState, expected)
            XCTAssertEqual(sim.rootFlow, expected == "firstLaunch" ? "Onboarding" : "Main")
            if expected == "pendingSubmission" {
                XCTAssertEqual(sim.selectedTab, "together")
                XCTAssertEqual(sim.stackNames, ["TogetherMenu", "Submission(pin=1111)"])
                // Only the screens frontmost at the end of the launch load (launch).
                XCTAssertEqual(sim.lifecycle["TogetherMenu", .viewDidLoad], 0)
                XCTAssertEqual(sim.lifecycle["Home", .viewDidLoad], 0)
                XCTAssertEqual(sim.lifecycle["Submission", .viewDidAppear], 1)
            }
        }
    }

    func testOpenKeysEnumerateTheirDefaultAndSample() {
        XCTAssertEqual(StateKey("pin", default: nil, sample: 1111).enumeratedValues, [nil, 1111])
        XCTAssertEqual(
            StateKey("token", default: "x", sample: "y").enumeratedValues, ["x", "y", nil])
        XCTAssertEqual(StateKey("flag", default: false).enumeratedValues, [true, false])
        XCTAssertEqual(
            StateKey("mode", default: "a", values: ["b", "c"]).enumeratedValues, ["a", "b", "c"])
    }

    func testKeysNoRuleReadsAreNotEnumerated() throws {
        var app = Self.app
        app.launchRules = [
            LaunchRule("only", when: [.isSet("isFirstLaunched")], root: "Onboarding"),
            LaunchRule("rest", root: "Main"),
        ]
        let rows = try LaunchDecision(app: app).table()
        XCTAssertEqual(
            rows.map(\.inputs),
            [[Param("isFirstLaunched", true)], [Param("isFirstLaunched", false)]])
        XCTAssertEqual(rows.map(\.state), ["only", "rest"])
    }

    static var appWithoutFallback: AppDefinition {
        var app = Self.app
        app.launchRules.removeLast()
        app.screens["Home"] = screen("Home", ["signOut": [write("session", "none"), .decide]])
        return app
    }

    func testTheTableShowsCombinationsNoRuleHolds() throws {
        let rows = try LaunchDecision(app: Self.appWithoutFallback).table()
        let uncovered = rows.filter { $0.state == nil }
        XCTAssertEqual(uncovered.count, 1)
        XCTAssertEqual(
            uncovered.first?.inputs,
            [Param("isFirstLaunched", false), Param("submittedPin", nil), Param("session", "none")])
        XCTAssertNil(uncovered.first?.root)
    }

    func testLaunchWithNoHoldingRuleFailsAndLeavesTheDeviceUnchanged() throws {
        var sim = try Simulator(
            app: Self.appWithoutFallback, given: [Param("isFirstLaunched", false)])
        assertStepFails(
            &sim, .launch, .noLaunchRuleHolds,
            mentions: ["no launch rule holds", "session=none", "without `when`"])
        XCTAssertFalse(sim.isRunning)
    }

    func testDecideWithNoHoldingRuleFailsAndLeavesTheStoreUnchanged() throws {
        var sim = try Simulator(
            app: Self.appWithoutFallback,
            given: [Param("isFirstLaunched", false), Param("session", "user")])
        try sim.launch()
        XCTAssertEqual(sim.launchState, "loggedIn")
        assertStepFails(&sim, .tap("signOut", []), .noLaunchRuleHolds)
        XCTAssertEqual(sim.state("session"), "user", "the write before decide is undone too")
        XCTAssertEqual(sim.launchState, "loggedIn")
    }

    func testAConditionReadingAnotherKeyComparesTheStoredValues() throws {
        let app = AppDefinition(
            name: "Cmp",
            state: [StateKey("a", default: 1), StateKey("b", default: 2)],
            launch: [
                LaunchRule("same", when: [.equals("a", .reference("b"))], root: "Main"),
                LaunchRule("differ", root: "Main"),
            ],
            flows: [FlowSpec("Main", content: .stack(["Home"]))], screens: [screen("Home")])
        var sim = try Simulator(app: app, given: [Param("b", 1)])
        try sim.launch()
        XCTAssertEqual(sim.launchState, "same", "a == $b reads b from the store, not its default")
    }
}
