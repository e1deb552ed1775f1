import XCTest

@testable import FlowKit

/// The launch decision as a collapsed table, its findings, and its bounds.
final class DecisionTableTests: XCTestCase {
    private func app(_ state: [StateKey], _ rules: [LaunchRule]) -> AppDefinition {
        AppDefinition(
            name: "T", state: state, launch: rules,
            flows: [FlowSpec("Main", content: .stack(["Home"]))], screens: [ScreenSpec("Home")])
    }

    /// Every combination lies in exactly one row, and that row names the rule the engine picks.
    private func assertRowsAgreeWithTheEngine(
        _ app: AppDefinition, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let table = try DecisionTable(app: app)
        XCTAssertEqual(
            table.rows.reduce(0) { $0 + $1.combinations }, table.combinations,
            "rows cover each combination once", file: file, line: line)
        var position = [Int](repeating: 0, count: table.inputs.count)
        var seen = 0
        while true {
            var store = Store(app: app)
            for (i, input) in table.inputs.enumerated() {
                store[app.index(ofKey: input.key.name)!] = input.values[position[i]]
            }
            let covering = table.rows.filter { row in
                zip(row.choices, position).allSatisfy { $0.contains($1) }
            }
            XCTAssertEqual(covering.count, 1, "\(position)", file: file, line: line)
            let expected = try LaunchDecision(app: app).firstHolding(store: store)?.state
            XCTAssertEqual(
                covering.first.flatMap { table.rule(of: $0)?.state }, expected, "\(position)",
                file: file, line: line)
            XCTAssertEqual(
                table.rowIndex(for: store).map { table.rows[$0] }, covering.first, file: file,
                line: line)
            seen += 1
            var k = position.count - 1
            while k >= 0 {
                position[k] += 1
                if position[k] < table.inputs[k].values.count { break }
                position[k] = 0
                k -= 1
            }
            if k < 0 { break }
        }
        XCTAssertEqual(seen, table.combinations, file: file, line: line)
    }

    func testInputsTryBooleansBothWaysDeclaredValuesAndNullAndTheSampleAndComparedValues() throws {
        let table = try DecisionTable(app: LaunchDecisionTests.app)
        XCTAssertEqual(
            table.inputs.map(\.key.name), ["isFirstLaunched", "submittedPin", "session"])
        XCTAssertEqual(
            table.inputs.map(\.values), [[true, false], [nil, 1111], ["none", "guest", "user"]])
        let token = app(
            [StateKey("token", default: nil, sample: "abc")],
            [
                LaunchRule("expired", when: [.equals("token", .literal("expired"))], root: "Main"),
                LaunchRule("other", root: "Main"),
            ])
        XCTAssertEqual(try DecisionTable(app: token).inputs.first?.values, [nil, "abc", "expired"])
    }

    func testRowsCollapseWhereAnInputDoesNotMatter() throws {
        let table = try DecisionTable(app: LaunchDecisionTests.app)
        XCTAssertEqual(table.combinations, 12)
        XCTAssertEqual(table.rows.count, 5)
        let first = table.rows[0]
        XCTAssertEqual(table.rule(of: first)?.state, "firstLaunch")
        XCTAssertEqual(table.values(in: first, input: 0), [true])
        XCTAssertNil(
            table.values(in: first, input: 1), "submittedPin does not matter on a first launch")
        XCTAssertNil(table.values(in: first, input: 2))
        XCTAssertEqual(first.combinations, 6)
        XCTAssertTrue(
            table.findings.contains(
                .unwrittenInput(key: "isFirstLaunched", readBy: ["firstLaunch"])))
        try assertRowsAgreeWithTheEngine(LaunchDecisionTests.app)
    }

    func testAShadowedRuleAFallThroughAndAnImpossibleRuleAreFlagged() throws {
        let plan = StateKey("plan", default: "free", values: ["free", "pro", "team"])
        let app = app(
            [
                StateKey("isFirstLaunched", default: true), plan,
                StateKey("token", default: nil, sample: "abc"),
            ],
            [
                LaunchRule("onboarding", when: [.isSet("isFirstLaunched")], root: "Main"),
                LaunchRule("paid", when: [.notEquals("plan", .literal("free"))], root: "Main"),
                LaunchRule("team", when: [.equals("plan", .literal("team"))], root: "Main"),
                LaunchRule(
                    "never",
                    when: [.equals("plan", .literal("pro")), .equals("plan", .literal("team"))],
                    root: "Main"),
                LaunchRule("signedIn", when: [.isSet("token")], root: "Main"),
            ])
        let table = try DecisionTable(app: app)
        XCTAssertTrue(
            table.findings.contains(.shadowedRule(state: "team", by: ["onboarding", "paid"])),
            "\(table.findings)")
        XCTAssertTrue(table.findings.contains(.impossibleRule(state: "never")), "\(table.findings)")
        guard
            let fallThrough = table.findings.first(where: {
                if case .fallThrough = $0 { return true } else { return false }
            }),
            case .fallThrough(let rows, let combinations) = fallThrough
        else { return XCTFail("no fall-through in \(table.findings)") }
        XCTAssertEqual(combinations, 1, "not first launch, free plan, no token")
        XCTAssertNil(table.rule(of: table.rows[rows[0]]))
        XCTAssertTrue(
            table.findings.allSatisfy {
                $0.isProblem
                    || $0 == .unwrittenInput(key: "isFirstLaunched", readBy: ["onboarding"])
                    || $0 == .unwrittenInput(key: "plan", readBy: ["paid", "team", "never"])
                    || $0 == .unwrittenInput(key: "token", readBy: ["signedIn"])
            },
            "\(table.findings)")
        try assertRowsAgreeWithTheEngine(app)
    }

    func testAComparisonWithAnotherKeySplitsOnItsValues() throws {
        let app = app(
            [
                StateKey("a", default: "x", values: ["x", "y"]),
                StateKey("b", default: "x", values: ["x", "y", "z"]),
            ],
            [
                LaunchRule("same", when: [.equals("a", .reference("b"))], root: "Main"),
                LaunchRule("differ", root: "Main"),
            ])
        let table = try DecisionTable(app: app)
        XCTAssertEqual(table.inputs.map(\.key.name), ["a", "b"])
        try assertRowsAgreeWithTheEngine(app)
    }

    func testAnyOfSeveralConditionsIsTheUnionOfTheirRows() throws {
        let plan = StateKey("plan", default: "free", values: ["free", "pro", "team"])
        let app = app(
            [StateKey("beta", default: false), plan],
            [
                LaunchRule(
                    "preview", when: [.any([.isSet("beta"), .equals("plan", .literal("team"))])],
                    root: "Main"),
                LaunchRule("rest", root: "Main"),
            ])
        let table = try DecisionTable(app: app)
        XCTAssertEqual(
            table.rows.filter { $0.ruleIndex == 0 }.reduce(0) { $0 + $1.combinations }, 4,
            "beta (3 plans) or team without beta")
        try assertRowsAgreeWithTheEngine(app)
    }

    func testManyIndependentInputsGiveOneRowEachInsteadOfAnExponentialTable() throws {
        let keys = (0..<DecisionTable.maximumInputs).map { StateKey("flag\($0)", default: false) }
        let rules =
            keys.map { LaunchRule("on\($0.name)", when: [.isSet($0.name)], root: "Main") } + [
                LaunchRule("none", root: "Main")
            ]
        let table = try DecisionTable(app: app(keys, rules))
        XCTAssertEqual(table.rows.count, keys.count + 1)
        XCTAssertEqual(table.combinations, 1 << keys.count)
        XCTAssertTrue(table.findings.allSatisfy { !$0.isProblem })
    }

    func testTooManyInputsAreRefusedWithAClearLimit() {
        let keys = (0...DecisionTable.maximumInputs).map { StateKey("flag\($0)", default: false) }
        let rules = keys.map { LaunchRule("on\($0.name)", when: [.isSet($0.name)], root: "Main") }
        XCTAssertThrowsError(try DecisionTable(app: app(keys, rules))) { error in
            XCTAssertEqual(
                (error as? DecisionLimitError)?.message,
                "the launch rules read \(keys.count) state keys, more than the \(DecisionTable.maximumInputs) a decision table takes"
            )
        }
    }

    func testADecisionThatNeedsExponentiallyManyRowsStopsAtTheLimit() {
        // No rule holds exactly where (a1 or b1) and (a2 or b2) and …: 2^16 boxes at least.
        var keys: [StateKey] = []
        var rules: [LaunchRule] = []
        for i in 0..<16 {
            keys += [StateKey("a\(i)", default: false), StateKey("b\(i)", default: false)]
            rules.append(
                LaunchRule("r\(i)", when: [.isNotSet("a\(i)"), .isNotSet("b\(i)")], root: "Main"))
        }
        XCTAssertThrowsError(try DecisionTable(app: app(keys, rules))) { error in
            XCTAssertTrue(
                (error as? DecisionLimitError)?.message.contains(
                    "more than \(DecisionTable.maximumRows) rows") ?? false, "\(error)")
        }
    }

    func testRowIndexStandsAnUntriedOpenValueInByTheSample() throws {
        let table = try DecisionTable(app: LaunchDecisionTests.app)
        var store = Store(app: LaunchDecisionTests.app)
        store[0] = false
        store[1] = 4242
        let row = try XCTUnwrap(table.rowIndex(for: store))
        XCTAssertEqual(table.rule(of: table.rows[row])?.state, "pendingSubmission")
    }

    func testWrittenKeysFindWritesInActionsAlertsBranchesAndLaunchFollowUps() {
        var app = LaunchDecisionTests.app
        app.screens["Home"] = ScreenSpec(
            "Home",
            actions: [
                ActionSpec(
                    "a",
                    [
                        .alert(
                            AlertSpec(
                                title: "t",
                                buttons: [
                                    AlertButton(
                                        "Yes",
                                        [.set([StateWrite("isFirstLaunched", .literal(false))])])
                                ]))
                    ]),
                ActionSpec(
                    "b",
                    [
                        .branch(
                            .isSet("session"), then: [],
                            else: [
                                .guardThat(
                                    .isSet("x"),
                                    else: [.set([StateWrite("session", .literal("user"))])])
                            ])
                    ]),
            ])
        XCTAssertEqual(app.writtenKeys, ["isFirstLaunched", "session"])
    }
}
