import XCTest

@testable import FlowKit

/// Asynchronous requests with named outcomes.
final class RequestTests: XCTestCase {
    private static let signIn = RequestSpec(
        "signIn",
        outcomes: [
            RequestOutcome("success", [.push("Home")]),
            RequestOutcome("failure", [.alert(AlertSpec(title: "Wrong password"))]),
        ])

    private static let app = AppDefinition(
        name: "Requests",
        state: [StateKey("token", default: nil, domain: .keychain, sample: "t")],
        launch: [
            LaunchRule(
                "returning", when: [.isSet("token")], root: "Splash",
                then: [
                    .request(
                        RequestSpec(
                            "refresh",
                            outcomes: [
                                RequestOutcome("success", [.root("Root")]),
                                RequestOutcome("expired", [write("token", nil), .decide]),
                            ]))
                ]),
            LaunchRule("signedOut", root: "Root"),
        ],
        flows: [
            FlowSpec("Root", content: .stack(["SignIn"])),
            FlowSpec("Splash", content: .stack(["Splash"])),
            FlowSpec("Detail", content: .push(["Detail"]), autoFinish: true),
        ],
        screens: [
            screen(
                "SignIn",
                [
                    "submit": [.request(signIn)],
                    "help": [.push("Help")],
                    "detail": [.start("Detail")],
                ]),
            screen("Help"), screen("Home"), screen("Splash"),
            screen(
                "Detail",
                [
                    "load": [
                        .request(
                            RequestSpec("load", outcomes: [RequestOutcome("done", [.push("Help")])])
                        )
                    ],
                    "loadThenFinish": [
                        .finish,
                        .request(
                            RequestSpec("load", outcomes: [RequestOutcome("done", [.push("Help")])])
                        ),
                    ],
                ]),
        ])

    private func launched() throws -> Simulator {
        var sim = try Simulator(app: Self.app)
        try sim.launch()
        return sim
    }

    func testARequestStaysPendingWhileTheUserKeepsTappingAndItsOutcomeRunsOnRespond() throws {
        var sim = try launched()
        try sim.tap("submit")
        XCTAssertEqual(sim.pendingRequests.map(\.name), ["signIn"])
        XCTAssertEqual(sim.stackNames, ["SignIn"], "nothing changes until the answer arrives")
        try sim.tap("help")
        try sim.back()
        try sim.respond("signIn", "success")
        XCTAssertEqual(sim.stackNames, ["SignIn", "Home"])
        XCTAssertEqual(sim.pendingRequests, [])
    }

    func testEachOutcomeRunsItsOwnEffects() throws {
        var sim = try launched()
        try sim.tap("submit")
        try sim.respond("signIn", "failure")
        XCTAssertEqual(sim.alertTitle, "Wrong password")
        XCTAssertEqual(sim.stackNames, ["SignIn"])
    }

    func testRespondingToARequestThatIsNotPendingFailsAndChangesNothing() throws {
        var sim = try launched()
        assertStepFails(
            &sim, .respond("signIn", outcome: "success"), .noPendingRequest("signIn", pending: []),
            mentions: ["nothing is pending"])
        try sim.tap("submit")
        assertStepFails(
            &sim, .respond("refresh", outcome: "success"),
            .noPendingRequest("refresh", pending: ["signIn"]), mentions: ["pending: signIn"])
        assertStepFails(
            &sim, .respond("signIn", outcome: "expired"),
            .noSuchOutcome("expired", request: "signIn", available: ["success", "failure"]),
            mentions: ["success, failure"])
    }

    func testAnOutcomeArrivingAfterItsScreenLeftTheHierarchyIsDroppedAndTheTraceSaysSo() throws {
        var sim = try launched()
        try sim.tap("detail")
        try sim.tap("load")
        try sim.back()  // Detail is released before the answer
        let before = sim.stackNames
        try sim.respond("load", "done")
        XCTAssertEqual(sim.stackNames, before, "the [weak self] handler finds nil: nothing runs")
        XCTAssertEqual(sim.pendingRequests, [], "the request was answered all the same")
        XCTAssertTrue(
            sim.trace.events.contains {
                if case .requestDropped(name: "load", outcome: "done", reason: let why) = $0 {
                    return why.contains("'Detail' left the window hierarchy")
                } else {
                    return false
                }
            },
            "\(sim.trace.events)")
    }

    func testAnOutcomeStartedByAFinishedCoordinatorIsDropped() throws {
        var sim = try launched()
        try sim.tap("detail")
        // Detail finishes, then the action goes on acting for the parent (Root), which starts the request.
        try sim.tap("loadThenFinish")
        XCTAssertEqual(
            sim.pendingRequests.first?.actor.coordinator,
            sim.coordinators?.all.first { $0.flow == "Root" }?.id)
        try sim.respond("load", "done")
        XCTAssertEqual(sim.stackNames, ["SignIn", "Help"], "Root is alive: its handler runs")
    }

    func testARelaunchDropsPendingRequests() throws {
        var sim = try launched()
        try sim.tap("submit")
        try sim.relaunch()
        XCTAssertEqual(sim.pendingRequests, [])
        assertStepFails(
            &sim, .respond("signIn", outcome: "success"), .noPendingRequest("signIn", pending: []),
            mentions: ["relaunch"])
    }

    func testALaunchRuleFollowUpWaitsForItsAnswerAndActsForTheFrontmostScreen() throws {
        var sim = try Simulator(app: Self.app, given: [Param("token", "t")])
        try sim.launch()
        XCTAssertEqual(sim.rootFlow, "Splash")
        XCTAssertEqual(sim.pendingRequests.map(\.name), ["refresh"])
        XCTAssertEqual(sim.pendingRequests.first?.followsFrontmost, true)
        try sim.respond("refresh", "success")
        XCTAssertEqual(
            sim.rootFlow, "Root",
            "the scene delegate holds the handler: the replaced Splash does not drop it")
        try sim.relaunch()
        try sim.respond("refresh", "expired")
        XCTAssertEqual(sim.launchState, "signedOut")
        XCTAssertEqual(sim.state("token"), Value.null)
    }

    func testResponsesGoToTheOldestRequestOfTheirName() throws {
        var sim = try launched()
        try sim.tap("submit")
        try sim.tap("help")
        try sim.back()
        try sim.tap("detail")
        try sim.tap("load")
        try sim.back()
        try sim.tap("submit")
        XCTAssertEqual(sim.pendingRequests.map { $0.name }, ["signIn", "load", "signIn"])
        XCTAssertEqual(
            sim.responseSteps,
            [
                .respond("signIn", outcome: "success"), .respond("signIn", outcome: "failure"),
                .respond("load", outcome: "done"),
            ])
        try sim.respond("signIn", "failure")
        XCTAssertEqual(sim.pendingRequests.map(\.name), ["load", "signIn"])
    }

    func testAvailableStepsOfferEachOutcomeAsAnEnvironmentStep() throws {
        var sim = try launched()
        XCTAssertFalse(
            sim.availableSteps.contains {
                if case .respond = $0.step { return true } else { return false }
            })
        try sim.tap("submit")
        let responses = sim.availableSteps.filter {
            if case .respond = $0.step { return true } else { return false }
        }
        XCTAssertEqual(
            responses,
            [
                AvailableStep(.respond("signIn", outcome: "success"), by: .environment),
                AvailableStep(.respond("signIn", outcome: "failure"), by: .environment),
            ])
        XCTAssertTrue(sim.canPerform(.respond("signIn", outcome: "failure")))
        XCTAssertFalse(sim.canPerform(.respond("signIn", outcome: "expired")))
        XCTAssertFalse(sim.canPerform(.respond("load", outcome: "done")))
    }

    func testPendingRequestsAreBounded() throws {
        var sim = try launched()
        for _ in 0..<Simulator.maximumPendingRequests { try sim.tap("submit") }
        assertStepFails(
            &sim, .tap("submit", []),
            .tooManyPendingRequests(limit: Simulator.maximumPendingRequests),
            mentions: ["signIn ×16"])
    }

    func testPendingRequestsArePartOfTheDeviceState() throws {
        let base = try launched()
        var waiting = base
        try waiting.tap("submit")
        XCTAssertNotEqual(waiting.device, base.device)
        XCTAssertNotEqual(waiting.device.fingerprint, base.device.fingerprint)
        try waiting.respond("signIn", "failure")
        try waiting.tapAlert("OK")
        XCTAssertEqual(
            waiting.device, base.device, "answered and dismissed: back to the state before")
    }

    func testTheHierarchyDescriptionListsPendingRequests() throws {
        var sim = try launched()
        try sim.tap("submit")
        XCTAssertTrue(
            sim.hierarchyDescription.contains("pending requests: signIn [success, failure]"),
            sim.hierarchyDescription)
    }
}
