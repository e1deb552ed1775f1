import FlowKit

/// Checks the keys of one `expect` step against the simulator and explains each mismatch.
struct ExpectationChecker {
    typealias Mismatch = ExpectationMismatch

    let sim: Simulator

    func check(_ expectations: [Expectation]) -> [Mismatch] {
        expectations.compactMap(check)
    }

    private func check(_ e: Expectation) -> Mismatch? {
        func fail(_ headline: String, _ expected: String, _ actual: String, _ extra: [String] = [])
            -> Mismatch
        {
            Mismatch(
                expectation: e, headline: headline, expected: expected, actual: actual,
                detail: ["expected \(e.key): \(expected)", "actual   \(e.key): \(actual)"] + extra)
        }
        switch e.check {
        case .root(let flow):
            let actual = sim.rootFlow
            return actual == flow
                ? nil
                : fail(
                    "expected the window root '\(flow)' but it is \(quoted(actual))", flow,
                    actual ?? "none")
        case .tab(let tab):
            let actual = sim.selectedTab
            return actual == tab
                ? nil
                : fail(
                    "expected the selected tab '\(tab)' but it is \(quoted(actual))", tab,
                    actual ?? "none (no tab bar)")
        case .stack(let patterns):
            return listMismatch(e, patterns, sim.stack, what: "the frontmost navigation stack")
        case .stacks(let tabs):
            for (tab, patterns) in tabs {
                guard let actual = sim.stack(ofTab: tab) else {
                    return fail(
                        "expected tab '\(tab)' but there is no such tab in the window",
                        "\(tab): \(list(patterns))", "no tab bar with '\(tab)'")
                }
                if let m = listMismatch(e, patterns, actual, what: "the stack of tab '\(tab)'") {
                    return m
                }
            }
            return nil
        case .top(nil):
            guard let top = sim.top else { return nil }
            return fail("expected no screen on top but '\(top)' is showing", "none", "\(top)")
        case .top(let pattern?):
            guard let top = sim.top else {
                return fail(
                    "expected top '\(pattern)' but no screen is showing", "\(pattern)", "none")
            }
            return pattern.matches(top)
                ? nil
                : fail(
                    "expected top '\(pattern)' but the frontmost screen is '\(top)'", "\(pattern)",
                    "\(top)")
        case .presented(let patterns):
            return listMismatch(e, patterns, sim.presented, what: "the modal chain", empty: "none")
        case .page(let pattern):
            guard let page = sim.currentPage else {
                let top =
                    sim.top.map { "the frontmost screen '\($0)' has no pages" }
                    ?? "no screen is showing"
                return fail(
                    "expected the page '\(pattern)' but no page view controller is on screen: \(top)",
                    "\(pattern)", "none")
            }
            let front = sim.window?.frontmostPageViewController
            let pager = front?.screen
            let position =
                front.flatMap { p in
                    p.pages.currentPage.map { " (page \($0 + 1) of \(p.pages.children.count))" }
                }
                ?? ""
            return pattern.matches(page)
                ? nil
                : fail(
                    "expected the page '\(pattern)' but \(pager.map { "'\($0)'" } ?? "the page view controller") shows '\(page)'\(position)",
                    "\(pattern)", "\(page)")
        case .children(let patterns):
            return listMismatch(
                e, patterns, sim.children,
                what: "the children of '\(sim.top?.description ?? "the frontmost screen")'",
                empty: "none")
        case .alert(let title):
            let actual = sim.alertTitle
            if actual == title { return nil }
            return fail(
                title.map {
                    "expected the alert '\($0)' but "
                        + (actual.map { "'\($0)' is showing" } ?? "no alert is showing")
                }
                    ?? "expected no alert but '\(actual ?? "")' is showing",
                title.map { "\"\($0)\"" } ?? "none", actual.map { "\"\($0)\"" } ?? "none")
        case .alertContent(let title, let message, let buttons):
            guard let shown = sim.showingAlert else {
                return fail(
                    "expected the alert '\(title)' but no alert is showing",
                    alertText(title, message, buttons), "none")
            }
            let actualButtons = shown.buttons.map(\.name)
            let actualText = alertText(shown.title, shown.message ?? "", actualButtons)
            if shown.title != title {
                return fail(
                    "expected the alert '\(title)' but '\(shown.title)' is showing",
                    alertText(title, message, buttons), actualText)
            }
            if let message, message != (shown.message ?? "") {
                return fail(
                    "the alert '\(title)' says \(shown.message.map { "\"\($0)\"" } ?? "nothing") where \"\(message)\" was expected",
                    alertText(title, message, buttons), actualText)
            }
            if let buttons, buttons != actualButtons {
                return fail(
                    "the alert '\(title)' has the buttons [\(NameList.capped(actualButtons))], not [\(buttons.joined(separator: ", "))]",
                    alertText(title, message, buttons), actualText)
            }
            return nil
        case .tabBar(let visible):
            let actual = sim.tabBarVisible ?? false
            return actual == visible
                ? nil
                : fail(
                    "expected the tab bar \(word(visible)) but it is \(word(actual))",
                    word(visible),
                    word(actual) + (sim.tabBarVisible == nil ? " (there is no tab bar)" : ""))
        case .scene(let background):
            func phase(_ inBackground: Bool) -> String {
                inBackground ? "background" : "foreground"
            }
            let actual = sim.isRunning ? phase(sim.isInBackground) : "not running"
            return actual == phase(background)
                ? nil
                : fail(
                    "expected the app in the \(phase(background)) but it is \(sim.isRunning ? "in the " : "")\(actual)",
                    phase(background), actual)
        case .transition(let kind):
            return transitionMismatch(kind, fail)
        case .navBar(let visible):
            let actual = sim.navigationBarVisible ?? false
            return actual == visible
                ? nil
                : fail(
                    "expected the navigation bar \(word(visible)) but it is \(word(actual))",
                    word(visible), word(actual))
        case .coordinators(let paths):
            let actual = sim.coordinatorPaths
            let missing = paths.filter { !actual.contains($0) }
            let extra = actual.filter { !paths.contains($0) }
            if missing.isEmpty && extra.isEmpty { return nil }
            var lines: [String] = []
            if !missing.isEmpty { lines.append("missing:    " + NameList.capped(missing)) }
            if !extra.isEmpty { lines.append("unexpected: " + NameList.capped(extra)) }
            let head =
                !missing.isEmpty
                ? "coordinator '\(missing[0])' is not live"
                : "coordinator '\(extra[0])' is live but not expected"
            return fail(
                "expected the coordinators to be exactly those listed, but \(head)",
                "[" + paths.joined(separator: ", ") + "]",
                "[" + NameList.capped(actual) + "]", lines)
        case .starts(let counts):
            for (path, count) in counts {
                let actual = sim.startCount(ofCoordinatorAt: path)
                if actual == count { continue }
                let what = actual.map { "it was started \(times($0))" } ?? "it is not live"
                return fail(
                    "expected coordinator '\(path)' started \(times(count)) but \(what)",
                    "\(path): \(count)", actual.map { "\(path): \($0)" } ?? "not live")
            }
            return nil
        case .state(let values):
            for p in values {
                let actual = sim.state(p.name) ?? .null
                if actual != p.value {
                    return Mismatch(
                        expectation: e,
                        headline:
                            "expected \(p.name) = \(p.value.quoted) but it is \(actual.quoted)",
                        expected: p.value.description, actual: actual.description,
                        detail: ["expected \(p.name): \(p.value)", "actual   \(p.name): \(actual)"])
                }
            }
            return nil
        case .launchState(let state):
            let actual = sim.launchState
            return actual == state
                ? nil
                : fail(
                    "expected the launch state '\(state)' but it is \(quoted(actual))", state,
                    actual ?? "none (not launched since install)")
        case .lifecycle(let screens):
            var lines: [String] = []
            var first: String?
            for (screen, counts) in screens {
                for (callback, n) in counts {
                    let actual = sim.lifecycle[screen, callback]
                    if actual != n {
                        lines.append(
                            "\(screen).\(callback.rawValue): expected \(n), actual \(actual)")
                        if first == nil {
                            first =
                                "expected \(screen).\(callback.rawValue) to have run \(n) time\(n == 1 ? "" : "s") since launch but it ran \(actual)"
                        }
                    }
                }
            }
            guard let first else { return nil }
            return Mismatch(expectation: e, headline: first, detail: lines)
        case .actions(let names):
            let actual = sim.actions
            if Set(actual) == Set(names) { return nil }
            return fail(
                "expected the actions of '\(sim.top?.description ?? "?")' to be exactly those listed",
                "[" + names.joined(separator: ", ") + "]",
                "[" + NameList.capped(actual) + "]")
        case .can(let names):
            let actual = sim.actions
            let missing = names.filter { !actual.contains($0) }
            if missing.isEmpty { return nil }
            return fail(
                "expected '\(sim.top?.description ?? "?")' to offer '\(missing[0])' but it does not",
                "[" + names.joined(separator: ", ") + "]",
                "[" + NameList.capped(actual) + "]")
        case .cannot(let names):
            let actual = sim.actions
            let present = names.filter { actual.contains($0) }
            if present.isEmpty { return nil }
            return fail(
                "expected '\(sim.top?.description ?? "?")' not to offer '\(present[0])' but it does",
                "none of [" + names.joined(separator: ", ") + "]",
                "[" + NameList.capped(actual) + "]")
        case .leaks(let expected):
            let leaks = sim.leaks
            let subjects = leaks.map(\.subject)
            if Set(subjects) == Set(expected) { return nil }
            // the first leaks, one a line, and how many more
            var lines = leaks.prefix(NameList.shown).map { "leak: \($0)" }
            if leaks.count > NameList.shown {
                lines.append("… and \(NumberText.grouped(leaks.count - NameList.shown)) more leaks")
            }
            if expected.isEmpty {
                return Mismatch(
                    expectation: e, headline: "expected no leaks but \(leaks[0])", detail: lines)
            }
            return fail(
                "expected the leaks to be exactly those listed",
                "[" + expected.joined(separator: ", ") + "]",
                subjects.isEmpty ? "none" : "[" + NameList.capped(subjects) + "]", lines)
        case .pending(let names):
            let actual = sim.pendingRequests.map(\.name)
            if actual == names { return nil }
            let expectedText = names.isEmpty ? "none" : "[" + names.joined(separator: ", ") + "]"
            let actualText = actual.isEmpty ? "none" : "[" + NameList.capped(actual) + "]"
            let headline: String
            if let missing = names.first(where: { n in
                names.filter { $0 == n }.count > actual.filter { $0 == n }.count
            }) {
                headline =
                    "expected the request '\(missing)' to be pending but "
                    + (actual.isEmpty
                        ? "nothing is pending" : "the pending requests are \(actualText)")
            } else if let extra = actual.first(where: { n in
                actual.filter { $0 == n }.count > names.filter { $0 == n }.count
            }) {
                headline = "the request '\(extra)' is pending but not expected"
            } else {
                headline = "the pending requests are in another order: \(actualText)"
            }
            return fail(headline, expectedText, actualText)
        case .crashed(let message):
            let actual = sim.crashMessage
            return actual == message
                ? nil
                : fail(
                    "expected a crash '\(message)' but "
                        + (actual.map { "the crash was '\($0)'" } ?? "the app did not crash"),
                    message, actual ?? "no crash")
        }
    }

    private func listMismatch(
        _ e: Expectation, _ patterns: [ScreenPattern], _ actual: [Screen], what: String,
        empty: String = "[]"
    ) -> Mismatch? {
        let matches =
            patterns.count == actual.count && zip(patterns, actual).allSatisfy { $0.matches($1) }
        if matches { return nil }
        let expectedText = patterns.isEmpty ? empty : list(patterns)
        let actualText =
            actual.isEmpty ? empty : "[" + actual.map(\.description).joined(separator: ", ") + "]"
        var lines = ["expected \(e.key): \(expectedText)", "actual   \(e.key): \(actualText)"]
        let headline: String
        if let i = zip(patterns, actual).enumerated().first(where: {
            !$0.element.0.matches($0.element.1)
        })?.offset {
            headline =
                "\(what) differs at position \(i + 1): expected '\(patterns[i])', found '\(actual[i])'"
            lines.append("first difference at position \(i + 1)")
        } else if patterns.count > actual.count {
            headline =
                "\(what) is missing "
                + patterns[actual.count...].map { "'\($0)'" }.joined(separator: ", ")
            lines.append(
                "missing: " + patterns[actual.count...].map(\.description).joined(separator: ", "))
        } else {
            headline =
                "\(what) has more than expected: "
                + actual[patterns.count...].map { "'\($0)'" }.joined(separator: ", ")
            lines.append(
                "unexpected: "
                    + actual[patterns.count...].map(\.description).joined(separator: ", "))
        }
        return Mismatch(
            expectation: e, headline: headline, expected: expectedText, actual: actualText,
            detail: lines)
    }

    private func list(_ patterns: [ScreenPattern]) -> String {
        "[" + patterns.map(\.description).joined(separator: ", ") + "]"
    }
    private func alertText(_ title: String, _ message: String?, _ buttons: [String]?) -> String {
        var parts = ["title: \"\(title)\""]
        if let message { parts.append("message: \"\(message)\"") }
        if let buttons { parts.append("buttons: [" + buttons.joined(separator: ", ") + "]") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private func word(_ visible: Bool) -> String { visible ? "visible" : "hidden" }
    private func quoted(_ s: String?) -> String { s.map { "'\($0)'" } ?? "none" }
}

/// `once`, `twice`, `3 times`.
private func times(_ n: Int) -> String {
    n == 1 ? "once" : n == 2 ? "twice" : "\(n) times"
}
