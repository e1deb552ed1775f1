import XCTest

@testable import FlowKit

/// DeviceState's fingerprint: equal states fingerprint equally; a change that shows fingerprints differently.
final class FingerprintTests: XCTestCase {
    private func app() -> AppDefinition { FlagTabsApp.app(name: "F") }

    func testTheSameStepsGiveEqualStatesAndEqualFingerprints() throws {
        var one = try Simulator(app: app())
        var two = try Simulator(app: app())
        for sim in [0, 1] {
            if sim == 0 {
                try one.launch()
                try one.tap("open")
            } else {
                try two.launch()
                try two.tap("open")
            }
        }
        XCTAssertEqual(one.device, two.device)
        XCTAssertEqual(one.device.fingerprint, two.device.fingerprint)
        XCTAssertEqual(Set([one.device, two.device]).count, 1)
    }

    func testEveryKindOfChangeChangesTheFingerprint() throws {
        var sim = try Simulator(app: app())
        var seen: [UInt64] = [sim.device.fingerprint]
        try sim.launch()
        seen.append(sim.device.fingerprint)  // the app runs
        let launched = sim.device
        try sim.tap("open")
        seen.append(sim.device.fingerprint)  // a push
        try sim.back()  // a pop: back where it was
        XCTAssertEqual(sim.device, launched, "push then back returns to an equal state")
        XCTAssertEqual(sim.device.fingerprint, launched.fingerprint)
        try sim.select("b")
        seen.append(sim.device.fingerprint)  // a tab switch (and a load)
        try sim.select("a")
        seen.append(sim.device.fingerprint)
        try sim.tap("flag")
        seen.append(sim.device.fingerprint)  // a store write
        try sim.tap("ask")
        seen.append(sim.device.fingerprint)  // an alert
        XCTAssertEqual(
            Set(seen).count, seen.count, "each step must change the fingerprint: \(seen)")
    }

    func testHashingUsesTheFingerprint() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        var hasher = Hasher()
        hasher.combine(sim.device.fingerprint)
        XCTAssertEqual(sim.device.hashValue, hasher.finalize())
    }

    // MARK: - Identity that does not depend on the path taken

    /// The board probe: open(id=7) → back → open(id=7) gave a state different from the first open.
    private func linkApp() -> AppDefinition {
        AppDefinition(
            name: "L",
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec("Main", content: .stack(["Home"])),
                FlowSpec(
                    "Detail", params: ["id"],
                    content: .push([Invocation("Post", [Argument("id", .reference("id"))])]),
                    autoFinish: true),
            ],
            screens: [
                ScreenSpec("Home"),
                ScreenSpec(
                    "Post", params: ["id"], actions: [ActionSpec("more", [.push("Comments")])]),
                ScreenSpec("Comments"),
            ],
            links: [
                LinkSpec(
                    "open", params: ["id"],
                    effects: [.start(Invocation("Detail", [Argument("id", .reference("id"))]))])
            ])
    }

    func testPushBackPushGivesAnEqualStateWithAnEqualFingerprint() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("open")
        let first = sim.device
        try sim.back()
        try sim.tap("open")
        XCTAssertEqual(sim.device, first)
        XCTAssertEqual(sim.device.fingerprint, first.fingerprint)
        XCTAssertEqual(sim.device.hashValue, first.hashValue)
        XCTAssertEqual(sim.device.app?.window, first.app?.window)
        XCTAssertNotEqual(
            sim.top?.id, first.app?.window.frontmost?.id,
            "the ids differ: only the canonical form is equal")
    }

    func testOpenBackOpenEqualsTheFirstOpenWithCoordinatorsStartedAgain() throws {
        var sim = try Simulator(app: linkApp())
        try sim.launch()
        try sim.open("open", ["id": 7])
        let first = sim.device
        try sim.back()  // the Detail flow finishes itself (autoFinish)
        XCTAssertEqual(sim.coordinatorPaths, ["App", "App/Main"])
        try sim.open("open", ["id": 7])
        XCTAssertEqual(sim.device, first)
        XCTAssertEqual(sim.device.fingerprint, first.fingerprint)
        XCTAssertEqual(sim.device.app?.coordinators, first.app?.coordinators)
        try sim.tap("more")
        XCTAssertNotEqual(sim.device, first)
        try sim.back()
        XCTAssertEqual(
            sim.device, first, "a loaded Comments screen leaves nothing behind once popped")
        try sim.back()
        try sim.open("open", ["id": 8])
        XCTAssertNotEqual(sim.device, first, "a different parameter is a different state")
        XCTAssertNotEqual(sim.device.fingerprint, first.fingerprint)
    }

    func testStatesThatDifferOnlyInWhatTheIdsLinkAreNotEqual() throws {
        // Home pushes Detail; a screen owned by a different coordinator is told apart by its owner.
        var sim = try Simulator(app: linkApp())
        try sim.launch()
        try sim.open("open", ["id": 7])
        let viaFlow = sim.device
        var other = try Simulator(app: linkApp())
        try other.launch()
        XCTAssertNotEqual(viaFlow, other.device)
        XCTAssertNotEqual(viaFlow.fingerprint, other.device.fingerprint)
    }

    /// An explorer numbers ids in one table walk after walk (each walk a new generation, the
    /// table doubling when half full): the fingerprints are those of a fresh table, for states
    /// small and large, in any order.
    func testAReusedNumberingTableGivesTheSameFingerprints() throws {
        var sim = try Simulator(app: linkApp())
        try sim.launch()
        var states = [sim.device]
        for id in 0..<300 {
            try sim.open("open", ["id": .int(id % 3)])
            states.append(sim.device)
        }
        let table = IDNumbering.Table(capacity: 16)
        for state in states + states.reversed() {
            XCTAssertEqual(state.fingerprint(using: table), state.fingerprint)
        }
        XCTAssertNotEqual(
            states[299].fingerprint(using: table), states[300].fingerprint(using: table))
    }

    /// Ids are numbered in the order first met, each kind on its own, whether the id has a direct
    /// slot (small), needs the direct slots to grow, or goes to the open-addressing table (large
    /// or negative); a new walk on the same table starts afresh.
    func testIdsAreNumberedInTheOrderFirstMetWhateverTheirSize() {
        let table = IDNumbering.Table(capacity: 16)
        let big = Int32(IDNumbering.Table.directLimit + 5)
        for walk in 0..<3 {
            var numbering = IDNumbering(table: table)
            let ids: [Int32] = [3, 900, big, -7, 3, 40_000, big, 900, Int32.max, -7]
            let numbers = ids.map { numbering.number(.screen, $0) }
            XCTAssertEqual(numbers, [0, 1, 2, 3, 0, 4, 2, 1, 5, 3], "walk \(walk)")
            XCTAssertEqual(numbering.number(.stack, big), 0, "each kind numbers on its own")
            XCTAssertEqual(numbering.number(.coordinator, 900, base: 1 << 32), 1 << 32)
            numbering.assign(.coordinator, 2, number: 7)
            XCTAssertEqual(numbering.number(.coordinator, 2, base: 1 << 32), 7)
            for id in ids { XCTAssertTrue(numbering.contains(.screen, id)) }
            for id: Int32 in [4, 901, big + 1, -8, 60_000] {
                XCTAssertFalse(numbering.contains(.screen, id), "\(id)")
            }
            XCTAssertFalse(numbering.contains(.stack, 3))
        }
        // (a walk does not retain its table: the table lives until every walk is over)
        withExtendedLifetime(table) {}
    }

    /// An explorer looks strings up in a cache of digests keyed by their representation: the
    /// fingerprints are those computed without it, whatever was cached or evicted before.
    func testAStringDigestCacheGivesTheSameFingerprints() throws {
        var sim = try Simulator(app: linkApp())
        try sim.launch()
        var states = [sim.device]
        for id in 0..<300 {
            try sim.open("open", ["id": .int(id % 3)])
            states.append(sim.device)
        }
        let table = IDNumbering.Table(capacity: 16)
        let strings = StringDigests()
        for state in states + states.reversed() {
            XCTAssertEqual(state.fingerprint(using: table, strings: strings), state.fingerprint)
        }
    }

    /// The states of a walk over ``linkApp()``: `opens` links opened in turn (three kinds of id),
    /// with a tap on `more` now and then and a `back` now and then, each state kept.
    private func linkWalk(opens: Int) throws -> [DeviceState] {
        var sim = try Simulator(app: linkApp())
        try sim.launch()
        var states = [sim.device]
        for id in 0..<opens {
            try sim.open("open", ["id": .int(id % 3)])
            states.append(sim.device)
            if id % 5 == 0, (try? sim.tap("more")) != nil { states.append(sim.device) }
            if id % 7 == 0, (try? sim.back()) != nil { states.append(sim.device) }
        }
        return states
    }

    /// An explorer looks coordinator trees up by their storage (``CoordinatorDigests``): the
    /// fingerprints are those computed without it, for trees met again (shared by states that
    /// differ elsewhere), changed, finished coordinators' screens still held, and more trees
    /// than the cache holds.
    func testACoordinatorDigestCacheGivesTheSameFingerprints() throws {
        let states = try linkWalk(opens: 600)
        let table = IDNumbering.Table(capacity: 16)
        let strings = StringDigests()
        let trees = CoordinatorDigests()
        for state in states + states.reversed() + states {
            XCTAssertEqual(
                state.fingerprint(using: table, strings: strings, coordinators: trees),
                state.fingerprint)
        }
    }

    /// A coordinator section replayed twice in a row is pinned in the table and accepted as it
    /// stands (``IDNumbering/replay(_:counts:section:)``); walks in between that number the same
    /// ids anew (a fingerprint without the cache, another tree's) must unpin it: the fingerprints
    /// are those computed without any cache, whatever ran on the table between them.
    func testAPinnedCoordinatorSectionGivesWayToOtherWalks() throws {
        let states = try linkWalk(opens: 200)
        let table = IDNumbering.Table(capacity: 16)
        let strings = StringDigests()
        let trees = CoordinatorDigests()
        for (i, state) in states.enumerated() {
            let other = states[(i * 7) % states.count]
            for round in 0..<3 {
                XCTAssertEqual(
                    state.fingerprint(using: table, strings: strings, coordinators: trees),
                    state.fingerprint, "state \(i), round \(round)")
                switch round {
                case 0: _ = other.fingerprint(using: table)
                case 1: _ = other.fingerprint(using: table, strings: strings, coordinators: trees)
                default: break
                }
            }
        }
    }

    /// A tab bar app whose tabs push screens of their own and of flows that start and finish
    /// (a finished flow's screen can stay in a tab), and present a sheet over the tabs.
    private func tabsApp() -> AppDefinition {
        AppDefinition(
            name: "T",
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main",
                    content: .tabs([
                        TabSpec("a", flow: "A"), TabSpec("b", flow: "B"), TabSpec("c", flow: "A"),
                    ])),
                FlowSpec("A", content: .stack(["Home"])),
                FlowSpec("B", content: .stack(["Other"])),
                FlowSpec(
                    "Detail", params: ["id"],
                    content: .push([Invocation("Post", [Argument("id", .reference("id"))])])),
                FlowSpec("Sheet", content: .present(["Editor"], .sheet)),
            ],
            screens: [
                screen(
                    "Home",
                    [
                        "open": [.push("Post")], "post": [.start(call("Detail", ["id": 1]))],
                        "edit": [.start("Sheet")],
                    ]),
                screen("Other", ["post": [.start(call("Detail", ["id": 2]))]]),
                screen(
                    "Post", params: ["id"],
                    ["more": [.push("Post")], "done": [.finish], "edit": [.start("Sheet")]]),
                screen("Editor", ["close": [.finish]]),
            ])
    }

    /// An explorer looks a tab bar's tabs up by their storage (``TabDigests``), keyed by the
    /// coordinator section before them and what was numbered since: the fingerprints are those
    /// computed without the cache, for tabs met again after other states, with other
    /// coordinator trees, and more than the cache holds; and the cache is used.
    func testATabDigestCacheGivesTheSameFingerprints() throws {
        let app = tabsApp()
        let catalog = StepCatalog(app: app)
        var sim = try Simulator(app: app)
        try sim.launch()
        var states = [sim.device]
        var random: UInt64 = 7
        for _ in 0..<600 {
            let steps = sim.availableSteps(using: catalog).filter {
                $0.step != .relaunch && $0.step != .reinstall && $0.step != .background
            }
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let step = steps[Int(random >> 33) % steps.count].step
            if (try? sim.perform(step)) != nil { states.append(sim.device) }
        }
        XCTAssertGreaterThan(Set(states.map(\.fingerprint)).count, 100)
        let table = IDNumbering.Table(capacity: 16)
        let strings = StringDigests()
        let trees = CoordinatorDigests()
        for (i, state) in states.enumerated() {
            trees.tabs.expect(
                state.app?.window.withTabBar { TabDigests.storage(of: $0) } ?? nil)
            let others = [states[(i * 7) % states.count], states[min(i + 1, states.count - 1)]]
            for other in [state, others[0], state, others[1], state] {
                XCTAssertEqual(
                    other.fingerprint(using: table, strings: strings, coordinators: trees),
                    other.fingerprint, "state \(i)")
            }
        }
        XCTAssertGreaterThan(trees.tabs.hits, states.count)
    }

    /// A tabs section that numbers more ids than the table's recording first holds
    /// (``IDNumbering/startRecording()``, 32 pairs): kept, then met again, it gives the
    /// fingerprint computed without the cache, and the walk after it finds the ids it numbered
    /// (the alert's actor, the first tab's screen, numbered before the second tab's 41).
    func testALongTabsSectionIsKeptWhole() throws {
        let app = AppDefinition(
            name: "L",
            launch: [LaunchRule("main", root: "Main")],
            flows: [
                FlowSpec(
                    "Main", content: .tabs([TabSpec("a", flow: "A"), TabSpec("b", flow: "A")])),
                FlowSpec("A", content: .stack(["Home"])),
            ],
            screens: [
                ScreenSpec(
                    "Home",
                    actions: [
                        ActionSpec("open", [.push("Home")]),
                        ActionSpec("ask", [.alert(AlertSpec(title: "Sure?"))]),
                    ])
            ])
        var sim = try Simulator(app: app)
        try sim.launch()
        try sim.select("b")
        for _ in 0..<40 { try sim.tap("open") }
        try sim.select("a")
        try sim.tap("ask")
        let state = sim.device
        let table = IDNumbering.Table(capacity: 16)
        let trees = CoordinatorDigests()
        trees.tabs.expect(state.app?.window.withTabBar { TabDigests.storage(of: $0) } ?? nil)
        for _ in 0..<3 {
            XCTAssertEqual(state.fingerprint(using: table, coordinators: trees), state.fingerprint)
        }
        XCTAssertEqual(trees.tabs.hits, 2)
    }

    /// What a walk numbers while recording (``IDNumbering/startRecording()``) is each new id
    /// with its number, in order, however many (the recording grows), and only those.
    func testRecordingKeepsEachIdNumberedWithItsNumber() {
        let table = IDNumbering.Table(capacity: 16)
        var numbering = IDNumbering(table: table)
        _ = numbering.number(.screen, 3)
        numbering.startRecording()
        var expected: [UInt64] = []
        for raw: Int32 in 1...100 {
            _ = numbering.number(.screen, 3)
            let n = numbering.number(.stack, raw)
            expected += [IDNumbering.Kind.stack.rawValue << 32 | UInt64(raw), n]
        }
        XCTAssertEqual(Array(numbering.stopRecording()), expected)
        _ = numbering.number(.stack, 200)
        numbering.startRecording()
        XCTAssertEqual(Array(numbering.stopRecording()), [])
    }

    /// A section cache's slot keeps what its last entry numbered, whatever the sizes of the
    /// entries before it (``SectionSlots``: storage grown when too small, written over else).
    func testASectionSlotKeepsWhatItsLastEntryNumbered() {
        let slots = SectionSlots<Int>(keyWords: 1)
        defer { slots.deallocate() }
        XCTAssertEqual(Array(slots.numbered(at: 3)), [])
        for count in [2, 40, 6, 0, 100] {
            let words = (0..<UInt64(count)).map { $0 &* 7 &+ UInt64(count) }
            words.withUnsafeBufferPointer { slots.setNumbered($0, at: 3) }
            XCTAssertEqual(Array(slots.numbered(at: 3)), words)
            XCTAssertEqual(Array(slots.numbered(at: 4)), [])
        }
    }

    /// The encoder keeps the last coordinator it numbered (``CanonicalEncoder/coordinator(_:)``):
    /// each id still gets its own number, in order of first meeting, whichever came just before.
    func testTheLastCoordinatorKeptGivesEachItsOwnNumber() {
        let numbers = CanonicalEncoder.encode(into: CanonicalWords()) { encoder in
            for raw: Int32 in [5, 9, 9, 5, 5, 7, 9] {
                encoder.word(encoder.coordinator(CoordinatorID(raw)))
            }
        }.words
        let finished: UInt64 = 1 << 32
        XCTAssertEqual(
            numbers,
            [finished, finished + 1, finished + 1, finished, finished, finished + 2, finished + 1])
    }

    /// The same tabs (the same storage) after another coordinator tree are another section: here
    /// the flow that holds the screen pushed in a tab is detached, the window left as it was, so
    /// the screen is numbered in the tabs, not among the coordinators' screens.
    func testTheSameTabsAfterAnotherCoordinatorTreeAreAnotherSection() throws {
        var sim = try Simulator(app: tabsApp())
        try sim.launch()
        try sim.tap("post")
        let held = sim.device
        let detail = try XCTUnwrap(
            held.app?.coordinators.all.first { $0.traits.flow == "Detail" }?.id)
        var detached = held
        _ = detached.app?.coordinators.detach(detail)
        let storage = { (state: DeviceState) in
            state.app?.window.withTabBar { TabDigests.storage(of: $0) } ?? nil
        }
        XCTAssertEqual(storage(held), storage(detached))
        XCTAssertNotEqual(held.fingerprint, detached.fingerprint)
        let table = IDNumbering.Table(capacity: 16)
        let trees = CoordinatorDigests()
        trees.tabs.expect(storage(held))
        for state in [held, detached, held, detached] {
            XCTAssertEqual(
                state.fingerprint(using: table, coordinators: trees), state.fingerprint)
        }
        XCTAssertEqual(trees.tabs.hits, 2, "each section kept (the tabs expected), then met again")
    }

    /// An app whose states show alerts with effects on their buttons, sheets with a swipe
    /// handler, and alerts raised by a screen with parameters: what is described in words before
    /// it is hashed (``ListDigests``).
    private func describedApp() -> AppDefinition {
        var editor = FlowSpec("Editor", content: .present(["Editor"], .sheet))
        editor.swipe = SwipeRefusal(onAttemptToDismiss: [.alert(AlertSpec(title: "Discard?"))])
        var other = FlowSpec("Other", content: .present(["Editor"], .sheet))
        other.swipe = SwipeRefusal(onAttemptToDismiss: [.alert(AlertSpec(title: "Keep?"))])
        return stackApp(
            root: "Home",
            flows: [
                editor, other,
                FlowSpec(
                    "Detail", params: ["id"],
                    content: .push([Invocation("Post", [Argument("id", .reference("id"))])])),
            ],
            screens: [
                screen("Home"), screen("Comments"), screen("Editor"),
                screen(
                    "Post", params: ["id"],
                    [
                        "ask": [
                            .alert(
                                AlertSpec(
                                    title: "Sure?",
                                    buttons: [
                                        AlertButton("Yes", [.push("Comments")]), AlertButton("No"),
                                    ]))
                        ],
                        "warn": [
                            .alert(
                                AlertSpec(
                                    title: "Sure?",
                                    buttons: [AlertButton("Yes", [.finish]), AlertButton("No")]))
                        ],
                        "edit": [.start("Editor")], "other": [.start("Other")],
                    ]),
            ],
            links: [
                LinkSpec(
                    "open", params: ["id"],
                    effects: [.start(Invocation("Detail", [Argument("id", .reference("id"))]))])
            ])
    }

    /// An explorer keeps what it wrote for an alert's buttons, a sheet's swipe handler and an
    /// acting screen's description by the list's storage (``ListDigests``): the fingerprints are
    /// those computed without the cache, for more lists than it holds, met again after others;
    /// and they still tell apart alerts that differ only in their buttons' effects, sheets that
    /// differ only in their handlers, and alerts raised by screens that differ only in their
    /// parameters.
    func testADescribedListCacheGivesTheSameFingerprints() throws {
        var sim = try Simulator(app: describedApp())
        try sim.launch()
        var states: [DeviceState] = []
        var asked: Set<UInt64> = []
        for id in 0..<300 {
            try sim.open("open", ["id": .int(id)])
            var row: [UInt64] = []
            for action in ["ask", "warn", "edit", "other"] {
                var copy = sim
                try copy.tap(action)
                states.append(copy.device)
                row.append(copy.device.fingerprint)
            }
            XCTAssertEqual(Set(row).count, 4, "\(id)")
            asked.insert(row[0])
        }
        XCTAssertEqual(asked.count, 300, "the alert's actor is Post(id=…)")
        let table = IDNumbering.Table(capacity: 16)
        let strings = StringDigests()
        let trees = CoordinatorDigests()
        for state in states + states.reversed() + states {
            XCTAssertEqual(
                state.fingerprint(using: table, strings: strings, coordinators: trees),
                state.fingerprint)
        }
    }

    /// A hash sink writes a list of parameters, and the store's values, as one word, the digest
    /// of their words, which ``ListDigests`` keeps by the list's storage: lists with the same
    /// contents get the same digest whether or not it was kept, a list changed after its digest
    /// was kept gets the digest of what it holds then (the cache holds the list, so a change
    /// copies it), an empty list is the word 0, and lists that differ in a name, a value or a
    /// value's type get different digests.
    func testAParameterListIsOneWordKeptByItsStorage() {
        func digest(_ list: [Param], strings: StringDigests?) -> UInt64 {
            var hasher = StableHasher(strings: strings)
            withUnsafePointer(to: list) { hasher.params(at: $0) }
            return hasher.value
        }
        func words(_ list: [Param]) -> UInt64 {
            var hasher = StableHasher()
            withUnsafePointer(to: list) { hasher.paramWords($0.pointee.storageInPlace) }
            var outer = StableHasher()
            outer.word(hasher.value)
            return outer.value
        }
        let strings = StringDigests()
        var list = [Param("id", .int(1)), Param("name", .string("general"))]
        let first = digest(list, strings: strings)
        XCTAssertEqual(first, digest(list, strings: nil))
        XCTAssertEqual(first, digest(list, strings: strings), "kept")
        XCTAssertEqual(first, words(list), "the digest of the list's words")
        XCTAssertEqual(first, digest(Array(list), strings: strings), "another list, the same")
        list[0].value = .int(2)
        XCTAssertNotEqual(digest(list, strings: strings), first, "changed after it was kept")
        XCTAssertEqual(digest(list, strings: strings), digest(list, strings: nil))
        var empty = StableHasher()
        empty.word(0)
        XCTAssertEqual(digest([], strings: strings), empty.value)
        var seen: Set<UInt64> = [first]
        for (i, other) in [
            [Param("id", .int(1))], [Param("id", .string("1"))], [Param("id", .bool(true))],
            [Param("id", .null)], [Param("ID", .int(1))],
            [Param("id", .int(1)), Param("id", .int(1))],
        ].enumerated() {
            let kept = digest(other, strings: strings)
            XCTAssertEqual(kept, digest(other, strings: nil), "\(i)")
            XCTAssertTrue(seen.insert(kept).inserted, "\(i)")
        }
        // More lists than the cache holds, each met again: always the digest of the contents.
        let lists = (0..<3000).map { [Param("id", .int($0))] }
        for round in 0..<2 {
            for (i, l) in lists.enumerated() where i % (round + 1) == 0 {
                XCTAssertEqual(digest(l, strings: strings), digest(l, strings: nil), "\(i)")
            }
        }
        var values = StableHasher(strings: strings)
        var fresh = StableHasher()
        let stored: [Value] = [.int(3), .string("x"), .null]
        withUnsafePointer(to: stored) {
            values.values(at: $0)
            fresh.values(at: $0)
        }
        XCTAssertEqual(values.value, fresh.value)
    }

    /// Strings built at run time (each its own storage, freed and reused as the loop goes on),
    /// small and large, more than the cache holds, each met twice: the digest is always the one
    /// computed from the bytes, so two strings with equal bytes get equal digests and others not.
    func testAStringDigestIsItsBytesWhateverTheCacheHolds() {
        let strings = StringDigests()
        var digests: [String: UInt64] = [:]
        for round in 0..<2 {
            for i in 0..<3000 {
                let text =
                    i % 2 == 0
                    ? "S\(i)" : String(repeating: "screen", count: 1 + i % 5) + "(id=\(i))"
                let digest = strings.digest(of: text)
                XCTAssertEqual(digest, StableHasher.digest(of: text), "\(round) \(text)")
                if let earlier = digests.updateValue(digest, forKey: text) {
                    XCTAssertEqual(earlier, digest)
                }
            }
        }
        XCTAssertEqual(Set(digests.values).count, digests.count)
        XCTAssertNotEqual(StableHasher.digest(of: ""), StableHasher.digest(of: "\0"))
        XCTAssertNotEqual(
            StableHasher.digest(of: "abcdefgh"), StableHasher.digest(of: "abcdefgh\0"))
    }

    /// A tab's name is written by the digest its traits keep (``TabTraits/nameDigest``): each
    /// string a walk hands over with a digest has that digest, and the fingerprint is the one of
    /// the same walk with each of those strings hashed from its bytes.
    func testATabNameIsWrittenByTheDigestItsTraitsKeep() throws {
        let state = try fixedState()
        let sink = CanonicalEncoder.encode(into: DigestCheckingSink()) { $0.device(state) }
        XCTAssertEqual(sink.named.map(\.name), ["a", "b"], "the fixed state's tabs")
        for (name, digest) in sink.named {
            XCTAssertEqual(digest, StableHasher.digest(of: name), name)
        }
        XCTAssertEqual(sink.hasher.value, state.fingerprint)
    }

    /// The fingerprint of a device with another tab selected, worked out from its prefix
    /// (``TabSelectionPrefix``), is the one a walk gives with that tab selected, and the one of
    /// the device after selecting it; the device's own is its own. Without a root tab bar there
    /// is no prefix.
    func testAFingerprintWithAnotherTabSelectedIsItsPrefixAndOneWord() throws {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.select("b")
        try sim.select("a")
        let table = IDNumbering.Table()
        let (own, prefix) = sim.device.fingerprintAndSelectionPrefix(using: table)
        let words = try XCTUnwrap(prefix)
        XCTAssertEqual(own, sim.device.fingerprint)
        XCTAssertEqual(words.fingerprint(selecting: 0), own)
        XCTAssertNotEqual(words.fingerprint(selecting: 1), own)
        XCTAssertEqual(
            words.fingerprint(selecting: 1),
            sim.device.fingerprint(using: table, selectedTab: 1))
        try sim.select("b")
        XCTAssertEqual(words.fingerprint(selecting: 1), sim.device.fingerprint)

        var stack = try Simulator(
            app: AppDefinition(
                name: "S", launch: [LaunchRule("main", root: "A")],
                flows: [FlowSpec("A", content: .stack(["Home"]))],
                screens: [ScreenSpec("Home")]))
        try stack.launch()
        let (fingerprint, none) = stack.device.fingerprintAndSelectionPrefix(using: table)
        XCTAssertNil(none)
        XCTAssertEqual(fingerprint, stack.device.fingerprint)
    }

    /// The state whose fingerprint is pinned: launched, the flag set, Detail pushed, tab b selected.
    private func fixedState() throws -> DeviceState {
        var sim = try Simulator(app: app())
        try sim.launch()
        try sim.tap("flag")
        try sim.tap("open")
        try sim.select("b")
        return sim.device
    }

    /// The fingerprint of a fixed state is a fixed number: it is computed from a canonical encoding
    /// (UTF-8 bytes and integers, words built by arithmetic) with a hash that has no seed, so it
    /// cannot vary between processes or machines. If this number changes, the encoding changed:
    /// explore's recorded output changes with it, so change it only on purpose. (Changed on purpose
    /// when the hash went from a SplitMix64 round a word to one folded 128-bit multiply a word,
    /// with a string hashed as one word, its digest, and the coordinator tree as one word, the
    /// digest of its words: 7_217_692_415_811_052_436 before; and again when a tab bar's tabs
    /// became one word, the digest of their words, which ``TabDigests`` keeps:
    /// 5_934_631_876_093_755_159 before; and again when a list of parameters and the store's
    /// values became one word each, the digest of their words, which ``ListDigests`` keeps:
    /// 16_344_052_893_001_576_413 before; and again when the root tab bar's selected tab became
    /// the last word, which ``TabSelectionPrefix`` replaces: 12_115_886_434_100_319_413 before.)
    static let pinnedFingerprint: UInt64 = 7_695_118_895_875_471_428

    func testTheFingerprintOfAFixedStateIsPinned() throws {
        let fingerprint = try fixedState().fingerprint
        if ProcessInfo.processInfo.environment["FLOWSIM_PRINT_FINGERPRINT"] != nil {
            print("fingerprint=\(fingerprint)")
        }
        XCTAssertEqual(fingerprint, Self.pinnedFingerprint)
    }

    func testTheFingerprintOfAFixedStateIsTheSameInAnotherProcess() throws {
        // Run this test binary again, asking it for the pinned test only, and read what it printed.
        guard ProcessInfo.processInfo.environment["FLOWSIM_PRINT_FINGERPRINT"] == nil else {
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
        process.arguments = [
            "FlowKitTests.FingerprintTests/testTheFingerprintOfAFixedStateIsPinned"
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["FLOWSIM_PRINT_FINGERPRINT"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(
            decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = output.split(separator: "\n").first { $0.hasPrefix("fingerprint=") }
        XCTAssertEqual(line.map(String.init), "fingerprint=\(try fixedState().fingerprint)", output)
    }
}

/// A hash sink that keeps each string handed over with its digest, and hashes the string from
/// its bytes instead of taking the digest.
private struct DigestCheckingSink: CanonicalSink {
    /// The strings handed over with a digest, shared by the sinks of the sections (``emptyCopy()``).
    final class Named {
        var list: [(name: String, digest: UInt64)] = []
    }

    var hasher = StableHasher()
    let shared: Named
    var named: [(name: String, digest: UInt64)] { shared.list }

    mutating func word(_ w: UInt64) { hasher.word(w) }

    mutating func string(_ s: String) { hasher.string(s) }

    mutating func string(_ s: String, digest: UInt64) {
        shared.list.append((s, digest))
        hasher.string(s)
    }

    mutating func params(at list: UnsafePointer<[Param]>) { hasher.params(at: list) }

    mutating func values(at list: UnsafePointer<[Value]>) { hasher.values(at: list) }

    static var digestsSections: Bool { true }

    func emptyCopy() -> DigestCheckingSink { DigestCheckingSink(shared: shared) }

    init(shared: Named = Named()) { self.shared = shared }

    var digest: UInt64 { hasher.digest }
}
